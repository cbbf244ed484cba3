/// One entry of a scientist's authoritative publication list (homepage, ORCID, DBLP, BibTeX).
/// No citation counts: the list only says which papers are theirs.
public struct ReferenceEntry: Sendable, Hashable, Codable {
    /// The title as the list shows it.
    public var title: String
    /// The author line, when the list has one (empty otherwise).
    public var authors: String
    /// Publication year, when present.
    public var year: Int?
    /// Venue, when present.
    public var venue: String?
    /// DOI, lowercased, without a resolver prefix.
    public var doi: String?
    /// arXiv identifier.
    public var arxivID: String?

    /// Creates an entry; bidirectional and zero-width controls are removed from the title
    /// (``InvisibleControls``).
    public init(
        title: String, authors: String = "", year: Int? = nil, venue: String? = nil,
        doi: String? = nil, arxivID: String? = nil
    ) {
        self.title = InvisibleControls.stripping(title)
        self.authors = authors
        self.year = year
        self.venue = venue
        self.doi = doi
        self.arxivID = arxivID
    }
}
