/// How a paper relates to the h-index; each role has a color *and* a text label on the page.
public enum HCoreRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// In the h-core (green).
    case core
    /// Tied at the boundary (grey): n papers share the boundary citation count and only
    /// m < n of them are needed, so which ones count is arbitrary.
    case boundary
    /// Counted but does not contribute to h (red).
    case outside
    /// Not counted at all (muted): excluded manually, or later, not on the reference list.
    case excluded

    /// The short label shown next to the color.
    public var label: String {
        switch self {
        case .core: "in h-core"
        case .boundary: "tied at boundary"
        case .outside: "does not raise h"
        case .excluded: "excluded"
        }
    }
}

/// Why a paper has the role `excluded`.
public enum ExclusionReason: String, Sendable, Hashable, Codable {
    /// The scientist's content file lists it under `exclude`.
    case manual
    /// The paper is missing from the scientist's reference list (homepage, ORCID, …).
    case notOnReferenceList = "not-on-reference-list"
    /// Another row of the same source is the same paper (merged, keeping the larger count).
    case duplicate
    /// Evidence says another person of the same name wrote it (``AttributionClass``).
    case possibleNamesake = "possible-namesake"
}
