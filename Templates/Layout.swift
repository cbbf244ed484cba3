import HIndexCore

/// The frame shared by every page: doctype, head, site header, `<main>` and footer.
///
/// - Parameters:
///   - context: the site settings and the page's root path; the stylesheet and the home link
///     are relative to it.
///   - title: the page title; the `<title>` element reads "title — site title" (just the site
///     title when both are equal).
///   - description: the meta description; `nil` uses the site description.
///   - head: more elements for the `<head>` (a department's feed link, JSON-LD), after the
///     site feed's `<link rel="alternate">` that every page has.
///   - body: the content of `<main>`.
///   - headerTitle: whether the header links to the home page under the site title; the home
///     page's orderings, whose own heading is the site title, leave it out (the title once).
/// - Returns: a complete HTML5 document. It loads nothing from other hosts and needs no
///   JavaScript.
public func layout(
    context: PageContext, title: String, description: String? = nil, head: HTML = .empty,
    body: HTML, headerTitle: Bool = true
) -> HTML {
    let siteTitle = context.settings.title
    let fullTitle = title == siteTitle || title.isEmpty ? siteTitle : "\(title) — \(siteTitle)"
    let metaDescription = description ?? context.settings.description
    let descriptionTag: HTML =
        metaDescription.isEmpty
        ? .empty : "\n<meta name=\"description\" content=\"\(metaDescription)\">"
    let catalog = context.catalog
    let generated: String =
        if let date = context.buildDate {
            catalog.text(.generatedOn, ["date": catalog.day(date)])
        } else {
            catalog.text(.generated)
        }
    let brand: HTML =
        headerTitle
        ? "<a class=\"site-title\" href=\"\(context.homeLink)\">\(siteTitle)</a>\n" : .empty
    return """
        <!DOCTYPE html>
        <html lang="\(catalog.language.tag)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(fullTitle)</title>\(descriptionTag)
        <link rel="stylesheet" href="\(context.stylesheetLink)">
        \(feedLink(href: context.link(to: "feed.xml"), title: catalog.text(.feedTitle, ["name": siteTitle])))\(head)
        </head>
        <body>
        <a class="skip-link" href="#main">\(catalog.text(.skipToContent))</a>
        <header class="site-header">
        \(brand)<nav class="site-nav" aria-label="\(catalog.text(.siteNavigation))">\
        <a href="\(context.link(to: "methodology/"))">\(catalog.text(.methodology))</a></nav>
        </header>
        <main id="main">
        \(body)
        </main>
        <footer class="site-footer">
        <p>\(generated)</p>
        </footer>
        </body>
        </html>

        """
}

/// A `<link rel="alternate">` to an Atom feed, for the page's `<head>`.
public func feedLink(href: String, title: String) -> HTML {
    "<link rel=\"alternate\" type=\"application/atom+xml\" href=\"\(href)\" title=\"\(title)\">"
}
