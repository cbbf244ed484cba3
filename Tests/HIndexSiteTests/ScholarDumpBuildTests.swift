import Foundation
import HIndexCore
import HIndexSources
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// Whole builds from the two saved forms of Google Scholar data that sites commit from CI:
/// a `scholarly` author dump and a SerpApi Google Scholar Author response (both real).
@Suite struct ScholarDumpBuildTests {
    @Test func scholarlyDumpAndSerpApiResponseBuildPages() async throws {
        let folder = try TemporaryFolder()
        try folder.copy(
            Fixtures.real("scholarly_json/yi_ren_gs_data_2025-05-21.json"),
            to: "content/data/gs_data.json")
        try folder.copy(
            Fixtures.real("serpapi_json/david_dao_serpapi_scholar_author_2022-05-10.json"),
            to: "content/snapshots/dao.json")
        try folder.write(
            "content/scientists/yi-ren.md",
            "---\nname: Yi Ren\nscholarly: data/gs_data.json\n---\n")
        try folder.write(
            "content/scientists/david-dao.md",
            "---\nname: David Dao\nserpapi: snapshots/dao.json\n---\n")
        try await folder.build(offline: true)

        let ren = try folder.json("site/data/scientists/yi-ren.json")
        let renSource = try #require(ren["source"] as? [String: Any])
        #expect(renSource["name"] as? String == "Google Scholar (scholarly dump)")
        #expect(renSource["complete"] as? Bool == true)
        let renMetrics = try folder.metrics("yi-ren")
        #expect(renMetrics["h_index"] as? Int == 35)
        #expect(renMetrics["citations"] as? Int == 7947)
        #expect(renMetrics["counted_papers"] as? Int == 84)

        let dao = try folder.json("site/data/scientists/david-dao.json")
        let daoSource = try #require(dao["source"] as? [String: Any])
        #expect(daoSource["name"] as? String == "Google Scholar (SerpApi)")
        // One saved page of a longer list: the metrics are lower bounds, and say so.
        #expect(daoSource["complete"] as? Bool == false)
        #expect(try folder.metrics("david-dao")["h_index"] as? Int == 9)
        let page = try folder.read("site/scientists/david-dao/index.html")
        #expect(page.contains("Towards Efficient Data Valuation Based on the Shapley Value"))
    }

    @Test func wrongValuesAreContentErrorsNamingTheKey() throws {
        let folder = try TemporaryFolder()
        try folder.write("content/site.md", "---\ntitle: Test site\n---\n")
        try folder.write(
            "content/scientists/a.md", "---\nname: A\nscholarly: 4FA6C0AAAAAJ\n---\n")
        try folder.write(
            "content/scientists/b.md", "---\nname: B\nserpapi: snapshots/missing.json\n---\n")
        let findings = ContentLoader.load(
            from: folder.url.appendingPathComponent("content"), currentYear: 2026
        ).findings.map(\.description)
        #expect(
            findings.contains {
                $0.hasPrefix("scientists/a.md:3: scholarly: expected a saved scholarly author dump")
            }, "\(findings)")
        #expect(
            findings.contains {
                $0.hasPrefix("scientists/b.md:3: serpapi:") && $0.contains("snapshots/missing.json")
            }, "\(findings)")
    }
}

/// SerpApi fetched by Scholar user id through a local server: `start` paging, a `429`
/// waited out, the key sent as `api_key` and never stored or shown, error bodies with an
/// error status and with `200`, and a missing key; an offline build afterwards reads the
/// cache.
@Suite struct SerpApiBuildTests {
    static let dao = "serpapi_json/david_dao_serpapi_scholar_author_2022-05-10.json"

    /// A last page of three articles in SerpApi's shape.
    static let secondPage = Data(
        #"""
        {"search_parameters": {"engine": "google_scholar_author", "author_id": "XHeNA_8AAAAJ"},
         "articles": [
          {"title": "A later paper", "citation_id": "XHeNA_8AAAAJ:p21", "authors": "D Dao",
           "publication": "Workshop, 2020", "cited_by": {"value": 12}, "year": "2020"},
          {"title": "Another later paper", "citation_id": "XHeNA_8AAAAJ:p22", "authors": "D Dao",
           "publication": "", "cited_by": {"value": null}, "year": ""},
          {"title": "A third later paper", "citation_id": "XHeNA_8AAAAJ:p23", "authors": "D Dao",
           "publication": "arXiv, 2021", "cited_by": {"value": 10}, "year": "2021"}
         ]}
        """#.utf8)

    static func json(_ body: Data, status: Int = 200) -> LocalHTTPReply {
        .respond(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    @Test func daoFetchedByIDWithStartPaging() async throws {
        let first = try Data(contentsOf: Fixtures.real(Self.dao))
        let server = try LocalHTTPServer { request in
            guard request.path == "/search.json",
                request.query("engine") == "google_scholar_author",
                request.query("author_id") == "XHeNA_8AAAAJ", request.query("num") == "100"
            else { return .html("not found", status: 404) }
            switch request.query("start") {
            case "0":
                if request.hit == 1 {
                    return .respond(
                        status: 429, headers: ["Retry-After": "1"], body: Data("slow".utf8))
                }
                return Self.json(first)
            case "20":
                return Self.json(Self.secondPage)
            default:
                return .html("bad start", status: 400)
            }
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/david-dao.md",
            "---\nname: David Dao\nserpapi: https://scholar.google.com/citations?user=XHeNA_8AAAAJ&hl=en\n---\n"
        )
        let environment = [
            "HINDEX_SERPAPI_URL": server.baseURL.absoluteString, "SERPAPI_KEY": "SERPSECRET42",
        ]
        for offline in [false, true] {
            try await folder.build(offline: offline, environment: environment)
            let json = try folder.json("site/data/scientists/david-dao.json")
            let source = try #require(json["source"] as? [String: Any])
            #expect(source["name"] as? String == "Google Scholar (SerpApi)")
            #expect(source["complete"] as? Bool == true, "offline: \(offline)")
            let metrics = try folder.metrics("david-dao")
            #expect(metrics["counted_papers"] as? Int == 23, "offline: \(offline)")
            #expect(metrics["h_index"] as? Int == 10, "offline: \(offline)")
            #expect(metrics["citations"] as? Int == 507, "offline: \(offline)")
            let site = try TemporaryFolder.allFiles(
                under: folder.url.appendingPathComponent("site"))
            #expect(!site.values.contains { $0.range(of: Data("SERPSECRET42".utf8)) != nil })
        }
        #expect(server.requests.map { $0.query("start") } == ["0", "0", "20"])
        #expect(server.requests.allSatisfy { $0.query("api_key") == "SERPSECRET42" })
        let cache = try TemporaryFolder.allFiles(under: folder.url.appendingPathComponent("cache"))
        #expect(!cache.values.contains { $0.range(of: Data("SERPSECRET42".utf8)) != nil })
    }

    @Test(arguments: [401, 200])
    func errorBodiesAreNoticesNamingSourceAndMessage(status: Int) async throws {
        let body =
            #"{"error": "Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key"}"#
        let server = try LocalHTTPServer { _ in Self.json(Data(body.utf8), status: status) }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ana-lima.md", "---\nname: Ana Lima\nserpapi: XHeNA_8AAAAJ\n---\n")
        try await folder.build(
            environment: [
                "HINDEX_SERPAPI_URL": server.baseURL.absoluteString, "SERPAPI_KEY": "WRONGKEY9",
            ])
        #expect(server.requests.count == 1)
        #expect(try folder.json("site/data/scientists/ana-lima.json")["source"] is NSNull)
        let notices = try folder.notices("ana-lima")
        let notice = try #require(notices.first { $0.contains("Invalid API key") }, "\(notices)")
        #expect(notice.contains("Google Scholar (SerpApi)"))
        #expect(notice.contains(server.baseURL.absoluteString + "/search.json"))
        #expect(!notices.joined().contains("WRONGKEY9"))
    }

    @Test func withoutTheKeyNothingIsRequestedAndThePageSaysWhy() async throws {
        let server = try LocalHTTPServer { _ in .html("should not be asked", status: 500) }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ana-lima.md", "---\nname: Ana Lima\nserpapi: XHeNA_8AAAAJ\n---\n")
        try await folder.build(environment: ["HINDEX_SERPAPI_URL": server.baseURL.absoluteString])
        #expect(server.requests.isEmpty)
        let notices = try folder.notices("ana-lima")
        #expect(notices.contains { $0.contains("SERPAPI_KEY is not set") }, "\(notices)")
        let page = try folder.read("site/scientists/ana-lima/index.html")
        #expect(page.contains("SERPAPI_KEY is not set"))
    }
}
