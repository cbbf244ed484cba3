import HIndexCore

extension PageContext {
    /// The link from the current page to the definition of `kind` on the methodology page,
    /// e.g. `../../methodology/index.html#g-index`.
    public func methodologyLink(_ kind: MetricKind) -> String {
        methodologyLink(anchor: kind.id)
    }

    /// The link from the current page to an anchor of the methodology page.
    public func methodologyLink(anchor: String) -> String {
        link(to: "methodology/") + "#" + anchor
    }
}

/// The label of a metric as a link to its definition on the methodology page, with the
/// one-sentence summary as a tooltip.
public func metricLabel(_ kind: MetricKind, context: PageContext, short: Bool = false) -> HTML {
    """
    <a class="metric-link" href="\(context.methodologyLink(kind))" \
    title="\(kind.summary)">\(short ? kind.shortLabel : kind.label)</a>
    """
}

/// A metric's value as text: "≥ 12" for a monotone metric computed from a truncated list
/// (a lower bound), "≈ 0.47" for a ratio computed from one, a dash with a text alternative
/// when the value is not computable.
public func metricValueHTML(_ kind: MetricKind, in metrics: Metrics, isLowerBound: Bool)
    -> HTML
{
    let value = kind.value(in: metrics)
    if value == .unknown {
        return "<span class=\"missing\" title=\"not computable from the data\">–</span>"
    }
    guard isLowerBound else { return "\(value.text)" }
    return kind.isMonotone
        ? "≥ \(value.text)"
        : "<span title=\"computed from a truncated list\">≈ \(value.text)</span>"
}

/// The summary card: who the scientist is, the headline metrics (the h-index largest), the
/// other metrics in a definition list, what the time- and author-based metrics rest on,
/// and what it takes to reach h + 1. Every metric label links to its definition. A scientist
/// without citation data gets "No citation data" and why, never metrics of 0.
func summaryCard(_ report: ScientistReport, context: PageContext) -> HTML {
    let metrics = report.metrics
    let bound = report.metricsAreLowerBounds
    let profile = report.source?.profile

    var facts: [HTML] = []
    if !report.entry.departments.isEmpty {
        let label = report.entry.departments.count == 1 ? "Department" : "Departments"
        facts.append(
            summaryItem(
                label: "\(label)",
                value: "\(report.entry.departments.map { HTML(text: $0) }.joined(separator: ", "))"
            ))
    }
    if let affiliation = report.entry.affiliation ?? profile?.affiliation,
        !affiliation.isEmpty
    {
        facts.append(summaryItem(label: "Affiliation", value: "\(affiliation)"))
    }

    let factList: HTML =
        facts.isEmpty ? .empty : "<dl class=\"facts\">\(facts.joined())</dl>\n"
    guard report.source != nil else {
        return """
            <section class="summary-card" aria-label="Summary">
            \(factList)\(noDataNote(report))</section>
            """
    }

    func value(_ kind: MetricKind) -> HTML {
        let shown = metricValueHTML(kind, in: metrics, isLowerBound: bound)
        guard bound else { return shown }
        switch kind {
        case .hIndex:
            return """
                <span class="lower-bound">\(shown) (lower bound: the source list is \
                truncated)</span>\(profileNote(profile?.hIndex.map { "h = \(grouped: $0)" }))
                """
        case .i10Index:
            return "\(shown)\(profileNote(profile?.i10Index.map { "\(grouped: $0)" }))"
        case .citations:
            return "\(shown)\(profileNote(profile?.citations.map { "\(grouped: $0)" }))"
        default:
            return shown
        }
    }
    func item(_ kind: MetricKind) -> HTML {
        summaryItem(
            label: metricLabel(kind, context: context), value: value(kind),
            isWide: kind == .hIndex && bound, kind: kind)
    }
    let headline = MetricKind.headline.map(item)
    let others = MetricKind.summaryOrder.filter { !MetricKind.headline.contains($0) }.map(item)
    let basis = metricsBasis(metrics, hasSource: report.source != nil)
    let next =
        report.source == nil
        ? HTML.empty : nextHSentence(metrics, isLowerBound: bound, context: context)
    return """
        <section class="summary-card" aria-label="Summary">
        \(factList)<dl class="metrics">\(headline.joined())</dl>
        <dl class="metrics more-metrics">\(others.joined())</dl>
        \(basis)\(next)</section>
        """
}

/// "No citation data" and why (no source configured, or the source could not be read), in
/// place of the metrics, as the leaderboard says it.
func noDataNote(_ report: ScientistReport) -> HTML {
    let reason: HTML =
        report.notices.isEmpty
        ? "no citation source is configured for this scientist"
        : "the citation source could not be read (the notices below say why)"
    return """
        <p class="no-data-note"><strong>No citation data</strong>: \(reason), so no metrics \
        are shown.</p>

        """
}

/// One term–value pair of the summary card; a wide one spans two grid columns, a metric
/// carries its id as a class (`metric-h-index`).
func summaryItem(label: HTML, value: HTML, isWide: Bool = false, kind: MetricKind? = nil)
    -> HTML
{
    let classes = [isWide ? "wide" : nil, kind.map { "metric-\($0.id)" }].compactMap { $0 }
    let itemClass: HTML =
        classes.isEmpty ? .empty : " class=\"\(classes.joined(separator: " "))\""
    return "<div\(itemClass)><dt>\(label)</dt><dd>\(value)</dd></div>"
}

/// "; profile states …" after a lower-bound value, or nothing when the profile says nothing.
func profileNote(_ value: HTML?) -> HTML {
    guard let value else { return .empty }
    return " <span class=\"profile-value\">(profile states \(value))</span>"
}

/// What the time- and author-based metrics rest on: academic age, data year, recent window,
/// and how many papers have an author list.
func metricsBasis(_ metrics: Metrics, hasSource: Bool) -> HTML {
    guard hasSource else { return .empty }
    var parts: [HTML] = []
    if let years = metrics.years, let first = metrics.firstYear, let now = metrics.asOfYear {
        parts.append(
            "Academic age \(years) \(years == 1 ? "year" : "years") (from \(first) to the data’s year \(now))."
        )
    } else {
        parts.append("No publication years are known, so the per-year metrics are not computed.")
    }
    if let from = metrics.recentFromYear, let now = metrics.asOfYear {
        let paperWord = metrics.recentPapers == 1 ? "paper" : "papers"
        parts.append(
            "Recent metrics count the \(grouped: metrics.recentPapers) \(paperWord) published \(from)–\(now) (a \(metrics.recentYears)-year window)."
        )
    }
    if metrics.papers > 0 {
        var authors: HTML =
            "hI,norm and authors per paper use the \(grouped: metrics.papersWithAuthors) of \(grouped: metrics.papers) papers with an author list"
        if metrics.papersWithAbbreviatedAuthors > 0 {
            let count = metrics.papersWithAbbreviatedAuthors
            authors =
                "\(authors); \(grouped: count) \(count == 1 ? "list was" : "lists were") abbreviated by the source and counted as the names shown plus one"
        }
        parts.append("\(authors).")
    }
    return "<p class=\"metric-basis\">\(parts.joined(separator: " "))</p>\n"
}

/// "Needs 3 more citations to reach h = 8: 2 on “A” and 1 on “B”." with the choice among
/// tied papers explained, and a link to how it is computed.
func nextHSentence(_ metrics: Metrics, isLowerBound: Bool, context: PageContext) -> HTML {
    let gap = metrics.nextH
    func more(_ count: Int) -> HTML {
        "\(grouped: count) more \(count == 1 ? "citation" : "citations")"
    }
    func paper(_ need: HIndexGap.Need) -> HTML {
        let year: HTML = need.year.map { " (\($0))" } ?? .empty
        return "“<cite>\(need.title)</cite>”\(year)"
    }
    var sentence: HTML
    if gap.papers.count == 1, gap.newPapers == 0, let need = gap.papers.first {
        sentence =
            "Needs \(more(need.needed)) on \(paper(need)) to reach h = \(grouped: gap.target)."
    } else {
        var items: [HTML] = gap.papers.map { "\(grouped: $0.needed) on \(paper($0))" }
        if gap.newPapers == 1 {
            items.append("\(grouped: gap.target) on a new paper")
        } else if gap.newPapers > 1 {
            items.append("\(grouped: gap.target) on each of \(gap.newPapers) new papers")
        }
        let list: HTML =
            items.count <= 1
            ? items.joined()
            : "\(items.dropLast().joined(separator: ", ")) and \(items[items.count - 1])"
        sentence =
            "Needs \(more(gap.totalCitations)) to reach h = \(grouped: gap.target): \(list)."
    }
    var seen: Set<Int> = []
    for need in gap.papers where need.alternatives > 0 && !seen.contains(need.citations) {
        seen.insert(need.citations)
        let chosen = gap.papers.filter { $0.citations == need.citations }.count
        let total = chosen + need.alternatives
        let cited: HTML = "\(grouped: need.citations) \(need.citations == 1 ? "time" : "times")"
        sentence =
            "\(sentence) Any \(chosen) of the \(total) papers cited \(cited) would do as well."
    }
    if isLowerBound {
        sentence = "\(sentence) (Computed from the papers listed; the list is truncated.)"
    }
    return """
        <p class="next-h">\(sentence) \
        <a href="\(context.methodologyLink(anchor: "next-h"))">How this is computed</a></p>

        """
}
