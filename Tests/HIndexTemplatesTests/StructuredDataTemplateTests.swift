import Foundation
import HIndexCore
import Testing

@testable import HIndexTemplates

@Suite("Structured data, feed links and the name filter in the templates")
struct StructuredDataTemplateTests {
    @Test("Script-safe JSON escapes what could end or comment the script, and means the same")
    func scriptSafe() throws {
        let name = "a</script><!--b&c>\u{2028}\u{2029}\"\\"
        let json = StructuredData.json(.object(["name": .string(name)]))
        #expect(
            json == #"{"name":"a\u003c/script\u003e\u003c!--b\u0026c\u003e\u2028\u2029\"\\"}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(decoded?["name"] == name)
    }

    @Test("Every page links the site feed; the department page its own too")
    func feedLinks() {
        let page = layout(context: Samples.context(), title: "Ada", body: "<p>hi</p>").markup
        #expect(
            page.contains(
                #"<link rel="alternate" type="application/atom+xml" href="feed.xml" title="Demo University metrics: updates">"#
            ))
        let department = departmentPage(
            context: Samples.context(rootPath: "../../"),
            department: Department(slug: "phys", name: "Physics & Co"), descriptionHTML: "",
            rows: [Samples.row(rank: 1, slug: "ada", name: "Ada", h: 3)], departments: []
        ).markup
        #expect(department.contains(#"href="../../feed.xml""#))
        #expect(
            department.contains(
                #"<link rel="alternate" type="application/atom+xml" href="../../departments/phys/feed.xml" title="Physics &amp; Co: updates">"#
            ))
    }

    @Test("The leaderboard's ItemList follows the page's ordering")
    func itemList() throws {
        let rows = [
            Samples.row(rank: 1, slug: "ada", name: "Ada", h: 3),
            Samples.row(rank: 2, slug: "bo", name: "Bo <b>", h: 2),
        ]
        let list = StructuredData.itemList(rows, name: "Scientists", context: Samples.context())
        guard case .object(let members) = list, case .array(let items)? = members["itemListElement"]
        else {
            Issue.record("no itemListElement in \(list)")
            return
        }
        let objects = items.compactMap { item -> [String: JSONValue]? in
            if case .object(let fields) = item { return fields }
            return nil
        }
        #expect(objects.map { $0["position"] } == [.int(1), .int(2)])
        #expect(objects.map { $0["name"] } == [.string("Ada"), .string("Bo <b>")])
        #expect(objects.first?["url"] == .string("/scientists/ada/"))
        let page = leaderboardPage(
            context: Samples.context(), rows: rows, departments: [], introHTML: ""
        ).markup
        #expect(
            page.contains(
                #"<script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList""#
            ))
        #expect(page.contains(#""name":"Bo \u003cb\u003e""#))
    }

    @Test("The name filter is labelled, hidden without its script, and announces results")
    func nameFilterMarkup() {
        let page = leaderboardPage(
            context: Samples.context(),
            rows: [Samples.row(rank: 1, slug: "ada", name: "Ada", h: 3)], departments: [],
            introHTML: ""
        ).markup
        #expect(
            page.contains(
                #"<div class="name-filter" data-name-filter="leaderboard-table" hidden>"#))
        #expect(page.contains(#"<label for="name-filter-input">Filter by name</label>"#))
        #expect(page.contains(#"<input type="search" id="name-filter-input""#))
        #expect(page.contains(#"role="status" aria-live="polite""#))
        #expect(page.contains(#"<table class="leaderboard" id="leaderboard-table""#))
        #expect(page.contains(#"<script src="assets/filter.js" defer></script>"#))
        #expect(filterScript().contains("normalize(\"NFKD\")"))
        #expect(!filterScript().contains("http"))
    }
}
