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
    /// Distinct trigrams of `scalars`, sorted.
    let trigrams: [UInt64]
    /// Distinct trigrams of `sortedScalars`, sorted.
    let sortedTrigrams: [UInt64]

    /// Prepares a raw title.
    init(title: String) {
        self.init(normalized: TitleNormalizer.normalize(title))
    }

    /// Prepares an already normalized title.
    init(normalized: String) {
        self.normalized = normalized
        let words = normalized.split(separator: " ").map(String.init)
        scalars = normalized.unicodeScalars.map(\.value)
        var ends: [Int] = []
        var offset = 0
        for word in words {
            offset += word.unicodeScalars.count
            ends.append(offset)
            offset += 1
        }
        wordEnds = ends
        sortedScalars = words.sorted().joined(separator: " ").unicodeScalars.map(\.value)
        var found: [(word: Int, token: String)] = []
        for (index, word) in words.enumerated()
        where Self.isNumeric(word, after: index > 0 ? words[index - 1] : nil) {
            found.append((index, word))
        }
        numbers = found
        trigrams = Self.trigrams(scalars)
        sortedTrigrams = Self.trigrams(sortedScalars)
    }

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

    /// Distinct trigrams (three scalars packed into 63 bits), sorted.
    static func trigrams(_ scalars: [UInt32]) -> [UInt64] {
        guard scalars.count >= 3 else { return [] }
        var keys: [UInt64] = []
        keys.reserveCapacity(scalars.count - 2)
        for i in 0..<(scalars.count - 2) {
            let key =
                UInt64(scalars[i]) << 42 | UInt64(scalars[i + 1]) << 21 | UInt64(scalars[i + 2])
            keys.append(key)
        }
        keys.sort()
        var distinct: [UInt64] = []
        distinct.reserveCapacity(keys.count)
        for key in keys where distinct.last != key { distinct.append(key) }
        return distinct
    }
}
