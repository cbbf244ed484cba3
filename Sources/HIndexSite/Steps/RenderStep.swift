import Foundation
import HIndexCore
import HIndexTemplates

/// `render`: builds the output files in memory: pages, stylesheet, data exports, sitemap. The files
/// of unchanged scientists, and the leaderboards and static pages when nothing they show
/// changed, are taken from the previous output instead (checked against their hashes).
enum RenderStep {
    static let step = BuildStep(
        name: "render", summary: "render the pages and data exports that changed"
    ) { state, log in
        let content = try state.requireContent(step: "render")
        if content.settings.siteURL == nil, state.options.verbosity >= .normal {
            log.line(Sitemap.missingSiteURLNote)
        }
        var freshness: [String: [DataFreshness]] = [:]
        for plan in state.plans {
            freshness[plan.entry.slug] = state.freshness(of: plan.entry.slug)
        }
        let renderer = SiteRenderer(content: content, reports: state.reports, freshness: freshness)
        let incremental = state.incremental
        var files: [String: Data] = [:]
        var rendered: [String] = []
        func take(_ paths: [String]) -> Bool {
            var taken: [String: Data] = [:]
            for path in paths {
                guard let data = incremental.previousFiles[path] else { return false }
                taken[path] = data
            }
            files.merge(taken) { _, new in new }
            return true
        }
        func add(_ new: [String: Data]) {
            files.merge(new) { _, new in new }
            rendered += new.keys
        }
        for report in state.reports {
            let slug = report.entry.slug
            if state.unchanged.contains(slug), take(scientistPaths(slug: slug)) { continue }
            state.unchanged.remove(slug)
            add(renderer.scientistFiles(report))
        }
        if !(incremental.staticUnchanged && take(staticPaths)) {
            add(renderer.staticFiles())
        }
        let leaderboardPaths = incremental.previousFiles.keys.filter(isLeaderboardPath)
        let allUnchanged = state.unchanged.count == state.reports.count
        if !(allUnchanged && incremental.leaderboardsUnchanged && take(leaderboardPaths)) {
            add(renderer.leaderboardFiles())
        }
        // The sitemap lists whatever pages this build has, so it is derived last.
        files[Sitemap.path] = Sitemap.xml(paths: Array(files.keys), settings: content.settings)
        state.files = files
        state.rendered = rendered.sorted()
    }

    /// The output files of one scientist.
    static func scientistPaths(slug: String) -> [String] {
        [
            "scientists/\(slug)/index.html", "data/scientists/\(slug).json",
            "data/scientists/\(slug).csv", "data/scientists/\(slug).bib",
            "data/badges/\(slug).json",
        ]
    }

    /// The files that depend only on the site settings.
    static let staticPaths = ["assets/style.css", "methodology/index.html", "404.html"]

    /// Whether `path` is a leaderboard: the home page, a department page or the leaderboard
    /// data.
    static func isLeaderboardPath(_ path: String) -> Bool {
        path == "index.html" || path == "data/leaderboard.json" || path == "data/leaderboard.csv"
            || (path.hasPrefix("departments/") && path.hasSuffix("/index.html"))
    }
}

/// Renders the whole site from the content and the reports; a pure function of both.
public struct SiteRenderer: Sendable {
    /// The loaded content.
    public var content: Content
    /// One report per scientist.
    public var reports: [ScientistReport]
    /// When each scientist's fetched sources were fetched, by slug (dates from the cache).
    public var freshness: [String: [DataFreshness]]

    /// Creates a renderer.
    public init(
        content: Content, reports: [ScientistReport], freshness: [String: [DataFreshness]] = [:]
    ) {
        self.content = content
        self.reports = reports
        self.freshness = freshness
    }

    /// Every department; the content loader gives each name a scientist uses exactly one.
    public var departments: [Department] { content.departments }

    /// Output files by path relative to the site root.
    public func files() -> [String: Data] {
        var files = staticFiles()
        files.merge(leaderboardFiles()) { _, new in new }
        for report in reports { files.merge(scientistFiles(report)) { _, new in new } }
        files[Sitemap.path] = Sitemap.xml(paths: Array(files.keys), settings: content.settings)
        return files
    }

    /// The stylesheet, the methodology page and the 404 page: they depend on the settings only.
    public func staticFiles() -> [String: Data] {
        let settings = content.settings
        var files: [String: Data] = [:]
        files["assets/style.css"] = Data(stylesheet().utf8)
        files["methodology/index.html"] = page(
            methodologyPage(
                context: PageContext(settings: settings, rootPath: PageContext.rootPath(depth: 1))))
        // A host serves 404.html at any missing URL, so its links are absolute from base_url.
        files["404.html"] = page(
            notFoundPage(
                context: PageContext(
                    settings: settings, rootPath: settings.baseURL, directoryIndex: "")))
        return files
    }

    /// The day since when each scientist's data is stale, for those whose refresh failed.
    public var staleSince: [String: String] {
        var result: [String: String] = [:]
        for (slug, items) in freshness {
            if let since = items.compactMap(\.staleSince).min() { result[slug] = since }
        }
        return result
    }

    /// The home page, the department pages and `data/leaderboard.json`.
    public func leaderboardFiles() -> [String: Data] {
        let settings = content.settings
        let departments = departments
        let rows = Leaderboard.rows(for: reports)
        let staleSince = staleSince
        var files: [String: Data] = [:]
        let root = PageContext(settings: settings, rootPath: PageContext.rootPath(depth: 0))
        files["index.html"] = page(
            leaderboardPage(
                context: root, rows: rows, departments: departments,
                introHTML: Markdown.html(settings.introMarkdown), staleSince: staleSince))
        files["data/leaderboard.json"] = Exports.leaderboardJSON(rows)
        files["data/leaderboard.csv"] = Exports.leaderboardCSV(
            rows, reports: reports, freshness: freshness, settings: settings)
        let nested = PageContext(settings: settings, rootPath: PageContext.rootPath(depth: 2))
        for department in departments {
            let members = reports.filter { report in
                report.entry.departments.contains(department.name)
            }
            files["departments/\(department.slug)/index.html"] = page(
                departmentPage(
                    context: nested, department: department,
                    descriptionHTML: Markdown.html(department.descriptionMarkdown),
                    rows: Leaderboard.rows(for: members), departments: departments,
                    staleSince: staleSince))
        }
        return files
    }

    /// One scientist's page and JSON.
    public func scientistFiles(_ report: ScientistReport) -> [String: Data] {
        let slug = report.entry.slug
        let nested = PageContext(
            settings: content.settings, rootPath: PageContext.rootPath(depth: 2))
        let freshness = freshness[slug] ?? []
        return [
            "scientists/\(slug)/index.html": page(
                scientistPage(context: nested, report: report, freshness: freshness)),
            "data/scientists/\(slug).json": Exports.scientistJSON(report, freshness: freshness),
            "data/scientists/\(slug).csv": Exports.scientistCSV(report),
            "data/scientists/\(slug).bib": Exports.scientistBibTeX(report),
            "data/badges/\(slug).json": Exports.badgeJSON(report),
        ]
    }

    private func page(_ html: HTML) -> Data { Data(html.markup.utf8) }
}
