/// One title compared against many: its bit-parallel patterns are built once.
///
/// The fuzzy score of two titles is the best of three readings, each a normalized Levenshtein
/// similarity (`1 - distance / max(length)`) over normalized titles:
/// - as written;
/// - with the words of both sorted (word order), times `wordOrderFactor` (0.95), so that a
///   reordered title scores a little below the same title in the same order;
/// - subtitle: when the shorter title has at least 4 words and fewer words than the other,
///   against the other's first words (as many as the shorter has), times `subtitleFactor`
///   (0.9). "Title: a subtitle" vs "Title" is 0.9; the factor keeps an exact or near-exact
///   full-title match above any subtitle reading, and, with the default threshold 0.80, a
///   subtitle match tolerates about one edit in nine characters of the shared part. With a
///   title threshold above 0.9, subtitle readings can no longer match.
///
/// Titles whose numeric tokens differ (digits, roman numerals, the word after "part", "vol",
/// …) never match fuzzily: "X, Part I" is not "X, Part II", "Report 2019" is not "Report 2020".
struct FuzzyTitleQuery: Sendable {
    /// Factor applied to the word-sorted reading.
    static let wordOrderFactor = 0.95
    /// Factor applied to the subtitle (word-prefix) reading.
    static let subtitleFactor = 0.9
    /// Minimum number of words of the shorter title for the subtitle reading.
    static let subtitleMinimumWords = 4

    let title: PreparedTitle
    let pattern: LevenshteinPattern
    let sortedPattern: LevenshteinPattern
    let numbers: [String]

    /// A query for `title`; `wordOrder: false` leaves out the word-sorted pattern, which only
    /// the token-aware score uses (`score(…, tokenAware: false)` never reads it).
    init(_ title: PreparedTitle, wordOrder: Bool = true) {
        self.title = title
        pattern = LevenshteinPattern(title.scalars)
        sortedPattern = LevenshteinPattern(wordOrder ? title.sortedScalars : [])
        numbers = title.numberTokens()
    }

    /// Shared distinct trigrams with a candidate, used to skip hopeless candidates (q-gram
    /// lemma: `shared ≥ max(distinct trigrams) - 3 · maxDistance` for any match).
    struct Shared {
        var plain: Int
        var sorted: Int
    }

    /// The fuzzy score against `other` when it reaches `cutoff`, else `nil`. With `shared`,
    /// candidates the q-gram lemma rules out are skipped without computing a distance.
    /// `tokenAware: false` computes the plain reading only (duplicate detection).
    func score(
        _ other: PreparedTitle, otherNumbers: [String], cutoff: Double, shared: Shared?,
        tokenAware: Bool = true
    ) -> Double? {
        let q = title
        let longest = max(q.count, other.count)
        let lengthGap = abs(q.count - other.count)
        let numbersAgree = numbers == otherNumbers
        var best = -1.0

        // 1. As written.
        let plainLimit = LevenshteinPattern.maxDistance(longest: longest, cutoff: cutoff)
        if numbersAgree, plainLimit >= 0, lengthGap <= plainLimit,
            Self.passes(shared?.plain, q.trigrams.count, other.trigrams.count, plainLimit),
            let s = pattern.normalizedSimilarity(to: other.scalars, cutoff: cutoff)
        {
            best = s
        }
        guard tokenAware else { return best >= 0 ? best : nil }

        // 2. Word order.
        if numbersAgree, q.wordCount >= 2, other.wordCount >= 2,
            q.sortedScalars != q.scalars || other.sortedScalars != other.scalars
        {
            let needed = max(cutoff, best) / Self.wordOrderFactor
            let limit = LevenshteinPattern.maxDistance(longest: longest, cutoff: needed)
            if limit >= 0, lengthGap <= limit,
                Self.passes(
                    shared?.sorted, q.sortedTrigrams.count, other.sortedTrigrams.count, limit),
                let s = sortedPattern.normalizedSimilarity(to: other.sortedScalars, cutoff: needed)
            {
                best = max(best, s * Self.wordOrderFactor)
            }
        }

        // 3. Subtitle: the shorter title against the longer one's first words.
        let words = min(q.wordCount, other.wordCount)
        if q.wordCount != other.wordCount, words >= Self.subtitleMinimumWords {
            let queryIsShorter = q.wordCount < other.wordCount
            let shorter = queryIsShorter ? q : other
            let longer = queryIsShorter ? other : q
            let prefixLength = longer.prefixLength(words: words)
            let needed = max(cutoff, best) / Self.subtitleFactor
            let limit = LevenshteinPattern.maxDistance(
                longest: max(shorter.count, prefixLength), cutoff: needed)
            let shorterNumbers = queryIsShorter ? numbers : otherNumbers
            if limit >= 0, abs(shorter.count - prefixLength) <= limit,
                Self.passes(shared?.plain, shorter.trigrams.count, 0, limit),
                shorterNumbers == longer.numberTokens(words: words)
            {
                let s: Double?
                if queryIsShorter {
                    s = pattern.normalizedSimilarity(
                        to: other.scalars[0..<prefixLength], cutoff: needed)
                } else {
                    s = LevenshteinPattern(other.scalars).normalizedSimilarity(
                        to: q.scalars[0..<prefixLength], cutoff: needed)
                }
                if let s { best = max(best, s * Self.subtitleFactor) }
            }
        }
        return best >= 0 && best >= cutoff - 1e-9 ? best : nil
    }

    /// The q-gram count filter: `nil` shared count means "not filtered".
    @inline(__always)
    static func passes(_ shared: Int?, _ a: Int, _ b: Int, _ limit: Int) -> Bool {
        guard let shared else { return true }
        return shared >= max(a, b) - 3 * limit
    }
}
