import Foundation
import HIndexCore

/// What the Scholar fetchers (profile and author search) share: the fetcher, the base URL,
/// the build's blocked hosts and the page cap, and fetching one page. A host already in
/// ``blockedHosts`` gets no request; a block page — a `403`/`429` whose body is a challenge,
/// or any page the parser reports as blocked — records the host and becomes
/// ``CitationFetchError/blocked(host:url:reason:earlier:)``.
public struct ScholarPager: Sendable {
    /// Whether the cache may keep a response: never a block page (status 200 included).
    @Sendable public static func keeps(_ response: FetchResponse) -> Bool {
        BlockDetector.blockReason(in: response.body) == nil
    }

    /// The fetcher used for every page.
    public let fetcher: any HTTPFetcher
    /// The Scholar base URL (``SourceEndpoints/baseURL(for:)`` of ``SourceService/scholar``).
    public let baseURL: URL
    /// The build's blocked hosts, consulted before and updated after each request.
    public let blockedHosts: BlockedHosts
    /// The most pages fetched for one profile or search (at least 1).
    public let maximumPages: Int

    /// Creates a pager.
    public init(
        fetcher: any HTTPFetcher, baseURL: URL, blockedHosts: BlockedHosts, maximumPages: Int
    ) {
        self.fetcher = fetcher
        self.baseURL = baseURL
        self.blockedHosts = blockedHosts
        self.maximumPages = max(1, maximumPages)
    }

    /// The host key of ``baseURL``.
    var host: String { FetchRequest.hostKey(of: baseURL) }

    /// Builds a page's request with `request`, refuses a host blocked earlier in the build,
    /// fetches the page and parses it with `parse`.
    func page<Parsed>(
        _ request: () throws(FetchError) -> FetchRequest,
        parse: (Data, String) throws(SourceError) -> Parsed
    ) async throws(CitationFetchError) -> (response: FetchResponse, result: Parsed) {
        let built: FetchRequest
        do {
            built = try request()
        } catch {
            throw .fetch(error)
        }
        let url = built.url.absoluteString
        if let blockage = await blockedHosts.blockage(of: host) {
            throw .blocked(host: host, url: url, reason: blockage.reason, earlier: true)
        }
        let response: FetchResponse
        do {
            response = try await fetcher.fetch(built)
        } catch {
            var reason: String?
            switch error {
            case .blocked(_, _, let blockReason):
                reason = blockReason
            case .status(_, let status, _, let body) where status == 403 || status == 429:
                reason = BlockDetector.blockReason(in: body)
            default:
                break
            }
            if let reason {
                await blockedHosts.block(host: host, url: url, reason: reason)
                throw .blocked(host: host, url: url, reason: reason, earlier: false)
            }
            throw .fetch(error)
        }
        do {
            return (response, try parse(response.body, url))
        } catch {
            if case .blocked(_, _, let reason) = error {
                await blockedHosts.block(host: host, url: url, reason: reason)
                throw .blocked(host: host, url: url, reason: reason, earlier: false)
            }
            throw .parse(error)
        }
    }
}
