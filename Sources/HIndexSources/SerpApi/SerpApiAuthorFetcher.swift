import Foundation
import HIndexCore

/// The requests of SerpApi's Google Scholar Author API:
/// `{base}/search.json?engine=google_scholar_author&author_id={id}&hl=en&start={n}&num=100`.
/// The key (`SERPAPI_KEY`) is not part of these URLs (they are the cache's keys): the build
/// adds it as `api_key` just before the network.
public enum SerpApiAuthorRequests {
    /// Articles per page (SerpApi's largest `num`).
    public static let pageSize = 100
    /// Pages fetched at most (5,000 articles; every page is a paid search).
    public static let defaultMaximumPages = 50

    /// The URL of the page of `authorID`'s articles starting at `start`.
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` for an id that is not a Scholar user
    ///   id or a base URL that cannot take the path.
    public static func pageURL(base: URL, authorID: String, start: Int) throws(FetchError) -> URL {
        guard SourceIdentifier.isScholarID(authorID) else {
            throw .invalidURL(
                url: base.absoluteString,
                reason: "'\(authorID)' is not a Google Scholar user id (12 characters)")
        }
        return try FetchRequest.apiURL(
            base: base, path: "search.json",
            query: [
                URLQueryItem(name: "engine", value: "google_scholar_author"),
                URLQueryItem(name: "author_id", value: authorID),
                URLQueryItem(name: "hl", value: "en"),
                URLQueryItem(name: "start", value: String(max(0, start))),
                URLQueryItem(name: "num", value: String(pageSize)),
            ])
    }

    /// Fetches every page of `authorID`'s articles through `fetcher`: `start` moves on by the
    /// number of articles the page held while it has a `serpapi_pagination.next` link (the
    /// link itself is not followed: every URL is built here, on the configured host).
    ///
    /// - Throws: ``CitationFetchError/errorPayload(source:url:status:message:)`` for an error
    ///   status with SerpApi's `{"error": …}` body (an invalid key, no searches left),
    ///   ``CitationFetchError/fetch(_:)`` for another failed request (a `429` after its
    ///   retries), ``CitationFetchError/parse(_:)`` for an error body with status 200 or a
    ///   response of another shape.
    public static func fetchArticles(
        authorID: String, fetcher: any HTTPFetcher, base: URL,
        maximumPages: Int = defaultMaximumPages
    ) async throws(CitationFetchError) -> NetworkCitationSource.Fetch {
        let fetched = try await JSONPaging.fetch(
            through: fetcher, source: SerpApiAuthorParser.sourceName, first: 0,
            maximumPages: maximumPages,
            url: { (start: Int) throws(FetchError) -> URL in
                try pageURL(base: base, authorID: authorID, start: start)
            },
            parse: { data, origin throws(SourceError) in
                try SerpApiAuthorParser.parsePage(data, origin: origin)
            },
            next: { page, start in
                let listed = page.publications.count + page.untitled.count
                return page.next != nil && listed > 0 ? start + listed : nil
            })
        if let first = fetched.pages.first, first.page.publications.isEmpty {
            throw .parse(
                .empty(
                    source: SerpApiAuthorParser.sourceName,
                    origin: first.response.url.absoluteString))
        }
        return NetworkCitationSource.Fetch(
            result: CitationSourceResult(
                sourceName: SerpApiAuthorParser.sourceName,
                origin: fetched.origin ?? base.absoluteString,
                profile: fetched.pages.first?.page.profile,
                publications: fetched.pages.flatMap(\.page.publications),
                isComplete: !fetched.reachedPageCap),
            responses: fetched.responses,
            notes: fetched.reachedPageCap ? ["stopped at the page cap"] : [])
    }
}
