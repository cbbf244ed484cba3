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
    init(
        settings: SiteSettings, endpoints: SourceEndpoints, options: BuildOptions,
        cache: CacheStore?, scholarFreshAfter: Date?, openAlexFreshAfter: Date?,
        semanticScholarFreshAfter: Date?, registeredFreshAfter: [String: Date?] = [:],
        tally: FetchTally, cacheOnly: Bool = false
    ) {
        let sessionFetcher = URLSessionFetcher.forSite(
            settings, endpoints: endpoints, configuration: options.fetcherConfiguration)
        let network: any HTTPFetcher = cacheOnly ? CacheOnlyUpstream() : sessionFetcher
        blockedHosts = BlockedHosts()
        let notBlocked: @Sendable (FetchResponse) -> Bool = { response in
            BlockDetector.blockReason(in: response.body) == nil
        }
        let scholarPages = CachingFetcher(
            upstream: network, cache: cache, freshAfter: scholarFreshAfter,
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
                upstream: openAlexUpstream, cache: cache, freshAfter: openAlexFreshAfter,
                accept: { _ in true }, tally: tally),
            baseURL: endpoints.baseURL(for: .openalex), mailto: settings.contact)
        var s2Upstream: any HTTPFetcher = network
        if let key = options.environment["S2_API_KEY"], !key.isEmpty {
            s2Upstream = APIKeyFetcher(
                upstream: network, name: "x-api-key", value: key, placement: .header)
        }
        semanticScholar = SemanticScholarPapersFetcher(
            fetcher: CachingFetcher(
                upstream: s2Upstream, cache: cache, freshAfter: semanticScholarFreshAfter,
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
                        freshAfter: registeredFreshAfter[descriptor.key] ?? nil,
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

/// Gets the sources of one scientist: saved pages from the content folder; network sources
/// from the cache while fresh, otherwise from the network, falling back to the last good
/// copy in the cache when the fetch fails (the page then says "stale since …").
///
/// Online and `--offline` builds describe a cached source identically (dates and failures
/// come from the cache), so an offline build right after an online one gives the same site.
struct SourceLoader: Sendable {
    let contentDirectory: URL
    let maximumInputBytes: Int
    let cache: CacheStore?
    /// `nil` for `--offline`.
    let network: NetworkSources?
    /// The same fetchers answering from the cache alone (`--offline` is a cache mode, not a
    /// second pager): they re-read a source whose parsed record is missing.
    var cacheReader: NetworkSources?
    let refresh: Bool
    /// The build's "now", whole seconds.
    let now: Date
    /// How long a Scholar profile stays fresh.
    let scholarTTL: TimeInterval
    /// How long an OpenAlex author's works stay fresh.
    let openAlexTTL: TimeInterval
    /// How long a Semantic Scholar author's papers stay fresh.
    let semanticScholarTTL: TimeInterval
    /// How long a fetched homepage stays fresh.
    let homepageTTL: TimeInterval
    /// How long fetched ORCID works stay fresh.
    let orcidTTL: TimeInterval
    /// ORCID's public API base URL (`HINDEX_ORCID_URL`).
    let orcidBase: URL
    /// How long a fetched DBLP person record stays fresh.
    var dblpTTL: TimeInterval = FetchStep.defaultTTLDays * 86_400
    /// DBLP's base URL (`HINDEX_DBLP_URL`).
    var dblpBase = URL(fileURLWithPath: "/")
    let tally: FetchTally
    /// How long each registered network source stays fresh, by key.
    var registeredTTL: [String: TimeInterval] = [:]

    // MARK: Citation source

    /// The citation source `source` (primary or not), or `nil` when this version does not
    /// read it.
    func citation(_ source: CitationSourcePlan?) async -> FetchedSource? {
        switch source {
        case .savedFile(let path, _):
            return savedFile(path)
        case .scholarProfile(let id):
            return await scholarCitation(.profile(id: id))
        case .scholarSearch(let query):
            return await scholarCitation(.search(query: query))
        case .openAlexWorks(let id):
            return await scholarCitation(.openAlexWorks(id: id))
        case .semanticScholarPapers(let id):
            return await scholarCitation(.semanticScholarPapers(id: id))
        case .registered(let source, let id):
            return await scholarCitation(.registered(source: source, id: id))
        case .unavailable, nil:
            return nil
        }
    }

    /// A Scholar profile or author search: cached while fresh, fetched otherwise; a failed
    /// refresh keeps the last good copy.
    func scholarCitation(_ source: CitationFetch) async -> FetchedSource {
        let statusKey = "\(source.recordSource)/\(source.key)"
        let cached = await cachedCitation(source)
        let previousFailure = await RefreshStatus.load(key: statusKey, from: cache)
        let label = source.label
        let ttl: TimeInterval
        switch source {
        case .profile, .search: ttl = scholarTTL
        case .openAlexWorks: ttl = openAlexTTL
        case .semanticScholarPapers: ttl = semanticScholarTTL
        case .registered(let key, _): ttl = registeredTTL[key] ?? FetchStep.defaultTTLDays * 86_400
        }
        let isFresh = cached.map { $0.fetchedAt >= now.addingTimeInterval(-ttl) } ?? false
        guard let network, refresh || !isFresh else {
            if let cached {
                return citationSource(
                    cached, label: label, failure: previousFailure, summary: "from the cache")
            }
            return missing(
                label: label, what: source.description, failure: previousFailure,
                hashKey: statusKey)
        }
        do {
            let fetch = try await source.fetch(from: network)
            let fetchedAt =
                fetch.responses.map(\.fetchedAt).min().map(CacheDay.wholeSeconds) ?? now
            let json = Self.encode(fetch.result)
            let inputHash = ContentHash.sha256Hex(
                fetch.responses.map { ContentHash.sha256Hex($0.body) }.joined(separator: "\n"))
            let profile = CachedProfile(
                result: fetch.result, json: json, fetchedAt: fetchedAt)
            do {
                try await cache?.storeParsed(
                    ParsedRecord(
                        source: source.recordSource, key: source.key, json: json,
                        fetchedAt: fetchedAt, inputHash: inputHash))
                if previousFailure != nil {
                    try await RefreshStatus.store(nil, key: statusKey, in: cache, at: now)
                }
            } catch {
                await tally.record(error)
            }
            let fromCache = fetch.responses.filter { $0.attempts == 0 }.count
            let pages = fetch.responses.count
            var summary = "\(pages) page\(pages == 1 ? "" : "s") fetched"
            if fromCache > 0 { summary += " (\(fromCache) from the cache)" }
            for note in fetch.notes { summary += ", \(note)" }
            return citationSource(profile, label: label, failure: nil, summary: summary)
        } catch {
            let failure = RefreshFailure(
                since: previousFailure?.since ?? now, reason: Self.reason(error))
            do {
                try await RefreshStatus.store(failure, key: statusKey, in: cache, at: now)
            } catch {
                await tally.record(error)
            }
            if let cached {
                return citationSource(
                    cached, label: label, failure: failure, summary: "refresh failed")
            }
            return missing(
                label: label, what: source.description, failure: failure, hashKey: statusKey)
        }
    }

    /// A profile or search result read from the cache.
    struct CachedProfile: Sendable {
        var result: CitationSourceResult
        /// The record's JSON, whose hash identifies the data.
        var json: String
        var fetchedAt: Date
    }

    /// The cached profile or search: the parsed record, or else the cached pages read again
    /// by the source's own pager when every page up to the end of the list is there.
    func cachedCitation(_ source: CitationFetch) async -> CachedProfile? {
        guard let cache else { return nil }
        if let stored = try? await cache.latestParsed(
            CitationSourceResult.self, source: source.recordSource, key: source.key)
        {
            return CachedProfile(
                result: stored.value, json: stored.record.json,
                fetchedAt: stored.record.fetchedAt)
        }
        // Else the same pager run over the cache alone: every page up to the end must be
        // there (an author search may end at its page cap, as when it was fetched).
        guard let cacheReader,
            let outcome = try? await source.fetch(from: cacheReader),
            let fetchedAt = outcome.responses.map(\.fetchedAt).min()
        else { return nil }
        if case .search = source {
        } else if !outcome.result.isComplete {
            return nil
        }
        return CachedProfile(
            result: outcome.result, json: Self.encode(outcome.result), fetchedAt: fetchedAt)
    }

    private func citationSource(
        _ profile: CachedProfile, label: String, failure: RefreshFailure?, summary: String
    ) -> FetchedSource {
        let freshness = DataFreshness(
            label: label, fetched: CacheDay.string(profile.fetchedAt),
            staleSince: failure.map { CacheDay.string($0.since) }, staleReason: failure?.reason)
        let line = "\(label): " + Self.progressText(summary, freshness)
        return FetchedSource(
            origin: profile.result.origin, body: .success(.records(profile.result)),
            freshness: freshness,
            inputHash: Self.hash(
                ["records", ContentHash.sha256Hex(profile.json), Self.describe(freshness)]),
            dataDate: profile.fetchedAt, summary: line)
    }

    // MARK: Reference list

    /// The reference list `list`, or `nil` when this version does not read it.
    func reference(_ list: ReferenceListPlan) async -> FetchedSource? {
        switch list {
        case .homepageFile(let path), .orcidFile(let path), .dblpFile(let path),
            .bibtexFile(let path):
            return savedFile(path)
        case .homepageURL(let url):
            return await listPage(
                url: url, label: "Publication list", what: "the publication list \(url)",
                statusKey: "homepage/\(url)", ttl: homepageTTL)
        case .orcidWorks(let iD):
            let url = orcidBase.appendingPathComponent("v3.0/\(iD)/works").absoluteString
            return await listPage(
                url: url, label: "ORCID works", what: "the ORCID works of \(iD)",
                statusKey: "orcid/\(iD)", ttl: orcidTTL,
                headers: ["Accept": "application/json"],
                explain: { body in
                    // ORCID's error payload ("user-message", "error-desc") says why.
                    do throws(SourceError) {
                        _ = try ORCIDWorksParser.parse(body, origin: url)
                    } catch {
                        if case .unexpectedLayout(_, _, let detail) = error {
                            return detail
                        }
                    }
                    return nil
                })
        case .dblpPerson(let pid):
            let url = Self.dblpPersonURL(base: dblpBase, pid: pid)
            return await listPage(
                url: url, label: "DBLP record", what: "the DBLP record of \(pid)",
                statusKey: "dblp/\(pid)", ttl: dblpTTL,
                headers: ["Accept": "application/xml"],
                check: { data, origin throws(SourceError) in
                    _ = try DBLPPersonParser.parse(data, origin: origin)
                })
        case .unavailable:
            return nil
        }
    }

    /// The URL of a DBLP person record: `{base}/pid/{pid}.xml`.
    static func dblpPersonURL(base: URL, pid: String) -> String {
        let path = pid.split(separator: "/").map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }.joined(separator: "/")
        return base.absoluteString + "/pid/" + path + ".xml"
    }

    /// A reference list by URL (a publications page, an ORCID works response, a DBLP person
    /// record): cached while fresh (`ttl`), fetched otherwise; a failed refresh keeps the
    /// last good copy. `check`, when given, must accept a fetched body (it parses): a
    /// response of the wrong kind (an HTML error page instead of XML) is neither cached nor
    /// used, and counts as a failed refresh. `explain`, when given, reads the body of an
    /// error answer (an API's error payload) and returns its message for the failure reason.
    func listPage(
        url text: String, label: String, what: String, statusKey: String, ttl: TimeInterval,
        headers: [String: String] = [:],
        check: (@Sendable (Data, String) throws(SourceError) -> Void)? = nil,
        explain: (@Sendable (Data) -> String?)? = nil
    ) async -> FetchedSource {
        let cached = try? await cache?.latestResponse(url: text, successfulOnly: true)
        let previousFailure = await RefreshStatus.load(key: statusKey, from: cache)
        let isFresh =
            cached.map { $0.fetchedAt >= now.addingTimeInterval(-ttl) } ?? false
        guard let network, refresh || !isFresh else {
            if let cached {
                return pageSource(
                    text, label: label, body: cached.body, fetchedAt: cached.fetchedAt,
                    failure: previousFailure, summary: "from the cache")
            }
            return missing(
                label: label, what: what, failure: previousFailure, hashKey: statusKey)
        }
        do {
            guard let url = URL(string: text) else {
                throw FetchError.invalidURL(url: text, reason: "not a URL")
            }
            let fetcher =
                check.map { check in
                    CachingFetcher(
                        upstream: network.pages.upstream, cache: cache, freshAfter: nil,
                        accept: { response in
                            (try? check(response.body, response.url.absoluteString)) != nil
                        }, tally: tally)
                } ?? network.pages
            let response = try await fetcher.fetch(FetchRequest(url: url, headers: headers))
            try check?(response.body, text)
            if previousFailure != nil {
                do {
                    try await RefreshStatus.store(nil, key: statusKey, in: cache, at: now)
                } catch {
                    await tally.record(error)
                }
            }
            return pageSource(
                text, label: label, body: response.body,
                fetchedAt: CacheDay.wholeSeconds(response.fetchedAt),
                failure: nil, summary: "fetched")
        } catch {
            var reason = Self.reason(error)
            if case .status(_, _, _, let body)? = error as? FetchError, !body.isEmpty,
                let message = explain?(body)
            {
                reason += ": " + message
            }
            let failure = RefreshFailure(since: previousFailure?.since ?? now, reason: reason)
            do {
                try await RefreshStatus.store(failure, key: statusKey, in: cache, at: now)
            } catch {
                await tally.record(error)
            }
            if let cached {
                return pageSource(
                    text, label: label, body: cached.body, fetchedAt: cached.fetchedAt,
                    failure: failure,
                    summary: "refresh failed")
            }
            return missing(
                label: label, what: what, failure: failure, hashKey: statusKey)
        }
    }

    private func pageSource(
        _ url: String, label: String, body: Data, fetchedAt: Date, failure: RefreshFailure?,
        summary: String
    ) -> FetchedSource {
        let freshness = DataFreshness(
            label: label, fetched: CacheDay.string(fetchedAt),
            staleSince: failure.map { CacheDay.string($0.since) }, staleReason: failure?.reason)
        let line = "\(MetricsStep.inSentence(label)): " + Self.progressText(summary, freshness)
        return FetchedSource(
            origin: url, body: .success(.page(body)), freshness: freshness,
            inputHash: Self.hash(["page", ContentHash.sha256Hex(body), Self.describe(freshness)]),
            dataDate: fetchedAt, summary: line)
    }

    // MARK: Saved files and failures

    /// A saved page under the content folder.
    func savedFile(_ path: String) -> FetchedSource {
        let body = FetchStep.readSavedFile(path, under: contentDirectory, limit: maximumInputBytes)
        let url = contentDirectory.appendingPathComponent(path)
        let modified =
            (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate]
            as? Date
        let hash: String
        switch body {
        case .success(let data): hash = Self.hash(["file", path, ContentHash.sha256Hex(data)])
        case .failure(let error): hash = Self.hash(["file-error", path, error.description])
        }
        return FetchedSource(
            origin: path, body: body.map(FetchedContent.page), freshness: nil, inputHash: hash,
            dataDate: modified.map(CacheDay.wholeSeconds), summary: "saved page \(path)")
    }

    /// A network source with no data: never fetched (offline), or every fetch failed.
    private func missing(label: String, what: String, failure: RefreshFailure?, hashKey: String)
        -> FetchedSource
    {
        let reason: String
        let summary: String
        if let failure {
            reason =
                "\(failure.reason) (failing since \(CacheDay.string(failure.since)); "
                + "nothing is cached yet)"
            summary = "failed: \(failure.reason)"
        } else {
            reason =
                "not in the cache, and this build is offline; build once without --offline "
                + "to fetch it"
            summary = "not in the cache (offline build)"
        }
        let error = SourceError.unreadable(origin: what, reason: reason)
        return FetchedSource(
            origin: what, body: .failure(error), freshness: nil,
            inputHash: Self.hash(["missing", hashKey, error.description]), dataDate: nil,
            summary: "\(label): \(summary)", isMissingFromCache: failure == nil)
    }

    // MARK: Helpers

    /// The progress text of a source with data: how it was got and, when it is not from
    /// this build's fetch, which copy is used.
    static func progressText(_ summary: String, _ freshness: DataFreshness) -> String {
        if let reason = freshness.staleReason {
            return "\(summary), keeping the copy fetched \(freshness.fetched): \(reason)"
        }
        if summary == "from the cache" { return "\(summary) (fetched \(freshness.fetched))" }
        return summary
    }

    /// One line saying why a fetch failed, naming the URL.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let error as CitationFetchError:
            switch error {
            case .blocked(let host, let url, let reason, let earlier):
                return earlier
                    ? "Google Scholar (\(host)) served a block page earlier in this build "
                        + "(\(reason)), so no request was made"
                    : "Google Scholar blocked the request for \(url) (\(reason))"
            case .fetch, .errorPayload, .parse, .notConfigured:
                return error.description
            }
        case let error as FetchError:
            return error.description
        default:
            return String(describing: error)
        }
    }

    /// JSON of a result as the cache stores it (sorted keys: equal values, equal text).
    static func encode(_ result: CitationSourceResult) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(result)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// A text identifying freshness for hashing.
    static func describe(_ freshness: DataFreshness) -> String {
        [
            freshness.label, freshness.fetched, freshness.staleSince ?? "-",
            freshness.staleReason ?? "-",
        ].joined(separator: "\u{1F}")
    }

    /// The hash of several parts.
    static func hash(_ parts: [String]) -> String {
        ContentHash.sha256Hex(parts.joined(separator: "\u{1E}"))
    }
}
