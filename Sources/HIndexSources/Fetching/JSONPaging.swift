import Foundation
import HIndexCore

/// The loop every paged API source runs (OpenAlex works, Semantic Scholar papers, SerpApi):
/// build the URL of the page at a cursor, fetch it through the cache, parse it, move to the
/// next cursor — until the source says it was the last page, a cursor comes back again, or
/// the page cap.
public enum JSONPaging {
    /// The pages fetched, in order.
    public struct Pages<Page>: Sendable where Page: Sendable {
        /// Each page with its response.
        public var pages: [(page: Page, response: FetchResponse)]
        /// Whether the page cap stopped the loop before the last page.
        public var reachedPageCap: Bool

        /// The responses, in page order.
        public var responses: [FetchResponse] { pages.map(\.response) }
        /// The first page's URL, the list's origin on pages.
        public var origin: String? { pages.first?.response.url.absoluteString }
    }

    /// Fetches the pages of one list.
    ///
    /// - Parameters:
    ///   - fetcher: The cache in front of the network (and the API key).
    ///   - source: The source's name in error messages.
    ///   - first: The first page's cursor (`0`, `"*"`).
    ///   - maximumPages: The page cap.
    ///   - url: The URL of the page at a cursor.
    ///   - parse: Reads a page (origin: its URL).
    ///   - next: The cursor after a page fetched at a cursor, `nil` after the last page.
    /// - Throws: ``CitationFetchError/errorPayload(source:url:status:message:)`` for an error
    ///   status with an error payload, ``CitationFetchError/fetch(_:)`` for another failed
    ///   request or a URL that cannot be built, ``CitationFetchError/parse(_:)`` for a page
    ///   the parser does not accept.
    public static func fetch<Cursor: Hashable, Page: Sendable>(
        through fetcher: any HTTPFetcher, source: String, first: Cursor, maximumPages: Int,
        url: (Cursor) throws(FetchError) -> URL,
        parse: (Data, String) throws(SourceError) -> Page,
        next: (Page, Cursor) -> Cursor?
    ) async throws(CitationFetchError) -> Pages<Page> {
        var pages: [(page: Page, response: FetchResponse)] = []
        var cursor: Cursor? = first
        var seen: Set<Cursor> = []
        while let current = cursor, pages.count < max(1, maximumPages),
            seen.insert(current).inserted
        {
            let pageURL: URL
            let response: FetchResponse
            do {
                pageURL = try url(current)
                response = try await fetcher.fetch(
                    FetchRequest(url: pageURL, headers: ["Accept": "application/json"]))
            } catch {
                throw .api(error, source: source)
            }
            let page: Page
            do {
                page = try parse(response.body, pageURL.absoluteString)
            } catch {
                throw .parse(error)
            }
            pages.append((page, response))
            cursor = next(page, current)
        }
        return Pages(pages: pages, reachedPageCap: cursor != nil)
    }
}

extension JSONPaging.Pages {
    /// The pages of a search by author as one citation-source fetch: the publications of
    /// every page; complete unless the page cap stopped the loop or fewer records were read
    /// than the search matched, each said in a note.
    ///
    /// - Parameters:
    ///   - source: The source's name.
    ///   - base: The service's base URL (the origin when no page was fetched).
    ///   - publications: A page's titled records.
    ///   - records: How many records a page held, titled or not.
    ///   - total: How many records the search matched, as a page says.
    ///   - matched: The note for `total` records matched and `read` read.
    /// - Throws: ``CitationFetchError/parse(_:)`` with ``SourceError/empty(source:origin:)``
    ///   when the first page holds no titled record (an unknown author: an empty list, not
    ///   zero papers).
    public func authorFetch(
        source: String, base: URL, publications: (Page) -> [Publication],
        records: (Page) -> Int, total: (Page) -> Int?,
        matched: (_ total: Int, _ read: Int) -> String
    ) throws(CitationFetchError) -> NetworkCitationSource.Fetch {
        if let first = pages.first, publications(first.page).isEmpty {
            throw .parse(.empty(source: source, origin: first.response.url.absoluteString))
        }
        let read = pages.map { records($0.page) }.reduce(0, +)
        var notes: [String] = []
        if reachedPageCap {
            notes.append("stopped at the page cap")
        } else if let last = pages.last, let total = total(last.page), read < total {
            notes.append(matched(total, read))
        }
        return NetworkCitationSource.Fetch(
            result: CitationSourceResult(
                sourceName: source, origin: origin ?? base.absoluteString, profile: nil,
                publications: pages.flatMap { publications($0.page) }, isComplete: notes.isEmpty),
            responses: responses, notes: notes)
    }
}
