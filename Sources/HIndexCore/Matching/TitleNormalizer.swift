import Foundation

/// Folds titles so that presentation differences do not count.
///
/// In order: HTML entities that survived into the text (`&amp;`, `&#39;`, `&eacute;`, …) are
/// decoded and simple inline tags (`<i>`, `</sup>`, …) removed; `&` reads as "and";
/// apostrophes vanish (`Newton's` = `Newtons`); then Unicode NFKD, diacritics removed,
/// lowercased, a few letters NFKD leaves alone folded to ASCII (`ß` → `ss`, `ø` → `o`, …),
/// every other non-alphanumeric character turned into a space, whitespace collapsed.
///
/// `normalize(normalize(x)) == normalize(x)` for every string.
public enum TitleNormalizer {
    /// The normalized form of `title`: lowercase letters and digits separated by single spaces.
    public static func normalize(_ title: String) -> String {
        if let ascii = asciiFastPath(title) { return ascii }
        if let latin = latinFastPath(title) { return latin }
        return foldedSlowly(title)
    }

    /// ``normalize(_:)`` through Foundation's Unicode machinery, for any text.
    static func foldedSlowly(_ title: String) -> String {
        var text = title
        if text.contains("&") { text = decodeEntities(text) }
        if text.contains("<") { text = stripTags(text) }
        var result = fold(text)
        // Folded ASCII (lower-case letters, digits, single spaces) folds to itself.
        if result.utf8.allSatisfy({
            ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x20
        }) {
            return result
        }
        // Lowercasing and decomposition of exotic scalars can expose new marks or letters;
        // repeat until nothing changes (at most a couple of rounds for any real input).
        for _ in 0..<3 {
            let again = fold(result)
            if again == result { break }
            result = again
        }
        return result
    }

    /// The normalized title as Unicode scalar values, the unit of every edit distance here.
    public static func scalars(_ title: String) -> [UInt32] {
        normalize(title).unicodeScalars.map(\.value)
    }

    /// How one character of U+00A0–U+017F folds.
    enum LatinFolding: Sendable {
        /// Into these ASCII letters or digits (`é` → `e`, `ß` → `ss`, `²` → `2`).
        case letters(String)
        /// Into a word break (`×`, `«`, a no-break space).
        case separator
        /// Into something else (`µ` → `μ`, `¼` → `1 4`): the slow path handles the title.
        case other
    }

    /// How each Latin-1 Supplement and Latin Extended-A character (U+00A0–U+017F) folds,
    /// computed once with the slow path itself, so that both paths agree by construction.
    static let latinTable: [UInt32: LatinFolding] = {
        var table: [UInt32: LatinFolding] = [:]
        for value in UInt32(0xA0)...0x17F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            // Between two letters, so that a separator it brings along shows (`ŀ` is `l·`).
            let folded = foldedSlowly("q" + String(Character(scalar)) + "q")
            let inner = folded.dropFirst().dropLast()
            if folded == "q q" {
                table[value] = .separator
            } else if folded.hasPrefix("q"), folded.hasSuffix("q"), !inner.isEmpty,
                inner.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) })
            {
                table[value] = .letters(String(inner))
            } else {
                table[value] = .other
            }
        }
        return table
    }()

    /// Titles of European languages as pages and Google Scholar write them — ASCII, accented
    /// Latin letters (U+00A0–U+017F), general punctuation (dashes, curly quotes, ellipsis,
    /// U+2000–U+206F) and combining accents — normalized without Foundation; `nil` for any
    /// other character, `&` and `<` (entities and tags take the slow path).
    static func latinFastPath(_ title: String) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(title.utf8.count)
        var pendingSpace = false
        func append<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
            if pendingSpace && !output.isEmpty { output.append(0x20) }
            pendingSpace = false
            output.append(contentsOf: bytes)
        }
        for scalar in title.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x26, 0x3C:
                return nil
            case 0x41...0x5A:
                append([UInt8(value + 32)])
            case 0x61...0x7A, 0x30...0x39:
                append([UInt8(value)])
            case 0x27, 0x60, 0x2018, 0x2019, 0x02BC:
                continue  // apostrophes vanish
            case 0x0300...0x036F:
                continue  // combining accents
            case 0..<0x80, 0x2000...0x206F:
                pendingSpace = true
            case 0xA0...0x17F:
                switch latinTable[value] {
                case .letters(let folded)?: append(folded.utf8)
                case .separator?: pendingSpace = true
                case .other?, nil: return nil
                }
            default:
                return nil
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Titles made of ASCII letters, digits, spaces and punctuation other than `<` and
    /// apostrophes, normalized without Foundation. An `&` reads as "and" when no `;` and no
    /// letter right after it follow (else it may start an entity, which the slow path decodes).
    static func asciiFastPath(_ title: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        var pendingSpace = false
        var afterAmpersand = false
        var justAfterAmpersand = false
        for byte in title.utf8 {
            let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
            if byte >= 0x80 || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "'")
                || byte == UInt8(ascii: "`") || (afterAmpersand && byte == UInt8(ascii: ";"))
                || (justAfterAmpersand && isLetter)
            {
                // (A letter after `&` may start a legacy reference without `;`.)
                return nil
            }
            justAfterAmpersand = false
            if byte == UInt8(ascii: "&") {
                // As `fold`: a word of its own.
                if !bytes.isEmpty { bytes.append(0x20) }
                bytes.append(contentsOf: [0x61, 0x6E, 0x64])
                pendingSpace = true
                afterAmpersand = true
                justAfterAmpersand = true
                continue
            }
            let isUpper = byte >= 0x41 && byte <= 0x5A
            let isLower = byte >= 0x61 && byte <= 0x7A
            let isDigit = byte >= 0x30 && byte <= 0x39
            if isUpper || isLower || isDigit {
                if pendingSpace && !bytes.isEmpty { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(isUpper ? byte + 0x20 : byte)
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One round of folding: `&` → " and ", apostrophes dropped, lowercase, NFKD, marks
    /// dropped, extra letters folded, everything else a single space.
    static func fold(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        func appendWord(_ word: String) {
            if pendingSpace && !output.isEmpty { output.append(" ") }
            pendingSpace = false
            output.append(contentsOf: word.unicodeScalars)
        }
        let prepared = text.lowercased().decomposedStringWithCompatibilityMapping
        for scalar in prepared.unicodeScalars {
            if apostrophes.contains(scalar) { continue }
            if scalar == "&" {
                pendingSpace = true
                appendWord("and")
                pendingSpace = true
                continue
            }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark:
                continue
            default:
                break
            }
            if properties.isAlphabetic || properties.numericType != nil {
                if let folded = extraFolding[scalar] {
                    if pendingSpace && !output.isEmpty { output.append(" ") }
                    pendingSpace = false
                    output.append(contentsOf: folded.unicodeScalars)
                } else if scalar.value < 128 {
                    if pendingSpace && !output.isEmpty { output.append(" ") }
                    pendingSpace = false
                    output.append(scalar)
                } else {
                    let lowered = properties.lowercaseMapping
                    if pendingSpace && !output.isEmpty { output.append(" ") }
                    pendingSpace = false
                    output.append(contentsOf: lowered.unicodeScalars)
                }
            } else {
                pendingSpace = true
            }
        }
        return String(output)
    }

    /// Apostrophes and quotes inside words (`'`, `’`, `‘`, `ʼ`, `` ` ``): removed, not spaced.
    static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}", "`"]

    /// Letters NFKD leaves alone but readers treat as their base letters.
    static let extraFolding: [Unicode.Scalar: String] = [
        "ø": "o", "ł": "l", "đ": "d", "ð": "d", "ı": "i", "ß": "ss", "æ": "ae", "œ": "oe",
        "þ": "th", "ħ": "h", "ŀ": "l",
    ]

    /// Removes inline tags such as `<i>`, `</sup>`, `<span class="x">`, `<mml:math>`: a `<`
    /// directly followed by a letter or `/` and closed by `>` before the next `<`.
    static func stripTags(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "<", i + 1 < scalars.count,
                scalars[i + 1] == "/" || scalars[i + 1].properties.isAlphabetic
            {
                var j = i + 1
                while j < scalars.count && scalars[j] != ">" && scalars[j] != "<" { j += 1 }
                if j < scalars.count && scalars[j] == ">" {
                    output.append(" ")
                    i = j + 1
                    continue
                }
            }
            output.append(scalar)
            i += 1
        }
        return String(output)
    }

    /// Decodes `&name;`, `&#123;` and `&#x1F;` references; unknown names stay as they are.
    static func decodeEntities(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if scalars[i] == "&", let (decoded, next) = entity(in: scalars, at: i) {
                output.append(contentsOf: decoded.unicodeScalars)
                i = next
            } else {
                output.append(scalars[i])
                i += 1
            }
        }
        return String(output)
    }

    /// The entity starting at `start` (an `&`) and the index after its `;`. As browsers do
    /// (HTML's legacy references), a Latin-1 name also counts without its `;` when no letter,
    /// digit or `=` follows: "It&ocirc diffusions" reads "Itô diffusions".
    static func entity(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var end = start + 1
        while end < scalars.count && end - start <= 12 && scalars[end] != ";" { end += 1 }
        guard end < scalars.count, scalars[end] == ";", end > start + 1 else {
            return legacyEntity(in: scalars, at: start)
        }
        let body = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value: UInt32?
            if digits.hasPrefix("x") || digits.hasPrefix("X") {
                value = UInt32(digits.dropFirst(), radix: 16)
            } else {
                value = UInt32(digits, radix: 10)
            }
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (String(scalar), end + 1)
        }
        if let named = namedEntities[body] { return (named, end + 1) }
        // Accented Latin letters: &eacute; &Ouml; &ccedil; &aring; &oslash; &ntilde; …
        for suffix in ["acute", "grave", "circ", "tilde", "uml", "ring", "cedil", "slash", "caron"]
        where body.hasSuffix(suffix) && body.count == suffix.count + 1 {
            return (String(body.prefix(1)), end + 1)
        }
        return nil
    }

    /// A legacy reference without its `;` (`&eacute`, `&amp`, `&nbsp`…) at `start`, decoded
    /// when the name is one HTML accepts so and the next character is no letter, digit or `=`;
    /// with the index after the name.
    static func legacyEntity(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var end = start + 1
        while end < scalars.count, end - start <= 8,
            scalars[end].properties.isASCIIHexDigit
                || ("a"..."z").contains(scalars[end]) || ("A"..."Z").contains(scalars[end])
        {
            end += 1
        }
        guard end > start + 1 else { return nil }
        if end < scalars.count {
            let next = scalars[end]
            if next == "=" || next.properties.isAlphabetic || next.properties.numericType != nil {
                return nil
            }
        }
        let body = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        if let named = legacyNames[body] { return (named, end) }
        for suffix in ["acute", "grave", "circ", "tilde", "uml", "ring", "cedil", "slash"]
        where body.hasSuffix(suffix) && body.count == suffix.count + 1
            && body.first.map({ "aeiouyAEIOUYcCnNoO".contains($0) }) == true
        {
            return (String(body.prefix(1)), end)
        }
        return nil
    }

    /// Names HTML decodes without a `;` (its legacy Latin-1 references) that titles use;
    /// accented letters are handled by their suffix.
    static let legacyNames: [String: String] = [
        "amp": "&", "AMP": "&", "lt": "<", "gt": ">", "quot": "\"", "nbsp": " ", "szlig": "ß",
        "aelig": "æ", "AElig": "Æ", "thorn": "þ", "eth": "ð", "times": "×", "deg": "°",
    ]

    /// Named entities seen in titles; accented letters are handled by their suffix.
    static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
        "ndash": "–", "mdash": "—", "hellip": "…", "rsquo": "’", "lsquo": "‘",
        "rdquo": "”", "ldquo": "“", "szlig": "ß", "aelig": "æ", "AElig": "Æ",
        "oelig": "œ", "OElig": "Œ", "thorn": "þ", "eth": "ð", "alpha": "α", "beta": "β",
        "gamma": "γ", "delta": "δ", "epsilon": "ε", "kappa": "κ", "lambda": "λ", "mu": "μ",
        "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ", "phi": "φ", "chi": "χ", "psi": "ψ",
        "omega": "ω", "Delta": "Δ", "Omega": "Ω", "times": "×", "minus": "−", "deg": "°",
    ]
}
