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
    /// Replaces `&`, `<`, `>`, `"` and `'` by character references, and the code points that
    /// HTML5 forbids in a document (all C0 controls except tab, line feed and carriage return,
    /// DEL, the C1 controls U+0080–U+009F and the noncharacters U+FDD0–U+FDEF and U+xFFFE,
    /// U+xFFFF) by U+FFFD, so text from the web can never open a tag, end an attribute, or
    /// make the page invalid.
    public static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes -> String? in
            // Most text has nothing to escape: returned as it is.
            guard let first = firstSpecial(bytes, from: 0) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
            appendEscaped(bytes, from: first, to: &result)
            return String(decoding: result, as: UTF8.self)
        } ?? text
    }

    /// Appends the UTF-8 of ``escape(_:)`` of `text` to `output`.
    public static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in appendEscaped(bytes, from: 0, to: &output) }
    }

    /// Appends `bytes[start...]` escaped to `output`.
    private static func appendEscaped(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to output: inout [UInt8]
    ) {
        var copied = start
        var index = start
        while let special = firstSpecial(bytes, from: index) {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<special]))
            let byte = bytes[special]
            var length = 1
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
            case ..<0x80: output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default:
                length = forbiddenLength(bytes, at: special)
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
            }
            index = special + length
            copied = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    /// The index of the first byte at or after `start` that ``escape(_:)`` replaces: an
    /// ASCII special (``isSpecial(_:)``) or the first byte of a forbidden code point.
    @inline(__always)
    private static func firstSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if isSpecial(byte) { return index }
            } else if (byte == 0xC2 || byte >= 0xEF) && forbiddenLength(bytes, at: index) > 0 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The length of the UTF-8 sequence at `index` when it encodes a code point HTML forbids
    /// (a C1 control or a noncharacter), else 0.
    @inline(__always)
    private static func forbiddenLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let count = bytes.count - index
        let lead = bytes[index]
        if lead == 0xC2, count >= 2, (0x80...0x9F).contains(bytes[index + 1]) { return 2 }
        if lead == 0xEF, count >= 3 {
            let (second, third) = (bytes[index + 1], bytes[index + 2])
            // U+FDD0–U+FDEF, U+FFFE, U+FFFF.
            if second == 0xB7, (0x90...0xAF).contains(third) { return 3 }
            if second == 0xBF, third == 0xBE || third == 0xBF { return 3 }
        }
        if (0xF0...0xF4).contains(lead), count >= 4, bytes[index + 1] & 0x0F == 0x0F,
            bytes[index + 2] == 0xBF, bytes[index + 3] == 0xBE || bytes[index + 3] == 0xBF
        {
            // U+1FFFE, U+1FFFF … U+10FFFE, U+10FFFF.
            return 4
        }
        return 0
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
