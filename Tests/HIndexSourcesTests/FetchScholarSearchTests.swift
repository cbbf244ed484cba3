import Foundation
import HIndexCore
import HIndexTestSupport
import Testing

@testable import HIndexSources

/// ``ScholarSearchFetcher`` against a local server: the page cap, the surname filter and
/// block pages served with 403.
@Suite(.timeLimit(.minutes(10)))
struct FetchScholarSearchTests {
    /// A result page for `start` that always links to a next page.
    static func endlessPage(start: Int) -> String {
        let rows = (start..<start + 10).map { index in
            let authors = index == start ? "Z Other" : "B Noether, E Noether"
            return """
                <div class="gs_r gs_or" data-cid="c\(index)"><div class="gs_ri">\
                <h3 class="gs_rt"><a href="#">Paper \(index)</a></h3>\
                <div class="gs_a">\(authors) - Annalen, 1921 - x.org</div><div class="gs_fl">\
                <a href="/scholar?cites=\(index)">Cited by \(index)</a></div></div></div>
                """
        }.joined()
        return "<html><body>\(rows)<div id=\"gs_n\"><a href=\"/scholar?start=\(start + 10)\">"
            + "<span class=\"gs_ico gs_ico_nav_next\"></span><b>Next</b></a></div></body></html>"
    }

    @Test func stopsAtThePageCapAndFiltersBySurname() async throws {
        let server = try LocalHTTPServer { request in
            .html(Self.endlessPage(start: Int(request.query("start") ?? "0") ?? 0))
        }
        defer { server.stop() }
        let fetch = try await ScholarSearchFetcher(
            fetcher: FetchFixtures.fetcher(), baseURL: server.baseURL,
            blockedHosts: BlockedHosts(), maximumPages: 3
        ).fetchSearch(query: "Emmy Noether")
        #expect(server.requests.map { $0.query("start") ?? "?" } == ["0", "10", "20"])
        #expect(server.requests.allSatisfy { $0.target.contains("q=author%3A%22Emmy+Noether%22") })
        #expect(fetch.reachedPageCap)
        #expect(!fetch.result.isComplete)
        #expect(fetch.result.sourceName == "Google Scholar search")
        #expect(fetch.resultCount == 30)
        #expect(fetch.droppedCount == 3)
        #expect(fetch.result.publications.count == 27)
        #expect(fetch.responses.count == 3)
    }

    @Test func captchaWith403BlocksTheHost() async throws {
        let captcha = try FetchFixtures.realCaptchaPage()
        let server = try LocalHTTPServer { _ in
            .respond(status: 403, headers: ["Content-Type": "text/html"], body: captcha)
        }
        defer { server.stop() }
        let blocked = BlockedHosts()
        let fetcher = ScholarSearchFetcher(
            fetcher: FetchFixtures.fetcher(attempts: 1), baseURL: server.baseURL,
            blockedHosts: blocked)
        await #expect {
            try await fetcher.fetchSearch(query: "Emmy Noether")
        } throws: { error in
            guard case .blocked(_, _, _, let earlier) = error as? CitationFetchError else {
                return false
            }
            return !earlier
        }
        #expect(await blocked.all.count == 1)
        // The next search makes no request.
        await #expect {
            try await fetcher.fetchSearch(query: "Alan Turing")
        } throws: { error in
            guard case .blocked(_, _, _, let earlier) = error as? CitationFetchError else {
                return false
            }
            return earlier
        }
        #expect(server.requests.count == 1)
    }
}
