import Foundation
import HIndexSources

/// The production ``HTTPFetcher``: AsyncHTTPClient on SwiftNIO, with per-host spacing,
/// timeouts, retries with exponential backoff on `5xx` and network errors, `Retry-After` on
/// `429`/`503`, a response size cap and a contact `User-Agent`.
///
/// Waiting costs no CPU: the fetcher's one event-loop thread sleeps in `epoll_wait` until
/// bytes or a timer arrive (FoundationNetworking's `URLSession`, used before, kept a core
/// busy while it waited for a slow server). Every attempt opens a fresh connection (no
/// cookies, no cache, nothing kept between requests), and the body is read as it arrives: a
/// body over the cap stops the transfer at once. The fetcher's HTTP clients and thread are
/// shut down by ``shutdown()``, or when the last copy of the fetcher goes away.
public struct NetworkFetcher: HTTPFetcher {
    /// Limits and politeness rules.
    public struct Configuration: Sendable {
        /// The `User-Agent` header, e.g. `hindex-site/0.1 (+mailto:web@example.org)`.
        public var userAgent: String
        /// The longest wait for the connection (TLS handshake included) or for the next bytes
        /// of a response; applied in whole seconds, at least 1
        /// (``effectiveRequestTimeoutSeconds``), as the errors report it.
        public var requestTimeout: Duration
        /// The longest a whole attempt may take, however steadily bytes arrive.
        public var resourceTimeout: Duration
        /// The longest a whole request may take, every attempt and wait between attempts
        /// included, however steadily bytes arrive (a server dripping a byte at a time
        /// cannot hold a build); enforced by the fetcher itself.
        public var requestDeadline: Duration
        /// The largest body accepted, in bytes.
        public var maximumBytes: Int
        /// Attempts per request, the first included (1 = no retries).
        public var maximumAttempts: Int
        /// The wait before the first retry; doubled for each further retry.
        public var initialBackoff: Duration
        /// The longest backoff wait.
        public var maximumBackoff: Duration
        /// The longest `Retry-After` honoured; a longer one fails the request at once
        /// (``FetchError/rateLimited(url:status:retryAfterSeconds:limitSeconds:)``).
        public var maximumRetryAfter: Duration
        /// How many requests ``NetworkFetcher/fetchAll(_:)`` runs at once.
        public var maximumConcurrentRequests: Int
        /// Recognises a block page in a non-`2xx` answer (Google's captcha comes as `403`
        /// or `429` too); a non-`nil` reason fails the request as
        /// ``FetchError/blocked(url:status:reason:)`` without retrying. `2xx` pages are left
        /// to the source's parser, which checks them itself.
        public var blockDetector: (@Sendable (_ status: Int, _ body: Data) -> String?)?
        /// The environment whose proxy variables route the requests, as curl reads them:
        /// `https_proxy` (or `HTTPS_PROXY`) for `https` URLs, `http_proxy` for `http` URLs,
        /// `all_proxy` for both, and `no_proxy`; `nil` reads the process's environment.
        public var environment: [String: String]?

        /// Creates a configuration; the defaults suit the public APIs and Google Scholar.
        public init(
            userAgent: String = Configuration.userAgent(contact: nil),
            requestTimeout: Duration = .seconds(30),
            resourceTimeout: Duration = .seconds(120),
            requestDeadline: Duration = .seconds(60),
            maximumBytes: Int = 16 * 1024 * 1024,
            maximumAttempts: Int = 4,
            initialBackoff: Duration = .seconds(2),
            maximumBackoff: Duration = .seconds(60),
            maximumRetryAfter: Duration = .seconds(120),
            maximumConcurrentRequests: Int = 4,
            blockDetector: (@Sendable (_ status: Int, _ body: Data) -> String?)? = nil,
            environment: [String: String]? = nil
        ) {
            self.userAgent = userAgent
            self.requestTimeout = requestTimeout
            self.resourceTimeout = resourceTimeout
            self.requestDeadline = requestDeadline
            self.maximumBytes = maximumBytes
            self.maximumAttempts = max(1, maximumAttempts)
            self.initialBackoff = initialBackoff
            self.maximumBackoff = maximumBackoff
            self.maximumRetryAfter = maximumRetryAfter
            self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
            self.blockDetector = blockDetector
            self.environment = environment
        }

        /// `hindex-site/0.1 (+mailto:CONTACT)`, or `hindex-site/0.1` without a contact.
        public static func userAgent(contact: String?) -> String {
            let product = "hindex-site/0.1"
            let cleaned = (contact ?? "").filter { !$0.isNewline && $0 != "(" && $0 != ")" }
                .trimmingCharacters(in: .whitespaces)
            return cleaned.isEmpty ? product : "\(product) (+mailto:\(cleaned))"
        }

        /// ``requestTimeout`` as applied: whole seconds, at least 1.
        public var effectiveRequestTimeoutSeconds: Double {
            max(1, requestTimeout.seconds.rounded(.up))
        }

        /// The wait before retry number `retry` (1 for the first retry).
        public func backoff(beforeRetry retry: Int) -> Duration {
            let factor = 1 << min(max(retry - 1, 0), 20)
            return min(initialBackoff * factor, maximumBackoff)
        }
    }

    /// The limits and politeness rules in force.
    public let configuration: Configuration
    /// The per-host spacing shared by every request of this fetcher.
    public let rateLimiter: HostRateLimiter
    /// The hosts found unreachable in this build (`nil`: every host is tried).
    public let reachability: HostReachability?
    private let clock: any FetchClock
    private let wallClock: @Sendable () -> Date
    /// The HTTP clients and the event-loop thread, shared by every copy of this fetcher.
    let transport: FetchTransport

    /// Creates a fetcher.
    ///
    /// - Parameters:
    ///   - configuration: Limits and politeness rules.
    ///   - rateLimiter: Per-host spacing; share one across the build.
    ///   - clock: Backoff sleeps (tests pass a clock that does not really wait).
    ///   - wallClock: The current date, for `Retry-After` dates and ``FetchResponse/fetchedAt``.
    ///   - reachability: The hosts found unreachable; share one across the build. A host
    ///     whose name does not resolve fails its requests at once, without retries.
    public init(
        configuration: Configuration = Configuration(),
        rateLimiter: HostRateLimiter = HostRateLimiter(),
        clock: any FetchClock = SystemFetchClock(),
        wallClock: @escaping @Sendable () -> Date = { Date() },
        reachability: HostReachability? = nil
    ) {
        self.configuration = configuration
        self.rateLimiter = rateLimiter
        self.reachability = reachability
        self.clock = clock
        self.wallClock = wallClock
        transport = FetchTransport(configuration: configuration)
    }

    /// Shuts down the fetcher's HTTP clients and its event-loop thread, and waits until they
    /// are down. Later requests fail as network errors. Without it they go down by
    /// themselves, in the background, once the last copy of the fetcher goes away.
    public func shutdown() async {
        await transport.shutdown()
    }

    /// Redirects followed at most per request.
    public static let maximumRedirects = 10

    /// Fetches `request`: waits for the host's turn, makes up to
    /// ``Configuration/maximumAttempts`` attempts and returns the first `2xx`/`3xx` answer.
    ///
    /// Retried: `5xx`, `429`, timeouts, connection failures and truncated bodies, after an
    /// exponential backoff, or after `Retry-After` (which pauses the whole host). Not
    /// retried: other `4xx`, block pages, bodies over the size cap, and a host whose name does
    /// not resolve or a machine without network (``FetchError/unreachable(url:host:reason:)``).
    public func fetch(_ request: FetchRequest) async throws(FetchError) -> FetchResponse {
        let urlText = request.url.absoluteString
        let scheme = request.url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https", !request.hostKey.isEmpty else {
            throw .invalidURL(url: urlText, reason: "expected an absolute http(s) URL with a host")
        }
        let host = request.hostKey
        let name = request.url.host ?? host
        if let reachability, let reason = await reachability.problem(host: name, url: urlText) {
            throw .unreachable(url: urlText, host: name, reason: reason)
        }
        let limit = min(
            request.maximumBytes ?? configuration.maximumBytes, configuration.maximumBytes)
        let deadlineClock = ContinuousClock()
        let deadline = deadlineClock.now.advanced(by: configuration.requestDeadline)
        let deadlineSeconds = configuration.requestDeadline.seconds
        var current = request
        var redirects = 0
        var attempt = 0
        while true {
            attempt += 1
            do {
                try await rateLimiter.waitForTurn(host: host)
            } catch {
                throw .cancelled(url: urlText)
            }
            let failure: FetchError
            var backoff = configuration.backoff(beforeRetry: attempt)
            let remaining = deadlineClock.now.duration(to: deadline)
            guard remaining > .zero else {
                throw .timedOut(url: urlText, seconds: deadlineSeconds, attempts: attempt - 1)
            }
            switch await performAttempt(current, limit: limit, deadline: remaining) {
            case .answer(let answer):
                await reachability?.markReached(host: name)
                // A redirect to another origin, which an attempt does not follow: followed
                // here, without the request's credentials.
                if (300..<400).contains(answer.status), redirects < Self.maximumRedirects,
                    let location = answer.headers["location"],
                    let next = URL(string: location, relativeTo: answer.finalURL)?.absoluteURL,
                    ["http", "https"].contains(next.scheme?.lowercased() ?? ""),
                    !FetchRequest.sameOrigin(current.url, next)
                {
                    redirects += 1
                    attempt -= 1
                    current = current.redirected(to: next)
                    continue
                }
                if (200..<400).contains(answer.status) {
                    return FetchResponse(
                        url: request.url, finalURL: answer.finalURL, status: answer.status,
                        headers: answer.headers, body: answer.body, fetchedAt: wallClock(),
                        attempts: attempt)
                }
                if let detector = configuration.blockDetector,
                    let reason = detector(answer.status, answer.body)
                {
                    throw .blocked(url: urlText, status: answer.status, reason: reason)
                }
                failure = .status(
                    url: urlText, status: answer.status, attempts: attempt, body: answer.body)
                if answer.status == 429 || answer.status == 503 {
                    let header = answer.headers["retry-after"]
                    if let seconds = header.flatMap({ RetryAfter.seconds($0, now: wallClock()) }) {
                        let limitSeconds = configuration.maximumRetryAfter.seconds
                        if seconds > limitSeconds {
                            throw .rateLimited(
                                url: urlText, status: answer.status, retryAfterSeconds: seconds,
                                limitSeconds: limitSeconds)
                        }
                        backoff = .milliseconds(Int64((seconds * 1000).rounded(.up)))
                    }
                    // The whole host waits; the rate limiter sleeps before the next attempt.
                    if attempt < configuration.maximumAttempts {
                        await rateLimiter.pause(host: host, for: backoff)
                    }
                    backoff = .zero
                } else if !(500..<600).contains(answer.status) {
                    throw failure
                }
            case .failure(let problem):
                switch problem {
                case .tooLarge(let declared):
                    throw .tooLarge(url: urlText, limit: limit, declaredBytes: declared)
                case .cancelled:
                    throw .cancelled(url: urlText)
                case .deadline:
                    throw .timedOut(url: urlText, seconds: deadlineSeconds, attempts: attempt)
                case .unreachable(let reason):
                    // Not transient: retrying a name that does not resolve only adds waits.
                    let target = current.url.host ?? name
                    await reachability?.markUnreachable(host: target, url: urlText, reason: reason)
                    throw .unreachable(url: urlText, host: target, reason: reason)
                case .timedOut:
                    failure = .timedOut(
                        url: urlText, seconds: configuration.effectiveRequestTimeoutSeconds,
                        attempts: attempt)
                case .network(let reason):
                    failure = .network(url: urlText, reason: reason, attempts: attempt)
                case .truncated(let expected, let received):
                    failure = .truncated(
                        url: urlText, expectedBytes: expected, receivedBytes: received,
                        attempts: attempt)
                }
            }
            guard attempt < configuration.maximumAttempts,
                deadlineClock.now.advanced(by: backoff) < deadline
            else { throw failure }
            do {
                try Task.checkCancellation()
                try await clock.sleep(for: backoff)
            } catch {
                throw .cancelled(url: urlText)
            }
        }
    }

    /// Fetches every request, at most ``Configuration/maximumConcurrentRequests`` at once,
    /// and returns the outcomes in the order of `requests`.
    public func fetchAll(_ requests: [FetchRequest]) async -> [Result<FetchResponse, FetchError>] {
        await BoundedConcurrency.map(requests, limit: configuration.maximumConcurrentRequests) {
            request in
            do throws(FetchError) {
                return .success(try await fetch(request))
            } catch {
                return .failure(error)
            }
        }
    }
}
