/// What the time-dependent metrics (m-quotient, hI,annual, citations per year, recent h and
/// citations) are measured against.
///
/// The "current year" is never the wall clock: it is the year of the data (when the
/// citation source was fetched, or the saved page's date), so rebuilding the same data gives
/// the same numbers.
public struct MetricsParameters: Sendable, Hashable, Codable {
    /// The year the data describes; `nil` means "the latest publication year among the
    /// counted papers" (or `since`, when that is later).
    public var asOfYear: Int?
    /// Length of the recent window in years (`recent_years` in `site.md`, default 5): the
    /// window is the `recentYears` calendar years ending with `asOfYear`.
    public var recentYears: Int
    /// Career-start override (`since` in the scientist's file): the first year of the
    /// academic age instead of the earliest publication year.
    public var since: Int?

    /// The default window, as in SPEC §3.
    public static let defaultRecentYears = 5

    /// Creates parameters; a window below one year is taken as one year.
    public init(asOfYear: Int? = nil, recentYears: Int = defaultRecentYears, since: Int? = nil) {
        self.asOfYear = asOfYear
        self.recentYears = max(recentYears, 1)
        self.since = since
    }

    /// Years the metrics accept as publication years; others (0, typos, hostile values) are
    /// treated as unknown.
    public static let plausibleYears = 1000...9999
}
