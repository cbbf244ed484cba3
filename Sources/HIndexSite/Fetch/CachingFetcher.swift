import Foundation
import HIndexSources
import HIndexStore

/// An ``HTTPFetcher`` in front of the network fetcher: answers from the cache when a good
/// response for the URL was fetched recently enough, and stores every good response as soon
/// as it arrives, so a build interrupted in the middle of a profile re-fetches only the pages
/// it did not get.
///
/// A response served from the cache has ``FetchResponse/attempts`` `0`.
struct CachingFetcher: HTTPFetcher {
    /// The network fetcher.
    let upstream: any HTTPFetcher
    /// The cache; `nil` fetches everything and stores nothing.
    let cache: CacheStore?
    /// Cached responses fetched at or after this date are reused; `nil` never reuses one
    /// (`--refresh`).
    let freshAfter: Date?
    /// Which answers are good enough to store and reuse (not a block page, for Scholar).
    let accept: @Sendable (FetchResponse) -> Bool
    /// Counts requests and cached pages, and collects cache write failures (which do not
    /// fail the fetch).
    let tally: FetchTally

    func fetch(_ request: FetchRequest) async throws(FetchError) -> FetchResponse {
        let url = request.url.absoluteString
        if let cache, let freshAfter,
            let cached = try? await cache.latestResponse(url: url, successfulOnly: true),
            cached.fetchedAt >= freshAfter
        {
            let response = FetchResponse(
                url: request.url, status: cached.status,
                headers: cached.contentType.map { ["Content-Type": $0] } ?? [:],
                body: cached.body, fetchedAt: cached.fetchedAt, attempts: 0)
            if accept(response) {
                await tally.countCachedPage()
                return response
            }
        }
        await tally.countRequest()
        var response = try await upstream.fetch(request)
        // Whole seconds survive the round trip through the cache exactly, so an offline
        // build sees the same dates as the online build that stored them.
        response.fetchedAt = CacheDay.wholeSeconds(response.fetchedAt)
        if let cache, (200..<300).contains(response.status), accept(response) {
            do {
                try await cache.storeResponse(
                    url: url, status: response.status, fetchedAt: response.fetchedAt,
                    body: response.body, contentType: response.header("Content-Type"))
            } catch {
                await tally.record(error)
            }
        }
        return response
    }
}
