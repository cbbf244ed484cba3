import Foundation
import HIndexCore
import HIndexSite
import HIndexSources
import HIndexStore
import Testing

/// The built site's leaderboards (every ordering, as static pages) and charts (inline SVG,
/// the history from the cache).
@Suite("Leaderboard orderings and charts in the built site")
struct LeaderboardSiteTests {
    /// Five scientists from saved Scholar pages in two departments (ties in h-index,
    /// citations and i10-index), and one without a source.
    func makeContent(
        _ folder: TemporaryFolder, citationsOfAda: Int = 12, savedOn saved: String = "2026-05-28"
    ) throws {
        try folder.write("content/site.md", "---\ntitle: Order University\n---\nWelcome.\n")
        try folder.write(
            "content/departments/physics.md", "---\nname: Physics\n---\nPhysics people.\n")
        try folder.write(
            "content/departments/chemistry.md", "---\nname: Chemistry\n---\nChemists.\n")
        let people: [(String, String, String, [(String, Int, Int)])] = [
            (
                "ada", "Ada", "Physics",
                [("A1", citationsOfAda, 2019), ("A2", 4, 2021), ("A3", 2, 2020)]
            ),
            ("bo", "Bo", "Physics", [("B1", 30, 2018), ("B2", 11, 2018)]),
            ("cy", "Cy", "Chemistry", [("C1", 2, 2022), ("C2", 8, 2020)]),
            ("di", "Di", "Chemistry", [("D1", 41, 2015)]),
            ("ed", "Ed", "Physics", [("E1", 5, 2015), ("E2", 5, 2016), ("E3", 1, 2017)]),
        ]
        for (slug, name, department, rows) in people {
            try folder.write(
                "content/scientists/\(slug).md",
                """
                ---
                name: \(name)
                department: \(department)
                scholar: snapshots/\(slug).html
                saved: \(saved)
                homepage: https://example.org/~\(slug)/
                ---
                Bio of \(name).

                """)
            var page = Fixtures.scholarPage(name: name, rows: rows)
            if slug == "ada" {
                // Scholar's histogram; 2021 has no bar (no citations that year).
                page = page.replacingOccurrences(
                    of: "</body>",
                    with: """
                        <div class="gsc_md_hist_b"><span class="gsc_g_t" style="right:67px">2020</span>\
                        <span class="gsc_g_t" style="right:35px">2021</span>\
                        <span class="gsc_g_t" style="right:3px">2022</span>\
                        <a class="gsc_g_a" style="right:72px;top:1px;height:9px;z-index:3"><span class="gsc_g_al">4</span></a>\
                        <a class="gsc_g_a" style="right:8px;top:1px;height:9px;z-index:1"><span class="gsc_g_al">9</span></a></div>
                        </body>
                        """)
            }
            try folder.write("content/snapshots/\(slug).html", page)
        }
        try folder.write("content/scientists/zed.md", "---\nname: Zed\ndepartment: Physics\n---\n")
    }

    func options(_ folder: TemporaryFolder) -> BuildOptions {
        BuildOptions(
            contentDirectory: folder.url.appendingPathComponent("content"),
            outputDirectory: folder.url.appendingPathComponent("site"), verbosity: .quiet,
            cacheDirectory: folder.url.appendingPathComponent("cache"))
    }

    /// The table rows of a leaderboard page: slug and rank text, in page order.
    func rows(_ html: String) -> [(slug: String, rank: String)] {
        html.components(separatedBy: "<tr").dropFirst().compactMap { row in
            guard let link = row.range(of: "scientists/"),
                let rankStart = row.range(of: "<td class=\"num rank\">")
            else { return nil }
            let slug = row[link.upperBound...].prefix { $0 != "/" }
            var rank = String(row[rankStart.upperBound...].prefix { $0 != "/" })
            // Strip the optional <span …> around the rank.
            rank = rank.replacingOccurrences(
                of: "<span[^>]*>", with: "", options: .regularExpression)
            rank = String(rank.prefix { $0 != "<" })
            return (String(slug), rank)
        }
    }

    @Test func everyOrderingIsAStaticPageOrderedWithSharedRanks() async throws {
        let folder = try TemporaryFolder()
        try makeContent(folder)
        let state = try await Pipeline.build(options: options(folder))
        let metrics = Dictionary(
            uniqueKeysWithValues: state.reports.map { ($0.entry.slug, $0.metrics) })
        let folders = ["", "departments/physics/", "departments/chemistry/"]
        for base in folders {
            for order in LeaderboardOrder.allCases {
                let path = "site/" + base + (order.fileName.isEmpty ? "index.html" : order.fileName)
                #expect(folder.exists(path), "missing \(path)")
                let html = try folder.read(path)
                let table = rows(html)
                #expect(!table.isEmpty, "\(path) has no rows")
                // Values never increase down the table; equal values share a rank; ranks are
                // competition ranks (position of the first of equals).
                var previous: (value: Int, rank: String)?
                for (position, row) in table.enumerated() {
                    guard let m = metrics[row.slug], row.slug != "zed" else {
                        #expect(row.rank == "–", "\(path): \(row.slug) should be unranked")
                        continue
                    }
                    let value =
                        switch order {
                        case .hIndex: m.hIndex
                        case .citations: m.citations
                        case .i10Index: m.i10Index
                        case .recentHIndex: m.recentHIndex
                        case .trend: 0
                        }
                    if order == .trend {
                        // One build: no history to compare, nobody has a trend.
                        #expect(row.rank == "–")
                        continue
                    }
                    if let previous {
                        #expect(value <= previous.value, "\(path) not ordered at \(row.slug)")
                        if value == previous.value {
                            #expect(row.rank == previous.rank, "\(path): tie without shared rank")
                            #expect(row.rank.hasPrefix("="))
                            continue
                        }
                    }
                    #expect(
                        row.rank.trimmingCharacters(in: ["="]) == "\(position + 1)",
                        "\(path): rank of \(row.slug)")
                    previous = (value, row.rank)
                }
                #expect(table.last?.slug == "zed" || base == "departments/chemistry/")
            }
        }
        // Citations: Bo 41 and Di 41 share rank 1, Ada 18 third.
        let byCitations = rows(try folder.read("site/by-citations.html"))
        #expect(byCitations.prefix(3).map(\.slug) == ["bo", "di", "ada"])
        #expect(byCitations.prefix(3).map(\.rank) == ["=1", "=1", "3"])
        #expect(folder.exists("site/assets/sort.js"))
        let script = try folder.read("site/assets/sort.js")
        #expect(!script.contains("http"))
        #expect(!script.contains("innerHTML"))
    }

    @Test func everyLocalLinkResolvesToAFileInTheSite() async throws {
        let folder = try TemporaryFolder()
        try makeContent(folder)
        _ = try await Pipeline.build(options: options(folder))
        let site = folder.url.appendingPathComponent("site")
        let files = try TemporaryFolder.allFiles(under: site)
        var checked = 0
        for (path, data) in files where path.hasSuffix(".html") && path != "404.html" {
            let html = String(decoding: data, as: UTF8.self)
            let directory = (path as NSString).deletingLastPathComponent
            for match in html.matches(of: /(?:href|src|data-href-[a-z0-9]+)="([^"]*)"/) {
                let target = String(match.1)
                if target.hasPrefix("https://") || target.hasPrefix("http://")
                    || target.hasPrefix("#")
                {
                    continue
                }
                #expect(!target.hasPrefix("/"), "\(path): absolute link \(target)")
                #expect(!target.contains("?"), "\(path): query in link \(target)")
                let withoutFragment = target.split(separator: "#").first.map(String.init) ?? ""
                var parts: [Substring] = []
                var escapes = false
                for part in (directory + "/" + withoutFragment).split(separator: "/") {
                    if part == "." { continue }
                    if part == ".." {
                        if parts.popLast() == nil { escapes = true }
                    } else {
                        parts.append(part)
                    }
                }
                #expect(!escapes, "\(path): \(target) leaves the site")
                var resolved = parts.joined(separator: "/")
                if withoutFragment.hasSuffix("/") || withoutFragment.isEmpty {
                    resolved += resolved.isEmpty ? "index.html" : "/index.html"
                }
                #expect(files[resolved] != nil, "\(path): \(target) → \(resolved) is missing")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    /// The first `<svg …>…</svg>` after `marker` in `html`, parsed as XML.
    func svg(in html: String, after marker: String) throws -> XMLDocument {
        let start = try #require(html.range(of: marker))
        let open = try #require(html.range(of: "<svg", range: start.lowerBound..<html.endIndex))
        let close = try #require(html.range(of: "</svg>", range: open.lowerBound..<html.endIndex))
        return try XMLDocument(
            data: Data(html[open.lowerBound..<close.upperBound].utf8), origin: "chart")
    }

    func descendants(_ element: XMLDocument.Element, named name: String) -> [XMLDocument.Element] {
        element.elements.flatMap { child in
            (child.name == name ? [child] : []) + descendants(child, named: name)
        }
    }

    @Test func chartsAreWellFormedSVGAndTheHistoryComesFromTheCache() async throws {
        let folder = try TemporaryFolder()
        try makeContent(folder)
        let snapshot = folder.url.appendingPathComponent("content/snapshots/ada.html")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_780_000_000)],
            ofItemAtPath: snapshot.path)
        _ = try await Pipeline.build(options: options(folder))
        var page = try folder.read("site/scientists/ada/index.html")
        // The Scholar histogram: 2020–2022, the missing 2021 drawn as an empty bar.
        let bars = try svg(in: page, after: "id=\"chart-citations-per-year\"")
        #expect(bars.root.name == "svg")
        #expect(bars.root.attributes["role"] == "img")
        #expect(
            bars.root.firstElement(named: "title")?.text
                == "Citations received each year, 2020–2022")
        #expect(bars.root.firstElement(named: "desc")?.text.contains("13 in total") == true)
        #expect(descendants(bars.root, named: "rect").count == 3)
        #expect(page.contains("<th scope=\"row\">2021</th><td class=\"num\">0</td>"))
        #expect(page.contains("Only one entry so far"))
        #expect(!page.contains("chart-history-h"))

        // New data (more citations, fetched later): a second history entry, so a line.
        // Saved later: `saved:` dates the data (the file's date no longer does).
        try makeContent(folder, citationsOfAda: 20, savedOn: "2026-09-21")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_790_000_000)],
            ofItemAtPath: snapshot.path)
        _ = try await Pipeline.build(options: options(folder))
        let cache = try CacheStore(
            path: folder.url.appendingPathComponent("cache/cache.sqlite").path)
        #expect(try await cache.history(slug: "ada").count == 2)
        page = try folder.read("site/scientists/ada/index.html")
        let line = try svg(in: page, after: "id=\"chart-history-h\"")
        #expect(line.root.firstElement(named: "title")?.text == "H-index history")
        #expect(line.root.firstElement(named: "desc")?.text.contains("2 builds") == true)
        #expect(descendants(line.root, named: "circle").count == 2)
        #expect(descendants(line.root, named: "polyline").count == 1)
        let citations = try svg(in: page, after: "id=\"chart-history-citations\"")
        let titles = descendants(citations.root, named: "circle").compactMap {
            $0.firstElement(named: "title")?.text
        }
        #expect(titles == ["2026-05-28: citations 18", "2026-09-21: citations 26"])
        // Ada's citations changed, her h-index (2) did not: a trend of 0, not "no data".
        let home = try folder.read("site/index.html")
        #expect(home.contains("h-index unchanged since 2026-05-28 (was 2)"))
        let byTrend = rows(try folder.read("site/by-trend.html"))
        #expect(byTrend.first?.slug == "ada")
        #expect(byTrend.first?.rank == "1")
    }
}
