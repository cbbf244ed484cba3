/// One row of a leaderboard.
public struct LeaderboardRow: Sendable, Hashable, Codable {
    /// Rank; equal h-indices share a rank (competition ranking: 1, 1, 3). `nil` for a
    /// scientist without citation data, who is listed after everyone ranked.
    public var rank: Int?
    /// The scientist's slug.
    public var slug: String
    /// Display name.
    public var name: String
    /// Department names.
    public var departments: [String]
    /// The headline metrics.
    public var metrics: Metrics
    /// True when the metrics are lower bounds (truncated source list).
    public var isLowerBound: Bool
    /// False when no citation source could be read: the metrics are not zero but unknown.
    public var hasData: Bool { rank != nil }

    /// Creates a row.
    public init(
        rank: Int?, slug: String, name: String, departments: [String], metrics: Metrics,
        isLowerBound: Bool
    ) {
        self.rank = rank
        self.slug = slug
        self.name = name
        self.departments = departments
        self.metrics = metrics
        self.isLowerBound = isLowerBound
    }
}

/// Ranks scientists by h-index.
public enum Leaderboard {
    /// The stated order: h-index descending; within equal h (which share a rank) by
    /// citations descending, then i10-index descending, then name, then slug.
    public static let tieBreakDescription =
        "Ranked by h-index; scientists with equal h-index share a rank and are listed by citations, then i10-index, then name."

    /// Ranks the reports; equal h-indices share a rank. Scientists without citation data
    /// (no source, or it failed) are not ranked and come last, by name.
    public static func rows(for reports: [ScientistReport]) -> [LeaderboardRow] {
        let ranked = reports.filter { $0.source != nil }.sorted { a, b in
            let (x, y) = (a.metrics, b.metrics)
            if x.hIndex != y.hIndex { return x.hIndex > y.hIndex }
            if x.citations != y.citations { return x.citations > y.citations }
            if x.i10Index != y.i10Index { return x.i10Index > y.i10Index }
            return byName(a, b)
        }
        var rows: [LeaderboardRow] = []
        for (index, report) in ranked.enumerated() {
            let rank =
                if let previous = rows.last, previous.metrics.hIndex == report.metrics.hIndex {
                    previous.rank
                } else {
                    index + 1
                }
            rows.append(row(report, rank: rank))
        }
        let unranked = reports.filter { $0.source == nil }.sorted(by: byName)
        return rows + unranked.map { row($0, rank: nil) }
    }

    static func byName(_ a: ScientistReport, _ b: ScientistReport) -> Bool {
        a.entry.name != b.entry.name ? a.entry.name < b.entry.name : a.entry.slug < b.entry.slug
    }

    static func row(_ report: ScientistReport, rank: Int?) -> LeaderboardRow {
        LeaderboardRow(
            rank: rank, slug: report.entry.slug, name: report.entry.name,
            departments: report.entry.departments, metrics: report.metrics,
            isLowerBound: report.metricsAreLowerBounds)
    }
}
