import HIndexCore

/// One page of OpenAlex works (`/works?filter=author.id:…`), or a whole saved list of Work
/// objects, as publications with the paging information to fetch the next page.
public struct OpenAlexWorksPage: Sendable, Hashable {
    /// The works with a title, in response order.
    public var publications: [Publication]
    /// `meta.next_cursor`: pass it as `cursor=` to get the next page; `nil` on the last page
    /// and for responses without cursor paging.
    public var nextCursor: String?
    /// `meta.count`: how many works match the query in all pages; for a saved list, its length.
    public var totalCount: Int?
    /// The ids (`W…`) of works left out because they have no title.
    public var untitledWorkIDs: [String]
    /// The citations each work received in each year (the Work's `counts_by_year`, which
    /// OpenAlex keeps for about the last ten years), keyed by ``Publication/sourceID``; works
    /// without `counts_by_year` are absent. Sum it over the counted works for a
    /// citations-per-year chart.
    public var citationsByYear: [String: [Int: Int]]

    /// Creates a page.
    public init(
        publications: [Publication], nextCursor: String? = nil, totalCount: Int? = nil,
        untitledWorkIDs: [String] = [], citationsByYear: [String: [Int: Int]] = [:]
    ) {
        self.publications = publications
        self.nextCursor = nextCursor
        self.totalCount = totalCount
        self.untitledWorkIDs = untitledWorkIDs
        self.citationsByYear = citationsByYear
    }

    /// The citations all works of the page received in each year: ``citationsByYear`` summed
    /// (saturating, though each count is already at most `Metrics.maximumCitationCount`).
    public var totalCitationsByYear: [Int: Int] {
        var total: [Int: Int] = [:]
        for years in citationsByYear.values { OpenAlexWorksFetcher.add(years, to: &total) }
        return total
    }
}
