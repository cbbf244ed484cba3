import Foundation
import HIndexCore
import HIndexTemplates
import Testing

@Suite("Leaderboard page")
struct LeaderboardPageTests {
    let departments = [Department(slug: "computer-science", name: "Computer Science")]

    func render(_ rows: [LeaderboardRow], intro: String = "<p>Welcome.</p>") -> String {
        leaderboardPage(
            context: Samples.context(), rows: rows, departments: departments, introHTML: intro
        ).markup
    }

    @Test("Table with caption, column headers and links to scientists")
    func table() {
        let page = render([Samples.row(rank: 1, slug: "ada", name: "Ada", h: 5, citations: 1083)])
        #expect(page.contains("<caption id=\"leaderboard-caption\">"))
        for header in ["Rank", "Name", "Department", "h-index", "i10-index", "Citations", "Papers"]
        {
            #expect(page.contains(">\(header)</th>"), "missing header \(header)")
        }
        #expect(page.components(separatedBy: "<th scope=\"col\"").count == 8)
        #expect(page.contains("<a href=\"scientists/ada/index.html\">Ada</a>"))
        #expect(
            page.contains(
                "<a href=\"departments/computer-science/index.html\">Computer Science</a>"))
        #expect(page.contains("<td class=\"num\">1,083</td>"))
        #expect(page.contains("<p>Welcome.</p>"))
        #expect(page.contains(Leaderboard.tieBreakDescription))
        #expect(Markup.firstProblem(in: page) == nil)
    }

    @Test("Shared ranks are marked with “=”")
    func sharedRanks() {
        let page = render([
            Samples.row(rank: 1, slug: "a", name: "A", h: 9),
            Samples.row(rank: 2, slug: "b", name: "B", h: 5, citations: 300),
            Samples.row(rank: 2, slug: "c", name: "C", h: 5, citations: 200),
            Samples.row(rank: 4, slug: "d", name: "D", h: 1),
        ])
        #expect(page.components(separatedBy: ">=2</span>").count == 3)
        #expect(page.contains("<td class=\"num\">1</td>"))
        #expect(page.contains("<td class=\"num\">4</td>"))
        #expect(!page.contains("=1<") && !page.contains("=4<"))
        #expect(page.contains("marks a shared rank"))
    }

    @Test("No shared-rank note without ties")
    func noTieNote() {
        let page = render([Samples.row(rank: 1, slug: "a", name: "A", h: 9)])
        #expect(!page.contains("marks a shared rank"))
        #expect(!page.contains("lower bound"))
    }

    @Test("Lower bounds are marked with “≥” and explained")
    func lowerBounds() {
        let page = render([
            Samples.row(rank: 1, slug: "a", name: "A", h: 9, citations: 1500, isLowerBound: true),
            Samples.row(rank: 2, slug: "b", name: "B", h: 5),
        ])
        #expect(page.contains("<td class=\"num\">≥ 9</td>"))
        #expect(page.contains("<td class=\"num\">≥ 1,500</td>"))
        #expect(page.contains("<td class=\"num\">5</td>"))
        #expect(page.contains("publication list is truncated"))
    }

    @Test("An empty leaderboard shows a message, not an empty table")
    func empty() {
        let page = render([])
        #expect(!page.contains("<table"))
        #expect(page.contains("No scientists to rank yet"))
        #expect(Markup.firstProblem(in: page) == nil)
    }

    @Test("Names and departments from content are escaped")
    func escaping() {
        let page = render(
            [
                Samples.row(
                    rank: 1, slug: "x", name: "<script>alert(1)</script>", h: 1,
                    departments: ["R&D \"Lab\""])
            ], intro: "")
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.contains("<script>"))
        #expect(page.contains("<td>R&amp;D &quot;Lab&quot;</td>"))
        #expect(!page.contains("class=\"intro\""))
    }

    @Test("Department pages link home and to scientists two levels up")
    func departmentPageLinks() {
        let page = departmentPage(
            context: Samples.context(rootPath: "../../"), department: departments[0],
            descriptionHTML: "<p>CS.</p>",
            rows: [Samples.row(rank: 1, slug: "ada", name: "Ada", h: 5)],
            departments: departments
        ).markup
        #expect(page.contains("<h1>Computer Science</h1>"))
        #expect(page.contains("href=\"../../index.html\">All scientists</a>"))
        #expect(page.contains("href=\"../../scientists/ada/index.html\""))
        #expect(page.contains("href=\"../../assets/style.css\""))
        #expect(Markup.firstProblem(in: page) == nil)
    }
}
