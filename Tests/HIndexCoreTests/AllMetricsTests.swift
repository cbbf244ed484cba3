import HIndexTestSupport
import Testing

@testable import HIndexCore

/// The SPEC §6 metrics on hand-computed examples and edge cases.
@Suite struct AllMetricsTests {
    /// Six papers, worked by hand:
    /// citations 20, 10, 8, 3, 2, 0 → h 3, g 6 (43 ≥ 36, capped at 6 papers), i10 2,
    /// e = √(38 − 9) = √29; years 2015…2025 → A = 10; authors 2, 1, 4, ≥3, ?, 2;
    /// normalized 10, 10, 2, 1, 0 → hI,norm 2; recent (2021…2025): 3 and 2 → h 2, 5 cites.
    static let sample: [Publication] = [
        Publication(title: "A", authors: "X, Y", year: 2015, citations: 20),
        Publication(title: "B", authors: "X", year: 2018, citations: 10),
        Publication(title: "C", authors: "X, Y, Z, W", year: 2020, citations: 8),
        Publication(title: "D", authors: "X, Y, ...", year: 2022, citations: 3),
        Publication(title: "E", authors: "", year: 2024, citations: 2),
        Publication(title: "F", authors: "X and Y", citations: nil),
    ]

    @Test func handComputedExample() {
        let m = Metrics(
            publications: Self.sample, parameters: MetricsParameters(asOfYear: 2025))
        #expect(m.papers == 6)
        #expect(m.citations == 43)
        #expect(m.hIndex == 3)
        #expect(m.gIndex == 6)
        #expect(m.i10Index == 2)
        #expect(abs(m.eIndex - 29.0.squareRoot()) < 1e-12)
        #expect(m.firstYear == 2015)
        #expect(m.asOfYear == 2025)
        // 2015 to 2025, both ends included (Publish or Perish's "Years").
        #expect(m.years == 11)
        #expect(m.mQuotient == 3.0 / 11.0)
        #expect(m.citationsPerYear == 43.0 / 11.0)
        #expect(m.citationsPerPaper == 43.0 / 6.0)
        #expect(m.papersWithAuthors == 5)
        #expect(m.papersWithAbbreviatedAuthors == 1)
        #expect(m.authorsPerPaper == 12.0 / 5.0)
        #expect(m.hINorm == 2)
        #expect(m.hIAnnual == 2.0 / 11.0)
        #expect(m.recentYears == 5)
        #expect(m.recentFromYear == 2021)
        #expect(m.recentPapers == 2)
        #expect(m.recentHIndex == 2)
        #expect(m.recentCitations == 5)
        #expect(
            m.nextH
                == HIndexGap(
                    target: 4, totalCitations: 1,
                    papers: [
                        .init(title: "D", year: 2022, citations: 3, needed: 1, alternatives: 0)
                    ],
                    newPapers: 0))
    }

    @Test func formattedValuesOfTheExample() {
        let m = Metrics(
            publications: Self.sample, parameters: MetricsParameters(asOfYear: 2025))
        let text = Dictionary(
            uniqueKeysWithValues: MetricKind.allCases.map { ($0, $0.value(in: m).text) })
        #expect(text[.eIndex] == "5.39")
        #expect(text[.mQuotient] == "0.27")
        #expect(text[.citationsPerPaper] == "7.17")
        #expect(text[.authorsPerPaper] == "2.40")
        #expect(text[.hINorm] == "2")
        #expect(text[.hIAnnual] == "0.18")
        #expect(text[.recentHIndex] == "2")
    }

    @Test func sinceOverridesTheFirstYear() {
        let earlier = Metrics(
            publications: Self.sample, parameters: MetricsParameters(asOfYear: 2025, since: 2010))
        #expect(earlier.firstYear == 2010)
        #expect(earlier.years == 16)
        #expect(earlier.mQuotient == 3.0 / 16.0)
        let later = Metrics(
            publications: Self.sample, parameters: MetricsParameters(asOfYear: 2025, since: 2030))
        #expect(later.years == 1)
        #expect(later.mQuotient == 3)
    }

    @Test func sinceComesFromTheEntry() {
        let entry = ScientistEntry(slug: "a", path: "scientists/a.md", name: "A", since: 2005)
        let source = CitationSourceResult(
            sourceName: "Google Scholar profile", origin: "a.html", profile: nil,
            publications: Self.sample, isComplete: true)
        let report = ScientistReport.classify(
            entry: entry, bioHTML: "", source: source,
            parameters: MetricsParameters(asOfYear: 2025))
        #expect(report.metrics.firstYear == 2005)
        #expect(report.metrics.years == 21)
    }

    @Test func withoutADateTheLatestPublicationYearIsUsed() {
        let m = Metrics(publications: Self.sample)
        #expect(m.asOfYear == 2024)
        #expect(m.years == 10)
        #expect(m.recentFromYear == 2020)
        #expect(m.recentCitations == 13)
    }

    /// Harzing, The Publish or Perish Book, §2.2.1 "Years (Active)": a first article in 1995
    /// and the current year 2010 give Years 16; a first paper in the data's year gives 1.
    @Test func academicAgeCountsBothEndsAsPublishOrPerish() {
        let first = Publication(title: "First", authors: "A", year: 1995, citations: 40)
        let m = Metrics(publications: [first], parameters: MetricsParameters(asOfYear: 2010))
        #expect(m.years == 16)
        #expect(m.mQuotient == 1.0 / 16.0)
        #expect(m.citationsPerYear == 2.5)
        let new = Metrics(
            publications: [Publication(title: "New", authors: "A", year: 2010, citations: 4)],
            parameters: MetricsParameters(asOfYear: 2010))
        #expect(new.years == 1)
    }

    @Test func noPapers() {
        let m = Metrics(publications: [], parameters: MetricsParameters(asOfYear: 2025))
        #expect(m.papers == 0)
        #expect(m.hIndex == 0 && m.gIndex == 0 && m.i10Index == 0 && m.hINorm == 0)
        #expect(m.eIndex == 0)
        #expect(m.citationsPerPaper == nil)
        #expect(m.authorsPerPaper == nil)
        #expect(m.firstYear == nil && m.years == nil && m.mQuotient == nil)
        #expect(m.recentFromYear == 2021 && m.recentHIndex == 0)
        #expect(m.nextH == HIndexGap(target: 1, totalCitations: 1, papers: [], newPapers: 1))
        let undated = Metrics(publications: [])
        #expect(undated.asOfYear == nil)
        #expect(MetricKind.recentHIndex.value(in: undated) == .unknown)
        #expect(MetricKind.citationsPerPaper.value(in: undated).text == "–")
    }

    @Test func allZero() {
        let m = Metrics(citationCounts: [0, 0, 0])
        #expect(m.hIndex == 0 && m.gIndex == 0 && m.eIndex == 0)
        #expect(m.citationsPerPaper == 0)
        #expect(m.nextH.target == 1)
        #expect(m.nextH.totalCitations == 1)
        #expect(m.nextH.papers.count == 1)
        #expect(m.nextH.papers.first?.alternatives == 2)
    }

    @Test func onePaper() {
        let m = Metrics(
            publications: [Publication(title: "Only", authors: "A", year: 2020, citations: 5)],
            parameters: MetricsParameters(asOfYear: 2020))
        #expect(m.hIndex == 1 && m.gIndex == 1 && m.hINorm == 1)
        #expect(m.eIndex == 2)
        #expect(m.years == 1)
        #expect(m.mQuotient == 1)
        // h = 2 needs a second paper cited twice; "Only" already has 5.
        #expect(m.nextH == HIndexGap(target: 2, totalCitations: 2, papers: [], newPapers: 1))
    }

    @Test func hugeCountsAreClampedWithoutOverflow() {
        let m = Metrics(citationCounts: [Int.max, Int.max, Int.max])
        let cap = Metrics.maximumCitationCount
        #expect(m.citations == 3 * cap)
        #expect(m.hIndex == 3)
        #expect(abs(m.eIndex - Double(3 * cap - 9).squareRoot()) < 1e-6)
        #expect(m.nextH.target == 4 && m.nextH.newPapers == 1 && m.nextH.totalCitations == 4)
        #expect(MetricKind.citations.value(in: m).text == "3,000,000,000")
    }

    @Test func missingAndImplausibleYears() {
        let papers = [
            Publication(title: "A", authors: "A", year: nil, citations: 4),
            Publication(title: "B", authors: "A", year: 0, citations: 4),
            Publication(title: "C", authors: "A", year: -5, citations: 4),
        ]
        let m = Metrics(publications: papers, parameters: MetricsParameters(asOfYear: 2025))
        #expect(m.hIndex == 3)
        #expect(m.firstYear == nil && m.years == nil)
        #expect(m.mQuotient == nil && m.citationsPerYear == nil && m.hIAnnual == nil)
        #expect(m.recentPapers == 0 && m.recentHIndex == 0)
        #expect(MetricKind.mQuotient.value(in: m) == .unknown)
    }

    @Test func papersWithoutAuthorListsAreLeftOutOfHINorm() {
        let papers = (0..<4).map { Publication(title: "P\($0)", authors: "", citations: 9) }
        let m = Metrics(publications: papers)
        #expect(m.hIndex == 4)
        #expect(m.papersWithAuthors == 0)
        #expect(m.hINorm == 0)
        #expect(m.authorsPerPaper == nil)
        #expect(MetricKind.hINorm.value(in: m) == .unknown)
        #expect(MetricKind.hIAnnual.value(in: m) == .unknown)
        // One listed author among them: only that paper is normalized.
        var mixed = papers
        mixed[0].authors = "A Single"
        let partial = Metrics(publications: mixed)
        #expect(partial.papersWithAuthors == 1)
        #expect(partial.hINorm == 1)
    }

    @Test func singleAuthorPapersHaveHINormEqualToH() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<100 {
            let papers = (0..<Int.random(in: 0...30, using: &generator)).map { index in
                Publication(
                    title: "P\(index)", authors: "A Solo",
                    citations: Int.random(in: 0...50, using: &generator))
            }
            let m = Metrics(publications: papers)
            #expect(m.hINorm == m.hIndex)
        }
    }

    @Test func tiedBoundaryNamesTheFirstListedAndCountsAlternatives() {
        let papers = [5, 5, 3, 3, 3].enumerated().map { index, count in
            Publication(title: "P\(index)", citations: count)
        }
        let gap = Metrics(publications: papers).nextH
        #expect(gap.target == 4)
        #expect(gap.totalCitations == 2)
        #expect(gap.papers.map(\.title) == ["P2", "P3"])
        #expect(gap.papers.map(\.needed) == [1, 1])
        #expect(gap.papers.map(\.alternatives) == [1, 1])
    }

    /// The greedy gap equals the minimum over every choice of h + 1 papers (brute force).
    @Test func gapIsTheCheapestChoice() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<150 {
            let counts = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                Int.random(in: 0...8, using: &generator)
            }
            let m = Metrics(citationCounts: counts)
            let target = m.hIndex + 1
            var best = Int.max
            let n = counts.count
            for mask in 0..<(1 << n) where mask.nonzeroBitCount == min(target, n) {
                let cost = (0..<n).filter { mask & (1 << $0) != 0 }
                    .map { max(0, target - counts[$0]) }.reduce(0, +)
                best = min(best, cost + max(target - n, 0) * target)
            }
            #expect(m.nextH.totalCitations == best, "counts \(counts)")
            // Adding the stated citations (and new papers) really gives h + 1.
            var raised = counts.sorted(by: >)
            for need in m.nextH.papers {
                if let index = raised.firstIndex(of: need.citations) {
                    raised[index] += need.needed
                }
            }
            raised += Array(repeating: target, count: m.nextH.newPapers)
            #expect(Metrics(citationCounts: raised).hIndex == target, "counts \(counts)")
        }
    }

    @Test func authorCountParsing() {
        func count(_ authors: String) -> AuthorCount? {
            Publication(title: "T", authors: authors).authorCount
        }
        #expect(count("A Smith, B Jones") == .exact(2))
        #expect(count("A Smith") == .exact(1))
        #expect(count("Smith and Jones") == .exact(2))
        #expect(count("A; B; C") == .exact(3))
        #expect(count("A, B, ...") == .atLeast(3))
        #expect(count("A, B, …") == .atLeast(3))
        #expect(count("B Hecht, L Wilcox, J Ernst,") == .atLeast(4))
        #expect(count("...") == .atLeast(1))
        #expect(count("") == nil)
        #expect(count("   ") == nil)
    }

    @Test func metricKindsHaveUniqueIdsAndKeys() {
        let ids = MetricKind.allCases.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(MetricKind.allCases.map(\.jsonKey)).count == ids.count)
        #expect(MetricKind.hIndex.jsonKey == "h_index")
        #expect(Set(MetricKind.summaryOrder) == Set(MetricKind.allCases))
        #expect(MetricKind.summaryOrder.first == .hIndex)
        for kind in MetricKind.allCases {
            #expect(!kind.label.isEmpty && !kind.summary.isEmpty && !kind.formula.isEmpty)
            #expect(kind.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
        }
    }

    @Test func deterministicFormatting() {
        #expect(MetricValue.integer(1083).text == "1,083")
        #expect(MetricValue.integer(0).text == "0")
        #expect(MetricValue.decimal(0.125, places: 2).text == "0.13")
        #expect(MetricValue.decimal(1234.5, places: 2).text == "1,234.50")
        #expect(MetricValue.decimal(2, places: 0).text == "2")
        #expect(MetricValue.decimal(.nan, places: 2).text == "–")
        #expect(MetricValue.decimal(.infinity, places: 2).number == nil)
        #expect(MetricValue.unknown.text == "–")
    }
}
