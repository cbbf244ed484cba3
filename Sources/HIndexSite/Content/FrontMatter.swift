import Foundation
import HIndexCore
import Yams

/// One top-level `key: value` pair of a front matter, in file order.
struct FrontMatterEntry {
    /// The key as written.
    var key: String
    /// The key's node (its mark gives the key's line).
    var keyNode: Node
    /// The value's node.
    var value: Node
}

/// A content file split into its YAML front matter and its Markdown body.
struct FrontMatterDocument {
    /// The top-level pairs of the front matter, in file order.
    var entries: [FrontMatterEntry]
    /// The Markdown after the closing `---`, without leading blank lines or trailing space.
    var body: String
    /// What to add to a YAML line number to get the line in the file.
    var lineOffset: Int
}

/// Why a file has no usable front matter.
struct FrontMatterProblem: Error {
    /// The finding to report.
    var finding: Finding

    init(_ finding: Finding) {
        self.finding = finding
    }
}

/// Splits `---\n<yaml>\n---\n<markdown>` files and parses the YAML with Yams.
enum FrontMatter {
    /// The document, or the finding that explains why the file has no usable front matter.
    static func parse(
        _ text: String, path: String
    ) -> Result<FrontMatterDocument, FrontMatterProblem> {
        var text = Substring(text)
        if text.unicodeScalars.first == "\u{FEFF}" { text = text.dropFirst() }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let firstText = lines.firstIndex { !$0.allSatisfy(\.isWhitespace) }
        guard let opening = firstText, isDelimiter(lines[opening], allowDots: false) else {
            return .failure(
                FrontMatterProblem(
                    Finding(
                        path: path, line: (firstText ?? 0) + 1,
                        message: "missing front matter: the file must start with a line '---', "
                            + "then the keys, then a closing line '---' before the Markdown body")))
        }
        guard
            let closing = lines[(opening + 1)...].firstIndex(where: {
                isDelimiter($0, allowDots: true)
            })
        else {
            return .failure(
                FrontMatterProblem(
                    Finding(
                        path: path, line: opening + 1,
                        message: "unterminated front matter: add a line '---' after the last key")))
        }
        let yaml = lines[(opening + 1)..<closing].joined(separator: "\n")
        // YAML line 1 is the line after the opening `---` (1-based: opening + 2).
        let lineOffset = opening + 1
        var body = lines[(closing + 1)...].drop { $0.allSatisfy(\.isWhitespace) }
            .joined(separator: "\n")
        while let last = body.last, last.isWhitespace { body.removeLast() }

        let root: Node?
        do {
            // UTF-8 (a Swift string's own encoding) named here: Yams's default reads the whole
            // process environment on every call to choose it.
            root = try Yams.compose(yaml: yaml, FrontMatter.resolver, .default, .utf8)
        } catch {
            return .failure(
                FrontMatterProblem(
                    yamlFinding(error, yaml: yaml, path: path, lineOffset: lineOffset)))
        }
        var entries: [FrontMatterEntry] = []
        switch root {
        case nil:
            break
        case .mapping(let mapping)?:
            for (key, value) in mapping {
                entries.append(
                    FrontMatterEntry(
                        key: key.scalar?.string ?? "\(key)", keyNode: key, value: value)
                )
            }
        case let other?:
            return .failure(
                FrontMatterProblem(
                    Finding(
                        path: path, line: other.mark.map { $0.line + lineOffset },
                        message: "front matter must be 'key: value' lines, got "
                            + other.kindDescription)))
        }
        return .success(
            FrontMatterDocument(
                entries: entries, body: body, lineOffset: lineOffset))
    }

    private static func isDelimiter(_ line: Substring, allowDots: Bool) -> Bool {
        var line = line
        while let last = line.last, last.isWhitespace { line.removeLast() }
        return line == "---" || (allowDots && line == "...")
    }

    /// Translates a Yams error into a finding at the right line of the file.
    private static func yamlFinding(
        _ error: any Error, yaml: String, path: String, lineOffset: Int
    ) -> Finding {
        guard let error = error as? YamlError else {
            return Finding(path: path, message: "invalid YAML: \(error)")
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let lastLine = max(
                1, yaml.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count)
            var line = mark.line
            var message: String
            if mark.line > lastLine {
                // Something left open (a bracket, a quote) until the end: point at its start.
                line = context.map { min($0.mark.line, lastLine) } ?? lastLine
                message = "invalid YAML: \(problem) before the closing '---'"
                if let context { message += " (\(context.text))" }
            } else {
                message = "invalid YAML (column \(mark.column)): \(problem)"
                if let context, context.mark.line != mark.line {
                    message += " (\(context.text) on line \(context.mark.line + lineOffset))"
                }
                if let hint = hint(problem: problem, line: mark.line, in: yaml) {
                    message += "; " + hint
                }
            }
            return Finding(path: path, line: line + lineOffset, message: message)
        case .reader(let problem, let offset, _, _):
            let line = offset.map { offset in
                yaml.prefix(offset).reduce(into: 1) { count, character in
                    if character.isNewline { count += 1 }
                }
            }
            return Finding(
                path: path, line: line.map { $0 + lineOffset },
                message: "invalid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? "?"
            let line =
                secondTopLevelOccurrence(of: key, in: yaml) ?? context.mark.line
            let others = duplicates.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
            return Finding(
                path: path, line: line + lineOffset, key: key,
                message: "duplicate key: each key may appear only once"
                    + (others.isEmpty ? "" : " (also repeated: \(others))"))
        default:
            return Finding(path: path, message: "invalid YAML: \(error)")
        }
    }

    /// What to do about the mistakes behind most YAML errors in hand-edited files: a tab (YAML
    /// indents with spaces only), a key indented under a key that already has its value, and
    /// an unquoted value that holds `: `. `line` is 1-based in `yaml`; `nil` when the line
    /// shows none of them.
    static func hint(problem: String, line: Int, in yaml: String) -> String? {
        let lines = yaml.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard line >= 1, line <= lines.count else { return nil }
        let text = lines[line - 1]
        if text.contains("\t") {
            return "the line holds a tab: YAML indents with spaces only, so replace the tab "
                + "with spaces"
        }
        guard problem.contains("mapping values are not allowed") else { return nil }
        let key = text.drop { $0 == " " }.prefix { $0 != ":" }
        if text.first == " ", line >= 2 {
            let previous = lines[line - 2]
            let previousKey = previous.prefix { $0 != ":" }
            let previousValue = previous.drop { $0 != ":" }.dropFirst()
                .trimmingCharacters(in: .whitespaces)
            if !previousKey.isEmpty, !previousKey.hasPrefix(" "), !previousValue.isEmpty {
                return "the line is indented under '\(previousKey)', which already has its "
                    + "value: start '\(key):' at the beginning of the line"
            }
        }
        let value = text.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
        if value.contains(": ") || value.hasSuffix(":") {
            return "the value of '\(key)' holds ': ': put it in double quotes "
                + "(\(key): \"\(value)\")"
        }
        return nil
    }

    /// The YAML line of the second `key:` at the start of a line, if there is one.
    private static func secondTopLevelOccurrence(of key: String, in yaml: String) -> Int? {
        var seen = 0
        for (index, line) in yaml.split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline
        )
        .enumerated() {
            let candidates = [key + ":", "\"\(key)\":", "'\(key)':"]
            if candidates.contains(where: { line.hasPrefix($0) }) {
                seen += 1
                if seen == 2 { return index + 1 }
            }
        }
        return nil
    }
}

extension FrontMatter {
    /// Resolves plain scalars to null or string only. The readers take every value from its
    /// text and need only to know YAML's null; Yams's default resolver would match each
    /// scalar against seven regular expressions (bool, int, float, …) while composing, a
    /// tenth of the time of an incremental build. ``Node/kindDescription`` resolves the
    /// full tag when an error message needs it.
    static let resolver = Resolver.basic.appending(.null)
}

extension Node {
    /// How a value reads to a content author: "a string", "a list", "an empty value", ….
    var kindDescription: String {
        switch self {
        case .scalar(let scalar):
            if isNull { return "an empty value" }
            // Plain scalars were resolved to null or string only (``FrontMatter/resolver``).
            let tag =
                (scalar.style == .plain || scalar.style == .any)
                    && self.tag.description == Tag.Name.str.rawValue
                ? Node.scalar(.init(scalar.string, Tag(.implicit, .default), scalar.style)).tag
                    .description
                : self.tag.description
            switch tag {
            case Tag.Name.int.rawValue, Tag.Name.float.rawValue: return "a number"
            case Tag.Name.bool.rawValue: return "a true/false value"
            case Tag.Name.timestamp.rawValue: return "a date"
            default: return "a string"
            }
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }

    /// Whether this is YAML's null (`~`, `null`, or nothing after the colon).
    var isNull: Bool {
        guard case .scalar(let scalar) = self, scalar.style == .plain || scalar.style == .any
        else { return false }
        return tag.description == Tag.Name.null.rawValue
    }
}
