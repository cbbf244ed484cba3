/// Text that byte-level fast paths may read like ASCII even though it is not: ASCII plus the
/// Latin letters U+00C0–U+024F (Latin-1 letters, Latin Extended-A and -B: "Müller",
/// "Kovač", "Åberg", "García").
///
/// Each of those letters is one Unicode scalar that is a whole `Character` on its own: its
/// grapheme-break property is "Other" (no combining mark, joiner, prepend or spacing mark),
/// so it never joins a neighbour into one `Character`; it is neither whitespace (for
/// `Character.isWhitespace` or Foundation's `whitespacesAndNewlines`) nor a separator, nor
/// part of any escape. A comma, space or `" and "` found among the bytes is therefore
/// exactly the `Character` (and Foundation match) the general paths find, and the bytes of
/// these letters can be copied through unchanged wherever ASCII letters are. Author lines
/// with accented names (a quarter of a typical profile's rows) stay on the fast paths.
public enum LatinText {
    /// Whether every non-ASCII scalar of the UTF-8 `bytes` is a letter U+00C0–U+024F (ASCII
    /// bytes, including controls, are not judged here: callers add their own conditions).
    ///
    /// In UTF-8 those letters are C3 80…C8 BF and C9 80…C9 8F; `bytes` is valid UTF-8 (the
    /// contents of a `String`), so a lead byte is always followed by its continuation.
    public static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            guard byte >= 0xC3, byte <= 0xC9, index + 1 < count else { return false }
            if byte == 0xC9, bytes[index + 1] > 0x8F { return false }
            index += 2
        }
        return true
    }

    /// ``isSimple(_:)`` of a string's UTF-8.
    public static func isSimple(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isSimple($0) }
    }
}
