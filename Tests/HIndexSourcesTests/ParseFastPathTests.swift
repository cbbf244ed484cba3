import Foundation
import HIndexTestSupport
import Testing

@testable import HIndexSources

/// The byte-level fast paths of page parsing give exactly what their general definitions give:
/// the citation id of an ASCII link, the cleaning of an ASCII author list, the text of an
/// element holding one text node, the whitespace collapsing of a libxml2 string.
@Suite struct ParseFastPathTests {
    /// Random text of `pieces`, up to `maximum` of them.
    static func randomText(
        _ pieces: [String], maximum: Int, using generator: inout SeededGenerator
    ) -> String {
        let length = Int(generator.next() % UInt64(maximum + 1))
        return (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
            .joined()
    }

    // MARK: - Citation ids

    static let links = [
        "https://scholar.google.com/citations?view_op=view_citation&hl=en&user=AAAA&citation_for_view=AAAA:u5HHmVD_uO8C",
        "/citations?view_op=view_citation&amp;hl=en&amp;user=X&amp;citation_for_view=X:Y",
        "/citations?citation_for_view=X%3AY", "/citations?citation_for_view=",
        "?citation_for_view=a",
        "a?citation_for_view=a", "a??citation_for_view=b", "??citation_for_view=b", "a?",
        "a?#citation_for_view=c", "a?##citation_for_view=c#d", "a?x#citation_for_view=c",
        "a?&&citation_for_view= d &", "a?amp;amp;citation_for_view=e", "a?citation_for_view==f",
        "a?citation_for_view", "a?citation_for_view=%zz", "a?citation_for_view=%20%20",
        "a?citation_for_view=\r\nx", "a\r\n?citation_for_view=x", "", "?", "#", "&", "=",
    ]

    @Test func asciiCitationIDAgreesOnExamples() {
        for link in Self.links {
            #expect(
                Self.asciiCitationID(link) == ScholarProfileParser.unicodeCitationID(inLink: link),
                "\(link)")
        }
        #expect(Self.asciiCitationID(Self.links[0]) == "AAAA:u5HHmVD_uO8C")
        #expect(Self.asciiCitationID("/citations?citation_for_view=X%3AY") == "X:Y")
        #expect(Self.asciiCitationID("a??citation_for_view=b") == nil)
        #expect(Self.asciiCitationID("a?b&citation_for_view=c") == "c")
        #expect(Self.asciiCitationID("??citation_for_view=b") == nil)
    }

    @Test func asciiCitationIDAgreesOnRandomLinks() {
        let pieces = [
            "?", "#", "&", "=", "amp;", "citation_for_view", "citation_for_view=", "user", "X:Y",
            "%3A", "%", "%zz", " ", "\t", "\r\n", "\n", "a", "b",
        ]
        var generator = SeededGenerator(seed: 12)
        var disagreements: [String] = []
        for _ in 0..<30_000 {
            let link = Self.randomText(pieces, maximum: 10, using: &generator)
            if Self.asciiCitationID(link) != ScholarProfileParser.unicodeCitationID(inLink: link) {
                disagreements.append(link)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    static func asciiCitationID(_ link: String) -> String? {
        var link = link
        return link.withUTF8 { ScholarProfileParser.asciiCitationID(inLink: $0) }
    }

    // MARK: - Author lists

    static let authorLists = [
        "A. Author, B. Author and C. Author", "J. Doe (eds.)", "J. Doe, Eds.", "J. Doe, (Hrsg.)",
        "J. Doe, editors", "J. Doe, ed. J. Roe", "Tancik*, Dao', Smith,", "Smith, , , Roe",
        "Smith, ,, Roe", "Smith, and", ", ; : Smith ; :", "Smith and", "and", " and",
        "x, , , , y", "'* ,;", "*", "**,", "(dir.) Dupont", "(DIRS) Dupont", "Hrsg: Meier",
        "Ed. Smith", "ed.: Smith", "(ed) Smith", "()", "(", "Reed, Fred, Eddie, Sedgewick",
        "Jane Doe\r\nJohn Roe", "José Müller*, Jane Doe", "",
    ]

    @Test func asciiCleanAuthorsAgreesOnExamples() {
        for text in Self.authorLists {
            if let ascii = HomepageCitation.asciiCleanAuthors(text) {
                #expect(ascii == HomepageCitation.unicodeCleanAuthors(text), "\(text)")
            }
        }
        #expect(HomepageCitation.asciiCleanAuthors("Jane Doe\r\nJohn Roe") == nil)
        #expect(
            HomepageCitation.asciiCleanAuthors("José Müller*, Jane Doe") == "José Müller, Jane Doe")
        #expect(HomepageCitation.asciiCleanAuthors("José Müller’, Jane Doe") == nil)
        #expect(HomepageCitation.asciiCleanAuthors("Jane Doe, Ng\u{301}") == nil)
        #expect(HomepageCitation.cleanAuthors("Tancik*, Dao', Smith, and") == "Tancik, Dao, Smith")
    }

    @Test func asciiCleanAuthorsAgreesOnRandomText() {
        let pieces = [
            " ", "  ", ",", ";", ":", ".", "'", "*", "(", ")", " and", "and ", "ed", "Ed.", "eds",
            "(eds.)", "editor", "Editors", "hrsg", "HRSG.", "dir", "(dirs)", "Jane", "Doe", "J.",
            "x", "\t", "\n", ", ,", "!", "-", "É", "é", "ü", "ß", "ø", "İ", "EDİTOR", "(Éds)",
            "Müller*", "×",
        ]
        var generator = SeededGenerator(seed: 34)
        var disagreements: [String] = []
        for _ in 0..<30_000 {
            let text = Self.randomText(pieces, maximum: 12, using: &generator)
            guard let ascii = HomepageCitation.asciiCleanAuthors(text) else { continue }
            if ascii != HomepageCitation.unicodeCleanAuthors(text) { disagreements.append(text) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    // MARK: - Element text

    /// Random markup: elements whose text the general reading treats apart (hidden, replaced,
    /// a line break, an upper-case name) among ordinary ones, one or several children.
    @Test func soleTextReadingAgreesOnRandomMarkup() throws {
        let pieces = [
            "<p>", "</p>", "<span class='a'>", "</span>", "<a href='x'>", "</a>", "<script>",
            "</script>", "<style>", "</style>", "<template>", "</template>",
            "<svg aria-label='_{2}'>",
            "</svg>", "<br>", "<b>", "</b>", "<td>", "<![CDATA[c]]>", "<!-- c -->", "Word", " ",
            "\n\t", "\u{A0}", "é", "&amp;", "&nbsp;", "x\u{301}", " \u{301}", "\u{2003}", "<SPAN>",
        ]
        var generator = SeededGenerator(seed: 56)
        var checked = 0
        for _ in 0..<1500 {
            let body = Self.randomText(pieces, maximum: 14, using: &generator)
            let document = try HTMLDocument(
                data: Data("<html><body><div>\(body)</div></body></html>".utf8), origin: "t")
            checked += Self.checkEveryElement(of: document)
        }
        #expect(checked > 5000)
    }

    /// Every element of the real Scholar and homepage pages.
    @Test func soleTextReadingAgreesOnRealPages() throws {
        var checked = 0
        for folder in ["scholar_profile", "homepage_pubs", "homepage_styles"] {
            let url = try RealFixtures.url(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path)
            where file.hasSuffix(".html") {
                let data = try Data(contentsOf: url.appendingPathComponent(file))
                checked += Self.checkEveryElement(of: try HTMLDocument(data: data, origin: file))
            }
        }
        #expect(checked > 10_000)
    }

    /// Compares ``HTMLNode/Cursor/text(svgLabel:)`` with its definition on every element.
    static func checkEveryElement(
        of document: HTMLDocument, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        let label = ScholarProfileParser.plainFormula
        var checked = 0
        document.walkNodes(enter: { node in
            guard node.isElement else { return false }
            let general = HTMLNode.collapsingWhitespace(node.rawText(svgLabel: label))
            #expect(node.text(svgLabel: label) == general, sourceLocation: sourceLocation)
            checked += 1
            return true
        })
        return checked
    }

    // MARK: - Block pages

    /// The phrases are found in any case (the byte test before lower-casing the prose must not
    /// miss them), also when lower-casing makes them (the Kelvin sign `K` lower-cases to `k`),
    /// across text nodes and no-break spaces (collapsed to spaces).
    @Test(
        arguments: [
            (
                "<p>We have detected UNUSUAL TRAFFIC FROM YOUR COMPUTER NETWORK.</p>",
                "unusual traffic"
            ),
            ("<p>Unusual traffic from your computer networ\u{212A} here.</p>", "unusual traffic"),
            ("<p>Unusual</p><p>traffic from your computer network</p>", "unusual traffic"),
            ("<p>Please show you are Not A Robot.</p>", "captcha"),
            ("<p>not a<b> robot</b></p>", "captcha"), ("<p>not&nbsp;a robot</p>", "captcha"),
            ("<p>notarobot, not a r\u{F6}bot, unusual traffic from my network</p>", nil),
            ("<p><a>not a robot</a></p>", nil),
        ] as [(String, String?)])
    func phrasesInAnyCase(html: String, expected: String?) throws {
        let document = try HTMLDocument(
            data: Data("<html><body>\(html)</body></html>".utf8), origin: "t")
        let reason = BlockDetector.blockReason(in: document)
        if let expected {
            #expect(reason?.hasPrefix(expected + " page") == true, "\(reason ?? "nil")")
        } else {
            #expect(reason == nil)
        }
    }

    // MARK: - Whitespace

    @Test func collapsingACStringAgreesOnRandomText() {
        let pieces = [
            " ", "\t", "\n", "\r\n", "\u{B}", "\u{C}", "\u{A0}", "\u{2003}", "a", "é", "\u{301}",
            "x",
        ]
        var generator = SeededGenerator(seed: 78)
        for _ in 0..<20_000 {
            let text = Self.randomText(pieces, maximum: 10, using: &generator)
            let bytes = Array(text.utf8) + [0]
            let collapsed = bytes.withUnsafeBufferPointer {
                HTMLNode.collapsingWhitespace(cString: $0.baseAddress!)
            }
            #expect(
                collapsed == HTMLNode.collapsingWhitespace(text), "\(Array(text.unicodeScalars))")
        }
    }
}
