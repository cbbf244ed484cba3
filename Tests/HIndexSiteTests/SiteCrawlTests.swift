import Foundation
import HIndexCore
import HIndexSite
import HIndexSources
import Testing

/// Builds the demo under a sub-path and follows every link and asset of every page.
@Suite struct SiteCrawlTests {
    /// The demo content with `base_url` replaced, in a temporary folder.
    static func demoContent(baseURL: String, in folder: TemporaryFolder) throws -> URL {
        let source = Fixtures.packageRoot.appendingPathComponent("content")
        let content = folder.url.appendingPathComponent("content")
        try FileManager.default.copyItem(at: source, to: content)
        let site = content.appendingPathComponent("site.md")
        var text = try String(contentsOf: site, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasPrefix("base_url:") ? "base_url: \(baseURL)" : String($0)
        }
        text = lines.joined(separator: "\n")
        try Data(text.utf8).write(to: site)
        return content
    }

    /// Every link and asset reference of one page: `href` of `a` and `link`, `src` of
    /// `script` and `img`.
    static func references(in data: Data, origin: String) throws -> [String] {
        let document = try HTMLDocument(data: data, origin: origin)
        var result: [String] = []
        for node in try document.select("//a[@href] | //link[@href]") {
            if let href = node.attribute("href") { result.append(href) }
        }
        for node in try document.select("//script[@src] | //img[@src]") {
            if let src = node.attribute("src") { result.append(src) }
        }
        return result
    }

    /// The output file a reference from `page` (a path relative to the site root) names,
    /// or a failure message. External links and fragments give `nil` and no failure.
    static func resolve(
        _ reference: String, from page: String, base: String, files: Set<String>
    ) -> (file: String?, failure: String?) {
        let lower = reference.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://")
            || lower.hasPrefix("mailto:") || reference.hasPrefix("#")
        {
            return (nil, nil)
        }
        if reference.hasPrefix("//") { return (nil, "protocol-relative link \(reference)") }
        var path = String(reference.prefix { $0 != "#" && $0 != "?" })
        guard let decoded = path.removingPercentEncoding else {
            return (nil, "bad percent-encoding in \(reference)")
        }
        path = decoded
        var segments: [Substring]
        if path.hasPrefix("/") {
            guard path.hasPrefix(base) else {
                return (nil, "absolute link \(reference) is not under \(base)")
            }
            segments = path.dropFirst(base.count).split(
                separator: "/", omittingEmptySubsequences: false)
        } else {
            let folder = page.split(separator: "/").dropLast()
            segments = Array(folder) + path.split(separator: "/", omittingEmptySubsequences: false)
        }
        var resolved: [Substring] = []
        for segment in segments {
            switch segment {
            case "", ".": continue
            case "..":
                guard !resolved.isEmpty else {
                    return (nil, "\(reference) leaves the site root")
                }
                resolved.removeLast()
            default: resolved.append(segment)
            }
        }
        var file = resolved.joined(separator: "/")
        if path.hasSuffix("/") || path.isEmpty || file.isEmpty
            || files.contains(file + "/index.html")
        {
            file += file.isEmpty ? "index.html" : "/index.html"
        }
        if file.hasSuffix("//index.html") { file = String(file.dropLast(11)) + "index.html" }
        guard files.contains(file) else {
            return (nil, "\(reference) → \(file) does not exist")
        }
        return (file, nil)
    }

    @Test func everyLinkAndAssetResolvesUnderASubPath() async throws {
        let folder = try TemporaryFolder()
        let content = try Self.demoContent(baseURL: "/dept/cs/", in: folder)
        let siteURL = folder.url.appendingPathComponent("site")
        let state = try await Pipeline.build(
            options: BuildOptions(
                contentDirectory: content, outputDirectory: siteURL, verbosity: .quiet,
                cacheDirectory: folder.url.appendingPathComponent("cache")))
        let files = try TemporaryFolder.allFiles(under: siteURL)
        let paths = Set(files.keys)
        let pages = paths.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.contains("404.html"))
        #expect(pages.count >= 3 + state.reports.count)
        #expect(!paths.contains("sitemap.xml"), "no site URL, so no sitemap")
        var failures: [String] = []
        var followed = 0
        var reached: Set<String> = ["index.html"]
        for page in pages {
            let references = try Self.references(in: files[page] ?? Data(), origin: page)
            #expect(!references.isEmpty, "\(page) has no links")
            for reference in references {
                if page == "404.html", !reference.hasPrefix("#"),
                    !reference.lowercased().hasPrefix("http")
                {
                    // Served at any missing URL: its links must be absolute from base_url.
                    if !reference.hasPrefix("/dept/cs/") {
                        failures.append("404.html: \(reference) is not absolute under /dept/cs/")
                    }
                }
                let result = Self.resolve(reference, from: page, base: "/dept/cs/", files: paths)
                if let failure = result.failure { failures.append("\(page): \(failure)") }
                if let file = result.file {
                    followed += 1
                    reached.insert(file)
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(followed > pages.count * 3)
        // Every page but 404.html is reachable by links, and so is every export.
        for page in pages where page != "404.html" {
            #expect(reached.contains(page), "\(page) is not linked from any page")
        }
        for path in paths where path.hasPrefix("data/") {
            #expect(reached.contains(path), "\(path) is not linked from any page")
        }
        #expect(reached.contains("assets/style.css"))
    }

    @Test func resolverRejectsBrokenLinks() {
        let files: Set<String> = ["index.html", "scientists/a/index.html", "assets/style.css"]
        #expect(
            Self.resolve(
                "../../index.html", from: "scientists/a/index.html", base: "/x/", files: files
            ).file == "index.html")
        #expect(
            Self.resolve("/x/scientists/a/", from: "404.html", base: "/x/", files: files).file
                == "scientists/a/index.html")
        #expect(
            Self.resolve("/scientists/a/", from: "404.html", base: "/x/", files: files).failure
                != nil)
        #expect(
            Self.resolve(
                "../../../index.html", from: "scientists/a/index.html", base: "/x/", files: files
            ).failure != nil)
        #expect(
            Self.resolve("assets/missing.css", from: "index.html", base: "/x/", files: files)
                .failure != nil)
        #expect(
            Self.resolve("https://example.org/", from: "index.html", base: "/x/", files: files)
                .failure == nil)
    }

    @Test func sitemapListsEveryPageWhenTheSiteURLIsKnown() async throws {
        let folder = try TemporaryFolder()
        let content = try Self.demoContent(
            baseURL: "https://www.example.edu/dept/cs", in: folder)
        let siteURL = folder.url.appendingPathComponent("site")
        _ = try await Pipeline.build(
            options: BuildOptions(
                contentDirectory: content, outputDirectory: siteURL, verbosity: .quiet,
                cacheDirectory: folder.url.appendingPathComponent("cache")))
        let files = try TemporaryFolder.allFiles(under: siteURL)
        let sitemap = String(decoding: try #require(files["sitemap.xml"]), as: UTF8.self)
        let document = try XMLDocument(data: Data(sitemap.utf8), origin: "sitemap.xml")
        #expect(document.root.name == "urlset")
        #expect(sitemap.contains("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"))
        let locations = document.root.elements(named: "url").compactMap {
            $0.firstElement(named: "loc")?.text
        }
        let pages = files.keys.filter { $0.hasSuffix(".html") && $0 != "404.html" }
        #expect(locations.count == pages.count)
        #expect(Set(locations).count == locations.count)
        let prefix = "https://www.example.edu/dept/cs/"
        for location in locations {
            #expect(location.hasPrefix(prefix), "\(location)")
            let path = String(location.dropFirst(prefix.count))
            let file = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
            #expect(files[file] != nil, "\(location) → \(file) missing")
        }
        #expect(locations.contains(prefix))
        // Links inside the pages stay relative or under the path, not the host.
        let leaderboard = try StrictCSV.parse(try #require(files["data/leaderboard.csv"]))
        #expect(leaderboard.rows.allSatisfy { $0["page_url"]?.hasPrefix(prefix) == true })
        let notFound = String(decoding: try #require(files["404.html"]), as: UTF8.self)
        #expect(notFound.contains("href=\"/dept/cs/"))
    }
}
