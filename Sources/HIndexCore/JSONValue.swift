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
        var output = ""
        write(to: &output, indent: 0)
        return output
    }

    /// The pretty-printed text as UTF-8 with a trailing newline, for files.
    public var fileData: [UInt8] { Array((prettyPrinted + "\n").utf8) }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .decimal(let value, let places): output += Self.fixed(value, places: places)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                value.write(to: &output, indent: indent + 1)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = members.keys.sorted {
                $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
            }
            for (index, key) in keys.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                Self.writeString(key, to: &output)
                output += ": "
                members[key, default: .null].write(to: &output, indent: indent + 1)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
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

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        // Most strings need no escape at all: copied whole. (U+2028 and U+2029 start with
        // the byte E2.)
        if !value.utf8.contains(where: {
            $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
                || $0 == 0xE2
        }) {
            output += value
            output += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
