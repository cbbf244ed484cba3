import Foundation
import HIndexCore
import HIndexSite
import HIndexSources
import Testing

/// The leaderboard's name filter in headless Chromium: hidden in the HTML (the table works
/// without JavaScript), shown by `assets/filter.js`, filtering rows by name without regard
/// to case and accents and announcing the count. vnu and axe see the filter in
/// `BrowserSiteTests` (axe runs after the scripts, so with the filter shown).
@Suite(.serialized) struct NameFilterBrowserTests {
    /// Typed into the field one after the other by the test script (``driver``).
    static let queries = ["", "ODEGARD", "  éun-JI ", "zzz", "a", ""]

    /// Runs after `filter.js` (deferred scripts run in order): types each query, records the
    /// names of the rows still displayed and the status text, and writes them into the page.
    static let driver = """
        (function () {
          var input = document.getElementById("name-filter-input");
          var status = document.getElementById("name-filter-status");
          var box = document.querySelector("[data-name-filter]");
          var results = { boxHidden: box ? box.hidden : null, steps: [] };
          if (input && status) {
            ["", "ODEGARD", "  \\u00e9un-JI ", "zzz", "a", ""].forEach(function (query) {
                input.value = query;
                input.dispatchEvent(new Event("input"));
                var shown = Array.prototype.filter.call(
                  document.querySelectorAll("#leaderboard-table tbody tr"),
                  function (row) { return getComputedStyle(row).display !== "none"; }
                ).map(function (row) { return row.querySelector("th a").textContent; });
                results.steps.push({ query: query, shown: shown, status: status.textContent,
                  live: status.getAttribute("aria-live") });
              });
          }
          var pre = document.createElement("pre");
          pre.id = "filter-result";
          pre.textContent = JSON.stringify(results);
          document.body.appendChild(pre);
        })();
        """

    @Test func theNameFilterHidesRowsByNameAndAnnouncesTheCount() async throws {
        let tools = try BrowserTools.locate()
        let site = try await BrowserSiteTests.DemoSite()
        let chromium = HeadlessChromium(executable: tools.chromium)
        let names = site.state.reports.map(\.entry.name)
        #expect(names.contains("Chiara Ødegård") && names.contains("Eun-ji Park"))

        for page in ["index.html", "by-citations.html", "departments/marine-biology/index.html"] {
            // Without JavaScript the filter is hidden and every row is in the table.
            let source = try String(
                contentsOf: site.root.appendingPathComponent(page), encoding: .utf8)
            #expect(
                source.contains(
                    #"<div class="name-filter" data-name-filter="leaderboard-table" hidden>"#),
                "\(page)")
            #expect(source.contains(#"<label for="name-filter-input">Filter by name</label>"#))
            #expect(source.contains(#"<input type="search" id="name-filter-input""#))

            // With it: a copy of the page with the test script after filter.js.
            let original = site.root.appendingPathComponent(page)
            let copy = original.deletingLastPathComponent()
                .appendingPathComponent("filter-test-\(original.lastPathComponent)")
            try Data(Self.driver.utf8).write(
                to: site.root.appendingPathComponent("filter-test.js"))
            let depth = page.split(separator: "/").count - 1
            let driverTag =
                "<script src=\"\(String(repeating: "../", count: depth))filter-test.js\" defer></script>\n</body>"
            try Data(source.replacingOccurrences(of: "</body>", with: driverTag).utf8).write(
                to: copy)
            let dom = try chromium.dumpDOM(of: copy, virtualTimeBudget: 5000)
            let document = try HTMLDocument(data: Data(dom.utf8), origin: "rendered \(page)")
            let text = try #require(
                try document.first("//pre[@id='filter-result']")?.text,
                "the test script left no result in \(page)")
            let result = try #require(
                try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(result["boxHidden"] as? Bool == false, "filter.js did not show the filter")
            let steps = try #require(result["steps"] as? [[String: Any]])
            #expect(steps.count == Self.queries.count, "\(page): \(text)")
            guard steps.count == Self.queries.count else { continue }
            let rows = try document.select("//table[@id='leaderboard-table']/tbody/tr")
            let all = rows.count
            #expect(all >= 2)
            func shown(_ index: Int) -> [String] { steps[index]["shown"] as? [String] ?? [] }
            func status(_ index: Int) -> String { steps[index]["status"] as? String ?? "" }
            #expect(shown(0).count == all)
            #expect(status(0) == "All \(all) scientists shown.")
            #expect(shown(1) == ["Chiara Ødegård"], "\(page): \(shown(1))")
            #expect(status(1) == "Showing 1 of \(all) scientists.")
            #expect(shown(2) == ["Eun-ji Park"], "\(page): \(shown(2))")
            #expect(shown(3).isEmpty)
            #expect(status(3) == "No scientist matches “zzz”.")
            let withA = names.filter { name in
                name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                    .contains("a")
            }
            #expect(Set(shown(4)).isSubset(of: Set(withA)))
            #expect(!shown(4).isEmpty && shown(4).count <= all)
            #expect(shown(5).count == all)
            #expect(steps.allSatisfy { $0["live"] as? String == "polite" })
        }
    }
}
