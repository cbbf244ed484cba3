/// Comparable forms of publication identifiers.
public enum Identifiers {
    /// A DOI lowercased, trimmed, without `doi:` or a resolver prefix; `nil` when empty.
    public static func doi(_ raw: String?) -> String? {
        guard var value = raw?.trimmingWhitespace().lowercased(), !value.isEmpty else {
            return nil
        }
        for prefix in [
            "https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/",
            "doi.org/", "doi:",
        ] where value.hasPrefix(prefix) {
            value = String(value.dropFirst(prefix.count)).trimmingWhitespace()
        }
        return value.isEmpty ? nil : value
    }

    /// An arXiv identifier lowercased, without `arxiv:` or an abs URL, without version
    /// (`2104.01234v2` → `2104.01234`); `nil` when empty.
    public static func arxiv(_ raw: String?) -> String? {
        guard var value = raw?.trimmingWhitespace().lowercased(), !value.isEmpty else {
            return nil
        }
        for prefix in [
            "https://arxiv.org/abs/", "http://arxiv.org/abs/", "arxiv.org/abs/", "arxiv:",
        ]
        where value.hasPrefix(prefix) {
            value = String(value.dropFirst(prefix.count))
        }
        if let v = value.lastIndex(of: "v"), v != value.startIndex,
            value[value.index(after: v)...].allSatisfy(\.isNumber),
            value.index(after: v) != value.endIndex,
            value[value.index(before: v)].isNumber
        {
            value = String(value[..<v])
        }
        return value.isEmpty ? nil : value
    }
}
