import Foundation
import HIndexCore
import HIndexNetwork
import HIndexSources
import HIndexStore

/// The network side of one build, created once and only when a source needs it (never for
/// `--offline`): one fetcher (per-host spacing, retries, the contact `User-Agent`), one list
/// of blocked hosts, and for each citation source of the registry its pager's context: the
/// cache in front of the network, with the source's API key added below the cache.
struct NetworkSources: Sendable {
    /// The context of each network citation source, by key; the reason instead when the
    /// source cannot be asked (its required key is not set).
    let contexts: [String: Result<NetworkCitationSource.Context, CitationFetchError>]
    /// Fetches homepages and stores them in the cache.
    let pages: CachingFetcher
    /// The hosts that served a block page in this build.
    let blockedHosts: BlockedHosts
    /// How many requests run at once.
    let concurrency: Int

    /// Builds the fetchers for `settings` and `options`.
    ///
    /// - Parameters:
    ///   - freshAfter: for a source key (`scholar`, `openalex`, `serpapi`…), the date after
    ///     which a cached page is fresh; `nil` fetches every page (`--refresh`).
    ///   - cacheOnly: answer from the cache alone (a page it does not hold is an error).
    ///   - reachability: the build's unreachable hosts, shared by every fetcher.
    init(
        settings: SiteSettings, endpoints: SourceEndpoints, options: BuildOptions,
        cache: CacheStore?, freshAfter: (String) -> Date?, tally: FetchTally,
        cacheOnly: Bool = false, reachability: HostReachability? = nil
    ) {
        let networkFetcher = NetworkFetcher.forSite(
            settings, endpoints: endpoints, configuration: options.fetcherConfiguration,
            reachability: reachability)
        let network: any HTTPFetcher = cacheOnly ? CacheOnlyUpstream() : networkFetcher
        blockedHosts = BlockedHosts()
        var contexts: [String: Result<NetworkCitationSource.Context, CitationFetchError>] = [:]
        for descriptor in CitationSources.all {
            guard let source = descriptor.network else { continue }
            var upstream: any HTTPFetcher = network
            var missing: NetworkCitationSource.APIKey?
            for key in [source.apiKey].compactMap({ $0 }) + source.additionalKeys {
                if let value = options.environment[key.environmentVariable], !value.isEmpty {
                    upstream = APIKeyFetcher(
                        upstream: upstream, name: key.name, value: value,
                        placement: key.placement == .header ? .header : .query)
                } else if key.required, missing == nil {
                    missing = key
                }
            }
            if let key = missing, !cacheOnly {
                contexts[descriptor.key] = .failure(
                    .notConfigured(
                        source: descriptor.label,
                        reason: "\(key.environmentVariable) is not set, and the service "
                            + "answers only requests with an API key"))
                continue
            }
            contexts[descriptor.key] = .success(
                NetworkCitationSource.Context(
                    fetcher: CachingFetcher(
                        upstream: upstream, cache: cache,
                        freshAfter: freshAfter(source.freshnessKey ?? descriptor.key),
                        accept: source.keepsResponse, tally: tally),
                    base: endpoints.baseURL(for: source.service), contact: settings.contact,
                    blockedHosts: blockedHosts))
        }
        self.contexts = contexts
        pages = CachingFetcher(
            upstream: network, cache: cache, freshAfter: nil, accept: { _ in true },
            tally: tally)
        concurrency = networkFetcher.configuration.maximumConcurrentRequests
    }
}

/// The upstream of the cache-only fetchers: every request it gets is a page the cache does
/// not hold.
struct CacheOnlyUpstream: HTTPFetcher {
    func fetch(_ request: FetchRequest) async throws(FetchError) -> FetchResponse {
        throw .network(url: request.url.absoluteString, reason: "not in the cache", attempts: 0)
    }
}

extension NetworkSources {
    /// The pager context of citation source `key`, or why it cannot be asked.
    func context(_ key: String) throws(CitationFetchError) -> NetworkCitationSource.Context {
        guard let entry = contexts[key] else {
            throw .notConfigured(source: key, reason: "no fetcher for this source")
        }
        return try entry.get()
    }
}
