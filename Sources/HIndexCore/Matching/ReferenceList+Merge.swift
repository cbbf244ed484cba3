extension ReferenceList {
    /// Several reference lists of one scientist as one: the first list's entries in order,
    /// then each further list's entries that no earlier entry already holds (same DOI, or
    /// same title after ``TitleNormalizer/normalize(_:)``). A duplicate is not lost: it fills
    /// what the kept entry lacks (year, venue, authors, DOI, arXiv id; see
    /// ``ReferenceEntry/filled(from:)``), so a homepage entry without a DOI gains the DOI
    /// of the same paper on DBLP. The name and origin join the lists' names and origins; the
    /// title XPath is the first list's that has one; ``parts`` says what each list gave.
    ///
    /// - Parameter lists: The lists in order of preference.
    /// - Returns: The merged list, the only list unchanged, or `nil` for no lists.
    public static func merged(_ lists: [ReferenceList]) -> ReferenceList? {
        guard let first = lists.first else { return nil }
        guard lists.count > 1 else { return first }
        var indexOfDOI: [String: Int] = [:]
        var indexOfTitle: [String: Int] = [:]
        var entries: [ReferenceEntry] = []
        var parts: [ReferenceListPart] = []
        for list in lists {
            var added = 0
            for entry in list.entries {
                let doi = Identifiers.doi(entry.doi)
                let title = TitleNormalizer.normalize(entry.title)
                let earlier =
                    doi.flatMap { indexOfDOI[$0] } ?? (title.isEmpty ? nil : indexOfTitle[title])
                if let earlier {
                    entries[earlier] = entries[earlier].filled(from: entry)
                    if let filledDOI = Identifiers.doi(entries[earlier].doi),
                        indexOfDOI[filledDOI] == nil
                    {
                        indexOfDOI[filledDOI] = earlier
                    }
                    continue
                }
                if let doi { indexOfDOI[doi] = entries.count }
                if !title.isEmpty { indexOfTitle[title] = entries.count }
                entries.append(entry)
                added += 1
            }
            parts.append(
                ReferenceListPart(
                    sourceName: list.sourceName, origin: list.origin,
                    entryCount: list.entries.count, addedCount: added))
        }
        var merged = ReferenceList(
            sourceName: joinedNames(lists.map(\.sourceName)),
            origin: lists.map(\.origin).joined(separator: ", "),
            titleXPath: lists.lazy.compactMap(\.titleXPath).first, entries: entries,
            parts: parts)
        merged.selectionPhrase = lists.lazy.compactMap(\.selectionPhrase).first
        return merged
    }

    /// "A and B", "A, B and C".
    static func joinedNames(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}

extension ReferenceEntry {
    /// This entry with what it lacks taken from `other` (the same paper from another list
    /// or from Crossref): a missing year, venue, author line, DOI or arXiv id. Nothing this
    /// entry has is overwritten, and the title stays.
    public func filled(from other: ReferenceEntry) -> ReferenceEntry {
        var entry = self
        if entry.year == nil { entry.year = other.year }
        if entry.venue?.isEmpty ?? true, let venue = other.venue, !venue.isEmpty {
            entry.venue = venue
        }
        if entry.authors.isEmpty { entry.authors = other.authors }
        if entry.doi == nil { entry.doi = other.doi }
        if entry.arxivID == nil { entry.arxivID = other.arxivID }
        return entry
    }

    /// Whether the year, the venue or the authors are missing.
    public var lacksMetadata: Bool {
        year == nil || (venue?.isEmpty ?? true) || authors.isEmpty
    }
}
