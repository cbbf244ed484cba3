import HIndexTestSupport
import Testing

@testable import HIndexCore

/// A citation-count table and the metrics it must give.
struct MetricsCase: Sendable, CustomTestStringConvertible {
    let counts: [Int]
    let h: Int
    let g: Int
    let i10: Int
    var testDescription: String { "\(counts)" }
}

@Suite struct MetricsTests {
    static let cases: [MetricsCase] = [
        MetricsCase(counts: [], h: 0, g: 0, i10: 0),
        MetricsCase(counts: [0, 0, 0], h: 0, g: 0, i10: 0),
        MetricsCase(counts: [1], h: 1, g: 1, i10: 0),
        MetricsCase(counts: [100], h: 1, g: 1, i10: 1),
        MetricsCase(counts: [3, 0, 6, 1, 5], h: 3, g: 3, i10: 0),
        MetricsCase(counts: [10, 8, 5, 4, 3], h: 4, g: 5, i10: 1),
        MetricsCase(counts: [25, 8, 5, 3, 3], h: 3, g: 5, i10: 1),
        MetricsCase(counts: [5, 5, 5, 5, 5, 5], h: 5, g: 5, i10: 0),
        MetricsCase(counts: [4, 4, 4, 4], h: 4, g: 4, i10: 0),
        MetricsCase(counts: [-3, 2, 2], h: 2, g: 2, i10: 0),
        MetricsCase(counts: [50, 40, 30, 20, 10, 9], h: 6, g: 6, i10: 5),
    ]

    @Test(arguments: cases)
    func metrics(_ c: MetricsCase) {
        let m = Metrics(citationCounts: c.counts)
        #expect(m.hIndex == c.h)
        #expect(m.gIndex == c.g)
        #expect(m.i10Index == c.i10)
        #expect(m.papers == c.counts.count)
        #expect(m.citations == c.counts.map { max($0, 0) }.reduce(0, +))
    }

    @Test func orderDoesNotMatter() {
        let counts = [7, 0, 12, 3, 3, 9, 1, 30, 4, 4, 4]
        let reference = Metrics(citationCounts: counts)
        for seed in 0..<20 {
            var generator = SeededGenerator(seed: UInt64(seed))
            #expect(Metrics(citationCounts: counts.shuffled(using: &generator)) == reference)
        }
    }

    @Test func hIndexMatchesDefinitionOnRandomLists() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let counts = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Int.random(in: 0...60, using: &generator)
            }
            let h = Metrics(citationCounts: counts).hIndex
            #expect(counts.filter { $0 >= h }.count >= h)
            #expect(counts.filter { $0 >= h + 1 }.count < h + 1)
        }
    }
}
