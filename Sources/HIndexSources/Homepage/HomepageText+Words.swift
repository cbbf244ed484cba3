import HIndexCore

/// Splitting at spaces over bytes: the same pieces as `split(separator: " ")` for ASCII text
/// and ``LatinText`` (ASCII plus the letters U+00C0–U+024F), without the standard library's
/// `Character`-by-`Character` walk. Normalized words, page lines and titles are split at
/// spaces for every text node of a page and every line of every item.
///
/// In such text every `Character` is one scalar but for CR LF, and a space is never part of a
/// `Character` of more than one scalar there: a space byte is exactly a `" "` `Character`.
extension HomepageText {
    /// `text.split(separator: " ")` (empty pieces omitted).
    static func spaceSeparated(_ text: String) -> [Substring] {
        let ranges = text.utf8.withContiguousStorageIfAvailable { bytes -> [Range<Int>]? in
            guard LatinText.isSimple(bytes) else { return nil }
            return spaceSeparatedRanges(bytes)
        }
        guard let ranges = ranges ?? nil else { return text.split(separator: " ") }
        let utf8 = text.utf8
        let start = utf8.startIndex
        return ranges.map { range in
            let lower = utf8.index(start, offsetBy: range.lowerBound)
            let upper = utf8.index(lower, offsetBy: range.count)
            return text[lower..<upper]
        }
    }

    /// `text.split(separator: " ").count`.
    static func spaceSeparatedCount(_ text: String) -> Int {
        let count = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard LatinText.isSimple(bytes) else { return nil }
            var count = 0
            var inWord = false
            for byte in bytes {
                if byte == UInt8(ascii: " ") {
                    inWord = false
                } else if !inWord {
                    inWord = true
                    count += 1
                }
            }
            return count
        }
        return (count ?? nil) ?? text.split(separator: " ").count
    }

    /// The byte ranges of the space-separated pieces of `bytes`, empty ones omitted.
    static func spaceSeparatedRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        let count = bytes.count
        while index < count {
            while index < count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            var end = index
            while end < count, bytes[end] != UInt8(ascii: " ") { end += 1 }
            if end > index { ranges.append(index..<end) }
            index = end
        }
        return ranges
    }

    /// `text.contains { $0.isLetter || $0.isNumber }`, reading the bytes up to the first
    /// non-ASCII one: an ASCII letter or digit after ASCII bytes only starts a `Character` (no
    /// ASCII scalar joins the next one, and CR LF holds neither), and a `Character`'s letter
    /// and number properties are those of its first scalar.
    static func containsLetterOrNumber(_ text: String) -> Bool {
        for byte in text.utf8 {
            guard byte < 0x80 else { return unicodeContainsLetterOrNumber(text) }
            if (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) {
                return true
            }
        }
        return false
    }

    /// ``containsLetterOrNumber(_:)`` over `Character`s, for any text.
    static func unicodeContainsLetterOrNumber(_ text: String) -> Bool {
        text.contains { $0.isLetter || $0.isNumber }
    }
}
