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

    /// Writes the value's UTF-8 into one growing buffer.
    private func write(to output: inout [UInt8], indent: Int) {
        func append(_ text: StaticString) {
            text.withUTF8Buffer { output.append(contentsOf: $0) }
        }
        func pad(_ level: Int) {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
        }
        switch self {
        case .null: append("null")
        case .bool(let value): value ? append("true") : append("false")
        case .int(let value): output.append(contentsOf: String(value).utf8)
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

    /// `\u` and four lower-case hex digits.
    private static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        output.append(contentsOf: [0x5C, UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}
