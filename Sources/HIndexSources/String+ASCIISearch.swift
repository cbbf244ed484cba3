import Foundation

extension String {
    /// Whether the text contains `other`, as Foundation's `contains` decides. When both are
    /// ASCII without carriage returns every byte is one character, so the answer is found on
    /// the bytes (no bridging to `NSString`, which hot loops over entries cannot afford);
    /// other texts ask Foundation.
    func containsText(_ other: String) -> Bool {
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
