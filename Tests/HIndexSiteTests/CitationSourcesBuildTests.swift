import Foundation
import HIndexCore
import HIndexSources
import HIndexStore
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// Whole builds with Semantic Scholar and OpenAlex citation sources served by a local server
/// (offset and cursor paging, `429`, error payloads, API keys), and scientists with several
/// citation sources (`primary:`, the comparison of sources).
@Suite struct CitationSourcesBuildTests {
    /// Builds `folder/content` into `folder/<output>` with `environment`.
    @discardableResult
    static func build(
        _ folder: TemporaryFolder, output: String = "site", environment: [String: String] = [:],
        offline: Bool = false
    ) async throws -> BuildState {
        try await folder.build(output: output, offline: offline, environment: environment)
    }

    static func json(_ body: Data, status: Int = 200) -> LocalHTTPReply {
        .respond(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    static func header(_ request: LocalHTTPRequest, _ name: String) -> String? {
        request.headers.first { $0.key.lowercased() == name }?.value
    }

    /// Jason Ernst's two real Semantic Scholar pages (30 + 17 papers) fetched by author id:
    /// offset paging, a `429` with `Retry-After: 1` waited out, `S2_API_KEY` sent as
    /// `x-api-key` and never stored or shown; an offline build afterwards reads the cache.
    @Test func realErnstPapersFetchedByIDWithOffsetPaging() async throws {
        let page1 = try Data(
            contentsOf: Fixtures.real("semantic_scholar/jason_ernst_s2_author_papers_page1.json"))
        let page2 = try Data(
            contentsOf: Fixtures.real("semantic_scholar/jason_ernst_s2_author_papers_page2.json"))
        let server = try LocalHTTPServer { request in
            guard request.path == "/graph/v1/author/1792904/papers",
                request.query("fields") == SemanticScholarPapersRequests.fields,
                request.query("limit") == "100"
            else { return .html("not found", status: 404) }
            switch request.query("offset") {
            case "0":
                if request.hit == 1 {
                    return .respond(
                        status: 429, headers: ["Retry-After": "1"], body: Data("slow".utf8))
                }
                return Self.json(page1)
            case "30":
                return Self.json(page2)
            default:
                return .html("bad offset", status: 400)
            }
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/jason-ernst.md",
            "---\nname: Jason Ernst\nsemantic_scholar: 1792904\n---\n")
        let environment = [
            "HINDEX_S2_URL": server.baseURL.absoluteString, "S2_API_KEY": "S2SECRET77",
        ]
        for offline in [false, true] {
            try await Self.build(folder, environment: environment, offline: offline)
            let json = try folder.json("site/data/scientists/jason-ernst.json")
            let source = try #require(json["source"] as? [String: Any])
            #expect(source["name"] as? String == "Semantic Scholar")
            #expect(source["complete"] as? Bool == true)
            let metrics = try folder.metrics("jason-ernst")
            #expect(metrics["counted_papers"] as? Int == 47, "offline: \(offline)")
            // The genomics namesake's papers lift S2's h-index to 15 (PROVENANCE.md §5).
            #expect(metrics["h_index"] as? Int == 15, "offline: \(offline)")
            let publications = try #require(json["publications"] as? [[String: Any]])
            #expect(
                publications.contains {
                    ($0["title"] as? String)?.hasPrefix("A Novel Cross-Layer") == true
                })
            let site = try TemporaryFolder.allFiles(
                under: folder.url.appendingPathComponent("site"))
            #expect(!site.values.contains { $0.range(of: Data("S2SECRET77".utf8)) != nil })
        }
        #expect(server.requests.map { $0.query("offset") } == ["0", "0", "30"])
        #expect(server.requests.allSatisfy { Self.header($0, "x-api-key") == "S2SECRET77" })
        #expect(server.requests.allSatisfy { !$0.target.contains("S2SECRET77") })
        let cache = try TemporaryFolder.allFiles(under: folder.url.appendingPathComponent("cache"))
        #expect(!cache.values.contains { $0.range(of: Data("S2SECRET77".utf8)) != nil })
    }

    /// Jason Arday's real OpenAlex responses served by author id: the author record (here
    /// the saved `/authors?filter=…` answer, whose first result is taken) gives h 14, i10 16,
    /// 1136 citations; the 56 real works (50 once duplicates are merged) give the computed
    /// h-index 14 and the citations
    /// received per year (the works' `counts_by_year` summed).
    @Test func realArdayAuthorRecordAndWorksFetchedByID() async throws {
        let author = try Data(
            contentsOf: Fixtures.real(
                "openalex/jason_arday_openalex_author_search_2026-08-08.json"))
        let works = try Data(
            contentsOf: Fixtures.real("openalex/jason_arday_openalex_works_2026-08-08.json"))
        let server = try LocalHTTPServer { request in
            switch request.path {
            case "/authors/A5048886069":
                return Self.json(author)
            case "/works" where request.query("filter") == "author.id:A5048886069":
                return Self.json(works)
            default:
                return .html("not found", status: 404)
            }
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/jason-arday.md",
            "---\nname: Jason Arday\nopenalex: A5048886069\n---\n")
        let environment = ["HINDEX_OPENALEX_URL": server.baseURL.absoluteString]
        for offline in [false, true] {
            try await Self.build(folder, environment: environment, offline: offline)
            let json = try folder.json("site/data/scientists/jason-arday.json")
            let source = try #require(json["source"] as? [String: Any])
            let profile = try #require(source["profile"] as? [String: Any])
            #expect(profile["h_index"] as? Int == 14, "offline: \(offline)")
            #expect(profile["i10_index"] as? Int == 16)
            #expect(profile["citations"] as? Int == 1136)
            let metrics = try folder.metrics("jason-arday")
            // 56 works, of which 6 are duplicates of others (same DOI or title): 50 count.
            let publications = try #require(json["publications"] as? [[String: Any]])
            #expect(publications.count == 56)
            #expect(publications.count { $0["reason"] as? String == "duplicate" } == 6)
            #expect(metrics["counted_papers"] as? Int == 50)
            #expect(metrics["h_index"] as? Int == 14)
            let perYear = try #require(source["citations_per_year"] as? [String: Any])
            #expect(perYear["2024"] as? Int == 258)
            #expect(perYear["2018"] as? Int == 4)
            #expect(perYear.count == 9)
        }
        #expect(server.requests.map(\.path) == ["/authors/A5048886069", "/works"])
    }

    /// An error payload, with an error status or with `200`, becomes a clear notice naming
    /// the source, the URL and the message — never an empty list of publications.
    @Test(arguments: [
        (
            "semantic_scholar: 999", "/graph/v1/author/999/papers", 404,
            #"{"error": "Author with id 999 not found"}"#, "Author with id 999 not found",
            "Semantic Scholar"
        ),
        (
            "semantic_scholar: 999", "/graph/v1/author/999/papers", 200,
            #"{"error": "Author with id 999 not found"}"#, "Author with id 999 not found",
            "Semantic Scholar"
        ),
        (
            "openalex: A5000000001", "/authors/A5000000001", 400,
            #"{"error": "Invalid query parameters error.", "message": "bad author id"}"#,
            "Invalid query parameters error.: bad author id", "OpenAlex"
        ),
        (
            "openalex: A5000000001", "/authors/A5000000001", 200,
            #"{"error": "Invalid query parameters error.", "message": "bad author id"}"#,
            "bad author id", "OpenAlex"
        ),
    ])
    func errorPayloadsNameSourceURLAndMessage(
        key: String, path: String, status: Int, body: String, message: String, source: String
    ) async throws {
        let server = try LocalHTTPServer { _ in Self.json(Data(body.utf8), status: status) }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write("content/scientists/ana-lima.md", "---\nname: Ana Lima\n\(key)\n---\n")
        try await Self.build(
            folder,
            environment: [
                "HINDEX_S2_URL": server.baseURL.absoluteString,
                "HINDEX_OPENALEX_URL": server.baseURL.absoluteString,
            ])
        #expect(server.requests.first?.path == path)
        let json = try folder.json("site/data/scientists/ana-lima.json")
        #expect(json["source"] is NSNull)
        let notices = try folder.notices("ana-lima")
        let notice = try #require(notices.first { $0.contains(message) }, "\(notices)")
        #expect(notice.contains(source))
        #expect(notice.contains(server.baseURL.absoluteString + path))
        #expect(!notices.contains { $0.contains("0 publications") })
        let page = try folder.read("site/scientists/ana-lima/index.html")
        #expect(!page.contains("0 publications"))
    }

    /// A scientist with OpenAlex and Semantic Scholar: `primary: semantic_scholar` gives the
    /// headline metrics and the leaderboard; both are compared on the page and in the JSON.
    @Test func primarySourceLeadsAndTheOthersAreCompared() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ana-lima.md",
            """
            ---
            name: Ana Lima
            openalex: snapshots/works.json
            semantic_scholar: snapshots/s2.json
            primary: semantic_scholar
            ---
            """)
        try folder.write(
            "content/snapshots/works.json",
            """
            {"meta": {"count": 3, "next_cursor": null}, "results": [
              {"id": "https://openalex.org/W1", "display_name": "Protein folding in cold water",
               "doi": "https://doi.org/10.1000/abc", "publication_year": 2020,
               "cited_by_count": 12,
               "counts_by_year": [{"year": 2021, "cited_by_count": 7}]},
              {"id": "https://openalex.org/W2", "display_name": "Ice crystals and enzymes",
               "publication_year": 2021, "cited_by_count": 9},
              {"id": "https://openalex.org/W3", "display_name": "Only OpenAlex has this",
               "publication_year": 2022, "cited_by_count": 2}
            ]}
            """)
        try folder.write(
            "content/snapshots/s2.json",
            """
            {"offset": 0, "data": [
              {"paperId": "p1", "title": "Dobramento de proteínas em água fria", "year": 2020,
               "citationCount": 30, "externalIds": {"DOI": "10.1000/ABC"}},
              {"paperId": "p2", "title": "Ice Crystals and Enzymes", "year": 2021,
               "citationCount": 9},
              {"paperId": "p3", "title": "A namesake's genomics paper", "year": 2010,
               "citationCount": 50}
            ]}
            """)
        try await Self.build(folder)
        let json = try folder.json("site/data/scientists/ana-lima.json")
        let source = try #require(json["source"] as? [String: Any])
        #expect(source["name"] as? String == "Semantic Scholar")
        #expect(try folder.metrics("ana-lima")["citations"] as? Int == 89)
        let sources = try #require(json["sources"] as? [String: Any])
        let compared = try #require(sources["compared"] as? [[String: Any]])
        #expect(compared.map { $0["name"] as? String } == ["Semantic Scholar", "OpenAlex"])
        #expect(compared.map { $0["citations"] as? Int } == [89, 23])
        #expect(compared.map { $0["h_index"] as? Int } == [3, 2])
        let disagreements = try #require(sources["disagreements"] as? [[String: Any]])
        #expect(disagreements.first?["title"] as? String == "Dobramento de proteínas em água fria")
        #expect(disagreements.first?["citations"] as? [Int] == [30, 12])
        #expect(disagreements.first?["rule"] as? String == "doi")
        let single = try #require(sources["single_source"] as? [[String: Any]])
        #expect(
            single.compactMap { $0["title"] as? String } == [
                "A namesake's genomics paper", "Only OpenAlex has this",
            ])
        let leaderboard = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: folder.url.appendingPathComponent("site/data/leaderboard.json")))
                as? [[String: Any]])
        #expect((leaderboard.first?["metrics"] as? [String: Any])?["citations"] as? Int == 89)
        let page = try folder.read("site/scientists/ana-lima/index.html")
        #expect(page.contains("Sources compared"))
        #expect(page.contains("Only OpenAlex has this"))

        // Without `primary:`, OpenAlex comes first (scholar, scholar_search, openalex,
        // semantic_scholar) and its per-year citations are kept.
        try folder.write(
            "content/scientists/ana-lima.md",
            """
            ---
            name: Ana Lima
            openalex: snapshots/works.json
            semantic_scholar: snapshots/s2.json
            ---
            """)
        try await Self.build(folder)
        let again = try folder.json("site/data/scientists/ana-lima.json")
        let primary = try #require(again["source"] as? [String: Any])
        #expect(primary["name"] as? String == "OpenAlex")
        #expect((primary["citations_per_year"] as? [String: Any])?["2021"] as? Int == 7)
        #expect(try folder.metrics("ana-lima")["citations"] as? Int == 23)
    }

    /// A compared source that fails leaves the primary one alone, with a notice.
    @Test func aFailingComparedSourceIsANotice() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ana-lima.md",
            """
            ---
            name: Ana Lima
            openalex: snapshots/works.json
            semantic_scholar: 1234
            ---
            """)
        try folder.write(
            "content/snapshots/works.json",
            """
            [{"id": "https://openalex.org/W1", "display_name": "Protein folding",
              "publication_year": 2020, "cited_by_count": 12}]
            """)
        try await Self.build(folder, offline: true)
        let json = try folder.json("site/data/scientists/ana-lima.json")
        #expect((json["source"] as? [String: Any])?["name"] as? String == "OpenAlex")
        #expect(json["sources"] is NSNull)
        #expect(
            try folder.notices("ana-lima").contains {
                $0.contains("compared with the primary one") && $0.contains("Semantic Scholar")
            })
    }
}

/// `--offline` is a cache mode, not a second pager: when a source's parsed record is gone
/// (a build killed after its pages were stored), the source's own pager re-reads the cached
/// pages, and a list whose last page is not cached is "not cached", not a shorter list.
@Suite struct CacheOnlyPagerTests {
    @Test func offlineRereadsCachedPagesWithTheSamePager() async throws {
        let page1 = try Data(
            contentsOf: Fixtures.real("semantic_scholar/jason_ernst_s2_author_papers_page1.json"))
        let page2 = try Data(
            contentsOf: Fixtures.real("semantic_scholar/jason_ernst_s2_author_papers_page2.json"))
        let server = try LocalHTTPServer { request in
            switch request.query("offset") {
            case "0": return CitationSourcesBuildTests.json(page1)
            case "30": return CitationSourcesBuildTests.json(page2)
            default: return .html("bad offset", status: 400)
            }
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/jason-ernst.md",
            "---\nname: Jason Ernst\nsemantic_scholar: 1792904\n---\n")
        let environment = ["HINDEX_S2_URL": server.baseURL.absoluteString]
        try await folder.build(environment: environment)
        let online = try folder.read("site/scientists/jason-ernst/index.html")

        // The parsed record goes; the two cached pages stay.
        let cache = try CacheStore(directory: folder.url.appendingPathComponent("cache"))
        let source = CitationFetch(source: "semantic_scholar", id: "1792904").recordSource
        try await cache.deleteParsed(source: source, keys: ["1792904"])
        #expect(try await cache.parsedKeys(source: source).isEmpty)
        try await folder.build(output: "offline", offline: true, environment: environment)
        #expect(try folder.metrics("jason-ernst", in: "offline")["h_index"] as? Int == 15)
        #expect(try folder.read("offline/scientists/jason-ernst/index.html") == online)
        #expect(server.requests.count == 2)

        // Without the last page the list is not cached at all.
        let folder2 = try TemporaryFolder()
        try folder2.write(
            "content/scientists/jason-ernst.md",
            "---\nname: Jason Ernst\nsemantic_scholar: 1792904\n---\n")
        let cache2 = try CacheStore(directory: folder2.url.appendingPathComponent("cache"))
        let url = try SemanticScholarPapersRequests.pageURL(
            base: server.baseURL, authorID: "1792904", offset: 0)
        try await cache2.storeResponse(
            url: url.absoluteString, status: 200, fetchedAt: Date(), body: page1,
            contentType: "application/json")
        let state = try await folder2.build(offline: true, environment: environment)
        #expect(state.missingOffline == ["jason-ernst: Semantic Scholar papers of author 1792904"])
        #expect(try folder2.json("site/data/scientists/jason-ernst.json")["source"] is NSNull)
    }
}
