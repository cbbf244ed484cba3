import Foundation
import HIndexTestSupport
import Testing

@testable import HIndexSources

/// The author-name grammar's ASCII byte path decides exactly like the general one.
@Suite struct HomepageNameGrammarTests {
    static let examples = [
        "Jane Doe", "J. Doe", "Doe J", "J.-A. Doe", "J-A. Doe", "Ch. Doe", "Jonathan T Barron",
        "Werner von Seelen", "Laura van der Poel", "Jean d'Alembert", "l'Huillier Marc",
        "D'Angelo Marco", "JOHN SMITH", "John SMITH", "NASA", "Deep Learning", "Neural Networks",
        "Data-Driven Smith", "A. B. C. D. E. F. G.", "Anne Marie Louise de la Tour",
        "Ab-Ab Smith", "AB Smith", "Ab Smith", "Ab-Cd Smith", "Ab.-Cd Smith", "Jane Doe*",
        "Jane Doe†", "*Jane* (Doe)", "[Jane] Doe", "\"Jane\" Doe", "Jane Doe,", "Jane Doe:;",
        "Jane 2Doe", "Jane Doe3", "Proceedings of", "In Proc. CVPR", "st John", "St. John",
        "O'Neil Kevin", "Kevin O'Neil", "Mc-Donald Ronald", "Jane\tDoe", "Jane\r\nDoe",
        "Jane\u{1C}Doe", "  Jane   Doe  ", "Jane", "", ".", "...Jane Doe...", "Jane .Doe.",
        "X. Æ. Musk", "Zoë Kravitz", "唐霖峰", "José Müller", "Jane Dœ", "J.-.A Doe", "-J Doe",
        "J- Doe", "J-- Doe", "J-A-B-C Doe", "A.B. Smith", "Ab. Smith", "Abc. Smith",
        "van Smith", "de la", "Jane doe", "jane Doe", "Jane d'", "Jane d'a", "Jane 'Doe'",
        "Jane Doe-Learning", "Jane Time-Series", "Jane .time.", "Jane-", "Jane D.",
    ]

    @Test func asciiPathAgreesOnExamples() {
        for text in Self.examples {
            let general = HomepageText.unicodeIsPersonName(text)
            #expect(HomepageText.isPersonName(text) == general, "\(text.debugDescription)")
            if let ascii = HomepageText.asciiIsPersonName(text) {
                #expect(ascii == general, "\(text.debugDescription)")
            } else {
                #expect(text.utf8.contains { $0 >= 0x80 }, "\(text.debugDescription)")
            }
        }
    }

    /// Random strings over the characters the grammar looks at.
    @Test func asciiPathAgreesOnRandomText() {
        let alphabet = Array("AaBbJjDdeEoOvnlLdt .-'*#\"()[],:;\t2ST")
        var generator = SeededGenerator(seed: 12)
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 18)
            let text = String(
                (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            if HomepageText.asciiIsPersonName(text) != HomepageText.unicodeIsPersonName(text) {
                disagreements.append(text)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    /// Every comma-separated part of the real publication pages' text.
    @Test func asciiPathAgreesOnRealPages() throws {
        let folder = try RealFixtures.url("homepage_pubs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") }
        #expect(!files.isEmpty)
        var checked = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for part in text.split(whereSeparator: { ",<>;&".contains($0) }) {
                let part = String(part)
                guard let ascii = HomepageText.asciiIsPersonName(part) else { continue }
                #expect(ascii == HomepageText.unicodeIsPersonName(part), "\(file): \(part)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }
}
