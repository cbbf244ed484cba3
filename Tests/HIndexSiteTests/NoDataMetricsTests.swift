import Foundation
import HIndexCore
import Testing

@testable import HIndexSite

/// A scientist whose citation source failed has no metrics, not metrics of 0: the summary
/// card says "No citation data", the JSON exports carry `null` metrics, the badge says so.
@Suite struct NoDataMetricsTests {
    /// Three scientists from saved pages: one readable Scholar profile, a saved captcha page
    /// and an OpenAlex response whose only work has a number as its title.
    static func buildMixed() async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ada-good.md",
            "---\nname: Ada Good\nscholar: snapshots/good.html\n---\n")
        try folder.write(
            "content/snapshots/good.html",
            Fixtures.scholarPage(
                name: "Ada Good", rows: [("Paper One", 12, 2020), ("Paper Two", 3, 2021)]))
        try folder.write(
            "content/scientists/bo-captcha.md",
            "---\nname: Bo Captcha\nscholar: snapshots/captcha.html\n---\n")
        try folder.write("content/snapshots/captcha.html", ScholarServerFixtures.captchaPage)
        try folder.write(
            "content/scientists/cy-numbers.md",
            "---\nname: Cy Numbers\nopenalex: snapshots/works.json\n---\n")
        try folder.write(
            "content/snapshots/works.json",
            """
            {"meta": {"count": 1, "next_cursor": null},
             "results": [{"id": "https://openalex.org/W7", "display_name": 12345,
                          "publication_year": 2020, "cited_by_count": 9}]}
            """)
        try await folder.build(offline: true)
        return folder
    }

    @Test func failedSourceHasNullMetricsEverywhere() async throws {
        let folder = try await Self.buildMixed()
        for slug in ["bo-captcha", "cy-numbers"] {
            let json = try folder.json("site/data/scientists/\(slug).json")
            #expect(json["has_data"] as? Bool == false, "\(slug)")
            let metrics = try #require(json["metrics"] as? [String: Any])
            for key in ["h_index", "citations", "i10_index", "g_index", "next_h", "as_of_year"] {
                #expect(metrics.keys.contains(key), "\(slug): key \(key) kept")
                #expect(metrics[key] is NSNull, "\(slug): \(key) is \(metrics[key] ?? "absent")")
            }
            #expect(metrics.values.allSatisfy { $0 is NSNull }, "\(slug): \(metrics)")

            let page = try folder.read("site/scientists/\(slug)/index.html")
            #expect(page.contains("<strong>No citation data</strong>"), "\(slug)")
            #expect(!page.contains("metric-h-index"), "\(slug): no h-index shown")
            #expect(!page.contains("class=\"next-h\""), "\(slug)")

            let badge = try folder.json("site/data/badges/\(slug).json")
            #expect(badge["message"] as? String == "no data")
            #expect(badge["color"] as? String == "lightgrey")
        }
        let good = try folder.json("site/data/scientists/ada-good.json")
        #expect(good["has_data"] as? Bool == true)
        #expect((good["metrics"] as? [String: Any])?["h_index"] as? Int == 2)
        let goodPage = try folder.read("site/scientists/ada-good/index.html")
        #expect(!goodPage.contains("No citation data"))
        #expect(goodPage.contains("metric-h-index"))

        let data = try Data(
            contentsOf: folder.url.appendingPathComponent("site/data/leaderboard.json"))
        let rows = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        for row in rows {
            let metrics = try #require(row["metrics"] as? [String: Any])
            if row["slug"] as? String == "ada-good" {
                #expect(metrics["h_index"] as? Int == 2)
            } else {
                #expect(row["has_data"] as? Bool == false)
                #expect(metrics["h_index"] is NSNull, "\(row["slug"] ?? "")")
                #expect(metrics["citations"] is NSNull)
            }
        }
    }

    @Test func openAlexWorkWithoutTextTitleIsANoticeNamingTheSource() async throws {
        let folder = try await Self.buildMixed()
        let notices = try folder.notices("cy-numbers")
        #expect(
            notices.contains {
                $0.contains("OpenAlex works") && $0.contains("W7") && $0.contains("number")
                    && $0.contains("works.json")
            }, "\(notices)")
    }
}
