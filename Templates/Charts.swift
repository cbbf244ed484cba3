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
    public static func citationsPerYear(_ counts: [Int: Int], id: String, sourceName: String)
        -> HTML?
    {
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
                <title>\(year): \(grouped: value) citations</title></rect>
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
        let peakText = peak.map { " The most, \(NumberFormatting.grouped($0.1)), in \($0.0)." }
        let title = "Citations received each year, \(years.first ?? first)–\(last)"
        let description =
            "Bar chart of the citations received each year from \(years.first ?? first) to "
            + "\(last), as the \(sourceName) reports them: \(NumberFormatting.grouped(total)) "
            + "in total.\(peakText ?? "")"
        let table = dataTable(
            caption: "Citations received each year (\(sourceName))",
            headers: ["Year", "Citations"],
            rows: zip(years, values).map { ["\($0.0)", NumberFormatting.grouped($0.1)] })
        return figure(
            id: id, title: title, description: description,
            content: [
                yAxis(top: top), bars.joined(separator: "\n"), xLabels.joined(separator: "\n"),
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
        var label: String {
            switch self {
            case .hIndex: "h-index"
            case .citations: "citations"
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
    public static func history(_ points: [MetricsHistoryPoint], metric: HistoryMetric, id: String)
        -> HTML?
    {
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
            r="4" fill="currentColor"><title>\(points[index].day): \(metric.label) \
            \(grouped: values[index])</title></circle>
            """
        }
        let xLabels: HTML = """
            <text x="\(number(x(0)))" y="\(number(plot.bottom + 18))" text-anchor="start">\
            \(first.day)</text>
            <text x="\(number(x(points.count - 1)))" y="\(number(plot.bottom + 18))" \
            text-anchor="end">\(last.day)</text>
            """
        let title = "\(metric.label.prefix(1).uppercased() + metric.label.dropFirst()) history"
        let lowest = values.min() ?? 0
        let highest = values.max() ?? 0
        let description =
            "Line chart of the \(metric.label) at \(points.count) builds from \(first.day) to "
            + "\(last.day): from \(NumberFormatting.grouped(values[0])) to "
            + "\(NumberFormatting.grouped(values[values.count - 1])) (lowest "
            + "\(NumberFormatting.grouped(lowest)), highest \(NumberFormatting.grouped(highest)))."
        let table = dataTable(
            caption: "\(title) (one row per build with changed data)",
            headers: ["Data fetched", metric == .hIndex ? "h-index" : "Citations"],
            rows: points.indices.map { [points[$0].day, NumberFormatting.grouped(values[$0])] })
        return figure(
            id: id, title: title, description: description,
            content: [yAxis(top: top), line, dots.joined(separator: "\n"), xLabels]
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
    static func yAxis(top: Int) -> HTML {
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
                \(grouped: value)</text>
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
    static func dataTable(caption: String, headers: [String], rows: [[String]]) -> HTML {
        let head = headers.map { "<th scope=\"col\">\($0)</th>" as HTML }.joined()
        let body = rows.map { cells -> HTML in
            let first: HTML = "<th scope=\"row\">\(cells.first ?? "")</th>"
            let rest = cells.dropFirst().map { "<td class=\"num\">\($0)</td>" as HTML }.joined()
            return "<tr>\(first)\(rest)</tr>"
        }.joined(separator: "\n")
        return """
            <details class="chart-data">
            <summary>Show the values as a table</summary>
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
func chartsSection(_ report: ScientistReport, history: [MetricsHistoryPoint]) -> HTML {
    guard let source = report.source else { return .empty }
    let perYear: HTML
    if let counts = source.profile?.citationsPerYear,
        let chart = Charts.citationsPerYear(
            counts, id: "chart-citations-per-year", sourceName: source.sourceName)
    {
        let isOpenAlex = source.sourceName.hasPrefix("OpenAlex")
        // Trusted literal markup.
        let basis = HTML.raw(
            isOpenAlex
                ? "The sum of the works’ <code>counts_by_year</code> in OpenAlex, which covers "
                    + "recent years only (about the last ten), over all works of the source, "
                    + "including any excluded from the h-index here."
                : "Counted by the source over all of its papers for this scientist, including "
                    + "any excluded from the h-index here.")
        perYear = """
            \(chart)
            <p class="chart-note">\(basis)</p>
            """
    } else {
        let reason =
            source.sourceName.hasPrefix("OpenAlex")
            ? "OpenAlex gives no per-year counts (counts_by_year) for these works"
            : "the \(source.sourceName) gives no per-year citation counts"
        perYear = "<p class=\"chart-missing\">No per-year chart: \(reason).</p>"
    }
    let historyHTML: HTML
    switch history.count {
    case 0:
        historyHTML = """
            <p class="chart-missing">No history yet: the cache holds no earlier metrics for this \
            scientist from the \(source.sourceName) (a build without a cache keeps none).</p>
            """
    case 1:
        let point = history[0]
        historyHTML = """
            <p class="chart-missing">Only one entry so far (data of \(point.day): h-index \
            \(point.hIndex), \(grouped: point.citations) citations), so there is no line to \
            draw yet. A new entry is added whenever a build finds different metrics.</p>
            """
    default:
        historyHTML = [
            Charts.history(history, metric: .hIndex, id: "chart-history-h"),
            Charts.history(history, metric: .citations, id: "chart-history-citations"),
        ].compactMap { $0 }.joined(separator: "\n")
    }
    return """
        <section class="charts" aria-labelledby="charts-heading">
        <h2 id="charts-heading">Charts</h2>
        <h3>Citations received each year</h3>
        \(perYear)
        <h3>h-index and citations across builds</h3>
        \(historyHTML)
        </section>
        """
}
