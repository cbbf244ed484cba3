/// The papers the evidence could not settle and that decide the h-index (issue 27).
///
/// A paper missing from a list that reads as a selection counts unless evidence sets it
/// apart (SPEC §5.3): co-authors of its own and a topic far from the list's papers, a
/// conflicting name. Short of that, titles, venues, years and citations do not tell a
/// scientist's side project (or a paper they wrote alone) from a namesake's papers in a
/// neighbouring field: measured on real profiles and on mixtures of two real people, the
/// similarities are the same on both sides. Those papers count; when they decide the
/// h-index, the maintainer is told, to confirm them (`include:`) or leave them out
/// (`exclude:`).
public struct UntiedPapers: Sendable, Hashable {
    /// The counted papers nothing ties to the list (undecided: no co-author, venue or close
    /// topic in common with the listed papers), most cited first.
    public var papers: [Publication]
    /// The h-index with them (as counted).
    public var hIndex: Int
    /// The h-index without them.
    public var hIndexWithout: Int
    /// Their citations, together.
    public var citations: Int
}

extension Reconciliation {
    /// The counted papers that nothing ties to the scientist's list — undecided: no co-author
    /// shared with the listed papers, directly or through other papers, no venue and no close
    /// topic in common with them — when leaving them out would lower the h-index; `nil`
    /// without a list, when there are none, or when the h-index does not depend on them.
    public var untiedPapersDecidingTheHIndex: UntiedPapers? {
        guard reference != nil else { return nil }
        var untied: [Publication] = []
        var others: [Int] = []
        for item in publications where item.counted {
            if item.rule == nil, let attribution = item.attribution,
                attribution.attributionClass == .undecided
            {
                untied.append(item.publication)
            } else {
                others.append(item.publication.citationCount)
            }
        }
        guard !untied.isEmpty else { return nil }
        let all = (others + untied.map(\.citationCount)).sorted(by: >)
        let with = Metrics.hIndex(all)
        let without = Metrics.hIndex(others.sorted(by: >))
        guard without < with else { return nil }
        let sorted = untied.sorted { $0.citationCount > $1.citationCount }
        return UntiedPapers(
            papers: sorted, hIndex: with, hIndexWithout: without,
            citations: untied.reduce(0) { $0 + $1.citationCount })
    }
}
