import Foundation
import HIndexCore

/// The requests for a Google Scholar profile:
/// `GET {base}/citations?user={id}&hl=en&cstart={n}&pagesize=100`.
public enum ScholarProfileRequests {
    /// Rows per page; Scholar serves at most 100.
    public static let pageSize = 100

    /// The most pages fetched for one profile (2,000 rows); a longer list is kept as
    /// incomplete, so its metrics are lower bounds.
    public static let defaultMaximumPages = 20

    /// The URL of the page starting at row `start` (0 for the first page).
    ///
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` for an empty profile id.
    public static func pageURL(base: URL, user: String, start: Int) throws(FetchError) -> URL {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-_.~")
        let id = user.trimmingCharacters(in: .whitespaces)
        let encoded = id.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        var baseText = base.absoluteString
        while baseText.hasSuffix("/") { baseText.removeLast() }
        let text =
            "\(baseText)/citations?user=\(encoded)&hl=en&cstart=\(max(0, start))"
            + "&pagesize=\(pageSize)"
        guard !encoded.isEmpty, let url = URL(string: text) else {
            throw .invalidURL(url: text, reason: "a Google Scholar profile id is required")
        }
        return url
    }

    /// The request for the page starting at row `start`.
    public static func pageRequest(base: URL, user: String, start: Int) throws(FetchError)
        -> FetchRequest
    {
        FetchRequest(
            url: try pageURL(base: base, user: user, start: start),
            headers: ["Accept": "text/html", "Accept-Language": "en"])
    }
}
