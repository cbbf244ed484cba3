import Foundation
import HIndexCore
import Testing

@testable import HIndexTemplates

@Suite("Metric labels and the methodology page")
struct MetricLinksTests {
    static let methodologyPrefix = "../../methodology/index.html#"

    func scientist(_ report: ScientistReport) -> String {
        scientistPage(context: Samples.context(rootPath: "../../"), report: report).markup
    }

    /// Every value of `attribute="…"` in `page`.
    func values(of attribute: String, in page: String) -> [String] {
        var result: [String] = []
        var rest = page[...]
        let marker = " \(attribute)=\""
        while let start = rest.range(of: marker) {
            let tail = rest[start.upperBound...]
            guard let end = tail.firstIndex(of: "\"") else { break }
            result.append(String(tail[..<end]))
            rest = tail[end...]
        }
        return result
    }

    @Test("Every metric label on a scientist page links to an existing methodology anchor")
    func labelsLinkToAnchors() {
        let page = scientist(Samples.report())
        let methodology = methodologyPage(
            context: Samples.context(rootPath: "../"), sources: Samples.sourceNotes
        ).markup
        let anchors = Set(values(of: "id", in: methodology))
        let linked = values(of: "href", in: page)
            .filter { $0.hasPrefix(Self.methodologyPrefix) }
            .map { String($0.dropFirst(Self.methodologyPrefix.count)) }
        #expect(!linked.isEmpty)
        for id in linked {
            #expect(anchors.contains(id), "no anchor #\(id) on the methodology page")
        }
        #expect(Set(MetricKind.allCases.map(\.id)).isSubset(of: Set(linked)))
        #expect(linked.contains("next-h"))
        // Every term of the metrics lists is a link: no bare metric label.
        let metricTerms = page.components(separatedBy: "<dt>").dropFirst()
            .filter { $0.hasPrefix("<a class=\"metric-link\"") }
        #expect(metricTerms.count == MetricKind.allCases.count)
        #expect(Markup.firstProblem(in: page) == nil)
        #expect(Markup.firstProblem(in: methodology) == nil)
        #expect(
            Set(values(of: "id", in: methodology)).count == values(of: "id", in: methodology).count)
    }

    @Test("The methodology page prints the site's recent window")
    func recentWindowFromSettings() {
        var settings = Samples.settings
        settings.recentYears = 3
        let page = methodologyPage(
            context: PageContext(settings: settings, rootPath: "../"), sources: Samples.sourceNotes
        )
        .markup
        #expect(page.contains("The <strong>recent window</strong> of this site is 3 years"))
        #expect(page.contains("W = 3"))
        #expect(page.contains("Y − 2 to Y"))
    }

    @Test("The summary card names the cheapest way to h + 1")
    func nextH() {
        let page = scientist(Samples.report())
        #expect(
            page.contains(
                "Needs 3 more citations to reach h = 4: 1 on “<cite>Tied one</cite>” (2019), "
                    + "1 on “<cite>Tied two</cite>” (2018) and 1 on “<cite>Tied three</cite>” "
                    + "(2017)."))
        #expect(page.contains("href=\"../../methodology/index.html#next-h\""))
    }

    @Test("h + 1 sentences: one paper, new papers, ties, escaping")
    func nextHSentences() {
        let context = Samples.context(rootPath: "../../")
        func sentence(_ publications: [Publication]) -> String {
            nextHSentence(
                Metrics(publications: publications), isLowerBound: false, context: context
            ).markup
        }
        let one = sentence([
            Publication(title: "A", year: 2020, citations: 9),
            Publication(title: "B", citations: 9), Publication(title: "C", citations: 9),
            Publication(title: "D", citations: 3), Publication(title: "E", citations: 3),
        ])
        // h = 3; h = 4 needs a fourth paper with 4: either of the two cited 3 times.
        #expect(one.contains("Needs 1 more citation on “<cite>D</cite>” to reach h = 4."))
        #expect(one.contains("Any 1 of the 2 papers cited 3 times would do as well."))
        let single = sentence([Publication(title: "Only", citations: 5)])
        #expect(single.contains("Needs 2 more citations to reach h = 2: 2 on a new paper."))
        let none = sentence([])
        #expect(none.contains("Needs 1 more citation to reach h = 1: 1 on a new paper."))
        let escaped = sentence([Publication(title: "<script>x</script>", citations: 0)])
        #expect(escaped.contains("&lt;script&gt;x&lt;/script&gt;"))
        #expect(!escaped.contains("<script>"))
        let two = sentence([Publication(title: "P", citations: 1)])
        #expect(
            two.contains(
                "Needs 3 more citations to reach h = 2: 1 on “<cite>P</cite>” and 2 on a new paper."
            ))
    }

    @Test("The summary card states what the time and author metrics rest on")
    func basis() {
        let page = scientist(Samples.report())
        #expect(page.contains("Academic age 4 years (from 2017 to the data’s year 2020)."))
        #expect(page.contains("Recent metrics count the 4 papers published 2016–2020"))
        #expect(page.contains("use the 5 of 5 papers with an author list."))
    }
}
