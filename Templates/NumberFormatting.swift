import HIndexCore

/// Deterministic number formatting for pages: the same output on every machine, whatever
/// its locale data; the separators follow the site's language, not the machine's.
public enum NumberFormatting {
    /// Formats an integer with a comma every three digits, as en-US does: `1083` → `"1,083"`,
    /// `-1234567` → `"-1,234,567"`. Does not consult the locale.
    public static func grouped(_ number: Int) -> String {
        grouped(number, separator: ",")
    }

    /// Formats an integer with the digit grouping of `language`: `1,083` (en, zh),
    /// `1.083` (it, de, pt), `1 083` with a narrow no-break space (fr); Spanish groups from
    /// five digits on (CLDR's minimum grouping digits 2, as the RAE writes numbers): `1083`,
    /// `10.830`.
    public static func grouped(_ number: Int, language: SiteLanguage) -> String {
        if language == .spanish, (1000...9999).contains(number.magnitude) {
            return String(number)
        }
        return grouped(number, separator: separators(language).grouping)
    }

    /// The grouping and decimal separators of a language.
    public static func separators(_ language: SiteLanguage) -> (
        grouping: String, decimal: String
    ) {
        switch language {
        case .english, .simplifiedChinese: (",", ".")
        case .italian, .german, .spanish, .portuguese: (".", ",")
        case .french: ("\u{202F}", ",")
        }
    }

    /// A number written the English way (`1,083.25`, `≈ 0.47`) with the separators of
    /// `language`: `1.083,25` in Italian, `1083,25` in Spanish (a four-digit whole part is
    /// not grouped). Only commas and points between digits change.
    public static func localized(_ english: String, language: SiteLanguage) -> String {
        let (grouping, decimal) = separators(language)
        guard grouping != "," || decimal != "." else { return english }
        let characters = Array(english)
        /// Whether the character at `index` is an ASCII digit.
        func digit(_ index: Int) -> Bool {
            characters.indices.contains(index) && characters[index].isASCII
                && characters[index].isNumber
        }
        var result = ""
        for (index, character) in characters.enumerated() {
            let between = digit(index - 1) && digit(index + 1)
            // Spanish "1,083": one digit before the comma, three after, no other group.
            let ungrouped =
                language == .spanish && !digit(index - 2)
                && (index < 2 || characters[index - 2] != ",") && digit(index + 2)
                && digit(index + 3) && !digit(index + 4)
                && !(index + 4 < characters.count && characters[index + 4] == ","
                    && digit(index + 5))
            switch character {
            case "," where between && ungrouped: break
            case "," where between: result += grouping
            case "." where between: result += decimal
            default: result.append(character)
            }
        }
        return result
    }

    private static func grouped(_ number: Int, separator: String) -> String {
        let digits = String(number.magnitude)
        var result = ""
        result.reserveCapacity(digits.count + digits.count / 3 + 1)
        if number < 0 { result.append("-") }
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return result
    }
}
