import Foundation
import Testing

@testable import HIndexSite

/// The byte-level escapes of the exports agree with the straightforward per-character
/// definitions they replaced (kept here as the reference), on random text made of the
/// characters that matter: every escaped ASCII character, controls, Unicode spaces, accents,
/// non-Latin scripts and emoji.
@Suite struct ExportFastPathTests {
    /// Characters the random strings are made of.
    static let alphabet: [String] = [
        "a", "Z", "0", " ", "  ", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}",
        "\u{A0}", "\u{2028}", "\u{2029}", "\u{2003}", "\\", "{", "}", "&", "%", "$", "#", "_",
        "^", "~", "`", "-", "--", "'", "''", "\"", ",", "é", "ß", "Ø", "漢", "😀", "e\u{301}",
        " and ", "...", "…", "Ünal", "d'Ors",
    ]

    static func randomText(_ generator: inout some RandomNumberGenerator) -> String {
        let count = Int.random(in: 0...12, using: &generator)
        return (0..<count).map { _ in alphabet.randomElement(using: &generator) ?? "" }.joined()
    }

    /// The per-scalar BibTeX escape that the byte-level one replaced.
    static func referenceEscape(_ text: String) -> String {
        var result = ""
        var lastWasSpace = true
        for scalar in text.unicodeScalars {
            let piece: String
            switch scalar {
            case "\\": piece = "\\textbackslash{}"
            case "{": piece = "\\textbraceleft{}"
            case "}": piece = "\\textbraceright{}"
            case "&", "%", "$", "#", "_": piece = "\\" + String(scalar)
            case "^": piece = "\\textasciicircum{}"
            case "~": piece = "\\textasciitilde{}"
            case "\u{0}"..."\u{20}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}":
                if !lastWasSpace { result += " " }
                lastWasSpace = true
                continue
            case "`": piece = "\\textasciigrave{}"
            case "-", "'":
                piece =
                    result.unicodeScalars.last == scalar ? "{}" + String(scalar) : String(scalar)
            default: piece = String(scalar)
            }
            result += piece
            lastWasSpace = false
        }
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }

    /// The Unicode key part that the ASCII path must match.
    static func referenceKeyPart(_ text: String) -> String {
        var result = ""
        for scalar in text.decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars
        where ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// The CSV field rule without the fast path.
    static func referenceField(_ value: String) -> String {
        var clean = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\t", "\n", "\r": clean.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}": clean.unicodeScalars.append("\u{FFFD}")
            default: clean.unicodeScalars.append(scalar)
            }
        }
        let needsQuotes =
            clean.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || clean.first?.isWhitespace == true || clean.last?.isWhitespace == true
        guard needsQuotes else { return clean }
        return "\"" + clean.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    @Test func bibTeXEscapeMatchesTheReferenceOnRandomText() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let text = Self.randomText(&generator)
            #expect(
                BibTeXText.escape(text) == Self.referenceEscape(text),
                "\(Array(text.unicodeScalars))")
        }
    }

    @Test func keyPartMatchesTheReferenceOnRandomText() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let text = Self.randomText(&generator)
            #expect(BibTeXKeys.keyPart(text) == Self.referenceKeyPart(text))
        }
        #expect(BibTeXKeys.keyPart("Quispe-Ünal") == "quispeunal")
    }

    @Test func csvFieldMatchesTheReferenceOnRandomText() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let text = Self.randomText(&generator)
            #expect(CSVTable.field(text) == Self.referenceField(text))
        }
    }

    @Test func bibTeXEscapeExamples() {
        #expect(BibTeXText.escape(" A\u{A0}&\u{2028}B -- C ''x'' ") == "A \\& B -{}- C '{}'x'{}'")
        #expect(BibTeXText.escape("\u{2028}\u{2029}") == "")
        // A lone E2 or C2 lead byte of another character is copied, not eaten.
        #expect(BibTeXText.escape("€ ¢") == "€ ¢")
    }
}
