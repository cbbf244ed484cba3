import Foundation
import HIndexCore

/// The requests of an INSPIRE author's literature:
/// `{base}/api/literature?q=a%20{BAI}&size=100&page={k}&sort=mostrecent&fields=…`, paged
/// until every record of `hits.total` is read. INSPIRE needs no key; it allows 15 requests
/// in 5 s per address, so the service spaces requests 350 ms apart.
public enum INSPIRELiteratureRequests {
    /// Records per page. INSPIRE allows up to 1,000, but a page of collaboration papers
    /// carries thousands of author names each (about 90 KB a record): 100 records keep a page
    /// well under the fetcher's 16 MiB response limit.
    public static let pageSize = 100
    /// Pages fetched at most: INSPIRE serves the first 10,000 records of a search.
    public static let defaultMaximumPages = 100
    /// The metadata fields asked for.
    public static let fields =
        "titles,citation_count,authors.full_name,author_count,dois,arxiv_eprints,"
        + "publication_info,preprint_date,earliest_date,control_number"

    /// Where a page is: its number (from 1) and the records read before it.
    public struct Cursor: Sendable, Hashable {
        /// The page number, from 1.
        public var page: Int
        /// Records on the pages before it.
        public var recordsBefore: Int
    }

    /// The URL of page `page` (from 1) of `authorID`'s literature, most recent first.
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` for an id that is not a BAI or a base
    ///   URL that cannot take the path.
    public static func pageURL(base: URL, authorID: String, page: Int) throws(FetchError) -> URL {
        guard SourceIdentifier.isINSPIREAuthorID(authorID) else {
            throw .invalidURL(
                url: base.absoluteString,
                reason: "'\(authorID)' is not an INSPIRE author identifier (such as E.Witten.1)")
        }
        return try FetchRequest.apiURL(
            base: base, path: "api/literature",
            query: [
                URLQueryItem(name: "q", value: "a \(authorID)"),
                URLQueryItem(name: "size", value: String(pageSize)),
                URLQueryItem(name: "page", value: String(max(1, page))),
                URLQueryItem(name: "sort", value: "mostrecent"),
                URLQueryItem(name: "fields", value: fields),
            ])
    }

    /// The cursor after `page` (fetched at `cursor`): the next page while fewer records than
    /// `hits.total` were read (without a total, while the page links to a next one); `nil`
    /// after a page without records.
    public static func cursor(after page: INSPIRELiteraturePage, at cursor: Cursor) -> Cursor? {
        guard page.recordCount > 0 else { return nil }
        let read = cursor.recordsBefore + page.recordCount
        let more = page.total.map { read < $0 } ?? (page.next != nil)
        return more ? Cursor(page: cursor.page + 1, recordsBefore: read) : nil
    }

    /// Fetches every page of `authorID`'s literature through `fetcher`.
    ///
    /// - Throws: ``CitationFetchError/errorPayload(source:url:status:message:)`` for an error
    ///   status with INSPIRE's `{"message": …}` body, ``CitationFetchError/fetch(_:)`` for
    ///   another failed request (a `429` after its retries), ``CitationFetchError/parse(_:)``
    ///   for a page of another shape or a first page without titled records (an unknown BAI).
    public static func fetchLiterature(
        authorID: String, fetcher: any HTTPFetcher, base: URL,
        maximumPages: Int = defaultMaximumPages
    ) async throws(CitationFetchError) -> NetworkCitationSource.Fetch {
        let source = INSPIRELiteratureParser.sourceName
        let fetched = try await JSONPaging.fetch(
            through: fetcher, source: source, first: Cursor(page: 1, recordsBefore: 0),
            maximumPages: maximumPages,
            url: { (cursor: Cursor) throws(FetchError) -> URL in
                try pageURL(base: base, authorID: authorID, page: cursor.page)
            },
            parse: { data, origin throws(SourceError) in
                try INSPIRELiteratureParser.parsePage(data, origin: origin, authorID: authorID)
            },
            next: { page, cursor in Self.cursor(after: page, at: cursor) })
        return try fetched.authorFetch(
            source: source, base: base, publications: \.publications,
            records: \.recordCount, total: \.total,
            matched: { total, read in "INSPIRE matched \(total) records, \(read) were read" })
    }
}
