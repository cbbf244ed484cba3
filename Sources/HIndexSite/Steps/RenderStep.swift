import Foundation
import HIndexCore
import HIndexTemplates

/// `render`: builds every output file in memory: pages, stylesheet and JSON exports.
enum RenderStep {
    static let step = BuildStep(
        name: "render", summary: "render pages, stylesheet and data exports"
    ) { state in
        let content = try state.requireContent(step: "render")
        state.files = SiteRenderer(content: content, reports: state.reports).files()
    }
}

/// Renders the whole site from the content and the reports; a pure function of both.
public struct SiteRenderer: Sendable {
    /// The loaded content.
    public var content: Content
    /// One report per scientist.
    public var reports: [ScientistReport]

    /// Creates a renderer.
    public init(content: Content, reports: [ScientistReport]) {
        self.content = content
        self.reports = reports
    }

    /// Every department; the content loader gives each name a scientist uses exactly one.
    public var departments: [Department] { content.departments }

    /// Output files by path relative to the site root.
    public func files() -> [String: Data] {
        var files: [String: Data] = [:]
        let settings = content.settings
        let departments = departments
        let rows = Leaderboard.rows(for: reports)
        let root = PageContext(settings: settings, rootPath: PageContext.rootPath(depth: 0))
        files["index.html"] = page(
            leaderboardPage(
                context: root, rows: rows, departments: departments,
                introHTML: Markdown.html(settings.introMarkdown)))
        files["assets/style.css"] = Data(stylesheet().utf8)
        files["methodology/index.html"] = page(
            methodologyPage(
                context: PageContext(settings: settings, rootPath: PageContext.rootPath(depth: 1))))
        // A host serves 404.html at any missing URL, so its links are absolute from base_url.
        files["404.html"] = page(
            notFoundPage(
                context: PageContext(
                    settings: settings, rootPath: settings.baseURL, directoryIndex: "")))
        files["data/leaderboard.json"] = Exports.leaderboardJSON(rows)

        let nested = PageContext(settings: settings, rootPath: PageContext.rootPath(depth: 2))
        for report in reports {
            let slug = report.entry.slug
            files["scientists/\(slug)/index.html"] = page(
                scientistPage(context: nested, report: report))
            files["data/scientists/\(slug).json"] = Exports.scientistJSON(report)
        }
        for department in departments {
            let members = reports.filter { report in
                report.entry.departments.contains(department.name)
            }
            files["departments/\(department.slug)/index.html"] = page(
                departmentPage(
                    context: nested, department: department,
                    descriptionHTML: Markdown.html(department.descriptionMarkdown),
                    rows: Leaderboard.rows(for: members), departments: departments))
        }
        return files
    }

    private func page(_ html: HTML) -> Data { Data(html.markup.utf8) }
}
