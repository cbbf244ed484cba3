import Foundation
import HIndexCore

/// A network service the tool fetches from, with its default base URL, the environment
/// variable that overrides it and its default politeness. The built-in services are static
/// members; a citation source declares its own in its folder (``NetworkCitationSource``), and
/// ``allCases`` lists both.
public struct SourceService: Sendable, Hashable, CustomStringConvertible {
    /// The key (`scholar`, `semantic_scholar`), also the default `sources.<key>` entry of
    /// `site.md`.
    public let rawValue: String
    /// The environment variable that overrides the base URL, e.g. `HINDEX_SCHOLAR_URL`.
    public let environmentVariable: String
    /// The public base URL.
    public let defaultBaseURL: String
    /// The `sources.<key>` entries of `site.md` that configure this service, in order of
    /// precedence (Scholar's author search shares Scholar's host).
    public let settingsKeys: [String]
    /// The spacing used when `site.md` sets no `delay`.
    public let defaultPolicy: HostPolicy
    /// Whether a `delay` from `site.md` also sets a jitter as large (Google Scholar).
    public let jittered: Bool

    /// Describes a service.
    public init(
        _ key: String, environmentVariable: String, defaultBaseURL: String,
        settingsKeys: [String]? = nil, defaultPolicy: HostPolicy, jittered: Bool = false
    ) {
        rawValue = key
        self.environmentVariable = environmentVariable
        self.defaultBaseURL = defaultBaseURL
        self.settingsKeys = settingsKeys ?? [key]
        self.defaultPolicy = defaultPolicy
        self.jittered = jittered
    }

    /// The key.
    public var description: String { rawValue }

    /// Google Scholar (profiles and author search share it): slow and jittered, 5 s plus up
    /// to 5 s.
    public static let scholar = SourceService(
        "scholar", environmentVariable: "HINDEX_SCHOLAR_URL",
        defaultBaseURL: "https://scholar.google.com", settingsKeys: ["scholar", "scholar_search"],
        defaultPolicy: HostPolicy(minimumDelay: .seconds(5), jitter: .seconds(5)), jittered: true)
    /// OpenAlex, which allows several requests a second.
    public static let openalex = SourceService(
        "openalex", environmentVariable: "HINDEX_OPENALEX_URL",
        defaultBaseURL: "https://api.openalex.org",
        defaultPolicy: HostPolicy(minimumDelay: .milliseconds(150)))
    /// Semantic Scholar, which asks for about one request a second.
    public static let semanticScholar = SourceService(
        "semantic_scholar", environmentVariable: "HINDEX_S2_URL",
        defaultBaseURL: "https://api.semanticscholar.org",
        defaultPolicy: HostPolicy(minimumDelay: .seconds(1)))
    /// ORCID's public API.
    public static let orcid = SourceService(
        "orcid", environmentVariable: "HINDEX_ORCID_URL", defaultBaseURL: "https://pub.orcid.org",
        defaultPolicy: HostPolicy(minimumDelay: .milliseconds(150)))
    /// DBLP, which asks for about one request a second.
    public static let dblp = SourceService(
        "dblp", environmentVariable: "HINDEX_DBLP_URL", defaultBaseURL: "https://dblp.org",
        defaultPolicy: HostPolicy(minimumDelay: .seconds(1)))
    /// Crossref.
    public static let crossref = SourceService(
        "crossref", environmentVariable: "HINDEX_CROSSREF_URL",
        defaultBaseURL: "https://api.crossref.org",
        defaultPolicy: HostPolicy(minimumDelay: .milliseconds(150)))

    /// Every service: the built-in ones, then those of the registered citation sources.
    public static var allCases: [SourceService] {
        let builtIn: [SourceService] = [
            .scholar, .openalex, .semanticScholar, .orcid, .dblp, .crossref,
        ]
        let registered = CitationSources.all.compactMap(\.network?.service)
            .filter { service in !builtIn.contains { $0.rawValue == service.rawValue } }
        return builtIn + registered
    }

    /// The policy for a `delay` of `seconds` from `site.md`: Scholar keeps a jitter as large
    /// as the delay, the others none.
    public func policy(delaySeconds seconds: Double) -> HostPolicy {
        let delay = Duration.milliseconds(Int64((max(0, seconds) * 1000).rounded()))
        return HostPolicy(minimumDelay: delay, jitter: jittered ? delay : .zero)
    }
}

/// The base URL of every service, and the per-host politeness that goes with it.
///
/// Precedence: environment variable (`HINDEX_SCHOLAR_URL`, …) > `site.md`
/// (`sources.<name>.base_url`) > the public default. A trailing `/` is dropped, so request
/// builders append paths as `{base}/citations?…`. Each service's host is spaced by its
/// ``SourceService/defaultPolicy`` or the `delay` from `site.md`; a base URL on this machine
/// (a test server) is not spaced unless `site.md` sets a `delay`.
public struct SourceEndpoints: Sendable, Hashable {
    /// Where a base URL came from, for messages.
    public enum Origin: Sendable, Hashable, CustomStringConvertible {
        /// An environment variable, by name.
        case environment(String)
        /// `site.md`, by key path (`sources.scholar.base_url`).
        case siteSettings(String)
        /// The public default.
        case builtIn

        /// E.g. `environment variable HINDEX_SCHOLAR_URL`.
        public var description: String {
            switch self {
            case .environment(let name): "environment variable \(name)"
            case .siteSettings(let key): "site.md \(key)"
            case .builtIn: "built-in default"
            }
        }
    }

    private var bases: [SourceService: URL]
    private var origins: [SourceService: Origin]
    private var policies: [SourceService: HostPolicy]

    /// Resolves every service's base URL and politeness.
    ///
    /// - Parameters:
    ///   - settings: `site.md` settings (`sources.<name>.base_url` and `.delay`).
    ///   - environment: Environment variables (pass `ProcessInfo.processInfo.environment`).
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` naming the variable or key whose
    ///   value is not an `http(s)` URL with a host.
    public init(settings: SiteSettings = SiteSettings(), environment: [String: String] = [:])
        throws(FetchError)
    {
        bases = [:]
        origins = [:]
        policies = [:]
        for service in SourceService.allCases {
            var chosen: (text: String, origin: Origin) = (service.defaultBaseURL, .builtIn)
            var configuredPolicy: HostPolicy?
            for key in service.settingsKeys.reversed() {
                guard let source = settings.sources[key] else { continue }
                if let base = source.baseURL?.trimmingCharacters(in: .whitespaces),
                    !base.isEmpty
                {
                    chosen = (base, .siteSettings("sources.\(key).base_url"))
                }
                if let delay = source.delaySeconds {
                    configuredPolicy = service.policy(delaySeconds: delay)
                }
            }
            if let value = environment[service.environmentVariable]?
                .trimmingCharacters(in: .whitespaces), !value.isEmpty
            {
                chosen = (value, .environment(service.environmentVariable))
            }
            let base = try Self.validated(chosen.text, origin: chosen.origin)
            bases[service] = base
            origins[service] = chosen.origin
            // A server on this machine (a test server, a local mirror) needs no politeness
            // unless site.md asks for it.
            let isLoopback = Self.isLoopback(base)
            policies[service] =
                configuredPolicy ?? (isLoopback ? .unlimited : service.defaultPolicy)
        }
    }

    /// The base URL of `service`, without a trailing `/`.
    public func baseURL(for service: SourceService) -> URL {
        bases[service] ?? URL(fileURLWithPath: "/")
    }

    /// Where the base URL of `service` came from.
    public func origin(for service: SourceService) -> Origin { origins[service] ?? .builtIn }

    /// The politeness of `service`'s host.
    public func policy(for service: SourceService) -> HostPolicy {
        policies[service] ?? service.defaultPolicy
    }

    /// The policy of each host; when services share a host (mirrors, a test server), the
    /// slowest policy wins.
    public var hostPolicies: [String: HostPolicy] {
        var result: [String: HostPolicy] = [:]
        for service in SourceService.allCases {
            let host = FetchRequest.hostKey(of: baseURL(for: service))
            let policy = policy(for: service)
            if let existing = result[host] {
                result[host] = HostPolicy(
                    minimumDelay: max(existing.minimumDelay, policy.minimumDelay),
                    jitter: max(existing.jitter, policy.jitter))
            } else {
                result[host] = policy
            }
        }
        return result
    }

    /// A rate limiter with ``hostPolicies`` (other hosts: 1 s apart).
    public func rateLimiter(
        clock: any FetchClock = SystemFetchClock(),
        randomFraction: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) -> HostRateLimiter {
        HostRateLimiter(
            policies: hostPolicies, defaultPolicy: HostPolicy(minimumDelay: .seconds(1)),
            clock: clock, randomFraction: randomFraction)
    }

    /// Whether `url` points at this machine (`localhost`, `127.0.0.0/8`, `::1`).
    public static func isLoopback(_ url: URL) -> Bool {
        let host = (URLComponents(url: url, resolvingAgainstBaseURL: false)?.host ?? "")
            .lowercased()
            .trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return host == "localhost" || host.hasPrefix("127.") || host == "::1"
    }

    private static func validated(_ text: String, origin: Origin) throws(FetchError) -> URL {
        var trimmed = text
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil,
            let url = components.url
        else {
            throw .invalidURL(
                url: text,
                reason: "\(origin) must be an http(s) base URL with a host and no query")
        }
        return url
    }
}
