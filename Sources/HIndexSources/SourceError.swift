import HIndexCore

/// Why a citation source's page or response could not be turned into records.
///
/// Every case names where the data came from (`origin`: a file path or URL), so a message
/// alone tells the user which snapshot or request to look at.
public enum SourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The source refused to answer: a captcha or "unusual traffic" page, which Google
    /// serves with HTTP 200. `reason` says what was recognised, quoting the page.
    case blocked(source: String, origin: String, reason: String)
    /// The page is not laid out as the parser expects (a layout change, or the wrong page).
    case unexpectedLayout(source: String, origin: String, detail: String)
    /// The page or response holds nothing to parse.
    case empty(source: String, origin: String)
    /// A publication page (a homepage) whose list could not be read with confidence: no way
    /// of reading it recovered enough of the titles the citation source already knows.
    /// `reason` says what was tried; `check` holds the figures of the best attempt.
    case notUnderstood(source: String, origin: String, reason: String, check: HomepageSelfCheck)
    /// The input is larger than the parser accepts.
    case tooLarge(origin: String, bytes: Int, limit: Int)
    /// The input could not be read or decoded at all.
    case unreadable(origin: String, reason: String)

    /// One line naming the source, the origin and the problem, e.g.
    /// `Google Scholar blocked the request (captcha page: "Please show you're not a robot") in
    /// snapshots/x.html`.
    public var description: String { message.english }

    /// The description as a message the pages show in their language; the source's own
    /// words (a quoted block page, a parser's detail, a reason) stay as written.
    public var message: Message {
        switch self {
        case .blocked(let source, let origin, let reason):
            Message(
                .noticeSourceBlocked,
                [
                    "source": .source(source, inSentence: false),
                    "reason": .text(Self.oneLine(reason)), "place": .message(Self.place(origin)),
                ])
        case .unexpectedLayout(let source, let origin, let detail):
            Message(
                .noticeSourceLayout,
                [
                    "source": .source(source, inSentence: false),
                    "place": .message(Self.place(origin)), "detail": .text(Self.oneLine(detail)),
                ])
        case .empty(let source, let origin):
            Message(
                .noticeSourceEmpty,
                [
                    "source": .source(source, inSentence: false),
                    "place": .message(Self.place(origin)),
                ])
        case .notUnderstood(let source, let origin, let reason, let check):
            Message(
                check.onPage >= 2 ? .noticeSourceNotUnderstoodFigures : .noticeSourceNotUnderstood,
                [
                    "source": .source(source, inSentence: false),
                    "place": .message(Self.place(origin)), "reason": .text(Self.oneLine(reason)),
                    "figures": .message(check.summaryMessage),
                ])
        case .tooLarge(let origin, let bytes, let limit):
            Message(
                .noticeTooLarge,
                [
                    "origin": .text(Self.oneLine(origin)), "bytes": .number(bytes),
                    "limit": .number(limit),
                ])
        case .unreadable(let origin, let reason):
            Message(
                .noticeUnreadable,
                ["origin": .text(Self.oneLine(origin)), "reason": .text(Self.oneLine(reason))])
        }
    }

    /// The origin of the data, whatever the case.
    public var origin: String {
        switch self {
        case .blocked(_, let origin, _), .unexpectedLayout(_, let origin, _),
            .empty(_, let origin), .tooLarge(let origin, _, _), .unreadable(let origin, _),
            .notUnderstood(_, let origin, _, _):
            origin
        }
    }

    /// "in path" for files, "from URL" for requests.
    private static func place(_ origin: String) -> Message {
        let lower = origin.lowercased()
        let isURL = lower.hasPrefix("http://") || lower.hasPrefix("https://")
        return Message(
            isURL ? .noticePlaceFrom : .noticePlaceIn, ["origin": .text(oneLine(origin))])
    }

    /// `text` with line breaks and tabs turned into spaces, so a description stays one line.
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
