import Foundation
import HIndexCore
import HIndexSite
import HIndexTestSupport
import Synchronization
import Testing

/// Search-result pages in Google Scholar's markup (modelled on the real pages in
/// `fixtures/real/scholar_search`), served by the local test server.
enum ScholarSearchServerFixtures {
    /// One search result.
    struct Result: Sendable {
        var title: String
        var authors: String
        var venue: String
        var year: Int
        var citations: Int?
    }

    /// `count` results by "A Lovelace" and co-authors, citations descending; result 14 is
    /// by others only (its title names Lovelace, its author line does not) and result 20
    /// has no "Cited by" link.
    static func lovelaceResults(_ count: Int = 25) -> [Result] {
        (0..<count).map { index in
            var authors = index.isMultiple(of: 3) ? "A Lovelace" : "A Lovelace, C Babbage"
            var title = "Analytical engine note \(index + 1)"
            if index == 13 {
                authors = "C Babbage, M Somerville"
                title = "On Lovelace's notes \(index + 1)"
            }
            if index == 7 { authors = "LF Menabrea, AA LOVELACE" }
            return Result(
                title: title, authors: authors, venue: "Journal of Engines", year: 1840 + index,
                citations: index == 20 ? nil : 60 - 2 * index)
        }
    }

    /// The page of `results` starting at `start` (10 a page), linking to a next page when
    /// more results follow.
    static func page(_ results: [Result], start: Int, query: String) -> String {
        let end = min(results.count, start + 10)
        let slice = start < end ? Array(results[start..<end]) : []
        var html = """
            <!doctype html><html><head><title>Google Scholar</title></head><body>
            <div id="gs_top"><div id="gs_res_ccl_mid">
            """
        for (offset, result) in slice.enumerated() {
            let cid = "cid\(start + offset)XYZ"
            let cites = result.citations.map {
                "<a href=\"/scholar?cites=\(1000 + start + offset)&amp;as_sdt=2005&amp;"
                    + "sciodt=0,5&amp;hl=en\">Cited by \($0)</a> "
            }
            html += """
                <div class="gs_r gs_or gs_scl" data-cid="\(cid)" data-did="\(cid)" data-lid="" \
                data-rp="\(offset)"><div class="gs_ggs gs_fl"><div class="gs_ggsd">\
                <div class="gs_or_ggsm"><a href="https://example.org/\(cid).pdf">\
                <span class="gs_ctg2">[PDF]</span> example.org</a></div></div></div>\
                <div class="gs_ri"><h3 class="gs_rt"><span class="gs_ctc">\
                <span class="gs_ct1">[PDF]</span><span class="gs_ct2">[PDF]</span></span> \
                <a id="\(cid)" href="https://example.org/\(cid)">\(escape(result.title))</a></h3>\
                <div class="gs_a">\(escape(result.authors))&nbsp;- \(result.venue), \
                \(result.year) - example.org</div><div class="gs_rs">A snippet about \
                engines &#8230;</div><div class="gs_fl"><a href="javascript:void(0)" \
                class="gs_or_sav" title="Save" role="button">Save</a> \
                <a href="javascript:void(0)" class="gs_or_cit gs_nph" title="Cite" \
                role="button">Cite</a> \(cites ?? "")<a href="/scholar?q=related:\(cid):\
                scholar.google.com/&amp;hl=en">Related articles</a> </div></div></div>

                """
        }
        let hasNext = end < results.count
        let next =
            hasNext
            ? "<a href=\"/scholar?start=\(start + 10)&amp;q=\(query)&amp;hl=en\">"
                + "<span class=\"gs_ico gs_ico_nav_next\"></span>"
                + "<b style=\"display:block;margin-left:53px\">Next</b></a>"
            : "<b style=\"display:block;margin-left:53px;visibility:hidden\">Next</b>"
        html += """
            </div><div id="gs_n" role="navigation"><center><table cellpadding="0" width="1%">\
            <tr align="center" valign="top"><td align="left" nowrap>\(next)</td></tr></table>\
            </center></div></div></body></html>
            """
        return html
    }

    /// The reply to a `/scholar` request for `results`.
    static func reply(for request: LocalHTTPRequest, results: [Result]) -> LocalHTTPReply {
        let start = Int(request.query("start") ?? "0") ?? 0
        return .html(page(results, start: start, query: "author:%22x%22"))
    }

    /// A scientist file with a `scholar_search:` name (and optionally a profile id and
    /// `primary`).
    static func scientist(
        name: String, search: String, scholar: String? = nil, primary: String? = nil
    ) -> String {
        var text = "---\nname: \(name)\ndepartment: Physics\nscholar_search: \(search)\n"
        if let scholar { text += "scholar: \(scholar)\n" }
        if let primary { text += "primary: \(primary)\n" }
        return text + "---\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}

extension LocalHTTPServer {
    /// The targets of the requests for Scholar searches, in order.
    var searchTargets: [String] {
        requests.filter { $0.path == "/scholar" }.map(\.target)
    }
}

/// Whole builds whose citation source is a Google Scholar author search served by a local
/// server: paging, the surname filter, the exact request URLs, captcha pages, the cache,
/// `--offline` and stale copies.
@Suite("Builds with Scholar author search", .timeLimit(.minutes(10)))
struct ScholarSearchBuildTests {
    @Test func authorSearchEndToEnd() async throws {
        let lovelace = ScholarSearchServerFixtures.lovelaceResults()
        let turing = Array(ScholarSearchServerFixtures.lovelaceResults(4)).map {
            var result = $0
            result.authors = "AM Turing"
            return result
        }
        let both = Array(ScholarSearchServerFixtures.lovelaceResults(3)).map {
            var result = $0
            result.authors = "B Person"
            return result
        }
        let blocked = Mutex(false)
        let server = try LocalHTTPServer { request in
            if request.path == "/citations" {
                return ScholarServerFixtures.reply(
                    for: request, rows: ScholarServerFixtures.rows(5), name: "Both")
            }
            guard request.path == "/scholar" else { return .html("not found", status: 404) }
            if blocked.withLock({ $0 }) { return .html(ScholarServerFixtures.captchaPage) }
            // The test server decodes %XX but, like URLComponents, leaves `+` as is.
            switch request.query("q")?.replacingOccurrences(of: "+", with: " ") {
            case "author:\"Ada Lovelace\"":
                return ScholarSearchServerFixtures.reply(for: request, results: lovelace)
            case "author:\"Alan Turing\"":
                return ScholarSearchServerFixtures.reply(for: request, results: turing)
            case "author:\"Both Person\"":
                return ScholarSearchServerFixtures.reply(for: request, results: both)
            case "author:\"Grace Hopper\"":
                return .html(ScholarServerFixtures.captchaPage)
            default:
                return .html("unexpected", status: 404)
            }
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/a-lovelace.md",
            ScholarSearchServerFixtures.scientist(name: "Ada Lovelace", search: "Ada Lovelace"))
        try folder.write(
            "content/scientists/b-profile.md",
            ScholarSearchServerFixtures.scientist(
                name: "Both Person", search: "Both Person", scholar: "BothProfile1"))
        try folder.write(
            "content/scientists/c-turing.md",
            ScholarSearchServerFixtures.scientist(
                name: "Alan Turing", search: "Alan Turing", scholar: "TuringProf01",
                primary: "scholar_search"))
        try folder.write(
            "content/scientists/d-hopper.md",
            ScholarSearchServerFixtures.scientist(name: "Grace Hopper", search: "Grace Hopper"))
        try folder.write(
            "content/scientists/e-after.md",
            ScholarSearchServerFixtures.scientist(name: "Ada Later", search: "Ada Later"))

        _ = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: server))

        // The requests follow the interface exactly: three pages for Lovelace; for the
        // scientists with both a profile and a search, both are fetched (the primary one
        // first: the profile by default, the search for Turing's `primary: scholar_search`).
        let lovelaceQuery = "/scholar?hl=en&q=author%3A%22Ada+Lovelace%22&start="
        let bothQuery = "/scholar?hl=en&q=author%3A%22Both+Person%22&start=0"
        let turingQuery = "/scholar?hl=en&q=author%3A%22Alan+Turing%22&start=0"
        let hopperQuery = "/scholar?hl=en&q=author%3A%22Grace+Hopper%22&start=0"
        #expect(
            server.searchTargets
                == ["0", "10", "20"].map { lovelaceQuery + $0 }
                + [bothQuery, turingQuery, hopperQuery])
        #expect(server.profileRequests("BothProfile1") == ["0"])
        #expect(server.profileRequests("TuringProf01") == ["0"])
        // The headline metrics come from the primary source; the other one is compared.
        let turingSources = try #require(
            try folder.json("site/data/scientists/c-turing.json")["sources"] as? [String: Any])
        let compared = try #require(turingSources["compared"] as? [[String: Any]])
        #expect(
            compared.map { $0["name"] as? String } == [
                "Google Scholar search", "Google Scholar profile",
            ])
        #expect(compared.map { $0["primary"] as? Bool } == [true, false])
        #expect(
            try folder.read("site/scientists/b-profile/index.html").contains("Sources compared"))

        // The surname filter drops the one result whose author line lacks "Lovelace".
        let kept = lovelace.enumerated().filter { $0.offset != 13 }.map(\.element)
        let json = try folder.json("site/data/scientists/a-lovelace.json")
        let publications = try #require(json["publications"] as? [[String: Any]])
        #expect(publications.count == 24)
        let titles = Set(publications.compactMap { $0["title"] as? String })
        #expect(titles == Set(kept.map(\.title)))
        #expect(!titles.contains("On Lovelace's notes 14"))
        let source = try #require(json["source"] as? [String: Any])
        #expect(source["left_out_by_surname_filter"] as? Int == 1)
        #expect(
            try folder.read("site/scientists/a-lovelace/index.html").contains(
                "1 search result by other authors was left out (surname filter)."))
        #expect(
            try !folder.read("site/scientists/c-turing/index.html").contains("surname filter"))
        let metrics = try folder.metrics("a-lovelace")
        let expected = Metrics(citationCounts: kept.map { max($0.citations ?? 0, 0) })
        #expect(metrics["h_index"] as? Int == expected.hIndex)
        #expect(metrics["citations"] as? Int == expected.citations)
        #expect(metrics["counted_papers"] as? Int == 24)
        let freshness = try #require((json["freshness"] as? [[String: Any]])?.first)
        #expect(freshness["source"] as? String == "Google Scholar search")
        #expect(freshness["fetched"] as? String == FetchBuildTests.today)
        #expect(try folder.metrics("c-turing")["counted_papers"] as? Int == 4)
        #expect(try folder.metrics("b-profile")["counted_papers"] as? Int == 5)

        // The captcha blocks the host for the rest of the build.
        #expect(try folder.notices("d-hopper").contains { $0.contains("blocked") })
        #expect(
            try folder.notices("e-after").contains { $0.contains("earlier in this build") })
        #expect(!server.searchTargets.contains { $0.contains("Later") })

        // --offline right after: no request, the same site byte for byte.
        let before = server.requests.count
        _ = try await Pipeline.build(
            options: ScholarServerFixtures.options(
                folder, output: "offline", server: server, offline: true))
        #expect(server.requests.count == before)
        let online = try TemporaryFolder.allFiles(under: folder.url.appendingPathComponent("site"))
        let again = try TemporaryFolder.allFiles(
            under: folder.url.appendingPathComponent("offline"))
        #expect(online.keys.sorted() == again.keys.sorted())
        for (path, data) in online { #expect(again[path] == data, "\(path) differs offline") }

        // A second build fetches no fresh search again (only the failed one is retried,
        // and blocks the host again) and does not render the unchanged scientists.
        let unchanged = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: server))
        #expect(Array(server.searchTargets.dropFirst(6)) == [hopperQuery])
        #expect(unchanged.unchanged.isSuperset(of: ["a-lovelace", "b-profile", "c-turing"]))

        // Eight days later Scholar serves captchas: the last good copy stays, marked stale.
        blocked.withLock { $0 = true }
        let later = Date().addingTimeInterval(8 * 86_400)
        _ = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: server, now: later))
        let stale = try folder.json("site/data/scientists/a-lovelace.json")
        #expect((stale["publications"] as? [[String: Any]])?.count == 24)
        #expect(try folder.metrics("a-lovelace")["h_index"] as? Int == expected.hIndex)
        let notices = try folder.notices("a-lovelace")
        #expect(
            notices.contains {
                $0.hasPrefix("Stale since \(FetchBuildTests.day(later))")
                    && $0.contains("blocked")
            }, "\(notices)")
    }
}
