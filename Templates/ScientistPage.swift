import HIndexCore

/// One scientist's page: summary card, provenance, notices, bio and the color-coded
/// publication table.
///
/// - Parameters:
///   - context: expects `rootPath` `"../../"` (the page is `scientists/<slug>/index.html`).
///   - report: the scientist's report; `bioHTML` is inserted as trusted HTML (cmark output
///     with raw HTML dropped), everything else is escaped.
///   - freshness: when each fetched source's data was fetched, and whether its last refresh
///     failed; empty for saved pages. Dates come from the cache, never from the clock.
///   - history: the cache's metrics history of the citation source, oldest first, for the
///     history chart.
///   - departments: the departments with a page, linked from the structured data.
///
/// The head carries the scientist as schema.org `Person` JSON-LD (``StructuredData``).
public func scientistPage(
    context: PageContext, report: ScientistReport, freshness: [DataFreshness] = [],
    history: [MetricsHistoryPoint] = [], departments: [Department] = []
) -> HTML {
    let entry = report.entry
    let body: HTML = """
        <nav class="breadcrumb" aria-label="Breadcrumb"><a href="\(context.homeLink)">All scientists</a></nav>
        <h1>\(entry.name)</h1>
        \(summaryCard(report, context: context))
        \(provenance(report))\(freshnessLine(freshness))
        \(noticesSection(report.notices.map(\.message)))
        \(bioSection(report.bioHTML))
        \(chartsSection(report, history: history))
        \(publicationsSection(report))
        \(sourceComparisonSection(report))
        \(referenceSection(report))
        \(matchingReportSection(report))
        \(scientistDownloads(context: context, slug: entry.slug))
        """
    let personData = StructuredData.script(
        StructuredData.person(entry, context: context, departments: departments))
    return layout(
        context: context, title: entry.name,
        description: "h-index, citations and publications of \(entry.name)",
        head: "\n\(personData)", body: body)
}

/// Where the publications came from.
func provenance(_ report: ScientistReport) -> HTML {
    guard let source = report.source else {
        return "<p class=\"provenance\">No citation source was loaded for this scientist.</p>"
    }
    let lower = source.origin.lowercased()
    let origin: HTML =
        lower.hasPrefix("https://") || lower.hasPrefix("http://")
        ? "<a href=\"\(source.origin)\" rel=\"nofollow\">\(source.origin)</a>"
        : "<code>\(source.origin)</code>"
    let completeness: HTML =
        source.isComplete ? "" : " The list is truncated, so the metrics are lower bounds."
    let leftOut = source.leftOutBySurnameFilter ?? 0
    let filtered: HTML =
        leftOut == 0
        ? ""
        : """
         \(grouped: leftOut) search \(leftOut == 1 ? "result" : "results") by other authors \
        \(leftOut == 1 ? "was" : "were") left out (surname filter).
        """
    return """
        <p class="provenance">Source: \(source.sourceName), from \(origin) \
        (\(grouped: source.publications.count) \
        \(source.publications.count == 1 ? "publication" : "publications")).\(filtered)\
        \(completeness)</p>
        """
}

/// A line (after a line break) saying "Google Scholar profile fetched 2026-11-20." for each
/// fetched source, or nothing for saved pages; a stale source says since when.
func freshnessLine(_ freshness: [DataFreshness]) -> HTML {
    guard !freshness.isEmpty else { return .empty }
    let parts = freshness.map { item -> HTML in
        guard let since = item.staleSince else {
            return
                "\(item.label) fetched <time datetime=\"\(item.fetched)\">\(item.fetched)</time>."
        }
        return """
            \(item.label) fetched <time datetime="\(item.fetched)">\(item.fetched)</time>, \
            <strong class="stale">stale since <time datetime="\(since)">\(since)</time></strong>: \
            the last refresh failed (see the notices).
            """
    }
    let stale = freshness.contains(where: \.isStale)
    return """

        <p class="provenance freshness\(stale ? " stale" : "")">\(parts.joined(separator: " "))</p>
        """
}

/// The notices as a visible list, or nothing when there are none.
func noticesSection(_ notices: [String]) -> HTML {
    guard !notices.isEmpty else { return .empty }
    return """
        <section class="notices" aria-labelledby="notices-heading">
        <h2 id="notices-heading">Notices</h2>
        <ul>
        \(notices.map { "<li>\($0)</li>" as HTML }.joined(separator: "\n"))
        </ul>
        </section>
        """
}

/// The bio (trusted cmark output), or nothing when it is blank.
func bioSection(_ bioHTML: String) -> HTML {
    guard !bioHTML.trimmingWhitespace().isEmpty else { return .empty }
    return """
        <section class="bio" aria-label="Biography">
        \(HTML.raw(bioHTML))
        </section>
        """
}

/// The publication table with its legend, or an explanation when there are no publications.
func publicationsSection(_ report: ScientistReport) -> HTML {
    guard !report.publications.isEmpty else {
        let reason: HTML =
            if !report.notices.isEmpty {
                "No publications could be loaded for this scientist; the notices above say why."
            } else if report.source == nil {
                "No publications to show: no citation source is configured for this scientist."
            } else {
                "No publications to show: the citation source listed none for this scientist."
            }
        return """
            <section class="publications" aria-labelledby="publications-heading">
            <h2 id="publications-heading">Publications</h2>
            <p class="empty-state">\(reason)</p>
            </section>
            """
    }
    let counted = report.publications.filter { $0.role != .excluded }.count
    let sourceName = report.source?.sourceName ?? "the citation source"
    let rows = report.publications.enumerated().map { offset, item -> HTML in
        let publication = item.publication
        let year: HTML = publication.year.map { "\($0)" } ?? missingValue
        let citations: HTML =
            publication.citations.map { "\(grouped: $0)" } ?? missingValue
        return """
            <tr class="\(item.role.cssClass)">\
            <td class="num index">\(offset + 1)</td>\
            <th scope="row" class="title">\(publication.title)</th>\
            <td class="authors" data-label="Authors">\(publication.authors)</td>\
            <td class="venue" data-label="Venue">\(publication.venue)</td>\
            <td class="num year" data-label="Year">\(year)</td>\
            <td class="num citations" data-label="Citations">\(citations)</td>\
            <td class="role">\(roleBadge(item.role, reason: item.reason))</td>\
            </tr>
            """
    }
    return """
        <section class="publications" aria-labelledby="publications-heading">
        <h2 id="publications-heading">Publications</h2>
        \(roleLegend())
        <div class="table-scroll" role="region" aria-labelledby="publications-caption" tabindex="0">
        <table class="publications-table">
        <caption id="publications-caption">Publications from \(sourceName), most cited first \
        (\(grouped: report.publications.count) listed, \(grouped: counted) counted)</caption>
        <thead>
        <tr><th scope="col" class="num">#</th><th scope="col">Title</th>\
        <th scope="col">Authors</th><th scope="col">Venue</th>\
        <th scope="col" class="num">Year</th><th scope="col" class="num">Citations</th>\
        <th scope="col">Role</th></tr>
        </thead>
        <tbody>
        \(rows.joined(separator: "\n"))
        </tbody>
        </table>
        </div>
        </section>
        """
}

/// A dash for a value the source does not give, with a text alternative.
let missingValue: HTML = "<span class=\"missing\" title=\"not given by the source\">–</span>"

/// The legend of the four roles: the same badge as in the table, with an explanation.
func roleLegend() -> HTML {
    let items = HCoreRole.allCases.map { role -> HTML in
        "<li>\(roleBadge(role, reason: nil)) \(role.explanation)</li>"
    }
    return """
        <ul class="legend">
        \(items.joined(separator: "\n"))
        </ul>
        """
}

/// A role's badge: symbol, color and text label (never color alone).
func roleBadge(_ role: HCoreRole, reason: ExclusionReason?) -> HTML {
    var label = role.label
    if role == .excluded, let reason { label += " (\(reason.label))" }
    return """
        <span class="badge \(role.cssClass)"><span class="symbol" aria-hidden="true">\
        \(role.symbol)</span> \(label)</span>
        """
}

extension HCoreRole {
    /// The CSS class of rows and badges with this role, e.g. `role-core`.
    public var cssClass: String { "role-\(rawValue)" }

    /// The symbol shown beside the label: ● core, ◐ boundary, ○ outside, ✕ excluded.
    public var symbol: String {
        switch self {
        case .core: "●"
        case .boundary: "◐"
        case .outside: "○"
        case .excluded: "✕"
        }
    }

    /// A sentence explaining the role, for the legend.
    public var explanation: String {
        switch self {
        case .core:
            "counts toward the h-index: one of the h most cited papers."
        case .boundary:
            "shares the boundary citation count with other papers; only some of them are "
                + "needed for h, and which ones is arbitrary."
        case .outside:
            "counted, but has too few citations to raise the h-index."
        case .excluded:
            "not counted: excluded manually, or missing from the scientist’s reference list."
        }
    }
}

extension ExclusionReason {
    /// The short text shown in parentheses after "excluded", e.g. "manual".
    public var label: String {
        switch self {
        case .manual: "manual"
        case .notOnReferenceList: "not on reference list"
        case .duplicate: "duplicate row"
        }
    }
}
