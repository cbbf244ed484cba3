/// Similarity of two titles in 0…1 (1 = identical after normalization).
///
/// Normalized Levenshtein as in the thesis: `1 - distance / max(length)` over the normalized
/// strings' Unicode scalars.
public enum TitleSimilarity {
    /// Similarity of two raw titles (normalized here).
    public static func similarity(_ a: String, _ b: String) -> Double {
        normalizedSimilarity(TitleNormalizer.normalize(a), TitleNormalizer.normalize(b))
    }

    /// Similarity of two already-normalized titles.
    public static func normalizedSimilarity(_ a: String, _ b: String) -> Double {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        let longest = max(x.count, y.count)
        guard longest > 0 else { return 1 }
        return 1 - Double(EditDistance.levenshtein(x, y)) / Double(longest)
    }
}

/// Edit distances.
public enum EditDistance {
    /// Levenshtein distance (insertions, deletions, substitutions cost 1), two-row DP.
    public static func levenshtein<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
