import Foundation
import HIndexCore
import HIndexSources
import HIndexStore

/// The one refresh policy of every network source — citation sources, publication lists by
/// URL, ORCID, DBLP and Crossref: a cached copy is used while it is fresh; otherwise the
/// source is fetched, and when that fails the last good copy is kept with the failure ("stale
/// since …") or, without one, the source has no data. `--offline` uses the cache as it is.
/// The last failure of each source is kept in the cache (``RefreshStatus``), so every later
/// build, online or offline, says the same until a refresh succeeds.
struct RefreshPolicy: Sendable {
    let cache: CacheStore?
    /// The build's "now", whole seconds.
    let now: Date
    /// `--refresh`: fetch even what is fresh.
    let refresh: Bool
    /// Where cache problems are reported.
    let tally: FetchTally

    /// A copy of a source's data and when it was fetched.
    struct Copy<Value: Sendable>: Sendable {
        var value: Value
        var fetchedAt: Date
    }

    /// What the policy gives for a source.
    enum Outcome<Value: Sendable>: Sendable {
        /// Data: fetched in this build (no failure; `summary` says how), or a cached copy,
        /// fresh ("from the cache") or kept after a failed refresh (`failure`).
        case data(Copy<Value>, failure: RefreshFailure?, summary: String)
        /// No data: offline and not cached (`nil`), or every fetch failed; also an answer
        /// that the source does not exist (``RefreshFailure/Kind/notFound``) while fresh.
        case missing(RefreshFailure?)
    }

    /// Applies the policy to the source whose refresh status is stored under `statusKey`.
    ///
    /// - Parameters:
    ///   - ttl: how long a copy (or a "not found" answer) stays fresh.
    ///   - cached: the last good copy in the cache.
    ///   - fetch: fetches the source (and stores what it got), `nil` when the build is
    ///     offline; the summary is for the progress line.
    ///   - reason: one line saying why a fetch failed.
    ///   - notFound: whether a failure is the service's answer that the source does not exist
    ///     (remembered like data, for `ttl`, instead of being retried in every build).
    func run<Value: Sendable>(
        statusKey: String, ttl: TimeInterval, cached: Copy<Value>?,
        fetch: (() async throws -> (Copy<Value>, summary: String))?,
        reason: (any Error) -> String = RefreshPolicy.reason,
        notFound: (any Error) -> Bool = { _ in false }
    ) async -> Outcome<Value> {
        let online = fetch != nil
        let previous = await RefreshStatus.load(key: statusKey, from: cache)
        let freshAfter = now.addingTimeInterval(-ttl)
        if !refresh {
            if let cached, cached.fetchedAt >= freshAfter {
                return .data(cached, failure: previous, summary: "from the cache")
            }
            if let previous, previous.kind == .notFound, previous.since >= freshAfter || !online {
                return .missing(previous)
            }
        }
        guard let fetch else {
            if let cached { return .data(cached, failure: previous, summary: "from the cache") }
            return .missing(previous)
        }
        do {
            let (copy, summary) = try await fetch()
            if previous != nil { await store(nil, statusKey) }
            return .data(copy, failure: nil, summary: summary)
        } catch {
            let kind: RefreshFailure.Kind = notFound(error) ? .notFound : .failed
            let since = kind == .failed && previous?.kind == .failed ? previous?.since : nil
            let failure = RefreshFailure(since: since ?? now, reason: reason(error), kind: kind)
            await store(failure, statusKey)
            if let cached, kind == .failed {
                return .data(cached, failure: failure, summary: "refresh failed")
            }
            return .missing(failure)
        }
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

    /// Stores (or clears) a refresh status; a cache problem is reported, not thrown.
    private func store(_ failure: RefreshFailure?, _ key: String) async {
        do {
            try await RefreshStatus.store(failure, key: key, in: cache, at: now)
        } catch {
            await tally.record(error)
        }
    }
}

/// How long each source's data stays fresh, in seconds: `sources.<key>.ttl_days` in
/// `site.md`, else the source's default (a registered source's own, otherwise
/// ``FetchStep/defaultTTLDays``).
struct FreshnessPeriods: Sendable {
    private let defaults: [String: Double]
    private let settings: [String: Double]

    /// The periods set by `settings`.
    init(settings: SiteSettings) {
        self.settings = settings.sources.compactMapValues(\.ttlDays)
        var defaults = ["crossref": EnrichStep.defaultTTLDays]
        for descriptor in CitationSources.all {
            if let network = descriptor.network {
                defaults[descriptor.key] = network.defaultTTLDays
            }
        }
        self.defaults = defaults
    }

    /// The period of source `key` (`scholar`, `openalex`, `homepage`, `orcid`, `crossref`…).
    func seconds(_ key: String) -> TimeInterval {
        (settings[key] ?? defaults[key] ?? FetchStep.defaultTTLDays) * 86_400
    }
}
