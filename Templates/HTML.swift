/// A fragment of HTML markup whose string interpolation escapes by default.
///
/// String literals are trusted markup written by us; every interpolated `String` is escaped
/// through `HTML.escape(_:)`, the one place where escaping happens. Interpolating another
/// `HTML` inserts it unchanged, and `HTML.raw(_:)` marks a trusted string (such as cmark
/// output) as markup. Templates therefore read like `"<td>\(publication.title)</td>"`.
public struct HTML: Sendable, Hashable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// The markup.
    public let markup: String

    private init(markup: String) {
        self.markup = markup
    }

    /// Creates markup from a literal, which is trusted and inserted unchanged.
    public init(stringLiteral value: String) {
        self.init(markup: value)
    }

    /// Creates markup from an interpolated literal: literal parts unchanged, values escaped.
    public init(stringInterpolation: StringInterpolation) {
        self.init(markup: stringInterpolation.markup)
    }

    /// Creates markup that shows `text` as text: every special character is escaped.
    public init(text: String) {
        self.init(markup: HTML.escape(text))
    }

    /// Marks a trusted string as markup, inserted without escaping (e.g. cmark output).
    public static func raw(_ markup: String) -> HTML {
        HTML(markup: markup)
    }

    /// The empty fragment.
    public static let empty = HTML(markup: "")

    /// The markup, so that `String(describing:)` and `print` give the page source.
    public var description: String { markup }

    /// True when the fragment has no markup at all.
    public var isEmpty: Bool { markup.isEmpty }

    /// Escapes text for HTML element content and quoted attribute values.
    ///
    /// Replaces `&`, `<`, `>`, `"` and `'` by character references, and control characters
    /// that HTML5 forbids (all C0 controls except tab, line feed and carriage return, and
    /// DEL) by U+FFFD, so text from the web can never open a tag, end an attribute, or make
    /// the page invalid.
    public static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes -> String? in
            // Most text has nothing to escape: returned as it is.
            guard let first = bytes.firstIndex(where: isSpecial) else { return nil }
            // Every special character is ASCII, so the bytes of others are copied as they are.
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
            for byte in bytes[first...] {
                switch byte {
                case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): result.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): result.append(contentsOf: "&#39;".utf8)
                case 0x09, 0x0A, 0x0D: result.append(byte)
                case 0x00...0x1F, 0x7F: result.append(contentsOf: [0xEF, 0xBF, 0xBD])
                default: result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        } ?? text
    }

    /// Appends the UTF-8 of ``escape(_:)`` of `text` to `output`.
    public static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() where isSpecial(byte) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
                switch byte {
                case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
                default: output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// Bytes ``escape(_:)`` replaces: `& < > " '`, C0 controls except tab, line feed and
    /// carriage return, and DEL (bit `b` of the mask for byte `b`, below 128).
    private static let specialLow: UInt64 =
        (0xFFFF_FFFF & ~(1 << 0x09 | 1 << 0x0A | 1 << 0x0D))
        | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
    private static let specialHigh: UInt64 = 1 << (0x7F - 64)

    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte < 64
            ? specialLow >> UInt64(byte) & 1 != 0
            : byte < 128 && specialHigh >> UInt64(byte - 64) & 1 != 0
    }

    /// Collects the parts of an interpolated `HTML` literal, escaping interpolated text.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// The markup collected so far.
        fileprivate var markup: String

        /// Creates an empty interpolation buffer.
        public init(literalCapacity: Int, interpolationCount: Int) {
            markup = ""
            markup.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// Appends a literal part unchanged: literals are trusted markup.
        public mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// Appends text, escaped.
        public mutating func appendInterpolation(_ text: String) {
            markup += HTML.escape(text)
        }

        /// Appends text, escaped; `nil` appends nothing.
        public mutating func appendInterpolation(_ text: String?) {
            if let text { appendInterpolation(text) }
        }

        /// Appends markup unchanged.
        public mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }

        /// Appends markup unchanged; `nil` appends nothing.
        public mutating func appendInterpolation(_ html: HTML?) {
            if let html { appendInterpolation(html) }
        }

        /// Appends an integer in plain decimal digits (`1083`, `2024`), independent of locale.
        public mutating func appendInterpolation(_ number: Int) {
            markup += String(number)
        }

        /// Appends an integer in plain decimal digits; `nil` appends nothing.
        public mutating func appendInterpolation(_ number: Int?) {
            if let number { appendInterpolation(number) }
        }

        /// Appends an integer with the digit grouping of the catalog's language (`1,083`,
        /// `1.083`), independent of the machine's locale.
        public mutating func appendInterpolation(grouped number: Int, _ catalog: Catalog) {
            markup += catalog.number(number)
        }

        /// Appends an integer with en-US digit grouping (`1,083`), independent of locale.
        public mutating func appendInterpolation(grouped number: Int) {
            markup += NumberFormatting.grouped(number)
        }
    }
}

extension Sequence where Element == HTML {
    /// Concatenates the fragments, with `separator` (trusted markup) between them.
    public func joined(separator: HTML = .empty) -> HTML {
        var result = ""
        var isFirst = true
        for fragment in self {
            if !isFirst { result += separator.markup }
            result += fragment.markup
            isFirst = false
        }
        return .raw(result)
    }
}
