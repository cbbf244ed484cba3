/// One citation-source row after reconciliation: whether it counts toward the metrics and why.
public struct ReconciledPublication: Sendable, Hashable, Codable {
    /// The row; for the kept row of a merged duplicate group, the largest citation count of
    /// the group and identifiers or a year the kept row lacked, taken from the others.
    public var publication: Publication
    /// Whether the row counts toward the metrics.
    public var counted: Bool
    /// Why the row does not count (`nil` when it counts).
    public var exclusion: ExclusionReason?
    /// Index of the matched reference-list entry.
    public var referenceIndex: Int?
    /// How the row was matched to the reference list (or `include`d).
    public var rule: MatchRule?
    /// The match score in 0…1.
    public var score: Double?
    /// Index of the kept row when this row was merged away as a duplicate.
    public var duplicateOf: Int?
    /// How the paper is tied to the scientist, when a reference list was applied (`nil`
    /// without a list, and for merged duplicates and manual exclusions).
    public var attribution: PaperAttribution?

    /// Creates a reconciled row.
    public init(
        publication: Publication, counted: Bool, exclusion: ExclusionReason? = nil,
        referenceIndex: Int? = nil, rule: MatchRule? = nil, score: Double? = nil,
        duplicateOf: Int? = nil
    ) {
        self.publication = publication
        self.counted = counted
        self.exclusion = exclusion
        self.referenceIndex = referenceIndex
        self.rule = rule
        self.score = score
        self.duplicateOf = duplicateOf
    }
}
