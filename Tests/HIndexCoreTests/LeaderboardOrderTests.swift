import HIndexCore
import Testing

@Suite("Leaderboard orderings and trends")
struct LeaderboardOrderTests {
    func row(
        _ slug: String, h: Int, citations: Int, i10: Int, trend: Int? = nil, hasData: Bool = true
    ) -> LeaderboardRow {
        LeaderboardRow(
            rank: hasData ? 0 : nil, slug: slug, name: slug.uppercased(), departments: [],
            metrics: Metrics(papers: 10, citations: citations, hIndex: h, gIndex: h, i10Index: i10),
            isLowerBound: false,
            trend: trend.map {
                HIndexTrend(change: $0, previousHIndex: h - $0, since: "2026-01-01")
            },
            hasData: hasData)
    }

    /// Rows in h-index order (as `Leaderboard.rows` gives them).
    var rows: [LeaderboardRow] {
        [
            row("a", h: 9, citations: 500, i10: 7, trend: 1),
            row("b", h: 5, citations: 900, i10: 4, trend: -2),
            row("c", h: 5, citations: 300, i10: 7),
            row("d", h: 2, citations: 900, i10: 1, trend: 1),
            row("e", h: 0, citations: 0, i10: 0, hasData: false),
        ]
    }

    @Test("By citations: descending, ties share a rank and keep the h-index order")
    func byCitations() {
        let ordered = Leaderboard.reordered(rows, by: .citations)
        #expect(ordered.map(\.slug) == ["b", "d", "a", "c", "e"])
        #expect(ordered.map(\.rank) == [1, 1, 3, 4, nil])
    }

    @Test("By i10-index")
    func byI10() {
        let ordered = Leaderboard.reordered(rows, by: .i10Index)
        #expect(ordered.map(\.slug) == ["a", "c", "b", "d", "e"])
        #expect(ordered.map(\.rank) == [1, 1, 3, 4, nil])
    }

    @Test("By h-index: competition ranks 1, 2, 2, 4")
    func byH() {
        let ordered = Leaderboard.reordered(rows, by: .hIndex)
        #expect(ordered.map(\.slug) == ["a", "b", "c", "d", "e"])
        #expect(ordered.map(\.rank) == [1, 2, 2, 4, nil])
    }

    @Test("By trend: rows without a trend come after, unranked, and keep their data flag")
    func byTrend() {
        let ordered = Leaderboard.reordered(rows, by: .trend)
        #expect(ordered.map(\.slug) == ["a", "d", "b", "c", "e"])
        #expect(ordered.map(\.rank) == [1, 1, 3, nil, nil])
        #expect(ordered.map(\.hasData) == [true, true, true, true, false])
    }

    @Test("Recent h-index: unknown without publication years, so unranked")
    func byRecent() {
        var known = row("k", h: 3, citations: 10, i10: 0)
        known.metrics = Metrics(
            publications: [
                Publication(title: "Old", year: 2001, citations: 50),
                Publication(title: "New", year: 2025, citations: 2),
                Publication(title: "Newer", year: 2026, citations: 3),
            ], parameters: MetricsParameters(asOfYear: 2026, recentYears: 5))
        let unknown = row("u", h: 9, citations: 100, i10: 5)
        let ordered = Leaderboard.reordered([unknown, known], by: .recentHIndex)
        #expect(known.metrics.recentHIndex == 2)
        #expect(ordered.map(\.slug) == ["k", "u"])
        #expect(ordered.map(\.rank) == [1, nil])
    }

    @Test("Every ordering has its own page name; h-index is the folder's index")
    func fileNames() {
        #expect(LeaderboardOrder.hIndex.fileName == "")
        #expect(LeaderboardOrder.citations.fileName == "by-citations.html")
        #expect(
            Set(LeaderboardOrder.allCases.map(\.fileName)).count == LeaderboardOrder.allCases.count)
        for order in LeaderboardOrder.allCases {
            #expect(!Leaderboard.orderDescription(order).isEmpty)
        }
    }

    func point(_ day: Int, h: Int, citations: Int) -> MetricsHistoryPoint {
        MetricsHistoryPoint(
            seconds: day * 86_400, day: "2026-01-\(day < 10 ? "0" : "")\(day)", hIndex: h,
            citations: citations, i10Index: 1, papers: 10)
    }

    func metrics(h: Int, citations: Int) -> Metrics {
        Metrics(papers: 10, citations: citations, hIndex: h, gIndex: h, i10Index: 1)
    }

    @Test("Trend: against the newest entry that differs from the current metrics")
    func trend() throws {
        let history = [
            point(1, h: 4, citations: 40), point(2, h: 6, citations: 80),
            point(3, h: 5, citations: 90),
        ]
        // This build's entry (day 3) equals the current metrics and is skipped.
        let down = try #require(
            HIndexTrend(history: history, current: metrics(h: 5, citations: 90)))
        #expect(down.change == -1)
        #expect(down.since == "2026-01-02")
        #expect(down.summary == "h-index down 1 since 2026-01-02 (was 6)")
        let up = try #require(HIndexTrend(history: history, current: metrics(h: 7, citations: 95)))
        #expect(up.change == 2)
        #expect(up.since == "2026-01-03")
        // Only citations changed: the trend is 0, not missing.
        let same = try #require(
            HIndexTrend(history: history, current: metrics(h: 5, citations: 91)))
        #expect(same.change == 0)
        #expect(same.summary.hasPrefix("h-index unchanged since 2026-01-03"))
    }

    @Test("No trend without an earlier different entry")
    func noTrend() {
        #expect(HIndexTrend(history: [], current: metrics(h: 5, citations: 90)) == nil)
        #expect(
            HIndexTrend(
                history: [point(3, h: 5, citations: 90)], current: metrics(h: 5, citations: 90))
                == nil)
    }

    @Test("Scholar profile and homepage links only from ids and http(s) URLs")
    func externalLinks() {
        var entry = ScientistEntry(slug: "ada", path: "scientists/ada.md", name: "Ada")
        #expect(entry.scholarProfileURL == nil)
        entry.scholar = .id("SbUmSEAAAAAJ")
        #expect(entry.scholarProfileURL == "https://scholar.google.com/citations?user=SbUmSEAAAAAJ")
        entry.scholar = .id("bad id&x=1")
        #expect(entry.scholarProfileURL == nil)
        entry.scholar = .file("snapshots/ada.html")
        #expect(entry.scholarProfileURL == nil)
        entry.scholar = .url("https://scholar.google.de/citations?user=X")
        #expect(entry.scholarProfileURL == "https://scholar.google.de/citations?user=X")
        entry.homepage = .url("https://example.org/~ada/")
        #expect(entry.homepageURL == "https://example.org/~ada/")
        entry.homepage = .file("snapshots/ada.html")
        #expect(entry.homepageURL == nil)
    }
}
