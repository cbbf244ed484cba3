/// One reference-list entry and the citation-source row it was matched to, if any.
public struct ReferenceMatch: Sendable, Hashable, Codable {
    /// The entry as the reference list gives it.
    public var entry: ReferenceEntry
    /// Index in the source of the matched row (the kept row of a merged duplicate group).
    public var sourceIndex: Int?
    /// The cascade step that matched.
    public var rule: MatchRule?
    /// The match score in 0…1 (1 for identifier and exact-title matches).
    public var score: Double?
    /// Other source rows this entry matched nearly as well (within `Reconciler.nearTie`)
    /// that the one-to-one assignment did not give it: the choice may be wrong.
    public var ambiguousWith: [Int]
    /// Other reference entries that matched this entry's source row nearly as well and lost
    /// it (two near-identical titles in the list).
    public var contestedBy: [Int]

    /// Creates a reference match.
    public init(
        entry: ReferenceEntry, sourceIndex: Int? = nil, rule: MatchRule? = nil,
        score: Double? = nil, ambiguousWith: [Int] = [], contestedBy: [Int] = []
    ) {
        self.entry = entry
        self.sourceIndex = sourceIndex
        self.rule = rule
        self.score = score
        self.ambiguousWith = ambiguousWith
        self.contestedBy = contestedBy
    }

    /// Whether the assignment of this entry involved a near-tie.
    public var isAmbiguous: Bool { !ambiguousWith.isEmpty || !contestedBy.isEmpty }
}
