import Foundation
import HIndexCore
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// Builds with OpenAlex works as the citation source and ORCID works as the reference list,
/// from saved responses (offline).
@Suite struct OpenAlexORCIDBuildTests {
    /// Builds `folder/content` offline into `folder/site`.
    static func build(_ folder: TemporaryFolder) async throws {
        try await folder.build(offline: true)
    }

    /// A content folder with Ana Lima: saved OpenAlex works ("Protein Folding in Cold Water",
    /// 2020, 12 citations, and `secondTitle`, 2021, 40 citations) and an ORCID iD to fetch.
    static func anaLimaWithORCIDiD(secondTitle: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ana-lima.md",
            """
            ---
            name: Ana Lima
            openalex: snapshots/works.json
            orcid: 0000-0002-1825-0097
            publication_list: complete
            ---
            """)
        try folder.write(
            "content/snapshots/works.json",
            """
            [{"id": "https://openalex.org/W1", "display_name": "Protein Folding in Cold Water",
              "publication_year": 2020, "cited_by_count": 12},
             {"id": "https://openalex.org/W2", "display_name": "\(secondTitle)",
              "publication_year": 2021, "cited_by_count": 40}]
            """)
        return folder
    }

    /// Builds `folder/content` into `folder/site`, fetching ORCID from `orcidServer`.
    static func build(_ folder: TemporaryFolder, orcidServer: LocalHTTPServer, offline: Bool)
        async throws
    {
        try await folder.build(
            offline: offline,
            environment: ["HINDEX_ORCID_URL": orcidServer.baseURL.absoluteString])
    }

    /// Carlos Denner's real OpenAlex works hold namesakes' papers that his ORCID list lacks.
    @Test func realDennerNamesakePapersAreExcludedByHisORCIDList() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/carlos-denner.md",
            """
            ---
            name: Carlos Denner
            openalex: snapshots/openalex.json
            orcid: snapshots/orcid.json
            ---
            """)
        let works = try Fixtures.real("openalex/carlos_denner_openalex_works.json")
        let orcid = try Fixtures.real("orcid/carlos_denner_orcid_works.json")
        for file in [works, orcid] {
            try #require(
                FileManager.default.fileExists(atPath: file.path),
                "missing real fixture \(file.path)")
        }
        try folder.copy(works, to: "content/snapshots/openalex.json")
        try folder.copy(orcid, to: "content/snapshots/orcid.json")
        try await Self.build(folder)

        let json = try folder.json("site/data/scientists/carlos-denner.json")
        let source = try #require(json["source"] as? [String: Any])
        #expect(source["name"] as? String == "OpenAlex")
        let referenceSource = try #require(json["reference_source"] as? [String: Any])
        #expect(referenceSource["name"] as? String == "ORCID")
        let publications = try #require(json["publications"] as? [[String: Any]])
        // Their co-authors are not his and their topics far from his (issue 27): possible
        // namesakes, left out although his ORCID record is not complete.
        let excluded = Set(
            publications.filter { $0["reason"] as? String == "possible-namesake" }
                .compactMap { ($0["title"] as? String).map(TitleNormalizer.normalize) })
        for title in [
            "First Report of Ralstonia syzygii Causing Bacteria Wilt on Eucalyptus in Brazil",
            "Unlocking New Frontiers: The Versatile Potential of the Brazilian Multipurpose "
                + "Reactor",
        ] {
            #expect(excluded.contains(TitleNormalizer.normalize(title)), "\(title)")
        }
        let page = try folder.read("site/scientists/carlos-denner/index.html")
        #expect(page.contains("ORCID publication list"))
    }

    /// A reference entry and a source paper with one DOI match by `doi` although their
    /// titles differ (a translated title).
    @Test func sameDOIWithDifferentTitlesMatchesByDOI() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ana-lima.md",
            """
            ---
            name: Ana Lima
            openalex: snapshots/works.json
            orcid: snapshots/orcid.json
            publication_list: complete
            ---
            """)
        try folder.write(
            "content/snapshots/works.json",
            """
            {"meta": {"count": 2, "next_cursor": null}, "results": [
              {"id": "https://openalex.org/W1", "display_name": "Protein folding in cold water",
               "doi": "https://doi.org/10.1000/ABC.123", "publication_year": 2020,
               "cited_by_count": 12},
              {"id": "https://openalex.org/W2", "display_name": "An unrelated namesake paper",
               "publication_year": 2021, "cited_by_count": 40}
            ]}
            """)
        try folder.write(
            "content/snapshots/orcid.json",
            """
            {"group": [{"work-summary": [{
              "title": {"title": {"value": "Dobramento de proteínas em água fria"}},
              "external-ids": {"external-id": [{"external-id-type": "doi",
                "external-id-value": "10.1000/abc.123", "external-id-relationship": "self"}]},
              "publication-date": {"year": {"value": "2020"}}
            }]}]}
            """)
        try await Self.build(folder)

        let json = try folder.json("site/data/scientists/ana-lima.json")
        let reference = try #require(json["reference"] as? [[String: Any]])
        #expect(reference.count == 1)
        #expect(reference.first?["matched"] as? Bool == true)
        #expect(reference.first?["rule"] as? String == "doi")
        let publications = try #require(json["publications"] as? [[String: Any]])
        let namesake = publications.first {
            $0["title"] as? String == "An unrelated namesake paper"
        }
        #expect(namesake?["reason"] as? String == "not-on-reference-list")
        let metrics = try #require(json["metrics"] as? [String: Any])
        #expect(metrics["counted_papers"] as? Int == 1)
    }

    /// A homepage and an ORCID list are merged: an entry on both (same DOI or title) once.
    @Test func homepageAndORCIDListsAreMergedWithoutDuplicates() {
        let homepage = ReferenceList(
            sourceName: "Homepage", origin: "h.html",
            entries: [
                ReferenceEntry(title: "Protein Folding in Cold Water", authors: ""),
                ReferenceEntry(title: "Only on the homepage", authors: "", doi: "10.1/x"),
            ])
        let orcid = ReferenceList(
            sourceName: "ORCID", origin: "o.json",
            entries: [
                ReferenceEntry(title: "protein folding in cold water.", authors: ""),
                ReferenceEntry(title: "Retitled in ORCID", authors: "", doi: "10.1/X"),
                ReferenceEntry(title: "Only in ORCID", authors: ""),
            ])
        let merged = ReferenceList.merged([homepage, orcid])
        #expect(merged?.sourceName == "Homepage and ORCID")
        #expect(
            merged?.entries.map(\.title) == [
                "Protein Folding in Cold Water", "Only on the homepage", "Only in ORCID",
            ])
    }

    /// ORCID works fetched by iD with `Accept: application/json` through the cache: a `429`
    /// with `Retry-After: 1` is waited out; an offline build afterwards reads the cache.
    @Test func orcidWorksFetchedByIDThroughTheCache() async throws {
        let orcidJSON = """
            {"group": [{"work-summary": [{
              "title": {"title": {"value": "Protein folding in cold water"}},
              "publication-date": {"year": {"value": "2020"}}
            }]}]}
            """
        let server = try LocalHTTPServer { request in
            guard request.path == "/v3.0/0000-0002-1825-0097/works",
                request.headers.first(where: { $0.key.lowercased() == "accept" })?.value
                    == "application/json"
            else { return .html("not found", status: 404) }
            if request.hit == 1 {
                return .respond(status: 429, headers: ["Retry-After": "1"], body: Data("slow".utf8))
            }
            return .respond(
                status: 200, headers: ["Content-Type": "application/json"],
                body: Data(orcidJSON.utf8))
        }
        defer { server.stop() }
        let folder = try Self.anaLimaWithORCIDiD(secondTitle: "A namesake's paper")
        for offline in [false, true] {
            try await Self.build(folder, orcidServer: server, offline: offline)
            let json = try folder.json("site/data/scientists/ana-lima.json")
            let referenceSource = try #require(json["reference_source"] as? [String: Any])
            #expect(referenceSource["name"] as? String == "ORCID")
            let metrics = try #require(json["metrics"] as? [String: Any])
            #expect(metrics["counted_papers"] as? Int == 1, "offline: \(offline)")
        }
        #expect(server.requests.count == 2)
    }

    /// An ORCID error payload, with an error status or with `200`, is a notice naming ORCID,
    /// the URL and ORCID's message; the build goes on without a reference list (every paper
    /// of the citation source counts) instead of treating it as an empty list.
    @Test(arguments: [
        (
            404,
            #"{"response-code": 404, "developer-message": "404 Not Found", "user-message": "The resource was not found.", "error-code": 9016}"#,
            "The resource was not found."
        ),
        (
            200, #"{"error-desc": {"value": "Not found : No entity found for query"}}"#,
            "Not found : No entity found for query"
        ),
    ])
    func orcidErrorPayloadIsANoticeNotAnEmptyList(status: Int, body: String, message: String)
        async throws
    {
        let server = try LocalHTTPServer { _ in
            .respond(
                status: status, headers: ["Content-Type": "application/json"],
                body: Data(body.utf8))
        }
        defer { server.stop() }
        let folder = try Self.anaLimaWithORCIDiD(secondTitle: "Ice and proteins")
        try await Self.build(folder, orcidServer: server, offline: false)
        #expect(server.requests.first?.path == "/v3.0/0000-0002-1825-0097/works")
        let json = try folder.json("site/data/scientists/ana-lima.json")
        #expect(json["reference_source"] == nil || json["reference_source"] is NSNull)
        let metrics = try #require(json["metrics"] as? [String: Any])
        #expect(metrics["counted_papers"] as? Int == 2)
        let notices = try folder.notices("ana-lima")
        let notice = try #require(notices.first { $0.contains(message) }, "\(notices)")
        #expect(notice.contains("ORCID"))
        #expect(notice.contains(server.baseURL.absoluteString), "\(notice)")
        let page = try folder.read("site/scientists/ana-lima/index.html")
        #expect(!page.contains("0 entries"))
    }

    /// OpenAlex works fetched by author id through the cache: two cursor pages, a `429` with
    /// `Retry-After: 1` waited out, `mailto` from `site.md`, the API key sent but never stored
    /// or shown; an offline build afterwards reads the cached pages.
    @Test func openAlexWorksFetchedByIDWithCursorPaging() async throws {
        func work(_ id: Int, _ title: String, cited: Int) -> String {
            """
            {"id": "https://openalex.org/W\(id)", "display_name": "\(title)",
             "publication_year": 2020, "cited_by_count": \(cited),
             "counts_by_year": [{"year": 2024, "cited_by_count": \(cited - 5)},
                                {"year": 2023, "cited_by_count": 5}]}
            """
        }
        let author = """
            {"id": "https://openalex.org/A5012345678", "display_name": "Ana Lima",
             "works_count": 3, "cited_by_count": 61,
             "summary_stats": {"h_index": 3, "i10_index": 3},
             "counts_by_year": [{"year": 2020, "works_count": 3, "cited_by_count": 61}]}
            """
        let first = """
            {"meta": {"count": 3, "next_cursor": "CURSOR2"}, "results": [
            \(work(1, "First paper", cited: 30)), \(work(2, "Second paper", cited: 20))]}
            """
        let second = """
            {"meta": {"count": 3, "next_cursor": null}, "results": [
            \(work(3, "Third paper", cited: 10))]}
            """
        let server = try LocalHTTPServer { request in
            if request.path == "/authors/A5012345678" {
                return .respond(
                    status: 200, headers: ["Content-Type": "application/json"],
                    body: Data(author.utf8))
            }
            guard request.path == "/works",
                request.query("filter") == "author.id:A5012345678",
                request.query("per-page") == "200"
            else { return .html("not found", status: 404) }
            let json = { (body: String) in
                LocalHTTPReply.respond(
                    status: 200, headers: ["Content-Type": "application/json"],
                    body: Data(body.utf8))
            }
            switch request.query("cursor") {
            case "*":
                if request.hit == 1 {
                    return .respond(
                        status: 429, headers: ["Retry-After": "1"], body: Data("slow".utf8))
                }
                return json(first)
            case "CURSOR2":
                return json(second)
            default:
                return .html("bad cursor", status: 400)
            }
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write("content/site.md", "---\ntitle: Test\ncontact: web@example.edu\n---\n")
        try folder.write(
            "content/scientists/ana-lima.md",
            "---\nname: Ana Lima\nopenalex: A5012345678\n---\n")
        for offline in [false, true] {
            _ = try await Pipeline.build(
                options: BuildOptions(
                    contentDirectory: folder.url.appendingPathComponent("content"),
                    outputDirectory: folder.url.appendingPathComponent("site"),
                    verbosity: .quiet,
                    cacheDirectory: folder.url.appendingPathComponent("cache"), offline: offline,
                    environment: [
                        "HINDEX_OPENALEX_URL": server.baseURL.absoluteString,
                        "OPENALEX_API_KEY": "SECRETKEY42",
                    ],
                    fetcherConfiguration: ScholarServerFixtures.fetcherConfiguration))
            let json = try folder.json("site/data/scientists/ana-lima.json")
            let source = try #require(json["source"] as? [String: Any])
            #expect(source["name"] as? String == "OpenAlex")
            let metrics = try #require(json["metrics"] as? [String: Any])
            #expect(metrics["counted_papers"] as? Int == 3, "offline: \(offline)")
            #expect(metrics["h_index"] as? Int == 3, "offline: \(offline)")
            // The author record's summary and the works' citations per year.
            let profile = try #require(source["profile"] as? [String: Any])
            #expect(profile["h_index"] as? Int == 3)
            #expect(profile["works_count"] as? Int == 3)
            #expect(profile["citations"] as? Int == 61)
            let perYear = try #require(source["citations_per_year"] as? [String: Any])
            #expect(perYear["2024"] as? Int == 45)
            #expect(perYear["2023"] as? Int == 15)
            let site = try TemporaryFolder.allFiles(
                under: folder.url.appendingPathComponent("site"))
            #expect(
                !site.values.contains {
                    String(decoding: $0, as: UTF8.self).contains("SECRETKEY42")
                })
        }
        #expect(server.requests.first?.path == "/authors/A5012345678")
        let requests = server.requests.filter { $0.path == "/works" }
        #expect(server.requests.count == requests.count + 1)
        #expect(requests.map { $0.query("cursor") } == ["*", "*", "CURSOR2"])
        #expect(server.requests.allSatisfy { $0.query("mailto") == "web@example.edu" })
        #expect(server.requests.allSatisfy { $0.query("api_key") == "SECRETKEY42" })
        let cache = try TemporaryFolder.allFiles(under: folder.url.appendingPathComponent("cache"))
        #expect(
            !cache.values.contains { $0.range(of: Data("SECRETKEY42".utf8)) != nil })
    }
}
