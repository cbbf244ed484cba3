import Foundation
import HIndexSite
import Testing

/// The site on a phone: the demo site and a site built from the real saved fixtures (long
/// titles, a leaderboard of more than 100 rows, names in Japanese and Chinese script and with
/// diacritics) shown in headless Chromium at 360 × 800 and 390 × 844 CSS pixels. On the home
/// page, another ordering, every department page, the scientist pages and the methodology
/// page, measured in the browser: the document is no wider than the viewport; the h-index
/// cell and the cell of the ordering shown of every leaderboard row, and the title, year,
/// citations and role label of every publication row, lie inside the viewport (not cut off
/// by a scrolling box); axe-core finds no violation at that size. Screenshots of the first
/// screen go to `.build/browser-artifacts/` beside the others.
@Suite(.serialized) struct PhoneLayoutTests {
    /// The pages checked: orderings, departments, methodology and the given scientists.
    static func pages(of root: URL, scientists: [String]) throws -> [String] {
        let all = try TemporaryFolder.allFiles(under: root).keys
        let departments = all.filter { $0.hasPrefix("departments/") && $0.hasSuffix("/index.html") }
        return ["index.html", "by-citations.html", "by-trend.html", "methodology/index.html"]
            + departments.sorted() + scientists.map { "scientists/\($0)/index.html" }
    }

    /// Checks `pages` of the site at `root` at both phone sizes (light scheme; the dark one
    /// too at the first size) and keeps screenshots named `phone-<label>-<size>-<page>.png`.
    static func check(
        site root: URL, pages: [String], label: String, workFolder: URL,
        screenshots: [(name: String, page: String)]
    ) throws -> [String: PageLayout] {
        let tools = try BrowserTools.locate()
        let chromium = HeadlessChromium(executable: tools.chromium)
        try FileManager.default.createDirectory(
            at: BrowserSiteTests.artifacts, withIntermediateDirectories: true)
        var measured: [String: PageLayout] = [:]
        for (index, size) in PhoneView.sizes.enumerated() {
            let schemes = index == 0 ? [false, true] : [false]
            for dark in schemes {
                let checker = AxeChecker(
                    chromium: chromium, axeScript: tools.axeScript,
                    viewport: (size.width, size.height))
                let result = try checker.check(
                    pages: pages, root: root, dark: dark,
                    workFolder: workFolder.appendingPathComponent("axe"))
                let title =
                    "axe-core violations at \(size.name) in \(pages.count) pages of \(label)"
                #expect(
                    result.violations.isEmpty,
                    "\(BrowserSiteTests.report(result.violations, title))")
                for page in pages {
                    let layout = try #require(result.layouts[page], "\(page) not measured")
                    #expect(
                        layout.viewportWidth == Double(size.width),
                        "\(label) \(page): the viewport is \(layout.viewportWidth) px wide")
                    #expect(
                        layout.documentWidth <= layout.viewportWidth,
                        """
                        \(label) \(page) at \(size.name): the document is \
                        \(layout.documentWidth) px wide
                        """)
                    #expect(
                        layout.problems.isEmpty,
                        """
                        \(label) \(page) at \(size.name)\(dark ? " (dark)" : ""): \
                        \(layout.problems.count) cells not inside the viewport:
                        \(layout.problems.prefix(20).joined(separator: "\n"))
                        """)
                    measured["\(size.name) \(page)"] = layout
                }
            }
            for (name, page) in screenshots {
                let shot = BrowserSiteTests.artifacts.appendingPathComponent(
                    "phone-\(label)-\(size.name)-\(name).png")
                try size.screenshot(
                    of: root.appendingPathComponent(page), to: shot, chromium: chromium,
                    workFolder: workFolder)
                let data = try Data(contentsOf: shot)
                #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(shot.path) is not a PNG")
                print("screenshot: \(shot.path)")
            }
        }
        return measured
    }

    @Test func demoSiteFitsPhoneScreens() async throws {
        let site = try await BrowserSiteTests.DemoSite(secondBuild: true)
        let scientists = site.state.reports.map(\.entry.slug).sorted()
        let pages = try Self.pages(of: site.root, scientists: scientists)
        let department = try #require(pages.first { $0.hasPrefix("departments/") })
        let scientist = try #require(scientists.first)
        let layouts = try Self.check(
            site: site.root, pages: pages, label: "demo", workFolder: site.folder.url,
            screenshots: [
                ("home", "index.html"), ("department", department),
                ("scientist", "scientists/\(scientist)/index.html"),
            ])
        // The checks saw the rows: every scientist on the home page, publications on each
        // scientist's page.
        for size in PhoneView.sizes {
            #expect(layouts["\(size.name) index.html"]?.leaderboardRows == scientists.count)
            for slug in scientists {
                let rows = layouts["\(size.name) scientists/\(slug)/index.html"]?.publicationRows
                #expect((rows ?? 0) > 0, "\(slug): no publication row measured")
            }
        }
    }

    @Test func realFixturesSiteFitsPhoneScreens() async throws {
        let folder = try TemporaryFolder()
        let scientists = try Self.writeLargeRealContent(into: folder)
        _ = try await Pipeline.build(
            options: BuildOptions(
                contentDirectory: folder.url.appendingPathComponent("content"),
                outputDirectory: folder.url.appendingPathComponent("site"), verbosity: .quiet,
                cacheDirectory: folder.url.appendingPathComponent("cache"), offline: true))
        let root = folder.url.appendingPathComponent("site")
        let checked = ["yi-ren", "jason-ernst", "carlos-denner", "yaroslav-zharov", "s-001"]
        let pages = try Self.pages(of: root, scientists: checked)
        let layouts = try Self.check(
            site: root, pages: pages, label: "real", workFolder: folder.url,
            screenshots: [
                ("home", "index.html"),
                ("department", try #require(pages.first { $0.hasPrefix("departments/") })),
                ("scientist", "scientists/yi-ren/index.html"),
            ])
        for size in PhoneView.sizes {
            #expect(layouts["\(size.name) index.html"]?.leaderboardRows == scientists)
            #expect(
                layouts["\(size.name) scientists/yi-ren/index.html"]?.publicationRows == 84)
        }
    }

    /// The real-fixture content of the golden site, Yi Ren (任意) from his `scholarly` dump
    /// (84 papers, titles up to 116 characters), and more than 100 scientists named after
    /// real co-authors on two saved publication lists (Takashi Unuma's, in Japanese, and
    /// Christian Igel's, with diacritics), each with one of the real saved profiles. Returns
    /// the number of scientists.
    static func writeLargeRealContent(into folder: TemporaryFolder) throws -> Int {
        try GoldenSiteTests.writeRealFixtureContent(into: folder)
        try folder.copy(
            Fixtures.real("scholarly_json/yi_ren_gs_data_2025-05-21.json"),
            to: "content/snapshots/ren-scholarly.json")
        try folder.copy(
            Fixtures.real("serpapi_json/david_dao_serpapi_scholar_author_2022-05-10.json"),
            to: "content/snapshots/dao-serpapi.json")
        try folder.write(
            "content/scientists/yi-ren.md",
            """
            ---
            name: "任意 (Yi Ren)"
            department: "Speech, Audio and Music Intelligence"
            scholarly: snapshots/ren-scholarly.json
            ---
            A real saved scholarly dump.
            """)
        let japanese = try String(
            contentsOf: Fixtures.real("homepage_styles/takashi_unuma_irregular.html"),
            encoding: .utf8)
        let igel = try String(
            contentsOf: Fixtures.real("homepage_pubs/christian_igel_publications.html"),
            encoding: .utf8)
        var names: [String] = []
        func add(_ name: String) {
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.count >= 2, !names.contains(trimmed) { names.append(trimmed) }
        }
        // "佐伯知哉, <u>鵜沼昂</u>, 水野裕之, 2018:" – the names in Japanese script.
        let japaneseAuthors = try Regex(#"(?m)^(.+), [0-9]{4}[a-z]?: *$"#)
        for match in japanese.matches(of: japaneseAuthors) {
            let line = String(match.output[1].substring ?? "")
                .replacing(try Regex("<[^>]+>"), with: "")
            for name in line.split(separator: ",")
            where name.unicodeScalars.contains(where: { (0x4E00...0x9FFF).contains($0.value) }) {
                add(String(name))
            }
        }
        // "Lucia Gordon, Serge Belongie, Christian Igel, and Nico Lang." after each
        // `<div class=publication>`.
        let igelAuthors = try Regex(#"<div class=publication>\s*([^<]+?)\.\s*\n"#)
        for match in igel.matches(of: igelAuthors) {
            let line = String(match.output[1].substring ?? "")
                .replacingOccurrences(of: ", and ", with: ", ")
                .replacingOccurrences(of: " and ", with: ", ")
            for name in line.split(separator: ",") { add(String(name)) }
        }
        let japaneseCount = names.filter {
            $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
        }.count
        #expect(japaneseCount >= 10, "names in Japanese script found: \(japaneseCount)")
        #expect(names.count >= 110, "co-author names found: \(names.count)")
        let sources = [
            "scholar: snapshots/ernst-scholar.html", "scholar: snapshots/irshad-scholar.html",
            "scholar: snapshots/zharov-scholar.html", "openalex: snapshots/denner-openalex.json",
            "scholarly: snapshots/ren-scholarly.json", "serpapi: snapshots/dao-serpapi.json",
        ]
        let departments = [
            "Meteorology and Climate Dynamics", "Computer Science", "Physics",
            "Datalogisk Institut (Department of Computer Science)",
        ]
        let extra = names.prefix(110)
        for (index, name) in extra.enumerated() {
            let quoted = name.replacingOccurrences(of: "\"", with: "")
            try folder.write(
                "content/scientists/s-\(String(format: "%03d", index + 1)).md",
                """
                ---
                name: "\(quoted)"
                department: "\(departments[index % departments.count])"
                \(sources[index % sources.count])
                ---
                Named after a co-author on a real saved publication list.
                """)
        }
        return 6 + extra.count
    }
}
