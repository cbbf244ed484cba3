import Foundation

/// URL-safe identifiers for scientists and departments: `a-z`, `0-9` and `-`.
enum Slug {
    /// Whether a slug is usable in URLs as is.
    static func isValid(_ slug: String) -> Bool {
        !slug.isEmpty && !slug.hasPrefix("-") && !slug.hasSuffix("-")
            && slug.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
            }
    }

    /// A slug made from any name: diacritics removed, lower-cased, other characters turned
    /// into single dashes (`Jürgen Schmidhuber` → `jurgen-schmidhuber`); empty if nothing
    /// Latin is left.
    static func make(from name: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in name.decomposedStringWithCompatibilityMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            let folded = latinFolding[scalar] ?? String(scalar).lowercased()
            for character in folded.unicodeScalars {
                if ("a"..."z").contains(character) || ("0"..."9").contains(character) {
                    if pendingDash, !slug.isEmpty { slug.append("-") }
                    pendingDash = false
                    slug.unicodeScalars.append(character)
                } else {
                    pendingDash = true
                }
            }
        }
        return slug
    }

    /// A slug for a department name, never empty: names without Latin letters get the
    /// hexadecimal of their UTF-8 bytes.
    static func forDepartment(named name: String) -> String {
        let slug = make(from: name)
        if !slug.isEmpty { return slug }
        let hex = name.utf8.map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }
        return "d-" + hex.joined()
    }

    /// Letters that Unicode decomposition does not reduce to ASCII.
    private static let latinFolding: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "œ": "oe", "Œ": "oe",
        "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
        "ı": "i",
    ]
}
