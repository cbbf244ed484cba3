import Foundation

/// An Atom 1.0 feed (RFC 4287) and its XML; a pure value, written by ``xml``.
///
/// Every text is escaped for XML (``escape(_:)``): `&`, `<`, `>`, `"` and `'` become
/// references (so `]]>` cannot occur either), and characters that XML 1.0 does not allow
/// (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF) as well as DEL and
/// the C1 controls become U+FFFD. Entry content is HTML (`type="html"`), escaped as text.
public struct AtomFeed: Sendable, Hashable {
    /// One entry.
    public struct Entry: Sendable, Hashable {
        /// A permanent, unique IRI (`tag:` or `urn:uuid:`).
        public var id: String
        /// The title, plain text.
        public var title: String
        /// When the entry's data last changed.
        public var updated: Date
        /// The page the entry is about (`rel="alternate"`).
        public var link: String
        /// The content as HTML markup (it is escaped into the feed as text).
        public var contentHTML: String

        /// Creates an entry.
        public init(id: String, title: String, updated: Date, link: String, contentHTML: String) {
            self.id = id
            self.title = title
            self.updated = updated
            self.link = link
            self.contentHTML = contentHTML
        }
    }

    /// The feed's permanent IRI.
    public var id: String
    /// The feed's title.
    public var title: String
    /// A subtitle, or `nil`.
    public var subtitle: String?
    /// When the feed's data last changed.
    public var updated: Date
    /// The feed's own URL (`rel="self"`), or `nil` when it is not known.
    public var selfLink: String?
    /// The page the feed is about (`rel="alternate"`).
    public var alternateLink: String
    /// The feed's author (Atom requires one): the site.
    public var authorName: String
    /// The entries, in the order written (newest first).
    public var entries: [Entry]

    /// Creates a feed.
    public init(
        id: String, title: String, subtitle: String? = nil, updated: Date, selfLink: String?,
        alternateLink: String, authorName: String, entries: [Entry]
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.updated = updated
        self.selfLink = selfLink
        self.alternateLink = alternateLink
        self.authorName = authorName
        self.entries = entries
    }

    /// The feed as an XML document (UTF-8, LF line ends).
    public var xml: String {
        var lines = [
            #"<?xml version="1.0" encoding="utf-8"?>"#,
            #"<feed xmlns="http://www.w3.org/2005/Atom">"#,
            "<id>\(Self.escape(id))</id>",
            "<title>\(Self.escape(title))</title>",
        ]
        if let subtitle { lines.append("<subtitle>\(Self.escape(subtitle))</subtitle>") }
        lines.append("<updated>\(Self.timestamp(updated))</updated>")
        if let selfLink {
            lines.append(
                #"<link rel="self" type="application/atom+xml" href="\#(Self.escape(selfLink))"/>"#
            )
        }
        lines.append(
            #"<link rel="alternate" type="text/html" href="\#(Self.escape(alternateLink))"/>"#)
        lines.append("<author><name>\(Self.escape(authorName))</name></author>")
        lines.append("<generator>hindex-site</generator>")
        for entry in entries {
            lines += [
                "<entry>",
                "<id>\(Self.escape(entry.id))</id>",
                "<title>\(Self.escape(entry.title))</title>",
                "<updated>\(Self.timestamp(entry.updated))</updated>",
                #"<link rel="alternate" type="text/html" href="\#(Self.escape(entry.link))"/>"#,
                #"<content type="html">\#(Self.escape(entry.contentHTML))</content>"#,
                "</entry>",
            ]
        }
        lines.append("</feed>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// An RFC 3339 date-time in UTC, whole seconds: `2026-11-20T10:15:00Z`.
    public static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second],
            from: Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)))
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        let year = String(parts.year ?? 1970)
        let paddedYear = String(repeating: "0", count: max(0, 4 - year.count)) + year
        return "\(paddedYear)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):"
            + "\(two(parts.minute)):\(two(parts.second))Z"
    }

    /// Escapes text for XML element content and quoted attribute values (see the type's
    /// documentation).
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}":
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
