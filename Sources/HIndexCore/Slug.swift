import Foundation

/// URL-safe identifiers derived from names.
public enum Slug {
    /// Lowercase ASCII letters, digits and single hyphens: "Marine Biology" → "marine-biology",
    /// "Ødegård" → "odegard". Returns "untitled" when nothing usable remains.
    public static func make(from name: String) -> String {
        let folded = name.replacingOccurrences(of: "ø", with: "o")
            .replacingOccurrences(of: "Ø", with: "O")
            .replacingOccurrences(of: "æ", with: "ae")
            .replacingOccurrences(of: "Æ", with: "AE")
            .replacingOccurrences(of: "ß", with: "ss")
            .applyingTransform(.stripDiacritics, reverse: false)?
            .lowercased() ?? name.lowercased()
        var slug = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "untitled" : slug
    }
}
