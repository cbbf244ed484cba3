/// Which step of the matching cascade paired a citation-source paper with the reference list.
public enum MatchRule: String, Sendable, Hashable, Codable {
    /// Same DOI.
    case doi
    /// Same arXiv identifier.
    case arxiv
    /// Same title after normalization.
    case exactTitle = "exact-title"
    /// Title similarity at or above the threshold (token-aware normalized Levenshtein).
    case fuzzyTitle = "fuzzy-title"
    /// The scientist's `include` list names the paper.
    case include

    /// Rank in the cascade: identifiers beat titles, exact beats fuzzy.
    var rank: Int {
        switch self {
        case .doi: 4
        case .arxiv: 3
        case .exactTitle: 2
        case .fuzzyTitle: 1
        case .include: 0
        }
    }
}
