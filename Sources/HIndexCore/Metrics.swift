/// Bibliometric indicators computed from the counted papers of one scientist.
public struct Metrics: Sendable, Hashable, Codable {
    /// Number of counted papers.
    public var papers: Int
    /// Sum of citations over counted papers.
    public var citations: Int
    /// Largest h such that h papers have at least h citations each.
    public var hIndex: Int
    /// Largest g such that the g most cited papers have at least g² citations together
    /// (g is bounded by the number of papers, as in Publish or Perish).
    public var gIndex: Int
    /// Number of papers with at least 10 citations.
    public var i10Index: Int

    /// Creates a metrics value.
    public init(papers: Int, citations: Int, hIndex: Int, gIndex: Int, i10Index: Int) {
        self.papers = papers
        self.citations = citations
        self.hIndex = hIndex
        self.gIndex = gIndex
        self.i10Index = i10Index
    }

    /// The largest citation count a single paper is taken to have: larger values (from a
    /// corrupt or hostile page) are clamped, so sums cannot overflow.
    public static let maximumCitationCount = 1_000_000_000

    /// Computes the metrics of a list of citation counts (in any order; negatives count as 0,
    /// counts above `maximumCitationCount` as that maximum).
    public init(citationCounts: [Int]) {
        let sorted = citationCounts.map { min(max($0, 0), Self.maximumCitationCount) }
            .sorted(by: >)
        var h = 0
        for (index, count) in sorted.enumerated() where count >= index + 1 { h = index + 1 }
        var g = 0
        var running = 0
        for (index, count) in sorted.enumerated() {
            running += count
            if running >= (index + 1) * (index + 1) { g = index + 1 }
        }
        self.init(
            papers: sorted.count,
            citations: sorted.reduce(0, +),
            hIndex: h,
            gIndex: g,
            i10Index: sorted.filter { $0 >= 10 }.count
        )
    }
}
