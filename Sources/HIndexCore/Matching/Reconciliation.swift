/// The outcome of reconciling a citation source with a reference list and the scientist's
/// manual corrections.
public struct Reconciliation: Sendable, Hashable, Codable {
    /// One entry per source row, in source order.
    public var publications: [ReconciledPublication]
    /// One entry per reference-list entry, in list order; `nil` without a reference list.
    public var reference: [ReferenceMatch]?
    /// Counts.
    public var summary: MatchingSummary
    /// Messages for the report: manual corrections that matched nothing, merged duplicates,
    /// ambiguous assignments.
    public var notices: [Message]
    /// How the source's papers were attributed, when a reference list was applied.
    public var attribution: AttributionSummary?

    /// Creates a reconciliation.
    public init(
        publications: [ReconciledPublication], reference: [ReferenceMatch]?,
        summary: MatchingSummary, notices: [Message], attribution: AttributionSummary? = nil
    ) {
        self.attribution = attribution
        self.publications = publications
        self.reference = reference
        self.summary = summary
        self.notices = notices
    }

    /// The publications that count toward the metrics.
    public var countedPublications: [Publication] {
        publications.filter(\.counted).map(\.publication)
    }
}
