import Foundation
import HIndexCore

/// The requests for a Google Scholar profile:
/// `GET {base}/citations?user={id}&hl=en&cstart={n}&pagesize=100`.
public enum ScholarProfileRequests {
    /// Rows per page; Scholar serves at most 100.
    public static let pageSize = 100

    /// The most pages fetched for one profile (2,000 rows); a longer list is kept as
    /// incomplete, so its metrics are lower bounds.
    public static let defaultMaximumPages = 20

    /// The URL of the page starting at row `start` (0 for the first page).
    ///
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` for an empty profile id.
    public static func pageURL(base: URL, user: String, start: Int) throws(FetchError) -> URL {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-_.~")
        let id = user.trimmingCharacters(in: .whitespaces)
        let encoded = id.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        var baseText = base.absoluteString
        while baseText.hasSuffix("/") { baseText.removeLast() }
        let text =
            "\(baseText)/citations?user=\(encoded)&hl=en&cstart=\(max(0, start))"
            + "&pagesize=\(pageSize)"
        guard !encoded.isEmpty, let url = URL(string: text) else {
            throw .invalidURL(url: text, reason: "a Google Scholar profile id is required")
        }
        return url
    }

    /// The request for the page starting at row `start`.
    public static func pageRequest(base: URL, user: String, start: Int) throws(FetchError)
        -> FetchRequest
    {
        FetchRequest(
            url: try pageURL(base: base, user: user, start: start),
            headers: ["Accept": "text/html", "Accept-Language": "en"])
    }
}

/// Hosts that served a captcha or "unusual traffic" page during this build. Share one
/// across the build: once a host is in it, no further request goes there and callers fall
/// back to the cache.
public actor BlockedHosts {
    /// Why and where a host was found blocking.
    public struct Blockage: Sendable, Hashable {
        /// The host key (``FetchRequest/hostKey``).
        public var host: String
        /// The URL that got the block page.
        public var url: String
        /// What was recognised, quoting the page.
        public var reason: String
    }

    private var blockages: [String: Blockage] = [:]

    /// An empty list.
    public init() {}

    /// Records that `host` blocked the request for `url`; the first record is kept.
    public func block(host: String, url: String, reason: String) {
        if blockages[host] == nil {
            blockages[host] = Blockage(host: host, url: url, reason: reason)
        }
    }

    /// The record for `host`, or `nil` when it has not blocked anything.
    public func blockage(of host: String) -> Blockage? { blockages[host] }

    /// Every blocked host, sorted by host.
    public var all: [Blockage] { blockages.values.sorted { $0.host < $1.host } }
}

/// All pages of one profile, merged in order, and the raw responses for the cache.
public struct ScholarProfileFetch: Sendable, Hashable {
    /// The merged result: the first page's profile summary, every page's rows in order;
    /// `isComplete` when the last page said so.
    public var result: CitationSourceResult
    /// The responses, one per page, in order.
    public var responses: [FetchResponse]
    /// Whether fetching stopped at the page cap with the list still incomplete.
    public var reachedPageCap: Bool
}

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

/// What the Scholar fetchers (profile and author search) share: the fetcher, the base URL,
/// the build's blocked hosts and the page cap, and fetching one page. A host already in
/// ``blockedHosts`` gets no request; a block page — a `403`/`429` whose body is a challenge,
/// or any page the parser reports as blocked — records the host and becomes
/// ``CitationFetchError/blocked(host:url:reason:earlier:)``.
public struct ScholarPager: Sendable {
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
