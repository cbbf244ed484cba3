import Foundation
import HIndexTestSupport
import Testing

@testable import HIndexCore

/// The byte-level string helpers decide like the Foundation calls they stand for.
@Suite struct StringASCIITests {
    static let pieces = [
        " ", ".", ",", ";", "a", "Z", "\u{301}", "é", "e\u{301}", "\r\n", "\n", "\u{A0}", "漢",
        "😀", " ,", ".\u{301}",
    ]

    @Test func trimmingASCIIMatchesFoundationOnRandomText() {
        var generator = SeededGenerator(seed: 61)
        for _ in 0..<20_000 {
            let text = (0..<Int(generator.next() % 8)).map { _ in
                Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
            }
            .joined()
            for set in [" .", " ,.;", ","] {
                #expect(
                    text.trimmingASCII(set)
                        == text.trimmingCharacters(in: CharacterSet(charactersIn: set)),
                    "\(Array(text.unicodeScalars)) \(set)")
            }
        }
        #expect(" . a.b .".trimmingASCII(" .") == "a.b")
        #expect(" ".trimmingASCII(" ") == "")
    }

    @Test func containsTextMatchesFoundationOnRandomText() {
        var generator = SeededGenerator(seed: 62)
        for _ in 0..<20_000 {
            let text = (0..<Int(generator.next() % 8)).map { _ in
                Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
            }
            .joined()
            for needle in [" ,", "a", ".", ", ", "e"] {
                #expect(text.containsText(needle) == text.contains(needle), "\(text) \(needle)")
            }
        }
    }
}
