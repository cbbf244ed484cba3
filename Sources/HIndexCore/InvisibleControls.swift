/// Characters that change how text is shown or compared without being seen: the
/// bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069), the zero-width
/// space (U+200B), the word joiner (U+2060) and the zero-width no-break space / byte-order mark
/// (U+FEFF).
///
/// Names and titles come from content files and from the web: a right-to-left override
/// (U+202E) makes a name read backwards on the page, and a name of zero-width spaces only
/// looks empty while passing every "not empty" check. They are removed on input.
///
/// The zero-width non-joiner (U+200C) and joiner (U+200D) are kept: Persian, the Indic
/// scripts and emoji sequences need them. A text of joiners only is still blank
/// (``isBlank(_:)``).
public enum InvisibleControls {
    /// Whether `scalar` is one of the controls that ``stripping(_:)`` removes.
    public static func isStripped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200B, 0x2060, 0xFEFF: true
        default: false
        }
    }

    /// `text` without the bidirectional and zero-width controls (the same string when it
    /// has none).
    public static func stripping(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isStripped) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isStripped($0) })
        return String(scalars)
    }

    /// Whether `text` shows nothing: empty, or only whitespace, stripped controls and the
    /// zero-width (non-)joiners U+200C/U+200D.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            isStripped(scalar) || scalar.properties.isWhitespace || scalar.value == 0x200C
                || scalar.value == 0x200D
        }
    }
}

extension InvisibleControls {
    /// `text` as it may go to a terminal: every control character that a terminal acts on or
    /// hides (C0 controls other than newline and tab, DEL, the C1 controls, and the controls
    /// ``stripping(_:)`` removes) written out as `\u{XX}`. A value from a content file
    /// such as `"Phys\e[2Jics"` would otherwise clear the screen or recolor the lines after it.
    public static func visibleOnConsole(_ text: String) -> String {
        func acted(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            if value == 0x0A || value == 0x09 { return false }
            return value < 0x20 || (0x7F...0x9F).contains(value) || isStripped(scalar)
        }
        guard text.unicodeScalars.contains(where: acted) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if acted(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
