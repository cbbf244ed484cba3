import HIndexCore

/// The home page: the intro and the leaderboard of all scientists, in one ordering.
///
/// Every ordering (``LeaderboardOrder``) is its own static page in the same folder
/// (`index.html` by h-index, `by-citations.html`, …), so the table can be ordered without
/// JavaScript; `assets/sort.js` then reorders in place without loading another page.
///
/// - Parameters:
///   - context: expects `rootPath` `""` (the page is in the site's root folder).
///   - rows: the ranked rows in h-index order, from `Leaderboard.rows(for:history:)`.
///   - departments: departments that have a page under `departments/<slug>/`; they are
///     listed as filter links above the table, and a department name in a row links to its
///     page. Pass `[]` when no department pages exist.
///   - introHTML: the home page intro, trusted HTML (cmark output of `site.md`'s body).
///   - staleSince: for scientists whose last refresh failed, the day since when their data
///     is stale, by slug; their rows are marked.
///   - order: the ordering this page shows.
///   - fetchedDays: the oldest day on which each scientist's fetched data was fetched, by
///     slug (scientists whose data comes only from saved pages are absent); the table notes
///     give the range.
///   - savedDays: the `saved:` day of each scientist whose data comes only from saved
///     pages, by slug; with `fetchedDays` they give the "Data as of" note.
///   - markup: the rows rendered for all orderings (``LeaderboardRowsMarkup``, made with the
///     same context, rows, departments and `staleSince`), when the page is one of several
///     orderings rendered together; made here when `nil`.
public func leaderboardPage(
    context: PageContext, rows: [LeaderboardRow], departments: [Department], introHTML: String,
    staleSince: [String: String] = [:], order: LeaderboardOrder = .hIndex,
    fetchedDays: [String: String] = [:], savedDays: [String: String] = [:],
    markup: LeaderboardRowsMarkup? = nil
) -> HTML {
    let body: HTML = """
        <h1>\(context.settings.title)</h1>
        \(introSection(introHTML))
        \(departmentFilter(context: context, departments: departments, current: nil, order: order))
        \(leaderboardTable(
            context: context, rows: rows, departments: departments,
            department: nil, staleSince: staleSince, folder: "", order: order,
            fetchedDays: fetchedDays, savedDays: savedDays, markup: markup))
        \(leaderboardDownloads(context: context))
        """
    let catalog = context.catalog
    let title =
        order == .hIndex
        ? context.settings.title
        : catalog.text(
            .siteOrderedBy, ["site": context.settings.title, "noun": catalog.noun(order)])
    let itemList = StructuredData.itemListScript(
        markup?.ordered(by: order) ?? Leaderboard.reordered(rows, by: order),
        name: leaderboardCaption(department: nil, order: order, catalog: catalog),
        context: context)
    return layout(
        context: context, title: title, head: "\n\(itemList)", body: body, headerTitle: false)
}

/// A department's page: its description and the leaderboard of its scientists, in one
/// ordering (see `leaderboardPage`).
///
/// - Parameters:
///   - context: expects `rootPath` `"../../"` (the page is in `departments/<slug>/`).
///   - department: the department.
///   - descriptionHTML: its description, trusted HTML (cmark output).
///   - rows: the department's rows in h-index order, ranked among themselves
///     (`Leaderboard.rows(for:history:)` over the department's reports, so ranks start at 1).
///   - departments: all departments with a page, for the filter links and the Department
///     column.
///   - staleSince: for scientists whose last refresh failed, the day since when their data
///     is stale, by slug; their rows are marked.
///   - order: the ordering this page shows.
///   - fetchedDays, savedDays: as for `leaderboardPage`.
///   - markup: the rows rendered for all orderings (``LeaderboardRowsMarkup``, made with the
///     same context, rows, departments and `staleSince`), when the page is one of several
///     orderings rendered together; made here when `nil`.
public func departmentPage(
    context: PageContext, department: Department, descriptionHTML: String,
    rows: [LeaderboardRow], departments: [Department], staleSince: [String: String] = [:],
    order: LeaderboardOrder = .hIndex, fetchedDays: [String: String] = [:],
    savedDays: [String: String] = [:],
    markup: LeaderboardRowsMarkup? = nil
) -> HTML {
    let catalog = context.catalog
    let body: HTML = """
        <nav class="breadcrumb" aria-label="\(catalog.text(.breadcrumb))"><a href="\(context.homeLink)">\(catalog.text(.allScientists))</a></nav>
        <h1>\(department.name)</h1>
        \(introSection(descriptionHTML))
        \(departmentFilter(
            context: context, departments: departments, current: department, order: order))
        \(leaderboardTable(
            context: context, rows: rows, departments: departments,
            department: department.name, staleSince: staleSince, folder: "departments/\(URLPath.segment(department.slug))/",
            order: order, fetchedDays: fetchedDays, savedDays: savedDays, markup: markup))
        """
    let title =
        order == .hIndex
        ? department.name
        : catalog.text(
            .departmentOrderedBy, ["department": department.name, "noun": catalog.noun(order)])
    let folder = "departments/\(URLPath.segment(department.slug))/"
    let itemList = StructuredData.itemListScript(
        markup?.ordered(by: order) ?? Leaderboard.reordered(rows, by: order),
        name: leaderboardCaption(department: department.name, order: order, catalog: catalog),
        context: context)
    let head: HTML = """

        \(feedLink(href: context.link(to: folder + "feed.xml"), title: catalog.text(.feedTitle, ["name": department.name])))
        \(itemList)
        """
    return layout(
        context: context, title: title,
        description: catalog.text(.departmentDescription, ["department": department.name]),
        head: head, body: body)
}

/// A trusted intro fragment in its own section, or nothing when it is blank.
func introSection(_ html: String) -> HTML {
    html.trimmingWhitespace().isEmpty ? .empty : "<div class=\"intro\">\(HTML.raw(html))</div>"
}

/// The department filter: "All departments" and one link per department, each in the
/// current ordering; the current one is marked with `aria-current`.
func departmentFilter(
    context: PageContext, departments: [Department], current: Department?,
    order: LeaderboardOrder
) -> HTML {
    guard !departments.isEmpty else { return .empty }
    func item(_ label: String, folder: String, isCurrent: Bool) -> HTML {
        let currentAttribute: HTML = isCurrent ? " aria-current=\"page\"" : .empty
        let alternatives = LeaderboardOrder.allCases.map { candidate -> HTML in
            " data-href-\(candidate.rawValue)=\"\(context.link(to: folder + candidate.fileName))\""
        }.joined()
        return """
            <li><a href="\(context.link(to: folder + order.fileName))"\(currentAttribute)\
            \(alternatives)>\(label)</a></li>
            """
    }
    let links =
        [item(context.catalog.text(.allDepartments), folder: "", isCurrent: current == nil)]
        + departments.map { department in
            item(
                department.name, folder: "departments/\(URLPath.segment(department.slug))/",
                isCurrent: department.slug == current?.slug)
        }
    return """
        <nav class="department-nav" aria-label="\(context.catalog.text(.filterByDepartment))">
        <h2>\(context.catalog.text(.departments))</h2>
        <ul>
        \(links.joined(separator: "\n"))
        </ul>
        </nav>
        """
}

/// The leaderboard table in one ordering, with its footnotes, or a message when there are
/// no rows.
///
/// - Parameters:
///   - rows: the rows in h-index order.
///   - department: the department's name on its page, `nil` on the home page (captions).
///   - folder: the leaderboard's folder relative to the site root (`""` or
///     `departments/<slug>/`); the column headers link to the orderings in it.
///   - order: the ordering shown; its column header carries `aria-sort`.
///   - fetchedDays, savedDays: as for `leaderboardPage`.
///   - markup: the rows rendered for all orderings (``LeaderboardRowsMarkup``, made with the
///     same context, rows, departments and `staleSince`), when the page is one of several
///     orderings rendered together; made here when `nil`.
func leaderboardTable(
    context: PageContext, rows: [LeaderboardRow], departments: [Department], department: String?,
    staleSince: [String: String] = [:], folder: String = "", order: LeaderboardOrder = .hIndex,
    fetchedDays: [String: String] = [:], savedDays: [String: String] = [:],
    markup: LeaderboardRowsMarkup? = nil
) -> HTML {
    let catalog = context.catalog
    let caption = leaderboardCaption(department: department, order: order, catalog: catalog)
    guard !rows.isEmpty else {
        return """
            <p class="empty-state">\(catalog.html(.noScientistsYet))</p>
            """
    }
    // Every ordering's position and rank of each row, for sort.js to reorder in place, and
    // each row's markup (rendered once for all the orderings of a leaderboard when given).
    let table =
        markup
        ?? LeaderboardRowsMarkup(
            context: context, rows: rows, departments: departments, staleSince: staleSince)
    let hasMissingData = rows.contains { !$0.hasData }
    let hasLowerBound = rows.contains(where: \.isLowerBound)
    let hasStale = rows.contains { staleSince[$0.slug] != nil }
    let hasSharedRank = table.hasSharedRank(order)
    let body = table.body(order, catalog: catalog)

    var notes: [HTML] = []
    if hasSharedRank {
        notes.append(catalog.html(.noteSharedRank))
    }
    if hasLowerBound {
        notes.append(
            """
            <span id="note-lower-bound">\(catalog.html(.noteLowerBound))</span>
            """)
    }
    if hasMissingData {
        notes.append(catalog.html(.noteMissingData))
    }
    notes.append(
        contentsOf: dataDateNotes(
            rows: rows, fetchedDays: fetchedDays, savedDays: savedDays, catalog: catalog))
    if hasStale {
        notes.append(catalog.html(.noteStale))
    }
    notes.append(catalog.html(.noteTrend))
    // The metrics as a sentence names them ("citations", not the column's "Citations").
    let definitions = LeaderboardOrder.allCases.compactMap { column -> HTML? in
        column.metric.map { metric in
            "<a href=\"\(context.link(to: "methodology/"))#\(metric.id)\">\(catalog.noun(column))</a>"
        }
    }
    notes.append(
        catalog.html(
            .noteDefinitions,
            ["metrics": definitions.joined(separator: HTML(text: catalog.text(.listSeparator)))]))
    let orderNote: HTML =
        "<p class=\"table-note\" id=\"leaderboard-order\">\(catalog.orderDescription(order))</p>"

    let headers = LeaderboardOrder.allCases.map { column -> HTML in
        let isActive = column == order
        let sortAttribute: HTML = isActive ? " aria-sort=\"descending\"" : .empty
        let marker: HTML =
            isActive ? " <span class=\"sort-marker\" aria-hidden=\"true\">▼</span>" : .empty
        let nextCaption = leaderboardCaption(
            department: department, order: column, catalog: catalog)
        return """
            <th scope="col" class="num \(column.cellClass)"\(sortAttribute)><a href="\(context.link(to: folder + column.fileName))" \
            data-order="\(column.rawValue)" data-caption="\(nextCaption)" \
            data-note="\(catalog.orderDescription(column))">\(catalog.label(column))</a>\(marker)</th>
            """
    }.joined()

    return """
        \(nameFilter(tableID: "leaderboard-table", catalog: catalog))
        <div class="table-scroll" role="region" aria-labelledby="leaderboard-caption" tabindex="0">
        <table class="leaderboard" id="leaderboard-table" data-order="\(order.rawValue)">
        <caption id="leaderboard-caption">\(caption)</caption>
        <thead>
        <tr><th scope="col" class="num rank">\(catalog.text(.rank))</th>\
        <th scope="col" class="name">\(catalog.text(.name))</th>\
        <th scope="col" class="department">\(catalog.text(.department))</th>\(headers)</tr>
        </thead>
        <tbody>
        \(body)
        </tbody>
        </table>
        </div>
        \(orderNote)
        \(notes.map { "<p class=\"table-note\">\($0)</p>" as HTML }.joined(separator: "\n"))
        <script src="\(context.link(to: "assets/sort.js"))" defer></script>
        <script src="\(context.link(to: "assets/filter.js"))" defer></script>
        """
}

/// The table caption: "Scientists ranked by h-index", "Physics: scientists ordered by
/// citations".
func leaderboardCaption(department: String?, order: LeaderboardOrder, catalog: Catalog)
    -> String
{
    let noun = catalog.noun(order)
    guard let department else {
        return order == .hIndex
            ? catalog.text(.captionRanked) : catalog.text(.captionOrdered, ["noun": noun])
    }
    return order == .hIndex
        ? catalog.text(.departmentCaptionRanked, ["department": department])
        : catalog.text(.departmentCaptionOrdered, ["department": department, "noun": noun])
}

/// The links of a row besides the scientist page: Google Scholar profile and homepage, when
/// known, each named with the scientist for screen readers.
func externalLinks(_ row: LeaderboardRow, catalog: Catalog) -> HTML {
    var links: [HTML] = []
    if let scholar = row.scholarURL {
        links.append(
            """
            <a href="\(scholar)">\(catalog.text(.scholar))<span class="visually-hidden"> \
            \(catalog.text(.profileOf, ["name": row.name]))</span></a>
            """)
    }
    if let homepage = row.homepageURL {
        links.append(
            """
            <a href="\(homepage)">\(catalog.text(.homepage))<span class="visually-hidden"> \
            \(catalog.text(.homepageOf, ["name": row.name]))</span></a>
            """)
    }
    guard !links.isEmpty else { return .empty }
    return " <span class=\"row-links\">\(links.joined(separator: " · "))</span>"
}

/// The trend cell's content: an arrow and the signed change, with the full statement for
/// screen readers and as a tooltip; "–" with an explanation when there is no earlier data.
func trendCell(_ trend: HIndexTrend?, catalog: Catalog) -> HTML {
    guard let trend else {
        return """
            <span aria-hidden="true" title="\(catalog.text(.noEarlierDataTitle))">–</span>\
            <span class="visually-hidden">\(catalog.text(.noEarlierData))</span>
            """
    }
    let (symbol, kind, amount): (String, String, String) =
        switch trend.change {
        case 0: ("–", "trend-same", "0")
        case 1...: ("▲", "trend-up", "+\(catalog.number(trend.change))")
        default: ("▼", "trend-down", "−\(catalog.number(-trend.change))")
        }
    let summary = catalog.trendSummary(trend)
    return """
        <span class="\(kind)" aria-hidden="true" title="\(summary)">\(symbol) \(amount)</span>\
        <span class="visually-hidden">\(summary)</span>
        """
}

/// The recent h-index of a row, "≥ n" for lower bounds, or a dash with an explanation when
/// it cannot be computed (no publication years to place the recent window).
func recentValue(_ row: LeaderboardRow, catalog: Catalog) -> HTML {
    guard let year = row.metrics.recentFromYear else {
        return """
            <span aria-hidden="true" title="\(catalog.text(.recentUnknown))">–</span>\
            <span class="visually-hidden">\(catalog.text(.recentUnknown))</span>
            """
    }
    let value = metricValue(
        row.metrics.recentHIndex, isLowerBound: row.isLowerBound, catalog: catalog)
    return
        "<span title=\"\(catalog.text(.publishedSince, ["year": String(year)]))\">\(value)</span>"
}

/// A grouped number, prefixed with "≥ " when it is a lower bound.
func metricValue(_ value: Int, isLowerBound: Bool, catalog: Catalog) -> HTML {
    isLowerBound ? "≥ \(grouped: value, catalog)" : "\(grouped: value, catalog)"
}

/// How old the ranked data is: the range of days on which the scientists' data was fetched,
/// and how many scientists' data comes from saved pages instead (dates from the cache, so
/// the page stays the same for the same inputs).
///
/// When some data comes from saved pages and every one of them gives its day (`saved:`, in
/// `savedDays` by slug), a first note gives the days of all the ranked data ("Data as of …").
func dataDateNotes(
    rows: [LeaderboardRow], fetchedDays: [String: String], savedDays: [String: String] = [:],
    catalog: Catalog
) -> [HTML] {
    let withData = rows.filter(\.hasData)
    let days = withData.compactMap { fetchedDays[$0.slug] }.sorted()
    let savedOnly = withData.count - days.count
    var notes: [HTML] = []
    // "… on DAY." for one day, "… between FIRST and LAST." for several.
    func daysNote(_ days: [String], one: MessageKey, range: MessageKey) -> HTML? {
        guard let first = days.first, let last = days.last else { return nil }
        let note =
            first == last
            ? catalog.text(one, ["day": catalog.day(first)])
            : catalog.text(range, ["first": catalog.day(first), "last": catalog.day(last)])
        return "\(note)"
    }
    let allDays = withData.compactMap { fetchedDays[$0.slug] ?? savedDays[$0.slug] }.sorted()
    if savedOnly > 0, allDays.count == withData.count,
        let note = daysNote(allDays, one: .dataAsOfDay, range: .dataAsOfRange)
    {
        notes.append(note)
    }
    if let note = daysNote(days, one: .dataFetchedOn, range: .dataFetchedBetween) {
        notes.append(note)
    }
    if savedOnly > 0 {
        let note =
            savedOnly == withData.count
            ? catalog.text(.savedPagesAll)
            : catalog.plural(savedOnly, one: .savedPagesOne, other: .savedPagesOther)
        notes.append("\(note)")
    }
    return notes
}

extension LeaderboardOrder {
    /// The CSS class of this ordering's column cells, e.g. `metric-citations`. On a phone the
    /// stylesheet shows the column of the table's `data-order` beside the name.
    public var cellClass: String { "metric-\(rawValue)" }
}
