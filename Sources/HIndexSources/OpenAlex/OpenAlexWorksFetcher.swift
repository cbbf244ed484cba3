import Foundation
import HIndexCore

/// The requests of an OpenAlex author's works:
/// `{base}/works?filter=author.id:{id}&per-page=200&cursor={cursor}` (cursor `*` first), with
/// `mailto` when the site has a contact. The API key is not part of these URLs (they are the
/// cache's keys); the build adds it just before the network.
public enum OpenAlexWorksRequests {
    /// Works per page (OpenAlex's maximum).
    public static let pageSize = 200
    /// Pages fetched at most (10,000 works).
    public static let defaultMaximumPages = 50

    /// The URL of one page of `authorID`'s works.
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` when the URL cannot be built.
    public static func pageURL(base: URL, authorID: String, cursor: String, mailto: String?)
        throws(FetchError) -> URL
    {
        var items = [
            URLQueryItem(name: "filter", value: "author.id:\(authorID)"),
            URLQueryItem(name: "per-page", value: String(pageSize)),
            URLQueryItem(name: "cursor", value: cursor),
        ]
        if let mailto, !mailto.isEmpty { items.append(URLQueryItem(name: "mailto", value: mailto)) }
        return try FetchRequest.apiURL(base: base, path: "works", query: items)
    }
}

/// The request of an OpenAlex author record: `{base}/authors/{id}`, with `mailto` when the
/// site has a contact (`summary_stats`, `counts_by_year`, `works_count`).
public enum OpenAlexAuthorRequests {
    /// The URL of `authorID`'s record.
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` when the URL cannot be built.
    public static func authorURL(base: URL, authorID: String, mailto: String?)
        throws(FetchError) -> URL
    {
        let id = authorID.trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty, !id.contains("/"), !id.contains("?") else {
            throw .invalidURL(
                url: base.absoluteString, reason: "'\(authorID)' is not an OpenAlex author id")
        }
        let query = mailto.flatMap { $0.isEmpty ? nil : [URLQueryItem(name: "mailto", value: $0)] }
        return try FetchRequest.apiURL(base: base, path: "authors/\(id)", query: query ?? [])
    }
}

/// Every page of an OpenAlex author's works, fetched by following `meta.next_cursor`.
public struct OpenAlexWorksFetcher: Sendable {
    /// What one fetch got.
    public struct Fetch: Sendable {
        /// The works as one citation-source result named "OpenAlex".
        public var result: CitationSourceResult
        /// The responses, in page order.
        public var responses: [FetchResponse]
        /// Whether the page cap stopped the fetch before the last page.
        public var reachedPageCap: Bool
    }

    /// The source name of the results.
    public static let sourceName = "OpenAlex"

    /// The fetcher (usually the cache in front of the network).
    public let fetcher: any HTTPFetcher
    /// OpenAlex's base URL.
    public let baseURL: URL
    /// The site's contact e-mail, sent as `mailto`.
    public let mailto: String?
    /// Pages fetched at most.
    public let maximumPages: Int

    /// Creates a fetcher.
    public init(
        fetcher: any HTTPFetcher, baseURL: URL, mailto: String?,
        maximumPages: Int = OpenAlexWorksRequests.defaultMaximumPages
    ) {
        self.fetcher = fetcher
        self.baseURL = baseURL
        self.mailto = mailto
        self.maximumPages = maximumPages
    }

    /// Fetches every page of `authorID`'s works; the result's
    /// ``CitationSourceResult/citationsPerYear`` sums the works' `counts_by_year`.
    /// - Throws: ``CitationFetchError/errorPayload(source:url:status:message:)`` for an error
    ///   status with an error payload, ``CitationFetchError/fetch(_:)`` for another failed
    ///   request, ``CitationFetchError/parse(_:)`` when a page is not a works response (an
    ///   error payload with status 200 included).
    public func fetchWorks(authorID: String) async throws(CitationFetchError) -> Fetch {
        let fetched = try await JSONPaging.fetch(
            through: fetcher, source: Self.sourceName, first: "*", maximumPages: maximumPages,
            url: { (cursor: String) throws(FetchError) -> URL in
                try OpenAlexWorksRequests.pageURL(
                    base: baseURL, authorID: authorID, cursor: cursor, mailto: mailto)
            },
            parse: { data, origin throws(SourceError) in
                try OpenAlexWorksParser.parse(data, origin: origin)
            },
            next: { page, _ in page.publications.isEmpty ? nil : page.nextCursor })
        var perYear: [Int: Int] = [:]
        for (page, _) in fetched.pages { Self.add(page.totalCitationsByYear, to: &perYear) }
        return Fetch(
            result: CitationSourceResult(
                sourceName: Self.sourceName, origin: fetched.origin ?? baseURL.absoluteString,
                profile: perYear.isEmpty ? nil : ProfileSummary(citationsPerYear: perYear),
                publications: fetched.pages.flatMap(\.page.publications),
                isComplete: !fetched.reachedPageCap),
            responses: fetched.responses, reachedPageCap: fetched.reachedPageCap)
    }

    /// Adds `counts` to `total` year by year (saturating, so hostile counts cannot trap).
    public static func add(_ counts: [Int: Int], to total: inout [Int: Int]) {
        for (year, citations) in counts {
            let (sum, overflow) = total[year, default: 0].addingReportingOverflow(citations)
            total[year] = overflow ? Int.max : sum
        }
    }

    /// Fetches `authorID`'s author record (`/authors/{id}`).
    /// - Throws: as ``fetchWorks(authorID:)``; ``CitationFetchError/parse(_:)`` when the
    ///   response is not an author record.
    public func fetchAuthor(authorID: String) async throws(CitationFetchError)
        -> (author: OpenAlexAuthor, response: FetchResponse)
    {
        let url: URL
        let response: FetchResponse
        do {
            url = try OpenAlexAuthorRequests.authorURL(
                base: baseURL, authorID: authorID, mailto: mailto)
            response = try await fetcher.fetch(
                FetchRequest(url: url, headers: ["Accept": "application/json"]))
        } catch {
            throw .api(error, source: Self.sourceName)
        }
        do {
            return (
                try OpenAlexAuthorParser.parse(response.body, origin: url.absoluteString), response
            )
        } catch {
            throw .parse(error)
        }
    }
}
