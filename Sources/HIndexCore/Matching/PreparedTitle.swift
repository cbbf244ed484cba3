/// A normalized title with everything the fuzzy matcher needs computed once: scalars, word
/// boundaries, the word-sorted form, numeric tokens and the q-gram sets of the candidate index.
struct PreparedTitle: Sendable {
    /// `TitleNormalizer.normalize` of the title.
    let normalized: String
    /// The normalized title's scalars.
    let scalars: [UInt32]
    /// End offset (exclusive, in scalars) of each word.
    let wordEnds: [Int]
    /// The words sorted and joined by single spaces (word-order–insensitive form).
    let sortedScalars: [UInt32]
    /// Numeric tokens with the index of their word, in order (see `isNumeric`).
    let numbers: [(word: Int, token: String)]
    /// Distinct trigrams of `scalars`, in the order they first occur.
    let trigrams: [UInt64]
    /// Distinct trigrams of `sortedScalars`, in the order they first occur.
    let sortedTrigrams: [UInt64]

    /// Prepares a raw title.
    init(title: String) {
        self.init(normalized: TitleNormalizer.normalize(title))
    }

    /// Prepares an already normalized title.
    init(normalized: String) {
        self.normalized = normalized
        let parts = Self.asciiParts(normalized) ?? Self.generalParts(normalized)
        scalars = parts.scalars
        wordEnds = parts.wordEnds
        sortedScalars = parts.sortedScalars
        numbers = parts.numbers
        trigrams = Self.trigrams(scalars)
        // Words already in order (one word, or sorted ones): the same trigrams.
        sortedTrigrams = sortedScalars == scalars ? trigrams : Self.trigrams(sortedScalars)
    }

    /// What a title's words give: its scalars, word ends, word-sorted scalars and numbers.
    struct Parts {
        var scalars: [UInt32]
        var wordEnds: [Int]
        var sortedScalars: [UInt32]
        var numbers: [(word: Int, token: String)]
    }

    /// The parts of any text, through `String`s (words are split at spaces; a word end
    /// counts one space after each word).
    static func generalParts(_ normalized: String) -> Parts {
        let words = normalized.split(separator: " ").map(String.init)
        var ends: [Int] = []
        var offset = 0
        for word in words {
            offset += word.unicodeScalars.count
            ends.append(offset)
            offset += 1
        }
        var found: [(word: Int, token: String)] = []
        for (index, word) in words.enumerated()
        where isNumeric(word, after: index > 0 ? words[index - 1] : nil) {
            found.append((index, word))
        }
        return Parts(
            scalars: normalized.unicodeScalars.map(\.value), wordEnds: ends,
            sortedScalars: words.sorted().joined(separator: " ").unicodeScalars.map(\.value),
            numbers: found)
    }

    /// ``generalParts(_:)`` of ASCII text on its bytes (one byte, one scalar; `String`
    /// order is byte order), `nil` for other text. Only numeric words become `String`s.
    static func asciiParts(_ normalized: String) -> Parts? {
        var text = normalized
        return text.withUTF8 { bytes -> Parts? in
            for byte in bytes where byte >= 0x80 { return nil }
            var words: [Range<Int>] = []
            var index = 0
            while index < bytes.count {
                while index < bytes.count, bytes[index] == 0x20 { index += 1 }
                var end = index
                while end < bytes.count, bytes[end] != 0x20 { end += 1 }
                if end > index { words.append(index..<end) }
                index = end
            }
            var ends: [Int] = []
            ends.reserveCapacity(words.count)
            var offset = 0
            for word in words {
                offset += word.count
                ends.append(offset)
                offset += 1
            }
            let sorted = words.sorted { bytes[$0].lexicographicallyPrecedes(bytes[$1]) }
            var sortedScalars: [UInt32] = []
            sortedScalars.reserveCapacity(bytes.count)
            for (position, word) in sorted.enumerated() {
                if position > 0 { sortedScalars.append(0x20) }
                for byte in bytes[word] { sortedScalars.append(UInt32(byte)) }
            }
            func string(_ word: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[word]), as: UTF8.self)
            }
            var found: [(word: Int, token: String)] = []
            var previousIsNumbering = false
            for (position, word) in words.enumerated() {
                let isNumbering =
                    word.count <= longestNumberingWord && numberingWords.contains(string(word))
                let isDigits = bytes[word].allSatisfy { (0x30...0x39).contains($0) }
                if previousIsNumbering || isDigits
                    || (word.count <= longestRomanNumeral && romanNumerals.contains(string(word)))
                {
                    found.append((position, string(word)))
                }
                previousIsNumbering = isNumbering
            }
            return Parts(
                scalars: bytes.map(UInt32.init), wordEnds: ends, sortedScalars: sortedScalars,
                numbers: found)
        }
    }

    /// The longest of ``numberingWords`` and of ``romanNumerals``, in bytes.
    static let longestNumberingWord = numberingWords.map(\.utf8.count).max() ?? 0
    static let longestRomanNumeral = romanNumerals.map(\.utf8.count).max() ?? 0

    /// Number of words.
    var wordCount: Int { wordEnds.count }

    /// Length in scalars.
    var count: Int { scalars.count }

    /// Length in scalars of the first `words` words.
    func prefixLength(words: Int) -> Int {
        words <= 0 ? 0 : wordEnds[min(words, wordEnds.count) - 1]
    }

    /// The numeric tokens among the first `words` words, sorted.
    func numberTokens(words: Int = Int.max) -> [String] {
        numbers.filter { $0.word < words }.map(\.token).sorted()
    }

    /// Words after which any token is a numbering ("Part I", "Vol. 2", "Chapter one").
    static let numberingWords: Set<String> = [
        "part", "vol", "volume", "chapter", "no", "number", "book", "phase", "stage", "paper",
        "section", "series", "type", "edition", "ed",
    ]

    /// Roman numerals that are numbers wherever they appear (single letters only after a
    /// numbering word, because "i", "v" and "x" are also words and variables).
    static let romanNumerals: Set<String> = [
        "ii", "iii", "iv", "vi", "vii", "viii", "ix", "xi", "xii", "xiii", "xiv", "xv",
    ]

    /// Whether `word` distinguishes papers that otherwise share a title: digits, a roman
    /// numeral, or any word right after a numbering word.
    static func isNumeric(_ word: String, after previous: String?) -> Bool {
        if let previous, numberingWords.contains(previous) { return true }
        if word.unicodeScalars.allSatisfy({ $0.properties.numericType != nil }) { return true }
        return romanNumerals.contains(word)
    }

    /// Distinct trigrams (three scalars packed into 63 bits), in the order they first occur:
    /// the repeats are dropped through a small open-addressing table on the stack (no sort:
    /// the index and the filters only count trigrams and look them up).
    static func trigrams(_ scalars: [UInt32]) -> [UInt64] {
        guard scalars.count >= 3 else { return [] }
        let count = scalars.count - 2
        var capacity = 16
        while capacity < 2 * count { capacity *= 2 }
        let mask = capacity - 1
        return scalars.withUnsafeBufferPointer { scalars in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: capacity) { table in
                // A packed trigram never has its top bit set, so `UInt64.max` marks a free slot.
                table.initialize(repeating: .max)
                var keys: [UInt64] = []
                keys.reserveCapacity(count)
                for i in 0..<count {
                    let key =
                        UInt64(scalars[i]) << 42 | UInt64(scalars[i + 1]) << 21
                        | UInt64(scalars[i + 2])
                    var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
                    while table[slot] != .max && table[slot] != key { slot = (slot + 1) & mask }
                    if table[slot] == .max {
                        table[slot] = key
                        keys.append(key)
                    }
                }
                return keys
            }
        }
    }
}
