import Foundation
import HIndexCore

/// A raw response as stored in the cache.
public struct CachedResponse: Sendable, Hashable {
    /// The requested URL.
    public var url: String
    /// The HTTP status code.
    public var status: Int
    /// When it was (last) fetched with this content.
    public var fetchedAt: Date
    /// SHA-256 of `body`, lower-case hex (``ContentHash``).
    public var contentHash: String
    /// The `Content-Type` header, when known.
    public var contentType: String?
    /// The body.
    public var body: Data

    /// Creates a response record; the hash is computed from `body`.
    public init(
        url: String, status: Int, fetchedAt: Date, body: Data, contentType: String? = nil
    ) {
        self.url = url
        self.status = status
        self.fetchedAt = fetchedAt
        self.contentHash = ContentHash.sha256Hex(body)
        self.contentType = contentType
        self.body = body
    }

    /// Whether the status is `2xx`.
    public var isSuccessful: Bool { (200..<300).contains(status) }
}

/// Records parsed from one or more responses, as JSON, under a source and a key
/// (e.g. source `scholar_profile`, key the profile id).
public struct ParsedRecord: Sendable, Hashable {
    /// The kind of record, e.g. `scholar_profile`.
    public var source: String
    /// The record's key within its source, e.g. a profile id.
    public var key: String
    /// The record as JSON text.
    public var json: String
    /// When the data it was parsed from was fetched.
    public var fetchedAt: Date
    /// A hash of the inputs it was parsed from (e.g. the pages' content hashes), so a
    /// caller can tell whether re-parsing would change anything.
    public var inputHash: String?

    /// Creates a parsed record.
    public init(
        source: String, key: String, json: String, fetchedAt: Date, inputHash: String? = nil
    ) {
        self.source = source
        self.key = key
        self.json = json
        self.fetchedAt = fetchedAt
        self.inputHash = inputHash
    }
}

/// One scientist's metrics from one build: a point of the h-index history.
public struct MetricsHistoryEntry: Sendable, Hashable {
    /// The scientist's slug.
    public var slug: String
    /// When the build ran (or the data's fetch time, for reproducible builds).
    public var builtAt: Date
    /// The metrics.
    public var metrics: Metrics
    /// The citation source they were computed from, e.g. `Google Scholar profile`.
    public var source: String
    /// Whether `metrics` holds every metric; `false` for rows stored before schema v3, which
    /// keep only papers, citations, h-, g- and i10-index (the others are unknown).
    public var hasAllMetrics: Bool
    /// The number of the build that appended the row (``CacheStore/nextBuildNumber()``;
    /// rows of one build share it); `nil` for rows stored before schema v4 or without one.
    public var build: Int?

    /// Creates a history entry.
    public init(
        slug: String, builtAt: Date, metrics: Metrics, source: String, hasAllMetrics: Bool = true,
        build: Int? = nil
    ) {
        self.slug = slug
        self.builtAt = builtAt
        self.metrics = metrics
        self.source = source
        self.hasAllMetrics = hasAllMetrics
        self.build = build
    }
}

/// What the cache holds, for `hindex-site cache stats`.
public struct CacheStats: Sendable, Hashable {
    /// Stored responses.
    public var responses: Int
    /// Distinct URLs among them.
    public var distinctURLs: Int
    /// Total bytes of the stored bodies.
    public var responseBytes: Int
    /// Parsed records.
    public var parsedRecords: Int
    /// Metrics history rows.
    public var metricsRows: Int
    /// Scientists with history.
    public var scientistsWithHistory: Int
    /// The oldest fetch time among responses.
    public var oldestFetch: Date?
    /// The newest fetch time among responses.
    public var newestFetch: Date?
    /// The applied schema migrations, in order (e.g. `["v1", "v2"]`).
    public var schemaVersions: [String]
    /// The size of the database file in bytes (0 in memory).
    public var fileBytes: Int
}

/// What ``CacheStore/prune(olderThan:keepLatest:)`` removed.
public struct PruneResult: Sendable, Hashable {
    /// Responses deleted.
    public var responsesDeleted: Int
    /// Parsed records deleted.
    public var parsedRecordsDeleted: Int
}
