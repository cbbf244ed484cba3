import HIndexCore

/// The "Download" list of a scientist page: the data exports of `data/` for this scientist.
///
/// - Parameters:
///   - context: the page's context (links are relative to it).
///   - slug: the scientist's slug.
func scientistDownloads(context: PageContext, slug: String) -> HTML {
    let name = URLPath.segment(slug)
    let badgeDetail: HTML
    if let siteURL = context.settings.siteURL {
        let badgeURL = URLPath.segment(siteURL + "data/badges/\(name).json")
        badgeDetail =
            "a shields.io endpoint; in Markdown: <code>![h-index](https://img.shields.io/endpoint?url=\(badgeURL))</code>"
    } else {
        badgeDetail =
            "a shields.io endpoint: img.shields.io/endpoint?url= followed by this file’s URL"
    }
    let items: [(path: String, label: HTML, detail: HTML)] = [
        ("data/scientists/\(name).csv", "Publications (CSV)", "every row with its role"),
        (
            "data/scientists/\(name).bib", "Counted publications (BibTeX)",
            "the papers the h-index is computed from"
        ),
        ("data/scientists/\(name).json", "All data (JSON)", "metrics, roles and matching"),
        ("data/badges/\(name).json", "h-index badge (JSON)", badgeDetail),
    ]
    return """
        <section class="downloads" aria-labelledby="downloads-heading">
        <h2 id="downloads-heading">Download</h2>
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
    """
    <p class="downloads">Download the leaderboard as \
    <a href="\(context.link(to: "data/leaderboard.csv"))">CSV</a> or \
    <a href="\(context.link(to: "data/leaderboard.json"))">JSON</a>.</p>
    """
}
