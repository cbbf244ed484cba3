/// One publication as a citation source reports it.
///
/// Values come from untrusted pages and responses: they are stored as given (already
/// decoded from HTML) and escaped only when rendered.
public struct Publication: Sendable, Hashable, Codable {
    /// The title as the source shows it.
    public var title: String
    /// The author line as the source shows it (Scholar abbreviates and may end with "...").
    public var authors: String
    /// The venue line (journal, conference, publisher), without the year.
    public var venue: String
    /// Publication year, when the source gives one.
    public var year: Int?
    /// Citation count, when the source gives one; `nil` means "no count shown" (0 in metrics).
    public var citations: Int?
    /// The source's own identifier of the paper (Scholar: the `USER:PUBID` of `citation_for_view`).
    public var sourceID: String?
    /// DOI, lowercased, without a `https://doi.org/` prefix, when the source gives one.
    public var doi: String?
    /// arXiv identifier (e.g. `2104.01234`), when the source gives one.
    public var arxivID: String?

    /// Creates a publication record; bidirectional and zero-width controls are removed from
    /// the title (``InvisibleControls``).
    public init(
        title: String, authors: String = "", venue: String = "", year: Int? = nil,
        citations: Int? = nil, sourceID: String? = nil, doi: String? = nil, arxivID: String? = nil
    ) {
        self.title = InvisibleControls.stripping(title)
        self.authors = authors
        self.venue = venue
        self.year = year
        self.citations = citations
        self.sourceID = sourceID
        self.doi = doi
        self.arxivID = arxivID
    }

    /// The citation count used by the metrics: a missing count counts as zero.
    public var citationCount: Int { min(max(citations ?? 0, 0), Metrics.maximumCitationCount) }
}
