import Testing

@testable import HIndexSite

@Suite("Markdown")
struct MarkdownTests {
    @Test("renders emphasis, strong and links")
    func rendersInlineMarkup() {
        let html = Markdown.html("A *bio* with **strong** text and [a link](https://example.org).")
        #expect(
            html
                == "<p>A <em>bio</em> with <strong>strong</strong> text and "
                + "<a href=\"https://example.org\">a link</a>.</p>\n")
    }

    @Test("drops raw HTML blocks and inline HTML")
    func dropsRawHTML() {
        let html = Markdown.html(
            "<script>alert('x')</script>\n\nText with <img src=x onerror=alert(1)> inline.")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("onerror"))
        #expect(html.contains("raw HTML omitted"))
        #expect(html.contains("<p>Text with"))
    }

    @Test("drops javascript: links but keeps their text")
    func dropsUnsafeLinks() {
        let html = Markdown.html("[click](javascript:alert(1))")
        #expect(!html.contains("javascript:"))
        #expect(html.contains("click"))
    }

    @Test("escapes special characters and makes quotes typographic")
    func escapesText() {
        #expect(Markdown.html("Fish & \"chips\" < 3") == "<p>Fish &amp; “chips” &lt; 3</p>\n")
    }

    @Test("empty input gives empty output")
    func emptyInput() {
        #expect(Markdown.html("") == "")
    }
}
