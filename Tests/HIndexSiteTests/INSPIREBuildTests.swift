import Foundation
import HIndexCore
import HIndexSources
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// INSPIRE-HEP in whole builds: an author's literature fetched by BAI from a local server
/// named by `HINDEX_INSPIRE_URL` (two pages), read again from the cache offline; a saved
/// search; and wrong values as content errors. The source is registered in one line.
@Suite struct INSPIREBuildTests {
    /// Page `page` of a three-record list in INSPIRE's search shape.
    static func page(_ page: String?) -> Data? {
        switch page {
        case "1":
            return Data(
                #"""
                {"hits": {"total": 3, "hits": [
                  {"id": "11", "metadata": {"control_number": 11,
                    "titles": [{"title": "Anomalies and $\\theta$ terms"}], "citation_count": 12,
                    "authors": [{"full_name": "Witten, Edward"}, {"full_name": "Seiberg, Nathan"}],
                    "publication_info": [{"journal_title": "JHEP", "journal_volume": "04", "artid": "101", "year": 2024}],
                    "arxiv_eprints": [{"value": "2401.00001"}]}},
                  {"id": "12", "metadata": {"control_number": 12,
                    "titles": [{"title": "A second paper"}], "citation_count": 5,
                    "authors": [{"full_name": "Witten, Edward"}], "preprint_date": "2023-05"}}]},
                 "links": {"next": "https://inspirehep.net/api/literature?q=a%20E.Witten.1&page=2"}}
                """#.utf8)
        case "2":
            return Data(
                #"""
                {"hits": {"total": 3, "hits": [
                  {"id": "13", "metadata": {"control_number": 13,
                    "titles": [{"title": "A third paper"}], "citation_count": 2,
                    "authors": [{"full_name": "Witten, Edward"}],
                    "dois": [{"value": "10.1000/third"}], "earliest_date": "2022"}}]}}
                """#.utf8)
        default:
            return nil
        }
    }

    @Test func literatureFetchedByBAIThenReadFromTheCacheOffline() async throws {
        let server = try LocalHTTPServer { request in
            guard request.path == "/api/literature", request.query("q") == "a E.Witten.1",
                request.query("sort") == "mostrecent", let body = Self.page(request.query("page"))
            else { return .html("not found", status: 404) }
            return .respond(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/edward-witten.md",
            "---\nname: Edward Witten\ninspire: E.Witten.1\n---\n")
        let environment = ["HINDEX_INSPIRE_URL": server.baseURL.absoluteString]
        for offline in [false, true] {
            try await folder.build(offline: offline, environment: environment)
            let json = try folder.json("site/data/scientists/edward-witten.json")
            let source = try #require(json["source"] as? [String: Any])
            #expect(source["name"] as? String == "INSPIRE-HEP", "offline: \(offline)")
            #expect(source["complete"] as? Bool == true, "offline: \(offline)")
            let metrics = try folder.metrics("edward-witten")
            #expect(metrics["counted_papers"] as? Int == 3, "offline: \(offline)")
            #expect(metrics["citations"] as? Int == 19, "offline: \(offline)")
            #expect(metrics["h_index"] as? Int == 2, "offline: \(offline)")
            let page = try folder.read("site/scientists/edward-witten/index.html")
            #expect(page.contains("Anomalies and θ terms"), "offline: \(offline)")
            #expect(page.contains("INSPIRE-HEP"), "offline: \(offline)")
        }
        #expect(server.requests.map { $0.query("page") } == ["1", "2"])
    }

    @Test func anErrorAnswerIsANoticeNamingTheSourceAndTheURL() async throws {
        let server = try LocalHTTPServer { _ in
            .respond(
                status: 400, headers: ["Content-Type": "application/json"],
                body: Data(#"{"status": 400, "message": "Malformed query"}"#.utf8))
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ana-lima.md", "---\nname: Ana Lima\ninspire: A.Lima.1\n---\n")
        try await folder.build(environment: ["HINDEX_INSPIRE_URL": server.baseURL.absoluteString])
        #expect(try folder.json("site/data/scientists/ana-lima.json")["source"] is NSNull)
        let notices = try folder.notices("ana-lima")
        let notice = try #require(notices.first { $0.contains("Malformed query") }, "\(notices)")
        #expect(notice.contains("INSPIRE-HEP"))
        #expect(notice.contains(server.baseURL.absoluteString + "/api/literature"))
    }

    @Test func aSavedSearchBuildsOfflineAndWrongValuesAreContentErrors() async throws {
        let folder = try TemporaryFolder()
        let saved = try #require(Self.page("2"))
        try folder.write(
            "content/snapshots/witten-inspire.json", String(decoding: saved, as: UTF8.self))
        try folder.write(
            "content/scientists/edward-witten.md",
            "---\nname: Edward Witten\ninspire: snapshots/witten-inspire.json\n---\n")
        try await folder.build(offline: true)
        let source = try #require(
            try folder.json("site/data/scientists/edward-witten.json")["source"] as? [String: Any])
        #expect(source["name"] as? String == "INSPIRE-HEP")
        // One record of a total of three: a page of a longer list.
        #expect(source["complete"] as? Bool == false)
        #expect(try folder.metrics("edward-witten")["citations"] as? Int == 2)

        let wrong = try TemporaryFolder()
        try wrong.write("content/site.md", "---\ntitle: Test site\n---\n")
        try wrong.write("content/scientists/a.md", "---\nname: A\ninspire: Edward Witten\n---\n")
        let findings = ContentLoader.load(
            from: wrong.url.appendingPathComponent("content"), currentYear: 2026
        ).findings.map(\.description)
        #expect(
            findings.contains {
                $0.hasPrefix("scientists/a.md:3: inspire: malformed INSPIRE author identifier")
                    && $0.contains("E.Witten.1")
            }, "\(findings)")
    }
}
