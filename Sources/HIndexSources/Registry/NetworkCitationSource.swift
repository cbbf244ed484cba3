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

    /// What a pager gets from the build: the cache in front of the network (with the API
    /// key below it), the service's base URL, the site's contact address and the hosts that
    /// served a block page in this build.
    public struct Context: Sendable {
        /// The cache in front of the network.
        public var fetcher: any HTTPFetcher
        /// The service's base URL (its environment variable overrides the public one).
        public var base: URL
        /// The site's `contact` (OpenAlex's polite pool asks for it as `mailto`).
        public var contact: String?
        /// The hosts that served a block page in this build (a pager asks no more of them).
        public var blockedHosts: BlockedHosts

        /// Creates a context.
        public init(
            fetcher: any HTTPFetcher, base: URL, contact: String? = nil,
            blockedHosts: BlockedHosts = BlockedHosts()
        ) {
            self.fetcher = fetcher
            self.base = base
            self.contact = contact
            self.blockedHosts = blockedHosts
        }
    }

    /// The service: base URL, its override and its politeness.
    public let service: SourceService
    /// The API key, if the source takes one.
    public let apiKey: APIKey?
    /// Further credentials added the same way when their variables are set (Scopus's
    /// institution token); each may be optional.
    public let additionalKeys: [APIKey]
    /// Days a fetch stays fresh unless `site.md` sets `sources.<key>.ttl_days`.
    public let defaultTTLDays: Double
    /// The `sources.<key>` entry of `site.md` that sets how long a fetch stays fresh, when it
    /// is not the source's own key (Scholar's author search follows `scholar`).
    public let freshnessKey: String?
    /// The name of the parsed record in the cache (`serpapi_author`).
    public let recordSource: String
    /// Whether the cache may keep a response (Scholar's block pages are never kept).
    public let keepsResponse: @Sendable (FetchResponse) -> Bool
    /// The parsed record's key for an identifier (an author search's name as Scholar reads
    /// it); the identifier itself by default.
    public let recordKey: @Sendable (String) -> String
    /// The source and identifier in messages (`Semantic Scholar papers of author 123`);
    /// "<label> author <id>" by default.
    public let describe: @Sendable (_ label: String, _ identifier: String) -> String
    /// Whether a result read again from cached pages may be partial (an author search ends
    /// at its page cap); otherwise only a complete one is used.
    public let partialResultsAreWhole: Bool
    /// Fetches every page of the source for an identifier.
    public let fetch:
        @Sendable (_ context: Context, _ identifier: String) async throws(CitationFetchError) ->
            Fetch

    /// Describes a network source.
    public init(
        service: SourceService, apiKey: APIKey?, additionalKeys: [APIKey] = [],
        defaultTTLDays: Double = 7,
        freshnessKey: String? = nil, recordSource: String,
        keepsResponse: @escaping @Sendable (FetchResponse) -> Bool = { _ in true },
        recordKey: @escaping @Sendable (String) -> String = { $0 },
        describe: @escaping @Sendable (String, String) -> String = { "\($0) author \($1)" },
        partialResultsAreWhole: Bool = false,
        fetch:
            @escaping @Sendable (Context, String) async throws(CitationFetchError) -> Fetch
    ) {
        self.service = service
        self.apiKey = apiKey
        self.additionalKeys = additionalKeys
        self.defaultTTLDays = defaultTTLDays
        self.freshnessKey = freshnessKey
        self.recordSource = recordSource
        self.keepsResponse = keepsResponse
        self.recordKey = recordKey
        self.describe = describe
        self.partialResultsAreWhole = partialResultsAreWhole
        self.fetch = fetch
    }
}
