/// Counts that summarize one reconciliation.
public struct MatchingSummary: Sendable, Hashable, Codable {
    /// Reference entries matched to a source paper.
    public var matched: Int
    /// Source papers (merged duplicate groups count once, manual exclusions not at all) that
    /// no reference entry matched; 0 without a reference list.
    public var sourceOnly: Int
    /// Reference entries that matched no source paper.
    public var referenceOnly: Int
    /// Reference entries whose assignment involved a near-tie.
    public var ambiguous: Int
    /// Source rows merged into another row.
    public var duplicates: Int

    /// Creates a summary.
    public init(matched: Int, sourceOnly: Int, referenceOnly: Int, ambiguous: Int, duplicates: Int)
    {
        self.matched = matched
        self.sourceOnly = sourceOnly
        self.referenceOnly = referenceOnly
        self.ambiguous = ambiguous
        self.duplicates = duplicates
    }
}
