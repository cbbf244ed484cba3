import HIndexCore

/// One Crossref work: its metadata as a reference entry, and the citation count Crossref
/// states (`is-referenced-by-count`).
public struct CrossrefWork: Sendable, Hashable {
    /// Title, authors, year, venue and DOI.
    public var entry: ReferenceEntry
    /// `is-referenced-by-count`.
    public var citations: Int?
    /// Crossref's work type (`journal-article`, `proceedings-article`, …).
    public var type: String?

    /// Creates a work.
    public init(entry: ReferenceEntry, citations: Int? = nil, type: String? = nil) {
        self.entry = entry
        self.citations = citations
        self.type = type
    }
}
