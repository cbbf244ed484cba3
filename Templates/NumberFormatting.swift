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
    /// `1.083` (it, de, es, pt), `1 083` with a narrow no-break space (fr).
    public static func grouped(_ number: Int, language: SiteLanguage) -> String {
        grouped(number, separator: separators(language).grouping)
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
    /// `language`: `1.083,25` in Italian. Only commas and points between digits change.
    public static func localized(_ english: String, language: SiteLanguage) -> String {
        let (grouping, decimal) = separators(language)
        guard grouping != "," || decimal != "." else { return english }
        let characters = Array(english)
        var result = ""
        for (index, character) in characters.enumerated() {
            let between =
                index > 0 && index + 1 < characters.count && characters[index - 1].isASCII
                && characters[index - 1].isNumber && characters[index + 1].isASCII
                && characters[index + 1].isNumber
            switch character {
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
