import Foundation
import Testing

@testable import HIndexCore

/// `LatinText.isSimple` accepts exactly ASCII and U+00C0–U+024F, and those letters behave
/// like ASCII letters for the byte paths: each is a `Character` of its own next to any ASCII
/// neighbour, and none is whitespace.
@Suite struct LatinTextTests {
    @Test func acceptsASCIIAndTheLatinLetters() {
        #expect(LatinText.isSimple(""))
        #expect(LatinText.isSimple("Plain ASCII, with\tcontrols\u{0}\r\n"))
        #expect(LatinText.isSimple("Müller, Kovač, Åberg, García, Ø, ß, ǅ, ɏ, ×"))
        for text in ["\u{BF}", "\u{A0}", "\u{85}", "\u{250}", "\u{301}", "é\u{301}", "…", "漢", "😀"]
        {
            #expect(!LatinText.isSimple(text), "\(text.debugDescription)")
        }
    }

    @Test func agreesWithTheScalarRangeOnEveryTwoByteScalar() {
        for value in UInt32(0x80)...0x7FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(scalar) + "b"
            #expect(LatinText.isSimple(text) == (0xC0...0x24F).contains(value), "\(value)")
        }
    }

    @Test func theLettersAreWholeCharactersThatAreNotWhitespace() {
        let neighbours: [String] = [",", " ", "a", "\r", "\n", ";", ".", "\t", "-"]
        let whitespace = CharacterSet.whitespacesAndNewlines
        for value in UInt32(0xC0)...0x24F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let letter = Character(scalar)
            #expect(!letter.isWhitespace && !whitespace.contains(scalar), "\(value)")
            for before in neighbours {
                for after in neighbours {
                    let text = before + String(scalar) + after
                    #expect(text.count == 3, "\(value) \(text.debugDescription)")
                }
            }
        }
    }
}
