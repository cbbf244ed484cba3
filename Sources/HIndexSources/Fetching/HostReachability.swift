import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Says whether a host name resolves: a build without network learns it within seconds
/// instead of waiting for every request to time out and be retried.
public protocol HostResolving: Sendable {
    /// `nil` when `host` resolves (or cannot be judged); otherwise why it cannot be reached.
    func problem(resolving host: String) async -> String?
}

/// The system's resolver (`getaddrinfo`), with a deadline: a name server that does not
/// answer counts as no network. IP literals are not looked up, and nothing is judged when a
/// proxy is set (the proxy resolves names, not this machine).
public struct SystemHostResolver: HostResolving {
    /// The longest wait for the name server.
    public var deadline: Duration
    /// Whether requests go through a proxy (`https_proxy`, `http_proxy`, `all_proxy`, in
    /// either case): then every host is taken as reachable.
    public var proxied: Bool

    /// A resolver for a process with `environment`.
    public init(environment: [String: String], deadline: Duration = .seconds(5)) {
        self.deadline = deadline
        proxied = ["https_proxy", "http_proxy", "all_proxy"].contains { name in
            !(environment[name] ?? environment[name.uppercased()] ?? "").isEmpty
        }
    }

    /// Resolves `host` on a thread of its own (the lookup blocks), answering at the deadline
    /// at the latest.
    public func problem(resolving host: String) async -> String? {
        guard !proxied, !Self.isAddressLiteral(host) else { return nil }
        let seconds = max(deadline.seconds, 0.001)
        return await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            DispatchQueue.global().async { once.resume(Self.lookUp(host)) }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                once.resume("no answer from the name server within \(Int(seconds.rounded(.up))) s")
            }
        }
    }

    /// Whether `host` is an IPv4 or IPv6 address rather than a name.
    static func isAddressLiteral(_ host: String) -> Bool {
        let bare =
            host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, bare, &v4) == 1 || inet_pton(AF_INET6, bare, &v6) == 1
    }

    /// `getaddrinfo` for `host`: `nil` when it resolves, otherwise the resolver's reason.
    static func lookUp(_ host: String) -> String? {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var result: UnsafeMutablePointer<addrinfo>?
        let code = getaddrinfo(host, "443", &hints, &result)
        if code == 0 {
            freeaddrinfo(result)
            return nil
        }
        return "cannot resolve the name: \(String(cString: gai_strerror(code)))"
    }
}

/// Resumes a continuation once, whichever of two racers comes first.
private final class ResumeOnce: Sendable {
    private let continuation: Mutex<CheckedContinuation<String?, Never>?>

    init(_ continuation: CheckedContinuation<String?, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume(_ value: String?) {
        let pending = continuation.withLock { slot -> CheckedContinuation<String?, Never>? in
            defer { slot = nil }
            return slot
        }
        pending?.resume(returning: value)
    }
}

/// The hosts of one build that could not be reached: each host's name is resolved once
/// (``HostResolving``) before its first request, and a request that fails because the name
/// does not resolve or there is no network marks its host too. Later requests to such a host
/// fail at once, without retries.
public actor HostReachability {
    /// A host that could not be reached, with the first URL that found it so.
    public struct Unreachable: Sendable, Hashable {
        /// The host name.
        public var host: String
        /// The URL of the first request that found it unreachable.
        public var url: String
        /// Why (the resolver's words).
        public var reason: String
    }

    private let resolver: any HostResolving
    private var lookups: [String: Task<String?, Never>] = [:]
    private var unreachable: [String: Unreachable] = [:]
    private var reached: Set<String> = []

    /// Hosts checked with `resolver`.
    public init(resolver: any HostResolving) {
        self.resolver = resolver
    }

    /// Why `host` cannot be reached (the request for `url` is about to go there), or `nil`
    /// to go ahead; the name is resolved on the first call for each host.
    public func problem(host: String, url: String) async -> String? {
        if let known = unreachable[host] { return known.reason }
        let lookup: Task<String?, Never>
        if let running = lookups[host] {
            lookup = running
        } else {
            let resolver = self.resolver
            lookup = Task { await resolver.problem(resolving: host) }
            lookups[host] = lookup
        }
        guard let reason = await lookup.value else { return nil }
        markUnreachable(host: host, url: url, reason: reason)
        return unreachable[host]?.reason
    }

    /// Records that `host` could not be reached for `url`; the first record is kept.
    public func markUnreachable(host: String, url: String, reason: String) {
        if unreachable[host] == nil {
            unreachable[host] = Unreachable(host: host, url: url, reason: reason)
        }
    }

    /// Records that a request to `host` got an answer (any status).
    public func markReached(host: String) { reached.insert(host) }

    /// Every host found unreachable, sorted by host.
    public var all: [Unreachable] { unreachable.values.sorted { $0.host < $1.host } }

    /// Whether any request of the build got an answer from any host.
    public var anyReached: Bool { !reached.isEmpty }
}

/// The check an online build makes before its first request: are the hosts it needs reachable
/// at all? When none of them resolves, the machine has no network (or no name server), and
/// the build uses its cache instead of failing every request after retries.
public enum NetworkProbe {
    /// Hosts checked at most: enough to tell a machine without network from one host down.
    public static let maximumHosts = 8

    /// The hosts of `hosts` (the first ``maximumHosts`` distinct ones) with why each cannot be
    /// reached, when none of them can; `nil` as soon as one resolves (or `hosts` is empty).
    public static func unreachable(_ hosts: [String], resolver: any HostResolving) async
        -> [HostReachability.Unreachable]?
    {
        var seen: Set<String> = []
        let checked = hosts.filter { !$0.isEmpty && seen.insert($0).inserted }
            .prefix(maximumHosts)
        guard !checked.isEmpty else { return nil }
        let (answers, continuation) = AsyncStream<(Int, String?)>.makeStream()
        for (index, host) in checked.enumerated() {
            // Unstructured: the probe returns at the first host that resolves, without
            // waiting for the others' lookups.
            Task {
                continuation.yield((index, await resolver.problem(resolving: host)))
            }
        }
        var reasons = [String?](repeating: nil, count: checked.count)
        var received = 0
        for await (index, problem) in answers {
            guard let problem else {
                continuation.finish()
                return nil
            }
            reasons[index] = problem
            received += 1
            if received == checked.count { break }
        }
        continuation.finish()
        return zip(checked, reasons).map { host, reason in
            HostReachability.Unreachable(host: host, url: host, reason: reason ?? "")
        }
    }
}
