import Foundation
import HIndexCore

/// How a registered citation source is fetched by identifier: its service (base URL,
/// environment variable, politeness), its API key, how long a fetch stays fresh and the
/// pager itself. The build wraps the network fetcher in the cache and the key, and runs the
/// pager through it; the refresh policy (fresh, stale with the reason, missing) is the
/// build's, the same for every source.
public struct NetworkCitationSource: Sendable {
    /// An API key read from the environment and added to each request just before the
    /// network (never part of a cache key, never stored, never shown).
    public struct APIKey: Sendable, Hashable {
        /// Where the key goes.
        public enum Placement: Sendable, Hashable {
            /// A query parameter named `name`.
            case query
            /// A header named `name`.
            case header
        }

        /// The environment variable (`SERPAPI_KEY`).
        public var environmentVariable: String
        /// The parameter or header name (`api_key`).
        public var name: String
        /// Query or header.
        public var placement: Placement
        /// Whether the source cannot be fetched without it (SerpApi) rather than merely
        /// faster with it (OpenAlex).
        public var required: Bool

        /// Describes a key.
        public init(
            environmentVariable: String, name: String, placement: Placement, required: Bool
        ) {
            self.environmentVariable = environmentVariable
            self.name = name
            self.placement = placement
            self.required = required
        }
    }

    /// What one fetch got.
    public struct Fetch: Sendable {
        /// The publications, as one citation-source result.
        public var result: CitationSourceResult
        /// The responses, in page order (`attempts == 0` for those the cache answered).
        public var responses: [FetchResponse]
        /// Notes for the progress line ("stopped at the page cap").
        public var notes: [String]

        /// Creates a fetch result.
        public init(result: CitationSourceResult, responses: [FetchResponse], notes: [String]) {
            self.result = result
            self.responses = responses
            self.notes = notes
        }
    }

    /// The service: base URL, its override and its politeness.
    public let service: SourceService
    /// The API key, if the source takes one.
    public let apiKey: APIKey?
    /// Days a fetch stays fresh unless `site.md` sets `sources.<key>.ttl_days`.
    public let defaultTTLDays: Double
    /// The name of the parsed record in the cache (`serpapi_author`).
    public let recordSource: String
    /// Fetches every page of the source for an identifier through `fetcher` (the cache in
    /// front of the network) from `base`.
    public let fetch:
        @Sendable (_ fetcher: any HTTPFetcher, _ base: URL, _ identifier: String)
            async throws(CitationFetchError) -> Fetch

    /// Describes a network source.
    public init(
        service: SourceService, apiKey: APIKey?, defaultTTLDays: Double = 7,
        recordSource: String,
        fetch:
            @escaping @Sendable (any HTTPFetcher, URL, String) async throws(CitationFetchError)
            -> Fetch
    ) {
        self.service = service
        self.apiKey = apiKey
        self.defaultTTLDays = defaultTTLDays
        self.recordSource = recordSource
        self.fetch = fetch
    }
}
