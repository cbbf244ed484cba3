/// One row of a leaderboard.
public struct LeaderboardRow: Sendable, Hashable, Codable {
    /// Rank in the row's ordering (by h-index unless reordered with
    /// ``Leaderboard/reordered(_:by:)``); equal values share a rank (competition ranking:
    /// 1, 1, 3). `nil` for a scientist without citation data (or without a value for the
    /// ordering's metric), who is listed after everyone ranked.
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
    /// The scientist's Google Scholar profile, when the content names its id or URL.
    public var scholarURL: String?
    /// The scientist's homepage, when the content gives its URL.
    public var homepageURL: String?
    /// How the h-index changed since the previous different entry of the metrics history;
    /// `nil` when there is no earlier entry to compare with.
    public var trend: HIndexTrend?
    /// False when no citation source could be read: the metrics are not zero but unknown.
    public var hasData: Bool
    /// How many rows the citation source listed (``ScientistReport/rowCount``), counted or
    /// not; `nil` without citation data. The counted papers are `metrics.papers`.
    public var sourceRows: Int?

    /// Creates a row.
    public init(
        rank: Int?, slug: String, name: String, departments: [String], metrics: Metrics,
        isLowerBound: Bool, scholarURL: String? = nil, homepageURL: String? = nil,
        trend: HIndexTrend? = nil, hasData: Bool? = nil, sourceRows: Int? = nil
    ) {
        self.rank = rank
        self.slug = slug
        self.name = name
        self.departments = departments
        self.metrics = metrics
        self.isLowerBound = isLowerBound
        self.scholarURL = scholarURL
        self.homepageURL = homepageURL
        self.trend = trend
        self.hasData = hasData ?? (rank != nil)
        self.sourceRows = sourceRows
    }
}

/// The change of a scientist's h-index between the current metrics and the previous
/// different entry of the metrics history (same citation source).
public struct HIndexTrend: Sendable, Hashable, Codable {
    /// Current h-index minus the earlier one (0: unchanged, though other metrics changed).
    public var change: Int
    /// The h-index of the earlier entry.
    public var previousHIndex: Int
    /// The day of the earlier entry (`2026-09-12`).
    public var since: String

    /// Creates a trend.
    public init(change: Int, previousHIndex: Int, since: String) {
        self.change = change
        self.previousHIndex = previousHIndex
        self.since = since
    }

    /// The trend of `current` against `history` (oldest first): the newest entry whose
    /// metrics differ from `current` (entries equal to it, such as the one this build
    /// appended, are skipped); `nil` when every entry equals `current` or there is none.
    public init?(history: [MetricsHistoryPoint], current: Metrics) {
        guard
            let previous = history.last(where: { point in
                point.hIndex != current.hIndex || point.citations != current.citations
                    || point.i10Index != current.i10Index || point.papers != current.papers
            })
        else { return nil }
        self.init(
            change: current.hIndex - previous.hIndex, previousHIndex: previous.hIndex,
            since: previous.day)
    }

    /// A short description: "up 2 since 2026-09-12", "unchanged since 2026-09-12".
    public var summary: String {
        switch change {
        case 0: "h-index unchanged since \(since) (was \(previousHIndex))"
        case 1...: "h-index up \(change) since \(since) (was \(previousHIndex))"
        default: "h-index down \(-change) since \(since) (was \(previousHIndex))"
        }
    }
}

/// One entry of a scientist's metrics history (the cache's `metrics_history`), as the
/// pages use it.
public struct MetricsHistoryPoint: Sendable, Hashable, Codable {
    /// When the data was fetched, in whole seconds since 1970 (orders and spaces points).
    public var seconds: Int
    /// The UTC day of `seconds` (`2026-09-12`), as pages show it.
    public var day: String
    /// h-index then.
    public var hIndex: Int
    /// Citations then.
    public var citations: Int
    /// i10-index then.
    public var i10Index: Int
    /// Counted papers then.
    public var papers: Int

    /// Creates a point.
    public init(seconds: Int, day: String, hIndex: Int, citations: Int, i10Index: Int, papers: Int)
    {
        self.seconds = seconds
        self.day = day
        self.hIndex = hIndex
        self.citations = citations
        self.i10Index = i10Index
        self.papers = papers
    }
}

/// The metric columns a leaderboard can be ordered by; each ordering is a pre-rendered page.
public enum LeaderboardOrder: String, Sendable, Hashable, CaseIterable, Codable {
    /// By h-index (the default ordering, the folder's `index.html`).
    case hIndex = "h"
    /// By i10-index.
    case i10Index = "i10"
    /// By total citations.
    case citations
    /// By the h-index of the papers published in the recent window (`recent_years`).
    case recentHIndex = "recent-h"
    /// By the change of h-index since the previous different history entry.
    case trend

    /// The page of this ordering inside the leaderboard's folder: `""` (the folder's index)
    /// for the h-index, `by-citations.html` for the others.
    public var fileName: String {
        self == .hIndex ? "" : "by-\(rawValue).html"
    }

    /// The column header.
    public var label: String {
        switch self {
        case .hIndex: "h-index"
        case .i10Index: "i10-index"
        case .citations: "Citations"
        case .recentHIndex: "h, recent papers"
        case .trend: "Trend"
        }
    }

    /// The metric's definition on the methodology page; `nil` for the trend, which is not
    /// a metric of the data but of its history.
    public var metric: MetricKind? {
        switch self {
        case .hIndex: .hIndex
        case .i10Index: .i10Index
        case .citations: .citations
        case .recentHIndex: .recentHIndex
        case .trend: nil
        }
    }

    /// The metric in a sentence: "citations".
    public var noun: String {
        switch self {
        case .hIndex: "h-index"
        case .i10Index: "i10-index"
        case .citations: "citations"
        case .recentHIndex: "h-index of recent papers"
        case .trend: "change of h-index"
        }
    }

    /// The row's value for this ordering, larger first; `nil` when the row has none (no
    /// data, no trend, or a recent h-index that cannot be computed without a data year).
    public func value(of row: LeaderboardRow) -> Int? {
        guard row.hasData else { return nil }
        switch self {
        case .hIndex: return row.metrics.hIndex
        case .i10Index: return row.metrics.i10Index
        case .citations: return row.metrics.citations
        case .recentHIndex:
            return row.metrics.recentFromYear == nil ? nil : row.metrics.recentHIndex
        case .trend: return row.trend?.change
        }
    }
}

/// Ranks scientists by h-index.
public enum Leaderboard {
    /// The stated order: h-index descending; within equal h (which share a rank) by
    /// citations descending, then i10-index descending, then name, then slug.
    public static let tieBreakDescription =
        "Ranked by h-index; scientists with equal h-index share a rank and are listed by citations, then i10-index, then name."

    /// The stated order of a leaderboard ordered by `order`.
    public static func orderDescription(_ order: LeaderboardOrder) -> String {
        switch order {
        case .hIndex:
            tieBreakDescription
        case .trend:
            "Ordered by the change of h-index since the previous different entry of the "
                + "metrics history, largest rise first; equal changes share a rank and are "
                + "listed by h-index, then citations, then i10-index, then name. Scientists "
                + "without history are listed last."
        case .recentHIndex:
            "Ordered by the h-index of recent papers (the h-index of the papers published in "
                + "the recent "
                + "window); equal values share a rank and are listed by h-index, then "
                + "citations, then i10-index, then name. Scientists whose papers have no "
                + "years are listed last."
        case .i10Index, .citations:
            "Ordered by \(order.noun); scientists with equal \(order.noun) share a rank and "
                + "are listed by h-index, then citations, then i10-index, then name."
        }
    }

    /// Ranks the reports; equal h-indices share a rank. Scientists without citation data
    /// (no source, or it failed) are not ranked and come last, by name.
    ///
    /// - Parameter history: each scientist's metrics history by slug (oldest first, the
    ///   citation source of the report only), for the trend column; missing slugs have no
    ///   trend.
    public static func rows(
        for reports: [ScientistReport], history: [String: [MetricsHistoryPoint]] = [:]
    ) -> [LeaderboardRow] {
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
            rows.append(row(report, rank: rank, history: history[report.entry.slug] ?? []))
        }
        let unranked = reports.filter { $0.source == nil }.sorted(by: byName)
        return rows + unranked.map { row($0, rank: nil, history: []) }
    }

    /// The rows (as ``rows(for:history:)`` returns them, in h-index order) ordered by
    /// `order`: value descending, equal values keep the h-index order and share a rank.
    /// Rows without a value come last, unranked, in h-index order.
    public static func reordered(_ rows: [LeaderboardRow], by order: LeaderboardOrder)
        -> [LeaderboardRow]
    {
        reorderedIndices(rows, by: order).map { item in
            var row = rows[item.index]
            row.rank = item.rank
            return row
        }
    }

    /// What ``reordered(_:by:)`` returns, as the index of each row in `rows` and its rank
    /// in that ordering.
    public static func reorderedIndices(_ rows: [LeaderboardRow], by order: LeaderboardOrder)
        -> [(index: Int, rank: Int?)]
    {
        let valued = rows.indices.compactMap { index in
            order.value(of: rows[index]).map { (value: $0, index: index) }
        }.sorted { a, b in a.value != b.value ? a.value > b.value : a.index < b.index }
        var result: [(index: Int, rank: Int?)] = []
        result.reserveCapacity(rows.count)
        var previousValue: Int?
        for (position, item) in valued.enumerated() {
            let rank = previousValue == item.value ? result.last?.rank : position + 1
            previousValue = item.value
            result.append((item.index, rank))
        }
        for index in rows.indices where order.value(of: rows[index]) == nil {
            result.append((index, nil))
        }
        return result
    }

    static func byName(_ a: ScientistReport, _ b: ScientistReport) -> Bool {
        a.entry.name != b.entry.name ? a.entry.name < b.entry.name : a.entry.slug < b.entry.slug
    }

    static func row(_ report: ScientistReport, rank: Int?, history: [MetricsHistoryPoint])
        -> LeaderboardRow
    {
        LeaderboardRow(
            rank: rank, slug: report.entry.slug, name: report.entry.name,
            departments: report.entry.departments, metrics: report.metrics,
            isLowerBound: report.metricsAreLowerBounds,
            scholarURL: report.entry.scholarProfileURL,
            homepageURL: report.entry.homepageURL,
            trend: report.source == nil
                ? nil : HIndexTrend(history: history, current: report.metrics),
            hasData: report.source != nil,
            sourceRows: report.source == nil ? nil : report.rowCount)
    }
}

extension ScientistEntry {
    /// The Google Scholar profile to link to: built from the `scholar` id, or the `scholar`
    /// URL when it is an `https` Scholar address; `nil` for a saved page or no profile.
    public var scholarProfileURL: String? {
        switch scholar {
        case .id(let id)?:
            let allowed = id.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || scalar == "_" || scalar == "-")
            }
            guard allowed, !id.isEmpty else { return nil }
            return "https://scholar.google.com/citations?user=\(id)"
        case .url(let url)?:
            return url.lowercased().hasPrefix("https://scholar.google.") ? url : nil
        case .file?, nil:
            return nil
        }
    }

    /// The homepage to link to: the `homepage` value when it is an `http(s)` URL.
    public var homepageURL: String? {
        if case .url(let url)? = homepage { return url }
        return nil
    }
}
