import Foundation
import HIndexNetwork
import HIndexSources
import HIndexTestSupport
import Testing

/// `NetworkFetcher` against a local HTTP server on 127.0.0.1 that the tests start and
/// stop. Backoff and `Retry-After` waits go through an ``InstantClock`` unless a test says
/// otherwise; timeouts are real and short.
@Suite("Fetching over HTTP", .timeLimit(.minutes(10)))
struct FetchTests {
    @Test func returnsTheBodyAndSendsTheContactUserAgentAndHeaders() async throws {
        let server = try LocalHTTPServer { request in
            .html("<p>hello \(request.path)</p>")
        }
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("page")
        let response = try await FetchFixtures.fetcher().fetch(
            FetchRequest(url: url, headers: ["Accept": "text/html"]))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "<p>hello /page</p>")
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(response.attempts == 1)
        let request = try #require(server.requests.first)
        #expect(
            request.headers["user-agent"]
                == "hindex-site/0.1 (+mailto:web-editor@northfield.example)")
        #expect(request.headers["accept"] == "text/html")
    }

    @Test func userAgentWithoutContact() {
        #expect(NetworkFetcher.Configuration.userAgent(contact: nil) == "hindex-site/0.1")
        #expect(NetworkFetcher.Configuration.userAgent(contact: " ") == "hindex-site/0.1")
        #expect(
            NetworkFetcher.Configuration.userAgent(contact: "a@b.example\n")
                == "hindex-site/0.1 (+mailto:a@b.example)")
    }

    @Test func retriesA500WithBackoffAndThenSucceeds() async throws {
        let server = try LocalHTTPServer { request in
            request.hit == 1 ? .html("oops", status: 500) : .html("fine")
        }
        defer { server.stop() }
        let clock = InstantClock()
        let response = try await FetchFixtures.fetcher(clock: clock).fetch(
            FetchRequest(url: server.baseURL.appendingPathComponent("flaky")))
        #expect(String(decoding: response.body, as: UTF8.self) == "fine")
        #expect(response.attempts == 2)
        #expect(clock.sleeps == [.seconds(1)])
        #expect(server.requests.count == 2)
    }

    @Test func givesUpOnPersistent5xxAfterTheLastAttemptWithExponentialBackoff() async throws {
        let server = try LocalHTTPServer { _ in .html("down", status: 502) }
        defer { server.stop() }
        let clock = InstantClock()
        let url = server.baseURL.appendingPathComponent("down")
        let error = await #expect(throws: FetchError.self) {
            _ = try await FetchFixtures.fetcher(clock: clock, attempts: 4).fetch(
                FetchRequest(url: url))
        }
        #expect(
            error
                == .status(
                    url: url.absoluteString, status: 502, attempts: 4, body: Data("down".utf8)))
        #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(4)])
        #expect(server.requests.count == 4)
        #expect(error?.description == "\(url.absoluteString) answered HTTP 502 (4 attempts)")
    }

    @Test func doesNotRetryAClientError() async throws {
        let server = try LocalHTTPServer { _ in .html("missing", status: 404) }
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("missing")
        let error = await #expect(throws: FetchError.self) {
            _ = try await FetchFixtures.fetcher().fetch(FetchRequest(url: url))
        }
        #expect(
            error
                == .status(
                    url: url.absoluteString, status: 404, attempts: 1, body: Data("missing".utf8)))
        #expect(server.requests.count == 1)
    }

    @Test func honoursRetryAfterSecondsOnA429ForTheWholeHost() async throws {
        let server = try LocalHTTPServer { request in
            request.hit == 1
                ? .respond(status: 429, headers: ["Retry-After": "1"], body: Data("slow down".utf8))
                : .html("ok")
        }
        defer { server.stop() }
        let clock = InstantClock()
        let fetcher = FetchFixtures.fetcher(clock: clock)
        let response = try await fetcher.fetch(
            FetchRequest(url: server.baseURL.appendingPathComponent("limited")))
        #expect(response.attempts == 2)
        #expect(clock.sleeps == [.seconds(1)])
    }

    @Test func reallyWaitsForRetryAfterWithTheSystemClock() async throws {
        let server = try LocalHTTPServer { request in
            request.hit == 1
                ? .respond(status: 429, headers: ["Retry-After": "1"], body: Data())
                : .html("ok")
        }
        defer { server.stop() }
        let clock = SystemFetchClock()
        let fetcher = NetworkFetcher(
            configuration: .init(requestTimeout: .seconds(5), maximumAttempts: 2),
            rateLimiter: HostRateLimiter(clock: clock), clock: clock)
        let started = ContinuousClock.now
        let response = try await fetcher.fetch(
            FetchRequest(url: server.baseURL.appendingPathComponent("limited")))
        let elapsed = started.duration(to: .now)
        #expect(response.status == 200)
        #expect(elapsed >= .milliseconds(950))
        let requests = server.requests
        #expect(requests.count == 2)
    }

    @Test func honoursARetryAfterDateOnA503() async throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let retryAt = formatter.string(from: now.addingTimeInterval(3))
        let server = try LocalHTTPServer { request in
            request.hit == 1
                ? .respond(status: 503, headers: ["Retry-After": retryAt], body: Data())
                : .html("back")
        }
        defer { server.stop() }
        let clock = InstantClock()
        let fetcher = NetworkFetcher(
            configuration: .init(requestTimeout: .seconds(5), maximumAttempts: 3),
            rateLimiter: HostRateLimiter(clock: clock), clock: clock, wallClock: { now })
        let response = try await fetcher.fetch(
            FetchRequest(url: server.baseURL.appendingPathComponent("maintenance")))
        #expect(response.attempts == 2)
        #expect(clock.sleeps == [.seconds(3)])
    }

    @Test func refusesARetryAfterLongerThanTheCap() async throws {
        let server = try LocalHTTPServer { _ in
            .respond(status: 429, headers: ["Retry-After": "3600"], body: Data())
        }
        defer { server.stop() }
        let clock = InstantClock()
        let url = server.baseURL.appendingPathComponent("later")
        let error = await #expect(throws: FetchError.self) {
            _ = try await FetchFixtures.fetcher(clock: clock).fetch(FetchRequest(url: url))
        }
        #expect(
            error
                == .rateLimited(
                    url: url.absoluteString, status: 429, retryAfterSeconds: 3600,
                    limitSeconds: 30))
        #expect(clock.sleeps.isEmpty)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: [200, 403, 429])
    func aBlockPageInAnErrorStatusIsNotRetried(status: Int) async throws {
        let captcha = try FetchFixtures.realCaptchaPage()
        let server = try LocalHTTPServer { _ in
            .respond(status: status, headers: ["Content-Type": "text/html"], body: captcha)
        }
        defer { server.stop() }
        let fetcher = FetchFixtures.fetcher(blockDetector: { _, body in
            BlockDetector.blockReason(in: body)
        })
        let url = server.baseURL.appendingPathComponent("citations")
        if status == 200 {
            // 2xx pages go to the parser, which recognises the block itself.
            let response = try await fetcher.fetch(FetchRequest(url: url))
            #expect(BlockDetector.blockReason(in: response.body) != nil)
        } else {
            let error = await #expect(throws: FetchError.self) {
                _ = try await fetcher.fetch(FetchRequest(url: url))
            }
            guard case .blocked(let blockedURL, let blockedStatus, let reason) = error else {
                Issue.record("expected a blocked error, got \(String(describing: error))")
                return
            }
            #expect(blockedURL == url.absoluteString && blockedStatus == status)
            #expect(reason.hasPrefix("captcha page"))
        }
        #expect(server.requests.count == 1)
    }

    @Test func aStalledConnectionTimesOutOnEveryAttempt() async throws {
        let server = try LocalHTTPServer { _ in .stall(seconds: 5) }
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("stall")
        let started = ContinuousClock.now
        let error = await #expect(throws: FetchError.self) {
            _ = try await FetchFixtures.fetcher(attempts: 2, timeout: 0.4).fetch(
                FetchRequest(url: url))
        }
        // Sub-second timeouts are applied as 1 s.
        #expect(error == .timedOut(url: url.absoluteString, seconds: 1, attempts: 2))
        let elapsed = started.duration(to: .now)
        // Two attempts that each waited their 1 s timeout (a lower bound only: no test asserts
        // that something is fast).
        #expect(elapsed >= .milliseconds(1900))
        #expect(server.requests.count == 2)
    }

    @Test func aBodyShorterThanItsContentLengthIsTruncated() async throws {
        let server = try LocalHTTPServer { _ in
            .truncated(status: 200, declaredLength: 1000, body: Data(repeating: 0x61, count: 400))
        }
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("cut")
        let error = await #expect(throws: FetchError.self) {
            _ = try await FetchFixtures.fetcher(attempts: 2).fetch(FetchRequest(url: url))
        }
        guard case .truncated(let errorURL, let expected, let received, let attempts) = error
        else {
            Issue.record("expected truncated, got \(String(describing: error))")
            return
        }
        #expect(errorURL == url.absoluteString)
        #expect(expected == 1000 && received == 400 && attempts == 2)
    }

    @Test func aTruncatedBodyThenAGoodOneSucceeds() async throws {
        let server = try LocalHTTPServer { request in
            request.hit == 1
                ? .truncated(status: 200, declaredLength: 100, body: Data("short".utf8))
                : .html("complete")
        }
        defer { server.stop() }
        let response = try await FetchFixtures.fetcher().fetch(
            FetchRequest(url: server.baseURL.appendingPathComponent("retry")))
        #expect(String(decoding: response.body, as: UTF8.self) == "complete")
        #expect(response.attempts == 2)
    }

    @Test func aDeclaredLengthOverTheCapFailsEarly() async throws {
        let server = try LocalHTTPServer { _ in
            .respond(status: 200, body: Data(repeating: 0x62, count: 300_000))
        }
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("big")
        let error = await #expect(throws: FetchError.self) {
            _ = try await FetchFixtures.fetcher(maximumBytes: 100_000).fetch(
                FetchRequest(url: url))
        }
        #expect(error == .tooLarge(url: url.absoluteString, limit: 100_000, declaredBytes: 300_000))
        #expect(server.requests.count == 1)
    }

    @Test func aStreamedBodyOverTheCapFailsWhileReading() async throws {
        let server = try LocalHTTPServer { _ in
            .unsized(status: 200, body: Data(repeating: 0x63, count: 2_000_000))
        }
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("endless")
        let error = await #expect(throws: FetchError.self) {
            _ = try await FetchFixtures.fetcher(maximumBytes: 100_000).fetch(
                FetchRequest(url: url))
        }
        #expect(error == .tooLarge(url: url.absoluteString, limit: 100_000, declaredBytes: nil))
        #expect(server.requests.count == 1)
        // A request's own, tighter cap applies too.
        let small = Data(repeating: 0x64, count: 5_000)
        let other = try LocalHTTPServer { _ in .unsized(status: 200, body: small) }
        defer { other.stop() }
        let capped = await #expect(throws: FetchError.self) {
            _ = try await FetchFixtures.fetcher().fetch(
                FetchRequest(url: other.baseURL, maximumBytes: 1_000))
        }
        #expect(
            capped == .tooLarge(url: other.baseURL.absoluteString, limit: 1_000, declaredBytes: nil)
        )
        let whole = try await FetchFixtures.fetcher().fetch(FetchRequest(url: other.baseURL))
        #expect(whole.body == small)
    }

    @Test func aRefusedConnectionIsANetworkError() async throws {
        let server = try LocalHTTPServer { _ in .close }
        let url = server.baseURL.appendingPathComponent("gone")
        server.stop()
        let clock = InstantClock()
        let error = await #expect(throws: FetchError.self) {
            _ = try await FetchFixtures.fetcher(clock: clock, attempts: 2).fetch(
                FetchRequest(url: url))
        }
        guard case .network(let errorURL, let reason, let attempts) = error else {
            Issue.record("expected a network error, got \(String(describing: error))")
            return
        }
        #expect(errorURL == url.absoluteString && attempts == 2)
        #expect(reason.contains("Connection refused"), "\(reason)")
        #expect(clock.sleeps == [.seconds(1)])
    }

    /// A name the resolver refuses is unreachable and not retried (a refused connection is
    /// retried, above). The name has an empty label (`a..invalid`): the system's resolver
    /// rejects it without asking a name server, so no real name is looked up.
    @Test func aNameThatDoesNotResolveIsUnreachableAndNotRetried() async throws {
        let clock = InstantClock()
        let fetcher = FetchFixtures.fetcher(clock: clock, attempts: 4)
        let url = try #require(URL(string: "http://unresolvable..invalid/page"))
        let error = await #expect(throws: FetchError.self) {
            _ = try await fetcher.fetch(FetchRequest(url: url))
        }
        guard case .unreachable(let errorURL, let host, let reason) = error else {
            Issue.record("expected .unreachable, got \(String(describing: error))")
            return
        }
        #expect(errorURL == url.absoluteString && host == "unresolvable..invalid")
        #expect(reason.hasPrefix("cannot resolve the name: "), "\(reason)")
        #expect(clock.sleeps.isEmpty, "retried after \(clock.sleeps)")
    }

    /// After ``NetworkFetcher/shutdown()`` its requests fail at once, as network errors.
    @Test func aShutDownFetcherFailsItsRequests() async throws {
        let server = try LocalHTTPServer { _ in .html("ok") }
        defer { server.stop() }
        let fetcher = FetchFixtures.fetcher(attempts: 1)
        #expect(try await fetcher.fetch(FetchRequest(url: server.baseURL)).status == 200)
        await fetcher.shutdown()
        await fetcher.shutdown()
        let error = await #expect(throws: FetchError.self) {
            _ = try await fetcher.fetch(FetchRequest(url: server.baseURL))
        }
        #expect(
            error
                == .network(
                    url: server.baseURL.absoluteString, reason: "the fetcher was shut down",
                    attempts: 1))
        #expect(server.requests.count == 1)
    }

    @Test func aConnectionClosedWithoutAnswerIsRetriedAsANetworkError() async throws {
        let server = try LocalHTTPServer { request in request.hit == 1 ? .close : .html("ok") }
        defer { server.stop() }
        let response = try await FetchFixtures.fetcher().fetch(
            FetchRequest(url: server.baseURL.appendingPathComponent("reset")))
        #expect(response.attempts == 2)
    }

    @Test(arguments: ["ftp://example.org/x", "file:///etc/passwd", "/relative"])
    func rejectsURLsThatAreNotHTTP(text: String) async throws {
        let url = try #require(URL(string: text))
        let error = await #expect(throws: FetchError.self) {
            _ = try await FetchFixtures.fetcher().fetch(FetchRequest(url: url))
        }
        guard case .invalidURL = error else {
            Issue.record("expected invalidURL, got \(String(describing: error))")
            return
        }
    }

    @Test func fetchAllKeepsOrderAndCapsConcurrency() async throws {
        let server = try LocalHTTPServer { request in
            .delayed(seconds: 0.15, reply: .html(request.path))
        }
        defer { server.stop() }
        let requests = (0..<8).map {
            FetchRequest(url: server.baseURL.appendingPathComponent("item\($0)"))
        }
        let results = await FetchFixtures.fetcher().fetchAll(requests)
        let bodies = results.map { result in
            (try? result.get()).map { String(decoding: $0.body, as: UTF8.self) }
        }
        #expect(bodies == (0..<8).map { "/item\($0)" })
        #expect(server.peakConcurrentConnections <= 2)
        #expect(server.peakConcurrentConnections >= 1)
    }

    @Test func cancellingTheTaskStopsTheFetch() async throws {
        let server = try LocalHTTPServer { _ in .stall(seconds: 5) }
        defer { server.stop() }
        let fetcher = FetchFixtures.fetcher(attempts: 1, timeout: 5)
        let url = server.baseURL.appendingPathComponent("slow")
        let task = Task { () -> FetchError? in
            do throws(FetchError) {
                _ = try await fetcher.fetch(FetchRequest(url: url))
                return nil
            } catch {
                return error
            }
        }
        try await Task.sleep(for: .milliseconds(200))
        task.cancel()
        let error = await task.value
        #expect(error == .cancelled(url: url.absoluteString))
        // `.cancelled`, not `.timedOut`: the request ended by cancellation, not by its 5 s timeout.
    }
}

@Suite("Fetch politeness")
struct FetchPolitenessTests {
    @Test func theRateLimiterSpacesRequestsPerHostWithJitter() async throws {
        let clock = InstantClock()
        let limiter = HostRateLimiter(
            policies: [
                "scholar.example": HostPolicy(minimumDelay: .seconds(2), jitter: .seconds(1))
            ],
            defaultPolicy: .unlimited, clock: clock, randomFraction: { 0.5 })
        #expect(try await limiter.waitForTurn(host: "scholar.example") == .zero)
        #expect(try await limiter.waitForTurn(host: "scholar.example") == .milliseconds(2500))
        #expect(try await limiter.waitForTurn(host: "other.example") == .zero)
        #expect(try await limiter.waitForTurn(host: "other.example") == .zero)
        #expect(try await limiter.waitForTurn(host: "scholar.example") == .milliseconds(2500))
        await limiter.pause(host: "other.example", for: .seconds(10))
        #expect(try await limiter.waitForTurn(host: "other.example") == .seconds(10))
        #expect(clock.sleeps == [.milliseconds(2500), .milliseconds(2500), .seconds(10)])
    }

    @Test func concurrentCallersQueueUpInsteadOfBursting() async throws {
        let clock = InstantClock(advances: false)
        let limiter = HostRateLimiter(
            defaultPolicy: HostPolicy(minimumDelay: .seconds(1)), clock: clock)
        let waits = await BoundedConcurrency.map(Array(0..<5), limit: 5) { _ in
            (try? await limiter.waitForTurn(host: "h")) ?? .zero
        }
        #expect(waits.sorted() == [0, 1, 2, 3, 4].map { Duration.seconds($0) })
    }

    @Test func boundedConcurrencyReturnsResultsInInputOrder() async {
        let results = await BoundedConcurrency.map(Array(0..<20), limit: 3) { value in
            try? await Task.sleep(for: .milliseconds(20 - value))
            return value * value
        }
        #expect(results == (0..<20).map { $0 * $0 })
        #expect(await BoundedConcurrency.map([Int](), limit: 3) { $0 }.isEmpty)
    }

    @Test(arguments: [
        ("1", 1.0), ("120", 120), (" 0 ", 0), ("Fri, 15 Jan 2027 08:00:10 GMT", 10),
        ("Friday, 15-Jan-27 08:00:10 GMT", 10), ("Fri Jan 15 08:00:10 2027", 10),
        ("Fri, 15 Jan 2027 07:00:00 GMT", 0),
    ])
    func readsRetryAfterSecondsAndDates(value: String, seconds: Double) {
        let now = Date(timeIntervalSince1970: 1_800_000_000)  // Fri, 15 Jan 2027 08:00:00 GMT
        #expect(RetryAfter.seconds(value, now: now) == seconds)
    }

    @Test(arguments: ["", "soon", "-5", "1.5"])
    func ignoresUnreadableRetryAfter(value: String) {
        #expect(RetryAfter.seconds(value) == nil)
    }

    @Test func errorsNameTheURL() {
        let url = "http://127.0.0.1:1/x"
        let errors: [FetchError] = [
            .invalidURL(url: url, reason: "r"),
            .blocked(url: url, status: 429, reason: "captcha page"),
            .status(url: url, status: 500, attempts: 3, body: Data()),
            .rateLimited(url: url, status: 429, retryAfterSeconds: 600, limitSeconds: 120),
            .timedOut(url: url, seconds: 0.5, attempts: 2),
            .network(url: url, reason: "reset", attempts: 1),
            .truncated(url: url, expectedBytes: 10, receivedBytes: 5, attempts: 1),
            .tooLarge(url: url, limit: 1, declaredBytes: nil), .cancelled(url: url),
        ]
        for error in errors {
            #expect(error.url == url)
            #expect(error.description.contains(url))
        }
        #expect(
            FetchError.truncated(url: url, expectedBytes: 10, receivedBytes: 5, attempts: 2)
                .description == "\(url) was truncated: received 5 of 10 bytes (2 attempts)")
        #expect(
            FetchError.rateLimited(url: url, status: 429, retryAfterSeconds: 600, limitSeconds: 120)
                .description
                == "\(url) is rate limited (HTTP 429): Retry-After 600 s exceeds the 120 s limit")
    }
}
