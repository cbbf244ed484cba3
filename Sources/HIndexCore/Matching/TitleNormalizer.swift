import Foundation

/// Folds titles so that presentation differences do not count: Unicode NFKD, diacritics
/// removed, case folded, punctuation turned into spaces, whitespace collapsed.
///
/// `normalize(normalize(x)) == normalize(x)` for every string.
public enum TitleNormalizer {
    /// The normalized form of `title`: lowercase letters and digits separated by single spaces.
    public static func normalize(_ title: String) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in title.decomposedStringWithCompatibilityMapping.unicodeScalars {
            let properties = scalar.properties
            if properties.generalCategory == .nonspacingMark
                || properties.generalCategory == .enclosingMark
                || properties.generalCategory == .spacingMark
            {
                continue
            }
            if properties.isAlphabetic || properties.numericType != nil {
                if pendingSpace && !output.isEmpty { output.append(" ") }
                pendingSpace = false
                for lowered in String(scalar).lowercased().unicodeScalars {
                    output.append(Self.extraFolding[lowered] ?? lowered)
                }
            } else {
                pendingSpace = true
            }
        }
        return String(output)
    }

    /// Letters NFKD leaves alone but readers treat as their base letter.
    static let extraFolding: [Unicode.Scalar: Unicode.Scalar] = [
        "ø": "o", "ł": "l", "đ": "d", "ð": "d", "ı": "i", "ß": "s", "æ": "a", "œ": "o",
    ]
}
