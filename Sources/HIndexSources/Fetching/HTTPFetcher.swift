import Foundation

/// Fetches one URL. The production implementation is ``NetworkFetcher``; tests and the
/// offline mode substitute their own.
public protocol HTTPFetcher: Sendable {
    /// Fetches `request`, applying the implementation's politeness and retry rules, and
    /// returns a complete `2xx`/`3xx` response or throws why not.
    func fetch(_ request: FetchRequest) async throws(FetchError) -> FetchResponse
}

/// Monotonic time and sleeping, injectable so tests do not wait for real.
public protocol FetchClock: Sendable {
    /// Time elapsed since an arbitrary fixed origin; never goes backwards.
    func now() -> Duration
    /// Suspends for `duration`; throws `CancellationError` if the task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// The real clock: `ContinuousClock` and `Task.sleep`.
public struct SystemFetchClock: FetchClock {
    private let origin = ContinuousClock.now

    /// Creates a clock whose origin is now.
    public init() {}

    /// Time since this clock was created.
    public func now() -> Duration { origin.duration(to: .now) }

    /// `Task.sleep(for:)`.
    public func sleep(for duration: Duration) async throws {
        guard duration > .zero else { return }
        try await Task.sleep(for: duration)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    package var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
