/// What it takes to raise the h-index by one: the fewest extra citations, and on which papers.
///
/// For h + 1 the scientist needs h + 1 papers with at least h + 1 citations each. Giving a
/// paper cited c times what it lacks costs max(0, h + 1 − c) citations, which never grows
/// with c, so the cheapest set is the h + 1 most cited papers; the total is the sum of
/// their shortfalls. When fewer than h + 1 papers exist, each missing one is a new paper
/// that needs h + 1 citations of its own. Among papers with the same count, the one listed
/// first (display order) is named and the others are counted as `alternatives`.
public struct HIndexGap: Sendable, Hashable, Codable {
    /// One paper that needs more citations.
    public struct Need: Sendable, Hashable, Codable {
        /// The paper's title.
        public var title: String
        /// Its publication year, when known.
        public var year: Int?
        /// Its current citation count.
        public var citations: Int
        /// Citations it still needs to reach the target.
        public var needed: Int
        /// How many other counted papers have the same citation count but were not chosen:
        /// any of them would do instead.
        public var alternatives: Int

        /// Creates a need.
        public init(title: String, year: Int?, citations: Int, needed: Int, alternatives: Int) {
            self.title = title
            self.year = year
            self.citations = citations
            self.needed = needed
            self.alternatives = alternatives
        }
    }

    /// The h-index to reach: the current h + 1.
    public var target: Int
    /// The minimal total of extra citations, including those of new papers.
    public var totalCitations: Int
    /// The existing papers that need citations, most cited first.
    public var papers: [Need]
    /// How many new papers (with `target` citations each) are needed because fewer than
    /// `target` papers are counted.
    public var newPapers: Int

    /// Creates a gap.
    public init(target: Int, totalCitations: Int, papers: [Need], newPapers: Int) {
        self.target = target
        self.totalCitations = totalCitations
        self.papers = papers
        self.newPapers = newPapers
    }

    /// The cheapest way from `hIndex` to `hIndex + 1` for `papers` (title, year, clamped
    /// citation count), given in display order: ties keep that order.
    public static func next(
        hIndex: Int, papers: [(title: String, year: Int?, citations: Int)]
    ) -> HIndexGap {
        let target = hIndex + 1
        let ranked = papers.enumerated().sorted { a, b in
            a.element.citations != b.element.citations
                ? a.element.citations > b.element.citations : a.offset < b.offset
        }.map(\.element)
        let chosen = ranked.prefix(target)
        var needs: [Need] = []
        var total = 0
        for paper in chosen where paper.citations < target {
            let needed = target - paper.citations
            total += needed
            let sameCount = ranked.filter { $0.citations == paper.citations }.count
            let chosenSameCount = chosen.filter { $0.citations == paper.citations }.count
            needs.append(
                Need(
                    title: paper.title, year: paper.year, citations: paper.citations,
                    needed: needed, alternatives: sameCount - chosenSameCount))
        }
        let newPapers = max(target - papers.count, 0)
        total += newPapers * target
        return HIndexGap(
            target: target, totalCitations: total, papers: needs, newPapers: newPapers)
    }
}
