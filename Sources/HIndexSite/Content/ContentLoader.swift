import Foundation
import HIndexCore
import HIndexSources

/// Loads and validates a content folder (`site.md`, `scientists/`, `departments/`).
///
/// Loading never stops at the first problem and never throws: every problem in every file
/// becomes a `Finding`, so `hindex-site check` reports them all at once, before any network
/// request. Findings of severity `.error` mean the content is invalid and a build must not
/// proceed; the returned content then holds what could be read (scientists without a valid
/// name or slug are left out, keys with problems keep their defaults).
public enum ContentLoader {
    /// Loads the content folder; findings are sorted by file and line.
    public static func load(from contentDirectory: URL) -> (content: Content, findings: [Finding]) {
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        return load(from: contentDirectory, currentYear: year)
    }

    /// Loads the content folder like ``load(from:)``, reading and validating up to `jobs`
    /// scientists' files at once (the build's `content` step).
    public static func load(from contentDirectory: URL, jobs: Int) async
        -> (content: Content, findings: [Finding])
    {
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        guard let opened = open(contentDirectory) else { return notFound(contentDirectory) }
        let loaded = await BoundedConcurrency.map(opened.scientistFiles, limit: jobs) { file in
            loadScientist(file, opened.folder, currentYear: year)
        }
        return assemble(opened, loaded)
    }

    /// Loads the content folder, with the year that bounds `since` given explicitly.
    static func load(
        from contentDirectory: URL, currentYear: Int
    ) -> (content: Content, findings: [Finding]) {
        guard let opened = open(contentDirectory) else { return notFound(contentDirectory) }
        let loaded = opened.scientistFiles.map {
            loadScientist($0, opened.folder, currentYear: currentYear)
        }
        return assemble(opened, loaded)
    }

    /// A content folder with its settings and departments read and its scientists' files
    /// listed, before they are read.
    private struct OpenedFolder: Sendable {
        let folder: ContentFolder
        let settings: SiteSettings
        let departments: [Department]
        let scientistFiles: [MarkdownFile]
        let findings: [Finding]
    }

    /// Reads `site.md` and the departments and lists the scientists' files; `nil` when the
    /// folder does not exist.
    private static func open(_ contentDirectory: URL) -> OpenedFolder? {
        let folder = ContentFolder(root: contentDirectory)
        guard folder.isFolder(".") else { return nil }
        var findings: [Finding] = []
        let settings = loadSettings(folder, &findings)
        let departments = loadDepartments(folder, &findings)
        let files = markdownFiles(in: "scientists", folder, required: true, &findings)
        return OpenedFolder(
            folder: folder, settings: settings, departments: departments, scientistFiles: files,
            findings: findings)
    }

    /// The result for a content folder that does not exist.
    private static func notFound(_ contentDirectory: URL) -> (content: Content, findings: [Finding])
    {
        (Content(), [Finding(path: contentDirectory.path, message: "content folder not found")])
    }

    /// The content of an opened folder and its scientists' files, read in order.
    private static func assemble(
        _ opened: OpenedFolder, _ loaded: [(entry: ScientistEntry?, findings: [Finding])]
    ) -> (content: Content, findings: [Finding]) {
        var findings = opened.findings
        var scientists: [ScientistEntry] = []
        for (entry, fileFindings) in loaded {
            findings += fileFindings
            if let entry { scientists.append(entry) }
        }
        return assemble(opened.settings, opened.departments, scientists, findings)
    }

    /// The content of loaded files: departments resolved, everything sorted.
    private static func assemble(
        _ settings: SiteSettings, _ departments: [Department], _ scientists: [ScientistEntry],
        _ findings: [Finding]
    ) -> (content: Content, findings: [Finding]) {
        var scientists = scientists
        var departments = departments
        let findings =
            findings + unknownDepartments(scientists, departments)
            + sharedCitationSources(scientists)
        resolveDepartments(&scientists, &departments)
        let content = Content(
            settings: settings, scientists: scientists.sorted { $0.slug < $1.slug },
            departments: departments.sorted { $0.slug < $1.slug })
        return (content, findings.sorted())
    }

    /// Warnings for department values that match no file of `departments/` when there are
    /// such files (a typo such as "Computer Sciences" would make a second department), with
    /// the closest department's name.
    static func unknownDepartments(
        _ scientists: [ScientistEntry], _ departments: [Department]
    ) -> [Finding] {
        guard !departments.isEmpty else { return [] }
        let names = Set(departments.map { $0.name.lowercased() })
        let slugs = Set(departments.map(\.slug))
        var findings: [Finding] = []
        for entry in scientists {
            for value in entry.departments
            where !names.contains(value.lowercased())
                && !slugs.contains(Slug.forDepartment(named: value))
            {
                let folded = value.lowercased()
                let closest = departments.map { department in
                    (
                        department.name,
                        KeySuggestion.editDistance(folded, department.name.lowercased())
                    )
                }.min { $0.1 < $1.1 }
                var message =
                    "'\(value)' is not a department of departments/ ("
                    + departments.map { "'\($0.name)'" }.sorted().joined(separator: ", ")
                    + "): the build would make a department of its own"
                if let closest, closest.1 <= max(2, folded.count / 4) {
                    message += "; did you mean '\(closest.0)'?"
                }
                findings.append(
                    Finding(
                        path: entry.path, key: "department", message: message, severity: .warning))
            }
        }
        return findings
    }

    /// Warnings for a citation source (the same id, URL, saved file or search) given to two
    /// scientists: their pages and rows would show the same papers.
    static func sharedCitationSources(_ scientists: [ScientistEntry]) -> [Finding] {
        var first: [String: String] = [:]
        var findings: [Finding] = []
        for entry in scientists.sorted(by: { $0.slug < $1.slug }) {
            let sources = CitationSources.keys.compactMap { key in
                entry.citationReference(key).map { (key: key, value: $0.rawValue) }
            }
            for (key, value) in sources {
                let identity = key + "\u{0}" + value
                if let other = first[identity] {
                    findings.append(
                        Finding(
                            path: entry.path, key: key,
                            message:
                                "'\(value)' is also the \(key) of \(other): the two scientists "
                                + "would show the same papers", severity: .warning))
                } else {
                    first[identity] = entry.path
                }
            }
        }
        return findings
    }

    /// Only the site settings (`site.md`): what `serve` needs to know where the site is
    /// mounted, without parsing every scientist's file in the server's process.
    public static func loadSettings(from contentDirectory: URL) -> SiteSettings {
        var findings: [Finding] = []
        return loadSettings(ContentFolder(root: contentDirectory), &findings)
    }

    // MARK: Files

    private static func loadSettings(
        _ folder: ContentFolder, _ findings: inout [Finding]
    ) -> SiteSettings {
        let path = "site.md"
        guard FileManager.default.fileExists(atPath: folder.url(path).path) else {
            findings.append(
                Finding(
                    path: path, message: "not found; using the default site settings",
                    severity: .warning))
            return SiteSettings()
        }
        guard let document = readDocument(path, folder, &findings) else { return SiteSettings() }
        var reader = FrontMatterReader(path: path, lineOffset: document.lineOffset)
        let settings = SiteFrontMatter.settings(from: document, reader: &reader)
        findings += reader.findings
        return settings
    }

    private static func loadDepartments(
        _ folder: ContentFolder, _ findings: inout [Finding]
    ) -> [Department] {
        var departments: [Department] = []
        for file in markdownFiles(in: "departments", folder, required: false, &findings) {
            guard let document = readDocument(file.path, folder, &findings) else { continue }
            var reader = FrontMatterReader(path: file.path, lineOffset: document.lineOffset)
            let department = DepartmentFrontMatter.department(
                from: document, slug: file.slug, reader: &reader)
            findings += reader.findings
            if file.isUsable { departments.append(department) }
        }
        return departments
    }

    /// One scientist's file: the entry (`nil` when it cannot be used) and the findings.
    private static func loadScientist(
        _ file: MarkdownFile, _ folder: ContentFolder, currentYear: Int
    ) -> (entry: ScientistEntry?, findings: [Finding]) {
        var findings: [Finding] = []
        guard let document = readDocument(file.path, folder, &findings) else {
            return (nil, findings)
        }
        var reader = FrontMatterReader(path: file.path, lineOffset: document.lineOffset)
        let entry = ScientistFrontMatter.entry(
            from: document, slug: file.slug, path: file.path, folder: folder,
            currentYear: currentYear, reader: &reader)
        findings += reader.findings
        return (file.isUsable ? entry : nil, findings)
    }

    /// The text of a file split into front matter and body, or `nil` after a finding.
    private static func readDocument(
        _ path: String, _ folder: ContentFolder, _ findings: inout [Finding]
    ) -> FrontMatterDocument? {
        switch folder.read(path) {
        case .failure(let failure):
            findings.append(Finding(path: path, message: failure.message))
            return nil
        case .success(let text):
            switch FrontMatter.parse(text, path: path) {
            case .failure(let problem):
                findings.append(problem.finding)
                return nil
            case .success(let document):
                return document
            }
        }
    }

    // MARK: Slugs

    /// A Markdown file of a content sub-folder and its slug.
    private struct MarkdownFile: Sendable {
        /// Path relative to the content folder.
        var path: String
        /// The file name without `.md`, lower-cased.
        var slug: String
        /// Whether the slug is valid and not taken by an earlier file.
        var isUsable: Bool
    }

    /// The `.md` files of a sub-folder, sorted by name, with slug problems reported.
    private static func markdownFiles(
        in subfolder: String, _ folder: ContentFolder, required: Bool,
        _ findings: inout [Finding]
    ) -> [MarkdownFile] {
        let names: [String]?
        do {
            names = try folder.list(subfolder)
        } catch {
            findings.append(
                Finding(
                    path: subfolder + "/",
                    message: "cannot read folder: \(error.localizedDescription)"))
            return []
        }
        guard let names else {
            if required {
                findings.append(
                    Finding(
                        path: subfolder + "/",
                        message: "folder not found: create it with one .md file per scientist"))
            }
            return []
        }
        var files: [MarkdownFile] = []
        var owners: [String: String] = [:]
        for name in names where !name.hasPrefix(".") {
            let path = "\(subfolder)/\(name)"
            guard !folder.isFolder(path) else { continue }
            guard name.lowercased().hasSuffix(".md") else {
                findings.append(
                    Finding(
                        path: path, message: "ignored: only .md files are read here",
                        severity: .warning))
                continue
            }
            let slug = String(name.dropLast(3)).lowercased()
            var usable = true
            if !Slug.isValid(slug) {
                usable = false
                let suggestion = Slug.make(from: slug)
                findings.append(
                    Finding(
                        path: path,
                        message: "the file name gives the slug '\(slug)', which is not "
                            + "URL-safe (use only a-z, 0-9 and '-'): "
                            + (suggestion.isEmpty
                                ? "rename the file" : "rename it to '\(suggestion).md'")))
            } else if let owner = owners[slug] {
                usable = false
                findings.append(
                    Finding(
                        path: path,
                        message: "duplicate slug '\(slug)': \(owner) has the same slug "
                            + "(file names are compared ignoring case); rename one of them"))
            } else {
                owners[slug] = path
            }
            files.append(MarkdownFile(path: path, slug: slug, isUsable: usable))
        }
        if required, files.isEmpty {
            findings.append(
                Finding(
                    path: subfolder + "/",
                    message: "no scientist files: add one .md file per scientist"))
        }
        return files
    }

    // MARK: Departments

    /// Gives every department a scientist names its canonical name, creating departments
    /// that have no file. A value matches a department by slug (`eecs` and `EECS` match
    /// `departments/eecs.md`) or by its display name.
    private static func resolveDepartments(
        _ scientists: inout [ScientistEntry], _ departments: inout [Department]
    ) {
        var bySlug: [String: Int] = [:]
        var byName: [String: Int] = [:]
        for (index, department) in departments.enumerated() {
            bySlug[department.slug] = index
            byName[department.name.lowercased()] = bySlug[department.slug]
        }
        scientists.sort { $0.slug < $1.slug }
        for index in scientists.indices {
            var names: [String] = []
            for value in scientists[index].departments {
                let slug = Slug.forDepartment(named: value)
                let found = byName[value.lowercased()] ?? bySlug[slug]
                let name: String
                if let found {
                    name = departments[found].name
                } else {
                    departments.append(Department(slug: slug, name: value))
                    bySlug[slug] = departments.count - 1
                    byName[value.lowercased()] = departments.count - 1
                    name = value
                }
                if !names.contains(name) { names.append(name) }
            }
            scientists[index].departments = names
        }
    }
}
