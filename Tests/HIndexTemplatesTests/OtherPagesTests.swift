import HIndexCore
import HIndexTemplates
import Testing

@Suite("Methodology and 404 pages")
struct OtherPagesTests {
    @Test("Every page links the methodology page relative to its root")
    func methodologyLink() {
        let root = layout(context: Samples.context(), title: "x", body: .empty).markup
        #expect(root.contains("<a href=\"methodology/index.html\">Methodology</a>"))
        let nested = layout(context: Samples.context(rootPath: "../../"), title: "x", body: .empty)
        #expect(nested.markup.contains("<a href=\"../../methodology/index.html\">Methodology</a>"))
    }

    @Test("The methodology page defines the metrics and the roles")
    func methodology() {
        let page = methodologyPage(
            context: Samples.context(rootPath: "../"), sources: Samples.sourceNotes
        ).markup
        for kind in MetricKind.allCases {
            #expect(page.contains("<dt id=\"\(kind.id)\">\(kind.label)</dt>"))
        }
        #expect(page.contains("<h2 id=\"next-h\">"))
        #expect(page.contains("The <strong>recent window</strong> of this site is 5 years"))
        for source in ["scholar", "openalex", "semantic-scholar", "orcid", "dblp", "bibtex"] {
            #expect(page.contains("<dt id=\"source-\(source)\">"))
        }
        #expect(page.contains("<span class=\"badge ref-found\">"))
        #expect(page.contains("<span class=\"badge ref-missing\">"))
        for role in HCoreRole.allCases {
            #expect(page.contains("<span class=\"badge \(role.cssClass)\">"))
        }
        #expect(page.contains(Leaderboard.tieBreakDescription))
        #expect(page.contains("href=\"../assets/style.css\""))
        #expect(Markup.firstProblem(in: page) == nil)
    }

    @Test("The 404 page uses absolute links from the base URL")
    func notFound() {
        let settings = SiteSettings(title: "Metrics", baseURL: "/metrics/")
        let context = PageContext(
            settings: settings, rootPath: settings.baseURL, directoryIndex: "")
        let page = notFoundPage(context: context).markup
        #expect(page.contains("<h1>Page not found</h1>"))
        #expect(page.contains("href=\"/metrics/assets/style.css\""))
        #expect(page.contains("<a href=\"/metrics/\">Go to the leaderboard</a>"))
        #expect(Markup.firstProblem(in: page) == nil)
    }
}
