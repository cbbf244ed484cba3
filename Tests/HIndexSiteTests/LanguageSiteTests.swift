import Foundation
import HIndexCore
import HIndexSite
import HIndexSources
import HIndexTemplates
import Testing

/// The demo site built in each shipped language (`language:` in `site.md`): the pages speak
/// it (no English catalog text left), format numbers its way, and stay valid and accessible.
@Suite(.serialized) struct LanguageSiteTests {
    /// The demo content with `language: <tag>` added to `site.md`, built offline.
    struct LanguageSite {
        let folder: TemporaryFolder
        var root: URL { folder.url.appendingPathComponent("site") }

        /// - Parameter notices: adds two scientists whose pages carry the build's notices: a
        ///   saved Scholar page that is a captcha page, and a profile whose publication list
        ///   is that block page, with manual corrections that match nothing and no `saved:`.
        init(_ language: SiteLanguage, notices: Bool = false) async throws {
            folder = try TemporaryFolder()
            let content = folder.url.appendingPathComponent("content")
            try FileManager.default.copyItem(
                at: Fixtures.packageRoot.appendingPathComponent("content"), to: content)
            if notices {
                let blocked = content.appendingPathComponent("snapshots/blocked.html")
                try FileManager.default.copyItem(
                    at: Fixtures.real("scholar_blocked/ordovicia_blocked.html"), to: blocked)
                try Data(
                    "---\nname: Zoe Blocked\nscholar: snapshots/blocked.html\n---\n".utf8
                ).write(to: content.appendingPathComponent("scientists/zoe-blocked.md"))
                try Data(
                    """
                    ---
                    name: Yuri Unread
                    scholar: snapshots/ada-quispe-scholar.html
                    homepage: snapshots/blocked.html
                    exclude: ["A paper nobody wrote"]
                    include: ["Another paper nobody wrote"]
                    ---

                    """.utf8
                ).write(to: content.appendingPathComponent("scientists/yuri-unread.md"))
            }
            let site = content.appendingPathComponent("site.md")
            let text = try String(contentsOf: site, encoding: .utf8)
            #expect(text.hasPrefix("---\n"))
            try Data(("---\nlanguage: \(language.tag)\n" + text.dropFirst(4)).utf8).write(to: site)
            let options = BuildOptions(
                contentDirectory: content, outputDirectory: root, verbosity: .quiet,
                cacheDirectory: folder.url.appendingPathComponent("cache"), offline: true)
            _ = try await Pipeline.build(options: options)
        }

        /// Every generated `.html` page, relative to the site root, sorted.
        var pages: [String] {
            get throws {
                try TemporaryFolder.allFiles(under: root).keys.filter { $0.hasSuffix(".html") }
                    .sorted()
            }
        }

        /// The pages the validators see in every language: the home page, one department,
        /// one scientist (the one with the most sections) and the methodology page.
        var sample: [String] {
            get throws {
                let all = try pages
                let department = try #require(all.first { $0.hasPrefix("departments/") })
                let notices = "scientists/yuri-unread/index.html"
                return [
                    "index.html", department, "scientists/ada-quispe/index.html",
                    "methodology/index.html",
                ] + (all.contains(notices) ? [notices] : [])
            }
        }

        func document(_ page: String) throws -> HTMLDocument {
            try HTMLDocument(
                data: try Data(contentsOf: root.appendingPathComponent(page)), origin: page)
        }
    }

    static let others = SiteLanguage.allCases.filter { $0 != .english }

    /// Elements whose text is the content's own (names, titles, venues, bios, the intro,
    /// department names) or code. The build's notices are checked: only the text they quote
    /// (paths, titles, a block page's words) is the content's own.
    static let contentText = [
        "script", "style", "code", "cite", "h1", "title",
        "*[\(HTMLDocument.hasClass("intro"))]", "*[\(HTMLDocument.hasClass("bio"))]",
        "*[\(HTMLDocument.hasClass("title"))]",
        "*[\(HTMLDocument.hasClass("authors"))]", "*[\(HTMLDocument.hasClass("venue"))]",
        "*[\(HTMLDocument.hasClass("name"))]", "*[\(HTMLDocument.hasClass("department"))]",
        "*[\(HTMLDocument.hasClass("site-title"))]", "*[\(HTMLDocument.hasClass("matched-as"))]",
        "*[\(HTMLDocument.hasClass("part-name"))]",
        "*[\(HTMLDocument.hasClass("department-nav"))]//li[position() > 1]",
        "*[\(HTMLDocument.hasClass("facts"))]//dd",
        "*[\(HTMLDocument.hasClass("matching-report"))]//li",
    ]

    /// The visible text of a page (text nodes and `title`/`aria-label` values), without the
    /// content's own text.
    static func visibleText(_ document: HTMLDocument) throws -> String {
        let excluded = contentText.map { "ancestor-or-self::\($0)" }.joined(separator: " or ")
        let texts = try document.select("//body//text()[not(\(excluded))]").map(\.text)
        let attributes = try document.select(
            "//body//*[not(\(excluded))]/@title | //body//*[not(\(excluded))]/@aria-label"
        ).map(\.text)
        return (texts + attributes).joined(separator: "\n")
    }

    /// The English catalog's texts that must not appear on a page in `language`: every
    /// literal piece (between placeholders, without markup) of two words or more or six
    /// letters or more, unless the language's catalog uses the same text itself (proper
    /// names such as OpenAlex, "Publish or Perish").
    static func englishFragments(notIn language: SiteLanguage) -> [String: MessageKey] {
        let english = Catalog.of(.english)
        let target = Catalog.of(language)
        let targetText = target.messages.values.joined(separator: "\n")
        var fragments: [String: MessageKey] = [:]
        for key in MessageKey.allCases {
            guard let message = english.messages[key], message != target.messages[key] else {
                continue
            }
            let plain = message.replacing(/<[^>]*>/, with: "")
            for piece in plain.split(separator: /\{[A-Za-z]+\}/) {
                let fragment = piece.trimmingCharacters(
                    in: .whitespacesAndNewlines.union(
                        CharacterSet(charactersIn: ".,;:()")))
                let words = fragment.split(whereSeparator: \.isWhitespace)
                let letters = fragment.filter(\.isLetter).count
                guard words.count >= 2 || letters >= 6, !targetText.contains(fragment) else {
                    continue
                }
                fragments[fragment] = key
            }
        }
        return fragments
    }

    @Test("No English catalog text on any page of another language", arguments: others)
    func noEnglishLeft(language: SiteLanguage) async throws {
        let site = try await LanguageSite(language, notices: true)
        // The notices are there to be checked: a block page, a list that could not be read
        // (manual corrections that match nothing and a saved page's date speak to the
        // maintainer and stay off the page; the catalog test checks their translations).
        for (slug, expected) in [
            ("zoe-blocked", 1), ("yuri-unread", 1),
        ] {
            let items = try site.document("scientists/\(slug)/index.html").select(
                "//*[\(HTMLDocument.hasClass("notices"))]//li")
            #expect(items.count >= expected, "\(slug): \(items.map(\.text))")
        }
        let fragments = Self.englishFragments(notIn: language)
        #expect(fragments.count > 200, "too few English texts to look for")
        var offenders: [String] = []
        for page in try site.pages {
            let document = try site.document(page)
            let lang = try document.first("/html")?.attribute("lang")
            #expect(lang == language.tag, "\(page): <html lang=\"\(lang ?? "")\">")
            let text = try Self.visibleText(document)
            #expect(!text.isEmpty, "\(page): no visible text")
            for (fragment, key) in fragments.sorted(by: { $0.key < $1.key })
            where text.contains(fragment) {
                offenders.append("\(page): “\(fragment)” (\(key.rawValue))")
            }
        }
        // The exports' human-readable labels follow the language; their keys do not.
        let catalog = Catalog.of(language)
        let csv = try String(
            contentsOf: site.root.appendingPathComponent("data/scientists/ada-quispe.csv"),
            encoding: .utf8)
        #expect(csv.hasPrefix("position,title,authors,"))
        #expect(csv.contains(",core,\(catalog.label(HCoreRole.core)),"))
        #expect(!csv.contains(",in h-core,"))
        let badge = try JSONSerialization.jsonObject(
            with: try Data(
                contentsOf: site.root.appendingPathComponent("data/badges/ada-quispe.json")))
        #expect((badge as? [String: Any])?["label"] as? String == catalog.text(.orderNounHIndex))
        let list = offenders.prefix(60).joined(separator: "\n")
        #expect(
            offenders.isEmpty,
            "\(offenders.count) English texts on \(language.tag) pages:\n\(list)")
    }

    @Test("Numbers follow the language on the pages", arguments: others)
    func numbers(language: SiteLanguage) async throws {
        let english = try await LanguageSite(.english)
        let site = try await LanguageSite(language)
        let page = "scientists/ada-quispe/index.html"
        func value(_ site: LanguageSite, _ metric: String) throws -> String {
            let cell = try site.document(page).first(
                "//*[\(HTMLDocument.hasClass("metric-\(metric)"))]/dd")
            return try #require(cell?.text, "no \(metric) in the summary card")
        }
        var compared = 0
        for metric in ["citations", "citations-per-paper", "citations-per-year", "m-quotient"] {
            let shown = try value(english, metric)
            let expected = NumberFormatting.localized(shown, language: language)
            #expect(try value(site, metric) == expected, "\(metric): English shows \(shown)")
            if shown.contains(",") || shown.contains(".") { compared += 1 }
        }
        #expect(compared >= 2, "the sample shows too few grouped or decimal numbers")
        // The catalog's own formatting: 1083 citations as Italian 1.083, English 1,083,
        // Spanish 1083 (grouped from five digits on: 10.830).
        let (grouping, decimal) = NumberFormatting.separators(language)
        #expect(
            Catalog.of(language).number(1083)
                == (language == .spanish ? "1083" : "1\(grouping)083"))
        #expect(Catalog.of(language).number(10_830) == "10\(grouping)830")
        #expect(Catalog.of(language).localizedNumber("23.64") == "23\(decimal)64")
    }

    @Test("Each language's pages pass the Nu HTML Checker", arguments: SiteLanguage.allCases)
    func valid(language: SiteLanguage) async throws {
        let tools = try BrowserTools.locate()
        let site = try await LanguageSite(language, notices: true)
        let pages = try site.sample
        let result = try NuHTMLChecker(java: tools.java, jar: tools.vnuJar).check(
            pages.map { site.root.appendingPathComponent($0) }, root: site.root)
        #expect(
            result.errors.isEmpty,
            "\(BrowserSiteTests.report(result.errors, "vnu errors (\(language.tag))"))")
    }

    @Test("Each language's pages have no axe violations", arguments: SiteLanguage.allCases)
    func accessible(language: SiteLanguage) async throws {
        let tools = try BrowserTools.locate()
        let site = try await LanguageSite(language, notices: true)
        let checker = AxeChecker(
            chromium: HeadlessChromium(executable: tools.chromium), axeScript: tools.axeScript)
        let findings = try checker.violations(
            pages: try site.sample, root: site.root, dark: false,
            workFolder: site.folder.url.appendingPathComponent("axe"))
        #expect(
            findings.isEmpty,
            "\(BrowserSiteTests.report(findings, "axe violations (\(language.tag))"))")
    }
}
