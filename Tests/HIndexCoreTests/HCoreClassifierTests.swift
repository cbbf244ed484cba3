import HIndexTestSupport
import Testing

@testable import HIndexCore

/// Citation counts and the expected role letters: c = core, b = boundary, o = outside.
struct RoleCase: Sendable, CustomTestStringConvertible {
    let counts: [Int]
    let roles: String
    var testDescription: String { "\(counts) → \(roles)" }
}

@Suite struct HCoreClassifierTests {
    static let cases: [RoleCase] = [
        RoleCase(counts: [], roles: ""),
        RoleCase(counts: [0, 0], roles: "oo"),
        RoleCase(counts: [1], roles: "c"),
        // No tie at the boundary: h = 3, the 3rd paper has 3 and the next has 2.
        RoleCase(counts: [10, 5, 3, 2, 0], roles: "cccoo"),
        // Two papers share the boundary count 3 and one of them is needed: both grey.
        RoleCase(counts: [5, 4, 3, 3, 1], roles: "ccbbo"),
        // Six papers with 5 citations, h = 5: only 5 of the 6 are needed.
        RoleCase(counts: [5, 5, 5, 5, 5, 5], roles: "bbbbbb"),
        // Ties above the boundary are all needed: core.
        RoleCase(counts: [4, 4, 4, 4], roles: "cccc"),
        // Tie exactly filling h: 13th and 14th both needed (the Jason Ernst shape).
        RoleCase(counts: [20, 15, 15, 13], roles: "cccc"),
        RoleCase(counts: [20, 15, 15, 2], roles: "ccco"),
        // Boundary count larger than h: [9, 9, 2] has h = 2, the two 9s are both needed.
        RoleCase(counts: [9, 9, 2], roles: "cco"),
        // [9, 9, 9] with h = 3: all needed.
        RoleCase(counts: [9, 9, 9], roles: "ccc"),
        // [3, 9, 3, 3]: h = 3, boundary 3 shared by three papers, two needed.
        RoleCase(counts: [3, 9, 3, 3], roles: "bcbb"),
        // Input order is kept.
        RoleCase(counts: [0, 7, 1, 6], roles: "ococ"),
    ]

    @Test(arguments: cases)
    func roles(_ c: RoleCase) {
        let letters = HCoreClassifier.roles(forCitationCounts: c.counts).map { role in
            switch role {
            case .core: "c"
            case .boundary: "b"
            case .outside: "o"
            case .excluded: "x"
            }
        }
        #expect(letters.joined() == c.roles)
    }

    @Test func coreAndBoundaryAccountForH() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let counts = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                Int.random(in: 0...25, using: &generator)
            }
            let h = Metrics(citationCounts: counts).hIndex
            let roles = HCoreClassifier.roles(forCitationCounts: counts)
            let core = roles.filter { $0 == .core }.count
            let boundary = roles.filter { $0 == .boundary }.count
            #expect(core <= h)
            #expect(core + boundary >= h)
            #expect(boundary == 0 || core + boundary > h)
        }
    }
}

@Suite struct ScientistReportTests {
    func entry(exclude: [String] = []) -> ScientistEntry {
        ScientistEntry(slug: "ada", path: "scientists/ada.md", name: "Ada", exclude: exclude)
    }

    func source(_ counts: [Int?], complete: Bool = true) -> CitationSourceResult {
        CitationSourceResult(
            sourceName: "test", origin: "test.html", profile: ProfileSummary(hIndex: 9),
            publications: counts.enumerated().map { index, count in
                Publication(title: "Paper \(index)", year: 2000 + index, citations: count)
            },
            isComplete: complete)
    }

    @Test func manualExclusionRemovesPaperFromMetrics() {
        let report = ScientistReport.classify(
            entry: entry(exclude: ["  paper   1 "]), bioHTML: "", source: source([5, 40, 3, nil]))
        #expect(report.metrics.papers == 3)
        #expect(report.metrics.citations == 8)
        #expect(report.metrics.hIndex == 2)
        let excluded = report.publications.filter { $0.role == .excluded }
        #expect(excluded.map(\.publication.title) == ["Paper 1"])
        #expect(excluded.first?.reason == .manual)
        #expect(report.publications.first?.publication.title == "Paper 1")
    }

    @Test func missingCountsCountAsZeroAndOrderIsByCitations() {
        let report = ScientistReport.classify(
            entry: entry(), bioHTML: "", source: source([nil, 2, 10]))
        #expect(report.publications.map(\.publication.title) == ["Paper 2", "Paper 1", "Paper 0"])
        #expect(report.publications.map(\.role) == [.core, .core, .outside])
    }

    @Test func truncatedSourceMakesLowerBounds() {
        #expect(
            ScientistReport.classify(
                entry: entry(), bioHTML: "", source: source([1], complete: false)
            )
            .metricsAreLowerBounds)
        #expect(
            !ScientistReport.classify(entry: entry(), bioHTML: "", source: source([1]))
                .metricsAreLowerBounds)
        #expect(
            !ScientistReport.classify(entry: entry(), bioHTML: "", source: nil)
                .metricsAreLowerBounds)
    }
}

@Suite struct LeaderboardTests {
    func report(_ slug: String, _ counts: [Int]) -> ScientistReport {
        ScientistReport.classify(
            entry: ScientistEntry(slug: slug, path: "\(slug).md", name: slug.uppercased()),
            bioHTML: "",
            source: CitationSourceResult(
                sourceName: "t", origin: "t", profile: nil,
                publications: counts.map { Publication(title: "\($0)", citations: $0) },
                isComplete: true))
    }

    @Test func sharedRanksForEqualHIndex() {
        let rows = Leaderboard.rows(for: [
            report("a", [3, 3, 3]),  // h 3, 9 citations
            report("b", [10, 10, 3]),  // h 3, 23 citations
            report("c", [1]),  // h 1
            report("d", [5, 5, 5, 5]),  // h 4
            report("e", [1]),  // h 1
        ])
        #expect(rows.map(\.slug) == ["d", "b", "a", "c", "e"])
        #expect(rows.map(\.rank) == [1, 2, 2, 4, 4])
    }

    @Test func scientistsWithoutDataAreUnrankedAndLast() {
        var missing = report("zed", [])
        missing.source = nil
        var alsoMissing = report("abe", [])
        alsoMissing.source = nil
        let rows = Leaderboard.rows(for: [missing, report("a", [1]), alsoMissing, report("b", [0])])
        #expect(rows.map(\.slug) == ["a", "b", "abe", "zed"])
        #expect(rows.map(\.rank) == [1, 2, nil, nil])
        #expect(rows.map(\.hasData) == [true, true, false, false])
    }
}
