import Foundation
import Testing

@testable import HIndexSources

@Suite struct HTMLDocumentTests {
    private func document(_ html: String) throws -> HTMLDocument {
        try HTMLDocument(data: Data(html.utf8), origin: "test.html")
    }

    @Test func selectsByClassTokenWhateverTheOrderAndSpacing() throws {
        let page = try document(
            """
            <p class="a  b">1</p><p class="b">2</p><p class=" c
            b ">3</p><p class="bb">no</p><p>no</p>
            """)
        let nodes = try page.select("//p[\(HTMLDocument.hasClass("b"))]")
        #expect(nodes.map(\.text) == ["1", "2", "3"])
    }

    @Test func classPredicateIsTheDocumentedExpression() {
        #expect(
            HTMLDocument.hasClass("gsc_a_tr")
                == "contains(concat(' ', normalize-space(@class), ' '), ' gsc_a_tr ')")
    }

    @Test(arguments: [
        ("plain", "'plain'"),
        ("it's", "\"it's\""),
        ("a'b\"c", "concat('a', \"'\", 'b\"c')"),
    ])
    func xpathLiterals(value: String, literal: String) throws {
        #expect(HTMLDocument.xpathLiteral(value) == literal)
        let page = try document(
            "<p title='\(value.replacingOccurrences(of: "'", with: "&#39;"))'>x</p>")
        #expect(try page.select("//p[@title=\(literal)]").count == 1)
    }

    @Test func textDecodesEntitiesCollapsesWhitespaceAndSkipsScripts() throws {
        let page = try document(
            """
            <div id="t">  Tom &amp; Jerry&#39;s\u{A0}&nbsp;<b>big</b>
               caf&eacute;<script>var x = "no";</script><style>p{}</style>&lt;script&gt;<br>end
            </div>
            """)
        let node = try #require(try page.first("//div[@id='t']"))
        #expect(node.text == "Tom & Jerry's big café<script> end")
    }

    @Test func svgContributesItsLabel() throws {
        let page = try document(
            "<a>Rb<svg aria-label=' _2 '><path d='M 1'/></svg>Te<svg><path/></svg>!</a>")
        let link = try #require(try page.first("//a"))
        #expect(link.text == "Rb_2Te!")
        #expect(link.text(svgLabel: { $0.replacingOccurrences(of: "_", with: "") }) == "Rb2Te!")
    }

    @Test func attributes() throws {
        let page = try document(
            "<button id=b disabled flag class='x  y' data-href='/a?b=1&amp;c=2' title=''>go</button>"
        )
        let button = try #require(try page.first("//button"))
        #expect(button.tagName == "button")
        #expect(button.isElement)
        #expect(button.attribute("data-href") == "/a?b=1&c=2")
        #expect(button.attribute("DISABLED") != nil)
        #expect(button.attribute("flag") != nil)
        #expect(button.hasAttribute("disabled"))
        #expect(button.attribute("title") == "")
        #expect(button.attribute("missing") == nil)
        #expect(!button.hasAttribute("missing"))
        #expect(button.classTokens == ["x", "y"])
    }

    @Test func relativeQueriesStayBelowTheNode() throws {
        let page = try document(
            "<div id=one><a>1a</a><a>1b</a></div><div id=two><a>2a</a><span>s</span></div>")
        let two = try #require(try page.first("//div[@id='two']"))
        #expect(try two.select(".//a").map(\.text) == ["2a"])
        #expect(try two.select("//a").count == 3)
        #expect(try two.first("./span")?.text == "s")
        #expect(try two.select("./text()").isEmpty)
        let textNode = try #require(try two.first(".//a/text()"))
        #expect(textNode.tagName == "#text")
        #expect(textNode.text == "2a")
        #expect(!textNode.isElement)
        #expect(textNode.attribute("x") == nil)
        let attributeNode = try #require(try two.first("@id"))
        #expect(attributeNode.text == "two")
    }

    @Test func invalidOrNonNodeExpressionsThrow() throws {
        let page = try document("<p>x</p>")
        #expect(throws: XPathError.self) { try page.select("//p[") }
        #expect(throws: XPathError.self) { try page.select("count(//p)") }
        let node = try #require(try page.first("//p"))
        let error = #expect(throws: XPathError.self) { try node.select("))") }
        #expect(error?.description.contains("))") == true)
    }

    @Test func nodesKeepTheirDocumentAlive() throws {
        func firstParagraph() throws -> HTMLNode? {
            try document("<p>kept</p>").first("//p")
        }
        let node = try #require(try firstParagraph())
        #expect(node.text == "kept")
    }

    @Test func refusesInputAboveTheLimit() throws {
        let data = Data(count: HTMLDocument.maximumInputSize + 1)
        let error = #expect(throws: SourceError.self) {
            try HTMLDocument(data: data, origin: "big.html")
        }
        #expect(
            error
                == .tooLarge(
                    origin: "big.html", bytes: HTMLDocument.maximumInputSize + 1,
                    limit: HTMLDocument.maximumInputSize))
        #expect(throws: SourceError.tooLarge(origin: "s", bytes: 11, limit: 10)) {
            try HTMLDocument(data: Data("<p>0123</p>".utf8), origin: "s", limit: 10)
        }
    }

    @Test func refusesEmptyInput() {
        #expect(throws: SourceError.unreadable(origin: "e", reason: "the input is empty")) {
            try HTMLDocument(data: Data(), origin: "e")
        }
    }

    @Test(arguments: [
        [UInt8](repeating: 0, count: 64),
        [0xFF, 0xFE, 0x00, 0xD8, 0x3C, 0x00],
        [0xC3, 0x28, 0xA0, 0xA1, 0xE2, 0x82, 0xF0, 0x28, 0x8C, 0x28],
        Array((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }),
    ])
    func binaryInputNeverCrashes(bytes: [UInt8]) {
        // Either a (recovered) document or a typed error; both are fine, a crash is not.
        do {
            let page = try HTMLDocument(data: Data(bytes), origin: "bin")
            _ = page.root?.text
        } catch {
            #expect(error.origin == "bin")
        }
    }

    @Test func decodesTheDeclaredEncoding() throws {
        // "Café “quoted”" in windows-1252, declared as ISO-8859-1 (browsers read it as 1252).
        var bytes = Array("<html><head><meta charset=\"iso-8859-1\"></head><body><p>Caf".utf8)
        bytes += [0xE9, 0x20, 0x93] + Array("quoted".utf8) + [0x94, 0xA0]
        bytes += Array("x</p></body></html>".utf8)
        let page = try HTMLDocument(data: Data(bytes), origin: "latin1.html")
        #expect(page.encoding == "WINDOWS-1252")
        #expect(try page.first("//p")?.text == "Café “quoted” x")
    }

    @Test func defaultsToUTF8() throws {
        let page = try HTMLDocument(data: Data("<p>Ødegård – 名前</p>".utf8), origin: "u")
        #expect(page.encoding == "UTF-8")
        #expect(try page.first("//p")?.text == "Ødegård – 名前")
    }

    @Test func unknownDeclaredEncodingDoesNotCrash() throws {
        let html = "<meta charset=\"x-no-such-charset\"><p>plain</p>"
        let page = try HTMLDocument(data: Data(html.utf8), origin: "odd")
        #expect(try page.first("//p")?.text == "plain")
    }

    @Test(
        arguments: [
            ("<meta http-equiv=\"Content-Type\" content=\"text/html;charset=UTF-8\">", "UTF-8"),
            ("<META HTTP-EQUIV='content-type' CONTENT='text/html; Charset = \"utf8\"'>", "UTF-8"),
            ("<meta charset='ISO-8859-1'>", "WINDOWS-1252"),
            ("<meta charset=koi8-r>", "KOI8-R"),
            ("<p>charset talk but no = sign, then charset=shift_jis</p>", "SHIFT_JIS"),
            ("<p>nothing declared</p>", nil),
        ] as [(String, String?)])
    func sniffsTheDeclaredEncoding(html: String, expected: String?) {
        #expect(HTMLDocument.declaredEncoding(in: Data(html.utf8)) == expected)
    }

    @Test func byteOrderMarks() {
        #expect(HTMLDocument.declaredEncoding(in: Data([0xEF, 0xBB, 0xBF, 0x3C])) == "UTF-8")
        #expect(HTMLDocument.declaredEncoding(in: Data([0xFF, 0xFE, 0x3C, 0])) == "UTF-16LE")
        #expect(HTMLDocument.declaredEncoding(in: Data([0xFE, 0xFF, 0, 0x3C])) == "UTF-16BE")
    }

    @Test func documentsParseInParallelTasks() async throws {
        let html = (0..<200).map { "<tr class='r'><td>\($0)</td></tr>" }.joined()
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let page = try HTMLDocument(
                        data: Data("<table>\(html)</table>".utf8), origin: "p")
                    return try page.select("//tr[\(HTMLDocument.hasClass("r"))]").count
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 200, count: 8))
    }
}
