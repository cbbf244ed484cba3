import Foundation
import HIndexCore
import HIndexTestSupport
import Testing

@testable import HIndexSources

/// The byte-level word splitting and word-character test of homepage extraction give exactly
/// what their general `Character`- and property-level definitions give.
@Suite struct HomepageWordsFastPathTests {
    static let pieces = [
        " ", "  ", "a", "Word", "42", "é", "É", "ß", "ø", "İ", "×", "\u{301}", " \u{301}",
        "e\u{301}", "\r\n", "\r", "\n", "\t", "\u{A0}", "\u{2003}", "唐霖峰", "-", ".", ",", "🙂",
        "\u{200D}", "\u{1F1E9}\u{1F1EA}", "\u{600}", "\u{0E33}", "!", "[", "`", "@", "{", "_",
    ]

    static func check(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let general = text.split(separator: " ")
        let fast = HomepageText.spaceSeparated(text)
        #expect(fast == general, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(
            fast.map(\.startIndex) == general.map(\.startIndex), "\(text.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            HomepageText.spaceSeparatedCount(text) == general.count, "\(text.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            HomepageText.containsLetterOrNumber(text)
                == HomepageText.unicodeContainsLetterOrNumber(text),
            "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func splittingAgreesOnExamples() {
        for text in [
            "", " ", "a", " a ", "a  b", "deep learning for x", "josé müller", "ng\u{301} x",
            " \u{301}a b", "a\r\n b", "唐霖峰 张浩", "a\u{A0}b c", "\u{600}a", "x\u{600}a", "@[`{",
            "--", "\u{A0}", "²",
        ] {
            Self.check(text)
        }
        #expect(HomepageText.spaceSeparated("  a bc  d ") == ["a", "bc", "d"])
        #expect(HomepageText.spaceSeparatedCount("José Müller et al.") == 4)
    }

    @Test func splittingAgreesOnRandomText() {
        var generator = SeededGenerator(seed: 77)
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 12)
            let text = (0..<length).map { _ in
                Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
            }
            .joined()
            Self.check(text)
            Self.check(TitleNormalizer.normalize(text))
        }
    }

    /// Every text node of the real homepages, as written and normalized.
    @Test func splittingAgreesOnRealPages() throws {
        var checked = 0
        for folder in ["homepage_pubs", "homepage_styles"] {
            let url = try RealFixtures.url(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path)
            where file.hasSuffix(".html") {
                let data = try Data(contentsOf: url.appendingPathComponent(file))
                let document = try HTMLDocument(data: data, origin: file)
                guard let root = document.root else { continue }
                var stack = [root.cursor]
                while let node = stack.popLast() {
                    if let text = node.textContent {
                        Self.check(text)
                        Self.check(TitleNormalizer.normalize(text))
                        checked += 1
                    }
                    stack.append(contentsOf: node.children)
                }
            }
        }
        #expect(checked > 10_000)
    }

    /// The ASCII shortcut of the word-character test, on every ASCII scalar and a spread of
    /// others.
    @Test func wordScalarAgreesWithProperties() {
        var scalars = (0..<0x80).compactMap(Unicode.Scalar.init)
        scalars += ["é", "ß", "²", "½", "Ⅷ", "٣", "唐", "\u{301}", "\u{A0}", "×", "_"]
        for scalar in scalars {
            #expect(
                HomepagePage.Builder.isWordScalar(scalar)
                    == HomepagePage.Builder.unicodeIsWordScalar(scalar),
                "\(scalar.value)")
        }
    }

    // MARK: - Venue lines

    /// ``HomepageCitation/cleanRest(_:)`` as it read before its byte shortcuts, the definition.
    static func referenceCleanRest(_ rest: String) -> String {
        var text = rest
        while let open = text.firstIndex(of: "["),
            let close = text[open...].firstIndex(of: "]"),
            text.distance(from: open, to: close) <= 40
        {
            text.removeSubrange(open...close)
        }
        for label in ["Download:", "Download"] where text.contains(label) {
            text = text.replacingOccurrences(of: label, with: " ")
        }
        text = HTMLNode.collapsingWhitespace(text)
        let strip: Set<Character> = [" ", ".", ",", ";", ":"]
        text = text.trimming(strip)
        if text.hasPrefix("In: ") {
            text.removeFirst(4)
        } else if text.hasPrefix("In ") {
            text.removeFirst(3)
        }
        text = text.trimming(strip)
        if text.count > 300 { text = String(text.prefix(300)) }
        return text
    }

    static func checkVenue(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            HomepageCitation.cleanRest(text) == Self.referenceCleanRest(text),
            "\(text.debugDescription)", sourceLocation: sourceLocation)
        let tail = Substring(text)
        #expect(
            HomepageLayout.trimmingWhitespaces(tail) == tail.trimmingCharacters(in: .whitespaces),
            "\(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func venueCleaningAgreesOnRandomText() {
        let pieces =
            Self.pieces + [
                "[", "]", "[pdf]", "Download", "Download:", "In ", "In: ", ";", ":", "2021",
                String(repeating: "x", count: 150), String(repeating: "é", count: 100), "\u{B}",
            ]
        var generator = SeededGenerator(seed: 78)
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 10)
            let text = (0..<length).map { _ in
                pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            .joined()
            Self.checkVenue(text)
        }
    }

    /// Every text node of the real homepages.
    @Test func venueCleaningAgreesOnRealPages() throws {
        var checked = 0
        for folder in ["homepage_pubs", "homepage_styles"] {
            let url = try RealFixtures.url(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path)
            where file.hasSuffix(".html") {
                let data = try Data(contentsOf: url.appendingPathComponent(file))
                let document = try HTMLDocument(data: data, origin: file)
                guard let root = document.root else { continue }
                var stack = [root.cursor]
                while let node = stack.popLast() {
                    if let text = node.textContent {
                        Self.checkVenue(text)
                        checked += 1
                    }
                    stack.append(contentsOf: node.children)
                }
            }
        }
        #expect(checked > 10_000)
    }
}
