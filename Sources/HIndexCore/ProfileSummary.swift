/// The metrics a citation source states about itself (e.g. the Scholar profile's own box),
/// shown beside the computed values, especially when the publication list is truncated.
public struct ProfileSummary: Sendable, Hashable, Codable {
    /// Name as the profile shows it.
    public var name: String?
    /// Affiliation line of the profile.
    public var affiliation: String?
    /// Total citations ("All").
    public var citations: Int?
    /// Citations since `sinceYear`.
    public var citationsSince: Int?
    /// h-index ("All").
    public var hIndex: Int?
    /// h-index since `sinceYear`.
    public var hIndexSince: Int?
    /// i10-index ("All").
    public var i10Index: Int?
    /// i10-index since `sinceYear`.
    public var i10IndexSince: Int?
    /// The year of the "Since YYYY" column.
    public var sinceYear: Int?
    /// Citations received per year, by year: as the profile's own histogram shows them
    /// (Scholar's "Cited by" bars; years inside the histogram's range without a bar have 0),
    /// or for OpenAlex the works' `counts_by_year` summed (about the last ten years). `nil`
    /// when the source gives none.
    public var citationsPerYear: [Int: Int]?
    /// How many works the source attributes to the author (OpenAlex `works_count`).
    public var worksCount: Int?

    /// Creates a summary; every value is optional because pages vary.
    public init(
        name: String? = nil, affiliation: String? = nil, citations: Int? = nil,
        citationsSince: Int? = nil, hIndex: Int? = nil, hIndexSince: Int? = nil,
        i10Index: Int? = nil, i10IndexSince: Int? = nil, sinceYear: Int? = nil,
        citationsPerYear: [Int: Int]? = nil,
        worksCount: Int? = nil
    ) {
        self.name = name
        self.affiliation = affiliation
        self.citations = citations
        self.citationsSince = citationsSince
        self.hIndex = hIndex
        self.hIndexSince = hIndexSince
        self.i10Index = i10Index
        self.i10IndexSince = i10IndexSince
        self.sinceYear = sinceYear
        self.citationsPerYear = citationsPerYear
        self.worksCount = worksCount
    }
}

/// What one citation source returned for one scientist.
public struct CitationSourceResult: Sendable, Hashable, Codable {
    /// Human-readable source name, e.g. "Google Scholar profile".
    public var sourceName: String
    /// Where the data came from (saved file path or URL), for the page's provenance line.
    public var origin: String
    /// The source's own summary, when it has one.
    public var profile: ProfileSummary?
    /// The publications in source order.
    public var publications: [Publication]
    /// Whether the list is complete; `false` means metrics are lower bounds.
    public var isComplete: Bool
    /// For an author search, how many results were left out because their author line lacks
    /// the scientist's surname; `nil` for sources that are not searches.
    public var leftOutBySurnameFilter: Int?

    /// Creates a source result.
    public init(
        sourceName: String, origin: String, profile: ProfileSummary?,
        publications: [Publication], isComplete: Bool, leftOutBySurnameFilter: Int? = nil
    ) {
        self.sourceName = sourceName
        self.origin = origin
        self.profile = profile
        self.publications = publications
        self.isComplete = isComplete
        self.leftOutBySurnameFilter = leftOutBySurnameFilter
    }
}
