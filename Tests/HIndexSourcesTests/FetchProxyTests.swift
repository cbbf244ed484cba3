import Foundation
import HIndexSources
import HIndexTestSupport
import Testing

@testable import HIndexNetwork

/// The fetcher takes the proxies of its environment as curl does (URLSession on Linux,
/// which it used before, went through curl). Nothing here leaves 127.0.0.1: the "proxy" is
/// a local server that refuses every tunnel, so only what it was asked is checked.
@Suite struct FetchProxyTests {
    func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func theEnvironmentChoosesTheProxyPerScheme() throws {
        let rules = ProxyRules(environment: [
            "HTTPS_PROXY": "http://user:p%40ss@proxy.example:3128",
            "http_proxy": "plain.example", "all_proxy": "socks5://socks.example",
            "no_proxy": "localhost, .internal.example,127.0.0.1",
        ])
        let secure = try rules.route(for: try url("https://api.example.org/x")).proxy
        #expect(secure?.host == "proxy.example" && secure?.port == 3128)
        #expect(secure?.authorization == .basic(username: "user", password: "p@ss"))
        let plain = try rules.route(for: try url("http://api.example.org/x")).proxy
        #expect(plain?.host == "plain.example" && plain?.port == 1080)
        // no_proxy: exact names and domains, with or without the leading dot.
        for direct in [
            "http://localhost:8080/", "https://a.internal.example/", "http://internal.example/",
            "http://127.0.0.1:9/",
        ] {
            #expect(try rules.route(for: try url(direct)) == .direct, "\(direct)")
        }
        #expect(try rules.route(for: try url("http://notinternal.example/")).proxy != nil)
        // all_proxy serves the scheme without its own variable; upper-case HTTP_PROXY is not
        // read (curl does not: a CGI program gets it from a request header).
        let socks = ProxyRules(environment: [
            "all_proxy": "socks5://socks.example", "HTTP_PROXY": "http://ignored.example",
        ])
        #expect(try socks.route(for: try url("http://a.example/")).proxy?.host == "socks.example")
        let none = ProxyRules(environment: [:])
        #expect(try none.route(for: try url("https://a.example/")) == .direct)
        #expect(
            try ProxyRules(environment: ["https_proxy": "http://p.example", "NO_PROXY": "*"])
                .route(for: try url("https://a.example/")) == .direct)
    }

    @Test func anUnsupportedProxyFailsTheRequestWithTheReason() async throws {
        var configuration = NetworkFetcher.Configuration(maximumAttempts: 1)
        configuration.environment = ["https_proxy": "https://proxy.example:8443"]
        let target = try url("https://api.example.org/x")
        let error = await #expect(throws: FetchError.self) {
            _ = try await NetworkFetcher(configuration: configuration).fetch(
                FetchRequest(url: target))
        }
        guard case .network(_, let reason, _) = error else {
            Issue.record("expected a network error, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("not supported"), "\(reason)")
    }

    /// The request goes to the proxy the environment names (which is asked for a tunnel to
    /// the host, and refuses here); `no_proxy` sends it straight to the server.
    @Test func requestsGoThroughTheProxyUnlessNoProxySaysOtherwise() async throws {
        let proxy = try LocalHTTPServer { _ in .respond(status: 403) }
        defer { proxy.stop() }
        var configuration = NetworkFetcher.Configuration(maximumAttempts: 1)
        configuration.environment = ["http_proxy": "http://127.0.0.1:\(proxy.port)"]
        let target = try url("http://hindex-origin.invalid/page")
        let error = await #expect(throws: FetchError.self) {
            _ = try await NetworkFetcher(configuration: configuration).fetch(
                FetchRequest(url: target))
        }
        guard case .network(_, let reason, _) = error else {
            Issue.record("expected a network error, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("proxy"), "\(reason)")
        let asked = try #require(proxy.requests.first)
        #expect(asked.method == "CONNECT" && asked.target == "hindex-origin.invalid:80")

        let server = try LocalHTTPServer { _ in .html("direct") }
        defer { server.stop() }
        configuration.environment?["no_proxy"] = "127.0.0.1"
        let response = try await NetworkFetcher(configuration: configuration).fetch(
            FetchRequest(url: server.baseURL))
        #expect(String(decoding: response.body, as: UTF8.self) == "direct")
        #expect(proxy.requests.count == 1)
    }
}
