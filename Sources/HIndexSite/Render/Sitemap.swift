import Foundation
import HIndexCore

/// `sitemap.xml` (sitemaps.org protocol 0.9): the absolute URL of every HTML page but
/// `404.html`, sorted.
///
/// Sitemaps need absolute URLs, so one is written only when `base_url` in `site.md` is a
/// full URL (`https://www.example.edu/dept/cs/`); with only a path the build prints a note
/// and writes none.
public enum Sitemap {
    /// The file name at the site root.
    public static let path = "sitemap.xml"

    /// The sitemap of the HTML pages among `paths` (output paths relative to the site root),
    /// or `nil` when the site URL is unknown. Folder pages are listed by their folder URL
    /// (`…/scientists/karp/`), as a web server serves them.
    public static func xml(paths: [String], settings: SiteSettings) -> Data? {
        guard let siteURL = settings.siteURL else { return nil }
        let pages = paths.filter { $0.hasSuffix(".html") && $0 != "404.html" }.map { path in
            path == "index.html"
                ? "" : (path.hasSuffix("/index.html") ? String(path.dropLast(10)) : path)
        }.sorted()
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        for page in pages {
            output += "<url><loc>\(escape(siteURL + encodePath(page)))</loc></url>\n"
        }
        output += "</urlset>\n"
        return Data(output.utf8)
    }

    /// The note printed when no sitemap is written.
    public static let missingSiteURLNote =
        "note: no sitemap.xml written: base_url in site.md is only a path; "
        + "set it to the full URL (e.g. https://www.example.edu/dept/cs/) to get one"

    /// Percent-encodes what a URL path may not hold (slugs are already safe).
    static func encodePath(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "%")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// XML-escapes `&`, `<`, `>`, `"` and `'` (and replaces characters XML does not allow),
    /// as the feeds do.
    static func escape(_ text: String) -> String { AtomFeed.escape(text) }
}
