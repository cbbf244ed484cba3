import HIndexTestSupport
import Testing

@testable import HIndexCore

/// The byte path of `Publication.authorCount` counts exactly like the general one.
@Suite struct AuthorCountFastPathTests {
    static let examples = [
        "", " ", "A", "A, B", "A and B", "A; B", "A, B, ...", "A, B,", "A, B;", "A, B ...",
        "A...", "...", ",", ", ,", "A,, B", "A and and B", " and ", "A  and B", "A\tand B",
        "A,\u{B}, B", "A,\u{1C}, B", "A\r\nB, C", "Müller, B", "A, B …", "A, B, ... ,",
        "A, B, .. .", "A and", "and B", "A ,;, B ; ...;",
    ]

    @Test func asciiPathAgreesOnExamples() {
        for authors in Self.examples {
            let general = Publication.generalAuthorCount(authors)
            #expect(Publication(title: "T", authors: authors).authorCount == general, "\(authors)")
            if let ascii = Publication.asciiAuthorCount(authors) {
                #expect(ascii == general, "\(authors.debugDescription)")
            } else {
                #expect(authors.utf8.contains { $0 >= 0x80 || $0 == 0x0D })
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
            "\u{B}", "\u{C}", "\u{1C}", "\u{1F}", "\u{0}", "x",
        ]
        var generator = SeededGenerator(seed: 41)
        var disagreements: [String] = []
        for _ in 0..<30_000 {
            let length = Int(generator.next() % 12)
            let authors = (0..<length).map { _ in
                alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            .joined()
            if Publication.asciiAuthorCount(authors)
                != .some(
                    Publication.generalAuthorCount(authors))
            {
                disagreements.append(authors)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map(\.debugDescription))")
    }
}
