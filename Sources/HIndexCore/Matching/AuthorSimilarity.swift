/// Compares author lines by surnames, whatever their format ("J Smith, A Doe, …" from Scholar,
/// "Smith, J. and Doe, A." from BibTeX, "John Smith, Anna Doe" from a homepage).
///
/// Name words are the words of at least two letters, minus all-capital words of up to three
/// letters (initials such as "JS" in "Smith JS") and the connectors "and", "et", "al". The
/// similarity is the share of the smaller set found in the larger: Scholar truncates long
/// author lists with "…", and first names appear on one side only.
public enum AuthorSimilarity {
    /// The normalized name words of an author line.
    public static func names(_ authors: String) -> Set<String> {
        var result: Set<String> = []
        for word in authors.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "’" }) {
            let raw = String(word)
            if raw.count < 2 { continue }
            if raw.count <= 3 && raw.allSatisfy(\.isUppercase) { continue }
            let normalized = TitleNormalizer.normalize(raw)
            if normalized.count < 2 || connectors.contains(normalized) { continue }
            result.insert(normalized)
        }
        return result
    }

    /// Share of the smaller name set found in the larger, or `nil` when either author line
    /// has no names (the check is then skipped).
    public static func similarity(_ a: String, _ b: String) -> Double? {
        let x = names(a)
        let y = names(b)
        guard !x.isEmpty, !y.isEmpty else { return nil }
        let shared = x.intersection(y).count
        return Double(shared) / Double(min(x.count, y.count))
    }

    /// Words that join names.
    static let connectors: Set<String> = ["and", "et", "al", "und"]
}
