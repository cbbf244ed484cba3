import Foundation
import HIndexCore
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// The `enrich` step: Crossref fills the missing year, venue and authors of reference entries
/// that carry a DOI, through the cache, from a local server.
@Suite struct CrossrefFillBuildTests {
    static let doi = "10.1007/s10734-022-00939-0"
    static let title =
        "Same storm, different boats: the impact of COVID-19 on Black students and academic "
        + "staff in UK and US higher education"

    /// A scientist whose BibTeX list has the entry of `doi` with only a title, and one
    /// complete entry (never looked up).
    static func writeContent(_ folder: TemporaryFolder, doi: String = doi) throws {
        try folder.write("content/site.md", "---\ntitle: Test\ncontact: web@example.edu\n---\n")
        try folder.write(
            "content/scientists/jason-arday.md",
            "---\nname: Jason Arday\nopenalex: works.json\nbibtex: arday.bib\n"
                + "publication_list: complete\n---\n")
        try folder.write(
            "content/works.json",
            """
            [{"id": "https://openalex.org/W1", "display_name": "\(title)",
              "publication_year": 2022, "cited_by_count": 21},
             {"id": "https://openalex.org/W2", "display_name": "Complete entry on race and education",
              "publication_year": 2020, "cited_by_count": 5},
             {"id": "https://openalex.org/W3", "display_name": "A namesake's paper on tidal energy",
              "publication_year": 2019, "cited_by_count": 50}]
            """)
        try folder.write(
            "content/arday.bib",
            """
            @article{arday22,
              title = {\(title)},
              doi = {\(doi)}
            }
            @article{complete,
              author = {Arday, Jason},
              title = {Complete entry on race and education},
              journal = {Race Ethnicity and Education},
              year = 2020,
              doi = {10.5555/complete.1}
            }
            """)
    }

    static func build(
        _ folder: TemporaryFolder, offline: Bool, server: LocalHTTPServer,
        observe: ObservedRecords? = nil
    ) async throws -> BuildState {
        try await folder.build(
            offline: offline,
            environment: ["HINDEX_CROSSREF_URL": server.baseURL.absoluteString], observe: observe)
    }

    /// The reference entry of `title` in the scientist's JSON.
    static func entry(_ folder: TemporaryFolder, title: String = title) throws -> [String: Any]? {
        let json = try folder.json("site/data/scientists/jason-arday.json")
        let reference = try #require(json["reference"] as? [[String: Any]])
        return reference.first { $0["title"] as? String == title }
    }

    /// Offline with an empty cache: a notice, no failure. Online: the real Crossref answer
    /// (after a `429` with `Retry-After: 1`) fills the year and authors; the complete entry is
    /// not looked up. Offline again: the same fill from the cache, no request.
    @Test func crossrefFillsMissingMetadataThroughTheCache() async throws {
        let work = try Fixtures.real("crossref/jason_arday_crossref_work_2026-08-08.json")
        let body = try Data(contentsOf: work)
        let server = try LocalHTTPServer { request in
            guard request.path == "/works/\(Self.doi)" else {
                return .respond(status: 404, body: Data("Resource not found.".utf8))
            }
            if request.hit == 1 {
                return .respond(status: 429, headers: ["Retry-After": "1"], body: Data("slow".utf8))
            }
            return .respond(
                status: 200, headers: ["Content-Type": "application/json"], body: body)
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try Self.writeContent(folder)

        let first = try await Self.build(folder, offline: true, server: server)
        #expect(first.missingOffline.isEmpty)
        #expect(server.requests.isEmpty)
        let json = try folder.json("site/data/scientists/jason-arday.json")
        let notices = try #require(json["notices"] as? [String])
        #expect(
            notices.contains {
                $0.hasPrefix("Crossref: 1 DOI is not in the cache and this build is offline")
            }, "\(notices)")
        #expect(try Self.entry(folder)?["year"] is NSNull)

        for offline in [false, true] {
            let observed = ObservedRecords()
            let state = try await Self.build(
                folder, offline: offline, server: server, observe: observed)
            // The offline build after the online one finds the scientist unchanged: the
            // report is the stored summary and the files are kept: the exports are checked.
            #expect(state.unchanged.contains("jason-arday") == offline)
            #expect(observed["jason-arday"]?.report?.isSummary == offline)
            if let report = observed["jason-arday"]?.report, !report.isSummary {
                let filled = report.referenceList?.matches.first { $0.entry.title == Self.title }
                #expect(filled?.entry.venue == "Higher Education", "offline: \(offline)")
                let complete = report.referenceList?.matches.first {
                    $0.entry.doi == "10.5555/complete.1"
                }
                #expect(complete?.entry.venue == "Race Ethnicity and Education")
            }
            let entry = try #require(try Self.entry(folder))
            #expect(entry["year"] as? Int == 2022, "offline: \(offline)")
            #expect(entry["authors"] as? String == "Jason Arday, Christopher Jones")
            let page = try folder.read("site/scientists/jason-arday/index.html")
            #expect(
                page.contains(
                    "Crossref filled the missing year, venue or authors of 1 entry by DOI."))
            let json = try folder.json("site/data/scientists/jason-arday.json")
            let notices = try #require(json["notices"] as? [String])
            #expect(!notices.contains { $0.contains("Crossref") }, "\(notices)")
            let excluded = try #require(json["publications"] as? [[String: Any]])
                .filter { $0["reason"] as? String == "not-on-reference-list" }
                .compactMap { $0["title"] as? String }
            #expect(excluded == ["A namesake's paper on tidal energy"])
        }
        let requests = server.requests
        #expect(requests.map(\.path) == ["/works/\(Self.doi)", "/works/\(Self.doi)"])
        #expect(requests.allSatisfy { $0.query("mailto") == "web@example.edu" })
        #expect(
            requests.allSatisfy { request in
                request.headers.contains {
                    $0.key.lowercased() == "user-agent" && $0.value.contains("web@example.edu")
                }
            })
    }

    /// A DOI Crossref does not know (`404`) is a notice naming it, not a build failure; it is
    /// remembered, so the next build does not ask again.
    @Test func unknownDOIIsANoticeAndIsNotAskedAgain() async throws {
        let server = try LocalHTTPServer { _ in
            .respond(
                status: 404, headers: ["Content-Type": "text/plain"],
                body: Data("Resource not found.".utf8))
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try Self.writeContent(folder, doi: "10.5555/unknown.42")
        for _ in 0..<2 {
            let state = try await Self.build(folder, offline: false, server: server)
            let json = try folder.json("site/data/scientists/jason-arday.json")
            let notices = try #require(json["notices"] as? [String])
            #expect(
                notices.contains(
                    "Crossref does not know the DOI 10.5555/unknown.42; nothing was filled for it."),
                "\(notices)")
            #expect(try Self.entry(folder)?["year"] is NSNull)
            let metrics = try #require(json["metrics"] as? [String: Any])
            #expect(metrics["counted_papers"] as? Int == 2)
            #expect(state.reports.count == 1)
        }
        #expect(server.requests.map(\.path) == ["/works/10.5555/unknown.42"])
    }

    /// Crossref answering `429` to every attempt: a notice naming the URL, nothing filled, the
    /// build does not fail.
    @Test func rateLimitedLookupsAreANotice() async throws {
        let server = try LocalHTTPServer { _ in
            .respond(status: 429, headers: ["Retry-After": "1"], body: Data("slow down".utf8))
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try Self.writeContent(folder)
        let state = try await Self.build(folder, offline: false, server: server)
        let notices = try #require(state.reports.first?.notices)
        let failure = try #require(notices.first { $0.kind == .crossrefFailure })
        let notice = failure.message
        #expect(notice.hasPrefix("Crossref lookups failed"))
        #expect(failure.isProblem)
        #expect(notice.contains(server.baseURL.absoluteString + "/works/" + Self.doi), "\(notice)")
        #expect(notice.contains("429"), "\(notice)")
        #expect(try Self.entry(folder)?["year"] is NSNull)
        #expect(server.requests.count == 2)
    }

    /// DOIs become request paths with their `/` kept and everything else outside the
    /// unreserved characters percent-encoded.
    @Test func lookupURLsEncodeDOIs() throws {
        let lookup = try CrossrefLookup(
            settings: SiteSettings(contact: "a@b.example"),
            options: BuildOptions(
                contentDirectory: URL(fileURLWithPath: "/tmp/c"),
                outputDirectory: URL(fileURLWithPath: "/tmp/s"), offline: true,
                environment: ["HINDEX_CROSSREF_URL": "http://127.0.0.1:9"]),
            cache: nil, tally: FetchTally())
        #expect(
            lookup.url(for: "10.1002/(sici)1097-4571(199806)49:8<693::aid-asi4>3.0.co;2-0")?
                .absoluteString
                == "http://127.0.0.1:9/works/10.1002/%28sici%291097-4571%28199806%2949%3A8%3C693"
                + "%3A%3Aaid-asi4%3E3.0.co%3B2-0?mailto=a@b.example")
        #expect(
            lookup.url(for: "10.5555/a b#c?d")?.absoluteString
                == "http://127.0.0.1:9/works/10.5555/a%20b%23c%3Fd?mailto=a@b.example")
    }

    /// At most 200 DOIs are looked up per scientist and build, the first ones in list
    /// order; a notice says how many needed it.
    @Test func lookupsAreCappedPerScientistWithANotice() async throws {
        let server = try LocalHTTPServer { _ in
            .respond(status: 404, body: Data("Resource not found.".utf8))
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try Self.writeContent(folder)
        let entries = (1...205).map { index in
            "@article{p\(index), title = {Paper number \(index)}, doi = {10.5555/cap.\(index)}}"
        }
        try folder.write("content/arday.bib", entries.joined(separator: "\n"))
        let state = try await Self.build(folder, offline: false, server: server)
        let notices = try #require(state.reports.first?.notices.map(\.message))
        #expect(
            notices.contains(
                "Crossref: 205 reference entries with a DOI lack a year, venue or authors; only "
                    + "the first 200 were looked up in this build."), "\(notices)")
        #expect(
            Set(server.requests.map(\.path))
                == Set((1...EnrichStep.defaultMaximumLookups).map { "/works/10.5555/cap.\($0)" }))
        #expect(server.requests.count == EnrichStep.defaultMaximumLookups)
        #expect(
            notices.contains(
                "Crossref does not know the DOIs 10.5555/cap.1, 10.5555/cap.2, 10.5555/cap.3, "
                    + "10.5555/cap.4, 10.5555/cap.5 and 195 more; nothing was filled for them."),
            "\(notices)")
    }
}
