import Foundation
import HIndexCore
import HIndexNetwork
import HIndexSources
import HIndexTestSupport
import Testing

/// `ScholarProfileFetcher` against a local server that speaks Scholar's profile URLs.
@Suite("Fetching Scholar profiles", .timeLimit(.minutes(10)))
struct FetchScholarProfileTests {
    @Test func pageURLsFollowTheInterface() throws {
        let base = try #require(URL(string: "https://scholar.google.com"))
        #expect(
            try ScholarProfileRequests.pageURL(base: base, user: "kL3b0pMAAAAJ", start: 0)
                .absoluteString
                == "https://scholar.google.com/citations?user=kL3b0pMAAAAJ&hl=en&cstart=0&pagesize=100"
        )
        let mirror = try #require(URL(string: "http://127.0.0.1:8080/mirror/"))
        #expect(
            try ScholarProfileRequests.pageURL(base: mirror, user: "a b&c", start: 200)
                .absoluteString
                == "http://127.0.0.1:8080/mirror/citations?user=a%20b%26c&hl=en&cstart=200&pagesize=100"
        )
        #expect(throws: FetchError.self) {
            _ = try ScholarProfileRequests.pageURL(base: base, user: " ", start: 0)
        }
    }

    @Test func fetchesAllThreePagesOfA260RowProfileAndMergesThemInOrder() async throws {
        let rows = GeneratedProfile.rows(260)
        let server = try LocalHTTPServer { request in
            guard request.path == "/citations", request.query("user") == "WQu1llAAAAAJ",
                request.query("hl") == "en"
            else { return .html("not found", status: 404) }
            return GeneratedProfile.reply(for: request, rows: rows)
        }
        defer { server.stop() }
        let blocked = BlockedHosts()
        let profile = ScholarProfileFetcher(
            fetcher: FetchFixtures.fetcher(), baseURL: server.baseURL, blockedHosts: blocked)
        let fetched = try await profile.fetchProfile(user: "WQu1llAAAAAJ")

        #expect(server.requests.map { $0.query("cstart") } == ["0", "100", "200"])
        #expect(server.requests.allSatisfy { $0.query("pagesize") == "100" })
        #expect(fetched.responses.count == 3)
        #expect(fetched.reachedPageCap == false)
        let result = fetched.result
        #expect(result.isComplete)
        #expect(result.sourceName == ScholarProfileParser.sourceName)
        #expect(result.origin == fetched.responses[0].url.absoluteString)
        #expect(result.profile?.name == "Wanda Quill")
        #expect(result.profile?.citations == 54_321)
        #expect(result.publications.count == 260)
        #expect(result.publications.map(\.title) == rows.map(\.title))
        #expect(result.publications.map(\.citations) == rows.map(\.citations))
        #expect(result.publications.map(\.sourceID) == rows.map { "WQu1llAAAAAJ:\($0.id)" })
        #expect(result.publications[0].title.contains("O'Brien's \"quoted\" café"))
        #expect(await blocked.all.isEmpty)
    }

    @Test func aFlakyMiddlePageIsRetriedAndTheProfileStillCompletes() async throws {
        let rows = GeneratedProfile.rows(150)
        let server = try LocalHTTPServer { request in
            if request.query("cstart") == "100" && request.hit == 1 {
                return .html("server error", status: 500)
            }
            return GeneratedProfile.reply(for: request, rows: rows)
        }
        defer { server.stop() }
        let fetched = try await ScholarProfileFetcher(
            fetcher: FetchFixtures.fetcher(), baseURL: server.baseURL,
            blockedHosts: BlockedHosts()
        ).fetchProfile(user: "x")
        #expect(fetched.result.publications.count == 150 && fetched.result.isComplete)
        #expect(fetched.responses.map(\.attempts) == [1, 2])
    }

    @Test func aCaptchaPageBlocksTheHostForTheRestOfTheBuild() async throws {
        let captcha = try FetchFixtures.realCaptchaPage()
        let server = try LocalHTTPServer { _ in
            .respond(status: 200, headers: ["Content-Type": "text/html"], body: captcha)
        }
        defer { server.stop() }
        let blocked = BlockedHosts()
        let profile = ScholarProfileFetcher(
            fetcher: FetchFixtures.fetcher(), baseURL: server.baseURL, blockedHosts: blocked)
        let error = await #expect(throws: CitationFetchError.self) {
            _ = try await profile.fetchProfile(user: "first")
        }
        guard case .blocked(let host, let url, let reason, let earlier) = error else {
            Issue.record("expected blocked, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1:\(server.port)")
        #expect(url.contains("user=first"))
        #expect(reason.hasPrefix("captcha page"))
        #expect(earlier == false)
        #expect(error?.description.contains("cached data is used") == true)
        #expect(await blocked.blockage(of: host)?.reason == reason)

        // The next scientist on the same host: no request at all.
        let second = await #expect(throws: CitationFetchError.self) {
            _ = try await profile.fetchProfile(user: "second")
        }
        guard case .blocked(_, _, _, let secondEarlier) = second else {
            Issue.record("expected blocked, got \(String(describing: second))")
            return
        }
        #expect(secondEarlier)
        #expect(server.requests.count == 1)
    }

    @Test(arguments: [403, 429])
    func aBlockPageWithAnErrorStatusBlocksTheHost(status: Int) async throws {
        let page = try FetchFixtures.realUnusualTrafficPage()
        let server = try LocalHTTPServer { _ in
            .respond(status: status, headers: ["Content-Type": "text/html"], body: page)
        }
        defer { server.stop() }
        let blocked = BlockedHosts()
        // Without a block detector in the fetcher: the profile fetcher looks at the body.
        let profile = ScholarProfileFetcher(
            fetcher: FetchFixtures.fetcher(attempts: 1), baseURL: server.baseURL,
            blockedHosts: blocked)
        let error = await #expect(throws: CitationFetchError.self) {
            _ = try await profile.fetchProfile(user: "x")
        }
        guard case .blocked(_, _, let reason, false) = error else {
            Issue.record("expected blocked, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("unusual traffic page"))
        #expect(await blocked.all.count == 1)
    }

    @Test func aSiteFetcherRecognisesA429CaptchaWithoutRetrying() async throws {
        let captcha = try FetchFixtures.realCaptchaPage()
        let server = try LocalHTTPServer { _ in
            .respond(status: 429, headers: ["Retry-After": "1"], body: captcha)
        }
        defer { server.stop() }
        let settings = SiteSettings(
            contact: "a@b.example", sources: ["scholar": SourceSettings(delaySeconds: 0)])
        let endpoints = try SourceEndpoints(
            settings: settings, environment: ["HINDEX_SCHOLAR_URL": server.baseURL.absoluteString])
        let clock = InstantClock()
        let fetcher = NetworkFetcher.forSite(
            settings, endpoints: endpoints,
            configuration: .init(requestTimeout: .seconds(5)), clock: clock)
        let profile = ScholarProfileFetcher(
            fetcher: fetcher, baseURL: endpoints.baseURL(for: .scholar),
            blockedHosts: BlockedHosts())
        let error = await #expect(throws: CitationFetchError.self) {
            _ = try await profile.fetchProfile(user: "x")
        }
        guard case .blocked = error else {
            Issue.record("expected blocked, got \(String(describing: error))")
            return
        }
        #expect(server.requests.count == 1)
        #expect(
            server.requests.first?.headers["user-agent"] == "hindex-site/0.1 (+mailto:a@b.example)")
        #expect(clock.sleeps.isEmpty)
    }

    @Test func stopsAtThePageCapAndKeepsTheListAsIncomplete() async throws {
        let rows = GeneratedProfile.rows(1_000)
        let server = try LocalHTTPServer { request in
            GeneratedProfile.reply(for: request, rows: rows)
        }
        defer { server.stop() }
        let fetched = try await ScholarProfileFetcher(
            fetcher: FetchFixtures.fetcher(), baseURL: server.baseURL,
            blockedHosts: BlockedHosts(), maximumPages: 3
        ).fetchProfile(user: "x")
        #expect(fetched.reachedPageCap)
        #expect(fetched.result.isComplete == false)
        #expect(fetched.result.publications.count == 300)
        #expect(server.requests.count == 3)
    }

    @Test func aServerThatIgnoresCstartDoesNotLoopForever() async throws {
        let rows = GeneratedProfile.rows(40)
        let server = try LocalHTTPServer { _ in
            .html(GeneratedProfile.page(rows[0..<20], complete: false))
        }
        defer { server.stop() }
        let fetched = try await ScholarProfileFetcher(
            fetcher: FetchFixtures.fetcher(), baseURL: server.baseURL,
            blockedHosts: BlockedHosts()
        ).fetchProfile(user: "x")
        #expect(fetched.result.publications.count == 20)
        #expect(fetched.result.isComplete == false)
        #expect(fetched.reachedPageCap == false)
        #expect(server.requests.map { $0.query("cstart") } == ["0", "20"])
    }

    @Test func aFailingPageFailsTheProfileWithTheFetchError() async throws {
        let rows = GeneratedProfile.rows(150)
        let server = try LocalHTTPServer { request in
            request.query("cstart") == "0"
                ? GeneratedProfile.reply(for: request, rows: rows)
                : .truncated(status: 200, declaredLength: 5_000, body: Data("<html>".utf8))
        }
        defer { server.stop() }
        let error = await #expect(throws: CitationFetchError.self) {
            _ = try await ScholarProfileFetcher(
                fetcher: FetchFixtures.fetcher(attempts: 2), baseURL: server.baseURL,
                blockedHosts: BlockedHosts()
            ).fetchProfile(user: "x")
        }
        guard case .fetch(.truncated(let url, 5_000, 6, 2)) = error else {
            Issue.record("expected a truncated page, got \(String(describing: error))")
            return
        }
        #expect(url.contains("cstart=100"))
    }

    @Test func aPageThatIsNotAProfileIsAParseError() async throws {
        let server = try LocalHTTPServer { _ in .html("<html><body><h1>Welcome</h1></body></html>")
        }
        defer { server.stop() }
        let error = await #expect(throws: CitationFetchError.self) {
            _ = try await ScholarProfileFetcher(
                fetcher: FetchFixtures.fetcher(), baseURL: server.baseURL,
                blockedHosts: BlockedHosts()
            ).fetchProfile(user: "x")
        }
        guard case .parse(.unexpectedLayout) = error else {
            Issue.record("expected a layout error, got \(String(describing: error))")
            return
        }
    }
}

@Suite("Source endpoints")
struct FetchEndpointsTests {
    @Test func defaultsWhenNothingIsSet() throws {
        let endpoints = try SourceEndpoints()
        #expect(endpoints.baseURL(for: .scholar).absoluteString == "https://scholar.google.com")
        #expect(endpoints.baseURL(for: .openalex).absoluteString == "https://api.openalex.org")
        #expect(endpoints.origin(for: .scholar) == .builtIn)
        #expect(endpoints.policy(for: .scholar) == SourceService.scholar.defaultPolicy)
        #expect(SourceService.scholar.defaultPolicy.jitter > .zero)
        // The built-in services, then those the registered sources declare in their folders.
        let registered = CitationSources.all.compactMap(\.network?.service.environmentVariable)
        #expect(
            SourceService.allCases.map(\.environmentVariable)
                == [
                    "HINDEX_SCHOLAR_URL", "HINDEX_OPENALEX_URL", "HINDEX_S2_URL",
                    "HINDEX_ORCID_URL", "HINDEX_DBLP_URL", "HINDEX_CROSSREF_URL",
                ]
                + registered.filter {
                    !["HINDEX_SCHOLAR_URL", "HINDEX_OPENALEX_URL", "HINDEX_S2_URL"].contains($0)
                })
    }

    @Test func environmentOverridesSiteSettingsWhichOverrideDefaults() throws {
        let settings = SiteSettings(sources: [
            "scholar": SourceSettings(baseURL: "https://mirror.example/scholar/", delaySeconds: 2),
            "openalex": SourceSettings(baseURL: "https://oa.example"),
            "dblp": SourceSettings(delaySeconds: 0),
        ])
        let endpoints = try SourceEndpoints(
            settings: settings,
            environment: [
                "HINDEX_OPENALEX_URL": "http://127.0.0.1:9000/",
                "HINDEX_CROSSREF_URL": "  ", "UNRELATED": "x",
            ])
        #expect(endpoints.baseURL(for: .scholar).absoluteString == "https://mirror.example/scholar")
        #expect(endpoints.origin(for: .scholar) == .siteSettings("sources.scholar.base_url"))
        #expect(endpoints.baseURL(for: .openalex).absoluteString == "http://127.0.0.1:9000")
        #expect(endpoints.origin(for: .openalex) == .environment("HINDEX_OPENALEX_URL"))
        #expect(endpoints.baseURL(for: .crossref).absoluteString == "https://api.crossref.org")
        #expect(
            endpoints.policy(for: .scholar)
                == HostPolicy(minimumDelay: .seconds(2), jitter: .seconds(2)))
        #expect(endpoints.policy(for: .dblp) == .unlimited)
        #expect(endpoints.hostPolicies["mirror.example"] == endpoints.policy(for: .scholar))
    }

    @Test func scholarSearchSettingsApplyToTheScholarHostUnlessScholarSaysOtherwise() throws {
        let endpoints = try SourceEndpoints(
            settings: SiteSettings(sources: [
                "scholar_search": SourceSettings(baseURL: "https://search.example", delaySeconds: 9)
            ]))
        #expect(endpoints.baseURL(for: .scholar).absoluteString == "https://search.example")
        #expect(endpoints.policy(for: .scholar).minimumDelay == .seconds(9))
        let both = try SourceEndpoints(
            settings: SiteSettings(sources: [
                "scholar_search": SourceSettings(baseURL: "https://search.example"),
                "scholar": SourceSettings(baseURL: "https://profile.example"),
            ]))
        #expect(both.baseURL(for: .scholar).absoluteString == "https://profile.example")
    }

    @Test func servicesSharingAHostGetTheSlowestPolicy() throws {
        let mirror = "https://mirror.example"
        let environment = Dictionary(
            uniqueKeysWithValues: SourceService.allCases.map { ($0.environmentVariable, mirror) })
        let settings = SiteSettings(sources: ["scholar": SourceSettings(delaySeconds: 0)])
        let endpoints = try SourceEndpoints(settings: settings, environment: environment)
        #expect(endpoints.hostPolicies == ["mirror.example": HostPolicy(minimumDelay: .seconds(1))])
    }

    @Test func aLocalServerIsNotSpacedUnlessSiteSettingsSaySo() throws {
        let local = "http://127.0.0.1:4321"
        let environment = Dictionary(
            uniqueKeysWithValues: SourceService.allCases.map { ($0.environmentVariable, local) })
        let endpoints = try SourceEndpoints(environment: environment)
        #expect(endpoints.hostPolicies == ["127.0.0.1:4321": .unlimited])
        let slow = try SourceEndpoints(
            settings: SiteSettings(sources: ["scholar": SourceSettings(delaySeconds: 0.5)]),
            environment: environment)
        #expect(
            slow.hostPolicies["127.0.0.1:4321"]
                == HostPolicy(minimumDelay: .milliseconds(500), jitter: .milliseconds(500)))
        #expect(SourceEndpoints.isLoopback(try #require(URL(string: "http://localhost:1/x"))))
        #expect(SourceEndpoints.isLoopback(try #require(URL(string: "http://[::1]:8080"))))
        #expect(!SourceEndpoints.isLoopback(try #require(URL(string: "https://127x.example"))))
    }

    @Test(arguments: ["ftp://mirror.example", "not a url", "https://", "https://x.example/?q=1"])
    func rejectsABadOverrideNamingWhereItCameFrom(value: String) {
        let error = #expect(throws: FetchError.self) {
            _ = try SourceEndpoints(environment: ["HINDEX_S2_URL": value])
        }
        #expect(error?.description.contains("environment variable HINDEX_S2_URL") == true)
        let fromSettings = #expect(throws: FetchError.self) {
            _ = try SourceEndpoints(
                settings: SiteSettings(sources: ["orcid": SourceSettings(baseURL: value)]))
        }
        #expect(fromSettings?.description.contains("site.md sources.orcid.base_url") == true)
    }
}
