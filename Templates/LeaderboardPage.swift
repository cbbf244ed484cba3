import HIndexCore

/// The home page: the intro and the leaderboard of all scientists.
///
/// - Parameters:
///   - context: expects `rootPath` `""` (the page is the site's `index.html`).
///   - rows: the ranked rows, from `Leaderboard.rows(for:)`.
///   - departments: departments that have a page under `departments/<slug>/`; a department
///     name in a row links to its page when it matches one of these (by name or slug), and
///     these are listed as links above the table. Pass `[]` when no department pages exist.
///   - introHTML: the home page intro, trusted HTML (cmark output of `site.md`'s body).
///   - staleSince: for scientists whose last refresh failed, the day since when their data
///     is stale, by slug; their rows are marked.
public func leaderboardPage(
    context: PageContext, rows: [LeaderboardRow], departments: [Department], introHTML: String,
    staleSince: [String: String] = [:]
) -> HTML {
    let departmentNav: HTML =
        if departments.isEmpty {
            .empty
        } else {
            """
            <nav class="department-nav" aria-label="Departments">
            <h2>Departments</h2>
            <ul>
            \(departments.map { department -> HTML in
                "<li><a href=\"\(context.departmentLink(slug: department.slug))\">\(department.name)</a></li>"
            }.joined(separator: "\n"))
            </ul>
            </nav>
            """
        }
    let body: HTML = """
        <h1>\(context.settings.title)</h1>
        \(introSection(introHTML))
        \(departmentNav)
        \(leaderboardTable(
            context: context, rows: rows, departments: departments,
            caption: "Scientists ranked by h-index", staleSince: staleSince))
        \(leaderboardDownloads(context: context))
        """
    return layout(context: context, title: context.settings.title, body: body)
}

/// A department's page: its description and the leaderboard of its scientists.
///
/// - Parameters:
///   - context: expects `rootPath` `"../../"` (the page is `departments/<slug>/index.html`).
///   - department: the department.
///   - descriptionHTML: its description, trusted HTML (cmark output).
///   - rows: the department's rows, ranked among themselves (`Leaderboard.rows(for:)` over
///     the department's reports, so ranks start at 1).
///   - departments: all departments with a page, for links in the Department column.
///   - staleSince: for scientists whose last refresh failed, the day since when their data
///     is stale, by slug; their rows are marked.
public func departmentPage(
    context: PageContext, department: Department, descriptionHTML: String,
    rows: [LeaderboardRow], departments: [Department], staleSince: [String: String] = [:]
) -> HTML {
    let body: HTML = """
        <nav class="breadcrumb" aria-label="Breadcrumb"><a href="\(context.homeLink)">All scientists</a></nav>
        <h1>\(department.name)</h1>
        \(introSection(descriptionHTML))
        \(leaderboardTable(
            context: context, rows: rows, departments: departments,
            caption: "\(department.name): scientists ranked by h-index",
            staleSince: staleSince))
        """
    return layout(
        context: context, title: department.name,
        description: "h-index leaderboard of \(department.name)", body: body)
}

/// A trusted intro fragment in its own section, or nothing when it is blank.
func introSection(_ html: String) -> HTML {
    html.trimmingWhitespace().isEmpty ? .empty : "<div class=\"intro\">\(HTML.raw(html))</div>"
}

/// The leaderboard table with its footnotes, or a message when there are no rows.
func leaderboardTable(
    context: PageContext, rows: [LeaderboardRow], departments: [Department], caption: String,
    staleSince: [String: String] = [:]
) -> HTML {
    guard !rows.isEmpty else {
        return """
            <p class="empty-state">No scientists to rank yet. Add a file under \
            <code>content/scientists/</code> and build the site again.</p>
            """
    }
    var rankCounts: [Int: Int] = [:]
    for row in rows { if let rank = row.rank { rankCounts[rank, default: 0] += 1 } }
    let hasMissingData = rows.contains { !$0.hasData }
    let hasSharedRank = rankCounts.values.contains { $0 > 1 }
    let hasLowerBound = rows.contains(where: \.isLowerBound)
    let hasStale = rows.contains { staleSince[$0.slug] != nil }

    let body = rows.map { row -> HTML in
        let rank: HTML =
            if let value = row.rank {
                (rankCounts[value] ?? 0) > 1
                    ? "<span title=\"shared rank \(value)\">=\(value)</span>" : "\(value)"
            } else {
                "<span title=\"not ranked: no citation data\">–</span>"
            }
        let departmentCells = row.departments.map { name -> HTML in
            if let department = departments.first(where: { $0.name == name || $0.slug == name }) {
                "<a href=\"\(context.departmentLink(slug: department.slug))\">\(name)</a>"
            } else {
                "\(name)"
            }
        }
        let bound = row.isLowerBound
        let staleMark: HTML =
            if let since = staleSince[row.slug] {
                " <span class=\"stale-mark\" title=\"data stale since \(since)\">(stale)</span>"
            } else {
                .empty
            }
        guard row.hasData else {
            return """
                <tr class="no-data">\
                <td class="num">\(rank)</td>\
                <th scope="row"><a href="\(context.scientistLink(slug: row.slug))">\(row.name)</a>\(staleMark)</th>\
                <td>\(departmentCells.joined(separator: ", "))</td>\
                <td colspan="4">no citation data: see the scientist’s page</td>\
                </tr>
                """
        }
        return """
            <tr\(HTML.raw(bound ? " class=\"lower-bound\"" : ""))>\
            <td class="num">\(rank)</td>\
            <th scope="row"><a href="\(context.scientistLink(slug: row.slug))">\(row.name)</a>\(staleMark)</th>\
            <td>\(departmentCells.joined(separator: ", "))</td>\
            <td class="num">\(metricValue(row.metrics.hIndex, isLowerBound: bound))</td>\
            <td class="num">\(metricValue(row.metrics.i10Index, isLowerBound: bound))</td>\
            <td class="num">\(metricValue(row.metrics.citations, isLowerBound: bound))</td>\
            <td class="num">\(metricValue(row.metrics.papers, isLowerBound: bound))</td>\
            </tr>
            """
    }

    var notes: [HTML] = []
    if hasSharedRank {
        notes.append("“=” marks a shared rank: those scientists have the same h-index.")
    }
    if hasLowerBound {
        notes.append(
            """
            <span id="note-lower-bound">“≥” marks a lower bound: the citation source’s \
            publication list is truncated, so the true value may be higher.</span>
            """)
    }
    if hasMissingData {
        notes.append(
            """
            “–” marks a scientist without citation data (no source configured, or it could not \
            be read); the scientist’s page says why.
            """)
    }
    if hasStale {
        notes.append(
            """
            “(stale)” marks a scientist whose data could not be refreshed: the last good copy \
            is shown, and the scientist’s page says since when and why.
            """)
    }
    notes.append("\(Leaderboard.tieBreakDescription)")

    return """
        <div class="table-scroll" role="region" aria-labelledby="leaderboard-caption" tabindex="0">
        <table class="leaderboard">
        <caption id="leaderboard-caption">\(caption)</caption>
        <thead>
        <tr><th scope="col">Rank</th><th scope="col">Name</th><th scope="col">Department</th>\
        <th scope="col" class="num">h-index</th><th scope="col" class="num">i10-index</th>\
        <th scope="col" class="num">Citations</th><th scope="col" class="num">Papers</th></tr>
        </thead>
        <tbody>
        \(body.joined(separator: "\n"))
        </tbody>
        </table>
        </div>
        \(notes.map { "<p class=\"table-note\">\($0)</p>" as HTML }.joined(separator: "\n"))
        """
}

/// A grouped number, prefixed with "≥ " when it is a lower bound.
func metricValue(_ value: Int, isLowerBound: Bool) -> HTML {
    isLowerBound ? "≥ \(grouped: value)" : "\(grouped: value)"
}
