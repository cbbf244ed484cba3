import HIndexTestSupport
import Testing

@testable import HIndexCore

/// The byte-buffer JSON writer writes exactly what the string-building writer it replaced
/// wrote (kept here as the reference), on random values.
@Suite struct JSONWriterTests {
    /// The string-building writer.
    static func reference(_ value: JSONValue, indent: Int = 0) -> String {
        var output = ""
        switch value {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .decimal(let value, let places): output += JSONValue.fixed(value, places: places)
        case .string(let value): output += referenceString(value)
        case .array(let values):
            guard !values.isEmpty else { return "[]" }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                output += reference(value, indent: indent + 1)
                output += index == values.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            output += "{\n"
            let keys = members.keys.sorted {
                $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
            }
            for (index, key) in keys.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                output += referenceString(key) + ": "
                output += reference(members[key, default: .null], indent: indent + 1)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
        return output
    }

    static func referenceString(_ value: String) -> String {
        var output = "\""
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
        return output + "\""
    }

    static let pieces = [
        "a", "Z", " ", "\"", "\\", "\n", "\r", "\r\n", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1F}",
        "\u{7F}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "€", "é", "e\u{301}", "漢",
        "😀", "/",
    ]

    static func randomString(_ generator: inout SeededGenerator) -> String {
        (0..<Int(generator.next() % 8)).map { _ in
            pieces[Int(generator.next() % UInt64(pieces.count))]
        }
        .joined()
    }

    static func randomValue(_ generator: inout SeededGenerator, depth: Int = 0) -> JSONValue {
        switch generator.next() % (depth > 2 ? 5 : 7) {
        case 0: return .null
        case 1: return .bool(generator.next() % 2 == 0)
        case 2: return .int(Int(truncatingIfNeeded: generator.next()) >> Int(generator.next() % 64))
        case 3:
            let value = Double(Int(generator.next() % 2_000_001) - 1_000_000) / 997
            return .decimal(value, places: Int(generator.next() % 5))
        case 4: return .string(randomString(&generator))
        case 5:
            return .array(
                (0..<Int(generator.next() % 4)).map { _ in
                    randomValue(&generator, depth: depth + 1)
                })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int(generator.next() % 4) {
                members[randomString(&generator)] = randomValue(&generator, depth: depth + 1)
            }
            return .object(members)
        }
    }

    @Test func writerMatchesTheReferenceOnRandomValues() {
        var generator = SeededGenerator(seed: 51)
        for _ in 0..<5_000 {
            let value = Self.randomValue(&generator)
            let expected = Self.reference(value)
            #expect(value.prettyPrinted == expected)
            #expect(value.fileData == Array((expected + "\n").utf8))
        }
    }

    @Test func escapesExamples() {
        #expect(
            JSONValue.string("a\"b\\\u{1}\u{2028}é").prettyPrinted
                == "\"a\\\"b\\\\\\u0001\\u2028é\"")
    }
}
