import Foundation
import HIndexCore
import HIndexSite
import HIndexSources
import Testing

/// The demo site checked as a visitor's browser and the validators see it: rendered by
/// headless Chromium (screenshots kept in `.build/browser-artifacts/`), every page validated by
/// the Nu HTML Checker and checked by axe-core in the light and the dark color scheme, and the
/// table and landmark structure the issue asks for. Needs the tools `scripts/system-deps.sh`
/// installs; fails, saying so, without them.
@Suite(.serialized) struct BrowserSiteTests {
    /// The demo site built offline into a temporary folder (the code path of scripts/build-demo).
    ///
    /// With `secondBuild`, the content is copied, built, and built again into the same output
    /// and cache after every citation count of one scientist's saved Scholar page rose by 10:
    /// the pages then also show what only a site with history has (history charts, trend
    /// marks), and the checks see those too.
    struct DemoSite {
        let folder: TemporaryFolder
        let state: BuildState
        var root: URL { folder.url.appendingPathComponent("site") }
        /// The scientist whose data changed between the two builds.
        var changedScientist: String?

        init(secondBuild: Bool = false) async throws {
            folder = try TemporaryFolder()
            var content = Fixtures.packageRoot.appendingPathComponent("content")
            if secondBuild {
                let copy = folder.url.appendingPathComponent("content")
                try FileManager.default.copyItem(at: content, to: copy)
                content = copy
            }
            let options = BuildOptions(
                contentDirectory: content,
                outputDirectory: folder.url.appendingPathComponent("site"),
                verbosity: .quiet, cacheDirectory: folder.url.appendingPathComponent("cache"),
                offline: true)
            var state = try await Pipeline.build(options: options)
            if secondBuild {
                let snapshots = content.appendingPathComponent("snapshots")
                let scholar = try #require(
                    try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted()
                        .first { $0.hasSuffix("-scholar.html") },
                    "no saved Scholar page in the demo content")
                let page = snapshots.appendingPathComponent(scholar)
                let html = try String(contentsOf: page, encoding: .utf8)
                let counts = try Regex(#"(class="gsc_a_ac gs_ibl">)([0-9]+)<"#)
                let raised = html.replacing(counts) { match in
                    let count = Int(match.output[2].substring ?? "") ?? 0
                    return "\(match.output[1].substring ?? "")\(count + 10)<"
                }
                #expect(raised != html, "no citation count found in \(scholar)")
                try Data(raised.utf8).write(to: page)
                state = try await Pipeline.build(options: options)
                changedScientist = String(scholar.dropLast("-scholar.html".count))
            }
            self.state = state
        }

        /// Every generated `.html` page, relative to the site root, sorted.
        var pages: [String] {
            get throws {
                try TemporaryFolder.allFiles(under: root).keys.filter { $0.hasSuffix(".html") }
                    .sorted()
            }
        }
    }

    /// Where screenshots are kept after the run.
    static let artifacts = Fixtures.packageRoot.appendingPathComponent(".build/browser-artifacts")

    static func report(_ findings: [CheckFinding], _ title: String) -> String {
        "\(findings.count) \(title):\n" + findings.map(\.description).joined(separator: "\n")
    }

    @Test func homeAndScientistPagesRenderInChromium() async throws {
        let tools = try BrowserTools.locate()
        let site = try await DemoSite()
        let chromium = HeadlessChromium(executable: tools.chromium)
        try FileManager.default.createDirectory(
            at: Self.artifacts, withIntermediateDirectories: true)
        let scientists = site.state.reports.map(\.entry.slug).sorted()
        #expect(scientists.count >= 4)

        // Home page: one leaderboard row per scientist, each linking to the scientist's page.
        let homeShot = Self.artifacts.appendingPathComponent("home.png")
        let homeDarkShot = Self.artifacts.appendingPathComponent("home-dark.png")
        _ = try chromium.dumpDOM(
            of: site.root.appendingPathComponent("index.html"), dark: true,
            screenshot: homeDarkShot)
        let home = try HTMLDocument(
            data: Data(
                try chromium.dumpDOM(
                    of: site.root.appendingPathComponent("index.html"), screenshot: homeShot
                ).utf8),
            origin: "rendered index.html")
        let leaderboards = try home.select(
            "//table[\(HTMLDocument.hasClass("leaderboard"))]")
        #expect(!leaderboards.isEmpty, "no leaderboard table on the rendered home page")
        for table in leaderboards {
            let rows = try table.select("tbody/tr")
            #expect(rows.count == scientists.count, "leaderboard rows: \(rows.count)")
            let linked = try rows.compactMap { row in
                try row.first(".//a[contains(@href, 'scientists/')]")?.attribute("href")
            }.map { href in
                href.split(separator: "/").dropFirst().first.map(String.init) ?? href
            }
            #expect(linked.sorted() == scientists, "rows link to \(linked)")
        }
        #expect(try home.first("//table/caption") != nil)

        // A scientist page: the color legend with text labels, the chart, every publication row
        // labelled in words, and the dark scheme rendered too.
        let slug = try #require(scientists.first)
        let page = site.root.appendingPathComponent("scientists/\(slug)/index.html")
        let scientistShot = Self.artifacts.appendingPathComponent("scientist-\(slug).png")
        let darkShot = Self.artifacts.appendingPathComponent("scientist-\(slug)-dark.png")
        let scientist = try HTMLDocument(
            data: Data(try chromium.dumpDOM(of: page, screenshot: scientistShot).utf8),
            origin: "rendered scientists/\(slug)/index.html")
        _ = try chromium.dumpDOM(of: page, dark: true, screenshot: darkShot)
        #expect(try scientist.first("//h1")?.text.isEmpty == false)
        let legend = try #require(
            try scientist.first("//ul[\(HTMLDocument.hasClass("legend"))]"),
            "no color legend on the rendered scientist page")
        let legendText = legend.text
        for label in ["in h-core", "tied at boundary", "does not raise h", "excluded"] {
            #expect(legendText.contains(label), "legend lacks \"\(label)\": \(legendText)")
        }
        // The citations-per-year chart (the demo's Scholar pages carry the "Cited by"
        // histogram): an inline SVG image with a text alternative.
        let chart = try #require(
            try scientist.first("//svg[\(HTMLDocument.hasClass("chart"))]"),
            "no chart <svg> on the rendered scientist page")
        #expect(chart.attribute("role") == "img")
        #expect(try chart.first("title")?.text.isEmpty == false, "the chart has no <title>")
        let publicationRows = try scientist.select(
            "//table[\(HTMLDocument.hasClass("publications-table"))]/tbody/tr")
        #expect(!publicationRows.isEmpty, "no publication rows on the rendered scientist page")
        for row in publicationRows {
            let role = try row.first(".//td[\(HTMLDocument.hasClass("role"))]")?.text ?? ""
            #expect(
                role.range(of: "[A-Za-z]{3,}", options: .regularExpression) != nil,
                "a publication row's role has no text label: \(row.text)")
        }

        for shot in [homeShot, homeDarkShot, scientistShot, darkShot] {
            let data = try Data(contentsOf: shot)
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(shot.path) is not a PNG")
            print("screenshot: \(shot.path)")
        }
    }

    @Test(arguments: [false, true]) func everyPageIsValidHTML(secondBuild: Bool) async throws {
        let tools = try BrowserTools.locate()
        let site = try await DemoSite(secondBuild: secondBuild)
        let pages = try site.pages
        #expect(pages.count >= 8)
        let result = try NuHTMLChecker(java: tools.java, jar: tools.vnuJar).check(
            pages.map { site.root.appendingPathComponent($0) }, root: site.root)
        if !result.warnings.isEmpty {
            print(Self.report(result.warnings, "Nu HTML Checker warnings (not failing)"))
        }
        #expect(
            result.errors.isEmpty,
            "\(Self.report(result.errors, "Nu HTML Checker errors in \(pages.count) pages"))")
    }

    /// On the site after a second build (a superset of the first: the same pages, with
    /// history charts and trend marks), in the light and the dark color scheme.
    @Test(arguments: [false, true]) func everyPageHasNoAxeViolations(dark: Bool) async throws {
        let tools = try BrowserTools.locate()
        let site = try await DemoSite(secondBuild: true)
        let pages = try site.pages
        let changed = try #require(site.changedScientist)
        let changedPage = try HTMLDocument(
            data: try Data(
                contentsOf: site.root.appendingPathComponent("scientists/\(changed)/index.html")),
            origin: changed)
        #expect(
            try changedPage.select("//svg[\(HTMLDocument.hasClass("chart"))]").count >= 2,
            "the scientist whose data changed shows no history chart to check")
        let checker = AxeChecker(
            chromium: HeadlessChromium(executable: tools.chromium), axeScript: tools.axeScript)
        let findings = try checker.violations(
            pages: pages, root: site.root, dark: dark,
            workFolder: site.folder.url.appendingPathComponent("axe"))
        #expect(
            findings.isEmpty,
            "\(Self.report(findings, "axe-core violations in \(pages.count) pages"))")
    }

    /// What axe and the validator do not demand but the issue does: a language, one main
    /// landmark and one h1, a working skip link, captions and header scopes on every table,
    /// a text alternative on every chart and image, and visible focus styles.
    @Test(arguments: [false, true]) func everyPageHasAccessibleStructure(secondBuild: Bool)
        async throws
    {
        let site = try await DemoSite(secondBuild: secondBuild)
        var problems: [String] = []
        for page in try site.pages {
            let document = try HTMLDocument(
                data: try Data(contentsOf: site.root.appendingPathComponent(page)), origin: page)
            func check(_ condition: Bool, _ message: String) {
                if !condition { problems.append("\(page): \(message)") }
            }
            check(
                try document.first("/html")?.attribute("lang")?.isEmpty == false,
                "<html> has no lang")
            check(try document.select("//main").count == 1, "not exactly one <main>")
            check(try document.select("//h1").count == 1, "not exactly one <h1>")
            let skip = try document.first("//body//a[\(HTMLDocument.hasClass("skip-link"))]")
            let target = skip?.attribute("href").flatMap { $0.hasPrefix("#") ? $0 : nil }
            check(
                try target.map { try document.first("//*[@id='\($0.dropFirst())']") } != nil,
                "no skip link to an element of the page")
            for table in try document.select("//table") {
                check(
                    try table.first("caption")?.text.isEmpty == false,
                    "a table has no caption: \(table.text.prefix(80))")
            }
            for header in try document.select("//th") {
                check(
                    ["col", "row", "colgroup", "rowgroup"].contains(
                        header.attribute("scope") ?? ""),
                    "<th> without a scope: \(header.text)")
            }
            for svg in try document.select("//svg") where svg.attribute("aria-hidden") != "true" {
                let title = try svg.first("title")
                let named =
                    svg.attribute("aria-label") != nil || svg.attribute("aria-labelledby") != nil
                    || title != nil
                check(
                    svg.attribute("role") == "img" && named,
                    "an <svg> is neither hidden nor an image with a text alternative")
            }
            for image in try document.select("//img") {
                check(image.attribute("alt") != nil, "an <img> has no alt")
            }
        }
        let css = try String(
            contentsOf: site.root.appendingPathComponent("assets/style.css"), encoding: .utf8)
        if !css.contains(":focus-visible") { problems.append("style.css has no :focus-visible") }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The checkers are not blind: a broken page gives validator errors and axe violations.
    @Test func checkersReportBrokenPages() throws {
        let tools = try BrowserTools.locate()
        let folder = try TemporaryFolder()
        try folder.write(
            "site/index.html",
            """
            <!DOCTYPE html><html><head><title>broken</title></head><body>
            <p style="color:#777;background:#888">low contrast</p><img src="a.png">
            <table><tr><td>cell</td></tr></table><div><p>unclosed</span></div></body></html>
            """)
        let root = folder.url.appendingPathComponent("site")
        let validity = try NuHTMLChecker(java: tools.java, jar: tools.vnuJar).check(
            [root.appendingPathComponent("index.html")], root: root)
        #expect(validity.errors.contains { $0.page == "index.html" && $0.message.contains("span") })
        let axe = try AxeChecker(
            chromium: HeadlessChromium(executable: tools.chromium), axeScript: tools.axeScript
        ).violations(
            pages: ["index.html"], root: root, dark: false,
            workFolder: folder.url.appendingPathComponent("axe"))
        let rules = Set(axe.map { $0.rule.split(separator: ",")[0] })
        for rule in ["axe html-has-lang", "axe image-alt", "axe color-contrast"] {
            #expect(rules.contains(Substring(rule)), "axe did not report \(rule): \(rules)")
        }
    }
}
