import HIndexCore
import Testing

/// The comparison of several citation sources: matching across sources, totals, the
/// disagreements and the single-source papers.
@Suite struct SourceComparisonTests {
    static func input(_ name: String, primary: Bool = false, _ papers: [Publication])
        -> SourceComparison.Input
    {
        SourceComparison.Input(
            name: name, origin: "\(name).json", isPrimary: primary, isComplete: true,
            publications: papers)
    }

    @Test func matchesByDOIThenArxivThenTitle() {
        let openAlex = Self.input(
            "OpenAlex", primary: true,
            [
                Publication(title: "Protein folding in cold water", citations: 40, doi: "10.1/abc"),
                Publication(title: "Deep nets on graphs", citations: 12, arxivID: "2104.01234"),
                Publication(title: "A Study of Ad Hoc Routing Protocols", citations: 7),
                Publication(title: "Only in OpenAlex", citations: 30),
            ])
        let s2 = Self.input(
            "Semantic Scholar",
            [
                // Same DOI (written differently), translated title.
                Publication(
                    title: "Dobramento de proteínas em água fria", citations: 55,
                    doi: "https://doi.org/10.1/ABC"),
                Publication(title: "Graph deep networks", citations: 12, arxivID: "2104.01234v2"),
                // A near-identical title.
                Publication(title: "A study of ad-hoc routing protocol", citations: 3),
                Publication(title: "Only in Semantic Scholar", citations: 90),
                Publication(title: "Another S2-only paper", citations: 1),
            ])
        let comparison = SourceComparison.compare([openAlex, s2], titleThreshold: 0.8)
        #expect(comparison.sources.map(\.papers) == [4, 5])
        #expect(comparison.sources.map(\.citations) == [89, 161])
        #expect(comparison.sources.map(\.hIndex) == [4, 3])
        #expect(comparison.sources.map(\.onlyHere) == [1, 2])
        #expect(comparison.sources.map(\.isPrimary) == [true, false])
        #expect(comparison.inAllSources == 3)
        // Largest difference first; equal counts are no disagreement.
        #expect(
            comparison.disagreements.map(\.title) == [
                "Protein folding in cold water", "A Study of Ad Hoc Routing Protocols",
            ])
        #expect(comparison.disagreements.map(\.difference) == [15, 4])
        #expect(comparison.disagreements.map(\.rule) == [.doi, .fuzzyTitle])
        #expect(comparison.disagreements.first?.citations == [40, 55])
        #expect(
            comparison.singleSource.map(\.title) == [
                "Only in Semantic Scholar", "Only in OpenAlex", "Another S2-only paper",
            ])
        #expect(comparison.singleSource.first?.citations == [nil, 90])
    }

    @Test func duplicatesWithinASourceAreOnePaperWithTheLargerCount() {
        let a = Self.input(
            "A", primary: true,
            [
                Publication(title: "Paper one", citations: 10, doi: "10.1/x"),
                Publication(title: "Paper one (preprint)", citations: 4, doi: "10.1/x"),
            ])
        let b = Self.input("B", [Publication(title: "Paper one", citations: 9)])
        let comparison = SourceComparison.compare([a, b])
        #expect(comparison.sources.map(\.papers) == [1, 1])
        #expect(comparison.disagreements.first?.citations == [10, 9])
        #expect(comparison.disagreements.first?.rule == .exactTitle)
        #expect(comparison.singleSource.isEmpty)
    }

    @Test func listsAreCappedAndDeterministic() {
        let a = Self.input(
            "A", primary: true,
            (0..<30).map { (i: Int) in
                Publication(title: "Common paper number \(i)", citations: i)
            })
        let b = Self.input(
            "B",
            (0..<30).map { (i: Int) in
                Publication(title: "Common paper number \(i)", citations: 2 * i)
            })
        let first = SourceComparison.compare([a, b], limit: 10)
        #expect(first.disagreements.count == 10)
        #expect(first.disagreements.first?.difference == 29)
        #expect(first.disagreements.map(\.difference) == (20..<30).reversed().map { $0 })
        #expect(SourceComparison.compare([a, b], limit: 10) == first)
        #expect(first.inAllSources == 30)
    }

    @Test func aSingleSourceHasNothingToCompare() {
        let only = SourceComparison.compare([
            Self.input("A", primary: true, [Publication(title: "P", citations: 3)])
        ])
        #expect(only.singleSource.isEmpty)
        #expect(only.disagreements.isEmpty)
        #expect(SourceComparison.compare([]).sources.isEmpty)
    }
}
