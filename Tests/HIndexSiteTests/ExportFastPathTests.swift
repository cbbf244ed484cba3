import Foundation
import HIndexCore
import HIndexTestSupport
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

    /// Mostly ASCII pieces (the byte paths' ground), with a few that send a value to the
    /// general path.
    static let asciiAlphabet: [String] = [
        "Jane", "Doe", "J.", "van", " ", "  ", ",", ", ", ";", " and ", "...", ".", "-", "--",
        "'", "''", "\"", "{", "}", "\\", "&", "%", "$", "#", "_", "^", "~", "`", "\t", "\n",
        "\r", "\r\n", "\u{0}", "\u{B}", "\u{1C}", "\u{7F}", "A", "the", "On", "of", "2019",
        "x2", "Proceedings", "arXiv", "Journal", "proc.", "Workshop", "é", "…", "\u{A0}", "=",
        "+", "@", "Müller", "Kovač", "Å", "ß", "×", "ɐ", "\u{301}", "\u{600}", "\u{2003}",
    ]

    static func asciiText(_ generator: inout SeededGenerator, maximum: UInt64 = 12) -> String {
        let count = Int(generator.next() % (maximum + 1))
        return (0..<count).map { _ in
            asciiAlphabet[Int(generator.next() % UInt64(asciiAlphabet.count))]
        }
        .joined()
    }

    static func randomPublication(_ generator: inout SeededGenerator) -> Publication {
        func maybe(_ value: String) -> String? { generator.next() % 3 == 0 ? nil : value }
        let identifiers = ["10.1000/x(1)", "10.1/a b", "2101.00001", "", "10.1/{x}", "10.5/é"]
        return Publication(
            title: asciiText(&generator), authors: asciiText(&generator, maximum: 16),
            venue: asciiText(&generator, maximum: 6),
            year: generator.next() % 4 == 0 ? nil : Int(generator.next() % 12_000) - 500,
            citations: generator.next() % 3 == 0 ? nil : Int(generator.next() % 1000),
            doi: maybe(identifiers[Int(generator.next() % 6)]),
            arxivID: maybe(identifiers[Int(generator.next() % 6)]))
    }

    /// The buffered entry writer gives the bytes of the string-built entry.
    @Test func appendedEntryMatchesTheEntryOnRandomPublications() {
        var generator = SeededGenerator(seed: 31)
        var disagreements: [Publication] = []
        for _ in 0..<20_000 {
            let publication = Self.randomPublication(&generator)
            var output: [UInt8] = Array("x".utf8)
            BibTeXText.appendEntry(publication, key: "k", to: &output)
            if output != Array(("x" + BibTeXText.entry(publication, key: "k")).utf8) {
                disagreements.append(publication)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test func asciiKeyBaseMatchesTheGeneralOneOnRandomPublications() {
        var generator = SeededGenerator(seed: 32)
        var checked = 0
        for _ in 0..<20_000 {
            let publication = Self.randomPublication(&generator)
            let general = BibTeXKeys.generalBase(for: publication)
            #expect(BibTeXKeys.base(for: publication) == general)
            if let ascii = BibTeXKeys.asciiBase(for: publication) {
                #expect(ascii == general, "\(publication)")
                checked += 1
            }
        }
        #expect(checked > 2000)
        let example = Publication(title: "On the Delay of 2 Things", authors: ",, Ana  Quispe ,B")
        #expect(BibTeXKeys.base(for: example) == "quispenddelay")
        #expect(BibTeXKeys.asciiBase(for: Publication(title: "Über", authors: "A")) == nil)
    }

    /// The author part and the title word read on the bytes agree with the general ones
    /// whenever they give an answer, and they do for accented co-authors and for titles
    /// whose non-ASCII text comes after the key word.
    @Test func keyPartsMatchTheGeneralOnesOnRandomText() {
        var generator = SeededGenerator(seed: 34)
        var authorsRead = 0
        var titlesRead = 0
        for _ in 0..<30_000 {
            let text = Self.asciiText(&generator, maximum: 16)
            if let part = BibTeXKeys.authorPart(text) {
                #expect(part == BibTeXKeys.generalAuthorPart(text), "\(text.debugDescription)")
                if text.utf8.contains(where: { $0 >= 0x80 }) { authorsRead += 1 }
            }
            if let word = BibTeXKeys.titleWord(text) {
                #expect(word == BibTeXKeys.generalTitleWord(text), "\(text.debugDescription)")
                if text.utf8.contains(where: { $0 >= 0x80 }) { titlesRead += 1 }
            }
        }
        #expect(authorsRead > 1000 && titlesRead > 1000)
        #expect(BibTeXKeys.authorPart("J Müller, A Kovač") == "muller")
        #expect(BibTeXKeys.authorPart("A Smith, W Novák") == "smith")
        #expect(BibTeXKeys.authorPart("A Smi\u{301}th, B") == nil)
        #expect(BibTeXKeys.titleWord("The delay of Über") == "delay")
        #expect(BibTeXKeys.titleWord("The cafe\u{301} effect") == nil)
        #expect(BibTeXKeys.titleWord("Über") == nil)
        #expect(BibTeXKeys.titleWord("On the") == "paper")
    }

    /// The buffered CSV writer gives the bytes of the text, for rows short, long and empty.
    @Test func csvDataMatchesTheTextOnRandomTables() {
        var generator = SeededGenerator(seed: 33)
        for _ in 0..<2_000 {
            let columns = Int(generator.next() % 4) + 1
            let header = (0..<columns).map { _ in Self.asciiText(&generator, maximum: 3) }
            let rows = (0..<Int(generator.next() % 5)).map { _ in
                (0..<Int(generator.next() % 6)).map { _ in Self.asciiText(&generator) }
            }
            let table = CSVTable(header: header, rows: rows)
            #expect(table.data == Data(table.text.utf8), "\(header) \(rows)")
        }
        for _ in 0..<20_000 {
            let value = Self.asciiText(&generator)
            var output: [UInt8] = []
            CSVTable.appendField(value, to: &output)
            #expect(output == Array(Self.referenceField(value).utf8), "\(value.debugDescription)")
        }
    }
}
