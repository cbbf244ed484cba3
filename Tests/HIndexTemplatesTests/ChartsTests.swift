import HIndexCore
import HIndexTemplates
import Testing

@Suite("Charts")
struct ChartsTests {
    @Test("Per-year bars: one per year of the range, gaps drawn as 0, values listed")
    func perYear() throws {
        let chart = try #require(
            Charts.citationsPerYear(
                [2019: 1, 2020: 1, 2021: 3, 2023: 3, 2024: 8, 2025: 38], id: "c",
                sourceName: "Google Scholar profile"))
        let markup = chart.markup
        #expect(markup.components(separatedBy: "<rect class=\"chart-bar\"").count - 1 == 7)
        #expect(markup.contains("<title>2022: 0 citations</title>"))
        #expect(
            markup.contains("<title id=\"c-title\">Citations received each year, 2019–2025</title>")
        )
        #expect(markup.contains("aria-labelledby=\"c-title c-desc\""))
        #expect(markup.contains("role=\"img\""))
        #expect(markup.contains("54 in total. The most, 38, in 2025."))
        #expect(markup.contains("<th scope=\"row\">2022</th><td class=\"num\">0</td>"))
        // The tallest bar fills the plot up to the axis top (40 for a maximum of 38).
        #expect(markup.contains(">40</text>"))
        #expect(Markup.firstProblem(in: markup) == nil)
    }

    @Test("Per-year chart: no chart without years; very long ranges keep the latest years")
    func limits() throws {
        #expect(Charts.citationsPerYear([:], id: "c", sourceName: "x") == nil)
        let chart = try #require(
            Charts.citationsPerYear([1800: 1, 2025: 2], id: "c", sourceName: "x"))
        #expect(
            chart.markup.components(separatedBy: "<rect class=\"chart-bar\"").count - 1
                == Charts.maximumYears)
        #expect(!chart.markup.contains("1800"))
    }

    @Test("Same data, same bytes; coordinates have at most one decimal")
    func deterministic() throws {
        let counts = [2020: 7, 2021: 13, 2022: 2]
        let one = try #require(Charts.citationsPerYear(counts, id: "c", sourceName: "x"))
        let two = try #require(Charts.citationsPerYear(counts, id: "c", sourceName: "x"))
        #expect(one == two)
        for match in one.markup.matches(of: /="(-?[0-9]+\.[0-9]+)"/) {
            let decimals = match.1.split(separator: ".").last?.count ?? 0
            #expect(decimals == 1, "\(match.1)")
        }
    }

    func point(_ day: Int, h: Int, citations: Int) -> MetricsHistoryPoint {
        MetricsHistoryPoint(
            seconds: day * 86_400, day: "2026-01-\(day < 10 ? "0" : "")\(day)", hIndex: h,
            citations: citations, i10Index: 1, papers: 10)
    }

    @Test("History line: one point per entry, values and dates in the text alternative")
    func history() throws {
        let points = [
            point(1, h: 4, citations: 40), point(5, h: 6, citations: 80),
            point(9, h: 5, citations: 1200),
        ]
        let h = try #require(Charts.history(points, metric: .hIndex, id: "h"))
        #expect(h.markup.components(separatedBy: "<circle class=\"chart-point\"").count - 1 == 3)
        #expect(h.markup.contains("<title>2026-01-05: h-index 6</title>"))
        #expect(h.markup.contains("from 4 to 5 (lowest 4, highest 6)"))
        let citations = try #require(Charts.history(points, metric: .citations, id: "c"))
        #expect(citations.markup.contains("<title>2026-01-09: citations 1,200</title>"))
        #expect(Markup.firstProblem(in: citations.markup) == nil)
        #expect(Charts.history([point(1, h: 4, citations: 40)], metric: .hIndex, id: "h") == nil)
    }

    @Test("Scientist page: charts section with the Scholar histogram and a one-entry history note")
    func scientistPageCharts() {
        var report = Samples.report()
        report.source?.profile?.citationsPerYear = [2023: 5, 2024: 9]
        let page = scientistPage(
            context: Samples.context(rootPath: "../../"), report: report,
            history: [point(3, h: 5, citations: 40)]
        ).markup
        #expect(page.contains("<h2 id=\"charts-heading\">Charts</h2>"))
        #expect(page.contains("<svg class=\"chart chart-bar\""))
        #expect(
            page.contains(
                "Only one entry so far (data of 2026-01-03: h-index 5, 40 citations)"))
        #expect(Markup.firstProblem(in: page) == nil)

        let withHistory = scientistPage(
            context: Samples.context(rootPath: "../../"), report: Samples.report(),
            history: [point(1, h: 4, citations: 30), point(3, h: 5, citations: 40)]
        ).markup
        #expect(withHistory.contains("No per-year chart: the"))
        #expect(withHistory.components(separatedBy: "<svg class=\"chart chart-line\"").count == 3)
    }
    @Test("OpenAlex per-year counts are charted with their caveat, or their absence explained")
    func openAlexPerYear() {
        var report = Samples.report()
        report.source?.sourceName = "OpenAlex works"
        report.source?.profile = ProfileSummary(citationsPerYear: [2024: 3, 2025: 7])
        let page = scientistPage(context: Samples.context(rootPath: "../../"), report: report)
            .markup
        #expect(page.contains("<svg class=\"chart chart-bar\""))
        #expect(page.contains("as the OpenAlex works reports them"))
        #expect(page.contains("recent years only"))
        report.source?.profile = nil
        let without = scientistPage(context: Samples.context(rootPath: "../../"), report: report)
            .markup
        #expect(without.contains("No per-year chart: OpenAlex gives no per-year counts"))
    }
}
