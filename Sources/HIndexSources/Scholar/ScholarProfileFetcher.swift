import Foundation
import HIndexCore

/// Fetches a Google Scholar profile by id, page after page (`cstart`, `pagesize=100`),
/// until the page says the list is complete, a page adds nothing, or the page cap.
public struct ScholarProfileFetcher: Sendable {
    /// The fetcher, base URL, blocked hosts and page cap (at most
    /// ``ScholarProfileRequests/defaultMaximumPages`` by default).
    public let pager: ScholarPager

    /// Creates a profile fetcher.
    public init(
        fetcher: any HTTPFetcher, baseURL: URL, blockedHosts: BlockedHosts,
        maximumPages: Int = ScholarProfileRequests.defaultMaximumPages
    ) {
        pager = ScholarPager(
            fetcher: fetcher, baseURL: baseURL, blockedHosts: blockedHosts,
            maximumPages: maximumPages)
    }

    /// Fetches and parses every page of profile `user`.
    ///
    /// - Throws: ``CitationFetchError/blocked(host:url:reason:earlier:)`` when the host serves
    ///   (or already served, in this build) a block page — with status 200, 403 or 429 — and
    ///   records the host in the pager's blocked hosts; ``CitationFetchError/fetch(_:)`` and
    ///   ``CitationFetchError/parse(_:)`` for the first page that fails.
    public func fetchProfile(user: String) async throws(CitationFetchError) -> ScholarProfileFetch {
        var responses: [FetchResponse] = []
        var publications: [Publication] = []
        var first: CitationSourceResult?
        var previousPage: [Publication] = []
        var isComplete = false
        var start = 0
        var pages = 0
        while pages < pager.maximumPages {
            let page = try await pager.page { [start] () throws(FetchError) in
                try ScholarProfileRequests.pageRequest(
                    base: pager.baseURL, user: user, start: start)
            } parse: { (data, origin) throws(SourceError) in
                try ScholarProfileParser.parse(data, origin: origin)
            }
            pages += 1
            responses.append(page.response)
            if first == nil { first = page.result }
            // A server that ignores `cstart` would repeat the same rows forever.
            if pages > 1 && !page.result.publications.isEmpty
                && page.result.publications == previousPage
            {
                break
            }
            publications += page.result.publications
            previousPage = page.result.publications
            if page.result.isComplete {
                isComplete = true
                break
            }
            if page.result.publications.isEmpty { break }
            start += page.result.publications.count
        }
        let origin = responses.first?.url.absoluteString ?? pager.baseURL.absoluteString
        let result = CitationSourceResult(
            sourceName: ScholarProfileParser.sourceName, origin: origin,
            profile: first?.profile, publications: publications, isComplete: isComplete)
        return ScholarProfileFetch(
            result: result, responses: responses,
            reachedPageCap: !isComplete && pages >= pager.maximumPages)
    }
}
