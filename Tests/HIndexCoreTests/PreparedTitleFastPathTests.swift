import HIndexTestSupport
import Testing

@testable import HIndexCore

/// A prepared title's byte path gives the parts of the general `String` path.
@Suite struct PreparedTitleFastPathTests {
    static func same(_ a: PreparedTitle.Parts, _ b: PreparedTitle.Parts) -> Bool {
        a.scalars == b.scalars && a.wordEnds == b.wordEnds && a.sortedScalars == b.sortedScalars
            && a.numbers.map(\.word) == b.numbers.map(\.word)
            && a.numbers.map(\.token) == b.numbers.map(\.token)
    }

    @Test func asciiPartsMatchTheGeneralOnesOnRandomTitles() {
        let words = [
            "a", "b", "ab", "ba", "abc", "ii", "iv", "xv", "i", "part", "vol", "chapter", "2",
            "10", "007", "x2", "2x", "the", "learning", "", " ", "  ", "é", "漢",
        ]
        var generator = SeededGenerator(seed: 71)
        var checked = 0
        for _ in 0..<20_000 {
            let text = (0..<Int(generator.next() % 9)).map { _ in
                words[Int(generator.next() % UInt64(words.count))]
            }
            .joined(separator: generator.next() % 5 == 0 ? "  " : " ")
            let general = PreparedTitle.generalParts(text)
            if let ascii = PreparedTitle.asciiParts(text) {
                #expect(Self.same(ascii, general), "\(text.debugDescription)")
                checked += 1
            } else {
                #expect(text.utf8.contains { $0 >= 0x80 })
            }
        }
        #expect(checked > 10_000)
        let title = PreparedTitle(normalized: "part ii of 2 chapter one")
        #expect(title.numbers.map(\.token) == ["ii", "2", "one"])
        #expect(title.wordEnds == [4, 7, 10, 12, 20, 24])
    }
}
