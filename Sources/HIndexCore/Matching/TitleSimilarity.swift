/// Similarity of two titles in 0…1 (1 = identical after normalization).
///
/// `similarity` and `normalizedSimilarity` are the normalized Levenshtein similarity of the
/// thesis, `1 - distance / max(length)` over the normalized titles' Unicode scalars (the same
/// definition as RapidFuzz's `Levenshtein.normalized_similarity`), computed bit-parallel.
/// `matchScore` is the matcher's token-aware score (word order, subtitles, numbering).
public enum TitleSimilarity {
    /// Similarity of two raw titles (normalized here).
    public static func similarity(_ a: String, _ b: String) -> Double {
        normalizedSimilarity(TitleNormalizer.scalars(a), TitleNormalizer.scalars(b))
    }

    /// Similarity of two already-normalized titles.
    public static func normalizedSimilarity(_ a: String, _ b: String) -> Double {
        normalizedSimilarity(a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value))
    }

    /// Similarity of two scalar sequences: `1 - distance / max(count)`, 1 when both are empty.
    public static func normalizedSimilarity(_ a: [UInt32], _ b: [UInt32]) -> Double {
        let longest = max(a.count, b.count)
        guard longest > 0 else { return 1 }
        return 1 - Double(EditDistance.levenshtein(a, b)) / Double(longest)
    }

    /// Similarity of two already-normalized titles when it reaches `cutoff` (within 1e-9),
    /// `nil` otherwise; stops computing as soon as the cutoff is out of reach.
    public static func normalizedSimilarity(_ a: String, _ b: String, cutoff: Double) -> Double? {
        let x = a.unicodeScalars.map(\.value)
        let y = b.unicodeScalars.map(\.value)
        let longest = max(x.count, y.count)
        guard longest > 0 else { return cutoff <= 1 + 1e-9 ? 1 : nil }
        let limit = LevenshteinPattern.maxDistance(longest: longest, cutoff: cutoff)
        guard limit >= 0, let d = EditDistance.levenshtein(x, y, maxDistance: limit) else {
            return nil
        }
        return 1 - Double(d) / Double(longest)
    }

    /// The matcher's fuzzy score of two raw titles: the best of the plain similarity, the
    /// word-order–insensitive similarity × 0.95 and, when the shorter title has at least four
    /// words, the similarity of the shorter title with the longer one's first words × 0.9
    /// (subtitles). 0 when the titles' numeric tokens differ ("Part I" / "Part II") and the
    /// titles are not identical.
    public static func matchScore(_ a: String, _ b: String) -> Double {
        let x = PreparedTitle(title: a)
        let y = PreparedTitle(title: b)
        if x.normalized == y.normalized { return 1 }
        return FuzzyTitleQuery(x).score(
            y, otherNumbers: y.numberTokens(), cutoff: 0, shared: nil) ?? 0
    }
}
