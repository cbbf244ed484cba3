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
///   - dataDay: the day of the data ("Data as of"): the oldest fetch of its sources, or the
///     content file's `saved:` day; `nil` when not known.
///
/// The head carries the scientist as schema.org `Person` JSON-LD (``StructuredData``).
public func scientistPage(
    context: PageContext, report: ScientistReport, freshness: [DataFreshness] = [],
    history: [MetricsHistoryPoint] = [], departments: [Department] = [],
    dataDay: String? = nil
) -> HTML {
    let entry = report.entry
    let catalog = context.catalog
    let body: HTML = """
        <nav class="breadcrumb" aria-label="\(catalog.text(.breadcrumb))"><a href="\(context.homeLink)">\(catalog.text(.allScientists))</a></nav>
        <h1>\(entry.name)</h1>
        \(summaryCard(report, context: context, dataDay: dataDay))
        \(provenance(report, catalog: catalog))\(freshnessLine(freshness, catalog: catalog))
        \(noticesSection(report.notices.filter(\.isPublic).map { catalog.text($0.text) }, catalog: catalog))
        \(bioSection(report.bioHTML, catalog: catalog))
        \(chartsSection(report, history: history, catalog: catalog))
        \(publicationsSection(report, catalog: catalog))
        \(sourceComparisonSection(report, catalog: catalog))
        \(referenceSection(report, catalog: catalog))
        \(matchingReportSection(report, catalog: catalog))
        \(scientistDownloads(context: context, slug: entry.slug))
        """
    let personData = StructuredData.script(
        StructuredData.person(entry, context: context, departments: departments))
    return layout(
        context: context, title: entry.name,
        description: catalog.text(.scientistDescription, ["name": entry.name]),
        head: "\n\(personData)", body: body)
}

/// Where the publications came from.
func provenance(_ report: ScientistReport, catalog: Catalog) -> HTML {
    guard let source = report.source else {
        return "<p class=\"provenance\">\(catalog.text(.noSourceLoaded))</p>"
    }
    let lower = source.origin.lowercased()
    let origin: HTML =
        lower.hasPrefix("https://") || lower.hasPrefix("http://")
        ? "<a href=\"\(source.origin)\" rel=\"nofollow\">\(source.origin)</a>"
        : "<code>\(source.origin)</code>"
    let completeness: HTML =
        source.isComplete ? "" : " \(catalog.text(.listTruncatedLowerBounds))"
    let leftOut = source.leftOutBySurnameFilter ?? 0
    let filtered: HTML =
        leftOut == 0
        ? ""
        : " \(catalog.plural(leftOut, one: .leftOutBySurnameOne, other: .leftOutBySurnameOther))"
    let publications = catalog.plural(
        source.publications.count, one: .publicationsCountOne, other: .publicationsCountOther)
    let sentence = catalog.html(
        .sourceFrom,
        [
            "source": "\(catalog.sourceName(source.sourceName))", "origin": origin,
            "publications": "\(publications)",
        ])
    return """
        <p class="provenance">\(sentence)\(filtered)\(completeness)</p>
        """
}

/// A line (after a line break) saying "Google Scholar profile fetched 2026-11-20." for each
/// fetched source, or nothing for saved pages; a stale source says since when.
func freshnessLine(_ freshness: [DataFreshness], catalog: Catalog) -> HTML {
    guard !freshness.isEmpty else { return .empty }
    let parts = freshness.map { item -> HTML in
        let fetched: HTML =
            "<time datetime=\"\(item.fetched)\">\(catalog.day(item.fetched))</time>"
        guard let since = item.staleSince else {
            return catalog.html(
                .dataFetched, ["what": "\(catalog.sourceName(item.label))", "day": fetched])
        }
        return catalog.html(
            .dataFetchedStale,
            [
                "what": "\(catalog.sourceName(item.label))", "day": fetched,
                "since": "<time datetime=\"\(since)\">\(catalog.day(since))</time>",
            ])
    }
    let stale = freshness.contains(where: \.isStale)
    return """

        <p class="provenance freshness\(stale ? " stale" : "")">\(parts.joined(separator: " "))</p>
        """
}

/// The notices as a visible list, or nothing when there are none.
func noticesSection(_ notices: [String], catalog: Catalog) -> HTML {
    guard !notices.isEmpty else { return .empty }
    return """
        <section class="notices" aria-labelledby="notices-heading">
        <h2 id="notices-heading">\(catalog.text(.notices))</h2>
        <ul>
        \(notices.map { "<li>\($0)</li>" as HTML }.joined(separator: "\n"))
        </ul>
        </section>
        """
}

/// The bio (trusted cmark output), or nothing when it is blank.
func bioSection(_ bioHTML: String, catalog: Catalog) -> HTML {
    guard !bioHTML.trimmingWhitespace().isEmpty else { return .empty }
    return """
        <section class="bio" aria-label="\(catalog.text(.biography))">
        \(HTML.raw(bioHTML))
        </section>
        """
}

/// The publication table with its legend, or an explanation when there are no publications.
func publicationsSection(_ report: ScientistReport, catalog: Catalog) -> HTML {
    guard !report.publications.isEmpty else {
        let reason: String =
            if report.notices.contains(where: \.isPublic) {
                catalog.text(.noPublicationsLoaded)
            } else if report.source == nil {
                catalog.text(.noPublicationsNoSource)
            } else {
                catalog.text(.noPublicationsListed)
            }
        return """
            <section class="publications" aria-labelledby="publications-heading">
            <h2 id="publications-heading">\(catalog.text(.publications))</h2>
            <p class="empty-state">\(reason)</p>
            </section>
            """
    }
    let counted = report.publications.filter { $0.role != .excluded }.count
    let sourceName =
        report.source.map { catalog.sourceName($0.sourceName) } ?? catalog.text(.theCitationSource)
    let authors = catalog.text(.authors)
    let venue = catalog.text(.venue)
    let yearLabel = catalog.text(.year)
    let citationsLabel = catalog.text(.citations)
    let rows = publicationRows(
        report.publications, catalog: catalog, authors: authors, venue: venue,
        year: yearLabel, citations: citationsLabel)
    let caption = catalog.text(
        .publicationsCaption,
        [
            "source": sourceName, "listed": catalog.number(report.publications.count),
            "counted": catalog.number(counted),
        ])
    return """
        <section class="publications" aria-labelledby="publications-heading">
        <h2 id="publications-heading">\(catalog.text(.publications))</h2>
        \(roleLegend(catalog))
        \(attributionSummary(report, catalog: catalog))
        <div class="table-scroll" role="region" aria-labelledby="publications-caption" tabindex="0">
        <table class="publications-table">
        <caption id="publications-caption">\(caption)</caption>
        <thead>
        <tr><th scope="col" class="num">#</th><th scope="col">\(catalog.text(.title))</th>\
        <th scope="col">\(authors)</th><th scope="col">\(venue)</th>\
        <th scope="col" class="num">\(yearLabel)</th><th scope="col" class="num">\(citationsLabel)</th>\
        <th scope="col">\(catalog.text(.role))</th></tr>
        </thead>
        <tbody>
        \(rows)
        </tbody>
        </table>
        </div>
        </section>
        """
}

/// The rows of the publication table, joined by line breaks: ``generalPublicationRows``
/// written into one byte buffer, with the text escaped into it and the parts shared by every
/// row (labels, badges, row classes) made once.
func publicationRows(
    _ publications: [ClassifiedPublication], catalog: Catalog, authors: String, venue: String,
    year yearLabel: String, citations citationsLabel: String
) -> HTML {
    func bytes(_ html: HTML) -> [UInt8] { Array(html.markup.utf8) }
    let missing = bytes(missingValue(catalog))
    let indexCell = Array(#""><td class="num index">"#.utf8)
    let titleCell = Array(#"</td><th scope="row" class="title">"#.utf8)
    let linkStart = Array(#"<a href=""#.utf8)
    let linkMiddle = Array(#"">"#.utf8)
    let linkEnd = Array("</a>".utf8)
    let authorsCell = bytes(#"</th><td class="authors" data-label="\#(authors)">"#)
    let venueCell = bytes(#"</td><td class="venue" data-label="\#(venue)">"#)
    let yearCell = bytes(#"</td><td class="num year" data-label="\#(yearLabel)">"#)
    let citationsCell = bytes(#"</td><td class="num citations" data-label="\#(citationsLabel)">"#)
    let roleCell = Array(#"</td><td class="role">"#.utf8)
    let rowEnd = Array("</td></tr>".utf8)
    var badges: [HCoreRole: [ExclusionReason?: [UInt8]]] = [:]
    var rowStarts: [HCoreRole: [UInt8]] = [:]
    var output: [UInt8] = []
    output.reserveCapacity(publications.count * 720)
    for (offset, item) in publications.enumerated() {
        let publication = item.publication
        let badge =
            badges[item.role]?[item.reason]
            ?? bytes(roleBadge(item.role, reason: item.reason, catalog: catalog))
        badges[item.role, default: [:]][item.reason] = badge
        let rowStart = rowStarts[item.role] ?? bytes("<tr class=\"\(item.role.cssClass)")
        rowStarts[item.role] = rowStart
        if offset > 0 { output.append(0x0A) }
        output.append(contentsOf: rowStart)
        output.append(contentsOf: indexCell)
        output.append(contentsOf: String(offset + 1).utf8)
        output.append(contentsOf: titleCell)
        if let link = PaperLink.url(of: publication) {
            output.append(contentsOf: linkStart)
            output.append(contentsOf: link.utf8)
            output.append(contentsOf: linkMiddle)
            HTML.appendEscaped(publication.title, to: &output)
            output.append(contentsOf: linkEnd)
        } else {
            HTML.appendEscaped(publication.title, to: &output)
        }
        output.append(contentsOf: authorsCell)
        HTML.appendEscaped(publication.authors, to: &output)
        output.append(contentsOf: venueCell)
        HTML.appendEscaped(publication.venue, to: &output)
        output.append(contentsOf: yearCell)
        if let year = publication.year {
            output.append(contentsOf: String(year).utf8)
        } else {
            output.append(contentsOf: missing)
        }
        output.append(contentsOf: citationsCell)
        if let citations = publication.citations {
            output.append(contentsOf: catalog.number(citations).utf8)
        } else {
            output.append(contentsOf: missing)
        }
        output.append(contentsOf: roleCell)
        output.append(contentsOf: badge)
        if let attribution = item.attribution {
            output.append(
                contentsOf: bytes(attributionMarkup(attribution, of: item, catalog: catalog)))
        }
        output.append(contentsOf: rowEnd)
    }
    return .raw(String(decoding: output, as: UTF8.self))
}

/// The rows of the publication table, one interpolated literal each: the definition
/// ``publicationRows(_:catalog:authors:venue:year:citations:)`` writes (the tests hold the
/// two to the same markup).
func generalPublicationRows(
    _ publications: [ClassifiedPublication], catalog: Catalog, authors: String, venue: String,
    year yearLabel: String, citations citationsLabel: String
) -> HTML {
    let missing = missingValue(catalog)
    let rows = publications.enumerated().map { offset, item -> HTML in
        let publication = item.publication
        let year: HTML = publication.year.map { "\($0)" } ?? missing
        let citations: HTML =
            publication.citations.map { "\(grouped: $0, catalog)" } ?? missing
        let badge = roleBadge(item.role, reason: item.reason, catalog: catalog)
        let title: HTML =
            PaperLink.url(of: publication).map { "<a href=\"\($0)\">\(publication.title)</a>" }
            ?? "\(publication.title)"
        let attribution =
            item.attribution.map {
                attributionMarkup($0, of: item, catalog: catalog)
            } ?? .empty
        return """
            <tr class="\(item.role.cssClass)">\
            <td class="num index">\(offset + 1)</td>\
            <th scope="row" class="title">\(title)</th>\
            <td class="authors" data-label="\(authors)">\(publication.authors)</td>\
            <td class="venue" data-label="\(venue)">\(publication.venue)</td>\
            <td class="num year" data-label="\(yearLabel)">\(year)</td>\
            <td class="num citations" data-label="\(citationsLabel)">\(citations)</td>\
            <td class="role">\(badge)\(attribution)</td>\
            </tr>
            """
    }
    return rows.joined(separator: "\n")
}

/// How the papers were attributed, in plain words, with the classes' legend; nothing when
/// no list was applied.
func attributionSummary(_ report: ScientistReport, catalog: Catalog) -> HTML {
    guard let summary = report.attribution else { return .empty }
    let sentences = summary.messages.map { catalog.text($0) }
        .joined(separator: catalog.text(.sentenceSeparator))
    let items = AttributionClass.allCases.map { attribution -> HTML in
        "<li>\(attributionBadge(attribution, catalog: catalog)) \(catalog.explanation(attribution))</li>"
    }
    return """
        <p class="attribution-summary">\(sentences)</p>
        <ul class="legend attribution-legend">
        \(items.joined(separator: "\n"))
        </ul>

        """
}

/// A paper's attribution after its role badge: the class's badge and, for a paper that is
/// not on the list, its evidence in words.
func attributionMarkup(
    _ attribution: PaperAttribution, of item: ClassifiedPublication, catalog: Catalog
) -> HTML {
    let badge = attributionBadge(attribution.attributionClass, catalog: catalog)
    guard let evidence = attribution.evidence else { return " \(badge)" }
    let sentences = evidence.messages.map { catalog.text($0) }
    let words = sentences.joined(separator: catalog.text(.listSeparator))
    return """
         \(badge) <span class="evidence"><span class="visually-hidden">\
        \(catalog.text(.attributionEvidenceLabel)): </span>\(words)</span>
        """
}

/// An attribution class's badge: symbol and text label.
func attributionBadge(_ attribution: AttributionClass, catalog: Catalog) -> HTML {
    """
    <span class="badge \(attribution.cssClass)"><span class="symbol" aria-hidden="true">\
    \(attribution.symbol)</span> \(catalog.label(attribution))</span>
    """
}

extension AttributionClass {
    /// The CSS class of the class's badge, e.g. `attribution-attributed`.
    public var cssClass: String { "attribution-\(rawValue)" }

    /// The symbol beside the label: ✓ on the list, ≈ attributed, ? undecided, ≠ possible
    /// namesake.
    public var symbol: String {
        switch self {
        case .confirmed: "✓"
        case .attributed: "≈"
        case .undecided: "?"
        case .possibleNamesake: "≠"
        }
    }
}

/// A dash for a value the source does not give, with a text alternative.
func missingValue(_ catalog: Catalog) -> HTML {
    "<span class=\"missing\" title=\"\(catalog.text(.notGivenBySource))\">–</span>"
}

/// The legend of the four roles: the same badge as in the table, with an explanation.
func roleLegend(_ catalog: Catalog) -> HTML {
    let items = HCoreRole.allCases.map { role -> HTML in
        "<li>\(roleBadge(role, reason: nil, catalog: catalog)) \(catalog.explanation(role))</li>"
    }
    return """
        <ul class="legend">
        \(items.joined(separator: "\n"))
        </ul>
        """
}

/// A role's badge: symbol, color and text label (never color alone).
func roleBadge(_ role: HCoreRole, reason: ExclusionReason?, catalog: Catalog) -> HTML {
    var label = catalog.label(role)
    if role == .excluded, let reason { label += " (\(catalog.label(reason)))" }
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
        case .possibleNamesake: "possible namesake"
        }
    }
}
