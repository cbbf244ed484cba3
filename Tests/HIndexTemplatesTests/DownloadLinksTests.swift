import Foundation
import HIndexCore
import HIndexTemplates
import Testing

/// The "Download" list of scientist pages and the leaderboard's export links.
@Suite struct DownloadLinksTests {
    @Test func scientistPageLinksEveryExportRelativeToThePage() {
        let page = scientistPage(
            context: Samples.context(rootPath: "../../"), report: Samples.report()
        )
        .markup
        #expect(page.contains("<h2 id=\"downloads-heading\">Download</h2>"))
        for path in [
            "data/scientists/ada-quispe.csv", "data/scientists/ada-quispe.bib",
            "data/scientists/ada-quispe.json", "data/badges/ada-quispe.json",
        ] {
            #expect(page.contains("href=\"../../\(path)\""), "\(path)")
        }
        // Without a site URL the badge URL cannot be given in full.
        #expect(!page.contains("img.shields.io/endpoint?url=http"))
    }

    @Test func badgeMarkdownUsesTheEncodedAbsoluteURLWhenKnown() {
        var settings = Samples.settings
        settings.siteURL = "https://www.example.edu/dept/cs/"
        let page = scientistPage(
            context: PageContext(settings: settings, rootPath: "../../"), report: Samples.report()
        ).markup
        #expect(
            page.contains(
                "https://img.shields.io/endpoint?url=https%3A%2F%2Fwww.example.edu%2Fdept%2Fcs%2Fdata%2Fbadges%2Fada-quispe.json"
            ))
    }

    @Test func leaderboardLinksItsExports() {
        let page = leaderboardPage(
            context: Samples.context(), rows: Leaderboard.rows(for: [Samples.report()]),
            departments: [], introHTML: ""
        ).markup
        #expect(page.contains("href=\"data/leaderboard.csv\""))
        #expect(page.contains("href=\"data/leaderboard.json\""))
    }
}
