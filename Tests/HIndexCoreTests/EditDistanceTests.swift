import HIndexTestSupport
import Testing

@testable import HIndexCore

/// Alphabets for random strings: small ones give many matches, large ones few.
enum TestAlphabet: String, CaseIterable, Sendable {
    case binary, ascii, latin, mixed

    var scalars: [UInt32] {
        switch self {
        case .binary: [0x61, 0x62]
        case .ascii: Array(0x20...0x7E)
        case .latin: Array("aeioubcdé èàüßøñç".unicodeScalars.map(\.value))
        case .mixed:
            Array("abcxyz 0123αβγδ中文字日本ü€😀".unicodeScalars.map(\.value)) + [0x10FFFF, 0x7F, 0x80]
        }
    }
}

@Suite struct EditDistanceTests {
    /// Random string of a random length in 0...maxLength over `alphabet`.
    static func randomString(
        _ alphabet: [UInt32], maxLength: Int, using generator: inout SeededGenerator
    ) -> [UInt32] {
        let length = Int.random(in: 0...maxLength, using: &generator)
        return (0..<length).map { _ in
            alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
        }
    }

    /// `b` derived from `a` by a few random edits, so distances are small as well as large.
    static func mutated(
        _ a: [UInt32], _ alphabet: [UInt32], using generator: inout SeededGenerator
    ) -> [UInt32] {
        var b = a
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            let symbol = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: b.insert(symbol, at: Int.random(in: 0...b.count, using: &generator))
            case 1 where !b.isEmpty: b.remove(at: Int.random(in: 0..<b.count, using: &generator))
            default:
                if !b.isEmpty { b[Int.random(in: 0..<b.count, using: &generator)] = symbol }
            }
        }
        return b
    }

    @Test(arguments: TestAlphabet.allCases)
    func bitParallelAgreesWithDynamicProgramming(_ alphabet: TestAlphabet) {
        var generator = SeededGenerator(seed: 0x5EED + UInt64(alphabet.scalars.count))
        let symbols = alphabet.scalars
        for round in 0..<1500 {
            let a = Self.randomString(symbols, maxLength: 200, using: &generator)
            let b =
                round.isMultiple(of: 2)
                ? Self.mutated(a, symbols, using: &generator)
                : Self.randomString(symbols, maxLength: 200, using: &generator)
            let expected = EditDistance.referenceLevenshtein(a, b)
            #expect(EditDistance.levenshtein(a, b) == expected, "\(a.count)×\(b.count)")
            let pattern = LevenshteinPattern(a)
            #expect(pattern.distance(to: b) == expected, "pattern \(a.count)×\(b.count)")
            // The cut-off answers exactly when the distance is within it, nil otherwise.
            let limit = Int.random(in: 0...max(expected + 3, 1), using: &generator)
            let cut = pattern.distance(to: b, maxDistance: limit)
            #expect(cut == (expected <= limit ? expected : nil), "limit \(limit) vs \(expected)")
            let cut2 = EditDistance.levenshtein(a, b, maxDistance: limit)
            #expect(cut2 == (expected <= limit ? expected : nil))
        }
    }

    /// Lengths right around the block boundaries.
    @Test(arguments: [0, 1, 63, 64, 65, 127, 128, 129, 191, 192, 193, 300])
    func blockBoundaries(_ length: Int) {
        var generator = SeededGenerator(seed: UInt64(length) &+ 7)
        let symbols = TestAlphabet.latin.scalars
        for _ in 0..<40 {
            let a = (0..<length).map { _ in
                symbols[Int.random(in: 0..<symbols.count, using: &generator)]
            }
            let b = Self.mutated(a, symbols, using: &generator)
            let expected = EditDistance.referenceLevenshtein(a, b)
            #expect(LevenshteinPattern(a).distance(to: b) == expected)
            #expect(LevenshteinPattern(b).distance(to: a) == expected)
        }
    }

    struct KnownCase: Sendable, CustomTestStringConvertible {
        let a: String
        let b: String
        let distance: Int
        var testDescription: String { "\(a) / \(b)" }
    }

    @Test(arguments: [
        KnownCase(a: "", b: "", distance: 0),
        KnownCase(a: "", b: "abc", distance: 3),
        KnownCase(a: "kitten", b: "sitting", distance: 3),
        KnownCase(a: "flaw", b: "lawn", distance: 2),
        KnownCase(a: "résumé", b: "resume", distance: 2),
        KnownCase(a: "中文字", b: "中字", distance: 1),
        KnownCase(a: "😀a", b: "a😀", distance: 2),
    ])
    func knownDistances(_ c: KnownCase) {
        #expect(EditDistance.levenshtein(c.a, c.b) == c.distance)
        #expect(EditDistance.levenshtein(Array(c.a), Array(c.b)) == c.distance)
        #expect(
            EditDistance.levenshtein(Array(c.a.unicodeScalars), Array(c.b.unicodeScalars))
                == c.distance)
    }

    @Test func normalizedSimilarityMatchesDefinition() {
        var generator = SeededGenerator(seed: 42)
        let symbols = TestAlphabet.mixed.scalars
        for _ in 0..<500 {
            let a = Self.randomString(symbols, maxLength: 120, using: &generator)
            let b = Self.mutated(a, symbols, using: &generator)
            let longest = max(a.count, b.count)
            let expected =
                longest == 0
                ? 1 : 1 - Double(EditDistance.referenceLevenshtein(a, b)) / Double(longest)
            #expect(abs(TitleSimilarity.normalizedSimilarity(a, b) - expected) < 1e-12)
            #expect(abs(LevenshteinPattern(a).normalizedSimilarity(to: b) - expected) < 1e-12)
            let cutoff = Double.random(in: 0...1, using: &generator)
            let cut = LevenshteinPattern(a).normalizedSimilarity(to: b, cutoff: cutoff)
            if expected >= cutoff + 1e-9 {
                #expect(cut.map { abs($0 - expected) < 1e-12 } == true)
            } else if expected < cutoff - 1e-9 {
                #expect(cut == nil)
            }
        }
    }

    @Test func cutoffOnExactThreshold() {
        // 1 - 2/10 is 0.8 only up to rounding: the cutoff must still accept it.
        let a = Array("abcdefghij".unicodeScalars.map(\.value))
        let b = Array("abcdefghXY".unicodeScalars.map(\.value))
        #expect(LevenshteinPattern(a).normalizedSimilarity(to: b, cutoff: 0.8) != nil)
        #expect(LevenshteinPattern(a).normalizedSimilarity(to: b, cutoff: 0.81) == nil)
        #expect(LevenshteinPattern.maxDistance(longest: 10, cutoff: 0.8) == 2)
    }
}

@Suite struct EditDistanceBatchTests {
    /// The batch path (two texts per SIMD lane pair, finishing separately) against the
    /// reference, for pattern lengths on both sides of 64 and texts of mixed lengths.
    @Test(arguments: [0, 1, 5, 40, 64, 65, 100, 128, 129, 200])
    func batchAgreesWithReference(_ patternLength: Int) {
        var generator = SeededGenerator(seed: 1000 + UInt64(patternLength))
        let symbols = TestAlphabet.mixed.scalars + TestAlphabet.latin.scalars
        let pattern = (0..<patternLength).map { _ in
            symbols[Int.random(in: 0..<symbols.count, using: &generator)]
        }
        var texts: [[UInt32]] = [[]]
        for i in 0..<61 {
            texts.append(
                i.isMultiple(of: 3)
                    ? EditDistanceTests.mutated(pattern, symbols, using: &generator)
                    : EditDistanceTests.randomString(symbols, maxLength: 180, using: &generator))
        }
        let prepared = LevenshteinPattern(pattern)
        let distances = prepared.distances(to: texts)
        let similarities = prepared.normalizedSimilarities(to: texts)
        for (i, text) in texts.enumerated() {
            let expected = EditDistance.referenceLevenshtein(pattern, text)
            #expect(distances[i] == expected, "text \(i), length \(text.count)")
            let longest = max(pattern.count, text.count)
            let similarity = longest == 0 ? 1 : 1 - Double(expected) / Double(longest)
            #expect(abs(similarities[i] - similarity) < 1e-12)
        }
    }
}
