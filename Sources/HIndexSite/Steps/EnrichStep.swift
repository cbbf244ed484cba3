import Foundation
import HIndexCore
import HIndexNetwork
import HIndexSources
import HIndexStore

/// `enrich`: fills the missing year, venue or authors of reference entries that carry a DOI,
/// from Crossref's `/works/{doi}` (with the `mailto` of `site.md`), through the cache.
///
/// Only what an entry lacks is filled; nothing it has is overwritten. Crossref's answers stay
/// fresh for `sources.crossref.ttl_days` (90 days unless set); at most
/// ``defaultMaximumLookups`` DOIs are looked up per scientist (a notice says when more
/// needed it). An `--offline` build uses only the cache, and a DOI it does not hold is a
/// notice, not a failure; so is a DOI Crossref does not know (`404`, remembered for the
/// freshness period) or a failed request. Scientists unchanged since the last build are
/// skipped (see ``IncrementalBuild``).
enum EnrichStep {
    /// Days a Crossref answer stays fresh unless `site.md` sets `sources.crossref.ttl_days`:
    /// a published work's metadata rarely changes.
    static let defaultTTLDays = 90.0
    /// The most DOIs looked up for one scientist in one build.
    static let defaultMaximumLookups = 200

    static let step = BuildStep(
        name: "enrich",
        summary: "fill missing years, venues and authors of reference entries from Crossref"
    ) { _, _ in
    } batch: { state, range, _ in
        let content = try state.requireContent(step: "enrich")
        // By position in the records: the DOIs to look up, and how many lacked metadata when
        // that is more than the cap.
        var wanted: [Int: [String]] = [:]
        var capped: [Int: Int] = [:]
        for index in range where !state.records[index].unchanged {
            guard let list = state.records[index].mergedReferenceList else { continue }
            let dois = Self.doisToLookUp(list.entries)
            guard !dois.isEmpty else { continue }
            wanted[index] = Array(dois.prefix(defaultMaximumLookups))
            if dois.count > defaultMaximumLookups { capped[index] = dois.count }
        }
        guard !wanted.isEmpty else { return }
        let lookup: CrossrefLookup
        if let existing = state.batches.crossrefLookup {
            lookup = existing
        } else {
            do throws(FetchError) {
                lookup = try CrossrefLookup(
                    settings: content.settings, options: state.options, cache: state.cache,
                    tally: state.batches.crossrefTally, networkDown: state.noNetwork != nil,
                    reachability: state.reachability)
            } catch {
                throw BuildError(step: "enrich", reason: error.description)
            }
            state.batches.crossrefLookup = lookup
        }
        // Each DOI is looked up once per build, whichever scientists cite it.
        let known = state.batches.crossrefOutcomes
        let dois = Set(wanted.values.joined()).filter { known[$0] == nil }.sorted()
        let outcomes = await BoundedConcurrency.map(dois, limit: 4) { doi in
            (doi, await lookup.lookUp(doi))
        }
        state.batches.crossrefOutcomes.merge(outcomes, uniquingKeysWith: { first, _ in first })
        let byDOI = state.batches.crossrefOutcomes
        for (index, dois) in wanted {
            var fill = CrossrefFill(dois: dois)
            var missing = 0
            var notFound: [String] = []
            var failures: [String] = []
            for doi in dois {
                switch byDOI[doi] {
                case .found(let entry)?:
                    fill.works[doi] = entry
                case .notFound?:
                    notFound.append(doi)
                case .missingOffline?:
                    missing += 1
                case .failed(let reason)?:
                    failures.append(reason)
                case nil:
                    break
                }
            }
            if let total = capped[index] {
                fill.notices.append(
                    Notice(
                        .crossref,
                        Message(
                            .noticeCrossrefCapped,
                            ["total": .number(total), "limit": .number(defaultMaximumLookups)]),
                        source: "Crossref"))
            }
            if missing > 0 {
                fill.notices.append(
                    Notice(
                        .crossref,
                        Message(
                            count: missing, one: .noticeCrossrefOfflineOne,
                            other: .noticeCrossrefOfflineOther), source: "Crossref"))
            }
            if !notFound.isEmpty {
                var listed = Message.Argument.text(notFound.prefix(5).joined(separator: ", "))
                if notFound.count > 5 {
                    listed = .message(
                        Message(
                            .noticeCrossrefAndMore,
                            ["dois": listed, "more": .number(notFound.count - 5)]))
                }
                fill.notices.append(
                    Notice(
                        .crossref,
                        Message(
                            count: notFound.count, one: .noticeCrossrefUnknownOne,
                            other: .noticeCrossrefUnknownOther, ["dois": listed]),
                        source: "Crossref"))
            }
            if let first = failures.first {
                fill.notices.append(
                    Notice(
                        .crossrefFailure,
                        Message(
                            failures.count > 1 ? .noticeCrossrefFailedMore : .noticeCrossrefFailed,
                            ["reason": .text(first), "more": .number(failures.count - 1)]),
                        source: "Crossref"))
            }
            state.records[index].crossref = fill
        }
    } finish: { state, log in
        guard state.batches.crossrefLookup != nil else { return }
        let tally = state.batches.crossrefTally
        if state.options.verbosity >= .normal {
            let outcomes = state.batches.crossrefOutcomes.keys.sorted().compactMap {
                state.batches.crossrefOutcomes[$0]
            }
            log.line("  crossref: " + summary(outcomes, requests: await tally.requests))
        }
        state.requestCount += await tally.requests
        state.cachedPageCount += await tally.cachedPages
        for problem in await tally.cacheProblems { state.problems.append(problem) }
        state.batches.crossrefOutcomes = [:]
    }

    /// One progress line: how many DOIs were looked up and what came of them.
    static func summary(_ outcomes: [CrossrefOutcome], requests: Int) -> String {
        var found = 0
        var notFound = 0
        var missing = 0
        var failed = 0
        for outcome in outcomes {
            switch outcome {
            case .found: found += 1
            case .notFound: notFound += 1
            case .missingOffline: missing += 1
            case .failed: failed += 1
            }
        }
        var parts = ["\(found) found"]
        if notFound > 0 { parts.append("\(notFound) unknown to Crossref") }
        if missing > 0 { parts.append("\(missing) not in the cache (offline)") }
        if failed > 0 { parts.append("\(failed) failed") }
        let count = outcomes.count
        return "\(count) DOI\(count == 1 ? "" : "s") of entries lacking a year, venue or "
            + "authors looked up (\(requests) request\(requests == 1 ? "" : "s")): "
            + parts.joined(separator: ", ")
    }

    /// The DOIs of entries that lack a year, venue or authors, normalized, each once, in
    /// list order.
    static func doisToLookUp(_ entries: [ReferenceEntry]) -> [String] {
        var seen: Set<String> = []
        var dois: [String] = []
        for entry in entries where entry.lacksMetadata {
            guard let doi = Identifiers.doi(entry.doi), seen.insert(doi).inserted else { continue }
            dois.append(doi)
        }
        return dois
    }
}

/// What the `enrich` step got from Crossref for one scientist.
struct CrossrefFill: Sendable, Hashable {
    /// The DOIs looked up, in list order (stored with the build record, so a later build can
    /// tell whether Crossref's data for them changed).
    var dois: [String]
    /// Crossref's metadata by DOI, for the DOIs it answered.
    var works: [String: ReferenceEntry] = [:]
    /// What the page should say: DOIs not looked up, unknown to Crossref, or failed.
    var notices: [Notice] = []
}

/// The result of looking up one DOI.
enum CrossrefOutcome: Sendable, Hashable {
    /// Crossref's metadata (fresh, fetched now, or the last good copy after a failure).
    case found(ReferenceEntry)
    /// Crossref answered `404` (now, or earlier within the freshness period).
    case notFound(String)
    /// Not in the cache, and the build is offline.
    case missingOffline
    /// The request failed and nothing is cached; one line naming the URL.
    case failed(String)
}

/// Looks up DOIs in Crossref: from the cache while fresh, from the network otherwise (never
/// for `--offline`), keeping the last good copy when a refresh fails.
struct CrossrefLookup: Sendable {
    /// Crossref's base URL (`HINDEX_CROSSREF_URL`).
    let base: URL
    /// The contact sent as `mailto` (Crossref's "polite pool").
    let mailto: String?
    let cache: CacheStore?
    /// The network behind the cache; `nil` for `--offline`.
    let network: (any HTTPFetcher)?
    /// The build's "now", whole seconds.
    let now: Date
    /// How long an answer stays fresh.
    let ttl: TimeInterval
    /// `--refresh`: ignore fresh answers.
    let refresh: Bool
    /// Whether the build may use the network (not `--offline`).
    let isOnline: Bool
    /// Fresh, stale or missing: the same as for every other network source.
    let policy: RefreshPolicy

    /// Sets up lookups for a build.
    ///
    /// - Parameter connect: `false` sets up no network fetcher, for ``cacheState(of:)`` only.
    /// - Parameter networkDown: the fetch step found no network: the cache alone answers, as
    ///   offline.
    /// - Parameter reachability: the build's unreachable hosts.
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` when a configured base URL is bad.
    init(
        settings: SiteSettings, options: BuildOptions, cache: CacheStore?, tally: FetchTally,
        connect: Bool = true, networkDown: Bool = false, reachability: HostReachability? = nil
    ) throws(FetchError) {
        let endpoints = try SourceEndpoints(settings: settings, environment: options.environment)
        base = endpoints.baseURL(for: .crossref)
        mailto = settings.contact
        self.cache = cache
        now = CacheDay.wholeSeconds(options.now())
        ttl = FreshnessPeriods(settings: settings).seconds("crossref")
        refresh = options.refresh
        isOnline = !options.offline && !networkDown
        policy = RefreshPolicy(cache: cache, now: now, refresh: refresh, tally: tally)
        if options.offline || !connect || networkDown {
            network = nil
        } else {
            let fetcher = NetworkFetcher.forSite(
                settings, endpoints: endpoints, configuration: options.fetcherConfiguration,
                reachability: reachability)
            network = CachingFetcher(
                upstream: fetcher, cache: cache, freshAfter: nil,
                accept: { response in
                    (try? CrossrefWorkParser.parse(response.body, origin: "")) != nil
                }, tally: tally)
        }
    }

    /// `{base}/works/{doi}?mailto=…`.
    func url(for doi: String) -> URL? {
        let path = doi.addingPercentEncoding(withAllowedCharacters: Self.doiAllowed) ?? doi
        guard var components = URLComponents(string: base.absoluteString + "/works/" + path)
        else { return nil }
        if let mailto, !mailto.isEmpty {
            components.queryItems = [URLQueryItem(name: "mailto", value: mailto)]
        }
        return components.url
    }

    /// Characters kept as they are in a DOI path: unreserved ones and `/`.
    static let doiAllowed = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")

    /// The refresh-status key of a DOI.
    static func statusKey(_ doi: String) -> String { "crossref/\(doi)" }

    /// The reason stored for a DOI Crossref does not know.
    static let notFoundPrefix = "not found in Crossref"

    /// Looks up one DOI under the refresh policy; Crossref's `404` is remembered as "not
    /// found" while fresh.
    func lookUp(_ doi: String) async -> CrossrefOutcome {
        guard let url = url(for: doi) else { return .failed("the DOI \(doi) makes no URL") }
        let text = url.absoluteString
        let cached = (try? await cache?.latestResponse(url: text, successfulOnly: true))
            .flatMap { response in
                (try? CrossrefWorkParser.parse(response.body, origin: text)).map {
                    RefreshPolicy.Copy(value: $0.entry, fetchedAt: response.fetchedAt)
                }
            }
        let outcome = await policy.run(
            statusKey: Self.statusKey(doi), ttl: ttl, cached: cached,
            fetch: network.map { network in
                {
                    let response = try await network.fetch(
                        FetchRequest(url: url, headers: ["Accept": "application/json"]))
                    let work = try CrossrefWorkParser.parse(response.body, origin: text)
                    return (
                        RefreshPolicy.Copy(value: work.entry, fetchedAt: response.fetchedAt),
                        "fetched"
                    )
                }
            },
            reason: { error in
                let text = (error as? FetchError)?.description ?? String(describing: error)
                return Self.isNotFound(error) ? "\(Self.notFoundPrefix) (\(text))" : text
            }, notFound: Self.isNotFound)
        switch outcome {
        case .data(let copy, _, _): return .found(copy.value)
        case .missing(let failure?) where failure.kind == .notFound:
            return .notFound(failure.reason)
        case .missing(let failure?) where network != nil: return .failed(failure.reason)
        case .missing: return .missingOffline
        }
    }

    /// Whether `error` is Crossref's answer that it does not know the DOI (`404`).
    static func isNotFound(_ error: any Error) -> Bool {
        if case .status(_, 404, _, _)? = error as? FetchError { return true }
        return false
    }

    /// What the cache holds for `dois`, as one text for the incremental build; `nil` when a
    /// lookup in this build would go to the network (an answer is missing or old, and the
    /// build is online), so the scientist must be built again.
    func cacheState(of dois: [String]) async -> String? {
        var parts: [String] = []
        let freshAfter = now.addingTimeInterval(-ttl)
        for doi in dois {
            guard let url = url(for: doi) else { continue }
            let cached = try? await cache?.latestResponse(
                url: url.absoluteString, successfulOnly: true)
            let failure = await RefreshStatus.load(key: Self.statusKey(doi), from: cache)
            if let cached {
                if isOnline, refresh || cached.fetchedAt < freshAfter { return nil }
                parts.append(
                    "\(doi) \(Int(cached.fetchedAt.timeIntervalSince1970)) "
                        + cached.contentHash)
            } else if let failure, failure.kind == .notFound {
                if isOnline, refresh || failure.since < freshAfter { return nil }
                parts.append("\(doi) not found")
            } else {
                if isOnline { return nil }
                parts.append("\(doi) -")
            }
        }
        return FetchedSource.hash(parts)
    }
}

extension ReferenceList {
    /// This list with the missing year, venue or authors of each entry taken from `works`
    /// (Crossref's metadata by normalized DOI); ``filledFromCrossref`` counts the entries
    /// that gained something.
    func filled(fromCrossref works: [String: ReferenceEntry]) -> ReferenceList {
        guard !works.isEmpty else { return self }
        var list = self
        var count = 0
        for index in list.entries.indices {
            let entry = list.entries[index]
            guard entry.lacksMetadata, let doi = Identifiers.doi(entry.doi),
                let work = works[doi]
            else { continue }
            var filled = entry
            if filled.year == nil { filled.year = work.year }
            if filled.venue?.isEmpty ?? true, let venue = work.venue, !venue.isEmpty {
                filled.venue = venue
            }
            if filled.authors.isEmpty { filled.authors = work.authors }
            if filled != entry {
                list.entries[index] = filled
                count += 1
            }
        }
        list.filledFromCrossref = count
        return list
    }
}
