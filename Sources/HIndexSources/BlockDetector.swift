import Foundation
import HIndexCore

/// Recognises the pages Google serves instead of results when it blocks a client: the
/// "unusual traffic" (`/sorry/`) page and reCAPTCHA challenges, both with HTTP 200.
///
/// Parsers ask it before anything else, so a blocked request is reported as such rather than
/// as "0 publications" or a layout error.
public enum BlockDetector {
    private static let unusualTrafficPhrase = "unusual traffic from your computer network"
    private static let robotPhrase = "not a robot"

    /// Why the document is a block page, quoting it (e.g. `captcha page: "Please show you're
    /// not a robot"`), or `nil` for an ordinary page.
    ///
    /// Reads the page in one walk: the visible prose (text below `<body>` outside `<script>`,
    /// `<style>`, links and result rows `tr.gsc_a_tr` / `div.gs_r`, whose paper titles and
    /// snippets may contain any words), the first `<h1>`, and the elements only challenge
    /// pages carry (see ``isChallengeMarker(_:)``).
    public static func blockReason(in document: HTMLDocument) -> String? {
        var pieces: [String] = []
        var heading: HTMLNode.Cursor?
        var hasMarker = false
        var bodies = 0
        var hidden = 0
        document.walkNodes(
            enter: { node in
                switch node.kind {
                case .text:
                    if bodies > 0 && hidden == 0, let content = node.textContent {
                        let piece = HTMLNode.collapsingWhitespace(content)
                        if !piece.isEmpty { pieces.append(piece) }
                    }
                case .element:
                    if !hasMarker && isChallengeMarker(node) { hasMarker = true }
                    if heading == nil && node.isElement(named: "h1") { heading = node }
                    if node.isElement(named: "body") { bodies += 1 }
                    if hidesProse(node) { hidden += 1 }
                case .other:
                    break
                }
                return true
            },
            leave: { node in
                if node.isElement(named: "body") { bodies -= 1 }
                if hidesProse(node) { hidden -= 1 }
            })
        let prose = pieces.joined(separator: " ")
        let lowered = prose.lowercased()
        let headingText = heading?.text ?? ""

        if lowered.containsText(unusualTrafficPhrase) {
            let quote =
                sentence(around: unusualTrafficPhrase, in: pieces, prose: prose) ?? headingText
            return "unusual traffic page: \(quoted(quote))"
        }
        guard hasMarker || lowered.containsText(robotPhrase) else { return nil }
        var quote = headingText
        if quote.isEmpty { quote = sentence(around: robotPhrase, in: pieces, prose: prose) ?? "" }
        return quote.isEmpty ? "captcha page" : "captcha page: \(quoted(quote))"
    }

    /// Whether the element is one only challenge pages carry: an `id` of Scholar's or Google's
    /// captcha (`gs_captcha_ccl`, `gs_captcha_f`, `gs_captcha_c`, `captcha-form`, `recaptcha`),
    /// the class `g-recaptcha`, an `<iframe>` or `<script>` whose `src` contains `recaptcha`, a
    /// `<form>` whose `action` contains `/sorry/`.
    private static func isChallengeMarker(_ node: HTMLNode.Cursor) -> Bool {
        if node.attribute("id", is: "gs_captcha_ccl") || node.attribute("id", is: "gs_captcha_f")
            || node.attribute("id", is: "gs_captcha_c") || node.attribute("id", is: "captcha-form")
            || node.attribute("id", is: "recaptcha") || node.hasClass("g-recaptcha")
        {
            return true
        }
        if node.isElement(named: "iframe") || node.isElement(named: "script") {
            return node.attribute("src", contains: "recaptcha")
        }
        return node.isElement(named: "form") && node.attribute("action", contains: "/sorry/")
    }

    /// Whether the text below the element is no visible prose of the page's own: scripts,
    /// styles, links and result rows.
    private static func hidesProse(_ node: HTMLNode.Cursor) -> Bool {
        node.isElement(named: "script") || node.isElement(named: "style")
            || node.isElement(named: "a")
            || (node.isElement(named: "tr") && node.hasClass("gsc_a_tr"))
            || (node.isElement(named: "div") && node.hasClass("gs_r"))
    }

    /// The sentence holding `phrase`, from the one text node that holds it when there is one
    /// (so headings before it are not glued on), else from all the prose.
    private static func sentence(around phrase: String, in pieces: [String], prose: String)
        -> String?
    {
        let piece = pieces.first { $0.range(of: phrase, options: .caseInsensitive) != nil }
        return sentence(around: phrase, in: piece ?? prose)
    }

    /// ``blockReason(in:)`` for raw bytes; `nil` when the bytes are not HTML at all.
    public static func blockReason(in data: Data) -> String? {
        guard let document = try? HTMLDocument(data: data, origin: "") else { return nil }
        return blockReason(in: document)
    }

    /// The sentence of `text` that contains `phrase` (case-insensitive).
    private static func sentence(around phrase: String, in text: String) -> String? {
        guard let range = text.range(of: phrase, options: .caseInsensitive) else { return nil }
        let terminators: Set<Character> = [".", "!", "?"]
        var start = range.lowerBound
        while start > text.startIndex {
            let previous = text.index(before: start)
            if terminators.contains(text[previous]) { break }
            start = previous
        }
        var end = range.upperBound
        while end < text.endIndex {
            let character = text[end]
            end = text.index(after: end)
            if terminators.contains(character) { break }
        }
        return String(text[start..<end]).trimmingWhitespace()
    }

    /// `text` in double quotes, shortened to 120 characters.
    private static func quoted(_ text: String) -> String {
        let short = text.count > 120 ? String(text.prefix(119)) + "…" : text
        return "\"\(short)\""
    }
}
