import Foundation
import HIndexCore
import HIndexSources

/// `hindex-site new`: writes `content/scientists/<slug>.md` for a new scientist.
///
/// Identifiers are checked with the content loader's own validators (a profile URL is
/// reduced to its id, as the loader does), every value is written as a double-quoted YAML
/// string, and an existing file is never replaced unless asked to.
public struct NewScientist: Sendable, Hashable {
    /// Display name.
    public var name: String
    /// Department names (at least one).
    public var departments: [String]
    /// The slug; `nil` derives it from the name (`Jürgen Schmidhuber` → `jurgen-schmidhuber`).
    public var slug: String?
    /// Google Scholar user id or profile URL.
    public var scholar: String?
    /// OpenAlex author id.
    public var openAlex: String?
    /// ORCID iD.
    public var orcid: String?
    /// DBLP person id.
    public var dblp: String?
    /// Publications page URL.
    public var homepage: String?
    /// Further citation sources by their front-matter key in the source registry
    /// (``CitationSources/all``: `semantic_scholar`, `inspire`, `serpapi`, …) and value, in
    /// the order given (`--source KEY=VALUE`).
    public var sources: [Source] = []

    /// The keys `--source` takes: every citation source of the registry.
    public static var sourceKeys: [String] { CitationSources.keys }

    /// A citation source given by its registry key.
    public struct Source: Sendable, Hashable {
        /// The front-matter key, e.g. `semantic_scholar`.
        public var key: String
        /// The identifier, URL or saved file.
        public var value: String

        /// A source.
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }

        /// Reads `KEY=VALUE` as `--source` takes it; `nil` without `=`.
        public init?(argument: String) {
            guard let equals = argument.firstIndex(of: "=") else { return nil }
            self.key = String(argument[..<equals]).trimmingWhitespace()
            self.value = String(argument[argument.index(after: equals)...])
        }
    }

    /// Creates a request.
    public init(
        name: String, departments: [String], slug: String? = nil, scholar: String? = nil,
        openAlex: String? = nil, orcid: String? = nil, dblp: String? = nil,
        homepage: String? = nil
    ) {
        self.name = name
        self.departments = departments
        self.slug = slug
        self.scholar = scholar
        self.openAlex = openAlex
        self.orcid = orcid
        self.dblp = dblp
        self.homepage = homepage
    }

    /// Why the file was not written.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The option or file concerned, e.g. `--orcid` or `scientists/karp.md`.
        public var subject: String
        /// What is wrong and how to fix it.
        public var message: String
        /// `subject: message`.
        public var description: String { "\(subject): \(message)" }
    }

    /// What was written.
    public struct Written: Sendable, Hashable {
        /// The file written.
        public var file: URL
        /// Its path relative to the content folder, e.g. `scientists/karp.md`.
        public var relativePath: String
        /// Departments that no other scientist or department file names yet (a typo?).
        public var newDepartments: [String]
    }

    /// The slug the file is named after.
    public func resolvedSlug() throws(Failure) -> String {
        if let slug {
            guard Slug.isValid(slug) else {
                throw Failure(
                    subject: "--slug",
                    message: "'\(slug)' is not a valid slug: use a-z, 0-9 and inner dashes")
            }
            return slug
        }
        let made = Slug.make(from: name)
        guard Slug.isValid(made) else {
            throw Failure(
                subject: "name",
                message: "no slug can be made from '\(name)' (no Latin letters or digits): "
                    + "pass --slug, e.g. --slug wang-li")
        }
        return made
    }

    /// The file's text, after checking every value.
    public func fileText(contentFolder: URL) throws(Failure) -> String {
        let name = name.trimmingWhitespace()
        guard !name.isEmpty else {
            throw Failure(subject: "name", message: "the name is empty")
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw Failure(subject: "name", message: "the name must be one line of text")
        }
        let departments = departments.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !departments.isEmpty else {
            throw Failure(subject: "--department", message: "give at least one department")
        }
        for department in departments
        where department.unicodeScalars.contains(where: {
            $0.properties.generalCategory == .control
        }) {
            throw Failure(subject: "--department", message: "a department must be one line")
        }
        let folder = ContentFolder(root: contentFolder)
        var lines = ["---", "name: \(Self.quoted(name))"]
        lines.append(
            departments.count == 1
                ? "department: \(Self.quoted(departments[0]))"
                : "department: [\(departments.map(Self.quoted).joined(separator: ", "))]")
        let sources: [(key: String, option: String, value: String?, check: Validator)] = [
            ("scholar", "--scholar", scholar, SourceIdentifier.scholar),
            ("openalex", "--openalex", openAlex, SourceIdentifier.openAlex),
            ("orcid", "--orcid", orcid, SourceIdentifier.orcid),
            ("dblp", "--dblp", dblp, SourceIdentifier.dblp),
            ("homepage", "--homepage", homepage, SourceIdentifier.homepage),
        ]
        var missing: [String] = []
        for source in sources {
            guard let raw = source.value?.trimmingWhitespace(), !raw.isEmpty else {
                missing.append(source.key)
                continue
            }
            let value = try Self.validated(
                raw, option: source.option, check: source.check, folder: folder)
            lines.append("\(source.key): \(Self.quoted(value))")
        }
        var given: Set<String> = []
        if scholar != nil { given.insert("scholar") }
        if openAlex != nil { given.insert("openalex") }
        for extra in self.sources {
            guard let descriptor = CitationSources.descriptor(extra.key) else {
                throw Failure(
                    subject: "--source",
                    message: "'\(extra.key)' is no citation source: use one of "
                        + CitationSources.keys.joined(separator: ", "))
            }
            guard given.insert(extra.key).inserted else {
                throw Failure(
                    subject: "--source",
                    message: "\(extra.key) is given twice: give each source once")
            }
            let raw = extra.value.trimmingWhitespace()
            guard !raw.isEmpty else {
                throw Failure(
                    subject: "--source", message: "\(extra.key) has no value: \(extra.key)=VALUE")
            }
            let value = try Self.validated(
                raw, option: "--source \(extra.key)", check: descriptor.check, folder: folder)
            lines.append("\(extra.key): \(Self.quoted(value))")
        }
        if given.isEmpty {
            lines.append(
                "# No citation source yet: add scholar (user id), scholar_search or openalex.")
        }
        if !missing.isEmpty {
            lines.append(
                "# Also possible: \(missing.joined(separator: ", ")), exclude, include, merge "
                    + "(see the README).")
        }
        lines.append("---")
        lines.append(
            "\(Self.markdownEscaped(name)) is a member of \(departmentPhrase(departments)).")
        lines.append("")
        lines.append("<!-- Replace this with a short bio in Markdown; it is shown on the page. -->")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the file into `contentFolder/scientists/`, refusing to replace an existing
    /// one unless `force`.
    public func write(contentFolder: URL, force: Bool = false) throws(Failure) -> Written {
        let slug = try resolvedSlug()
        let text = try fileText(contentFolder: contentFolder)
        let relative = "scientists/\(slug).md"
        let file = contentFolder.appendingPathComponent(relative)
        let manager = FileManager.default
        if manager.fileExists(atPath: file.path), !force {
            throw Failure(
                subject: relative,
                message: "already exists; edit it, choose another --slug, or pass --force "
                    + "to replace it")
        }
        let known = Set(ContentLoader.load(from: contentFolder).content.departments.map(\.name))
        do {
            try manager.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            throw Failure(subject: relative, message: "cannot write: \(error.localizedDescription)")
        }
        let newDepartments = departments.map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty && !known.contains($0) }
        return Written(file: file, relativePath: relative, newDepartments: newDepartments)
    }

    typealias Validator =
        @Sendable (SourceReference) -> Result<
            SourceReference, SourceIdentifier.Problem
        >

    /// A source value checked as the loader checks it; saved files must exist in the folder.
    static func validated(
        _ raw: String, option: String, check: Validator, folder: ContentFolder
    ) throws(Failure) -> String {
        guard !raw.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw Failure(subject: option, message: "must be one line")
        }
        switch check(SourceReference(classifying: raw)) {
        case .failure(let problem):
            throw Failure(subject: option, message: problem.message)
        case .success(let reference):
            if case .file(let path) = reference, let problem = folder.check(path) {
                throw Failure(
                    subject: option,
                    message: folder.message(for: problem, path: path, what: "saved file"))
            }
            return reference.rawValue
        }
    }

    /// `text` as a YAML double-quoted scalar: `\` and `"` escaped, controls as `\uXXXX`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\u{0}"..."\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}":
                result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` with Markdown's punctuation backslash-escaped, so a name shows as written.
    static func markdownEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_{}[]()<>#+-.!|~&".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// "the Computer Science department" or "the A and B departments".
    func departmentPhrase(_ departments: [String]) -> String {
        let names = departments.map(Self.markdownEscaped)
        if names.count == 1 { return "the \(names[0]) department" }
        return "the " + names.dropLast().joined(separator: ", ") + " and \(names.last ?? "")"
            + " departments"
    }
}
