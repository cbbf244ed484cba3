import HIndexCore

/// One page of a Semantic Scholar author's papers (`/author/{id}/papers`), with its offset
/// paging.
public struct SemanticScholarPapersPage: Sendable, Hashable {
    /// The papers with a title, in response order.
    public var publications: [Publication]
    /// `offset`: the position of the page's first paper.
    public var offset: Int?
    /// `next`: the offset of the next page; `nil` on the last page.
    public var next: Int?
    /// The `paperId`s of papers left out because they have no title.
    public var untitledPaperIDs: [String]

    /// Creates a page.
    public init(
        publications: [Publication], offset: Int? = nil, next: Int? = nil,
        untitledPaperIDs: [String] = []
    ) {
        self.publications = publications
        self.offset = offset
        self.next = next
        self.untitledPaperIDs = untitledPaperIDs
    }
}
