/// Deterministic number formatting for pages: the same output on every machine and locale.
public enum NumberFormatting {
    /// Formats an integer with a comma every three digits, as en-US does: `1083` → `"1,083"`,
    /// `-1234567` → `"-1,234,567"`. Does not consult the locale.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        result.reserveCapacity(digits.count + digits.count / 3 + 1)
        if number < 0 { result.append("-") }
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
