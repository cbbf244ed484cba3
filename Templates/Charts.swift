import HIndexCore

/// Charts as inline SVG: pure functions from data to markup, no scripts, no requests.
///
/// Every chart is a `<figure>` holding an `<svg role="img">` labelled by its `<title>` and
/// `<desc>`, and a `<details>` data table listing every value, so the numbers are available
/// without seeing the chart. Colors come from the stylesheet's custom properties (light,
/// dark and print themes); text uses `currentColor`. Coordinates are written with at most one
/// decimal, so the same data always gives the same bytes.
public enum Charts {
    /// Width of every chart's view box, in SVG units.
    static let width = 640
    /// Height of every chart's view box, in SVG units.
    static let height = 220
    /// Plot area margins: left (room for y labels), right, top, bottom (x labels).
    static let margin = (left: 52, right: 12, top: 12, bottom: 30)
    /// The most years a per-year chart shows (the latest ones).
    public static let maximumYears = 80

    /// A bar chart of citations per year.
    ///
    /// - Parameters:
    ///   - counts: citations by year; years between the first and last one that are missing
    ///     are drawn as 0 (Scholar leaves out years without citations). At most the latest
    ///     ``maximumYears`` years are shown.
    ///   - id: a prefix for the element ids, unique in the page.
    ///   - sourceName: where the counts come from, for the description.
    /// - Returns: the figure, or `nil` when `counts` has no year.
    public static func citationsPerYear(
        _ counts: [Int: Int], id: String, sourceName: String, catalog: Catalog = .of(.english)
    ) -> HTML? {
        guard let last = counts.keys.max(), let first = counts.keys.min() else { return nil }
        let years = Array(max(first, last - maximumYears + 1)...last)
        let values = years.map { max(counts[$0] ?? 0, 0) }
        let top = niceCeiling(values.max() ?? 0)
        let plot = plotArea
        let band = plot.width / Double(years.count)
        let barWidth = band * 0.7
        var bars: [HTML] = []
        for (index, (year, value)) in zip(years, values).enumerated() {
            let barHeight = plot.height * Double(value) / Double(top)
            let x = plot.x + band * Double(index) + (band - barWidth) / 2
            bars.append(
                """
                <rect class="chart-bar" x="\(number(x))" y="\(number(plot.bottom - barHeight))" \
                width="\(number(barWidth))" height="\(number(barHeight))" fill="currentColor">\
                <title>\(catalog.plural(value, one: .chartBarTooltipOne, other: .chartBarTooltipOther, ["year": "\(year)"]))</title></rect>
                """)
        }
        let labelEvery = max(1, Int((Double(years.count) / 12).rounded(.up)))
        var xLabels: [HTML] = []
        for (index, year) in years.enumerated()
        where (years.count - 1 - index) % labelEvery == 0 {
            let x = plot.x + band * (Double(index) + 0.5)
            xLabels.append(
                """
                <text x="\(number(x))" y="\(number(plot.bottom + 18))" text-anchor="middle">\
                \(year)</text>
                """)
        }
        let total = values.reduce(0, +)
        let peak = zip(years, values).max { a, b in a.1 < b.1 || (a.1 == b.1 && a.0 > b.0) }
        let peakText = peak.map {
            catalog.text(.sentenceSeparator)
                + catalog.text(.chartPeak, ["count": catalog.number($0.1), "year": "\($0.0)"])
        }
        let span = ["first": "\(years.first ?? first)", "last": "\(last)"]
        let title = catalog.text(.chartPerYearTitle, span)
        let description =
            catalog.text(
                .chartPerYearDescription,
                span.merging(["source": sourceName, "total": catalog.number(total)]) { $1 })
            + (peakText ?? "")
        let table = dataTable(
            caption: catalog.text(.chartPerYearCaption, ["source": sourceName]),
            headers: [catalog.text(.year), catalog.text(.citations)],
            rows: zip(years, values).map { ["\($0.0)", catalog.number($0.1)] }, catalog: catalog)
        return figure(
            id: id, title: title, description: description,
            content: [
                yAxis(top: top, catalog: catalog), bars.joined(separator: "\n"),
                xLabels.joined(separator: "\n"),
            ]
            .joined(separator: "\n"),
            kind: "bar", table: table)
    }

    /// What a history chart plots.
    public enum HistoryMetric: String, Sendable, CaseIterable {
        /// The h-index.
        case hIndex = "h-index"
        /// Total citations.
        case citations

        /// The value of `point`.
        func value(_ point: MetricsHistoryPoint) -> Int {
            switch self {
            case .hIndex: point.hIndex
            case .citations: point.citations
            }
        }

        /// The label in a sentence.
        func label(_ catalog: Catalog) -> String {
            switch self {
            case .hIndex: catalog.text(.historyHIndex)
            case .citations: catalog.text(.historyCitations)
            }
        }
    }

    /// A line chart of one metric across builds, from the cache's metrics history.
    ///
    /// - Parameters:
    ///   - points: the history, oldest first; x is proportional to the fetch time (evenly
    ///     spaced when all points share one time).
    ///   - metric: which value to plot.
    ///   - id: a prefix for the element ids, unique in the page.
    /// - Returns: the figure, or `nil` with fewer than two points (a one-point line says
    ///   nothing; the page states the single value instead).
    public static func history(
        _ points: [MetricsHistoryPoint], metric: HistoryMetric, id: String,
        catalog: Catalog = .of(.english)
    ) -> HTML? {
        guard points.count >= 2, let first = points.first, let last = points.last else {
            return nil
        }
        let values = points.map(metric.value)
        let top = niceCeiling(values.max() ?? 0)
        let plot = plotArea
        let span = Double(last.seconds - first.seconds)
        let inset = 8.0
        func x(_ index: Int) -> Double {
            let fraction =
                span > 0
                ? Double(points[index].seconds - first.seconds) / span
                : Double(index) / Double(points.count - 1)
            return plot.x + inset + (plot.width - 2 * inset) * fraction
        }
        func y(_ value: Int) -> Double { plot.bottom - plot.height * Double(value) / Double(top) }
        let coordinates = points.indices.map { "\(number(x($0))),\(number(y(values[$0])))" }
        let line: HTML = """
            <polyline class="chart-line" points="\(coordinates.joined(separator: " "))" \
            fill="none" stroke="currentColor"/>
            """
        let dots = points.indices.map { index -> HTML in
            """
            <circle class="chart-point" cx="\(number(x(index)))" cy="\(number(y(values[index])))" \
            r="4" fill="currentColor"><title>\(catalog.text(.chartPointTooltip, [
                "day": points[index].day, "metric": metric.label(catalog),
                "value": catalog.number(values[index]),
            ]))</title></circle>
            """
        }
        let xLabels: HTML = """
            <text x="\(number(x(0)))" y="\(number(plot.bottom + 18))" text-anchor="start">\
            \(first.day)</text>
            <text x="\(number(x(points.count - 1)))" y="\(number(plot.bottom + 18))" \
            text-anchor="end">\(last.day)</text>
            """
        let title = catalog.text(metric == .hIndex ? .historyTitleHIndex : .historyTitleCitations)
        let lowest = values.min() ?? 0
        let highest = values.max() ?? 0
        let description = catalog.text(
            .chartHistoryDescription,
            [
                "metric": metric.label(catalog), "count": catalog.number(points.count),
                "first": catalog.day(first.day), "last": catalog.day(last.day),
                "start": catalog.number(values[0]),
                "end": catalog.number(values[values.count - 1]),
                "lowest": catalog.number(lowest), "highest": catalog.number(highest),
            ])
        let table = dataTable(
            caption: catalog.text(.chartHistoryCaption, ["title": title]),
            headers: [
                catalog.text(.dataFetchedColumn),
                catalog.text(metric == .hIndex ? .orderLabelHIndex : .citations),
            ],
            rows: points.indices.map { [points[$0].day, catalog.number(values[$0])] },
            catalog: catalog)
        return figure(
            id: id, title: title, description: description,
            content: [
                yAxis(top: top, catalog: catalog), line, dots.joined(separator: "\n"), xLabels,
            ]
            .joined(separator: "\n"),
            kind: "line", table: table)
    }

    // MARK: Parts

    /// The plot area inside the view box.
    static var plotArea: (x: Double, width: Double, bottom: Double, height: Double) {
        let x = Double(margin.left)
        let width = Double(width - margin.left - margin.right)
        let bottom = Double(height - margin.bottom)
        return (x, width, bottom, bottom - Double(margin.top))
    }

    /// The y axis: gridlines and labels at 0, ¼, ½, ¾ and all of `top`, and the baseline.
    static func yAxis(top: Int, catalog: Catalog) -> HTML {
        let plot = plotArea
        var parts: [HTML] = []
        let steps = top % 4 == 0 ? 4 : (top % 2 == 0 ? 2 : 1)
        for step in 0...steps {
            let value = top * step / steps
            let y = plot.bottom - plot.height * Double(step) / Double(steps)
            let x2 = plot.x + plot.width
            parts.append(
                """
                <line class="\(step == 0 ? "chart-axis" : "chart-grid")" x1="\(number(plot.x))" \
                y1="\(number(y))" x2="\(number(x2))" y2="\(number(y))" stroke="currentColor"/>
                <text x="\(number(plot.x - 6))" y="\(number(y + 4))" text-anchor="end">\
                \(grouped: value, catalog)</text>
                """)
        }
        return parts.joined(separator: "\n")
    }

    /// The figure around an SVG and its data table; the caption comes last (HTML allows a
    /// `<figcaption>` only as the first or the last child).
    static func figure(
        id: String, title: String, description: String, content: HTML, kind: String,
        table: HTML
    ) -> HTML {
        """
        <figure class="chart-figure" id="\(id)">
        <svg class="chart chart-\(kind)" xmlns="http://www.w3.org/2000/svg" \
        viewBox="0 0 \(width) \(height)" role="img" \
        aria-labelledby="\(id)-title \(id)-desc">
        <title id="\(id)-title">\(title)</title>
        <desc id="\(id)-desc">\(description)</desc>
        \(content)
        </svg>
        \(table)
        <figcaption>\(description)</figcaption>
        </figure>
        """
    }

    /// A collapsed data table listing every value of a chart.
    static func dataTable(caption: String, headers: [String], rows: [[String]], catalog: Catalog)
        -> HTML
    {
        let head = headers.map { "<th scope=\"col\">\($0)</th>" as HTML }.joined()
        let body = rows.map { cells -> HTML in
            let first: HTML = "<th scope=\"row\">\(cells.first ?? "")</th>"
            let rest = cells.dropFirst().map { "<td class=\"num\">\($0)</td>" as HTML }.joined()
            return "<tr>\(first)\(rest)</tr>"
        }.joined(separator: "\n")
        return """
            <details class="chart-data">
            <summary>\(catalog.text(.showValuesAsTable))</summary>
            <table>
            <caption>\(caption)</caption>
            <thead><tr>\(head)</tr></thead>
            <tbody>
            \(body)
            </tbody>
            </table>
            </details>
            """
    }

    /// The smallest "nice" number (1, 2 or 5 times a power of ten, or a multiple of 4 up to
    /// 20) at least `value`, and at least 1; the top of the y axis.
    static func niceCeiling(_ value: Int) -> Int {
        guard value > 4 else { return max(value, 1) == 3 ? 4 : max(value, 1) }
        var magnitude = 1
        while magnitude <= value / 10 { magnitude *= 10 }
        for factor in [1, 2, 4, 5, 8, 10] where factor * magnitude >= value {
            return factor * magnitude
        }
        return 10 * magnitude
    }

    /// A coordinate with at most one decimal, `.` as separator, no trailing `.0`: the same
    /// value always prints the same way.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        let whole = magnitude / 10
        let fraction = magnitude % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}

/// The charts section of a scientist's page: citations per year and the metrics history.
///
/// - Parameters:
///   - report: the scientist's report; the per-year counts come from its citation source
///     (the Scholar profile's own histogram, or the sum of OpenAlex works' `counts_by_year`).
///   - history: the cache's metrics history of the report's citation source, oldest first.
/// - Returns: the section; when a chart cannot be drawn it says why instead.
func chartsSection(_ report: ScientistReport, history: [MetricsHistoryPoint], catalog: Catalog)
    -> HTML
{
    guard let source = report.source else { return .empty }
    let perYear: HTML
    if let counts = source.profile?.citationsPerYear,
        let chart = Charts.citationsPerYear(
            counts, id: "chart-citations-per-year",
            sourceName: catalog.sourceName(source.sourceName),
            catalog: catalog)
    {
        let isOpenAlex = source.sourceName.hasPrefix("OpenAlex")
        // Trusted catalog markup.
        let basis = catalog.html(isOpenAlex ? .perYearBasisOpenAlex : .perYearBasis)
        perYear = """
            \(chart)
            <p class="chart-note">\(basis)</p>
            """
    } else {
        let reason =
            source.sourceName.hasPrefix("OpenAlex")
            ? catalog.text(.noPerYearChartOpenAlex)
            : catalog.text(.noPerYearChart, ["source": catalog.sourceName(source.sourceName)])
        perYear = "<p class=\"chart-missing\">\(reason)</p>"
    }
    let historyHTML: HTML
    switch history.count {
    case 0:
        historyHTML = """
            <p class="chart-missing">\(catalog.text(.noHistoryYet, ["source": catalog.sourceName(source.sourceName)]))</p>
            """
    case 1:
        let point = history[0]
        let text = catalog.text(
            .onlyOneHistoryEntry,
            [
                "day": catalog.day(point.day), "h": catalog.number(point.hIndex),
                "citations": catalog.number(point.citations),
            ])
        historyHTML = """
            <p class="chart-missing">\(text)</p>
            """
    default:
        historyHTML = [
            Charts.history(history, metric: .hIndex, id: "chart-history-h", catalog: catalog),
            Charts.history(
                history, metric: .citations, id: "chart-history-citations", catalog: catalog),
        ].compactMap { $0 }.joined(separator: "\n")
    }
    return """
        <section class="charts" aria-labelledby="charts-heading">
        <h2 id="charts-heading">\(catalog.text(.charts))</h2>
        <h3>\(catalog.text(.citationsEachYear))</h3>
        \(perYear)
        <h3>\(catalog.text(.acrossBuilds))</h3>
        \(historyHTML)
        </section>
        """
}
