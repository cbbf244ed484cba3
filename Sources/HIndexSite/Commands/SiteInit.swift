import Foundation
import HIndexCore

/// `hindex-site init`: creates a new site repository in a folder.
///
/// The folder gets `content/site.md`, one department, one example scientist with the saved
/// Google Scholar page it points at (so `hindex-site build --offline` works at once), a
/// `.gitignore`, a README for the department's editors and, unless asked not to, a CI
/// workflow that builds and publishes the site (GitHub Actions or GitLab CI). Every value is
/// checked first and written as a double-quoted YAML string; a folder that is not empty is
/// refused unless asked to write into it. The CI file names the git repository and ref of
/// hindex-site that CI downloads or builds: given, or where this hindex-site was built from
/// (``ToolOrigin``); a CI file is refused when neither is known, so that it never names an
/// address that does not exist.
public struct SiteInit: Sendable, Hashable {
    /// Which CI file to write.
    public enum CI: String, Sendable, Hashable, CaseIterable {
        /// `.github/workflows/hindex-site.yml` (GitHub Actions and GitHub Pages).
        case github
        /// `.gitlab-ci.yml` (GitLab CI and GitLab Pages).
        case gitlab
        /// No CI file.
        case none
    }

    /// The site's title (`title:` in `site.md`).
    public var title: String
    /// `base_url:` in `site.md`: a path such as `/metrics/` or a full `http(s)` URL.
    public var baseURL: String
    /// The name of the one department.
    public var department: String
    /// `contact:` in `site.md` (an e-mail address for the HTTP `User-Agent`), when given.
    public var contact: String?
    /// `language:` in `site.md` (a BCP 47 tag of a shipped language, e.g. `it` or `pt-BR`),
    /// when given; the site is English without it.
    public var language: String?
    /// The CI file to write.
    public var ci: CI
    /// The git repository of hindex-site that CI downloads its release binary from or
    /// builds it from (`--tool-repository`); nil for ``origin``'s remote.
    public var toolRepository: String?
    /// The tag or commit of hindex-site CI uses (`--tool-ref`); nil for ``origin``'s tag,
    /// else its commit.
    public var toolRef: String?
    /// Where this hindex-site was built from: the defaults of ``toolRepository`` and
    /// ``toolRef``.
    public var origin: ToolOrigin
    /// The official Swift container image the CI files build in (Ubuntu 24.04 "noble").
    public static let swiftImage = "swift:6.3-noble"
    /// The name of hindex-site's release asset for a Linux machine (`uname -m`: `x86_64`,
    /// `aarch64`): a gzipped tar holding the executable `hindex-site`, attached to the GitHub
    /// release of a version tag with `<asset>.sha256` beside it (as `sha256sum` writes it) by
    /// the repository's release workflow; the CI files download it.
    public static func releaseAsset(machine: String) -> String {
        "hindex-site-linux-\(machine).tar.gz"
    }
    /// The branch whose commits are published.
    public static let publishedBranch = "main"
    /// The version of this hindex-site (`hindex-site --version`); its release tag is
    /// `v<version>`.
    public static let toolVersion = "0.1.0"

    /// Creates a request with the documented defaults.
    public init(
        title: String = "Research Metrics", baseURL: String = "/",
        department: String = "Example Department", contact: String? = nil,
        language: String? = nil, ci: CI = .github, toolRepository: String? = nil,
        toolRef: String? = nil, origin: ToolOrigin = .unknown
    ) {
        self.title = title
        self.baseURL = baseURL
        self.department = department
        self.contact = contact
        self.language = language
        self.ci = ci
        self.toolRepository = toolRepository
        self.toolRef = toolRef
        self.origin = origin
    }

    /// Why nothing was written.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The option or path concerned, e.g. `--base-url` or the folder.
        public var subject: String
        /// What is wrong and how to fix it.
        public var message: String
        /// `subject: message`.
        public var description: String { "\(subject): \(message)" }
    }

    /// One file of the new site.
    public struct File: Sendable, Hashable {
        /// The path inside the site folder, e.g. `content/site.md`.
        public var path: String
        /// The file's text.
        public var text: String
    }

    /// What was written.
    public struct Written: Sendable, Hashable {
        /// The site folder.
        public var folder: URL
        /// The paths written, relative to the folder, in the order of ``SiteInit/files()``.
        public var paths: [String]
    }

    /// The example scientist's slug (`content/scientists/<slug>.md`).
    public static var exampleSlug: String { ExampleScientist.slug }

    /// Every file of the new site, after checking every value.
    public func files() throws(Failure) -> [File] {
        let values = try checked()
        let departmentSlug = Slug.forDepartment(named: values.department)
        var files = [
            File(path: "content/site.md", text: SiteInitFiles.siteFile(values)),
            File(
                path: "content/departments/\(departmentSlug).md",
                text: SiteInitFiles.departmentFile(values)),
            File(
                path: "content/scientists/\(ExampleScientist.slug).md",
                text: SiteInitFiles.scientistFile(values)),
            File(
                path: "content/\(ExampleScientist.savedPagePath)",
                text: ExampleScientist.scholarPage()),
            File(path: ".gitignore", text: SiteInitFiles.gitignore),
            File(path: "README.md", text: SiteInitFiles.readme(values)),
        ]
        switch (values.ci, values.toolRepository, values.toolRef) {
        case (.github, let repository?, let ref?):
            let tool = SiteInitCI.Tool(repository: repository, ref: ref)
            files.append(
                File(path: SiteInitCI.githubPath, text: SiteInitCI.githubWorkflow(tool)))
        case (.gitlab, let repository?, let ref?):
            let tool = SiteInitCI.Tool(repository: repository, ref: ref)
            files.append(File(path: SiteInitCI.gitlabPath, text: SiteInitCI.gitlabCI(tool)))
        default:
            break
        }
        return files
    }

    /// Writes the site into `folder` (created when missing). A folder holding anything but
    /// `.git` is refused unless `force`, which writes the files beside what is there and
    /// replaces files of the same name.
    public func write(into folder: URL, force: Bool = false) throws(Failure) -> Written {
        let files = try files()
        let manager = FileManager.default
        let shown = folder.path
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw Failure(
                    subject: shown, message: "is a file, not a folder; choose a new folder")
            }
            let entries: [String]
            do {
                entries = try manager.contentsOfDirectory(atPath: folder.path)
                    .filter { $0 != ".git" }.sorted()
            } catch {
                throw Failure(
                    subject: shown, message: "cannot be read: \(error.localizedDescription)")
            }
            if !entries.isEmpty && !force {
                let listed = entries.prefix(5).joined(separator: ", ")
                let more = entries.count > 5 ? ", … (\(entries.count) entries)" : ""
                throw Failure(
                    subject: shown,
                    message: "is not empty (it holds \(listed)\(more)); init writes a new site "
                        + "into an empty folder: choose another folder, or pass --force to "
                        + "write the files beside what is there (files of the same name are "
                        + "replaced)")
            }
        }
        // Nothing is written through a symbolic link (`--force` into a folder whose
        // `content` or `.github/workflows` links elsewhere would write outside it); checked
        // for every file before the first is written.
        for file in files {
            var path = folder.path
            for part in file.path.split(separator: "/") {
                path += "/" + part
                let type =
                    (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                if type == .typeSymbolicLink {
                    throw Failure(
                        subject: path,
                        message: "is a symbolic link; init does not write through links (the "
                            + "files would land outside \(shown)): remove the link or choose "
                            + "another folder")
                }
            }
        }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            do {
                try manager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .atomic)
            } catch {
                throw Failure(
                    subject: url.path, message: "cannot write: \(error.localizedDescription)")
            }
        }
        return Written(folder: folder, paths: files.map(\.path))
    }

    /// The values, trimmed and checked; a bad one is a failure naming its option. With a CI
    /// file, ``toolRepository`` and ``toolRef`` are set (given or from ``origin``).
    func checked() throws(Failure) -> SiteInit {
        var values = self
        values.title = try Self.oneLine(title, option: "--title", what: "the title")
        values.department = try Self.oneLine(
            department, option: "--department", what: "the department")
        values.baseURL = try Self.checkedBaseURL(baseURL)
        if let contact {
            let trimmed = try Self.oneLine(contact, option: "--contact", what: "the contact")
            guard trimmed.contains("@"), !trimmed.contains(where: \.isWhitespace) else {
                throw Failure(
                    subject: "--contact",
                    message: "'\(trimmed)' is not an e-mail address (APIs and Google Scholar "
                        + "see it in the User-Agent), e.g. --contact web-editor@example.edu")
            }
            values.contact = trimmed
        }
        if let language {
            let tag = try Self.oneLine(language, option: "--language", what: "the language")
            // The same check and message as `language:` in site.md.
            guard SiteLanguage(tag: tag) != nil else {
                throw Failure(
                    subject: "--language",
                    message: "unknown language '\(tag)'; available: \(SiteLanguage.availableTags)")
            }
            values.language = tag
        }
        if let toolRepository {
            values.toolRepository = try Self.checkedRepository(toolRepository)
        }
        if let toolRef { values.toolRef = try Self.checkedRef(toolRef) }
        // A CI file names the tool's address: given or recorded at build time, never guessed.
        if ci != .none {
            let tool = try values.resolvedTool()
            values.toolRepository = try Self.checkedRepository(tool.repository)
            values.toolRef = try Self.checkedRef(tool.ref)
        }
        return values
    }

    /// `text` trimmed, non-empty, and one line without control characters.
    static func oneLine(_ text: String, option: String, what: String) throws(Failure) -> String {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else {
            throw Failure(subject: option, message: "\(what) is empty")
        }
        guard !trimmed.unicodeScalars.contains(where: Self.isControl) else {
            throw Failure(
                subject: option, message: "\(what) must be one line without control characters")
        }
        return trimmed
    }

    /// A path (`/`, `/research/metrics/`) or a full `http(s)` URL without query, fragment or
    /// credentials; the same shapes `check` accepts for `base_url`.
    static func checkedBaseURL(_ raw: String) throws(Failure) -> String {
        let value = raw.trimmingWhitespace()
        let example =
            "give a path such as / or /research/metrics/, or the site's full URL such as "
            + "https://www.example.edu/metrics/"
        guard !value.isEmpty else {
            throw Failure(subject: "--base-url", message: "is empty; \(example)")
        }
        guard
            !value.unicodeScalars.contains(where: {
                Self.isControl($0) || $0.properties.isWhitespace
            })
        else {
            throw Failure(
                subject: "--base-url",
                message: "'\(value)' contains spaces or control characters; \(example)")
        }
        let lower = value.lowercased()
        var path = value
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let components = URLComponents(string: value), let host = components.host,
                !host.isEmpty
            else {
                throw Failure(subject: "--base-url", message: "'\(value)' is not a valid URL")
            }
            guard components.user == nil, components.password == nil else {
                throw Failure(
                    subject: "--base-url",
                    message: "'\(value)' holds a user name or password; \(example)")
            }
            guard components.query == nil, components.fragment == nil else {
                throw Failure(
                    subject: "--base-url",
                    message: "'\(value)' has a query or fragment (?, #); \(example)")
            }
            path = components.path
        } else if lower.contains("://") {
            throw Failure(
                subject: "--base-url",
                message: "'\(value)' is neither an http(s) URL nor a path; \(example)")
        } else if !value.hasPrefix("/") {
            throw Failure(
                subject: "--base-url",
                message: "'\(value)' is neither a full URL nor a path starting with /; "
                    + example)
        }
        guard !path.contains(where: { $0 == "?" || $0 == "#" || $0 == "\\" }) else {
            throw Failure(
                subject: "--base-url",
                message: "'\(value)' has ?, # or \\ in its path; \(example)")
        }
        guard !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
            throw Failure(
                subject: "--base-url", message: "'\(value)' has . or .. segments; \(example)")
        }
        return value
    }

    /// A git URL (`https://…`, `ssh://…`, `git@host:path`) or an absolute path, in URL
    /// characters only (it goes into YAML, a shell variable and a Markdown link).
    static func checkedRepository(_ raw: String) throws(Failure) -> String {
        let value = raw.trimmingWhitespace()
        let shapes = ["https://", "http://", "ssh://", "git://", "file://", "git@", "/"]
        let allowed = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                + "-._~:/@%+")
        guard !value.isEmpty, value.unicodeScalars.allSatisfy(allowed.contains),
            shapes.contains(where: { value.hasPrefix($0) })
        else {
            throw Failure(
                subject: "--tool-repository",
                message: "'\(value)' is not a git repository URL such as "
                    + "https://github.com/OWNER/hindex-site.git")
        }
        // The CI file is committed: a token or password in the URL would be published. An
        // http(s) URL carries none; ssh keeps its user name (`ssh://git@host/…`).
        if let scheme = value.range(of: "://"), let components = URLComponents(string: value) {
            let web = value.hasPrefix("http")
            if components.password != nil || (web && components.user != nil) {
                let rest = value[scheme.upperBound...].split(separator: "@", maxSplits: 1)
                let shown = value[..<scheme.upperBound] + "…@" + (rest.last ?? "")
                throw Failure(
                    subject: "--tool-repository",
                    message: "'\(shown)' carries credentials before '@', and the CI file that "
                        + "holds it is committed: give the URL without them and let CI "
                        + "authenticate (a deploy key, or the CI's own token)")
            }
        }
        return value
    }

    /// `url` with any user name or password before the host written as `…`
    /// (`https://oauth2:TOKEN@host/x.git` → `https://…@host/x.git`); other URLs as they are.
    public static func withoutCredentials(_ url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return url }
        return url[..<scheme.upperBound] + "…" + rest[at...]
    }

    /// A tag, branch or commit: letters, digits and `._-`, not starting with `-` or `.` (no
    /// `/`: GitLab cache keys, which carry the ref, cannot hold one).
    static func checkedRef(_ raw: String) throws(Failure) -> String {
        let value = raw.trimmingWhitespace()
        let allowed = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        guard !value.isEmpty, value.unicodeScalars.allSatisfy(allowed.contains),
            !value.hasPrefix("-"), !value.hasPrefix("."), !value.contains("..")
        else {
            throw Failure(
                subject: "--tool-ref",
                message: "'\(value)' is not a git tag or commit such as v1.2.0 or a 40-digit "
                    + "commit id (letters, digits, '.', '_' and '-')")
        }
        return value
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
