import Foundation
import HIndexCore
import HIndexTestSupport
import Testing

@testable import HIndexSources

/// The author-list splitting's ASCII byte path gives exactly the parts and the verdicts of the
/// general `Character`-level one.
@Suite struct HomepageAuthorListFastPathTests {
    static let examples = [
        "A. Author, B. Author and C. Author", "Jane Doe", "Jane Doe et al.", "Jane Doe et al",
        "Jane Doe, et al.", "Doe J; Roe R; Poe P", "Jane Doe & John Roe", "and Jane Doe",
        "Jane Doe und Hans Meier", "Jean Dupont et Marie Curie", "Jane Doe, 7 more authors",
        "Jane Doe, and 1 more author", "Jane Doe, 1 More Author", "J. Doe (eds.)",
        "J. Doe, Eds.", "J. Doe, (Hrsg.)", "J. Doe, editors", "Deep Learning, Neural Networks",
        "Jane Doe, Deep Learning", "x and and y", "et al.et al", "Jane Doe.:", ":.Jane Doe",
        ",,,", "", " ", "and ", "and", "Jane\tDoe,\nJohn Roe", "Jane Doe,\u{B}John Roe",
        "Jane Doe,\u{1C}John Roe", "Jane Doe\r\nJohn Roe", "José Müller, Jane Doe", "唐霖峰, 张浩",
        "Jane Doe, …, et al.", "In Proc. CVPR 2021", "Jane Doe*, John Roe†",
        "Jane Doe; et al", "Jane Doe et alii", "Jane Doe, 12 more authors.",
    ]

    @Test func asciiPathAgreesOnExamples() {
        for text in Self.examples { Self.check(text) }
        #expect(HomepageText.asciiAuthorParts("x and and y") == ["x", "and y"])
        #expect(HomepageText.asciiAuthorParts("Jane Doe\r\nJohn Roe") == nil)
        #expect(HomepageText.asciiAuthorParts("José Müller") == ["José Müller"])
        #expect(HomepageText.asciiAuthorParts("Jos\u{E9} M\u{FC}ller, Ng\u{301}") == nil)
        #expect(HomepageText.asciiAuthorParts("Jose\u{301} Mu\u{308}ller") == nil)
        #expect(HomepageText.asciiAuthorParts("唐霖峰, 张浩") == nil)
        #expect(HomepageText.isAuthorList("J. Smith, A. Müller, A. Quispe, E. Nguyen"))
        #expect(HomepageText.isAuthorList("A. Author, B. Author and C. Author"))
        #expect(!HomepageText.isAuthorList("Deep Learning, Neural Networks"))
    }

    /// Random text made of the pieces the splitting and the name grammar look at.
    @Test func asciiPathAgreesOnRandomText() {
        let alphabet = [
            "et al.", "et al", "et", " al", " and ", "and ", "and", " & ", "&", ";", " und ",
            " et ", ",", ".", ":", " ", "  ", "\t", "\n", "\u{B}", "\u{1C}", "Jane", "Doe", "J.",
            "J", "van", "d'Alembert", "7", "12", "more", "More", "authors", "author", "(eds.)",
            "Eds.", "hrsg.", "editor", "Learning", "Data", "X", "a", "*", "-", "José", "Müller",
            "É.", "é", "ß", "Øster", "İ", "EDİTOR", "MORE", "AUTHORÉ", "Ångström", "×",
        ]
        var generator = SeededGenerator(seed: 21)
        var disagreements: [String] = []
        for _ in 0..<30_000 {
            let length = Int(generator.next() % 14)
            let text = (0..<length).map { _ in
                alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            .joined()
            if HomepageText.asciiAuthorParts(text) != HomepageText.unicodeAuthorParts(text)
                || HomepageText.asciiIsAuthorList(text) != HomepageText.unicodeIsAuthorList(text)
            {
                disagreements.append(text)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    /// Every line of text of the real publication pages.
    @Test func asciiPathAgreesOnRealPages() throws {
        let folder = try RealFixtures.url("homepage_pubs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") }
        #expect(!files.isEmpty)
        var checked = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(whereSeparator: { "<>".contains($0) }) {
                let line = String(line)
                guard let ascii = HomepageText.asciiAuthorParts(line) else {
                    // Only text the byte path cannot read falls through to the general one.
                    var line = line
                    #expect(
                        line.utf8.contains(0x0D) || !line.withUTF8 { LatinText.isSimple($0) },
                        "\(file): \(line)")
                    continue
                }
                #expect(ascii == HomepageText.unicodeAuthorParts(line), "\(file): \(line)")
                #expect(
                    HomepageText.asciiIsAuthorList(line) == HomepageText.unicodeIsAuthorList(line),
                    "\(file): \(line)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    static func check(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let general = HomepageText.unicodeAuthorParts(text)
        let verdict = HomepageText.unicodeIsAuthorList(text)
        #expect(HomepageText.authorParts(text) == general, sourceLocation: sourceLocation)
        #expect(HomepageText.isAuthorList(text) == verdict, sourceLocation: sourceLocation)
        if let ascii = HomepageText.asciiAuthorParts(text) {
            #expect(ascii == general, "\(text.debugDescription)", sourceLocation: sourceLocation)
            #expect(
                HomepageText.asciiIsAuthorList(text) == verdict, "\(text.debugDescription)",
                sourceLocation: sourceLocation)
        } else {
            #expect(
                text.utf8.contains(0x0D) || !LatinText.isSimple(text), "\(text.debugDescription)",
                sourceLocation: sourceLocation)
        }
    }
}
