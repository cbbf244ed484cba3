/// A JSON value with a deterministic writer: keys sorted, two-space indentation,
/// `null` written out, non-ASCII text kept as is (escaped only where JSON requires).
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A decimal number written with a fixed number of fraction digits (e.g. `0.923`), so the
    /// output is exact and does not depend on the platform's float printing.
    case decimal(Double, places: Int)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; written with its keys sorted.
    case object([String: JSONValue])

    /// `value` as a number, or `null`.
    public static func number(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }

    /// `value` as a string, or `null`.
    public static func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// The pretty-printed text, without a trailing newline.
    public var prettyPrinted: String {
        var output: [UInt8] = []
        write(to: &output, indent: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// The pretty-printed text as UTF-8 with a trailing newline, for files.
    public var fileData: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(to: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return output
    }

    /// Writes the value's UTF-8 into one growing buffer, laid out as at nesting level
    /// `indent` (its first line not padded: the caller has written the key or the padding).
    public func write(to output: inout [UInt8], indent: Int) {
        func append(_ text: StaticString) {
            text.withUTF8Buffer { output.append(contentsOf: $0) }
        }
        func pad(_ level: Int) {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
        }
        switch self {
        case .null: append("null")
        case .bool(let value): value ? append("true") : append("false")
        case .int(let value): Self.writeInt(value, to: &output)
        case .decimal(let value, let places):
            output.append(contentsOf: Self.fixed(value, places: places).utf8)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else {
                append("[]")
                return
            }
            append("[\n")
            for (index, value) in values.enumerated() {
                pad(indent + 1)
                value.write(to: &output, indent: indent + 1)
                index == values.count - 1 ? append("\n") : append(",\n")
            }
            pad(indent)
            append("]")
        case .object(let members):
            guard !members.isEmpty else {
                append("{}")
                return
            }
            append("{\n")
            // UTF-8 byte order is Unicode scalar order.
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                pad(indent + 1)
                Self.writeString(member.key, to: &output)
                append(": ")
                member.value.write(to: &output, indent: indent + 1)
                index == sorted.count - 1 ? append("\n") : append(",\n")
            }
            pad(indent)
            append("}")
        }
    }

    /// Writes `value` in decimal digits (the bytes of `String(value)`), without a `String`.
    public static func writeInt(_ value: Int, to output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        guard magnitude >= 10 else {
            output.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: UInt.max has 20 digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            while magnitude > 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            output.append(contentsOf: buffer[start...])
        }
    }

    /// Writes `value` as a JSON number, or `null` (the bytes of ``number(_:)``).
    public static func writeNumber(_ value: Int?, to output: inout [UInt8]) {
        if let value { writeInt(value, to: &output) } else { output.append(contentsOf: nullBytes) }
    }

    /// Writes `value` as a JSON string, or `null` (the bytes of ``text(_:)``).
    public static func writeText(_ value: String?, to output: inout [UInt8]) {
        if let value {
            writeString(value, to: &output)
        } else {
            output.append(contentsOf: nullBytes)
        }
    }

    /// Writes `true` or `false`.
    public static func writeBool(_ value: Bool, to output: inout [UInt8]) {
        output.append(contentsOf: value ? trueBytes : falseBytes)
    }

    /// Writes `value` with `places` fraction digits (the bytes of `.decimal(value, places:)`).
    public static func writeDecimal(_ value: Double, places: Int, to output: inout [UInt8]) {
        output.append(contentsOf: fixed(value, places: places).utf8)
    }

    private static let nullBytes: [UInt8] = Array("null".utf8)
    private static let trueBytes: [UInt8] = Array("true".utf8)
    private static let falseBytes: [UInt8] = Array("false".utf8)

    /// `value` rounded to `places` fraction digits, as JSON number text.
    static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "null" }
        let places = max(0, min(places, 9))
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return sign + String(scaled) }
        let fraction = String(scaled % scale)
        return sign + String(scaled / scale) + "."
            + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// Writes `value` as a JSON string: `"` and `\\` escaped, the short escapes for
    /// `\n \r \t \b \f`, `\u00XX` for the other controls and DEL, `\u2028`/`\u2029`;
    /// every other byte copied (all escaped characters are ASCII, or U+2028/U+2029, whose
    /// UTF-8 is E2 80 A8/A9, so the bytes of other characters are never touched).
    ///
    /// - Parameter scriptSafe: also `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026`, so the
    ///   text cannot end an HTML `<script>` element, and DEL copied as it is (the bytes of
    ///   Foundation's `JSONSerialization` with those three escaped, as the pages' JSON-LD
    ///   always had).
    public static func writeString(
        _ value: String, to output: inout [UInt8], scriptSafe: Bool = false
    ) {
        output.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                // A run of bytes copied as they are, appended at once.
                let runStart = index
                while index < bytes.count, isPlain(bytes[index], scriptSafe: scriptSafe) {
                    index += 1
                }
                if index > runStart {
                    output.append(
                        contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    if index == bytes.count { break }
                }
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
                case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                case 0x00...0x1F: appendUnicodeEscape(UInt32(byte), to: &output)
                case 0x7F where !scriptSafe: appendUnicodeEscape(0x7F, to: &output)
                case UInt8(ascii: "<") where scriptSafe: appendUnicodeEscape(0x3C, to: &output)
                case UInt8(ascii: ">") where scriptSafe: appendUnicodeEscape(0x3E, to: &output)
                case UInt8(ascii: "&") where scriptSafe: appendUnicodeEscape(0x26, to: &output)
                case 0xE2
                where index + 1 < bytes.count && bytes[index] == 0x80
                    && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                    appendUnicodeEscape(bytes[index + 1] == 0xA8 ? 0x2028 : 0x2029, to: &output)
                    index += 2
                default: output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Writes a static key or string (ASCII text that needs no escape) with its quotes.
    static func writeKey(_ key: StaticString, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { output.append(contentsOf: $0) }
        output.append(UInt8(ascii: "\""))
    }

    /// Whether `writeString` copies `byte` without looking further: not `"`, `\\`, a control,
    /// DEL, the lead byte E2 of U+2028/U+2029, nor (script-safe) `<`, `>`, `&`.
    @inline(__always)
    private static func isPlain(_ byte: UInt8, scriptSafe: Bool) -> Bool {
        if byte >= 0x80 { return byte != 0xE2 }
        if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            return false
        }
        return !scriptSafe
            || (byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "&"))
    }

    /// `\u` and four lower-case hex digits.
    private static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        output.append(contentsOf: [0x5C, UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}

/// Writes one JSON object member by member, straight into a byte buffer, in the layout of
/// ``JSONValue/write(to:indent:)`` (two-space indentation, `{}` when empty): for large
/// documents that need not be built as a tree first. The caller gives the keys in sorted
/// (UTF-8 byte) order, as ``JSONValue`` writes them; each ``key(_:to:)`` is followed by
/// exactly one value written at ``valueIndent``.
public struct JSONObjectWriter {
    /// The nesting level of the object itself.
    public let indent: Int
    private var count = 0

    /// The nesting level of the members' values.
    public var valueIndent: Int { indent + 1 }

    /// An object at nesting level `indent`; nothing is written until the first key.
    public init(indent: Int) { self.indent = indent }

    /// Writes the separator, the padding and `"key": ` of the next member (`key` is ASCII
    /// with nothing to escape).
    public mutating func key(_ key: StaticString, to output: inout [UInt8]) {
        output.append(count == 0 ? UInt8(ascii: "{") : UInt8(ascii: ","))
        output.append(0x0A)
        count += 1
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * valueIndent))
        JSONValue.writeKey(key, to: &output)
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
    }

    /// Closes the object (`{}` when it has no member).
    public func finish(to output: inout [UInt8]) {
        guard count > 0 else {
            output.append(UInt8(ascii: "{"))
            output.append(UInt8(ascii: "}"))
            return
        }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
        output.append(UInt8(ascii: "}"))
    }
}

/// Writes one JSON array element by element in the layout of ``JSONValue/write(to:indent:)``
/// (`[]` when empty); each ``next(to:)`` is followed by exactly one value written at
/// ``valueIndent``.
public struct JSONArrayWriter {
    /// The nesting level of the array itself.
    public let indent: Int
    private var count = 0

    /// The nesting level of the elements.
    public var valueIndent: Int { indent + 1 }

    /// An array at nesting level `indent`; nothing is written until the first element.
    public init(indent: Int) { self.indent = indent }

    /// Writes the separator and the padding of the next element.
    public mutating func next(to output: inout [UInt8]) {
        output.append(count == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
        output.append(0x0A)
        count += 1
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * valueIndent))
    }

    /// Closes the array (`[]` when it has no element).
    public func finish(to output: inout [UInt8]) {
        guard count > 0 else {
            output.append(UInt8(ascii: "["))
            output.append(UInt8(ascii: "]"))
            return
        }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
        output.append(UInt8(ascii: "]"))
    }
}
