import HIndexTestSupport
import Testing

@testable import HIndexCore

@Suite struct MatchingScoreTests {
    struct Pair: Sendable, CustomTestStringConvertible {
        let a: String
        let b: String
        /// Expected score range.
        let low: Double
        let high: Double
        var testDescription: String { "\(a) / \(b)" }
    }

    @Test(arguments: [
        // Identical after normalization.
        Pair(a: "Über Graphen!", b: "uber graphen", low: 1, high: 1),
        // A typo.
        Pair(
            a: "Attention is all you need", b: "Attention is all you nead", low: 0.95, high: 0.97),
        // Word order: the sorted reading, times 0.95.
        Pair(
            a: "Graph neural networks for molecules", b: "Molecules for graph neural networks",
            low: 0.95, high: 0.95),
        // Subtitle: a word prefix of at least four words, times 0.9.
        Pair(
            a: "Deep learning for graph data: a survey of methods",
            b: "Deep learning for graph data", low: 0.9, high: 0.9),
        // Too short for the subtitle reading.
        Pair(a: "Graph data: a survey", b: "Graph data", low: 0, high: 0.6),
        // Numbering differs: never fuzzy.
        Pair(
            a: "Stochastic methods in optimization, Part I",
            b: "Stochastic methods in optimization, Part II", low: 0, high: 0),
        Pair(
            a: "Annual survey of the field 2019", b: "Annual survey of the field 2020", low: 0,
            high: 0),
    ])
    func scores(_ p: Pair) {
        let score = TitleSimilarity.matchScore(p.a, p.b)
        #expect(score >= p.low - 1e-9 && score <= p.high + 1e-9, "score \(score)")
        #expect(abs(TitleSimilarity.matchScore(p.b, p.a) - score) < 1e-9, "symmetric")
    }

    @Test func indexFindsWhatBruteForceFinds() {
        // The trigram filter must never drop a title that reaches the cutoff.
        var generator = SeededGenerator(seed: 99)
        let words = [
            "graph", "neural", "learning", "deep", "of", "the", "for", "networks", "a", "survey",
            "model", "data", "ii", "2020", "über", "methods", "on", "analysis", "x",
        ]
        func title() -> String {
            (0..<Int.random(in: 1...9, using: &generator)).map { _ in
                words.randomElement(using: &generator) ?? ""
            }.joined(separator: " ")
        }
        var titles = (0..<150).map { _ in title() }
        for i in 0..<60 {
            // Near copies with a typo or a dropped word.
            var copy = Array(titles[i])
            if !copy.isEmpty { copy.remove(at: Int.random(in: 0..<copy.count, using: &generator)) }
            titles.append(String(copy))
        }
        let prepared = titles.map { PreparedTitle(title: $0) }
        let index = TitleIndex(prepared)
        for (cutoff, tokenAware) in [(0.6, true), (0.8, true), (0.9, true), (0.95, false)] {
            // Shared tables, tables of another cutoff (ignored) and none give the same hits.
            let tables = [
                index.tables(cutoff: cutoff, tokenAware: tokenAware), index.tables(cutoff: 0.5),
                nil,
            ]
            for (number, query) in prepared.prefix(80).enumerated() {
                // Duplicate detection's query leaves out the word-order pattern.
                let q = FuzzyTitleQuery(query, wordOrder: tokenAware)
                let full = FuzzyTitleQuery(query)
                let found = Dictionary(
                    index.search(
                        q, cutoff: cutoff, tokenAware: tokenAware, tables: tables[number % 3]
                    ).map { ($0.item, $0.score) },
                    uniquingKeysWith: max)
                for (i, other) in prepared.enumerated() {
                    let brute = full.score(
                        other, otherNumbers: other.numberTokens(), cutoff: cutoff, shared: nil,
                        tokenAware: tokenAware)
                    #expect(found[i] == brute, "\(query.normalized) / \(other.normalized)")
                }
            }
        }
    }
}
