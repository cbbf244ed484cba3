import Foundation
import HIndexCore
import HIndexSources
import HIndexStore
import HIndexTemplates

/// The network side of one build, created once and only when a source needs it (never for
/// `--offline`): one fetcher (per-host spacing, retries, the contact `User-Agent`), one list
/// of blocked hosts, and the Scholar profile fetcher over the cache.
struct NetworkSources: Sendable {
    /// Fetches every page of a Scholar profile, pages answered by the cache when fresh.
    let profiles: ScholarProfileFetcher
    /// Fetches homepages and stores them in the cache.
    let pages: CachingFetcher
    /// The hosts that served a block page in this build.
    let blockedHosts: BlockedHosts
    /// How many requests run at once.
    let concurrency: Int

    /// Builds the fetchers for `settings` and `options`.
    init(
        settings: SiteSettings, endpoints: SourceEndpoints, options: BuildOptions,
        cache: CacheStore?, scholarFreshAfter: Date?, tally: FetchTally
    ) {
        let network = URLSessionFetcher.forSite(
            settings, endpoints: endpoints, configuration: options.fetcherConfiguration)
        blockedHosts = BlockedHosts()
        let notBlocked: @Sendable (FetchResponse) -> Bool = { response in
            BlockDetector.blockReason(in: response.body) == nil
        }
        profiles = ScholarProfileFetcher(
            fetcher: CachingFetcher(
                upstream: network, cache: cache, freshAfter: scholarFreshAfter,
                accept: notBlocked, tally: tally),
            baseURL: endpoints.baseURL(for: .scholar), blockedHosts: blockedHosts)
        pages = CachingFetcher(
            upstream: network, cache: cache, freshAfter: nil, accept: { _ in true },
            tally: tally)
        concurrency = network.configuration.maximumConcurrentRequests
    }
}

/// Gets the sources of one scientist: saved pages from the content folder; network sources
/// from the cache while fresh, otherwise from the network, falling back to the last good
/// copy in the cache when the fetch fails (the page then says "stale since …").
///
/// Online and `--offline` builds describe a cached source identically (dates and failures
/// come from the cache), so an offline build right after an online one gives the same site.
struct SourceLoader: Sendable {
    /// The parsed-record source of Scholar profiles.
    static let scholarRecordSource = "scholar_profile"

    let contentDirectory: URL
    let maximumInputBytes: Int
    let cache: CacheStore?
    /// `nil` for `--offline`.
    let network: NetworkSources?
    let refresh: Bool
    /// The build's "now", whole seconds.
    let now: Date
    /// How long a Scholar profile stays fresh.
    let scholarTTL: TimeInterval
    /// How long a fetched homepage stays fresh.
    let homepageTTL: TimeInterval
    /// Scholar's base URL (for re-reading cached pages).
    let scholarBase: URL
    let tally: FetchTally

    // MARK: Citation source

    /// The citation source of `plan`, or `nil` when it has none that this version reads.
    func citation(for plan: ScientistPlan) async -> FetchedSource? {
        switch plan.citationSource {
        case .scholarProfileFile(let path):
            return savedFile(path)
        case .scholarProfile(let id):
            return await scholarProfile(id: id)
        case .unavailable, nil:
            return nil
        }
    }

    /// A Scholar profile by id: cached while fresh, fetched otherwise.
    func scholarProfile(id: String) async -> FetchedSource {
        let statusKey = "\(Self.scholarRecordSource)/\(id)"
        let cached = await cachedProfile(id: id)
        let previousFailure = await RefreshStatus.load(key: statusKey, from: cache)
        let label = ScholarProfileParser.sourceName
        let isFresh = cached.map { $0.fetchedAt >= now.addingTimeInterval(-scholarTTL) } ?? false
        guard let network, refresh || !isFresh else {
            if let cached {
                return profileSource(cached, failure: previousFailure, summary: "from the cache")
            }
            return missing(
                label: label, what: "\(label) \(id)", failure: previousFailure,
                hashKey: statusKey)
        }
        do {
            let fetch = try await network.profiles.fetchProfile(user: id)
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
                        source: Self.scholarRecordSource, key: id, json: json,
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
            if fetch.reachedPageCap { summary += ", stopped at the page cap" }
            return profileSource(profile, failure: nil, summary: summary)
        } catch {
            let failure = RefreshFailure(
                since: previousFailure?.since ?? now, reason: Self.reason(error))
            do {
                try await RefreshStatus.store(failure, key: statusKey, in: cache, at: now)
            } catch {
                await tally.record(error)
            }
            if let cached {
                return profileSource(cached, failure: failure, summary: "refresh failed")
            }
            return missing(
                label: label, what: "\(label) \(id)", failure: failure, hashKey: statusKey)
        }
    }

    /// A profile read from the cache.
    struct CachedProfile: Sendable {
        var result: CitationSourceResult
        /// The record's JSON, whose hash identifies the data.
        var json: String
        var fetchedAt: Date
    }

    /// The cached profile: the parsed record, or else the cached pages parsed again when
    /// every page up to the end of the list is there.
    func cachedProfile(id: String) async -> CachedProfile? {
        guard let cache else { return nil }
        if let stored = try? await cache.latestParsed(
            CitationSourceResult.self, source: Self.scholarRecordSource, key: id)
        {
            return CachedProfile(
                result: stored.value, json: stored.record.json,
                fetchedAt: stored.record.fetchedAt)
        }
        var publications: [Publication] = []
        var first: CitationSourceResult?
        var dates: [Date] = []
        var start = 0
        for _ in 0..<ScholarProfileRequests.defaultMaximumPages {
            guard
                let url = try? ScholarProfileRequests.pageURL(
                    base: scholarBase, user: id, start: start),
                let page = try? await cache.latestResponse(
                    url: url.absoluteString, successfulOnly: true),
                let result = try? ScholarProfileParser.parse(page.body, origin: url.absoluteString)
            else { return nil }
            if first == nil { first = result }
            dates.append(page.fetchedAt)
            publications += result.publications
            if result.isComplete, let first {
                let merged = CitationSourceResult(
                    sourceName: ScholarProfileParser.sourceName, origin: first.origin,
                    profile: first.profile, publications: publications, isComplete: true)
                return CachedProfile(
                    result: merged, json: Self.encode(merged),
                    fetchedAt: dates.min() ?? page.fetchedAt)
            }
            if result.publications.isEmpty { return nil }
            start += result.publications.count
        }
        return nil
    }

    private func profileSource(_ profile: CachedProfile, failure: RefreshFailure?, summary: String)
        -> FetchedSource
    {
        let freshness = DataFreshness(
            label: ScholarProfileParser.sourceName, fetched: CacheDay.string(profile.fetchedAt),
            staleSince: failure.map { CacheDay.string($0.since) }, staleReason: failure?.reason)
        let line = "\(ScholarProfileParser.sourceName): " + Self.progressText(summary, freshness)
        return FetchedSource(
            origin: profile.result.origin, body: .success(.records(profile.result)),
            freshness: freshness,
            inputHash: Self.hash(
                ["records", ContentHash.sha256Hex(profile.json), Self.describe(freshness)]),
            dataDate: profile.fetchedAt, summary: line)
    }

    // MARK: Reference list

    /// The reference list of `plan`, or `nil` when it has none that this version reads.
    func reference(for plan: ScientistPlan) async -> FetchedSource? {
        switch plan.referenceList {
        case .homepageFile(let path):
            return savedFile(path)
        case .homepageURL(let url):
            return await homepage(url: url)
        case .unavailable, nil:
            return nil
        }
    }

    /// A publications page by URL: cached while fresh, fetched otherwise.
    func homepage(url text: String) async -> FetchedSource {
        let statusKey = "homepage/\(text)"
        let label = "Publication list"
        let cached = try? await cache?.latestResponse(url: text, successfulOnly: true)
        let previousFailure = await RefreshStatus.load(key: statusKey, from: cache)
        let isFresh =
            cached.map { $0.fetchedAt >= now.addingTimeInterval(-homepageTTL) } ?? false
        guard let network, refresh || !isFresh else {
            if let cached {
                return pageSource(
                    text, body: cached.body, fetchedAt: cached.fetchedAt,
                    failure: previousFailure, summary: "from the cache")
            }
            return missing(
                label: label, what: "the publication list \(text)", failure: previousFailure,
                hashKey: statusKey)
        }
        do {
            guard let url = URL(string: text) else {
                throw FetchError.invalidURL(url: text, reason: "not a URL")
            }
            let response = try await network.pages.fetch(FetchRequest(url: url))
            if previousFailure != nil {
                do {
                    try await RefreshStatus.store(nil, key: statusKey, in: cache, at: now)
                } catch {
                    await tally.record(error)
                }
            }
            return pageSource(
                text, body: response.body, fetchedAt: CacheDay.wholeSeconds(response.fetchedAt),
                failure: nil, summary: "fetched")
        } catch {
            let failure = RefreshFailure(
                since: previousFailure?.since ?? now, reason: Self.reason(error))
            do {
                try await RefreshStatus.store(failure, key: statusKey, in: cache, at: now)
            } catch {
                await tally.record(error)
            }
            if let cached {
                return pageSource(
                    text, body: cached.body, fetchedAt: cached.fetchedAt, failure: failure,
                    summary: "refresh failed")
            }
            return missing(
                label: label, what: "the publication list \(text)", failure: failure,
                hashKey: statusKey)
        }
    }

    private func pageSource(
        _ url: String, body: Data, fetchedAt: Date, failure: RefreshFailure?, summary: String
    ) -> FetchedSource {
        let freshness = DataFreshness(
            label: "Publication list", fetched: CacheDay.string(fetchedAt),
            staleSince: failure.map { CacheDay.string($0.since) }, staleReason: failure?.reason)
        let line = "publication list: " + Self.progressText(summary, freshness)
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
        case let error as ScholarFetchError:
            switch error {
            case .blocked(let host, let url, let reason, let earlier):
                return earlier
                    ? "Google Scholar (\(host)) served a block page earlier in this build "
                        + "(\(reason)), so no request was made"
                    : "Google Scholar blocked the request for \(url) (\(reason))"
            case .fetch(let error):
                return error.description
            case .parse(let error):
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
