import HIndexCore

/// BibTeX name lists: `author = {Knuth, Donald E. and Lamport, Leslie and others}`.
enum BibTeXNames {
    /// The names of a raw (still LaTeX) name list, each as "First von Last Jr" in plain text;
    /// `others` becomes "et al.". Names are split on `and` outside braces, so
    /// `{Barnes and Noble}` stays one (corporate) name.
    static func names(_ raw: String) -> [String] {
        splitOnAnd(raw).compactMap { name in
            if name.lowercased() == "others" { return "et al." }
            let text = reordered(name)
            return text.isEmpty ? nil : text
        }
    }

    /// The names of a list as raw text, split on the word `and` at brace depth 0.
    static func splitOnAnd(_ raw: String) -> [String] {
        var names: [String] = []
        var current: [String] = []
        for word in words(raw) {
            if word.lowercased() == "and" {
                if !current.isEmpty { names.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(word)
            }
        }
        if !current.isEmpty { names.append(current.joined(separator: " ")) }
        return names
    }

    /// "von Last, First" and "von Last, Jr, First" as "First von Last" / "First von Last Jr",
    /// converted to plain text.
    static func reordered(_ name: String) -> String {
        let parts = splitOnComma(name).map { LaTeXText.plain($0) }
        switch parts.count {
        case 0: return ""
        case 1: return parts[0]
        case 2: return [parts[1], parts[0]].filter { !$0.isEmpty }.joined(separator: " ")
        default:
            return [parts[2...].joined(separator: " "), parts[0], parts[1]].filter { !$0.isEmpty }
                .joined(separator: " ")
        }
    }

    /// Whitespace-separated words at brace depth 0 (a braced group stays inside its word).
    private static func words(_ raw: String) -> [String] {
        var result: [String] = []
        var word = ""
        var depth = 0
        var escaped = false
        for character in raw {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch character {
            case "\\":
                escaped = true
                word.append(character)
            case "{":
                depth += 1
                word.append(character)
            case "}":
                depth = max(depth - 1, 0)
                word.append(character)
            default:
                if character.isWhitespace && depth == 0 {
                    if !word.isEmpty { result.append(word) }
                    word = ""
                } else {
                    word.append(character)
                }
            }
        }
        if !word.isEmpty { result.append(word) }
        return result
    }

    /// The parts of a name separated by commas at brace depth 0, trimmed.
    private static func splitOnComma(_ name: String) -> [String] {
        var parts: [String] = []
        var part = ""
        var depth = 0
        var escaped = false
        for character in name {
            if escaped {
                part.append(character)
                escaped = false
                continue
            }
            switch character {
            case "\\":
                escaped = true
                part.append(character)
            case "{":
                depth += 1
                part.append(character)
            case "}":
                depth = max(depth - 1, 0)
                part.append(character)
            case "," where depth == 0:
                parts.append(part)
                part = ""
            default:
                part.append(character)
            }
        }
        parts.append(part)
        return parts.map { $0.trimmingWhitespace() }
    }
}
