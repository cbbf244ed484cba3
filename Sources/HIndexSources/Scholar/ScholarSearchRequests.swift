import Foundation
import HIndexCore

/// The requests of a Google Scholar author search (the thesis's `author:"First Last"`):
/// `GET {base}/scholar?hl=en&q=author%3A%22First+Last%22&start={n}`, 10 results a page.
public enum ScholarSearchRequests {
    /// Results per page; Scholar serves 10 unless asked otherwise.
    public static let pageSize = 10

    /// The most pages fetched for one search (100 results); more results are left out and
    /// the list is kept as incomplete, so its metrics are lower bounds.
    public static let defaultMaximumPages = 10

    /// The author's name from a `scholar_search:` value: `First Last`, also accepted as
    /// `author:"First Last"` or `"First Last"`; whitespace collapsed.
    public static func authorName(from query: String) -> String {
        var text = query.trimmingWhitespace()
        if text.lowercased().hasPrefix("author:") { text = String(text.dropFirst(7)) }
        let name = text.filter { $0 != "\"" }
        return name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The URL of the page starting at result `start` (0, 10, 20, …).
    ///
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` for an empty name.
    public static func pageURL(base: URL, query: String, start: Int) throws(FetchError) -> URL {
        let name = authorName(from: query)
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz")
        allowed.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~ ")
        let encoded =
            ("author:\"\(name)\"".addingPercentEncoding(withAllowedCharacters: allowed)
            ?? "").replacingOccurrences(of: " ", with: "+")
        var baseText = base.absoluteString
        while baseText.hasSuffix("/") { baseText.removeLast() }
        let text = "\(baseText)/scholar?hl=en&q=\(encoded)&start=\(max(0, start))"
        guard !name.isEmpty, let url = URL(string: text) else {
            throw .invalidURL(url: text, reason: "a name to search for is required")
        }
        return url
    }

    /// The request for the page starting at result `start`.
    public static func pageRequest(base: URL, query: String, start: Int) throws(FetchError)
        -> FetchRequest
    {
        FetchRequest(
            url: try pageURL(base: base, query: query, start: start),
            headers: ["Accept": "text/html", "Accept-Language": "en"])
    }
}
