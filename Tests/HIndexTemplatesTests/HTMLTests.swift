import HIndexCore
import HIndexTemplates
import Testing

@Suite("HTML type")
struct HTMLTests {
    @Test("Interpolated text is escaped, never inserted raw")
    func escapesScript() {
        let title = "<script>alert(1)</script>"
        let html: HTML = "<td>\(title)</td>"
        #expect(html.markup == "<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>")
        #expect(!html.markup.contains("<script>"))
    }

    @Test(
        "Every special character is escaped",
        arguments: [
            ("a & b", "a &amp; b"),
            ("<b>", "&lt;b&gt;"),
            ("say \"hi\"", "say &quot;hi&quot;"),
            ("O'Brien", "O&#39;Brien"),
            ("&amp;", "&amp;amp;"),
            ("Gödel, Escher – Bach ≥ 1", "Gödel, Escher – Bach ≥ 1"),
            ("tab\tline\nreturn\r", "tab\tline\nreturn\r"),
            ("nul\u{0}bell\u{7}del\u{7F}", "nul\u{FFFD}bell\u{FFFD}del\u{FFFD}"),
            ("", ""),
        ])
    func escapeTable(input: String, expected: String) {
        #expect(HTML.escape(input) == expected)
        #expect(HTML(text: input).markup == expected)
        let interpolated: HTML = "\(input)"
        #expect(interpolated.markup == expected)
    }

    @Test("Quotes cannot end an attribute value")
    func attributeEscaping() {
        let name = "x\" onmouseover=\"alert(1)' data-x='"
        let html: HTML = "<a title=\"\(name)\" data-y='\(name)'>"
        #expect(
            html.markup
                == "<a title=\"x&quot; onmouseover=&quot;alert(1)&#39; data-x=&#39;\" "
                + "data-y='x&quot; onmouseover=&quot;alert(1)&#39; data-x=&#39;'>")
    }

    @Test("Literals, raw strings and nested HTML pass through unchanged")
    func rawPassesThrough() {
        let bio = HTML.raw("<p>Works on <em>graphs</em> &amp; trees.</p>")
        let cell: HTML = "<b>bold</b>"
        let page: HTML = "<div>\(bio)\(cell)</div>"
        #expect(page.markup == "<div><p>Works on <em>graphs</em> &amp; trees.</p><b>bold</b></div>")
        #expect(page.description == page.markup)
    }

    @Test("A string literal interpolated is still text, not markup")
    func interpolatedLiteralIsText() {
        let html: HTML = "\("<i>")"
        #expect(html.markup == "&lt;i&gt;")
    }

    @Test("Integers and optionals")
    func integersAndOptionals() {
        let year: Int? = 2024
        let missingYear: Int? = nil
        let venue: String? = nil
        let author: String? = "A & B"
        let nested: HTML? = nil
        let html: HTML =
            "\(1083)|\(grouped: 1083)|\(year)|\(missingYear)|\(venue)|\(author)|\(nested)|\(-5)"
        #expect(html.markup == "1083|1,083|2024|||A &amp; B||-5")
    }

    @Test(
        "Grouped numbers do not depend on the locale",
        arguments: [
            (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (1083, "1,083"),
            (123_456, "123,456"), (1_234_567, "1,234,567"), (-1234, "-1,234"),
            (Int.min, "-9,223,372,036,854,775,808"),
        ])
    func grouping(number: Int, expected: String) {
        #expect(NumberFormatting.grouped(number) == expected)
    }

    @Test("Joining fragments")
    func joining() {
        let items: [HTML] = ["<li>a</li>", "<li>\("<b>")</li>"]
        #expect(items.joined().markup == "<li>a</li><li>&lt;b&gt;</li>")
        #expect(items.joined(separator: "\n").markup == "<li>a</li>\n<li>&lt;b&gt;</li>")
        #expect([HTML]().joined(separator: ", ").isEmpty)
    }

    @Test(
        "Slugs become one safe path segment",
        arguments: [
            ("ada-quispe", "ada-quispe"), ("a b", "a%20b"), ("x/../y", "x%2F..%2Fy"),
            ("..", "%2E%2E"), ("é", "%C3%A9"), ("a\"b", "a%22b"),
        ])
    func pathSegments(slug: String, expected: String) {
        #expect(URLPath.segment(slug) == expected)
    }
}
