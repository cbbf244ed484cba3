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
        var scan = Scan()
        document.walkNodes(
            enter: { node in
                scan.enter(node)
                return true
            },
            leave: { scan.leave($0) })
        return scan.reason()
    }

    /// What ``blockReason(in:)`` gathers in its walk, node by node, so that a parser walking
    /// the page anyway gathers it in the same walk: ``enter(_:)`` on every node in document
    /// order, ``leave(_:)`` on every element once the nodes below it were entered.
    struct Scan {
        private var pieces: [String] = []
        private var heading: HTMLNode.Cursor?
        private var hasMarker = false
        private var bodies = 0
        private var hidden = 0

        /// Takes in a node: its prose when it is text, what it marks when it is an element.
        @inline(__always)
        mutating func enter(_ node: HTMLNode.Cursor) {
            switch node.kind {
            case .text:
                if bodies > 0 && hidden == 0, let content = node.pointer.pointee.content {
                    let piece = HTMLNode.collapsingWhitespace(cString: UnsafePointer(content))
                    if !piece.isEmpty { pieces.append(piece) }
                }
            case .element:
                // The id and the class read once for all the tests.
                node.withAttribute("class") { classes in
                    if !hasMarker {
                        hasMarker = node.withAttribute("id") {
                            isChallengeMarker(node, id: $0, class: classes)
                        }
                    }
                    if hidesProse(node, class: classes) { hidden += 1 }
                }
                if heading == nil && node.isElement(named: "h1") { heading = node }
                if node.isElement(named: "body") { bodies += 1 }
            case .other:
                break
            }
        }

        /// Leaves an element entered before.
        @inline(__always)
        mutating func leave(_ node: HTMLNode.Cursor) {
            if node.isElement(named: "body") { bodies -= 1 }
            if hidesProse(node) { hidden -= 1 }
        }

        /// Why the page is a block page, as ``blockReason(in:)`` says, or `nil`.
        func reason() -> String? {
            let prose = pieces.joined(separator: " ")
            // Most pages hold neither phrase in any case: then, without a marker, no reason,
            // and no need to lower-case the whole prose (see ``mayContain(_:_:)``).
            guard
                hasMarker || Self.mayContain(prose, "unusual traff")
                    || Self.mayContain(prose, robotPhrase)
            else { return nil }
            let lowered = prose.lowercased()
            var headingText: String { heading?.text ?? "" }

            if lowered.containsText(unusualTrafficPhrase) {
                let quote =
                    sentence(around: unusualTrafficPhrase, in: pieces, prose: prose) ?? headingText
                return "unusual traffic page: \(quoted(quote))"
            }
            guard hasMarker || lowered.containsText(robotPhrase) else { return nil }
            var quote = headingText
            if quote.isEmpty {
                quote = sentence(around: robotPhrase, in: pieces, prose: prose) ?? ""
            }
            return quote.isEmpty ? "captcha page" : "captcha page: \(quoted(quote))"
        }

        /// Whether `text` can hold `phrase` (lower-case ASCII letters and spaces, no `i` or
        /// `k`) once lower-cased: whether it holds its bytes in any ASCII case. Lower-casing maps
        /// no other scalar to an ASCII letter or space but the Kelvin sign (to `k`) and `İ`
        /// (to `i` and a combining dot), and a match of `containsText` in lower-cased text is
        /// a match of its bytes (no other scalar is canonically equivalent to one of them), so
        /// `false` here means the phrase is not found there; both phrases' checks use a
        /// prefix without `i` and `k`.
        private static func mayContain(_ text: String, _ phrase: String) -> Bool {
            var text = text
            var phrase = phrase
            return text.withUTF8 { bytes in
                phrase.withUTF8 { needle in
                    guard !needle.isEmpty else { return true }
                    guard bytes.count >= needle.count else { return false }
                    for start in 0...(bytes.count - needle.count) {
                        var matched = 0
                        while matched < needle.count,
                            bytes[start + matched] | 0x20 == needle[matched]
                                && (needle[matched] != 0x20 || bytes[start + matched] == 0x20)
                        {
                            matched += 1
                        }
                        if matched == needle.count { return true }
                    }
                    return false
                }
            }
        }
    }

    /// ``hidesProse(_:)`` of an element whose `class` was read already.
    @inline(__always)
    private static func hidesProse(
        _ node: HTMLNode.Cursor, class classes: UnsafeBufferPointer<UInt8>?
    )
        -> Bool
    {
        node.isElement(named: "script") || node.isElement(named: "style")
            || node.isElement(named: "a")
            || (node.isElement(named: "tr")
                && HTMLNode.Cursor.classValue(classes, holds: "gsc_a_tr"))
            || (node.isElement(named: "div") && HTMLNode.Cursor.classValue(classes, holds: "gs_r"))
    }

    /// Whether the element is one only challenge pages carry: an `id` of Scholar's or Google's
    /// captcha (`gs_captcha_ccl`, `gs_captcha_f`, `gs_captcha_c`, `captcha-form`, `recaptcha`),
    /// the class `g-recaptcha`, an `<iframe>` or `<script>` whose `src` contains `recaptcha`, a
    /// `<form>` whose `action` contains `/sorry/`; `id` and `class` are the
    /// element's, read already.
    @inline(__always)
    private static func isChallengeMarker(
        _ node: HTMLNode.Cursor, id: UnsafeBufferPointer<UInt8>?,
        class classes: UnsafeBufferPointer<UInt8>?
    ) -> Bool {
        typealias Cursor = HTMLNode.Cursor
        if Cursor.value(id, is: "gs_captcha_ccl") || Cursor.value(id, is: "gs_captcha_f")
            || Cursor.value(id, is: "gs_captcha_c") || Cursor.value(id, is: "captcha-form")
            || Cursor.value(id, is: "recaptcha") || Cursor.classValue(classes, holds: "g-recaptcha")
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
