import Foundation
import HIndexCore

/// The requests of a Semantic Scholar author's papers:
/// `{base}/graph/v1/author/{id}/papers?fields=…&offset={n}&limit=100`. The API key
/// (`S2_API_KEY`) is not part of these URLs (they are the cache's keys); the build sends it
/// as the `x-api-key` header just before the network.
public enum SemanticScholarPapersRequests {
    /// Papers per page.
    public static let pageSize = 100
    /// Pages fetched at most (10,000 papers).
    public static let defaultMaximumPages = 100
    /// The paper fields asked for (`paperId` always comes).
    public static let fields = "title,year,citationCount,externalIds,authors,venue,journal"

    /// The URL of the page of `authorID`'s papers starting at `offset`.
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` for an id that is not all digits or a
    ///   URL that cannot be built.
    public static func pageURL(base: URL, authorID: String, offset: Int) throws(FetchError)
        -> URL
    {
        let id = authorID.trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty, id.count <= 20, id.allSatisfy(\.isASCIIDigit) else {
            throw .invalidURL(
                url: base.absoluteString,
                reason: "'\(authorID)' is not a Semantic Scholar author id (digits)")
        }
        return try FetchRequest.apiURL(
            base: base, path: "graph/v1/author/\(id)/papers",
            query: [
                URLQueryItem(name: "fields", value: fields),
                URLQueryItem(name: "offset", value: String(max(0, offset))),
                URLQueryItem(name: "limit", value: String(pageSize)),
            ])
    }
}

extension Character {
    /// Whether the character is one of `0`–`9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// Every page of a Semantic Scholar author's papers, fetched by following `next`.
public struct SemanticScholarPapersFetcher: Sendable {
    /// What one fetch got.
    public struct Fetch: Sendable {
        /// The papers as one citation-source result named "Semantic Scholar".
        public var result: CitationSourceResult
        /// The responses, in page order.
        public var responses: [FetchResponse]
        /// Whether the page cap stopped the fetch before the last page.
        public var reachedPageCap: Bool
    }

    /// The source name of the results.
    public static let sourceName = "Semantic Scholar"

    /// The fetcher (usually the cache in front of the network).
    public let fetcher: any HTTPFetcher
    /// Semantic Scholar's base URL (without `/graph/v1`).
    public let baseURL: URL
    /// Pages fetched at most.
    public let maximumPages: Int

    /// Creates a fetcher.
    public init(
        fetcher: any HTTPFetcher, baseURL: URL,
        maximumPages: Int = SemanticScholarPapersRequests.defaultMaximumPages
    ) {
        self.fetcher = fetcher
        self.baseURL = baseURL
        self.maximumPages = max(1, maximumPages)
    }

    /// Fetches every page of `authorID`'s papers.
    /// - Throws: ``CitationFetchError/errorPayload(source:url:status:message:)`` for an error
    ///   status with an error payload, ``CitationFetchError/fetch(_:)`` for another failed
    ///   request, ``CitationFetchError/parse(_:)`` when a page is not a papers response (an
    ///   error payload with status 200, another shape, a first page without papers).
    public func fetchPapers(authorID: String) async throws(CitationFetchError) -> Fetch {
        let fetched = try await JSONPaging.fetch(
            through: fetcher, source: Self.sourceName, first: 0, maximumPages: maximumPages,
            url: { (offset: Int) throws(FetchError) -> URL in
                try SemanticScholarPapersRequests.pageURL(
                    base: baseURL, authorID: authorID, offset: offset)
            },
            parse: { data, origin throws(SourceError) in
                try SemanticScholarPapersParser.parse(data, origin: origin)
            },
            next: { page, offset in Self.nextOffset(after: page, requested: offset) })
        return Fetch(
            result: CitationSourceResult(
                sourceName: Self.sourceName, origin: fetched.origin ?? baseURL.absoluteString,
                profile: nil, publications: fetched.pages.flatMap(\.page.publications),
                isComplete: !fetched.reachedPageCap),
            responses: fetched.responses, reachedPageCap: fetched.reachedPageCap)
    }

    /// The offset of the page after `page` (fetched at `requested`): its `next` when that
    /// moves forward and the page had papers, `nil` on the last page.
    public static func nextOffset(after page: SemanticScholarPapersPage, requested: Int) -> Int? {
        guard let next = page.next, next > requested,
            !page.publications.isEmpty || !page.untitledPaperIDs.isEmpty
        else { return nil }
        return next
    }
}
