import HIndexCore

/// An OpenAlex author record: who it is and the metrics OpenAlex states about them.
public struct OpenAlexAuthor: Sendable, Hashable {
    /// Works and citations of one year (`counts_by_year`), as OpenAlex states them.
    ///
    /// In the saved author records (2025–2026) `cited_by_count` of a year is the number of
    /// citations of the works *published* that year (the years sum to the author's
    /// `cited_by_count`), not the citations *received* that year: for a citations-per-year
    /// chart use ``OpenAlexWorksPage/citationsByYear``.
    public struct YearCount: Sendable, Hashable {
        /// The year.
        public var year: Int
        /// `works_count` of that year.
        public var works: Int?
        /// `cited_by_count` of that year (see the type's note).
        public var citations: Int?

        /// Creates a year's counts.
        public init(year: Int, works: Int? = nil, citations: Int? = nil) {
            self.year = year
            self.works = works
            self.citations = citations
        }
    }

    /// The short author id (`A5048886069`).
    public var id: String
    /// The ORCID iD in bare form (`0000-0002-9822-1068`), when OpenAlex knows it.
    public var orcid: String?
    /// `works_count`.
    public var worksCount: Int?
    /// The summary to show beside computed metrics: `display_name`, the first last-known
    /// institution, `cited_by_count`, `summary_stats.h_index` and `i10_index`.
    public var profile: ProfileSummary
    /// `summary_stats.2yr_mean_citedness`.
    public var twoYearMeanCitedness: Double?
    /// `counts_by_year`, oldest year first.
    public var countsByYear: [YearCount]
    /// How many authors the response held: 1 for an author record; for an author search, the
    /// number of matches (`meta.count`), of which this is the first. More than 1 means the
    /// search was ambiguous.
    public var matchCount: Int

    /// Creates an author record.
    public init(
        id: String, orcid: String? = nil, worksCount: Int? = nil, profile: ProfileSummary,
        twoYearMeanCitedness: Double? = nil, countsByYear: [YearCount] = [], matchCount: Int = 1
    ) {
        self.id = id
        self.orcid = orcid
        self.worksCount = worksCount
        self.profile = profile
        self.twoYearMeanCitedness = twoYearMeanCitedness
        self.countsByYear = countsByYear
        self.matchCount = matchCount
    }

    /// `cited_by_count` per year from ``countsByYear`` (years without a count left out): the
    /// citations of the works published in each year (see ``YearCount``).
    public var citationsPerYear: [Int: Int] {
        var result: [Int: Int] = [:]
        for count in countsByYear {
            if let citations = count.citations { result[count.year] = citations }
        }
        return result
    }
}
