import Foundation
import HIndexCore
import HIndexSite
import HIndexTemplates
import Testing

/// The data-freshness line of a scientist's page and JSON: dates as given (from the cache),
/// stale data marked, text from the web escaped.
@Suite struct FreshnessPageTests {
    func report() -> ScientistReport {
        let entry = ScientistEntry(slug: "ann", path: "scientists/ann.md", name: "Ann")
        let source = CitationSourceResult(
            sourceName: "Google Scholar profile",
            origin: "https://scholar.google.com/citations?user=x",
            profile: nil,
            publications: [Publication(title: "A paper", citations: 3)], isComplete: true)
        return ScientistReport.classify(entry: entry, bioHTML: "", source: source)
    }

    @Test func freshDataSaysWhenItWasFetched() {
        let page = scientistPage(
            context: PageContext(settings: SiteSettings(), rootPath: "../../"), report: report(),
            freshness: [DataFreshness(label: "Google Scholar profile", fetched: "2026-11-20")]
        ).markup
        #expect(
            page.contains(
                "Google Scholar profile fetched <time datetime=\"2026-11-20\">2026-11-20</time>."))
        #expect(!page.contains("stale"))
    }

    @Test func staleDataSaysSinceWhenAndTheReasonIsEscaped() throws {
        let freshness = [
            DataFreshness(
                label: "Google Scholar profile", fetched: "2026-11-14", staleSince: "2026-11-21",
                staleReason: "<script>alert(1)</script> blocked"),
            DataFreshness(label: "Publication list", fetched: "2026-11-21"),
        ]
        let page = scientistPage(
            context: PageContext(settings: SiteSettings(), rootPath: "../../"), report: report(),
            freshness: freshness
        ).markup
        #expect(page.contains("class=\"provenance freshness stale\""))
        #expect(page.contains("stale since <time datetime=\"2026-11-21\">2026-11-21</time>"))
        #expect(page.contains("Publication list fetched"))
        #expect(!page.contains("<script>"))
        let json = try #require(
            try JSONSerialization.jsonObject(
                with: Exports.scientistJSON(report(), freshness: freshness)) as? [String: Any])
        let items = try #require(json["freshness"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items[0]["stale_since"] as? String == "2026-11-21")
        #expect(items[0]["stale_reason"] as? String == "<script>alert(1)</script> blocked")
        #expect(items[1]["stale_since"] is NSNull)
    }

    @Test func savedPagesHaveNoFreshnessLine() throws {
        let page = scientistPage(
            context: PageContext(settings: SiteSettings(), rootPath: "../../"), report: report()
        ).markup
        #expect(!page.contains("freshness"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Exports.scientistJSON(report()))
                as? [String: Any])
        #expect(json["freshness"] == nil)
    }
}
