import Foundation
import HIndexCore
import HIndexTemplates
import Testing

@Suite("Scientist page")
struct ScientistPageTests {
    func render(_ report: ScientistReport) -> String {
        scientistPage(context: Samples.context(rootPath: "../../"), report: report).markup
    }

    @Test("Every role has a row class, a symbol and a text label")
    func roles() {
        let report = Samples.report()
        #expect(Set(report.publications.map(\.role)) == Set(HCoreRole.allCases))
        let page = render(report)
        for item in report.publications {
            let row = page.components(separatedBy: "\n").first {
                $0.hasPrefix("<tr class=") && $0.contains(">\(item.publication.title)</th>")
            }
            let expectedClass = "role-\(item.role.rawValue)"
            #expect(row?.hasPrefix("<tr class=\"\(expectedClass)\">") == true)
            #expect(row?.contains("<span class=\"badge \(expectedClass)\">") == true)
            #expect(row?.contains(item.role.symbol) == true)
            #expect(row?.contains(item.role.label) == true)
        }
        #expect(page.contains("excluded (manual)</span>"))
        #expect(page.contains("in h-core</span>"))
        #expect(page.contains("tied at boundary</span>"))
        #expect(page.contains("does not raise h</span>"))
    }

    @Test("The legend explains all four roles with the table's badges")
    func legend() {
        let page = render(Samples.report())
        let legendStart = page.range(of: "<ul class=\"legend\"")
        let tableStart = page.range(of: "<table")
        #expect(legendStart != nil && tableStart != nil)
        if let legendStart, let tableStart {
            #expect(legendStart.lowerBound < tableStart.lowerBound)
            let legend = page[legendStart.lowerBound..<tableStart.lowerBound]
            for role in HCoreRole.allCases {
                #expect(legend.contains("<span class=\"badge \(role.cssClass)\">"))
                #expect(legend.contains("\(role.label)</span> "))
            }
        }
    }

    @Test("Exclusion reasons are spelled out")
    func exclusionReason() {
        var report = Samples.report()
        let excluded = report.publications.firstIndex { $0.role == .excluded }
        #expect(excluded != nil)
        if let excluded {
            report.publications[excluded].reason = .notOnReferenceList
            #expect(render(report).contains("excluded (not on reference list)</span>"))
        }
    }

    @Test("Titles, authors and venues are escaped; the bio is inserted raw")
    func escaping() {
        let page = render(Samples.report(title: "<script>alert(1)</script> & \"more\""))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;"))
        #expect(!page.contains("<script>"))
        #expect(page.contains("<p>Works on <em>graphs</em>.</p>"))
        #expect(Markup.firstProblem(in: page) == nil)
    }

    @Test("Summary card, provenance and relative links")
    func summary() {
        let page = render(Samples.report())
        #expect(page.contains("<h1>Ada Quispe</h1>"))
        #expect(page.contains(">h-index</a></dt><dd>3</dd>"))
        #expect(page.contains(">g-index</a></dt>"))
        #expect(page.contains(">Citations</a></dt><dd>20</dd>"))
        #expect(page.contains(">Papers</a></dt><dd>5</dd>"))
        #expect(page.contains("<dd>Computer Science</dd>"))
        #expect(page.contains("<dd>Demo University</dd>"))
        #expect(!page.contains("≥"))
        #expect(!page.contains("profile states"))
        #expect(
            page.contains(
                "Source: Google Scholar profile, from "
                    + "<code>snapshots/ada-quispe-scholar.html</code>"))
        #expect(page.contains("href=\"../../assets/style.css\""))
        #expect(page.contains("href=\"../../index.html\""))
    }

    @Test("Truncated source lists make lower bounds, with the profile's own values beside")
    func lowerBound() {
        let page = render(Samples.report(isComplete: false))
        #expect(page.contains("≥ 3 (lower bound: the source list is truncated)"))
        #expect(page.contains("(profile states h = 5)"))
        #expect(page.contains(">g-index</a></dt><dd>≥ 4</dd>"))
        #expect(page.contains(">Papers</a></dt><dd>≥ 5</dd>"))
        #expect(page.contains("≈ 5.00"))  // citations per year 20 / 4: a ratio, not a bound
        #expect(page.contains("≥ 20 <span class=\"profile-value\">(profile states 40)</span>"))
        #expect(page.contains("The list is truncated"))
        let withoutProfile = render(Samples.report(isComplete: false, profile: nil))
        #expect(withoutProfile.contains("≥ 3 (lower bound: the source list is truncated)"))
        #expect(!withoutProfile.contains("profile states"))
    }

    @Test("Notices are a visible list")
    func notices() {
        let page = render(Samples.report(notices: ["Scholar <blocked> us", "second"]))
        #expect(page.contains("<h2 id=\"notices-heading\">Notices</h2>"))
        #expect(page.contains("<li>Scholar &lt;blocked&gt; us</li>\n<li>second</li>"))
        #expect(!render(Samples.report()).contains("Notices"))
    }

    @Test("No publications: an explanation instead of an empty table")
    func noPublications() {
        let entry = ScientistEntry(slug: "x", path: "scientists/x.md", name: "X")
        let blocked = ScientistReport.classify(
            entry: entry, bioHTML: "", source: nil,
            notices: [Notice(.citationSource, "Google Scholar blocked the request.")]
        )
        let page = render(blocked)
        #expect(!page.contains("<table"))
        #expect(page.contains("Google Scholar blocked the request."))
        #expect(page.contains("the notices above say why"))
        #expect(Markup.firstProblem(in: page) == nil)

        let unconfigured = render(
            ScientistReport.classify(entry: entry, bioHTML: "", source: nil))
        #expect(!unconfigured.contains("<table"))
        #expect(unconfigured.contains("no citation source is configured"))
        #expect(!unconfigured.contains("class=\"bio\""))
    }

    @Test("Rendering is deterministic")
    func deterministic() {
        let report = Samples.report(isComplete: false, notices: ["n"])
        #expect(render(report) == render(report))
        let rows = Leaderboard.rows(for: [report, Samples.report()])
        let first = leaderboardPage(
            context: Samples.context(), rows: rows, departments: [], introHTML: "")
        let second = leaderboardPage(
            context: Samples.context(), rows: rows, departments: [], introHTML: "")
        #expect(first == second)
        #expect(stylesheet() == stylesheet())
    }
}
