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
    let catalog = context.catalog
    return """
        <a class="metric-link" href="\(context.methodologyLink(kind))" \
        title="\(catalog.summary(kind))">\(short ? kind.shortLabel : catalog.label(kind))</a>
        """
}

/// A metric's value as text: "≥ 12" for a monotone metric computed from a truncated list
/// (a lower bound), "≈ 0.47" for a ratio computed from one, a dash with a text alternative
/// when the value is not computable.
public func metricValueHTML(
    _ kind: MetricKind, in metrics: Metrics, isLowerBound: Bool, catalog: Catalog
) -> HTML {
    let value = kind.value(in: metrics)
    if value == .unknown {
        return "<span class=\"missing\" title=\"\(catalog.text(.notComputable))\">–</span>"
    }
    let text = catalog.localizedNumber(value.text)
    guard isLowerBound else { return "\(text)" }
    return kind.isMonotone
        ? "≥ \(text)"
        : "<span title=\"\(catalog.text(.computedFromTruncated))\">≈ \(text)</span>"
}

/// The summary card: who the scientist is, the headline metrics (the h-index largest), the
/// other metrics in a definition list, what the time- and author-based metrics rest on,
/// and what it takes to reach h + 1. Every metric label links to its definition. A scientist
/// without citation data gets "No citation data" and why, never metrics of 0.
///
/// `dataDay` is the day of the data (the oldest fetch of its sources, or the content file's
/// `saved:` day), shown as "Data as of"; `nil` when it is not known.
func summaryCard(_ report: ScientistReport, context: PageContext, dataDay: String? = nil)
    -> HTML
{
    let metrics = report.metrics
    let bound = report.metricsAreLowerBounds
    let profile = report.source?.profile
    let catalog = context.catalog

    var facts: [HTML] = []
    if !report.entry.departments.isEmpty {
        let label = catalog.text(
            report.entry.departments.count == 1 ? .department : .departments)
        facts.append(
            summaryItem(
                label: "\(label)",
                value: "\(report.entry.departments.map { HTML(text: $0) }.joined(separator: ", "))"
            ))
    }
    if let affiliation = report.entry.affiliation ?? profile?.affiliation,
        !affiliation.isEmpty
    {
        facts.append(
            summaryItem(label: "\(catalog.text(.affiliation))", value: "\(affiliation)"))
    }
    let profiles = report.entry.profileLinks
    if !profiles.isEmpty {
        let links = profiles.map { link -> HTML in
            let label = link.service ?? catalog.text(.profileHomepage)
            return "<a href=\"\(link.url)\" rel=\"me nofollow\">\(label)</a>"
        }
        facts.append(
            summaryItem(
                label: "\(catalog.text(.profiles))", value: links.joined(separator: " · ")))
    }
    if let dataDay, ISODay(dataDay) != nil {
        facts.append(
            summaryItem(
                label: "\(catalog.text(.dataAsOf))",
                value: "<time datetime=\"\(dataDay)\">\(catalog.day(dataDay))</time>"))
    }

    let factList: HTML =
        facts.isEmpty ? .empty : "<dl class=\"facts\">\(facts.joined())</dl>\n"
    guard report.source != nil else {
        return """
            <section class="summary-card" aria-label="\(catalog.text(.summary))">
            \(factList)\(noDataNote(report, catalog: catalog))</section>
            """
    }

    func value(_ kind: MetricKind) -> HTML {
        let shown = metricValueHTML(kind, in: metrics, isLowerBound: bound, catalog: catalog)
        guard bound else { return shown }
        switch kind {
        case .hIndex:
            let note = profileNote(profile?.hIndex.map { "h = \(grouped: $0, catalog)" }, catalog)
            return """
                <span class="lower-bound">\(shown) \(catalog.text(.lowerBoundTruncated))</span>\
                \(note)
                """
        case .i10Index:
            let note = profileNote(profile?.i10Index.map { "\(grouped: $0, catalog)" }, catalog)
            return "\(shown)\(note)"
        case .citations:
            let note = profileNote(profile?.citations.map { "\(grouped: $0, catalog)" }, catalog)
            return "\(shown)\(note)"
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
    let basis = metricsBasis(metrics, hasSource: report.source != nil, catalog: catalog)
    let next =
        report.source == nil
        ? HTML.empty : nextHSentence(metrics, isLowerBound: bound, context: context)
    let own = bound ? HTML.empty : profileOwnFigures(report, catalog: catalog)
    return """
        <section class="summary-card" aria-label="\(catalog.text(.summary))">
        \(factList)<dl class="metrics">\(headline.joined())</dl>
        <dl class="metrics more-metrics">\(others.joined())</dl>
        \(basis)\(own)\(next)</section>
        """
}

/// The citation source's own figures, as its profile shows them (Google Scholar: h-index,
/// citations and i10-index, each with its "since YEAR" column, which counts citations
/// received since that year by papers of any age) — beside the ones computed here, which
/// may differ by the papers left out. Nothing when the profile states none. (A truncated
/// list gives them beside each lower bound instead.)
func profileOwnFigures(_ report: ScientistReport, catalog: Catalog) -> HTML {
    guard let source = report.source, let profile = source.profile else { return .empty }
    // The metrics as a sentence names them (the leaderboards' nouns).
    let figures: [(LeaderboardOrder, Int?, Int?)] = [
        (.hIndex, profile.hIndex, profile.hIndexSince),
        (.citations, profile.citations, profile.citationsSince),
        (.i10Index, profile.i10Index, profile.i10IndexSince),
    ]
    let parts = figures.compactMap { order, all, recent -> String? in
        guard let all else { return nil }
        let metric = catalog.noun(order)
        guard let recent, let year = profile.sinceYear else {
            return catalog.text(.profileFigure, ["metric": metric, "all": catalog.number(all)])
        }
        return catalog.text(
            .profileFigureSince,
            [
                "metric": metric, "all": catalog.number(all), "year": "\(year)",
                "recent": catalog.number(recent),
            ])
    }
    guard !parts.isEmpty else { return .empty }
    let sentence = catalog.text(
        .profileOwnFigures,
        [
            "source": catalog.sourceName(source.sourceName),
            "figures": parts.joined(separator: catalog.text(.listSeparator)),
        ])
    return "<p class=\"profile-figures\">\(sentence)</p>\n"
}

/// "No citation data" and why (no source configured, or the source could not be read), in
/// place of the metrics, as the leaderboard says it.
func noDataNote(_ report: ScientistReport, catalog: Catalog) -> HTML {
    let reason: MessageKey = report.notices.isEmpty ? .noDataNoSource : .noDataUnreadable
    return """
        <p class="no-data-note">\(catalog.html(.noDataNote, ["reason": catalog.html(reason)]))</p>

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
func profileNote(_ value: HTML?, _ catalog: Catalog) -> HTML {
    guard let value else { return .empty }
    return " <span class=\"profile-value\">\(catalog.html(.profileStates, ["value": value]))</span>"
}

/// What the time- and author-based metrics rest on: academic age, data year, recent window,
/// and how many papers have an author list.
func metricsBasis(_ metrics: Metrics, hasSource: Bool, catalog: Catalog) -> HTML {
    guard hasSource else { return .empty }
    var parts: [String] = []
    if let years = metrics.years, let first = metrics.firstYear, let now = metrics.asOfYear {
        parts.append(
            catalog.text(
                years == 1 ? .academicAgeOne : .academicAgeOther,
                ["years": "\(years)", "first": "\(first)", "now": "\(now)"]))
    } else {
        parts.append(catalog.text(.noPublicationYears))
    }
    if let from = metrics.recentFromYear, let now = metrics.asOfYear {
        parts.append(
            catalog.plural(
                metrics.recentPapers, one: .recentBasisOne, other: .recentBasisOther,
                ["from": "\(from)", "now": "\(now)", "window": "\(metrics.recentYears)"]))
    }
    if metrics.papers > 0 {
        let arguments = [
            "with": catalog.number(metrics.papersWithAuthors),
            "papers": catalog.number(metrics.papers),
        ]
        if metrics.papersWithAbbreviatedAuthors > 0 {
            var withAbbreviated = arguments
            withAbbreviated["abbreviated"] = catalog.plural(
                metrics.papersWithAbbreviatedAuthors, one: .abbreviatedListsOne,
                other: .abbreviatedListsOther)
            parts.append(catalog.text(.authorsBasisAbbreviated, withAbbreviated))
        } else {
            parts.append(catalog.text(.authorsBasis, arguments))
        }
    }
    return
        "<p class=\"metric-basis\">\(parts.joined(separator: catalog.text(.sentenceSeparator)))</p>\n"
}

/// "Needs 3 more citations to reach h = 8: 2 on “A” and 1 on “B”." with the choice among
/// tied papers explained, and a link to how it is computed.
func nextHSentence(_ metrics: Metrics, isLowerBound: Bool, context: PageContext) -> HTML {
    let gap = metrics.nextH
    let catalog = context.catalog
    func more(_ count: Int) -> HTML {
        "\(catalog.plural(count, one: .moreCitationsOne, other: .moreCitationsOther))"
    }
    func paper(_ need: HIndexGap.Need) -> HTML {
        let year: HTML = need.year.map { " (\($0))" } ?? .empty
        return "\(catalog.html(.quotedTitle, ["title": "\(need.title)"]))\(year)"
    }
    let target = catalog.number(gap.target)
    var sentence: HTML
    if gap.papers.count == 1, gap.newPapers == 0, let need = gap.papers.first {
        sentence = catalog.html(
            catalog.pluralKey(need.needed, one: .needsOnPaperOne, other: .needsOnPaperOther),
            ["more": more(need.needed), "paper": paper(need), "target": "\(target)"])
    } else {
        var items: [HTML] = gap.papers.map {
            catalog.html(.onPaper, ["count": "\(grouped: $0.needed, catalog)", "paper": paper($0)])
        }
        if gap.newPapers == 1 {
            items.append(catalog.html(.onNewPaper, ["count": "\(target)"]))
        } else if gap.newPapers > 1 {
            items.append(
                catalog.html(
                    .onEachNewPaper,
                    ["count": "\(target)", "papers": "\(grouped: gap.newPapers, catalog)"]))
        }
        let list: HTML =
            items.count <= 1
            ? items.joined()
            : catalog.html(
                .listAnd,
                [
                    "list": items.dropLast().joined(separator: "\(catalog.text(.listSeparator))"),
                    "last": items[items.count - 1],
                ])
        sentence = catalog.html(
            catalog.pluralKey(
                gap.totalCitations, one: .needsCitationsOne, other: .needsCitationsOther),
            ["more": more(gap.totalCitations), "target": "\(target)", "list": list])
    }
    let space = catalog.text(.sentenceSeparator)
    var seen: Set<Int> = []
    for need in gap.papers where need.alternatives > 0 && !seen.contains(need.citations) {
        seen.insert(need.citations)
        let chosen = gap.papers.filter { $0.citations == need.citations }.count
        let total = chosen + need.alternatives
        let cited = catalog.plural(need.citations, one: .timesOne, other: .timesOther)
        let anyOf = catalog.text(
            catalog.pluralKey(chosen, one: .anyWouldDoOne, other: .anyWouldDoOther),
            ["chosen": catalog.number(chosen), "total": catalog.number(total), "cited": cited])
        sentence = "\(sentence)\(space)\(anyOf)"
    }
    if isLowerBound {
        sentence = "\(sentence)\(space)\(catalog.text(.computedFromListed))"
    }
    return """
        <p class="next-h">\(sentence)\(space)\
        <a href="\(context.methodologyLink(anchor: "next-h"))">\(catalog.text(.howComputed))</a></p>

        """
}
