import HIndexCore

/// The page a static host shows for a missing URL (`404.html`).
///
/// - Parameter context: the host serves this page at any missing URL, so relative links
///   cannot work: pass `rootPath: settings.baseURL` (absolute, e.g. `"/"` or `"/metrics/"`)
///   and `directoryIndex: ""`.
public func notFoundPage(context: PageContext) -> HTML {
    let catalog = context.catalog
    let body: HTML = """
        <h1>\(catalog.text(.notFoundTitle))</h1>
        <p>\(catalog.text(.notFoundText))</p>
        <p><a href="\(context.homeLink)">\(catalog.text(.goToLeaderboard))</a></p>
        """
    return layout(context: context, title: catalog.text(.notFoundTitle), body: body)
}
