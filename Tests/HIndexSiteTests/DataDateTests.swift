import Foundation
import HIndexCore
import HIndexStore
import Testing

@testable import HIndexSite

/// A saved page's "data date" (academic age, recent window, history day) comes from
/// `saved:` or from the page itself, never silently from the file's modification time: the
/// same bytes give the same metrics after `git clone`.
@Suite struct DataDateTests {
    /// Jason Ernst's real 2024 Scholar page (its citation chart ends in 2024), optionally with
    /// `saved:`, the file stamped with `modified`; built offline, returns the JSON.
    static func buildErnst(saved: String?, modified: Date) async throws -> [String: Any] {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/jason-ernst.md",
            "---\nname: Jason Ernst\nscholar: snapshots/ernst.html\n"
                + (saved.map { "saved: \($0)\n" } ?? "") + "---\n")
        try folder.copy(
            Fixtures.real("scholar_profile/compscidr_jason_ernst_profile_2024.html"),
            to: "content/snapshots/ernst.html")
        try FileManager.default.setAttributes(
            [.modificationDate: modified],
            ofItemAtPath: folder.url.appendingPathComponent("content/snapshots/ernst.html").path)
        try await folder.build(offline: true)
        return try folder.json("site/data/scientists/jason-ernst.json")
    }

    static let day2026 = Date(timeIntervalSince1970: 1_780_000_000)  // 2026-05-28
    static let day2031 = Date(timeIntervalSince1970: 1_930_000_000)  // 2031-02-27

    @Test func scholarPageIsDatedByItsCitationChartWhateverTheFileDate() async throws {
        let first = try await Self.buildErnst(saved: nil, modified: Self.day2026)
        let second = try await Self.buildErnst(saved: nil, modified: Self.day2031)
        for json in [first, second] {
            let metrics = try #require(json["metrics"] as? [String: Any])
            #expect(metrics["as_of_year"] as? Int == 2024)
            // PROVENANCE: recent h 4 / 117 citations against 2024 (3 / 16 against 2026).
            #expect(metrics["recent_h_index"] as? Int == 4)
            #expect(metrics["recent_citations"] as? Int == 117)
            let notices = (json["notices"] as? [String]) ?? []
            #expect(
                notices.contains {
                    $0.contains("data year 2024") && $0.contains("snapshots/ernst.html")
                        && $0.contains("saved: YYYY-MM-DD")
                        && $0.contains("scientists/jason-ernst.md")
                }, "\(notices)")
        }
        #expect(
            NSDictionary(dictionary: first["metrics"] as? [String: Any] ?? [:])
                == NSDictionary(dictionary: second["metrics"] as? [String: Any] ?? [:]))
    }

    @Test func savedKeyDatesThePageWithoutANotice() async throws {
        let json = try await Self.buildErnst(saved: "2026-03-01", modified: Self.day2031)
        let metrics = try #require(json["metrics"] as? [String: Any])
        #expect(metrics["as_of_year"] as? Int == 2026)
        #expect(metrics["recent_h_index"] as? Int == 3)
        #expect(metrics["recent_citations"] as? Int == 16)
        let notices = (json["notices"] as? [String]) ?? []
        #expect(!notices.contains { $0.contains("data year") || $0.contains("data date") })
    }

    /// A saved OpenAlex response without `counts_by_year` says nothing about its date: the
    /// latest publication year it lists dates it, whatever the file's modification time, and
    /// a notice says so.
    @Test func latestPublicationYearIsTheLastResortWithANotice() async throws {
        var results: [[String: Any]] = []
        for modified in [Self.day2026, Self.day2031] {
            let folder = try TemporaryFolder()
            try folder.write(
                "content/scientists/ana-lima.md",
                "---\nname: Ana Lima\nopenalex: works.json\n---\n")
            try folder.write(
                "content/works.json",
                """
                [{"id": "https://openalex.org/W1", "display_name": "Cold Water",
                  "publication_year": 2020, "cited_by_count": 12},
                 {"id": "https://openalex.org/W2", "display_name": "Warm Water",
                  "publication_year": 2022, "cited_by_count": 3}]
                """)
            try FileManager.default.setAttributes(
                [.modificationDate: modified],
                ofItemAtPath: folder.url.appendingPathComponent("content/works.json").path)
            try await folder.build(offline: true)
            results.append(try folder.json("site/data/scientists/ana-lima.json"))
        }
        for json in results {
            #expect((json["metrics"] as? [String: Any])?["as_of_year"] as? Int == 2022)
            #expect((json["metrics"] as? [String: Any])?["years"] as? Int == 3)
            let notices = (json["notices"] as? [String]) ?? []
            #expect(
                notices.contains {
                    $0.contains("data year 2022") && $0.contains("latest publication year")
                        && $0.contains("works.json") && $0.contains("saved: YYYY-MM-DD")
                }, "\(notices)")
            #expect(!notices.contains { $0.contains("modification") }, "\(notices)")
        }
    }

    /// The acceptance: two fresh clones made on different days (every file dated by
    /// its checkout, the build's clock on that day) give byte-identical sites: the demo and
    /// every kind of real saved input, plus a Semantic Scholar-only scientist whose answer
    /// carries no date at all.
    @Test func twoClonesOnDifferentDaysGiveByteIdenticalSites() async throws {
        func checkout(_ day: Date) async throws -> [String: String] {
            let folder = try TemporaryFolder()
            try FileManager.default.copyItem(
                at: Fixtures.packageRoot.appendingPathComponent("content"),
                to: folder.url.appendingPathComponent("content"))
            try GoldenSiteTests.writeRealFixtureContent(into: folder)
            try folder.copy(
                Fixtures.real("semantic_scholar/jason_ernst_s2_author_papers_page1.json"),
                to: "content/snapshots/s2-only.json")
            try folder.write(
                "content/scientists/s2-only.md",
                "---\nname: Jason Ernst\ndepartment: Physics\n"
                    + "semantic_scholar: snapshots/s2-only.json\n---\n")
            let enumerator = FileManager.default.enumerator(
                atPath: folder.url.appendingPathComponent("content").path)
            while let relative = enumerator?.nextObject() as? String {
                try FileManager.default.setAttributes(
                    [.modificationDate: day],
                    ofItemAtPath: folder.url.appendingPathComponent("content/\(relative)").path)
            }
            let options = BuildOptions(
                contentDirectory: folder.url.appendingPathComponent("content"),
                outputDirectory: folder.url.appendingPathComponent("site"), verbosity: .quiet,
                cacheDirectory: folder.url.appendingPathComponent(".hindex"), offline: true,
                environment: [:], now: { day })
            _ = try await Pipeline.build(options: options)
            return try TemporaryFolder.allFiles(under: folder.url.appendingPathComponent("site"))
                .mapValues(ContentHash.sha256Hex)
        }
        let first = try await checkout(Self.day2026)
        let second = try await checkout(Self.day2031)
        #expect(first.count > 40)
        let differing = Set(first.keys).union(second.keys).filter { first[$0] != second[$0] }
        #expect(differing.isEmpty, "files that differ: \(differing.sorted())")
    }
}
