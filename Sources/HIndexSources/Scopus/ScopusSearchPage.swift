import HIndexCore

/// One page of a Scopus Search response (`/content/search/scopus?query=AU-ID(…)`): its
/// entries as publications and the number of results the search matched.
public struct ScopusSearchPage: Sendable, Hashable {
    /// The entries with a title, in page order.
    public var publications: [Publication]
    /// `opensearch:totalResults`: how many results the search matched, when the response says.
    public var total: Int?
    /// `opensearch:startIndex`: the offset of the page's first entry.
    public var startIndex: Int
    /// How many entries the page held, with or without a title (Scopus's "Result set was
    /// empty" entry not counted).
    public var entryCount: Int
    /// Entries left out because they have no title (their `eid` or position).
    public var untitled: [String]

    /// Creates a page.
    public init(
        publications: [Publication], total: Int?, startIndex: Int = 0, entryCount: Int,
        untitled: [String] = []
    ) {
        self.publications = publications
        self.total = total
        self.startIndex = startIndex
        self.entryCount = entryCount
        self.untitled = untitled
    }

    /// Whether the page holds every result the search matched (a saved response of a whole
    /// list): it starts at the first result and holds as many as `opensearch:totalResults`.
    public var holdsEveryResult: Bool {
        guard let total else { return false }
        return startIndex == 0 && entryCount >= total
    }
}
