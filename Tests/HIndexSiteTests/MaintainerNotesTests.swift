import Foundation
import HIndexCore
import HIndexTemplates
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// Public pages speak to readers; what asks the maintainer to act (add `saved:`, build
/// online, a merged duplicate, an `exclude:` that matched nothing, a possible namesake
/// without a list) stays on the console, in the JSON and in the maintainer's report
/// (issue 29, point 5).
@Suite struct MaintainerNotesTests {
    /// The demo and the real-fixture site: every notice whose key is meant for maintainers is
    /// in the build's maintainer notes and nowhere on the scientist's public page; the pages
    /// carry no content-file instruction at all.
    @Test(arguments: ["demo", "real-fixtures"])
    func maintainerNotesStayOffThePublicPages(_ site: String) async throws {
        let folder = try TemporaryFolder()
        if site == "demo" {
            try FileManager.default.copyItem(
                at: Fixtures.packageRoot.appendingPathComponent("content"),
                to: folder.url.appendingPathComponent("content"))
        } else {
            try GoldenSiteTests.writeRealFixtureContent(into: folder)
            // A scientist with a duplicate row, an `exclude:` that matches nothing and saved
            // data without `saved:`: notes of every kind for the maintainer.
            try folder.write(
                "content/scientists/notes.md",
                "---\nname: Jason Ernst\nscholar: snapshots/ernst-scholar.html\n"
                    + "exclude: [\"A title that is on no profile\"]\n---\n")
        }
        let state = try await folder.build(offline: true)
        let summary = state.summary
        var maintainerNotices = 0
        for report in state.reports {
            let page = try folder.read("site/scientists/\(report.entry.slug)/index.html")
            for notice in report.notices {
                let text = HTML.escape(notice.message)
                if notice.text.key.isForMaintainers {
                    maintainerNotices += 1
                    #expect(!notice.isPublic)
                    #expect(!page.contains(text), "\(report.entry.slug): \(notice.message)")
                    #expect(
                        summary.maintainerNotes.contains("\(report.entry.slug): \(notice.message)"))
                } else {
                    #expect(page.contains(text), "\(report.entry.slug): \(notice.message)")
                }
            }
        }
        // The demo's content is written to need none; the real pages give several.
        if site == "real-fixtures" {
            #expect(maintainerNotices >= 3, "the \(site) site gave too few maintainer notes")
        }
        for (path, data) in try TemporaryFolder.allFiles(
            under: folder.url.appendingPathComponent("site"))
        where path.hasSuffix(".html") {
            let page = String(decoding: data, as: UTF8.self)
            for instruction in [
                "`saved:", "--offline", "possible_namesakes", "publication_list", "add `",
                "to scientists/",
            ] {
                #expect(!page.contains(instruction), "\(path) tells the maintainer: \(instruction)")
            }
        }
        let report = summary.maintainerReport
        #expect(report.hasPrefix("# hindex-site: report for the site's maintainer"))
        for note in summary.maintainerNotes { #expect(report.contains("- \(note)\n")) }
    }
}
