import Foundation
import HIndexNetwork
import HIndexTestSupport
import Synchronization
import Testing

@testable import HIndexSite
@testable import HIndexSources

/// Issue 29, point 6: a build without network says so within seconds and uses its cache; a
/// host whose name does not resolve is not retried. No test resolves a real name: resolvers
/// are stand-ins, and the servers listen on 127.0.0.1.
@Suite struct NoNetworkTests {
    /// A resolver that knows the answer for each host; unknown hosts resolve. `hangs` never
    /// answer (the probe must not wait for them once another host resolved).
    struct StandInResolver: HostResolving {
        var failing: Set<String> = []
        var failAll = false
        var hangs: Set<String> = []
        let calls = Calls()

        final class Calls: Sendable {
            private let names = Mutex<[String]>([])
            func add(_ host: String) { names.withLock { $0.append(host) } }
            var all: [String] { names.withLock { $0 } }
        }

        func problem(resolving host: String) async -> String? {
            calls.add(host)
            if hangs.contains(host) {
                try? await Task.sleep(for: .seconds(30))
                calls.add("answered: \(host)")
                return "no answer from the name server within 30 s"
            }
            return failAll || failing.contains(host)
                ? "cannot resolve the name: Temporary failure in name resolution" : nil
        }
    }

    @Test func addressLiteralsAndProxiesAreNotLookedUp() async {
        #expect(SystemHostResolver.isAddressLiteral("127.0.0.1"))
        #expect(SystemHostResolver.isAddressLiteral("::1"))
        #expect(SystemHostResolver.isAddressLiteral("[::1]"))
        #expect(!SystemHostResolver.isAddressLiteral("api.openalex.org"))
        #expect(await SystemHostResolver(environment: [:]).problem(resolving: "127.0.0.1") == nil)
        // Behind a proxy the proxy resolves names: nothing is judged here.
        let proxied = SystemHostResolver(environment: ["HTTPS_PROXY": "http://10.0.0.1:3128"])
        #expect(proxied.proxied)
        #expect(await proxied.problem(resolving: "no-such-host.invalid") == nil)
        #expect(!SystemHostResolver(environment: ["https_proxy": ""]).proxied)
    }

    @Test func theProbeSaysNoNetworkOnlyWhenNoHostResolves() async {
        let down = StandInResolver(failAll: true)
        let hosts = (1...12).map { "host\($0).example" } + ["host1.example"]
        let unreachable = await NetworkProbe.unreachable(hosts, resolver: down)
        // At most eight distinct hosts are asked.
        #expect(unreachable?.map(\.host) == (1...8).map { "host\($0).example" })
        #expect(down.calls.all.count == 8)
        #expect(unreachable?.first?.reason.contains("Temporary failure") == true)
        // One host that resolves is enough, without waiting for one that hangs: the probe
        // returns before the hanging lookup has answered.
        let partly = StandInResolver(failing: ["a.example"], hangs: ["b.example"])
        #expect(
            await NetworkProbe.unreachable(
                ["a.example", "b.example", "c.example"], resolver: partly)
                == nil)
        #expect(!partly.calls.all.contains("answered: b.example"))
        #expect(await NetworkProbe.unreachable([], resolver: down) == nil)
    }

    /// A host whose name does not resolve fails at once, without a request or a retry, and is
    /// looked up once however many requests go there.
    @Test func anUnresolvedHostFailsAtOnceWithoutRetries() async throws {
        let server = try LocalHTTPServer { _ in .html("<p>hello</p>") }
        defer { server.stop() }
        let resolver = StandInResolver(failing: ["localhost"])
        let reachability = HostReachability(resolver: resolver)
        var configuration = NetworkFetcher.Configuration()
        configuration.maximumAttempts = 4
        configuration.initialBackoff = .seconds(5)
        let fetcher = NetworkFetcher(configuration: configuration, reachability: reachability)
        let port = try #require(server.baseURL.port)
        let byName = try #require(URL(string: "http://localhost:\(port)/page"))
        for _ in 0..<3 {
            do {
                _ = try await fetcher.fetch(FetchRequest(url: byName))
                Issue.record("expected the host to be unreachable")
            } catch {
                guard case .unreachable(let url, let host, let reason) = error else {
                    Issue.record("expected .unreachable, got \(error)")
                    continue
                }
                #expect(url == byName.absoluteString)
                #expect(host == "localhost")
                #expect(reason.contains("cannot resolve the name"))
                #expect(error.description.contains("cannot be reached"))
            }
        }
        #expect(resolver.calls.all == ["localhost"])
        #expect(server.requests.isEmpty)
        #expect(await reachability.all.map(\.host) == ["localhost"])
        // The same server by address answers.
        let response = try await fetcher.fetch(FetchRequest(url: server.baseURL))
        #expect(response.status == 200)
        #expect(await reachability.anyReached)
    }

    /// An online build of a site whose sources were fetched once: without network it tells so
    /// in one line, makes no request, and builds the same pages from the cache.
    @Test func withoutNetworkTheBuildUsesTheCacheAndSaysSoOnce() async throws {
        let author = """
            {"id": "https://openalex.org/A5012345678", "display_name": "Ana Lima",
             "works_count": 2, "cited_by_count": 30}
            """
        let works = """
            {"meta": {"count": 2, "next_cursor": null}, "results": [
             {"id": "https://openalex.org/W1", "display_name": "First paper",
              "publication_year": 2020, "cited_by_count": 20},
             {"id": "https://openalex.org/W2", "display_name": "Second paper",
              "publication_year": 2021, "cited_by_count": 10}]}
            """
        let server = try LocalHTTPServer { request in
            if request.path.hasPrefix("/authors/"), request.path != "/authors/A5012345678" {
                return .html("not found", status: 404)
            }
            let body = request.path == "/authors/A5012345678" ? author : works
            return .respond(
                status: 200, headers: ["Content-Type": "application/json"],
                body: Data(body.utf8))
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write("content/site.md", "---\ntitle: Test\ncontact: web@example.edu\n---\n")
        for (slug, name, id) in [
            ("ana-lima", "Ana Lima", "A5012345678"), ("bo-chen", "Bo Chen", "A5099999999"),
        ] {
            try folder.write(
                "content/scientists/\(slug).md", "---\nname: \(name)\nopenalex: \(id)\n---\n")
        }
        let port = try #require(server.baseURL.port)
        func options(_ resolver: StandInResolver) -> BuildOptions {
            var options = BuildOptions(
                contentDirectory: folder.url.appendingPathComponent("content"),
                outputDirectory: folder.url.appendingPathComponent("site"),
                verbosity: .quiet, cacheDirectory: folder.url.appendingPathComponent("cache"),
                environment: ["HINDEX_OPENALEX_URL": "http://localhost:\(port)/"],
                fetcherConfiguration: ScholarServerFixtures.fetcherConfiguration,
                now: { Date(timeIntervalSince1970: 1_790_000_000) })
            options.hostResolver = resolver
            return options
        }
        // With network: Ana's record is fetched; Bo's id is unknown to the server.
        let first = try await Pipeline.build(options: options(StandInResolver()))
        #expect(first.noNetwork == nil)
        let page = try folder.read("site/scientists/ana-lima/index.html")
        let requests = server.requests.count
        #expect(requests > 0)

        // A week later (every copy due for a refresh), without network.
        let resolver = StandInResolver(failAll: true)
        var later = options(resolver)
        later.now = { Date(timeIntervalSince1970: 1_790_000_000 + 8 * 86_400) }
        let second = try await Pipeline.build(options: later)
        // No request and one lookup: nothing waited for a timeout or a retry.
        #expect(server.requests.count == requests)
        #expect(resolver.calls.all == ["localhost"])
        let noNetwork = try #require(second.noNetwork)
        #expect(noNetwork.hosts == ["localhost"])
        let warning = try #require(second.problems.first)
        #expect(warning.hasPrefix("no network (localhost: cannot resolve the name"), "\(warning)")
        #expect(warning.hasSuffix("; pass --offline to skip this check"), "\(warning)")
        // The day the copy was fetched (the cache's clock, not the build's "now").
        let fetched = try #require(
            second.records.first { $0.slug == "ana-lima" }?.citation?.fetched?.freshness?.fetched)
        #expect(warning.contains("built from the cache, fetched on \(fetched);"), "\(warning)")
        #expect(warning.contains("1 source of 1 scientist is not cached yet (bo-chen)"))
        // Nothing asks to build online or repeats the reason once per scientist.
        #expect(!second.problems.contains { $0.contains("ana-lima:") })
        #expect(second.missingOffline.isEmpty)
        #expect(try folder.read("site/scientists/ana-lima/index.html") == page)
        let summary = BuildSummary(state: second)
        #expect(summary.problems.first == warning)
        #expect(summary.maintainerReport.contains(warning))
    }
}
