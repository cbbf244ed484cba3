import Foundation
import HIndexCore
import HIndexSources
import HIndexStore

/// The network side of one build, created once and only when a source needs it (never for
/// `--offline`): one fetcher (per-host spacing, retries, the contact `User-Agent`), one list
/// of blocked hosts, and the Scholar profile and author-search fetchers over the cache.
struct NetworkSources: Sendable {
    /// Fetches every page of a Scholar profile, pages answered by the cache when fresh.
    let profiles: ScholarProfileFetcher
    /// Fetches the pages of a Scholar author search (same fetcher, cache and blocked hosts).
    let searches: ScholarSearchFetcher
    /// Fetches every page of an OpenAlex author's works, pages answered by the cache when
    /// fresh; the API key (`OPENALEX_API_KEY`) is added below the cache.
    let openAlexWorks: OpenAlexWorksFetcher
    /// Fetches every page of a Semantic Scholar author's papers, pages answered by the cache
    /// when fresh; the API key (`S2_API_KEY`, header `x-api-key`) is added below the cache.
    let semanticScholar: SemanticScholarPapersFetcher
    /// The fetchers of the registered network citation sources (SerpApi), by key: the cache
    /// in front of the network with the source's API key added below it; the reason instead
    /// when the source cannot be asked (its required key is not set).
    let registered: [String: Result<RegisteredFetcher, CitationFetchError>]
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
    init(
        settings: SiteSettings, endpoints: SourceEndpoints, options: BuildOptions,
        cache: CacheStore?, freshAfter: (String) -> Date?, tally: FetchTally,
        cacheOnly: Bool = false
    ) {
        let sessionFetcher = URLSessionFetcher.forSite(
            settings, endpoints: endpoints, configuration: options.fetcherConfiguration)
        let network: any HTTPFetcher = cacheOnly ? CacheOnlyUpstream() : sessionFetcher
        blockedHosts = BlockedHosts()
        let notBlocked: @Sendable (FetchResponse) -> Bool = { response in
            BlockDetector.blockReason(in: response.body) == nil
        }
        let scholarPages = CachingFetcher(
            upstream: network, cache: cache, freshAfter: freshAfter("scholar"),
            accept: notBlocked, tally: tally)
        profiles = ScholarProfileFetcher(
            fetcher: scholarPages, baseURL: endpoints.baseURL(for: .scholar),
            blockedHosts: blockedHosts)
        searches = ScholarSearchFetcher(
            fetcher: scholarPages, baseURL: endpoints.baseURL(for: .scholar),
            blockedHosts: blockedHosts)
        var openAlexUpstream: any HTTPFetcher = network
        if let key = options.environment["OPENALEX_API_KEY"], !key.isEmpty {
            openAlexUpstream = APIKeyFetcher(upstream: network, name: "api_key", value: key)
        }
        openAlexWorks = OpenAlexWorksFetcher(
            fetcher: CachingFetcher(
                upstream: openAlexUpstream, cache: cache, freshAfter: freshAfter("openalex"),
                accept: { _ in true }, tally: tally),
            baseURL: endpoints.baseURL(for: .openalex), mailto: settings.contact)
        var s2Upstream: any HTTPFetcher = network
        if let key = options.environment["S2_API_KEY"], !key.isEmpty {
            s2Upstream = APIKeyFetcher(
                upstream: network, name: "x-api-key", value: key, placement: .header)
        }
        semanticScholar = SemanticScholarPapersFetcher(
            fetcher: CachingFetcher(
                upstream: s2Upstream, cache: cache, freshAfter: freshAfter("semantic_scholar"),
                accept: { _ in true }, tally: tally),
            baseURL: endpoints.baseURL(for: .semanticScholar))
        var registered: [String: Result<RegisteredFetcher, CitationFetchError>] = [:]
        for descriptor in CitationSources.all {
            guard let source = descriptor.network else { continue }
            var upstream: any HTTPFetcher = network
            if let key = source.apiKey {
                if let value = options.environment[key.environmentVariable], !value.isEmpty {
                    upstream = APIKeyFetcher(
                        upstream: network, name: key.name, value: value,
                        placement: key.placement == .header ? .header : .query)
                } else if key.required, !cacheOnly {
                    registered[descriptor.key] = .failure(
                        .notConfigured(
                            source: descriptor.label,
                            reason: "\(key.environmentVariable) is not set, and the service "
                                + "answers only requests with an API key"))
                    continue
                }
            }
            registered[descriptor.key] = .success(
                RegisteredFetcher(
                    fetcher: CachingFetcher(
                        upstream: upstream, cache: cache,
                        freshAfter: freshAfter(descriptor.key),
                        accept: { _ in true }, tally: tally),
                    base: endpoints.baseURL(for: source.service)))
        }
        self.registered = registered
        pages = CachingFetcher(
            upstream: network, cache: cache, freshAfter: nil, accept: { _ in true },
            tally: tally)
        concurrency = sessionFetcher.configuration.maximumConcurrentRequests
    }
}

/// The upstream of the cache-only fetchers: every request it gets is a page the cache does
/// not hold.
struct CacheOnlyUpstream: HTTPFetcher {
    func fetch(_ request: FetchRequest) async throws(FetchError) -> FetchResponse {
        throw .network(url: request.url.absoluteString, reason: "not in the cache", attempts: 0)
    }
}

/// The fetcher and base URL of a registered network citation source.
struct RegisteredFetcher: Sendable {
    /// The cache in front of the network (and the API key).
    let fetcher: any HTTPFetcher
    /// The service's base URL.
    let base: URL
}

extension NetworkSources {
    /// The fetcher of registered source `key`, or why it cannot be asked.
    func registeredFetcher(_ key: String) throws(CitationFetchError) -> RegisteredFetcher {
        guard let entry = registered[key] else {
            throw .notConfigured(source: key, reason: "no fetcher for this source")
        }
        return try entry.get()
    }
}
