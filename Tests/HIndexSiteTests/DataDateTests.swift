import Foundation
import HIndexCore
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
    /// file's modification time is used, and a notice says so.
    @Test func fileDateIsTheLastResortWithANotice() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ana-lima.md", "---\nname: Ana Lima\nopenalex: works.json\n---\n")
        try folder.write(
            "content/works.json",
            """
            [{"id": "https://openalex.org/W1", "display_name": "Cold Water",
              "publication_year": 2020, "cited_by_count": 12}]
            """)
        try FileManager.default.setAttributes(
            [.modificationDate: Self.day2031],
            ofItemAtPath: folder.url.appendingPathComponent("content/works.json").path)
        try await folder.build(offline: true)
        let json = try folder.json("site/data/scientists/ana-lima.json")
        #expect((json["metrics"] as? [String: Any])?["as_of_year"] as? Int == 2031)
        #expect((json["metrics"] as? [String: Any])?["years"] as? Int == 12)
        let notices = (json["notices"] as? [String]) ?? []
        #expect(
            notices.contains {
                $0.contains("data date 2031-02-27")
                    && $0.contains("modification time of works.json")
                    && $0.contains("saved: YYYY-MM-DD")
            }, "\(notices)")
    }
}
