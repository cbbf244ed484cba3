import Foundation
import HIndexCore

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
