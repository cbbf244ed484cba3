import Foundation

/// What a build tells its user at the end: the counts of its summary line, its warnings and
/// what it could not find offline. A build that kept the whole site because nothing changed
/// (``BuildManifest``) tells what the build that made the site told.
public struct BuildSummary: Codable, Sendable, Equatable {
    /// HTML pages in the site.
    public var pages: Int
    /// Scientists in the site.
    public var scientists: Int
    /// Scientists whose files were kept from the previous output.
    public var unchanged: Int
    /// Files rendered by this build.
    public var renderedFiles: Int
    /// Requests made.
    public var requests: Int
    /// Pages taken from the cache.
    public var cachedPages: Int
    /// Scientists without citation data.
    public var withoutCitationData: Int
    /// Publication lists that could not be read.
    public var unreadLists: Int
    /// Whether no scientist has citation data although some have a source.
    public var noScientistHasData: Bool
    /// The content's findings (warnings; errors stop the build), as printed.
    public var findings: [String]
    /// The build's warnings.
    public var problems: [String]
    /// What `--offline` needed and the cache did not have.
    public var missingOffline: [String]
    /// Sources missing from the cache whose scientists kept the previous build's page and
    /// figures (a warning: the site is whole).
    public var keptOffline: [String] = []
    /// The notes that speak to the maintainer and stay off the public pages
    /// (``HIndexCore/Notice/isPublic``), as `slug: message`, in scientist order; what
    /// `build --report` writes.
    public var maintainerNotes: [String] = []

    /// The summary of a build that ran its steps.
    init(state: BuildState) {
        pages = state.outputPaths.lazy.filter { $0.hasSuffix(".html") }.count
        let reports = state.reports
        scientists = reports.count
        unchanged = state.unchanged.count
        renderedFiles = state.rendered.count
        requests = state.requestCount
        cachedPages = state.cachedPageCount
        withoutCitationData = reports.lazy.filter { $0.source == nil }.count
        unreadLists = reports.reduce(0) { $0 + $1.referenceFailures.count }
        noScientistHasData = state.noScientistHasData
        findings = state.findings.map(\.description)
        problems = state.problems
        missingOffline = state.missingOffline
        keptOffline = state.keptOffline
        maintainerNotes = reports.flatMap { report in
            report.notices.filter { !$0.isPublic }.map { "\(report.entry.slug): \($0.message)" }
        }
    }

    /// The maintainer's report as Markdown: the warnings, what was missing offline and the
    /// notes kept off the public pages.
    public var maintainerReport: String {
        func section(_ title: String, _ items: [String]) -> String {
            "## \(title)\n\n"
                + (items.isEmpty ? "None.\n" : items.map { "- \($0)\n" }.joined())
        }
        return "# hindex-site: report for the site's maintainer\n\n"
            + "\(scientists) scientist\(scientists == 1 ? "" : "s"), \(pages) pages.\n\n"
            + section("Content errors", findings) + "\n"
            + section("Warnings", problems) + "\n"
            + section("Missing from the cache (--offline)", missingOffline) + "\n"
            + section(
                "Missing from the cache, the previous build's pages and figures kept", keptOffline)
            + "\n"
            + section("Notes kept off the public pages", maintainerNotes)
    }

    /// This summary as told again by a build that kept the whole site: every scientist
    /// unchanged, nothing rendered, no request made and nothing read from the cache.
    var kept: BuildSummary {
        var summary = self
        summary.unchanged = scientists
        summary.renderedFiles = 0
        summary.requests = 0
        summary.cachedPages = 0
        return summary
    }
}
