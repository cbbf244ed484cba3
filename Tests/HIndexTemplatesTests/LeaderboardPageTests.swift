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
        for header in ["Rank", "Name", "Department"] {
            #expect(page.contains(">\(header)</th>"), "missing header \(header)")
        }
        // The metric columns of SPEC §7, each a link to its ordering.
        for header in ["h-index", "i10-index", "Citations", "h, recent papers", "Trend"] {
            #expect(page.contains(">\(header)</a>"), "missing header \(header)")
        }
        #expect(page.components(separatedBy: "<th scope=\"col\"").count == 9)
        // Every metric label links to its definition.
        #expect(
            page.contains(
                "<a href=\"methodology/index.html#recent-h-index\">h-index of recent papers</a>"))
        #expect(page.contains("<a href=\"scientists/ada/index.html\">Ada</a>"))
        #expect(
            page.contains(
                "<a href=\"departments/computer-science/index.html\">Computer Science</a>"))
        #expect(
            page.contains("<td class=\"num metric-citations\" data-label=\"Citations\">1,083</td>"))
        #expect(page.contains("<p>Welcome.</p>"))
        #expect(page.contains(Leaderboard.tieBreakDescription))
        #expect(Markup.firstProblem(in: page) == nil)
    }

    @Test("The notes give the range of fetch days and how many scientists use saved pages")
    func dataDates() {
        let rows = [
            Samples.row(rank: 1, slug: "a", name: "A", h: 9),
            Samples.row(rank: 2, slug: "b", name: "B", h: 5),
            Samples.row(rank: 3, slug: "c", name: "C", h: 4),
        ]
        func page(_ days: [String: String]) -> String {
            leaderboardPage(
                context: Samples.context(), rows: rows, departments: departments,
                introHTML: "", fetchedDays: days
            ).markup
        }
        let mixed = page(["a": "2026-11-20", "b": "2026-11-18"])
        #expect(mixed.contains("Data fetched between 2026-11-18 and 2026-11-20;"))
        #expect(mixed.contains("1 scientist’s data comes from pages saved under content/"))
        let oneDay = page(["a": "2026-11-20", "b": "2026-11-20", "c": "2026-11-20"])
        #expect(oneDay.contains("Data fetched on 2026-11-20;"))
        #expect(!oneDay.contains("saved under content/"))
        let saved = page([:])
        #expect(!saved.contains("Data fetched"))
        #expect(saved.contains("All scientists’ data comes from pages saved under content/"))
    }

    @Test("Rows rendered once for every ordering give the pages rendered one by one")
    func sharedRowMarkup() {
        // Ties in h-index and citations, an unranked row without data, a lower bound and a
        // stale row: every kind of rank cell and row.
        var rows = [
            Samples.row(rank: 1, slug: "a", name: "A", h: 9, citations: 50),
            Samples.row(rank: 2, slug: "b", name: "B", h: 5, citations: 900, isLowerBound: true),
            Samples.row(rank: 2, slug: "c", name: "C & D", h: 5, citations: 50),
            Samples.row(rank: 4, slug: "d", name: "D", h: 1, citations: 7),
        ]
        var empty = Samples.row(rank: 0, slug: "e", name: "E", h: 0, citations: 0)
        empty.rank = nil
        empty.hasData = false
        rows.append(empty)
        let stale = ["d": "2026-11-01"]
        let context = Samples.context()
        let markup = LeaderboardRowsMarkup(
            context: context, rows: rows, departments: departments, staleSince: stale)
        for order in LeaderboardOrder.allCases {
            let alone = leaderboardPage(
                context: context, rows: rows, departments: departments, introHTML: "",
                staleSince: stale, order: order)
            let shared = leaderboardPage(
                context: context, rows: rows, departments: departments, introHTML: "",
                staleSince: stale, order: order, markup: markup)
            #expect(alone == shared, "\(order)")
            // The body lists the rows in the ordering: their positions in it are 1, 2, 3, …
            let positions = alone.markup.components(
                separatedBy: " data-position-\(order.rawValue)=\""
            ).dropFirst().map { Int($0.prefix { $0 != "\"" }) }
            #expect(positions == Array(1...rows.count).map(Optional.some), "\(order)")
            // In the order and with the ranks that `Leaderboard.reordered` gives.
            let names = alone.markup.components(separatedBy: "<th scope=\"row\" class=\"name\">")
                .dropFirst().map { $0.components(separatedBy: "\">")[1].prefix { $0 != "<" } }
            let reordered = Leaderboard.reordered(rows, by: order)
            #expect(names == reordered.map { HTML(text: $0.name).markup[...] }, "\(order)")
            #expect(markup.ordered(by: order) == reordered, "\(order)")
            #expect(Markup.firstProblem(in: alone.markup) == nil)
        }
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
        #expect(page.contains("<td class=\"num rank\">1</td>"))
        #expect(page.contains("<td class=\"num rank\">4</td>"))
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
        #expect(page.contains("<td class=\"num metric-h\" data-label=\"h-index\">≥ 9</td>"))
        #expect(
            page.contains(
                "<td class=\"num metric-citations\" data-label=\"Citations\">≥ 1,500</td>"))
        #expect(page.contains("<td class=\"num metric-h\" data-label=\"h-index\">5</td>"))
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
        #expect(
            page.contains(
                "<td class=\"department\" data-label=\"Department\">R&amp;D &quot;Lab&quot;</td>"))
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
    @Test("Each ordering page marks its column with aria-sort and links to the others")
    func orderingHeaders() throws {
        let rows = [
            Samples.row(rank: 1, slug: "a", name: "A", h: 9, citations: 100),
            Samples.row(rank: 2, slug: "b", name: "B", h: 5, citations: 900),
        ]
        let page = leaderboardPage(
            context: Samples.context(), rows: rows, departments: departments, introHTML: "",
            order: .citations
        ).markup
        #expect(page.components(separatedBy: "aria-sort=").count == 2)
        #expect(
            page.contains(
                "<th scope=\"col\" class=\"num metric-citations\" aria-sort=\"descending\"><a href=\"by-citations.html\""
            ))
        #expect(page.contains("<a href=\"index.html\" data-order=\"h\""))
        #expect(page.contains("<a href=\"by-i10.html\" data-order=\"i10\""))
        #expect(page.contains("<a href=\"by-trend.html\" data-order=\"trend\""))
        #expect(page.contains("Scientists ordered by citations</caption>"))
        #expect(page.contains(Leaderboard.orderDescription(.citations)))
        // B (900 citations) comes first and is ranked 1 on this page.
        let b = try #require(page.range(of: "scientists/b/index.html"))
        let a = try #require(page.range(of: "scientists/a/index.html\">A</a>"))
        #expect(b.lowerBound < a.lowerBound)
        #expect(page.contains("data-position-citations=\"1\" data-rank-citations=\"1\""))
        #expect(page.contains("<script src=\"assets/sort.js\" defer></script>"))
        #expect(!page.contains("onclick"))
        #expect(Markup.firstProblem(in: page) == nil)
    }

    @Test("Department pages link orderings inside their folder; the filter keeps the order")
    func departmentOrderings() {
        let page = departmentPage(
            context: Samples.context(rootPath: "../../"), department: departments[0],
            descriptionHTML: "", rows: [Samples.row(rank: 1, slug: "ada", name: "Ada", h: 5)],
            departments: departments, order: .i10Index
        ).markup
        #expect(
            page.contains(
                "href=\"../../departments/computer-science/by-citations.html\" data-order=\"citations\""
            ))
        #expect(
            page.contains("href=\"../../departments/computer-science/index.html\" data-order=\"h\"")
        )
        #expect(page.contains("<a href=\"../../by-i10.html\""))
        #expect(page.contains(">All departments</a>"))
        #expect(page.contains("aria-current=\"page\""))
        #expect(page.contains("Computer Science: scientists ordered by i10-index</caption>"))
        #expect(page.contains("<script src=\"../../assets/sort.js\" defer></script>"))
        #expect(Markup.firstProblem(in: page) == nil)
    }

    @Test("Rows link to the Scholar profile and homepage with accessible names")
    func externalLinks() {
        var row = Samples.row(rank: 1, slug: "ada", name: "Ada <L>", h: 5)
        row.scholarURL = "https://scholar.google.com/citations?user=AbC_1"
        row.homepageURL = "https://example.org/?a=1&b=2"
        let page = render([row])
        #expect(
            page.contains(
                "<a href=\"https://scholar.google.com/citations?user=AbC_1\">Scholar<span class=\"visually-hidden\"> profile of Ada &lt;L&gt;</span></a>"
            ))
        #expect(
            page.contains(
                "<a href=\"https://example.org/?a=1&amp;b=2\">Homepage<span class=\"visually-hidden\"> of Ada &lt;L&gt;</span></a>"
            ))
        let bare = render([Samples.row(rank: 1, slug: "bo", name: "Bo", h: 5)])
        #expect(!bare.contains("row-links"))
    }

    @Test("Trend cells: arrow, signed change and a text statement; “–” explained without data")
    func trendCells() {
        var up = Samples.row(rank: 1, slug: "up", name: "Up", h: 9)
        up.trend = HIndexTrend(change: 2, previousHIndex: 7, since: "2026-09-12")
        var down = Samples.row(rank: 2, slug: "down", name: "Down", h: 5)
        down.trend = HIndexTrend(change: -1, previousHIndex: 6, since: "2026-09-12")
        var same = Samples.row(rank: 3, slug: "same", name: "Same", h: 4)
        same.trend = HIndexTrend(change: 0, previousHIndex: 4, since: "2026-09-12")
        let none = Samples.row(rank: 4, slug: "none", name: "None", h: 2)
        let page = render([up, down, same, none])
        #expect(
            page.contains(
                ">▲ +2</span><span class=\"visually-hidden\">h-index up 2 since 2026-09-12 (was 7)</span>"
            ))
        #expect(
            page.contains(
                ">▼ −1</span><span class=\"visually-hidden\">h-index down 1 since 2026-09-12 (was 6)</span>"
            ))
        #expect(page.contains(">– 0</span>"))
        #expect(page.contains("<span class=\"visually-hidden\">no earlier data to compare</span>"))
        #expect(page.contains("Trend: the change of h-index"))
    }
}
