import Foundation
import HIndexCore
import HIndexSources
import Yams

/// Reads and validates the front matter of `scientists/<slug>.md` into a `ScientistEntry`.
enum ScientistFrontMatter {
    /// Every key a scientist file may have, in the order of the documentation.
    static let keys =
        [
            "name", "department", "affiliation", "scholar", "scholar_search", "openalex", "orcid",
            "dblp", "semantic_scholar",
        ] + registeredOnlyKeys + [
            "homepage", "bibtex", "publication_list", "possible_namesakes", "primary",
            "similarity", "exclude", "include", "merge", "since", "saved",
        ]

    /// The keys that give citation counts, and so metrics; `primary` names one of them.
    static let citationSources = CitationSources.keys

    /// The citation-source keys read through their descriptor alone (into
    /// ``ScientistEntry/citationSourceReferences``).
    static let registeredOnlyKeys = CitationSources.keys.filter {
        !["scholar", "scholar_search", "openalex", "semantic_scholar"].contains($0)
    }

    /// Keys of `similarity`.
    static let similarityKeys = ["title", "authors"]

    /// Common confusions: a wrong key and the key or explanation to offer instead.
    static let hints: [String: String] = [
        "bio": "the bio is the Markdown body after the closing '---', not a key",
        "body": "the bio is the Markdown body after the closing '---', not a key",
        "title": "name", "full_name": "name", "dept": "department",
        "institution": "affiliation", "university": "affiliation",
        "google_scholar": "scholar", "gscholar": "scholar", "scholar_user": "scholar",
        "s2": "semantic_scholar", "semanticscholar": "semantic_scholar",
        "website": "homepage", "web": "homepage", "url": "homepage",
        "publications": "homepage", "bib": "bibtex", "list_kind": "publication_list",
        "list": "publication_list", "selected": "publication_list",
        "namesakes": "possible_namesakes", "namesake": "possible_namesakes",
        "threshold": "similarity", "thresholds": "similarity",
        "start": "since", "career_start": "since", "first_year": "since",
        "saved_on": "saved", "saved_at": "saved", "date": "saved", "snapshot_date": "saved",
    ]

    /// The entry, or `nil` when the file cannot describe a scientist (no valid `name`).
    /// Problems go to `reader`; keys with problems are left at their defaults.
    static func entry(
        from document: FrontMatterDocument, slug: String, path: String, folder: ContentFolder,
        currentYear: Int, reader: inout FrontMatterReader
    ) -> ScientistEntry? {
        var entry = ScientistEntry(slug: slug, path: path, name: "", bioMarkdown: document.body)
        var validName = false
        var present: Set<String> = []
        var primary: FrontMatterEntry?
        var saved: FrontMatterEntry?

        for item in document.entries {
            guard keys.contains(item.key) else {
                reader.unknownKey(item, known: keys, hints: hints)
                continue
            }
            present.insert(item.key)
            // An optional key left empty (`orcid:`) reads as unset, as in a template.
            if item.value.isNull, item.key != "name" { continue }
            switch item.key {
            case "name":
                if let name = reader.displayName(item) {
                    entry.name = name
                    validName = true
                }
            case "department":
                entry.departments = reader.displayNameOrList(item) ?? []
            case "affiliation":
                entry.affiliation = reader.displayName(item)
            case "scholar":
                entry.scholar = source(item, SourceIdentifier.scholar, folder, &reader)
            case "scholar_search":
                entry.scholarSearch = scholarSearch(item, &reader)
            case "openalex":
                entry.openAlex = source(item, SourceIdentifier.openAlex, folder, &reader)
            case "orcid":
                entry.orcid = source(item, SourceIdentifier.orcid, folder, &reader)
            case "dblp":
                entry.dblp = source(item, SourceIdentifier.dblp, folder, &reader)
            case "semantic_scholar":
                entry.semanticScholar = source(
                    item, SourceIdentifier.semanticScholar, folder, &reader)
            case "homepage":
                entry.homepage = source(item, SourceIdentifier.homepage, folder, &reader)
            case "bibtex":
                entry.bibtex = bibtex(item, folder, &reader)
            case "publication_list":
                entry.publicationList = reader.choice(item, of: PublicationListKind.self)
            case "possible_namesakes":
                entry.possibleNamesakes = reader.choice(item, of: NamesakePolicy.self)
            case "primary":
                if let value = reader.string(item) {
                    if citationSources.contains(value) {
                        entry.primary = value
                        primary = item
                    } else {
                        reader.error(
                            "expected one of "
                                + citationSources.map { "'\($0)'" }.joined(separator: ", ")
                                + ", got '\(value)'", item)
                    }
                }
            case "similarity":
                entry.similarity = similarity(item, &reader)
            case "exclude":
                entry.exclude = reader.stringList(item) ?? []
            case "include":
                entry.include = reader.stringList(item) ?? []
            case "merge":
                entry.merge = merge(item, &reader)
            case "since":
                entry.since = reader.integer(item, in: 1900...(currentYear + 1))
            case "saved":
                entry.saved = reader.isoDay(item, latestYear: currentYear + 1)
                saved = item
            default:
                if let descriptor = CitationSources.descriptor(item.key) {
                    entry.citationSourceReferences[item.key] = source(
                        item, { descriptor.check($0) }, folder, &reader)
                }
            }
        }

        if !present.contains("name") {
            reader.findings.append(
                Finding(path: path, key: "name", message: "missing required key"))
        }
        if let primary, let value = entry.primary, !present.contains(value) {
            reader.error(
                "the primary source '\(value)' is not set for this scientist: "
                    + "add the '\(value)' key or choose another primary source", primary)
        }
        if let saved, entry.saved != nil, !hasSavedFile(entry) {
            reader.warning(
                "'saved' is ignored: no source of this scientist is a saved file (fetched data "
                    + "is dated by its fetch)", key: saved.key, at: saved.keyNode)
        }
        if citationSources.allSatisfy({ !present.contains($0) }) {
            reader.findings.append(
                Finding(
                    path: path,
                    message: "no citation source ("
                        + citationSources.dropLast().joined(separator: ", ") + " or "
                        + (citationSources.last ?? "") + "): the page will have no metrics",
                    severity: .warning))
        }
        return validName ? entry : nil
    }

    /// Whether a source of `entry` is a file in the content folder.
    static func hasSavedFile(_ entry: ScientistEntry) -> Bool {
        let references =
            [
                entry.scholar, entry.openAlex, entry.orcid, entry.dblp, entry.semanticScholar,
                entry.homepage,
            ]
            .compactMap { $0 } + Array(entry.citationSourceReferences.values)
        return entry.bibtex != nil
            || references.contains { if case .file = $0 { true } else { false } }
    }

    /// An author name to search for, checked by ``SourceIdentifier/scholarSearch(_:)``.
    private static func scholarSearch(
        _ item: FrontMatterEntry, _ reader: inout FrontMatterReader
    ) -> String? {
        guard let raw = reader.string(item) else { return nil }
        switch SourceIdentifier.scholarSearch(SourceReference(classifying: raw)) {
        case .failure(let problem):
            reader.error(problem.message, item)
            return nil
        case .success:
            return raw
        }
    }

    /// What to say of a value that is not a valid identifier but reads as a path (a `/`, or a
    /// file extension): a saved file is told apart from an identifier by its extension, so a
    /// mistyped extension or a missing file would otherwise read as a malformed identifier.
    static func pathHint(_ raw: String, _ folder: ContentFolder) -> String? {
        let value = raw.trimmingWhitespace()
        guard !value.contains("://"), !value.contains(" ") else { return nil }
        let name = value.split(separator: "/").last.map(String.init) ?? value
        let dot = name.lastIndex(of: ".")
        let hasExtension = dot.map { name.distance(from: $0, to: name.endIndex) >= 3 } ?? false
        guard value.contains("/") || hasExtension else { return nil }
        // `www.example.org/pubs` is an address without its scheme, which the identifier
        // rules already explain.
        if value.contains("/"), value.split(separator: "/").first?.contains(".") == true {
            return nil
        }
        let extensions = SourceReference.savedFileExtensions.sorted().map { "." + $0 }
            .joined(separator: ", ")
        switch folder.check(value) {
        case nil:
            return "'\(value)' is a file in the content folder, but a saved file is known by "
                + "its extension: rename it to end in one of \(extensions)"
        case .missing?:
            return "file not found: '\(value)' (no such file in the content folder; a saved "
                + "file ends in one of \(extensions))"
        case .outside?, .folder?:
            return nil
        }
    }

    /// A source value: classified, checked for its source's format, saved files checked.
    private static func source(
        _ item: FrontMatterEntry,
        _ validate: (SourceReference) -> Result<SourceReference, SourceIdentifier.Problem>,
        _ folder: ContentFolder, _ reader: inout FrontMatterReader
    ) -> SourceReference? {
        guard let raw = reader.string(item) else { return nil }
        switch validate(SourceReference(classifying: raw)) {
        case .failure(let problem):
            reader.error(pathHint(raw, folder) ?? problem.message, item)
            return nil
        case .success(let reference):
            if case .file(let path) = reference, let problem = folder.check(path) {
                var message = folder.message(for: problem, path: path, what: "saved file")
                if problem == .missing, path.lowercased().hasPrefix("www.") {
                    message += "; for a web page write the full URL: 'https://\(path)'"
                }
                reader.error(message, item)
                return nil
            }
            return reference
        }
    }

    /// A BibTeX file that exists in the content folder and holds at least one readable
    /// entry. Entries the parser skipped (malformed, no title, duplicate keys, undefined
    /// macros) become warnings at their line of the `.bib` file.
    private static func bibtex(
        _ item: FrontMatterEntry, _ folder: ContentFolder, _ reader: inout FrontMatterReader
    ) -> String? {
        guard let path = reader.string(item) else { return nil }
        if let problem = folder.check(path) {
            reader.error(folder.message(for: problem, path: path, what: "BibTeX file"), item)
            return nil
        }
        let url = folder.url(path)
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size]
        if let bytes = (size as? NSNumber)?.intValue, bytes > BibTeXParser.maximumInputSize {
            reader.error(
                "BibTeX file '\(path)' is too large (\(bytes) bytes, limit "
                    + "\(BibTeXParser.maximumInputSize))", item)
            return nil
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            reader.error("cannot read BibTeX file '\(path)': \(error.localizedDescription)", item)
            return nil
        }
        do throws(SourceError) {
            let file = try BibTeXParser.parse(data, origin: path)
            for finding in file.findings {
                reader.findings.append(
                    Finding(
                        path: path, line: finding.line, message: finding.message,
                        severity: .warning))
            }
        } catch {
            switch error {
            case .empty:
                reader.error(
                    "BibTeX file '\(path)' holds no entries (only comments, @string macros "
                        + "or nothing)", item)
            case .unexpectedLayout(_, _, let detail):
                reader.error("BibTeX file '\(path)': \(detail)", item)
            default:
                reader.error(error.description, item)
            }
            return nil
        }
        return path
    }

    /// `{ title, authors }`, each in 0…1; missing keys keep their defaults.
    private static func similarity(
        _ item: FrontMatterEntry, _ reader: inout FrontMatterReader
    ) -> SimilarityThresholds {
        var thresholds = SimilarityThresholds.standard
        guard
            let pairs = reader.mapping(
                item, expected: "a mapping such as { title: 0.80, authors: 0.0 }")
        else { return thresholds }
        for pair in pairs {
            let label = "similarity.\(pair.key)"
            guard similarityKeys.contains(pair.key) else {
                reader.unknownKey(pair, label: label, known: similarityKeys)
                continue
            }
            let value = reader.number(
                pair, label: label, in: 0...1, description: "a number between 0 and 1")
            guard let value else { continue }
            if pair.key == "title" { thresholds.title = value } else { thresholds.authors = value }
        }
        return thresholds
    }

    /// A list of groups, each a list of at least two titles.
    private static func merge(
        _ item: FrontMatterEntry, _ reader: inout FrontMatterReader
    ) -> [[String]] {
        guard case .sequence(let groups) = item.value else {
            reader.error(
                "expected a list of groups of titles, such as "
                    + "[[\"Title A\", \"Title A (extended version)\"]], got "
                    + item.value.kindDescription, item)
            return []
        }
        var merged: [[String]] = []
        for group in groups {
            guard case .sequence(let titles) = group else {
                reader.error(
                    "each group must be a list of at least two titles, got "
                        + group.kindDescription, key: item.key, at: group)
                continue
            }
            guard let strings = reader.strings(in: titles, key: item.key) else { continue }
            guard strings.count >= 2 else {
                reader.error(
                    "each group must be a list of at least two titles, got \(strings.count)",
                    key: item.key, at: group)
                continue
            }
            merged.append(strings)
        }
        return merged
    }
}
