extension ReferenceList {
    /// Several reference lists of one scientist as one: the first list's entries in order,
    /// then each further list's entries that no earlier entry already holds (same DOI, or
    /// same title after ``TitleNormalizer/normalize(_:)``). The name and origin join the
    /// lists' names and origins; the title XPath is the first list's that has one.
    ///
    /// - Parameter lists: The lists in order of preference.
    /// - Returns: The merged list, the only list unchanged, or `nil` for no lists.
    public static func merged(_ lists: [ReferenceList]) -> ReferenceList? {
        guard let first = lists.first else { return nil }
        guard lists.count > 1 else { return first }
        var seenDOIs: Set<String> = []
        var seenTitles: Set<String> = []
        var entries: [ReferenceEntry] = []
        for list in lists {
            for entry in list.entries {
                let doi = Identifiers.doi(entry.doi)
                let title = TitleNormalizer.normalize(entry.title)
                if let doi, seenDOIs.contains(doi) { continue }
                if !title.isEmpty, seenTitles.contains(title) { continue }
                if let doi { seenDOIs.insert(doi) }
                if !title.isEmpty { seenTitles.insert(title) }
                entries.append(entry)
            }
        }
        return ReferenceList(
            sourceName: lists.map(\.sourceName).joined(separator: " and "),
            origin: lists.map(\.origin).joined(separator: ", "),
            titleXPath: lists.lazy.compactMap(\.titleXPath).first, entries: entries)
    }
}
