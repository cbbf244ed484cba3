import Foundation

extension String {
    /// Whether the text contains `other`, as Foundation's `contains` decides. When both are
    /// ASCII without carriage returns every byte is one character, so the answer is found on
    /// the bytes (no bridging to `NSString`, which hot loops over entries cannot afford);
    /// other texts ask Foundation.
    public func containsText(_ other: String) -> Bool {
        if let found = Self.asciiContains(self, other) { return found }
        return contains(other)
    }

    /// Whether `haystack` holds the bytes of `needle`; `nil` unless both are ASCII without
    /// carriage returns and `needle` is not empty.
    private static func asciiContains(_ haystack: String, _ needle: String) -> Bool? {
        func isPlain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x0D }
        var haystack = haystack
        var needle = needle
        let answer = haystack.withUTF8 { text in
            needle.withUTF8 { pattern -> Bool? in
                guard let first = pattern.first, pattern.allSatisfy(isPlain),
                    text.allSatisfy(isPlain)
                else { return nil }
                guard pattern.count <= text.count else { return false }
                for start in 0...(text.count - pattern.count) where text[start] == first {
                    var matched = 1
                    while matched < pattern.count, text[start + matched] == pattern[matched] {
                        matched += 1
                    }
                    if matched == pattern.count { return true }
                }
                return false
            }
        }
        return answer
    }
}

extension String {
    /// The text without the ASCII characters of `set` at its ends, exactly as Foundation's
    /// `trimmingCharacters(in: CharacterSet(charactersIn: set))` trims them: that trims
    /// Unicode scalars, and an ASCII byte of UTF-8 is always a whole scalar, so trimming the
    /// bytes is the same (and needs no `CharacterSet` nor bridging).
    public func trimmingASCII(_ set: String) -> String {
        let members = Array(set.utf8)
        precondition(members.allSatisfy { $0 < 0x80 }, "trimmingASCII takes ASCII characters")
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, members.contains(bytes[start]) { start = bytes.index(after: start) }
        while start < end, members.contains(bytes[bytes.index(before: end)]) {
            end = bytes.index(before: end)
        }
        return String(self[start..<end])
    }
}
