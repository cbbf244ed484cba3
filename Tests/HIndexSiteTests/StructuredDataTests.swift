import Foundation
import HIndexCore
import HIndexSite
import HIndexTemplates
import Testing

/// The pages' schema.org JSON-LD, read back as a browser's HTML tokenizer would (Python's
/// `html.parser`) and processed by PyPI's `pyld` (expansion and compaction).
@Suite("Structured data", .timeLimit(.minutes(10)))
struct StructuredDataTests {
    /// Extracts every `<script>` of each page, the leaderboard rows' links, and expands and
    /// compacts each JSON-LD block with pyld. schema.org's context is served by a local
    /// document loader (a stand-in that maps every term into the schema.org vocabulary and
    /// types `url` and `sameAs` as IRIs), so no request leaves the machine.
    static let script = #"""
        import html.parser, json, sys
        from pyld import jsonld

        VOCAB = "https://schema.org/"
        CONTEXT = {"@context": {
            "@vocab": VOCAB,
            "url": {"@id": VOCAB + "url", "@type": "@id"},
            "sameAs": {"@id": VOCAB + "sameAs", "@type": "@id"},
        }}

        def loader(url, options=None):
            if url.rstrip("/") in ("https://schema.org", "http://schema.org"):
                return {"contextUrl": None, "documentUrl": url, "document": CONTEXT}
            raise ValueError("unexpected context request: " + url)

        class Page(html.parser.HTMLParser):
            def __init__(self):
                super().__init__(convert_charrefs=True)
                self.scripts = []
                self.row_links = []
                self.current = None
                self.in_row_header = False
            def handle_starttag(self, tag, attrs):
                attrs = dict(attrs)
                if tag == "script":
                    self.current = [attrs.get("type"), ""]
                    self.scripts.append(self.current)
                elif tag == "th" and attrs.get("scope") == "row":
                    self.in_row_header = True
                elif tag == "a" and self.in_row_header:
                    self.row_links.append(attrs.get("href"))
                    self.in_row_header = False
            def handle_endtag(self, tag):
                if tag == "script":
                    self.current = None
                elif tag == "th":
                    self.in_row_header = False
            def handle_data(self, data):
                if self.current is not None:
                    self.current[1] += data

        out = {}
        for path in sys.argv[1:]:
            page = Page()
            with open(path, encoding="utf-8") as f:
                page.feed(f.read())
            page.close()
            blocks = [json.loads(text) for kind, text in page.scripts
                      if kind == "application/ld+json"]
            options = {"documentLoader": loader}
            expanded = [jsonld.expand(block, options) for block in blocks]
            compacted = [jsonld.compact(e, {"@vocab": VOCAB}, options) for e in expanded]
            out[path] = {
                "scripts": [[kind, text] for kind, text in page.scripts],
                "blocks": blocks,
                "expanded": expanded,
                "compacted": compacted,
                "row_links": page.row_links,
            }
        print(json.dumps(out))
        """#

    /// pyld's reading of each page, by path.
    static func read(_ pages: [URL], python: CheckPython) throws -> [String: [String: Any]] {
        try #require(
            try python.json(script, arguments: pages.map(\.path)) as? [String: [String: Any]])
    }

    /// The one `Person` (or `ItemList`) node of an expanded block.
    static func node(_ page: [String: Any]) throws -> [String: Any] {
        let expanded = try #require(page["expanded"] as? [[[String: Any]]])
        #expect(expanded.count == 1, "expected one JSON-LD block, got \(expanded.count)")
        let nodes = try #require(expanded.first)
        #expect(nodes.count == 1)
        return try #require(nodes.first)
    }

    /// The `@value`s or `@id`s of an expanded property.
    static func values(_ node: [String: Any], _ property: String) -> [String] {
        let items = node["https://schema.org/\(property)"] as? [[String: Any]] ?? []
        return items.compactMap { ($0["@value"] as? String) ?? ($0["@id"] as? String) }
    }

    static func writePage(_ html: HTML, in folder: TemporaryFolder, name: String) throws -> URL {
        try folder.write(name, html.markup)
        return folder.url.appendingPathComponent(name)
    }

    static let settings = SiteSettings(
        title: "Example Metrics", baseURL: "/", siteURL: "https://metrics.example.edu/",
        organization: "Example University")

    @Test func aScientistWithEveryIdentifierExpandsWithAllOfThem() throws {
        let python = try CheckPython.locate(modules: ["pyld"])
        let folder = try TemporaryFolder()
        let entry = ScientistEntry(
            slug: "karp", path: "scientists/karp.md", name: "Richard M. Karp",
            departments: ["Theory", "Unlisted Group"], scholar: .id("kL3b0pMAAAAJ"),
            openAlex: .id("A5012345678"), orcid: .id("0000-0002-1825-0097"),
            dblp: .id("k/RichardMKarp"), semanticScholar: .id("1741101"),
            homepage: .url("https://people.example.edu/~karp/"))
        let report = ScientistReport.classify(entry: entry, bioHTML: "", source: nil)
        let context = PageContext(settings: Self.settings, rootPath: "../../")
        let page = try Self.writePage(
            scientistPage(
                context: context, report: report,
                departments: [Department(slug: "theory", name: "Theory")]),
            in: folder, name: "karp.html")
        let result = try #require(try Self.read([page], python: python)[page.path])
        let person = try Self.node(result)
        #expect(person["@type"] as? [String] == ["https://schema.org/Person"])
        #expect(Self.values(person, "name") == ["Richard M. Karp"])
        #expect(Self.values(person, "url") == ["https://metrics.example.edu/scientists/karp/"])
        #expect(
            Self.values(person, "sameAs") == [
                "https://orcid.org/0000-0002-1825-0097",
                "https://scholar.google.com/citations?user=kL3b0pMAAAAJ",
                "https://openalex.org/A5012345678",
                "https://dblp.org/pid/k/RichardMKarp",
                "https://www.semanticscholar.org/author/1741101",
                "https://people.example.edu/~karp/",
            ])
        let affiliation = try #require(
            (person["https://schema.org/affiliation"] as? [[String: Any]])?.first)
        #expect(affiliation["@type"] as? [String] == ["https://schema.org/Organization"])
        #expect(Self.values(affiliation, "name") == ["Example University"])
        let departments = try #require(person["https://schema.org/memberOf"] as? [[String: Any]])
        #expect(departments.map { Self.values($0, "name") } == [["Theory"], ["Unlisted Group"]])
        #expect(
            departments.map { Self.values($0, "url") } == [
                ["https://metrics.example.edu/departments/theory/"], [],
            ])
        // Compaction against the schema.org vocabulary gives the same values back.
        let compacted = try #require((result["compacted"] as? [[String: Any]])?.first)
        #expect(compacted["name"] as? String == "Richard M. Karp")
        #expect(compacted["@type"] as? String == "Person")
    }

    @Test func aNameThatTriesToEndTheScriptStaysInsideIt() throws {
        let python = try CheckPython.locate(modules: ["pyld"])
        let folder = try TemporaryFolder()
        let name = "Eve </script><script>alert(1)</script> <!-- & \u{2028}\u{2029}\"x\" </SCRIPT"
        let entry = ScientistEntry(
            slug: "eve", path: "scientists/eve.md", name: name, departments: ["Physics"],
            affiliation: "</script>Lab")
        let report = ScientistReport.classify(entry: entry, bioHTML: "", source: nil)
        let html = scientistPage(
            context: PageContext(settings: Self.settings, rootPath: "../../"), report: report)
        let block = try #require(
            html.markup.firstRange(of: #"<script type="application/ld+json">"#))
        let rest = html.markup[block.upperBound...]
        let end = try #require(rest.firstRange(of: "</script>"))
        let json = String(rest[..<end.lowerBound])
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            #expect(!json.contains(forbidden), "the JSON-LD holds \(forbidden) unescaped")
        }
        #expect(json.contains(#"Eve \u003c/script\u003e\u003cscript\u003ealert(1)"#))

        let page = try Self.writePage(html, in: folder, name: "eve.html")
        let result = try #require(try Self.read([page], python: python)[page.path])
        // One script element, and it is the JSON-LD: nothing broke out of it.
        let scripts = try #require(result["scripts"] as? [[Any]])
        #expect(scripts.count == 1, "\(scripts)")
        #expect(scripts.first?.first as? String == "application/ld+json")
        let person = try Self.node(result)
        #expect(Self.values(person, "name") == [name])
        let affiliation = (person["https://schema.org/affiliation"] as? [[String: Any]])?.first
        #expect(affiliation.map { Self.values($0, "name") } == ["</script>Lab"])
        let compacted = try #require((result["compacted"] as? [[String: Any]])?.first)
        #expect(compacted["name"] as? String == name)
    }

    @Test func theDemoSitesPagesCarryPersonsAndLeaderboardItemLists() async throws {
        let python = try CheckPython.locate(modules: ["pyld"])
        let folder = try TemporaryFolder()
        let state = try await Pipeline.build(
            options: BuildOptions(
                contentDirectory: Fixtures.packageRoot.appendingPathComponent("content"),
                outputDirectory: folder.url.appendingPathComponent("site"), verbosity: .quiet,
                cacheDirectory: folder.url.appendingPathComponent("cache"), offline: true))
        let site = folder.url.appendingPathComponent("site")
        let siteURL = try #require(state.content?.settings.siteURL)
        let reports = state.reports
        #expect(reports.count >= 4)
        let scientistPages = reports.map {
            site.appendingPathComponent("scientists/\($0.entry.slug)/index.html")
        }
        let leaderboards = [
            "index.html", "by-citations.html", "departments/marine-biology/index.html",
        ]
        .map { site.appendingPathComponent($0) }
        let results = try Self.read(scientistPages + leaderboards, python: python)

        for (report, page) in zip(reports, scientistPages) {
            let result = try #require(results[page.path], "\(page.path) not read")
            let person = try Self.node(result)
            #expect(person["@type"] as? [String] == ["https://schema.org/Person"])
            #expect(Self.values(person, "name") == [report.entry.name])
            #expect(
                Self.values(person, "url") == [
                    siteURL + "scientists/\(report.entry.slug)/"
                ])
            #expect(Self.values(person, "sameAs") == report.entry.profileURLs)
            // The demo's site.md names the organisation; no scientist file overrides it.
            let affiliation = (person["https://schema.org/affiliation"] as? [[String: Any]])?
                .first
            #expect(affiliation.map { Self.values($0, "name") } == ["Northfield University"])
            let departments = person["https://schema.org/memberOf"] as? [[String: Any]] ?? []
            #expect(
                departments.map { Self.values($0, "name") } == report.entry.departments.map { [$0] }
            )
        }
        for page in leaderboards {
            let result = try #require(results[page.path], "\(page.path) not read")
            let list = try Self.node(result)
            #expect(list["@type"] as? [String] == ["https://schema.org/ItemList"])
            let items = try #require(
                list["https://schema.org/itemListElement"] as? [[String: Any]])
            // The list follows the table: same scientists, same order, positions 1, 2, ….
            let rowSlugs = (result["row_links"] as? [String] ?? []).map { href in
                href.split(separator: "/").dropLast().last.map(String.init) ?? href
            }
            let itemSlugs = items.map { item in
                (Self.values(item, "url").first ?? "").split(separator: "/").last.map(String.init)
                    ?? ""
            }
            #expect(!rowSlugs.isEmpty)
            #expect(itemSlugs == rowSlugs, "\(page.lastPathComponent)")
            let positions = items.map { item in
                ((item["https://schema.org/position"] as? [[String: Any]])?.first?["@value"]
                    as? Int) ?? 0
            }
            #expect(!items.isEmpty && positions == Array(1...items.count))
        }
    }
}
