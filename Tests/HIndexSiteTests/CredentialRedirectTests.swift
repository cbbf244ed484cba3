import Foundation
import HIndexNetwork
import HIndexSources
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// API keys never follow a redirect to another origin, for every keyed source, and no
/// server can hold a request beyond its overall deadline. Everything runs against local
/// servers on 127.0.0.1; the redirect names the other one as `localhost`, another host.
@Suite struct CredentialRedirectTests {
    /// A keyed source as the build sets it up (`NetworkSources`): the key's name and place.
    struct KeyedSource: Sendable, CustomStringConvertible {
        var label: String
        var name: String
        var placement: APIKeyFetcher.Placement
        var description: String { "\(label) (\(name))" }
    }

    static let secret = "s3cret-KEY-0123456789"

    /// Every source of the registry that takes an API key (Semantic Scholar's `x-api-key`
    /// header, OpenAlex's and SerpApi's `api_key` query items…), read from the sources' own
    /// definitions.
    static var keyedSources: [KeyedSource] {
        CitationSources.all.flatMap { descriptor -> [KeyedSource] in
            guard let network = descriptor.network else { return [] }
            return ([network.apiKey].compactMap { $0 } + network.additionalKeys).map { key in
                KeyedSource(
                    label: descriptor.label, name: key.name,
                    placement: key.placement == .header ? .header : .query)
            }
        }
    }

    /// A fetcher with short backoff. The redirect tests are about where the key goes, not
    /// about time: their timeouts are long, because under the full suite on 2 cores other
    /// tests' blocking waits can hold the cooperative pool for minutes (60 s deadlines were
    /// hit there, never when the suite runs alone).
    static func fetcher(
        deadline: Duration = .seconds(600), requestTimeout: Duration = .seconds(120)
    ) -> NetworkFetcher {
        NetworkFetcher(
            configuration: .init(
                requestTimeout: requestTimeout, resourceTimeout: .seconds(900),
                requestDeadline: deadline, maximumAttempts: 3, initialBackoff: .milliseconds(10),
                maximumBackoff: .milliseconds(20)))
    }

    /// Whether `request` carries the key, as a header or anywhere in its target.
    static func carriesKey(_ request: LocalHTTPRequest) -> Bool {
        request.target.contains(secret)
            || request.headers.values.contains { $0.contains(secret) }
    }

    @Test(arguments: keyedSources)
    func keyDoesNotFollowARedirectToAnotherOrigin(_ source: KeyedSource) async throws {
        // Both placements are exercised.
        #expect(Set(Self.keyedSources.map { $0.placement == .header }) == [true, false])
        let elsewhere = try LocalHTTPServer { _ in
            .respond(
                status: 200, headers: ["Content-Type": "application/json"], body: Data("{}".utf8))
        }
        defer { elsewhere.stop() }
        // Another host (`localhost`, not `127.0.0.1`) and another port: another origin.
        let other = "http://localhost:\(elsewhere.port)/"
        let origin = try LocalHTTPServer { request in
            switch request.path {
            case "/away":
                // A hostile answer that even copies the request's query into the new URL.
                let query = request.target.split(separator: "?", maxSplits: 1).dropFirst().first
                return .respond(
                    status: 302,
                    headers: ["Location": "\(other)steal" + (query.map { "?\($0)" } ?? "")])
            case "/home":
                return .respond(status: 302, headers: ["Location": "/landed?x=1"])
            default:
                return .respond(status: 200, body: Data("{}".utf8))
            }
        }
        defer { origin.stop() }
        let keyed = APIKeyFetcher(
            upstream: Self.fetcher(), name: source.name, value: Self.secret,
            placement: source.placement)

        let away = try await keyed.fetch(
            FetchRequest(url: origin.baseURL.appendingPathComponent("away")))
        #expect(away.status == 200)
        let first = try #require(origin.requests.first { $0.path == "/away" })
        #expect(Self.carriesKey(first), "\(source): the key reaches its own service")
        let stolen = try #require(elsewhere.requests.first, "\(source): redirect not followed")
        #expect(stolen.path == "/steal")
        #expect(!Self.carriesKey(stolen), "\(source): the key followed to \(stolen.target)")

        // Within the same origin the key stays (the redirect is the service's own).
        _ = try await keyed.fetch(FetchRequest(url: origin.baseURL.appendingPathComponent("home")))
        let landed = try #require(origin.requests.first { $0.path == "/landed" })
        if source.placement == .header {
            #expect(Self.carriesKey(landed), "\(source): same-origin redirect keeps the header")
        }
    }

    @Test func originComparesSchemeHostAndPort() throws {
        func url(_ text: String) throws -> URL { try #require(URL(string: text)) }
        #expect(FetchRequest.sameOrigin(try url("https://a.org/x"), try url("https://A.org:443/y")))
        #expect(!FetchRequest.sameOrigin(try url("https://a.org/x"), try url("http://a.org/x")))
        #expect(
            !FetchRequest.sameOrigin(
                try url("http://127.0.0.1:80/"), try url("http://127.0.0.1:81/")))
        #expect(!FetchRequest.sameOrigin(try url("https://a.org/"), try url("https://a.org.evil/")))
    }

    /// A server that drips one byte every 50 ms (each read well within the read timeout) is
    /// cut off at the request's overall deadline, retries included.
    @Test func aDrippingServerIsCutOffAtTheDeadline() async throws {
        let server = try LocalHTTPServer { _ in .drip(status: 200, bytes: 16000, interval: 0.05) }
        defer { server.stop() }
        let started = ContinuousClock.now
        await #expect {
            try await Self.fetcher(deadline: .seconds(2), requestTimeout: .seconds(5)).fetch(
                FetchRequest(url: server.baseURL.appendingPathComponent("slow")))
        } throws: { error in
            guard case FetchError.timedOut(_, let seconds, _) = error else { return false }
            return seconds == 2 && "\(error)".contains("timed out after")
        }
        let elapsed = started.duration(to: .now)
        // The drip lasts 800 s, and only the deadline can end it earlier (each byte arrives
        // well within the 5 s read timeout; the resource timeout is 900 s); the error above
        // is the deadline's. Alone this test ends after ~2 s; under the full suite on 2 cores
        // the fetch's tasks can wait minutes for the cooperative pool (131 s seen), so the
        // bound only separates "cut off" from "held for the drip".
        #expect(elapsed < .seconds(600), "held for \(elapsed)")
        #expect(elapsed >= .seconds(2))
    }
}
