import HIndexCore

/// The methodology page: how each metric is defined, what counts, and how rows are colored.
///
/// - Parameter context: expects `rootPath` `"../"` (the page is `methodology/index.html`).
public func methodologyPage(context: PageContext) -> HTML {
    let definitions: [(term: String, definition: String)] = [
        ("Papers", "The number of counted publications."),
        ("Citations", "The sum of the citation counts of the counted publications."),
        (
            "h-index",
            "The largest number h such that h counted publications have at least h citations "
                + "each (Hirsch, 2005)."
        ),
        (
            "g-index",
            "The largest number g such that the g most cited publications have at least g² "
                + "citations together, at most the number of publications, as in Publish or "
                + "Perish (Egghe, 2006)."
        ),
        ("i10-index", "The number of counted publications with at least 10 citations."),
    ]
    let roles = HCoreRole.allCases.map { role -> HTML in
        "<li>\(roleBadge(role, reason: nil)) \(role.explanation)</li>"
    }
    let body: HTML = """
        <h1>Methodology</h1>
        <p>Publications and their citation counts come from a citation source such as a \
        Google Scholar profile. A publication without a citation count counts as 0 citations.</p>
        <h2>What counts</h2>
        <p>Every publication the source lists counts, except those excluded: manually in the \
        scientist’s content file, or, when the scientist has a reference list (such as the \
        publications page of their homepage), those missing from it.</p>
        <h2>Metrics</h2>
        <dl class="definitions">
        \(definitions.map { "<dt>\($0.term)</dt><dd>\($0.definition)</dd>" as HTML }.joined(separator: "\n"))
        </dl>
        <h2>Lower bounds</h2>
        <p>When a source’s publication list is truncated, the computed values can only be \
        lower bounds; they are shown as “≥ 4”, next to the value the source’s profile states \
        about itself when it has one.</p>
        <h2>Row colors</h2>
        <p>Each row of a publication table has a color, a symbol and a text label:</p>
        <ul class="legend">
        \(roles.joined(separator: "\n"))
        </ul>
        <h2>Ranking</h2>
        <p>\(Leaderboard.tieBreakDescription) “=2” marks a shared rank.</p>
        """
    return layout(
        context: context, title: "Methodology",
        description: "How the h-index and the other metrics on this site are computed.",
        body: body)
}
