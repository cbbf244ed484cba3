/// Assigns each counted paper its `HCoreRole` with respect to the h-index.
public enum HCoreClassifier {
    /// Classifies citation counts (in any order) and returns one role per input, in input order.
    ///
    /// Papers ranked within the first h are in the core, unless they share the boundary
    /// count (the h-th largest count) with papers ranked after h: then all n papers with that
    /// count are `boundary`, because only m < n of them are needed and which ones is arbitrary.
    /// Everything else is `outside`. `excluded` is never returned here; the caller decides it.
    public static func roles(forCitationCounts counts: [Int]) -> [HCoreRole] {
        let clamped = counts.map { min(max($0, 0), Metrics.maximumCitationCount) }
        let h = Metrics(citationCounts: clamped).hIndex
        guard h > 0 else { return Array(repeating: .outside, count: clamped.count) }
        let sorted = clamped.sorted(by: >)
        let boundaryCount = sorted[h - 1]
        let tiedTotal = sorted.filter { $0 == boundaryCount }.count
        let tiedNeeded = sorted.prefix(h).filter { $0 == boundaryCount }.count
        let boundaryIsTied = tiedNeeded < tiedTotal
        return clamped.map { count in
            if count > boundaryCount { return .core }
            if count == boundaryCount { return boundaryIsTied ? .boundary : .core }
            return .outside
        }
    }
}
