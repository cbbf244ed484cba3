import Foundation
import HIndexCore
import HIndexSources
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
        #expect(renMetrics["papers"] as? Int == 84)

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
