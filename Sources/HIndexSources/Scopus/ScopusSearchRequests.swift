import Foundation
import HIndexCore

/// The requests of a Scopus author's documents:
/// `{base}/content/search/scopus?query=AU-ID(<id>)&start={k}&count=25&sort=-coverDate`,
/// paged until every result of `opensearch:totalResults` is read. The API key goes in the
/// `X-ELS-APIKey` header (`SCOPUS_API_KEY`), an institution token, when the site has one,
/// in `X-ELS-Insttoken` (`SCOPUS_INSTTOKEN`); both are added below the cache.
public enum ScopusSearchRequests {
    /// Results per page: 25 is what every view allows (the COMPLETE view no more).
    public static let pageSize = 25
    /// Pages fetched at most: Scopus Search serves results up to offset 5,000 by `start`.
    public static let defaultMaximumPages = 200

    /// The URL of the page at `start` of `authorID`'s documents, most recent first.
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` for an id that is not a Scopus author
    ///   identifier or a base URL that cannot take the path.
    public static func pageURL(base: URL, authorID: String, start: Int) throws(FetchError) -> URL {
        guard SourceIdentifier.isScopusAuthorID(authorID) else {
            throw .invalidURL(
                url: base.absoluteString,
                reason: "'\(authorID)' is not a Scopus author identifier (such as 7006615561)")
        }
        return try FetchRequest.apiURL(
            base: base, path: "content/search/scopus",
            query: [
                URLQueryItem(name: "query", value: "AU-ID(\(authorID))"),
                URLQueryItem(name: "start", value: String(max(0, start))),
                URLQueryItem(name: "count", value: String(pageSize)),
                URLQueryItem(name: "sort", value: "-coverDate"),
            ])
    }

    /// The offset after `page` (fetched at `start`): the next page while fewer results than
    /// `opensearch:totalResults` were read; `nil` after a page without entries or without a
    /// total.
    public static func start(after page: ScopusSearchPage, at start: Int) -> Int? {
        guard page.entryCount > 0, let total = page.total else { return nil }
        let read = start + page.entryCount
        return read < total ? read : nil
    }

    /// Fetches every page of `authorID`'s documents through `fetcher`.
    ///
    /// - Throws: ``CitationFetchError/errorPayload(source:url:status:message:)`` for an error
    ///   status with Scopus's error body (`service-error`, `error-response`: a missing or
    ///   refused key says so), ``CitationFetchError/fetch(_:)`` for another failed request,
    ///   ``CitationFetchError/parse(_:)`` for a page of another shape or a first page without
    ///   titled entries (an unknown author).
    public static func fetchDocuments(
        authorID: String, fetcher: any HTTPFetcher, base: URL,
        maximumPages: Int = defaultMaximumPages
    ) async throws(CitationFetchError) -> NetworkCitationSource.Fetch {
        let source = ScopusSearchParser.sourceName
        let fetched: JSONPaging.Pages<ScopusSearchPage>
        do {
            fetched = try await JSONPaging.fetch(
                through: fetcher, source: source, first: 0, maximumPages: maximumPages,
                url: { (start: Int) throws(FetchError) -> URL in
                    try pageURL(base: base, authorID: authorID, start: start)
                },
                parse: { data, origin throws(SourceError) in
                    try ScopusSearchParser.parsePage(data, origin: origin)
                },
                next: { page, start in Self.start(after: page, at: start) })
        } catch {
            throw scopusError(error, source: source)
        }
        return try fetched.authorFetch(
            source: source, base: base, publications: \.publications,
            records: \.entryCount, total: \.total,
            matched: { total, read in "Scopus matched \(total) documents, \(read) were read" })
    }

    /// A failed request with Scopus's own error body read into an error payload (the generic
    /// reader knows `error`/`message`, not `service-error.status.statusText`).
    static func scopusError(_ error: CitationFetchError, source: String) -> CitationFetchError {
        guard case .fetch(.status(let url, let status, _, let body)) = error, body.count <= 65_536,
            let json = try? ResponseJSON.parseObject(body, source: source, origin: url),
            let message = ScopusSearchParser.errorMessage(json)
        else { return error }
        return .errorPayload(
            source: source, url: url, status: status,
            message: SourceText.excerpt(message, limit: 300))
    }
}
