import HIndexTestSupport
import Testing

@testable import HIndexCore

/// The byte path of `Publication.authorCount` counts exactly like the general one.
@Suite struct AuthorCountFastPathTests {
    static let examples = [
        "", " ", "A", "A, B", "A and B", "A; B", "A, B, ...", "A, B,", "A, B;", "A, B ...",
        "A...", "...", ",", ", ,", "A,, B", "A and and B", " and ", "A  and B", "A\tand B",
        "A,\u{B}, B", "A,\u{1C}, B", "A\r\nB, C", "Müller, B", "A, B …", "A, B, ... ,",
        "A, B, .. .", "A and", "and B", "A ,;, B ; ...;", "Müller, Kovač and Åberg",
        "García;Ø, ...", "É and ȏ", "Zoë,\u{301} B", "A,\u{A0}B", "A\u{85}, B", "A, B\u{2026}",
        "×, ÷", "ɐ, B",
    ]

    @Test func asciiPathAgreesOnExamples() {
        for authors in Self.examples {
            let general = Publication.generalAuthorCount(authors)
            #expect(Publication(title: "T", authors: authors).authorCount == general, "\(authors)")
            if let ascii = Publication.asciiAuthorCount(authors) {
                #expect(ascii == general, "\(authors.debugDescription)")
            } else {
                #expect(authors.utf8.contains(0x0D) || !LatinText.isSimple(authors))
            }
        }
        #expect(Publication.asciiAuthorCount("A and and B") == .some(.exact(2)))
        #expect(Publication.asciiAuthorCount("A, B, ...") == .some(.atLeast(3)))
        #expect(Publication.asciiAuthorCount(" , ") == .some(.atLeast(1)))
        #expect(Publication.asciiAuthorCount("  ") == .some(nil))
    }

    @Test func asciiPathAgreesOnRandomLines() {
        let alphabet = [
            "A", "Bo", " ", "  ", ",", ";", " and ", "and", "and ", " and", ".", "...", "\t", "\n",
            "\u{B}", "\u{C}", "\u{1C}", "\u{1F}", "\u{0}", "x", "ü", "Müller", "č", "Å", "ɏ",
            "\u{301}", "\u{A0}", "…", "\u{2003}", "ß", "\u{600}",
        ]
        var generator = SeededGenerator(seed: 41)
        var disagreements: [String] = []
        var read = (plain: 0, latin: 0)
        for _ in 0..<30_000 {
            let length = Int(generator.next() % 12)
            let authors = (0..<length).map { _ in
                alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            .joined()
            // The byte path answers for every ASCII and Latin line without carriage returns,
            // and gives the general count; it leaves every other line to the general path.
            let simple = LatinText.isSimple(authors) && !authors.utf8.contains(0x0D)
            guard let ascii = Publication.asciiAuthorCount(authors) else {
                if simple { disagreements.append(authors) }
                continue
            }
            if !simple || ascii != Publication.generalAuthorCount(authors) {
                disagreements.append(authors)
            }
            if authors.utf8.contains(where: { $0 >= 0x80 }) {
                read.latin += 1
            } else {
                read.plain += 1
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map(\.debugDescription))")
        #expect(read.plain > 1000 && read.latin > 1000)
    }

    /// Accented Latin names stay on the byte path; other scripts and marks leave it.
    @Test func latinNamesStayOnTheBytePath() {
        #expect(Publication.asciiAuthorCount("M Müller, L Kovač, A Åberg") == .some(.exact(3)))
        #expect(Publication.asciiAuthorCount("E García and W Novák, ...") == .some(.atLeast(3)))
        #expect(Publication.asciiAuthorCount("A\u{301}, B") == .none)
        #expect(Publication.asciiAuthorCount("山田, B") == .none)
        #expect(Publication.asciiAuthorCount("A\u{A0}B") == .none)
    }
}
