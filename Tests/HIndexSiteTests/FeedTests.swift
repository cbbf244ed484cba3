import Foundation
import HIndexCore
import HIndexSite
import HIndexStore
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The Atom feeds (`feed.xml`, `departments/<slug>/feed.xml`): entries from the metrics
/// history after builds whose data changed, parsed by PyPI's `feedparser`; the writer's
/// escaping on its own.
@Suite("Atom feeds", .timeLimit(.minutes(10)))
struct FeedTests {
    /// A UTC date.
    static func date(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text), "bad date \(text)")
    }

    /// Writes a saved Scholar page without its stats table (no "Since YYYY" column or chart
    /// that would date it): the scientist's `saved:` day dates the data.
    static func savedPage(
        _ folder: TemporaryFolder, slug: String, name: String,
        rows: [(title: String, citations: Int, year: Int)]
    ) throws {
        let path = "content/snapshots/\(slug).html"
        var page = Fixtures.scholarPage(name: name, rows: rows)
        if let start = page.range(of: "<table id=\"gsc_rsb_st\">"),
            let end = page.range(of: "</table>", range: start.upperBound..<page.endIndex)
        {
            page.removeSubrange(start.lowerBound..<end.upperBound)
        }
        try folder.write(path, page)
    }

    static func scientist(
        _ folder: TemporaryFolder, slug: String, name: String, department: String,
        saved: String
    ) throws {
        try folder.write(
            "content/scientists/\(slug).md",
            "---\nname: \(name)\ndepartment: \(department)\nscholar: snapshots/\(slug).html\n"
                + "saved: \(saved)\n---\n")
    }

    /// feedparser's reading of each feed file.
    static let parseScript = """
        import json, sys
        import feedparser
        out = {}
        for path in sys.argv[1:]:
            d = feedparser.parse(path)
            out[path] = {
                "bozo": int(d.bozo),
                "bozo_exception": str(d.get("bozo_exception", "")),
                "version": d.version,
                "title": d.feed.get("title"),
                "id": d.feed.get("id"),
                "updated": d.feed.get("updated"),
                "links": [[l.get("rel"), l.get("href")] for l in d.feed.get("links", [])],
                "entries": [{
                    "id": e.get("id"),
                    "title": e.get("title"),
                    "updated": e.get("updated"),
                    "link": e.get("link"),
                    "content": e.content[0].value if e.get("content") else None,
                } for e in d.entries],
            }
        print(json.dumps(out))
        """

    @Test func twoBuildsWithChangedDataGiveTwoEntriesThatFeedparserReads() async throws {
        let python = try CheckPython.locate(modules: ["feedparser"])
        let folder = try TemporaryFolder()
        try folder.write(
            "content/site.md",
            "---\ntitle: Feed University & Co\nbase_url: https://metrics.example.edu/dept/\n---\n")
        try folder.write("content/departments/physics.md", "---\nname: Physics\n---\n")
        try folder.write("content/departments/chemistry.md", "---\nname: Chemistry\n---\n")
        try Self.scientist(
            folder, slug: "ada", name: "Ada <Lovelace>", department: "Physics", saved: "2026-03-01")
        try Self.scientist(
            folder, slug: "bo", name: "Bo", department: "Physics", saved: "2026-03-01")
        try Self.savedPage(
            folder, slug: "ada", name: "Ada", rows: [("Engines", 12, 2019), ("Notes", 4, 2021)])
        try Self.savedPage(folder, slug: "bo", name: "Bo", rows: [("Bo on things", 30, 2018)])
        let options = BuildOptions(
            contentDirectory: folder.url.appendingPathComponent("content"),
            outputDirectory: folder.url.appendingPathComponent("site"), verbosity: .quiet,
            cacheDirectory: folder.url.appendingPathComponent("cache"), offline: true)
        _ = try await Pipeline.build(options: options)

        // Second build: Ada has a new paper (h-index 2 → 3), Cy is added in Chemistry.
        try Self.scientist(
            folder, slug: "ada", name: "Ada <Lovelace>", department: "Physics", saved: "2026-04-01")
        try Self.savedPage(
            folder, slug: "ada", name: "Ada",
            rows: [("Engines", 12, 2019), ("Notes", 4, 2021), ("Analytical", 9, 2022)])
        try Self.scientist(
            folder, slug: "cy", name: "Cy", department: "Chemistry", saved: "2026-04-02")
        try Self.savedPage(folder, slug: "cy", name: "Cy", rows: [("Cy's café paper", 2, 2022)])
        _ = try await Pipeline.build(options: options)
        let afterSecond = try folder.read("site/feed.xml")

        let paths = ["feed.xml", "departments/physics/feed.xml", "departments/chemistry/feed.xml"]
        let site = folder.url.appendingPathComponent("site")
        let parsed = try #require(
            try python.json(
                Self.parseScript,
                arguments: paths.map { site.appendingPathComponent($0).path })
                as? [String: [String: Any]])
        func feed(_ path: String) throws -> [String: Any] {
            try #require(parsed[site.appendingPathComponent(path).path], "\(path) not parsed")
        }
        func entries(_ path: String) throws -> [[String: Any]] {
            try #require(try feed(path)["entries"] as? [[String: Any]])
        }
        for path in paths {
            let result = try feed(path)
            #expect(result["bozo"] as? Int == 0, "\(path): \(result["bozo_exception"] ?? "")")
            #expect(result["version"] as? String == "atom10", "\(path)")
        }

        let home = try feed("feed.xml")
        #expect(home["title"] as? String == "Feed University & Co")
        #expect(home["id"] as? String == "https://metrics.example.edu/dept/feed.xml")
        #expect(home["updated"] as? String == "2026-04-02T00:00:00Z")
        let links = try #require(home["links"] as? [[String]])
        #expect(links.contains(["self", "https://metrics.example.edu/dept/feed.xml"]))
        #expect(links.contains(["alternate", "https://metrics.example.edu/dept/"]))

        let siteEntries = try entries("feed.xml")
        #expect(
            siteEntries.map { $0["title"] as? String } == [
                "2026-04-02: 1 scientist added, 1 h-index change, 1 new paper",
                "2026-03-01: 2 scientists added",
            ])
        #expect(
            siteEntries.map { $0["id"] as? String } == [
                "tag:metrics.example.edu,2026-04-02:/dept/feed.xml/20260402T000000Z",
                "tag:metrics.example.edu,2026-03-01:/dept/feed.xml/20260301T000000Z",
            ])
        #expect(
            siteEntries.map { $0["updated"] as? String } == [
                "2026-04-02T00:00:00Z", "2026-03-01T00:00:00Z",
            ])
        let newest = try #require(siteEntries.first?["content"] as? String)
        #expect(newest.contains("Ada &lt;Lovelace&gt;"), "\(newest)")
        #expect(newest.contains("h-index 2 → 3"), "\(newest)")
        #expect(newest.contains("1 new paper (2 → 3)"), "\(newest)")
        #expect(newest.contains("href=\"https://metrics.example.edu/dept/scientists/cy/\""))
        #expect(newest.contains("Cy</a> added"), "\(newest)")

        // The department feeds list only their scientists' changes, dated by them.
        let physics = try entries("departments/physics/feed.xml")
        #expect(
            physics.map { $0["title"] as? String } == [
                "2026-04-01: 1 h-index change, 1 new paper", "2026-03-01: 2 scientists added",
            ])
        #expect(
            physics.first?["id"] as? String
                == "tag:metrics.example.edu,2026-04-01:/dept/departments/physics/feed.xml/20260401T000000Z"
        )
        #expect(
            try entries("departments/chemistry/feed.xml").map { $0["title"] as? String } == [
                "2026-04-02: 1 scientist added"
            ])

        // The pages link the feeds: the site's on every page, the department's on its page.
        let homePage = try folder.read("site/index.html")
        #expect(
            homePage.contains(
                #"<link rel="alternate" type="application/atom+xml" href="feed.xml" title="Feed University &amp; Co: updates">"#
            ))
        let physicsPage = try folder.read("site/departments/physics/index.html")
        #expect(physicsPage.contains(#"type="application/atom+xml" href="../../feed.xml""#))
        #expect(
            physicsPage.contains(
                #"<link rel="alternate" type="application/atom+xml" href="../../departments/physics/feed.xml" title="Physics: updates">"#
            ))
        #expect(try folder.read("site/404.html").contains(#"href="/dept/feed.xml""#))
        #expect(!(try folder.read("site/sitemap.xml")).contains("feed.xml"))

        // A build with the same data: no new entry, the feed byte for byte the same; and a
        // build into a fresh output folder from the same cache writes it the same again.
        _ = try await Pipeline.build(options: options)
        #expect(try folder.read("site/feed.xml") == afterSecond)
        var fresh = options
        fresh.outputDirectory = folder.url.appendingPathComponent("site-again")
        _ = try await Pipeline.build(options: fresh)
        #expect(try folder.read("site-again/feed.xml") == afterSecond)
    }

    @Test func theBuildNumbersGroupTheHistoryRows() async throws {
        let cache = try CacheStore.inMemory()
        #expect(try await cache.nextBuildNumber() == 1)
        let day = Date(timeIntervalSince1970: 1_780_000_000)
        for (slug, counts) in [("a", [3, 3, 3]), ("b", [1])] {
            try await cache.appendMetrics(
                MetricsHistoryEntry(
                    slug: slug, builtAt: day, metrics: Metrics(citationCounts: counts),
                    source: "s", build: 1))
        }
        #expect(try await cache.nextBuildNumber() == 2)
        try await cache.appendMetrics(
            MetricsHistoryEntry(
                slug: "a", builtAt: day.addingTimeInterval(86_400),
                metrics: Metrics(citationCounts: [4, 4, 4, 4]), source: "s", build: 2))
        let history = try await cache.allHistory()
        #expect(history.map(\.build) == [1, 1, 2])
        #expect(history.map(\.slug) == ["a", "b", "a"])
    }

    @Test func entriesComeFromTheBuildsVisibleChangesOfTheSitesScientists() throws {
        func row(
            _ slug: String, day: Int, counts: [Int], source: String = "Google Scholar profile",
            build: Int?, year: Int? = nil
        ) -> MetricsHistoryEntry {
            var metrics = Metrics(citationCounts: counts)
            metrics.asOfYear = year
            return MetricsHistoryEntry(
                slug: slug,
                builtAt: Date(timeIntervalSince1970: 1_767_225_600 + Double(day) * 86_400),
                metrics: metrics, source: source, build: build)
        }
        let history = [
            // A row from before builds were numbered (schema v3): grouped by its date.
            row("ada", day: 0, counts: [5, 5, 1], build: nil),
            // Build 1: Bo added; Ada's only change is the year of the metrics (not shown).
            row("ada", day: 1, counts: [5, 5, 1], build: 1, year: 2026),
            row("bo", day: 1, counts: [9], build: 1),
            // Build 2: Ada's data now comes from OpenAlex.
            row("ada", day: 2, counts: [7, 7, 7], source: "OpenAlex", build: 2),
            // Build 3: Ada loses a paper and gains citations; a removed scientist changed.
            row("ada", day: 3, counts: [9, 7], source: "OpenAlex", build: 3),
            row("gone", day: 3, counts: [1], build: 3),
        ]
        let reports = [("ada", "Ada"), ("bo", "Bo")].map { slug, name in
            ScientistReport.classify(
                entry: ScientistEntry(
                    slug: slug, path: "scientists/\(slug).md", name: name,
                    departments: ["Physics"]),
                bioHTML: "", source: nil)
        }
        let files = SiteFeeds.files(
            history: history, reports: reports,
            departments: [Department(slug: "physics", name: "Physics")],
            settings: SiteSettings(title: "T", baseURL: "/m/"))
        let xml = try #require(files["feed.xml"])
        #expect(files["departments/physics/feed.xml"] != nil)
        let reader = TextCollector()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        #expect(parser.parse())
        #expect(
            reader.texts["title"] == [
                "T",
                "2026-01-04: 1 h-index change, 1 paper removed",
                "2026-01-03: 1 new citation source",
                "2026-01-02: 1 scientist added",
                "2026-01-01: 1 scientist added",
            ])
        #expect(reader.texts["updated"]?.first == "2026-01-04T00:00:00Z")
        let content = reader.texts["content"] ?? []
        #expect(
            content.first?.contains("h-index 3 → 2; papers 3 → 2; citations 21 → 16") == true,
            "\(content)")
        #expect(content.first?.contains("href=\"/m/scientists/ada/\"") == true)
        #expect(content.dropFirst().first?.contains("citation source now OpenAlex") == true)
        #expect(!String(decoding: xml, as: UTF8.self).contains("gone"))
        // At most 50 entries, the newest.
        let many = (0..<60).map { row("bo", day: $0, counts: [$0 + 1], build: $0 + 1) }
        let bounded = SiteFeeds.files(
            history: many, reports: reports, departments: [],
            settings: SiteSettings(title: "T", baseURL: "/m/"))
        let text = String(decoding: try #require(bounded["feed.xml"]), as: UTF8.self)
        #expect(text.components(separatedBy: "<entry>").count - 1 == SiteFeeds.maximumEntries)
        #expect(text.contains("2026-03-01: citation counts changed for 1 scientist"))
        #expect(!text.contains("2026-01-01:"))
    }

    @Test func theAtomWriterEscapesMarkupAndControlCharacters() throws {
        let hostile = "A <b>&amp;</b> ]]> \"q\" 'a' \u{1}\u{8}\u{B}\u{C}\u{7F}\u{FFFE} end"
        #expect(
            AtomFeed.escape(hostile)
                == "A &lt;b&gt;&amp;amp;&lt;/b&gt; ]]&gt; &quot;q&quot; &apos;a&apos; "
                + "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD} end")
        #expect(AtomFeed.escape("tab\tnew\nline\r") == "tab\tnew\nline\r")
        let feed = AtomFeed(
            id: "urn:uuid:00000000-0000-8000-8000-000000000000", title: hostile,
            updated: Date(timeIntervalSince1970: 0), selfLink: "https://x.example/?a=1&b=<2>",
            alternateLink: "https://x.example/",
            authorName: "</author><script>",
            entries: [
                AtomFeed.Entry(
                    id: "tag:x.example,2026-01-01:/e", title: "]]><![CDATA[",
                    updated: Date(
                        timeIntervalSince1970: 1_767_225_600), link: "https://x.example/e",
                    contentHTML: "<p>Caf\u{E9} &amp; <b>bold</b> \u{0}</p>")
            ])
        let xml = feed.xml
        #expect(!xml.contains("]]>"))
        #expect(xml.contains("<updated>1970-01-01T00:00:00Z</updated>"))
        #expect(xml.contains("<updated>2026-01-01T00:00:00Z</updated>"))
        // A real XML parser reads it and gets the texts back (controls as U+FFFD).
        let reader = TextCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let expectedTitle = hostile.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{7F}", "\u{FFFE}": "\u{FFFD}"
            default: String(scalar)
            }
        }.joined()
        #expect(reader.texts["title"] == [expectedTitle, "]]><![CDATA["])
        #expect(reader.texts["content"] == ["<p>Caf\u{E9} &amp; <b>bold</b> \u{FFFD}</p>"])
        #expect(reader.texts["name"] == ["</author><script>"])
        #expect(reader.hrefs.contains("https://x.example/?a=1&b=<2>"))
    }

    @Test func entryIDsWithoutASiteURLAreStableUUIDs() {
        let settings = SiteSettings(title: "T", baseURL: "/x/")
        let when = Date(timeIntervalSince1970: 1_767_225_600)
        let first = SiteFeeds.entryID(settings: settings, feedPath: "feed.xml", updated: when)
        #expect(first == SiteFeeds.entryID(settings: settings, feedPath: "feed.xml", updated: when))
        #expect(
            first
                != SiteFeeds.entryID(
                    settings: settings, feedPath: "departments/p/feed.xml", updated: when))
        #expect(
            first.range(
                of:
                    "^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$",
                options: String.CompareOptions.regularExpression) != nil, "\(first)")
    }
}

/// Collects the text of each element by name, and every `href`.
private final class TextCollector: NSObject, XMLParserDelegate {
    var texts: [String: [String]] = [:]
    var hrefs: [String] = []
    private var current = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        current = ""
        if let href = attributes["href"] { hrefs.append(href) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        texts[elementName, default: []].append(current)
        current = ""
    }
}
