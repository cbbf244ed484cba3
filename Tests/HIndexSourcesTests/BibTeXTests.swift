import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// BibTeX parser, LaTeX-to-Unicode conversion and name lists, on files we wrote.
@Suite struct BibTeXTests {
    static func parse(_ text: String) throws(SourceError) -> BibTeXFile {
        try BibTeXParser.parse(Data(text.utf8), origin: "refs.bib")
    }

    @Test func trickyFile() throws {
        let file = try Self.parse(BibTeXFixtures.tricky)
        #expect(
            file.keys == [
                "castellanos2024tide", "muller2023consistency", "castellanos2021survey",
                "diallo2020logs", "barnes2019", "castellanos2016", "scholar2015", "neumann2014",
            ])
        #expect(
            file.entries == [
                ReferenceEntry(
                    title: "Tide Tables for Distributed Caches",
                    authors: "Mira Castellanos, Wei Wang, Jörg Müller", year: 2024,
                    venue: "Communications of the ACM", doi: "10.5555/3600000.3600001"),
                ReferenceEntry(
                    title: "Is Eventual Consistency & Caching Enough?",
                    authors: "Jörg Müller, Mira Castellanos", year: 2023,
                    venue: "Proc. SIGMOD 2023",
                    doi: "10.5555/3588888.3589999"),
                ReferenceEntry(
                    title: "Caches All the Way Down: A Survey", authors: "Mira Castellanos, et al.",
                    year: 2021, arxivID: "2104.01234"),
                ReferenceEntry(
                    title: "Write-Behind Logs for Été — and a Łódź Workshop",
                    authors:
                        "Amadou Diallo, Björn Åkesson, Anaïs François, Dušan Gošović, Hans Straße",
                    year: 2020, venue: "Journal of Cache Studies", arxivID: "1912.00042"),
                ReferenceEntry(
                    title: "The LaTeX Guide to α-Caches",
                    authors: "Barnes and Noble Research Group",
                    year: 2019, venue: "Workshop Press"),
                ReferenceEntry(
                    title: "Forgetting Well: Eviction Policies for Shared Caches",
                    authors: "Mira Castellanos", year: 2016, venue: "Universidad de Ejemplo",
                    doi: "10.5555/thesis.2016"),
                ReferenceEntry(
                    title: "Google Scholar Style", authors: "Kim Ng", year: 2015,
                    venue: "arXiv preprint arXiv:1501.00001", arxivID: "1501.00001"),
                ReferenceEntry(
                    title: "Uses", authors: "John von Neumann Jr.", year: 2014,
                    venue: "Biblatex Journal"),
            ])
        let lines = BibTeXFixtures.tricky.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of text: String) -> Int {
            (lines.firstIndex { $0.contains(text) } ?? -1) + 1
        }
        #expect(
            file.findings == [
                BibTeXFinding(
                    line: line(of: "  year = {2018}"),
                    message:
                        "entry `broken2018`: expected ',' or '}' after the value of `title` (missing ',' before the next field?)"
                ),
                BibTeXFinding(
                    line: line(of: "@inproceedings{notitle2017"),
                    message: "entry `notitle2017` has no title; skipped"),
                BibTeXFinding(
                    line: line(of: "undefinedmacro"),
                    message:
                        "entry `neumann2014`: undefined @string macro `undefinedmacro` in `title`"),
            ])
        #expect(
            file.findings.first?.description.hasPrefix(
                "line \(line(of: "  year = {2018}")): entry `broken2018`") == true)
    }

    @Test func unbalancedBraceIsReportedAndTheNextEntryStillRead() throws {
        let text = """
            @article{first,
              title = {Unbalanced {brace},
              year = 2020
            }

            @article{second, title = {Second}, year = 2021}
            """
        let file = try Self.parse(text)
        #expect(file.entries == [ReferenceEntry(title: "Second", year: 2021)])
        #expect(
            file.findings == [
                BibTeXFinding(
                    line: 1,
                    message:
                        "entry `first` is not closed before the next entry on line 6 (unbalanced braces?)"
                )
            ])
    }

    @Test func duplicateKeysAndFieldsAreReported() throws {
        let text = """
            @article{same, title = {One}, title = {Ignored}}
            @article{Same, title = {Two}}
            """
        let file = try Self.parse(text)
        #expect(file.entries.map(\.title) == ["One", "Two"])
        #expect(
            file.findings == [
                BibTeXFinding(
                    line: 1,
                    message: "entry `same`: duplicate field `title` (the first one is used)"),
                BibTeXFinding(line: 2, message: "entry `Same`: duplicate key (first at line 1)"),
            ])
    }

    @Test func windows1252File() throws {
        var bytes = Array("@article{k, title = {Gr".utf8)
        bytes += [0xFC, 0xDF, 0x93]  // ü ß “
        bytes += Array("x}, author = {M".utf8) + [0xFC] + Array("ller, Anna}}".utf8)
        let file = try BibTeXParser.parse(Data(bytes), origin: "latin.bib")
        #expect(file.entries == [ReferenceEntry(title: "Grüß“x", authors: "Anna Müller")])
    }

    @Test func entryWithoutFieldsHasNoTitle() throws {
        #expect(
            throws: SourceError.unexpectedLayout(
                source: "BibTeX", origin: "refs.bib",
                detail: "no entry could be read: line 1: entry `lonely` has no title; skipped")
        ) { try Self.parse("@misc{lonely}") }
    }

    @Test(arguments: [
        ("", SourceError.empty(source: "BibTeX", origin: "refs.bib")),
        (
            "% only a comment\n@comment{nothing here}\n@string{x = {y}}\n",
            .empty(source: "BibTeX", origin: "refs.bib")
        ),
        ("Just some prose, no entries at all.", .empty(source: "BibTeX", origin: "refs.bib")),
        (
            "@article{a,\n  title = {A}\n  year = 2020}\n@article{b, title = }\n",
            .unexpectedLayout(
                source: "BibTeX", origin: "refs.bib",
                detail:
                    "no entry could be read: line 3: entry `a`: expected ',' or '}' after the value of `title` (missing ',' before the next field?) (and 1 more problems)"
            )
        ),
        (
            "@article{a, title = {never closed\n",
            .unexpectedLayout(
                source: "BibTeX", origin: "refs.bib",
                detail:
                    "no entry could be read: line 1: entry `a`: the value of `title` is not closed (unbalanced braces or quotes)"
            )
        ),
        (
            "@article{a title = {x}}",
            .unexpectedLayout(
                source: "BibTeX", origin: "refs.bib",
                detail: "no entry could be read: line 1: entry `a`: expected ',' after the key")
        ),
        (
            "@article x",
            .unexpectedLayout(
                source: "BibTeX", origin: "refs.bib",
                detail: "no entry could be read: line 1: expected '{' after @article")
        ),
        (
            "@{a, title={x}}",
            .unexpectedLayout(
                source: "BibTeX", origin: "refs.bib",
                detail: "no entry could be read: line 1: expected an entry type after '@'")
        ),
        (
            "@comment{never closed",
            .unexpectedLayout(
                source: "BibTeX", origin: "refs.bib",
                detail: "no entry could be read: line 1: @comment is not closed (unbalanced braces)"
            )
        ),
        (
            "@article{a, = {x}}",
            .unexpectedLayout(
                source: "BibTeX", origin: "refs.bib",
                detail:
                    "no entry could be read: line 1: entry `a`: expected a field name, found '='")
        ),
        (
            "@article{a, title {x}}",
            .unexpectedLayout(
                source: "BibTeX", origin: "refs.bib",
                detail: "no entry could be read: line 1: entry `a`: expected '=' after `title`")
        ),
        (
            "@article{a, title = {x}",
            .unexpectedLayout(
                source: "BibTeX", origin: "refs.bib",
                detail: "no entry could be read: line 1: entry `a` is not closed: missing '}'")
        ),
    ])
    func errors(text: String, expected: SourceError) {
        #expect(throws: expected) { try Self.parse(text) }
    }

    @Test func garbageNeverCrashes() throws {
        let pieces = [
            "@", "{", "}", "(", ")", "\"", "#", "=", ",", "%", "\\", "\n", "a", "article", " ",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0..<60, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            do {
                _ = try Self.parse(text)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test func oversizedFileIsRefused() {
        let data = Data(count: BibTeXParser.maximumInputSize + 1)
        #expect(
            throws: SourceError.tooLarge(
                origin: "big.bib", bytes: BibTeXParser.maximumInputSize + 1,
                limit: BibTeXParser.maximumInputSize)
        ) { try BibTeXParser.parse(data, origin: "big.bib") }
    }

    // MARK: - LaTeX

    @Test(arguments: [
        (#"M{\"u}ller"#, "Müller"),
        (#"M\"uller"#, "Müller"),
        (#"M\"{u}ller"#, "Müller"),
        (#"Caf\'e"#, "Café"),
        (#"{\`a} la"#, "à la"),
        (#"{\^o}{\~n}{\=a}{\.z}"#, "ôñāż"),
        (#"{\u{g}}{\v{c}}{\H{o}}{\c{c}}{\k{a}}{\r{a}}{\d{s}}"#, "ğčőçąåṣ"),
        (#"{\ss} {\o} {\O} {\ae} {\AE} {\oe} {\aa} {\AA} {\l} {\L}"#, "ß ø Ø æ Æ œ å Å ł Ł"),
        (#"\'{\i}ndice and na{\"\i}ve"#, "índice and naïve"),
        (#"Gro\ss e"#, "Große"),
        (##"Fish \& Chips, 50\% off, \$5, \#1, a\_b"##, "Fish & Chips, 50% off, $5, #1, a_b"),
        ("pages 10--20 --- done", "pages 10–20 — done"),
        ("``quoted'' and `single'", "“quoted” and ‘single'"),
        ("non~breaking", "non breaking"),
        (#"\emph{Emphasized} and \textbf{bold} \textit{italic}"#, "Emphasized and bold italic"),
        (#"{\em Old style} text"#, "Old style text"),
        (#"$\alpha$-helix and $H_2O$ and $x^{2}$"#, "α-helix and H2O and x2"),
        (
            #"\url{https://example.org/a_b} and \href{https://x.org}{link text}"#,
            "https://example.org/a_b and link text"
        ),
        (#"see \cite{knuth84} here"#, "see here"),
        (#"{{Nested {Braces}}}"#, "Nested Braces"),
        ("  many   spaces\n and\tlines ", "many spaces and lines"),
        (#"\unknowncommand{kept}"#, "kept"),
        ("trailing backslash \\", "trailing backslash"),
        (#"\~{}"#, "~"),
        (#"e\'"#, "e"),
        ("Ünïcödé stays", "Ünïcödé stays"),
    ])
    func latex(input: String, expected: String) {
        #expect(LaTeXText.plain(input) == expected)
    }

    @Test func latexIsComposed() {
        let text = LaTeXText.plain(#"\"u"#)
        #expect(text.unicodeScalars.count == 1)
        #expect(text.unicodeScalars.first == "\u{00FC}")
    }

    // MARK: - Names

    @Test(arguments: [
        ("Knuth, Donald E. and Lamport, Leslie", ["Donald E. Knuth", "Leslie Lamport"]),
        ("Donald E. Knuth AND Leslie Lamport", ["Donald E. Knuth", "Leslie Lamport"]),
        ("{Barnes and Noble}", ["Barnes and Noble"]),
        ("de la Fontaine, Jean", ["Jean de la Fontaine"]),
        ("Ford, Jr., Henry", ["Henry Ford Jr."]),
        ("A. Person and others", ["A. Person", "et al."]),
        ("Sandro", ["Sandro"]),
        ("  and  Lone, A.  and ", ["A. Lone"]),
        ("", []),
        (#"M{\"u}ller, J{\"o}rg and Gonz{\'a}lez, Ana"#, ["Jörg Müller", "Ana González"]),
        ("Anderson, Sandra", ["Sandra Anderson"]),
    ])
    func names(raw: String, expected: [String]) {
        #expect(BibTeXNames.names(raw) == expected)
    }

    @Test(
        arguments: [
            ("arXiv preprint arXiv:2104.01234", "2104.01234"),
            ("see https://arxiv.org/abs/cs/0112017v1, accessed", "cs/0112017"),
            ("arXiv:not-an-id", nil),
            ("no mention", nil),
        ] as [(String, String?)])
    func arxivMentions(text: String, expected: String?) {
        #expect(BibTeXParser.arxivMention(in: text) == expected)
    }
}
