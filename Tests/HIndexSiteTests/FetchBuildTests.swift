import Foundation
import HIndexCore
import HIndexSite
import HIndexStore
import HIndexTestSupport
import Synchronization
import Testing

/// Whole builds whose Scholar profiles and homepages come from a local server on 127.0.0.1
/// (started and stopped by each test, `HINDEX_SCHOLAR_URL` passed in the build options), with
/// the faults a real build meets: paging, 429 + Retry-After, 5xx, stalls, truncated bodies,
/// captcha pages.
@Suite("Builds that fetch", .timeLimit(.minutes(10)))
struct FetchBuildTests {
    /// Today as the pages show it (the UTC day).
    static var today: String { day(Date()) }

    /// The UTC day of `date`, as the pages show it.
    static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }

    @Test func oneBuildAgainstAFaultyServerThenAnIdenticalOfflineBuild() async throws {
        let long = ScholarServerFixtures.rows(260)
        let small = ScholarServerFixtures.rows(12, top: 30, prefix: "Small")
        let owner = ScholarServerFixtures.rows(6, top: 60, prefix: "Owned")
        // The homepage lists four of the owner's six Scholar rows.
        let homepage =
            "<html><body><h1>Publications</h1><ul class=\"pubs\">"
            + owner.prefix(4).map {
                "<li><span class=\"title\">\($0.title.replacingOccurrences(of: "&", with: "&amp;"))</span>, "
                    + "A. Owner. Journal of Tests, \($0.year).</li>"
            }.joined() + "</ul></body></html>"
        let server = try LocalHTTPServer { request in
            if request.path == "/~owner/publications.html" { return .html(homepage) }
            guard request.path == "/citations" else { return .html("not found", status: 404) }
            let reply = { (rows: [ProfileRow]) in
                ScholarServerFixtures.reply(for: request, rows: rows, name: "Test Person")
            }
            switch request.query("user") {
            case "LongProfile1":
                return reply(long)
            case "RetryAfter01":
                if request.hit == 1 {
                    return .respond(
                        status: 429, headers: ["Retry-After": "1"], body: Data("slow".utf8))
                }
                return reply(small)
            case "FlakyServer1":
                return request.hit == 1 ? .html("server error", status: 500) : reply(small)
            case "StallingProf":
                // Until the client gives up (or the server stops).
                return .stall(seconds: 600)
            case "TruncatedPr1":
                return .truncated(
                    status: 200, declaredLength: 5000, body: Data("<html><body><table>".utf8))
            case "HomepageOwn1":
                return reply(owner)
            case "CaptchaProf1":
                return .html(ScholarServerFixtures.captchaPage)
            default:
                return reply(small)
            }
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        let scientists = [
            ("a-long", "LongProfile1"), ("b-retry-after", "RetryAfter01"),
            ("c-flaky", "FlakyServer1"), ("d-stall", "StallingProf"),
            ("e-truncated", "TruncatedPr1"), ("y-captcha", "CaptchaProf1"),
            ("z-after", "AfterCaptcha"),
        ]
        for (slug, id) in scientists {
            try folder.write(
                "content/scientists/\(slug).md",
                ScholarServerFixtures.scientist(name: "Person \(slug)", scholar: id))
        }
        try folder.write(
            "content/scientists/f-homepage.md",
            ScholarServerFixtures.scientist(
                name: "Owner", scholar: "HomepageOwn1",
                homepage: server.baseURL.absoluteString + "/~owner/publications.html"))
        try folder.write(
            "content/scientists/s-saved.md",
            "---\nname: Saved Page\nscholar: snapshots/saved.html\n---\n")
        try folder.write(
            "content/snapshots/saved.html",
            Fixtures.scholarPage(name: "Saved", rows: [("Saved paper", 3, 2020)]))

        let state = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: server))

        // All three pages of the long profile, merged: the metrics of all 260 rows.
        #expect(server.profileRequests("LongProfile1") == ["0", "100", "200"])
        let expected = ScholarServerFixtures.metrics(long)
        let longMetrics = try folder.metrics("a-long")
        #expect(longMetrics["h_index"] as? Int == expected.hIndex)
        #expect(longMetrics["citations"] as? Int == expected.citations)
        #expect(longMetrics["counted_papers"] as? Int == 260)
        let longJSON = try folder.json("site/data/scientists/a-long.json")
        let titles = try #require(longJSON["publications"] as? [[String: Any]])
            .compactMap { $0["title"] as? String }
        #expect(Set(titles) == Set(long.map(\.title)))
        let freshness = try #require(longJSON["freshness"] as? [[String: Any]])
        #expect(freshness.first?["fetched"] as? String == Self.today)
        #expect(freshness.first?["stale_since"] is NSNull)
        #expect(try folder.read("site/scientists/a-long/index.html").contains("fetched"))

        // 429 with Retry-After: 1, and a 500, are retried and succeed.
        let smallMetrics = ScholarServerFixtures.metrics(small)
        for slug in ["b-retry-after", "c-flaky"] {
            #expect(try folder.metrics(slug)["h_index"] as? Int == smallMetrics.hIndex, "\(slug)")
            #expect(try folder.notices(slug).isEmpty, "\(slug)")
        }
        #expect(server.profileRequests("RetryAfter01") == ["0", "0"])
        #expect(server.profileRequests("FlakyServer1") == ["0", "0"])

        // The homepage is fetched and extracted like a saved one.
        let owned = try folder.json("site/data/scientists/f-homepage.json")
        #expect((owned["matching"] as? [String: Any])?["matched"] as? Int == 4)
        #expect((owned["attribution"] as? [String: Any])?["confirmed"] as? Int == 4)

        // Failures: clear notices, no data, the build goes on.
        #expect(try folder.notices("d-stall").contains { $0.contains("timed out") })
        #expect(try folder.notices("e-truncated").contains { $0.contains("truncated") })
        #expect(try folder.notices("y-captcha").contains { $0.contains("blocked") })
        #expect(try folder.json("site/data/scientists/d-stall.json")["source"] is NSNull)
        // The captcha stopped the host: the next scientist made no request.
        #expect(server.profileRequests("AfterCaptcha").isEmpty)
        #expect(
            try folder.notices("z-after").contains { $0.contains("earlier in this build") })
        #expect(state.problems.contains { $0.contains("served a block page") })
        #expect(try folder.metrics("s-saved")["citations"] as? Int == 3)

        // Apostrophes, quotes and non-ASCII round-trip through the cache.
        let cache = try CacheStore(directory: folder.url.appendingPathComponent(".hindex"))
        let cached = try #require(
            try await cache.latestParsed(
                CitationSourceResult.self, source: "scholar_profile", key: "LongProfile1"))
        #expect(cached.value.publications.map(\.title) == long.map(\.title))
        #expect(cached.value.publications[0].title.hasPrefix("O'Brien's \"quoted\" café"))

        // --offline right after: no request, the same site byte for byte.
        let requestsBefore = server.requests.count
        let offline = try await Pipeline.build(
            options: ScholarServerFixtures.options(
                folder, output: "offline", server: server, offline: true))
        #expect(server.requests.count == requestsBefore)
        #expect(offline.requestCount == 0)
        #expect(offline.missingOffline.isEmpty)
        let online = try TemporaryFolder.allFiles(under: folder.url.appendingPathComponent("site"))
        let again = try TemporaryFolder.allFiles(
            under: folder.url.appendingPathComponent("offline"))
        #expect(online.keys.sorted() == again.keys.sorted())
        for (path, data) in online { #expect(again[path] == data, "\(path) differs offline") }
        let offlineTitles = try #require(
            try folder.json("offline/data/scientists/a-long.json")["publications"]
                as? [[String: Any]]
        ).compactMap { $0["title"] as? String }
        #expect(offlineTitles.contains(long[0].title))
    }

    @Test func aBuildInterruptedDuringFetchingResumesWithoutRefetching() async throws {
        let healthy = Mutex(false)
        let complete = ScholarServerFixtures.rows(150)
        let midway = ScholarServerFixtures.rows(250, prefix: "Midway")
        let later = ScholarServerFixtures.rows(30, top: 40, prefix: "Later")
        let server = try LocalHTTPServer { request in
            let ok = healthy.withLock { $0 }
            switch request.query("user") {
            case "CompleteOne1":
                return ScholarServerFixtures.reply(for: request, rows: complete, name: "A")
            case "MidwayFail01":
                if !ok && request.query("cstart") == "100" { return .html("down", status: 500) }
                return ScholarServerFixtures.reply(for: request, rows: midway, name: "B")
            default:
                if !ok { return .close }
                return ScholarServerFixtures.reply(for: request, rows: later, name: "C")
            }
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/a.md",
            ScholarServerFixtures.scientist(name: "A", scholar: "CompleteOne1"))
        try folder.write(
            "content/scientists/b.md",
            ScholarServerFixtures.scientist(name: "B", scholar: "MidwayFail01"))
        try folder.write(
            "content/scientists/c.md",
            ScholarServerFixtures.scientist(name: "C", scholar: "LaterServed1"))

        let first = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: server))
        #expect(first.reports.map { $0.source != nil } == [true, false, false])
        #expect(try folder.notices("b").contains { $0.contains("HTTP 500") })

        healthy.withLock { $0 = true }
        let before = server.requests.count
        let second = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: server))
        let targets = server.requests.dropFirst(before)
            .map { "\($0.query("user") ?? "?")@\($0.query("cstart") ?? "?")" }
        // Nothing already cached is fetched again: not A's profile, not B's first page.
        #expect(
            targets.sorted() == ["LaterServed1@0", "MidwayFail01@100", "MidwayFail01@200"])
        #expect(second.cachedPageCount == 1)
        #expect(second.reports.allSatisfy { $0.source != nil })
        #expect(try folder.metrics("b")["counted_papers"] as? Int == 250)
        #expect(
            try folder.metrics("b")["h_index"] as? Int
                == ScholarServerFixtures.metrics(midway).hIndex)
        for slug in ["a", "b", "c"] { #expect(try folder.notices(slug).isEmpty, "\(slug)") }
    }

    @Test func aFailingSourceKeepsThePreviousDataAndMarksThePageStale() async throws {
        let captcha = Mutex(false)
        let rows = ScholarServerFixtures.rows(40, top: 90)
        let server = try LocalHTTPServer { request in
            if captcha.withLock({ $0 }) { return .html(ScholarServerFixtures.captchaPage) }
            return ScholarServerFixtures.reply(for: request, rows: rows, name: "Stale Person")
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/kept.md",
            ScholarServerFixtures.scientist(name: "Kept", scholar: "KeptProfile1"))
        _ = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: server))
        let good = try folder.json("site/data/scientists/kept.json")
        let goodMetrics = try folder.metrics("kept")

        // Within the freshness period nothing is fetched.
        var before = server.requests.count
        _ = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: server))
        #expect(server.requests.count == before)

        // Eight days later (past the 7-day default) Scholar serves a captcha.
        captcha.withLock { $0 = true }
        let later = Date().addingTimeInterval(8 * 86_400)
        let stale = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: server, now: later))
        #expect(server.requests.count == before + 1)
        let json = try folder.json("site/data/scientists/kept.json")
        #expect(json["publications"] as? NSArray == good["publications"] as? NSArray)
        #expect(try folder.metrics("kept") as NSDictionary == goodMetrics as NSDictionary)
        // Stale since the failed refresh; the data shown is the copy fetched today.
        let notices = try folder.notices("kept")
        #expect(
            notices.contains {
                $0.hasPrefix("Stale since \(Self.day(later))") && $0.contains("blocked")
                    && $0.contains("copy fetched \(Self.today)")
            }, "\(notices)")
        let freshness = try #require((json["freshness"] as? [[String: Any]])?.first)
        #expect(freshness["stale_since"] as? String == Self.day(later))
        #expect(freshness["fetched"] as? String == Self.today)
        let page = try folder.read("site/scientists/kept/index.html")
        #expect(page.contains("stale since"))
        #expect(stale.problems.contains { $0.hasPrefix("kept: Stale since") })
        // The leaderboard still ranks the scientist with the kept metrics, marked stale.
        let index = try folder.read("site/index.html")
        #expect(index.contains("Kept</a> <span class=\"stale-mark\""))
        #expect(index.contains("data stale since \(Self.day(later))"))

        // An offline build shows the same stale page.
        _ = try await Pipeline.build(
            options: ScholarServerFixtures.options(
                folder, output: "offline", server: server, offline: true))
        #expect(
            try folder.read("offline/scientists/kept/index.html")
                == folder.read("site/scientists/kept/index.html"))

        // --refresh after the block is lifted fetches again and the page is fresh again.
        captcha.withLock { $0 = false }
        before = server.requests.count
        _ = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: server, refresh: true))
        #expect(server.requests.count == before + 1)
        #expect(try folder.notices("kept").isEmpty)
        #expect(!(try folder.read("site/scientists/kept/index.html").contains("stale since")))
        #expect(!(try folder.read("site/index.html").contains("stale-mark")))
    }

    @Test func offlineBuildNamesWhatIsMissingFromTheCache() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/never.md",
            ScholarServerFixtures.scientist(
                name: "Never Fetched", scholar: "NeverFetched",
                homepage: "https://example.invalid/publications.html"))
        let state = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: nil, offline: true))
        #expect(state.requestCount == 0)
        #expect(
            state.missingOffline == [
                "never: Google Scholar profile NeverFetched",
                "never: the publication list https://example.invalid/publications.html",
            ])
        #expect(
            try folder.notices("never").contains {
                $0.contains("NeverFetched") && $0.contains("offline")
            })
    }
}
