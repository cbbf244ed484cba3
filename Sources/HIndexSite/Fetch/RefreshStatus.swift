import Foundation
import HIndexStore

/// The last failed refresh of one network source, kept in the cache (parsed-record source
/// ``RefreshStatus/cacheSource``) so that every later build, online or `--offline`, shows
/// the same "stale since" notice until a refresh succeeds.
struct RefreshFailure: Codable, Sendable, Hashable {
    /// What the failure says about the source.
    enum Kind: String, Codable, Sendable, Hashable {
        /// The fetch failed (network, HTTP error, unusable answer): retried in every build.
        case failed
        /// The service answered that the source does not exist (Crossref's `404` for a
        /// DOI): remembered like data while fresh.
        case notFound
    }

    /// The first failed refresh since the last successful one (whole seconds); for
    /// ``Kind/notFound``, when the service said so.
    var since: Date
    /// What went wrong the last time, one line naming the URL.
    var reason: String
    /// What kind of failure it is.
    var kind: Kind = .failed

    /// A failure.
    init(since: Date, reason: String, kind: Kind = .failed) {
        self.since = since
        self.reason = reason
        self.kind = kind
    }

    private enum CodingKeys: String, CodingKey { case since, reason, kind }

    /// Decodes a failure; statuses stored before failures had a kind are ``Kind/failed``.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        since = try container.decode(Date.self, forKey: .since)
        reason = try container.decode(String.self, forKey: .reason)
        kind = try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .failed
    }
}

/// The refresh status of one network source: a failure, or `nil` after a success.
struct RefreshStatus: Codable, Sendable, Hashable {
    /// The parsed-record source under which statuses are stored.
    static let cacheSource = "refresh_status"

    /// The last failure, when the last refresh failed.
    var failure: RefreshFailure?

    /// The stored status of `key` (e.g. `scholar_profile/kL3b0pMAAAAJ`); `nil` when none
    /// is stored or the cache cannot be read.
    static func load(key: String, from cache: CacheStore?) async -> RefreshFailure? {
        guard let cache else { return nil }
        let stored = try? await cache.latestParsed(Self.self, source: cacheSource, key: key)
        return stored?.value.failure
    }

    /// Stores `failure` (or clears it with `nil`) for `key`.
    static func store(_ failure: RefreshFailure?, key: String, in cache: CacheStore?, at date: Date)
        async throws(CacheStoreError)
    {
        guard let cache else { return }
        try await cache.storeParsed(
            RefreshStatus(failure: failure), source: cacheSource, key: key, fetchedAt: date)
    }
}

/// Dates as the pages show them: the UTC day, `2026-11-20`.
enum CacheDay {
    /// The UTC day of `date`.
    static func string(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let year = parts.year ?? 1970
        let month = parts.month ?? 1
        let day = parts.day ?? 1
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// `date` without its fraction of a second, so it survives the cache exactly.
    static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }
}

/// Counts what the fetch step did over the network and from the cache.
actor FetchTally {
    /// Requests sent (retries of one request count once).
    private(set) var requests = 0
    /// Pages answered from the cache.
    private(set) var cachedPages = 0
    /// Cache problems, each reported once.
    private(set) var cacheProblems: [String] = []

    /// Counts one request.
    func countRequest() { requests += 1 }

    /// Counts one page served from the cache.
    func countCachedPage() { cachedPages += 1 }

    /// Records a cache problem (duplicates are dropped).
    func record(_ problem: CacheStoreError) {
        let text = problem.description
        if !cacheProblems.contains(text) { cacheProblems.append(text) }
    }
}
