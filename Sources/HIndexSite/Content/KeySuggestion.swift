/// Suggests the key an author probably meant when a front-matter key is unknown.
enum KeySuggestion {
    /// "did you mean 'department'?", a fixed hint for a known confusion, or `nil`.
    ///
    /// `hints` maps lower-cased wrong keys to a complete hint (e.g. `bio` → "the bio is the
    /// Markdown body…"), or to a known key to suggest.
    static func hint(for key: String, known: [String], hints: [String: String]) -> String? {
        let folded = fold(key)
        if let hint = hints[folded] {
            return known.contains(hint) ? "did you mean '\(hint)'?" : hint
        }
        if let match = closest(to: folded, among: known) {
            return "did you mean '\(match)'?"
        }
        return nil
    }

    /// The known key at the smallest edit distance, if it is close enough to be a typo,
    /// or a known key that the unknown key starts with (`orcid_id` → `orcid`).
    static func closest(to key: String, among known: [String]) -> String? {
        let folded = fold(key)
        let limit = min(3, max(1, folded.count / 3))
        var best: (key: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(folded, candidate)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.key }
        return known.filter { $0.count >= 3 && folded.hasPrefix($0) }
            .max { $0.count < $1.count }
    }

    /// Lower-cased, with spaces and dashes read as underscores.
    private static func fold(_ key: String) -> String {
        String(
            key.lowercased().map { character -> Character in
                character == " " || character == "-" ? "_" : character
            })
    }

    /// Optimal string alignment distance: Levenshtein plus adjacent transpositions.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
