import Foundation

/// How politely to treat one host: a minimum gap between the starts of two requests, plus
/// a random extra wait so that requests do not arrive on a fixed beat.
public struct HostPolicy: Sendable, Hashable {
    /// The minimum time between the starts of two requests to the host.
    public var minimumDelay: Duration
    /// The upper bound of a random extra wait added to each gap (uniform in `0...jitter`).
    public var jitter: Duration

    /// Creates a policy.
    public init(minimumDelay: Duration, jitter: Duration = .zero) {
        self.minimumDelay = minimumDelay
        self.jitter = jitter
    }

    /// No delay at all (local servers in tests).
    public static let unlimited = HostPolicy(minimumDelay: .zero)
}

/// Spaces out requests per host: each caller reserves the next free slot for its host and
/// then sleeps until it, so concurrent callers queue up instead of bursting.
///
/// A `429`/`503` with `Retry-After` pauses the whole host through ``pause(host:for:)``.
public actor HostRateLimiter {
    private var policies: [String: HostPolicy]
    private let defaultPolicy: HostPolicy
    private let clock: any FetchClock
    private let randomFraction: @Sendable () -> Double
    private var nextSlot: [String: Duration] = [:]

    /// Creates a limiter.
    ///
    /// - Parameters:
    ///   - policies: Policies by host key (``FetchRequest/hostKey``).
    ///   - defaultPolicy: The policy of every other host.
    ///   - clock: The clock to read and sleep on.
    ///   - randomFraction: A random number in `0...1` for the jitter (tests pass a constant).
    public init(
        policies: [String: HostPolicy] = [:], defaultPolicy: HostPolicy = .unlimited,
        clock: any FetchClock = SystemFetchClock(),
        randomFraction: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) {
        self.policies = policies
        self.defaultPolicy = defaultPolicy
        self.clock = clock
        self.randomFraction = randomFraction
    }

    /// The policy in force for `host`.
    public func policy(for host: String) -> HostPolicy { policies[host] ?? defaultPolicy }

    /// Replaces the policy for `host`.
    public func setPolicy(_ policy: HostPolicy, for host: String) { policies[host] = policy }

    /// Waits until a request to `host` may start and reserves that moment; the next caller
    /// for the same host gets a slot at least the policy's delay (plus jitter) later.
    ///
    /// - Returns: How long the caller waited.
    /// - Throws: `CancellationError` when the task is cancelled while waiting.
    @discardableResult
    public func waitForTurn(host: String) async throws -> Duration {
        let wait = reserveSlot(host: host)
        if wait > .zero { try await clock.sleep(for: wait) }
        return wait
    }

    /// Pushes the next free slot of `host` to at least `duration` from now (`Retry-After`).
    public func pause(host: String, for duration: Duration) {
        let until = clock.now() + duration
        nextSlot[host] = max(nextSlot[host] ?? until, until)
    }

    /// Reserves the next slot for `host` and returns how long until it starts.
    private func reserveSlot(host: String) -> Duration {
        let now = clock.now()
        let policy = self.policy(for: host)
        let start = max(now, nextSlot[host] ?? now)
        let fraction = min(max(randomFraction(), 0), 1)
        nextSlot[host] = start + policy.minimumDelay + policy.jitter * fraction
        return start - now
    }
}
