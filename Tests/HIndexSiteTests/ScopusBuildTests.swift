import Foundation
import HIndexCore
import HIndexSources
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// Scopus in whole builds: an author's documents fetched by Scopus author id from a local
/// server named by `HINDEX_SCOPUS_URL`, with the API key and the institution token sent as
/// headers and never stored, read again from the cache offline; the key missing; a real
/// saved response; and wrong values as content errors. The source is registered in one line.
@Suite struct ScopusBuildTests {
    static func header(_ request: LocalHTTPRequest, _ name: String) -> String? {
        request.headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    @Test func documentsFetchedWithTheKeyThenReadFromTheCacheOffline() async throws {
        let server = try LocalHTTPServer { request in
            guard request.path == "/content/search/scopus",
                request.query("query") == "AU-ID(7006615561)", request.query("start") == "0"
            else { return .html("not found", status: 404) }
            return .respond(
                status: 200, headers: ["Content-Type": "application/json"],
                body: Data(
                    #"""
                    {"search-results": {"opensearch:totalResults": "2", "opensearch:startIndex": "0", "entry": [
                      {"eid": "2-s2.0-1", "dc:title": "Craniofacial genetics", "citedby-count": "12", "prism:coverDate": "2019-03-01", "dc:creator": "Bueno M.", "prism:publicationName": "Human Genetics"},
                      {"eid": "2-s2.0-2", "dc:title": "A second paper", "citedby-count": "4", "prism:coverDate": "2017-01-01", "dc:creator": "Lima A."}]}}
                    """#.utf8))
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/maria-bueno.md",
            "---\nname: Maria Bueno\nscopus: https://www.scopus.com/authid/detail.uri?authorId=7006615561\n---\n"
        )
        let environment = [
            "HINDEX_SCOPUS_URL": server.baseURL.absoluteString, "SCOPUS_API_KEY": "ELSKEY4242",
            "SCOPUS_INSTTOKEN": "INSTTOK7777",
        ]
        for offline in [false, true] {
            try await folder.build(offline: offline, environment: environment)
            let json = try folder.json("site/data/scientists/maria-bueno.json")
            let source = try #require(json["source"] as? [String: Any])
            #expect(source["name"] as? String == "Scopus", "offline: \(offline)")
            #expect(source["complete"] as? Bool == true, "offline: \(offline)")
            let metrics = try folder.metrics("maria-bueno")
            #expect(metrics["counted_papers"] as? Int == 2, "offline: \(offline)")
            #expect(metrics["citations"] as? Int == 16, "offline: \(offline)")
            #expect(metrics["h_index"] as? Int == 2, "offline: \(offline)")
            let site = try TemporaryFolder.allFiles(
                under: folder.url.appendingPathComponent("site"))
            #expect(!site.values.contains { $0.range(of: Data("ELSKEY4242".utf8)) != nil })
            #expect(!site.values.contains { $0.range(of: Data("INSTTOK7777".utf8)) != nil })
        }
        #expect(server.requests.count == 1)
        #expect(server.requests.allSatisfy { Self.header($0, "X-ELS-APIKey") == "ELSKEY4242" })
        #expect(server.requests.allSatisfy { Self.header($0, "X-ELS-Insttoken") == "INSTTOK7777" })
        #expect(server.requests.allSatisfy { !$0.target.contains("ELSKEY4242") })
        let cache = try TemporaryFolder.allFiles(under: folder.url.appendingPathComponent("cache"))
        #expect(!cache.values.contains { $0.range(of: Data("ELSKEY4242".utf8)) != nil })
        #expect(!cache.values.contains { $0.range(of: Data("INSTTOK7777".utf8)) != nil })
    }

    @Test func withoutTheKeyNothingIsAskedAndTheNoticeSaysWhichVariable() async throws {
        let server = try LocalHTTPServer { _ in .html("not found", status: 404) }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/maria-bueno.md",
            "---\nname: Maria Bueno\nscopus: 7006615561\n---\n")
        try await folder.build(environment: ["HINDEX_SCOPUS_URL": server.baseURL.absoluteString])
        #expect(server.requests.isEmpty)
        let notices = try folder.notices("maria-bueno")
        #expect(notices.contains { $0.contains("SCOPUS_API_KEY is not set") }, "\(notices)")
    }

    /// The real first page of author 7006615561's documents (25 of 93, PROVENANCE in
    /// `ScopusFixtures`): saved, it builds offline as a page of a longer list.
    @Test func aRealSavedResponseBuildsOfflineAndWrongValuesAreContentErrors() async throws {
        let folder = try TemporaryFolder()
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("HIndexSourcesTests/Fixtures/scopus/ScopusFixtures.swift")
        let swift = try String(contentsOf: fixture, encoding: .utf8)
        let start = try #require(swift.range(of: "author7006615561Page1 = #\"\"\"\n"))
        let end = try #require(
            swift.range(of: "\"\"\"#", range: start.upperBound..<swift.endIndex))
        try folder.write(
            "content/snapshots/bueno-scopus.json", String(swift[start.upperBound..<end.lowerBound]))
        try folder.write(
            "content/scientists/maria-bueno.md",
            "---\nname: Maria Rita Passos-Bueno\nscopus: snapshots/bueno-scopus.json\n---\n")
        try await folder.build(offline: true)
        let source = try #require(
            try folder.json("site/data/scientists/maria-bueno.json")["source"] as? [String: Any])
        #expect(source["name"] as? String == "Scopus")
        #expect(source["complete"] as? Bool == false)
        let metrics = try folder.metrics("maria-bueno")
        #expect(metrics["counted_papers"] as? Int == 25)
        #expect(metrics["citations"] as? Int == 144)
        #expect(metrics["h_index"] as? Int == 6)
        let page = try folder.read("site/scientists/maria-bueno/index.html")
        #expect(page.contains("Mutations in the endothelin receptor type a cause"))

        let wrong = try TemporaryFolder()
        try wrong.write("content/site.md", "---\ntitle: Test site\n---\n")
        try wrong.write("content/scientists/a.md", "---\nname: A\nscopus: Maria Bueno\n---\n")
        let findings = ContentLoader.load(
            from: wrong.url.appendingPathComponent("content"), currentYear: 2026
        ).findings.map(\.description)
        #expect(
            findings.contains {
                $0.hasPrefix("scientists/a.md:3: scopus: malformed Scopus author identifier")
                    && $0.contains("7006615561")
            }, "\(findings)")
    }
}
