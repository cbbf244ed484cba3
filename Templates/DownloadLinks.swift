import HIndexCore

/// The "Download" list of a scientist page: the data exports of `data/` for this scientist.
///
/// - Parameters:
///   - context: the page's context (links are relative to it).
///   - slug: the scientist's slug.
func scientistDownloads(context: PageContext, slug: String) -> HTML {
    let name = URLPath.segment(slug)
    let catalog = context.catalog
    let badgeDetail: HTML
    if let siteURL = context.settings.siteURL {
        let badgeURL = URLPath.segment(siteURL + "data/badges/\(name).json")
        badgeDetail = catalog.html(
            .badgeMarkdown,
            ["code": "<code>![h-index](https://img.shields.io/endpoint?url=\(badgeURL))</code>"])
    } else {
        badgeDetail = catalog.html(.badgeEndpoint)
    }
    let items: [(path: String, label: HTML, detail: HTML)] = [
        (
            "data/scientists/\(name).csv", "\(catalog.text(.downloadPublicationsCSV))",
            "\(catalog.text(.downloadPublicationsCSVDetail))"
        ),
        (
            "data/scientists/\(name).bib", "\(catalog.text(.downloadBibTeX))",
            "\(catalog.text(.downloadBibTeXDetail))"
        ),
        (
            "data/scientists/\(name).json", "\(catalog.text(.downloadJSON))",
            "\(catalog.text(.downloadJSONDetail))"
        ),
        ("data/badges/\(name).json", "\(catalog.text(.downloadBadge))", badgeDetail),
    ]
    return """
        <section class="downloads" aria-labelledby="downloads-heading">
        <h2 id="downloads-heading">\(catalog.text(.download))</h2>
        <ul>
        \(items.map { item -> HTML in
            "<li><a href=\"\(context.link(to: item.path))\">\(item.label)</a>: \(item.detail)</li>"
        }.joined(separator: "\n"))
        </ul>
        </section>
        """
}

/// The line under a leaderboard linking the leaderboard exports.
///
/// - Parameter context: the page's context (links are relative to it).
func leaderboardDownloads(context: PageContext) -> HTML {
    let links = context.catalog.html(
        .downloadLeaderboard,
        [
            "csv": "<a href=\"\(context.link(to: "data/leaderboard.csv"))\">CSV</a>",
            "json": "<a href=\"\(context.link(to: "data/leaderboard.json"))\">JSON</a>",
        ])
    return "<p class=\"downloads\">\(links)</p>"
}
