import Foundation
import HIndexCore

/// Recognises the pages Google serves instead of results when it blocks a client: the
/// "unusual traffic" (`/sorry/`) page and reCAPTCHA challenges, both with HTTP 200.
///
/// Parsers ask it before anything else, so a blocked request is reported as such rather than
/// as "0 publications" or a layout error.
public enum BlockDetector {
    /// Elements that only challenge pages carry.
    private static let markerExpressions = [
        "//*[@id='gs_captcha_ccl' or @id='gs_captcha_f' or @id='gs_captcha_c'"
            + " or @id='captcha-form' or @id='recaptcha']",
        "//*[\(HTMLDocument.hasClass("g-recaptcha"))]",
        "//iframe[contains(@src, 'recaptcha')]",
        "//script[contains(@src, 'recaptcha')]",
        "//form[contains(@action, '/sorry/')]",
    ]

    /// Visible prose outside links and result rows: paper titles and snippets (which may
    /// contain any words) never count as a challenge.
    private static let proseExpression =
        "//body//text()[not(ancestor::script or ancestor::style or ancestor::a"
        + " or ancestor::tr[\(HTMLDocument.hasClass("gsc_a_tr"))]"
        + " or ancestor::div[\(HTMLDocument.hasClass("gs_r"))])]"

    private static let unusualTrafficPhrase = "unusual traffic from your computer network"
    private static let robotPhrase = "not a robot"

    /// Why the document is a block page, quoting it (e.g. `captcha page: "Please show you're
    /// not a robot"`), or `nil` for an ordinary page.
    public static func blockReason(in document: HTMLDocument) -> String? {
        let pieces = ((try? document.select(proseExpression)) ?? []).map(\.text)
            .filter { !$0.isEmpty }
        let prose = pieces.joined(separator: " ")
        let lowered = prose.lowercased()
        let heading = ((try? document.first("//h1")) ?? nil)?.text ?? ""

        if lowered.containsText(unusualTrafficPhrase) {
            let quote = sentence(around: unusualTrafficPhrase, in: pieces, prose: prose) ?? heading
            return "unusual traffic page: \(quoted(quote))"
        }
        let hasMarker = markerExpressions.contains { expression in
            !((try? document.select(expression)) ?? []).isEmpty
        }
        guard hasMarker || lowered.containsText(robotPhrase) else { return nil }
        var quote = heading
        if quote.isEmpty { quote = sentence(around: robotPhrase, in: pieces, prose: prose) ?? "" }
        return quote.isEmpty ? "captcha page" : "captcha page: \(quoted(quote))"
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
