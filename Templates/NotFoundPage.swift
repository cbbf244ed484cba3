import HIndexCore

/// The page a static host shows for a missing URL (`404.html`).
///
/// - Parameter context: the host serves this page at any missing URL, so relative links
///   cannot work: pass `rootPath: settings.baseURL` (absolute, e.g. `"/"` or `"/metrics/"`)
///   and `directoryIndex: ""`.
public func notFoundPage(context: PageContext) -> HTML {
    let body: HTML = """
        <h1>Page not found</h1>
        <p>There is no page at this address. It may have moved, or the scientist may have \
        been removed.</p>
        <p><a href="\(context.homeLink)">Go to the leaderboard</a></p>
        """
    return layout(context: context, title: "Page not found", body: body)
}
