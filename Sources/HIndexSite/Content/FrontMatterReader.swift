import HIndexCore
import Yams

/// Reads typed values out of front-matter entries, collecting a finding for every problem.
///
/// Every reader returns `nil` after recording what was wrong, so a caller validates all keys
/// of a file in one pass. Problems with a whole value are reported at the line of its key;
/// problems with one item of a list at the item's line.
struct FrontMatterReader {
    /// Path of the file relative to the content folder.
    let path: String
    /// What to add to a YAML line to get the file line.
    let lineOffset: Int
    /// The problems found so far.
    var findings: [Finding] = []

    init(path: String, lineOffset: Int) {
        self.path = path
        self.lineOffset = lineOffset
    }

    /// The file line of a node.
    func line(of node: Node?) -> Int? {
        node?.mark.map { $0.line + lineOffset }
    }

    /// Records an error at a node's line.
    mutating func error(_ message: String, key: String?, at node: Node?) {
        findings.append(Finding(path: path, line: line(of: node), key: key, message: message))
    }

    /// Records a warning at a node's line.
    mutating func warning(_ message: String, key: String?, at node: Node?) {
        findings.append(
            Finding(
                path: path, line: line(of: node), key: key, message: message,
                severity: .warning))
    }

    /// Records an error about an entry's value at its key's line.
    mutating func error(_ message: String, _ entry: FrontMatterEntry, label: String? = nil) {
        error(message, key: label ?? entry.key, at: entry.keyNode)
    }

    /// Records an unknown key, with a suggestion when one is close.
    mutating func unknownKey(
        _ entry: FrontMatterEntry, label: String? = nil, known: [String],
        hints: [String: String] = [:]
    ) {
        var message = "unknown key"
        if let hint = KeySuggestion.hint(for: entry.key, known: known, hints: hints) {
            message += "; " + hint
        }
        error(message, entry, label: label)
    }

    // MARK: Typed values

    /// One of the values of `Choice` (`publication_list: selected`), or an error naming
    /// them all.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ entry: FrontMatterEntry, of _: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        guard let value = string(entry) else { return nil }
        if let choice = Choice(rawValue: value) { return choice }
        error(
            "expected one of " + Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                + ", got '\(value)'", entry)
        return nil
    }

    /// A non-empty string from any scalar (numbers such as `1741101` are taken as written).
    mutating func string(_ entry: FrontMatterEntry, label: String? = nil) -> String? {
        guard case .scalar(let scalar) = entry.value, !entry.value.isNull else {
            error("expected a string, got \(entry.value.kindDescription)", entry, label: label)
            return nil
        }
        let value = scalar.string.trimmingWhitespace()
        guard !value.isEmpty else {
            error("expected a non-empty string", entry, label: label)
            return nil
        }
        return value
    }

    /// A name shown on the pages (a scientist's, a department's, an affiliation): a
    /// non-empty string without bidirectional and zero-width controls
    /// (``InvisibleControls``); a value with nothing visible left is an error.
    mutating func displayName(_ entry: FrontMatterEntry, label: String? = nil) -> String? {
        guard let value = string(entry, label: label) else { return nil }
        return visible(value, key: label ?? entry.key, at: entry.keyNode)
    }

    /// The longest display name (a name, a department, an affiliation) accepted, in
    /// characters: longer text is a mistake or an attack, and every page repeats it.
    static let maximumDisplayNameLength = 300

    /// The most items a list of display names (a scientist's departments) may have: every
    /// department becomes a leaderboard page listed on every page, so thousands of them
    /// would make the site quadratic in size.
    static let maximumDisplayNameCount = 20

    /// One display name or a list of them (``displayName(_:label:)``), each item checked at
    /// its own line; more than ``maximumDisplayNameCount`` items is an error.
    mutating func displayNameOrList(_ entry: FrontMatterEntry, label: String? = nil)
        -> [String]?
    {
        let key = label ?? entry.key
        if case .sequence(let sequence) = entry.value,
            sequence.count > Self.maximumDisplayNameCount
        {
            error(
                "lists \(sequence.count) names; at most \(Self.maximumDisplayNameCount) are "
                    + "accepted", entry, label: label)
            return nil
        }
        guard case .sequence(let sequence) = entry.value else {
            // One string (or a wrong kind of value, reported by `stringOrList`).
            guard let value = stringOrList(entry, label: label)?.first else { return nil }
            return visible(value, key: key, at: entry.keyNode).map { [$0] }
        }
        guard let values = strings(in: sequence, key: key) else { return nil }
        var names: [String] = []
        for (value, item) in zip(values, sequence) {
            if let name = visible(value, key: key, at: item) { names.append(name) }
        }
        return names.count == values.count ? names : nil
    }

    /// `value` without invisible controls, or `nil` (after recording an error) when nothing
    /// visible is left.
    private mutating func visible(_ value: String, key: String, at node: Node?) -> String? {
        let stripped = InvisibleControls.stripping(value).trimmingWhitespace()
        guard !InvisibleControls.isBlank(stripped) else {
            error(
                "has no visible characters once bidirectional and zero-width controls "
                    + "(U+202A–202E, U+2066–2069, U+200B, U+2060, U+FEFF) and joiners are "
                    + "removed", key: key, at: node)
            return nil
        }
        if let forbidden = stripped.unicodeScalars.first(where: Self.isForbiddenInHTML) {
            let hex = String(forbidden.value, radix: 16, uppercase: true)
            warning(
                "contains U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), a "
                    + "\(forbidden.value < 0xA0 ? "control character" : "noncharacter") that "
                    + "web pages cannot carry; the pages show � in its place: remove it",
                key: key, at: node)
        }
        guard stripped.count <= Self.maximumDisplayNameLength else {
            error(
                "is \(stripped.count) characters long; at most "
                    + "\(Self.maximumDisplayNameLength) are accepted", key: key, at: node)
            return nil
        }
        return stripped
    }

    /// Whether HTML forbids `scalar` in a document beyond the C0 controls: a C1 control
    /// (U+0080–U+009F, e.g. U+0085 NEXT LINE) or a noncharacter (U+FDD0–U+FDEF, U+xFFFE,
    /// U+xFFFF); the pages' escaping replaces them with U+FFFD.
    static func isForbiddenInHTML(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x80...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value)
            || value & 0xFFFE == 0xFFFE
    }

    /// A list of non-empty strings; every bad item is reported at its own line.
    mutating func stringList(_ entry: FrontMatterEntry, label: String? = nil) -> [String]? {
        guard case .sequence(let sequence) = entry.value else {
            error(
                "expected a list of strings, got \(entry.value.kindDescription)", entry,
                label: label)
            return nil
        }
        return strings(in: sequence, key: label ?? entry.key)
    }

    /// The items of a list, all of which must be non-empty strings.
    mutating func strings(in sequence: Node.Sequence, key: String) -> [String]? {
        var values: [String] = []
        var valid = true
        for item in sequence {
            guard case .scalar(let scalar) = item, !item.isNull else {
                error(
                    "each item must be a string, got \(item.kindDescription)", key: key,
                    at: item)
                valid = false
                continue
            }
            let value = scalar.string.trimmingWhitespace()
            guard !value.isEmpty else {
                error("each item must be a non-empty string", key: key, at: item)
                valid = false
                continue
            }
            values.append(value)
        }
        return valid ? values : nil
    }

    /// One string or a list of strings.
    mutating func stringOrList(_ entry: FrontMatterEntry, label: String? = nil) -> [String]? {
        switch entry.value {
        case .sequence:
            return stringList(entry, label: label)
        case .scalar where !entry.value.isNull:
            return string(entry, label: label).map { [$0] }
        default:
            error(
                "expected a string or a list of strings, got \(entry.value.kindDescription)",
                entry, label: label)
            return nil
        }
    }

    /// A whole number within `range`.
    mutating func integer(
        _ entry: FrontMatterEntry, label: String? = nil, in range: ClosedRange<Int>
    ) -> Int? {
        let expected =
            "expected a whole number between \(range.lowerBound) and \(range.upperBound)"
        guard case .scalar(let scalar) = entry.value, !entry.value.isNull,
            let value = Int(scalar.string.trimmingWhitespace())
        else {
            error("\(expected), got \(shown(entry.value))", entry, label: label)
            return nil
        }
        guard range.contains(value) else {
            error("\(expected), got \(value)", entry, label: label)
            return nil
        }
        return value
    }

    /// A calendar day written as an ISO date (`2024-05-01`), no later than `latestYear`;
    /// returned as written.
    mutating func isoDay(_ entry: FrontMatterEntry, label: String? = nil, latestYear: Int)
        -> String?
    {
        let expected = "expected a date as YYYY-MM-DD (e.g. 2024-05-01)"
        guard case .scalar(let scalar) = entry.value, !entry.value.isNull else {
            error("\(expected), got \(shown(entry.value))", entry, label: label)
            return nil
        }
        let text = scalar.string.trimmingWhitespace()
        guard let day = ISODay(text) else {
            error("\(expected), got '\(text)'", entry, label: label)
            return nil
        }
        guard (1900...latestYear).contains(day.year) else {
            error("\(expected) between 1900 and \(latestYear), got '\(text)'", entry, label: label)
            return nil
        }
        return text
    }

    /// A finite number within `range`; `description` names the range for messages.
    mutating func number(
        _ entry: FrontMatterEntry, label: String? = nil, in range: ClosedRange<Double>,
        description: String
    ) -> Double? {
        guard case .scalar(let scalar) = entry.value, !entry.value.isNull,
            let value = Double(scalar.string.trimmingWhitespace()), value.isFinite
        else {
            error("expected \(description), got \(shown(entry.value))", entry, label: label)
            return nil
        }
        guard range.contains(value) else {
            var message = "expected \(description), got \(scalar.string.trimmingWhitespace())"
            if range == 0...1, value > 1, value <= 100 {
                message += " (did you mean \(formatted(value / 100))?)"
            }
            error(message, entry, label: label)
            return nil
        }
        return value
    }

    /// The pairs of a nested mapping; `expected` describes it for the message.
    mutating func mapping(
        _ entry: FrontMatterEntry, label: String? = nil, expected: String
    ) -> [FrontMatterEntry]? {
        guard case .mapping(let mapping) = entry.value else {
            error(
                "expected \(expected), got \(entry.value.kindDescription)", entry, label: label)
            return nil
        }
        return mapping.map { pair in
            FrontMatterEntry(
                key: pair.key.scalar?.string ?? "\(pair.key)", keyNode: pair.key,
                value: pair.value)
        }
    }

    /// A scalar as written (quoted), or the kind of a non-scalar value.
    private func shown(_ node: Node) -> String {
        if case .scalar(let scalar) = node, !node.isNull { return "'\(scalar.string)'" }
        return node.kindDescription
    }

    private func formatted(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
