import CCmark

/// Renders Markdown bodies (bios, department descriptions, the home page intro) to HTML.
///
/// Uses cmark's safe defaults: raw HTML and `javascript:` links in the source are dropped,
/// because content is rendered into pages next to data from the web. Quotes and dashes are
/// made typographic (`CMARK_OPT_SMART`).
public enum Markdown {
    /// The HTML for a CommonMark document; an empty string for empty input.
    public static func html(_ markdown: String) -> String {
        let utf8 = Array(markdown.utf8)
        guard !utf8.isEmpty else { return "" }
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_SMART
        let rendered = utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_markdown_to_html(chars.baseAddress, chars.count, options)
            }
        }
        guard let rendered else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
