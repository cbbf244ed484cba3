import HIndexTestSupport
import Testing

@testable import HIndexCore

@Suite struct MatchingNormalizerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let raw: String
        let normalized: String
        var testDescription: String { raw }
    }

    @Test(arguments: [
        Case(raw: "  Deep   Learning!  ", normalized: "deep learning"),
        Case(raw: "Über die Möglichkeit", normalized: "uber die moglichkeit"),
        Case(raw: "Théorie & Pratique", normalized: "theorie and pratique"),
        Case(raw: "Theory &amp; Practice", normalized: "theory and practice"),
        Case(raw: "Newton’s method, revisited", normalized: "newtons method revisited"),
        Case(raw: "Newton&#39;s method", normalized: "newtons method"),
        Case(raw: "Caf&eacute; &lt;b&gt;culture&lt;/b&gt;", normalized: "cafe culture"),
        // HTML's legacy references without ";" (a real page: "It&ocirc diffusions"), only
        // when no letter, digit or "=" follows.
        Case(raw: "Estimation of It&ocirc diffusions", normalized: "estimation of ito diffusions"),
        Case(raw: "Fish &amp chips", normalized: "fish and chips"),
        Case(raw: "a&eacutex b", normalized: "a and eacutex b"),
        Case(raw: "R&D in &oslash, &Ouml.", normalized: "r and d in o o"),
        Case(raw: "The <i>Drosophila</i> genome", normalized: "the drosophila genome"),
        Case(raw: "a < b and c > d", normalized: "a b and c d"),
        Case(raw: "Straße in Łódź", normalized: "strasse in lodz"),
        Case(raw: "ﬁnite Ⅻ elements", normalized: "finite xii elements"),
        Case(raw: "COVID-19: a review", normalized: "covid 19 a review"),
        Case(raw: "Ἀρχή", normalized: "αρχη"),
        Case(raw: "...", normalized: ""),
    ])
    func normalizes(_ c: Case) {
        #expect(TitleNormalizer.normalize(c.raw) == c.normalized)
    }

    @Test func idempotentOnRandomStrings() {
        var generator = SeededGenerator(seed: 2024)
        let pieces = [
            "a", "B", " ", "-", ":", "&", "&amp;", "&#x27;", "'", "’", "<i>", "</b>", "é", "É",
            "ß", "İ", "ﬀ", "Ⅸ", "½", "²", "α", "Σ", "ς", "中", "😀", "\u{301}", "\u{0130}",
            "Ω", "ǅ", "ŉ", "ẞ", "Å", "ﬃ", "\t", "\n", "0", "9", "ʼ", "ᾈ", "ᵃ", "㎒",
        ]
        for _ in 0..<3000 {
            let length = Int.random(in: 0...12, using: &generator)
            let raw = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "" }
                .joined()
            let once = TitleNormalizer.normalize(raw)
            #expect(TitleNormalizer.normalize(once) == once, "\(raw.debugDescription)")
            #expect(!once.hasPrefix(" ") && !once.hasSuffix(" ") && !once.contains("  "))
        }
    }

    /// The Foundation-free path for European titles gives exactly what the general path
    /// gives, on every character it accepts and on random mixes of them.
    @Test func latinFastPathAgreesWithTheGeneralPath() {
        for value in UInt32(0x20)...0x17F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "x" + String(Character(scalar)) + "y " + String(Character(scalar))
            if let fast = TitleNormalizer.latinFastPath(text) {
                #expect(fast == TitleNormalizer.foldedSlowly(text), "U+\(String(value, radix: 16))")
            }
        }
        var generator = SeededGenerator(seed: 7)
        let pieces = [
            "a", "Z", " ", "-", ":", "'", "’", "‘", "é", "É", "ß", "İ", "ı", "Ł", "ø", "æ", "Œ",
            "ñ", "ç", "Å", "ž", "ŉ", "²", "µ", "½", "ª", "º", "\u{A0}", "\u{AD}", "–", "—", "“",
            "”", "…", "\u{200B}", "\u{301}", "\u{308}", "\t", "0", "9", "«", "»", "×",
        ]
        var fastCount = 0
        for _ in 0..<5000 {
            let length = Int.random(in: 0...14, using: &generator)
            let raw = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "" }
                .joined()
            guard let fast = TitleNormalizer.latinFastPath(raw) else { continue }
            fastCount += 1
            #expect(fast == TitleNormalizer.foldedSlowly(raw), "\(raw.debugDescription)")
        }
        // Most of these strings take the fast path (µ, ½ and ŉ send a title to the slow one).
        #expect(fastCount > 2500)
        #expect(
            TitleNormalizer.latinFastPath("Théorie – “Schrödinger” … Łódź")
                == "theorie schrodinger lodz")
        #expect(TitleNormalizer.latinFastPath("Ἀρχή") == nil)
    }

    /// The ASCII path gives exactly what the general path gives, `&` (read as "and" unless an
    /// entity may follow) included.
    @Test func asciiFastPathAgreesWithTheGeneralPath() {
        var generator = SeededGenerator(seed: 11)
        let pieces = [
            "a", "Z", " ", "-", ":", ";", "&", "&amp;", "&#38;", "&x", "amp", "#", ".", ",", "(",
            ")", "0", "9", "\t", "\n", "/", "_",
        ]
        var fastCount = 0
        for _ in 0..<5000 {
            let length = Int.random(in: 0...14, using: &generator)
            let raw = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "" }
                .joined()
            guard let fast = TitleNormalizer.asciiFastPath(raw) else { continue }
            fastCount += 1
            #expect(fast == TitleNormalizer.foldedSlowly(raw), "\(raw.debugDescription)")
        }
        #expect(fastCount > 1500)
        #expect(TitleNormalizer.asciiFastPath("Smith, J. & Doe, A.") == "smith j and doe a")
        #expect(TitleNormalizer.asciiFastPath("Q&A &amp; more") == nil)
    }

    @Test func similarityOfRawTitles() {
        #expect(TitleSimilarity.similarity("Deep Learning", "deep-learning!") == 1)
        #expect(TitleSimilarity.similarity("", "") == 1)
        #expect(TitleSimilarity.similarity("abc", "") == 0)
        let typo = TitleSimilarity.similarity(
            "Attention is all you need", "Attention is all you nead")
        #expect(abs(typo - (1 - 1.0 / 25)) < 1e-12)
    }

    @Test func authorSurnames() {
        #expect(AuthorSimilarity.names("J Smith, A Doe, …") == ["smith", "doe"])
        #expect(AuthorSimilarity.names("Smith, J. and Doe, A.") == ["smith", "doe"])
        #expect(AuthorSimilarity.names("Smith JS, Li X") == ["smith", "li"])
        #expect(
            AuthorSimilarity.similarity("J Smith, A Doe, ...", "John Smith, Anna Doe, Bo Wu") == 1)
        #expect(AuthorSimilarity.similarity("J Smith", "K Jones") == 0)
        #expect(AuthorSimilarity.similarity("", "K Jones") == nil)
    }

    @Test func identifiers() {
        #expect(Identifiers.doi("https://doi.org/10.1000/ABC") == "10.1000/abc")
        #expect(Identifiers.doi(" doi:10.1/x ") == "10.1/x")
        #expect(Identifiers.doi("  ") == nil)
        #expect(Identifiers.arxiv("arXiv:2104.01234v3") == "2104.01234")
        #expect(Identifiers.arxiv("hep-th/9901001v1") == "hep-th/9901001")
    }
}
