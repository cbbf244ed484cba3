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

/// The thesis's filter for author searches: Scholar's `author:` operator also finds
/// namesakes and co-authors, so a result is kept only when its author line names the
/// scientist's surname (the last word of the name) as a whole word, ignoring case and
/// diacritics. Given names are not compared: Scholar abbreviates them ("Y Bengio").
public struct ScholarSurnameFilter: Sendable, Hashable {
    /// The surname's words, folded (`Zinn-Justin` → `zinn`, `justin`).
    public let surnameWords: [String]

    /// A filter for the author searched by `query` (see
    /// ``ScholarSearchRequests/authorName(from:)``).
    public init(query: String) {
        let name = ScholarSearchRequests.authorName(from: query)
        let surname = name.split(separator: " ").last.map(String.init) ?? ""
        surnameWords = Self.words(surname)
    }

    /// Whether `authorLine` names the surname as a whole word (every result is kept when
    /// the query has no surname).
    public func matches(_ authorLine: String) -> Bool {
        guard !surnameWords.isEmpty else { return true }
        let words = Self.words(authorLine)
        guard words.count >= surnameWords.count else { return false }
        for start in 0...(words.count - surnameWords.count)
        where Array(words[start..<start + surnameWords.count]) == surnameWords {
            return true
        }
        return false
    }

    /// The results whose author line names the surname, and how many were dropped.
    public func filter(_ results: [Publication]) -> (kept: [Publication], dropped: Int) {
        let kept = results.filter { matches($0.authors) }
        return (kept, results.count - kept.count)
    }

    /// Lower-cased, diacritic-free words (letters and digits) of `text`.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .lowercased()
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map(String.init)
    }
}

/// All pages of one author search, filtered to the surname, and the raw responses.
public struct ScholarSearchFetch: Sendable, Hashable {
    /// The kept results in page order; `isComplete` is `false` when the page cap was hit.
    public var result: CitationSourceResult
    /// The responses, one per page, in order.
    public var responses: [FetchResponse]
    /// How many results the pages held before filtering.
    public var resultCount: Int
    /// How many results were dropped because their author line lacks the surname.
    public var droppedCount: Int
    /// Whether fetching stopped at the page cap with more pages left.
    public var reachedPageCap: Bool
}

/// Fetches a Google Scholar author search page after page (`start` = 0, 10, 20, …) until a
/// page has no next page, adds nothing, or the page cap; keeps the results naming the
/// surname (``ScholarSurnameFilter``).
public struct ScholarSearchFetcher: Sendable {
    /// The fetcher, base URL, blocked hosts (shared with the profile fetcher: same host) and
    /// page cap (``ScholarSearchRequests/defaultMaximumPages`` by default).
    public let pager: ScholarPager

    /// Creates a search fetcher.
    public init(
        fetcher: any HTTPFetcher, baseURL: URL, blockedHosts: BlockedHosts,
        maximumPages: Int = ScholarSearchRequests.defaultMaximumPages
    ) {
        pager = ScholarPager(
            fetcher: fetcher, baseURL: baseURL, blockedHosts: blockedHosts,
            maximumPages: maximumPages)
    }

    /// Fetches, parses and filters every page of the search for `query` (`First Last`).
    ///
    /// - Throws: ``CitationFetchError/blocked(host:url:reason:earlier:)`` for a block page
    ///   (status 200, 403 or 429), recording the host in the pager's blocked hosts;
    ///   ``CitationFetchError/fetch(_:)`` and ``CitationFetchError/parse(_:)`` for the first
    ///   page that fails.
    public func fetchSearch(query: String) async throws(CitationFetchError) -> ScholarSearchFetch {
        var responses: [FetchResponse] = []
        var pages: [ScholarSearchPage] = []
        var start = 0
        while pages.count < pager.maximumPages {
            let page = try await pager.page { [start] () throws(FetchError) in
                try ScholarSearchRequests.pageRequest(
                    base: pager.baseURL, query: query, start: start)
            } parse: { (data, origin) throws(SourceError) in
                try ScholarSearchParser.parse(data, origin: origin)
            }
            responses.append(page.response)
            // A server that ignores `start` would repeat the same results forever.
            if let previous = pages.last, !page.result.results.isEmpty,
                previous.results == page.result.results
            {
                break
            }
            pages.append(page.result)
            if !page.result.hasNextPage || page.result.results.isEmpty { break }
            start += ScholarSearchRequests.pageSize
        }
        let origin = responses.first?.url.absoluteString ?? pager.baseURL.absoluteString
        return Self.merge(
            pages, query: query, origin: origin, responses: responses,
            maximumPages: pager.maximumPages)
    }

    /// Merges parsed pages in order and applies the surname filter; pure, so cached pages
    /// give the same result as fetched ones.
    public static func merge(
        _ pages: [ScholarSearchPage], query: String, origin: String,
        responses: [FetchResponse] = [],
        maximumPages: Int = ScholarSearchRequests.defaultMaximumPages
    ) -> ScholarSearchFetch {
        let all = pages.flatMap(\.results)
        let (kept, dropped) = ScholarSurnameFilter(query: query).filter(all)
        let reachedCap = pages.count >= maximumPages && (pages.last?.hasNextPage ?? false)
        let result = CitationSourceResult(
            sourceName: ScholarSearchParser.sourceName, origin: origin, profile: nil,
            publications: kept, isComplete: !reachedCap, leftOutBySurnameFilter: dropped)
        return ScholarSearchFetch(
            result: result, responses: responses, resultCount: all.count, droppedCount: dropped,
            reachedPageCap: reachedCap)
    }
}
