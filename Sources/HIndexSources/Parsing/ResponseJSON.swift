import Foundation
import HIndexCore

/// An API response (or saved response file) as a JSON tree, with the lenient accessors the
/// source parsers need: a missing key, `null` and a value of another type all read as `nil`,
/// so a parser decides itself which absences are errors.
enum ResponseJSON: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without fraction that fits an `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([ResponseJSON])
    /// An object.
    case object([String: ResponseJSON])

    /// The largest response accepted by default (64 MiB): an OpenAlex page of 200 full Work
    /// records is about 3 MB, a whole saved works list a few more.
    static let maximumInputSize = 64 * 1024 * 1024

    /// Reads a response.
    ///
    /// - Parameters:
    ///   - data: The bytes (UTF-8, UTF-16 with a byte-order mark, or Windows-1252).
    ///   - source: The source name for errors ("OpenAlex works").
    ///   - origin: File path or URL, for errors.
    ///   - limit: The largest accepted input in bytes.
    /// - Throws: ``SourceError/tooLarge(origin:bytes:limit:)``, ``SourceError/empty(source:origin:)``
    ///   for empty or blank input, ``SourceError/unexpectedLayout(source:origin:detail:)`` for
    ///   input that is not JSON (an HTML error page, a plain-text message), quoting its start.
    static func parse(
        _ data: Data, source: String, origin: String, limit: Int = maximumInputSize
    ) throws(SourceError) -> ResponseJSON {
        guard data.count <= limit else {
            throw .tooLarge(origin: origin, bytes: data.count, limit: limit)
        }
        let text = SourceText.decode(data)
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { throw .empty(source: source, origin: origin) }
        guard let first = trimmed.first, first == "{" || first == "[" else {
            let kind = trimmed.hasPrefix("<") ? "an HTML or XML page" : "text"
            throw .unexpectedLayout(
                source: source, origin: origin,
                detail: "the response is \(kind), not JSON: \"\(SourceText.excerpt(trimmed))\"")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(
                with: Data(trimmed.utf8), options: [.fragmentsAllowed])
        } catch {
            throw .unexpectedLayout(
                source: source, origin: origin,
                detail: "the response is not valid JSON (\(Self.reason(error)))")
        }
        return tree(object)
    }

    /// Reads a response that must be a JSON object (an API answer, a saved dump).
    ///
    /// - Parameter what: the input in the error ("the response", "the file").
    /// - Throws: the errors of ``parse(_:source:origin:limit:)``, and
    ///   ``SourceError/unexpectedLayout(source:origin:detail:)`` for JSON of another kind.
    static func parseObject(
        _ data: Data, source: String, origin: String, what: String = "the response",
        expected: String = "an object"
    ) throws(SourceError) -> ResponseJSON {
        let json = try parse(data, source: source, origin: origin)
        guard json.object != nil else {
            throw .unexpectedLayout(
                source: source, origin: origin,
                detail: "\(what) is \(json.kindDescription), not \(expected)")
        }
        return json
    }

    /// Foundation's JSON objects as a tree (JSONSerialization caps nesting, so the recursion
    /// is bounded).
    private static func tree(_ value: Any) -> ResponseJSON {
        switch value {
        case let text as String:
            return .string(text)
        case let number as NSNumber:
            return self.number(number)
        case let elements as [Any]:
            return .array(elements.map(tree))
        case let members as [String: Any]:
            return .object(members.mapValues(tree))
        default:
            return .null
        }
    }

    /// A Foundation number as a boolean (JSONSerialization stores `true`/`false` as `char`
    /// numbers), an integer or a double.
    private static func number(_ number: NSNumber) -> ResponseJSON {
        switch String(cString: number.objCType) {
        case "c", "B":
            return .bool(number.boolValue)
        case "f", "d":
            return .double(number.doubleValue)
        case "Q", "L":
            let value = number.uint64Value
            return value <= UInt64(Int.max) ? .int(Int(value)) : .double(number.doubleValue)
        default:
            return .int(number.intValue)
        }
    }

    /// A short reason for a parse failure, without Foundation's nested error dumps.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        let raw =
            (nsError.userInfo[NSDebugDescriptionErrorKey] as? String)
            ?? nsError.localizedDescription
        let text = SourceText.collapsingWhitespace(raw)
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    /// The member `key` of an object; `nil` for a missing key and for non-objects.
    subscript(key: String) -> ResponseJSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The members of an object.
    var object: [String: ResponseJSON]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// The elements of an array.
    var array: [ResponseJSON]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// A string value.
    var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// A whole number: an integer, a float without fraction, or a string of digits (ORCID
    /// writes years as strings).
    var int: Int? {
        switch self {
        case .int(let value): value
        case .double(let value):
            value.isFinite && value.rounded() == value && abs(value) < 1e15 ? Int(value) : nil
        case .string(let value): Int(value.trimmingWhitespace())
        default: nil
        }
    }

    /// A count from the web (citations, works, an h-index, a result total): a whole number
    /// (see ``int``) clamped to `0…Metrics.maximumCitationCount`. A negative count reads as 0
    /// and an absurd one (a corrupt or hostile response: `9223372036854775807`) as the
    /// maximum, so no sum of counts can overflow; `nil` when it is not a whole number.
    var count: Int? {
        int.map { min(max($0, 0), Metrics.maximumCitationCount) }
    }

    /// A year: a whole number in `MetricsParameters.plausibleYears`, else `nil` (a year
    /// such as `-9223372036854775808` would make an age or a window overflow).
    var year: Int? {
        int.flatMap { MetricsParameters.plausibleYears.contains($0) ? $0 : nil }
    }

    /// A number as `Double`.
    var double: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// Whether the value is `null`.
    var isNull: Bool { self == .null }

    /// What kind of value this is, for error messages ("an object", "a string").
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The keys of an object, sorted and shortened, for "keys: a, b, c" in error messages.
    var keyList: String {
        guard let object else { return kindDescription }
        let keys = object.keys.sorted()
        let shown = keys.prefix(8).joined(separator: ", ")
        return keys.count > 8 ? shown + ", …" : (shown.isEmpty ? "none" : shown)
    }

    /// The text of an error message field: a string, or an object's `value`/`message`, or the
    /// messages of an array of such objects (Crossref), joined with "; ".
    var messageText: String? {
        switch self {
        case .string(let value):
            let text = SourceText.collapsingWhitespace(value)
            return text.isEmpty ? nil : text
        case .object:
            return self["message"]?.messageText ?? self["value"]?.messageText
        case .array(let elements):
            let parts = elements.compactMap(\.messageText)
            return parts.isEmpty ? nil : parts.joined(separator: "; ")
        default:
            return nil
        }
    }
}
