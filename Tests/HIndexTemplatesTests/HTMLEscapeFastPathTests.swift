import HIndexTestSupport
import Testing

@testable import HIndexTemplates

/// The byte-level `HTML.escape` gives what the per-scalar escape it replaced gave (kept here
/// as the reference), on random text of every special character, every control, DEL,
/// non-ASCII text and combining marks, the C1 controls and the noncharacters.
@Suite struct HTMLEscapeFastPathTests {
    static func reference(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": result += "\u{FFFD}"
            case _
            where (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static let pieces: [String] =
        (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + [
            "\u{7F}", "&", "<", ">", "\"", "'", "a", "Title", " ", "é", "Müller", "漢字", "😀",
            "e\u{301}", "\u{A0}", "\u{2028}", "\u{FFFD}", "&amp;", "=", "@", "#", "\u{80}",
            // C1 controls and noncharacters (issue 31, case 10), and their neighbours.
            "\u{85}", "\u{9F}", "\u{A0}", "\u{FFFD}", "\u{FDCF}", "\u{FDF0}", "\u{FF0C}",
            "\u{10FFFD}", "\u{1F600}",
        ]
        // (Swift literals cannot hold noncharacters.)
        + [0xFFFE, 0xFFFF, 0xFDD0, 0xFDEF, 0x1FFFE, 0x1FFFF, 0xEFFFE, 0x10FFFF].compactMap {
            Unicode.Scalar(UInt32($0)).map { String($0) }
        }

    @Test func matchesTheReferenceOnRandomText() {
        var generator = SeededGenerator(seed: 71)
        for _ in 0..<30_000 {
            let count = Int(generator.next() % 10)
            let text = (0..<count).map { _ in
                Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
            }.joined()
            #expect(HTML.escape(text) == Self.reference(text), "\(text.debugDescription)")
            var appended: [UInt8] = []
            HTML.appendEscaped(text, to: &appended)
            #expect(
                String(decoding: appended, as: UTF8.self) == Self.reference(text),
                "\(text.debugDescription)")
        }
    }

    @Test func everyASCIIByte() {
        for value in UInt8(0)...0x7F {
            let text = "x" + String(UnicodeScalar(value)) + "y"
            #expect(HTML.escape(text) == Self.reference(text), "\(value)")
        }
    }
}
