import AsyncHTTPClient
import Foundation
import HIndexSources
import NIOCore
import NIOPosix
import Synchronization

/// The HTTP side of one ``NetworkFetcher``: one event-loop thread and one AsyncHTTPClient per
/// route (direct, or through each proxy the environment names), made on first use and shut
/// down together by ``shutdown()`` or, in the background, when the fetcher goes away.
///
/// Every client follows no redirect (the fetcher decides), keeps no cookies and no cache,
/// uses a connection once (a fresh connection per request), retries no failed connection
/// (the fetcher retries), speaks HTTP/1.1, verifies TLS certificates against the system's
/// roots, and decompresses `gzip` and `deflate` bodies (asking for them).
final class FetchTransport: Sendable {
    /// Why no client could be had for a URL.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    private struct State {
        /// `nil` before the first request.
        var group: MultiThreadedEventLoopGroup?
        var clients: [ProxyRules.Route: HTTPClient] = [:]
        var shutDown = false
    }

    private let base: HTTPClient.Configuration
    private let rules: ProxyRules
    private let state = Mutex(State())

    /// A transport with the timeouts, size cap and concurrency of `configuration`.
    init(configuration: NetworkFetcher.Configuration) {
        let seconds = Int64(configuration.effectiveRequestTimeoutSeconds)
        var base = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: .seconds(seconds), read: .seconds(seconds)),
            // Bombs: the fetcher's own cap counts the decompressed bytes too.
            decompression: .enabled(limit: .size(configuration.maximumBytes)))
        base.httpVersion = .http1Only
        base.maximumUsesPerConnection = 1
        base.connectionPool.retryConnectionEstablishment = false
        base.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = max(
            8, configuration.maximumConcurrentRequests)
        self.base = base
        rules = ProxyRules(
            environment: configuration.environment ?? ProcessInfo.processInfo.environment)
    }

    deinit {
        // The last copy of the fetcher went away: shut down in the background, the clients
        // first, then the thread they run on.
        let (group, clients) = state.withLock { state in
            state.shutDown = true
            return (state.group, Array(state.clients.values))
        }
        guard let group else { return }
        let pending = DispatchGroup()
        for client in clients {
            pending.enter()
            client.shutdown { _ in pending.leave() }
        }
        pending.notify(queue: .global()) {
            group.shutdownGracefully(queue: .global()) { _ in }
        }
    }

    /// The client for `url`'s route, made on first use.
    func client(for url: URL) throws(Unavailable) -> HTTPClient {
        let route = try rules.route(for: url)
        let made = state.withLock { state -> HTTPClient? in
            guard !state.shutDown else { return nil }
            if let client = state.clients[route] { return client }
            let group = state.group ?? MultiThreadedEventLoopGroup(numberOfThreads: 1)
            state.group = group
            var configuration = base
            configuration.proxy = route.proxy
            let client = HTTPClient(
                eventLoopGroupProvider: .shared(group), configuration: configuration)
            state.clients[route] = client
            return client
        }
        guard let made else { throw Unavailable(description: "the fetcher was shut down") }
        return made
    }

    /// Shuts down every client, then the event-loop thread, and waits for both. Safe to call
    /// more than once.
    func shutdown() async {
        let (group, clients) = state.withLock { state in
            defer {
                state.group = nil
                state.clients = [:]
                state.shutDown = true
            }
            return (state.group, Array(state.clients.values))
        }
        for client in clients {
            try? await client.shutdown()
        }
        try? await group?.shutdownGracefully()
    }

    /// Whether the event-loop thread was started (a request was made) and not shut down.
    var isRunning: Bool { state.withLock { $0.group != nil } }
}

/// The proxies of an environment, as curl reads them: `https_proxy` (or `HTTPS_PROXY`) for
/// `https` URLs, `http_proxy` (lower case only) for `http` URLs, `all_proxy` (or `ALL_PROXY`)
/// for both, and `no_proxy` (or `NO_PROXY`): `*`, or host names and domains separated by
/// commas, which go direct. A proxy URL is `http://[user:password@]host[:port]` (port 1080
/// when none is given) or `socks5://host[:port]`.
struct ProxyRules: Sendable {
    /// How one request goes out.
    struct Route: Sendable, Hashable {
        /// `nil`: direct.
        var proxy: HTTPClient.Configuration.Proxy?
        /// Why the proxy setting cannot be used (the request fails with it).
        var problem: String?

        static let direct = Route(proxy: nil)
    }

    private let https: Route
    private let http: Route
    private let bypass: [String]
    private let bypassAll: Bool

    init(environment: [String: String]) {
        func value(_ names: String...) -> String? {
            names.lazy.compactMap { environment[$0] }.first {
                !$0.trimmingCharacters(in: .whitespaces).isEmpty
            }
        }
        let all = value("all_proxy", "ALL_PROXY")
        https = Self.route(value("https_proxy", "HTTPS_PROXY") ?? all)
        http = Self.route(value("http_proxy") ?? all)
        let entries = (value("no_proxy", "NO_PROXY") ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }.filter { !$0.isEmpty }
        bypassAll = entries.contains("*")
        bypass = entries.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
    }

    /// The route of `url`; throws when the proxy it should take cannot be used.
    func route(for url: URL) throws(FetchTransport.Unavailable) -> Route {
        let host = (url.host ?? "").lowercased()
        if bypassAll || bypass.contains(where: { host == $0 || host.hasSuffix("." + $0) }) {
            return .direct
        }
        let route = url.scheme?.lowercased() == "https" ? https : http
        if let problem = route.problem { throw FetchTransport.Unavailable(description: problem) }
        return route
    }

    /// The route a proxy variable's value names.
    static func route(_ setting: String?) -> Route {
        guard let setting = setting?.trimmingCharacters(in: .whitespaces), !setting.isEmpty
        else { return .direct }
        let text = setting.contains("://") ? setting : "http://" + setting
        guard let components = URLComponents(string: text), let host = components.host,
            !host.isEmpty
        else {
            return Route(proxy: nil, problem: "the proxy setting '\(setting)' is not a URL")
        }
        let port = components.port ?? 1080
        switch components.scheme?.lowercased() {
        case "http":
            let authorization = components.user.map { user in
                HTTPClient.Authorization.basic(
                    username: user.removingPercentEncoding ?? user,
                    password: components.password.map { $0.removingPercentEncoding ?? $0 } ?? "")
            }
            return Route(proxy: .server(host: host, port: port, authorization: authorization))
        case "socks5", "socks5h":
            return Route(proxy: .socksServer(host: host, port: port))
        default:
            return Route(
                proxy: nil,
                problem: "the proxy \(components.scheme ?? "")://\(host) is not supported "
                    + "(http:// and socks5:// proxies are)")
        }
    }
}
