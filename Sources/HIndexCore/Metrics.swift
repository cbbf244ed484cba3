import Foundation

/// Bibliometric indicators computed from the counted papers of one scientist, with the
/// definitions of Publish or Perish (stated on the methodology page; see `MetricKind`).
///
/// Values that need something the data may lack are optional: `nil` means "not computable"
/// (no papers, no publication years, no author lists), never zero.
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
    /// Zhang's e-index: √(citations of the h-core papers − h²), the excess beyond the h²
    /// the h-index needs.
    public var eIndex: Double
    /// The first year of the academic age: `since` when given, else the earliest
    /// publication year among counted papers; `nil` when neither is known.
    public var firstYear: Int?
    /// The year the data describes (see `MetricsParameters.asOfYear`).
    public var asOfYear: Int?
    /// Academic age in years, `max(1, asOfYear − firstYear + 1)`: the years in which papers
    /// could have been published, both ends included, as Publish or Perish counts "Years"
    /// (Harzing, *The Publish or Perish Book*, §2.2.1: first paper 1995, current year 2010,
    /// Years 16).
    public var years: Int?
    /// Hirsch's m-quotient: h / years.
    public var mQuotient: Double?
    /// Harzing's hI,norm: the h-index of citation counts divided by each paper's author
    /// count. Papers without an author line are left out; abbreviated lines count as
    /// the smallest possible number of authors.
    public var hINorm: Int
    /// hI,annual: hI,norm / years.
    public var hIAnnual: Double?
    /// Citations / years.
    public var citationsPerYear: Double?
    /// Citations / papers.
    public var citationsPerPaper: Double?
    /// Mean author count over the papers with an author line.
    public var authorsPerPaper: Double?
    /// Papers whose author line gives a count (exact or a lower bound).
    public var papersWithAuthors: Int
    /// Papers whose author line was abbreviated by the source (count is a lower bound).
    public var papersWithAbbreviatedAuthors: Int
    /// Length of the recent window in years.
    public var recentYears: Int
    /// First year of the recent window (`asOfYear − recentYears + 1`); `nil` when
    /// `asOfYear` is unknown.
    public var recentFromYear: Int?
    /// Counted papers published in the recent window (from `recentFromYear` on).
    public var recentPapers: Int
    /// The h-index of the papers published in the recent window.
    public var recentHIndex: Int
    /// Citations of the papers published in the recent window.
    public var recentCitations: Int
    /// The cheapest way to reach h + 1.
    public var nextH: HIndexGap

    /// Creates a metrics value from the five basic indicators (e.g. a stored history row);
    /// the other values are unknown (`nil`) or zero, and `nextH` is derived from `papers`
    /// alone (no paper names).
    public init(papers: Int, citations: Int, hIndex: Int, gIndex: Int, i10Index: Int) {
        self.papers = papers
        self.citations = citations
        self.hIndex = hIndex
        self.gIndex = gIndex
        self.i10Index = i10Index
        eIndex = 0
        hINorm = 0
        papersWithAuthors = 0
        papersWithAbbreviatedAuthors = 0
        recentYears = MetricsParameters.defaultRecentYears
        recentPapers = 0
        recentHIndex = 0
        recentCitations = 0
        nextH = HIndexGap(
            target: hIndex + 1, totalCitations: 0, papers: [],
            newPapers: max(hIndex + 1 - papers, 0))
    }

    /// The largest citation count a single paper is taken to have: larger values (from a
    /// corrupt or hostile page) are clamped, so sums cannot overflow.
    public static let maximumCitationCount = 1_000_000_000

    /// Computes the metrics of a list of citation counts (in any order; negatives count as 0,
    /// counts above `maximumCitationCount` as that maximum), with no years or authors.
    public init(citationCounts: [Int]) {
        self.init(
            publications: citationCounts.map { count in
                Publication(title: "", citations: count)
            })
    }

    /// Computes every metric of the counted `publications`, given in display order (ties of
    /// the h + 1 gap name the first listed paper).
    public init(publications: [Publication], parameters: MetricsParameters = MetricsParameters()) {
        let counts = publications.map(\.citationCount)
        let sorted = counts.sorted(by: >)
        self.init(
            papers: counts.count, citations: sorted.reduce(0, +),
            hIndex: Self.hIndex(sorted), gIndex: Self.gIndex(sorted),
            i10Index: sorted.filter { $0 >= 10 }.count)
        let h = hIndex
        let coreCitations = sorted.prefix(h).reduce(0, +)
        eIndex = (Double(coreCitations - h * h)).squareRoot()
        citationsPerPaper = papers == 0 ? nil : Double(citations) / Double(papers)

        let authorCounts = publications.map(\.authorCount)
        let known = authorCounts.compactMap { $0 }
        papersWithAuthors = known.count
        papersWithAbbreviatedAuthors = known.filter(\.isLowerBound).count
        authorsPerPaper =
            known.isEmpty
            ? nil : Double(known.map(\.value).reduce(0, +)) / Double(known.count)
        let normalized = zip(counts, authorCounts).compactMap { count, authors in
            authors.map { Double(count) / Double(max($0.value, 1)) }
        }
        hINorm = Self.hIndex(normalized.sorted(by: >))

        let publicationYears = publications.compactMap(\.year).filter(
            MetricsParameters.plausibleYears.contains)
        let since = parameters.since.flatMap {
            MetricsParameters.plausibleYears.contains($0) ? $0 : nil
        }
        firstYear = since ?? publicationYears.min()
        asOfYear = parameters.asOfYear ?? [publicationYears.max(), since].compactMap { $0 }.max()
        if let first = firstYear, let now = asOfYear {
            let age = max(1, now - first + 1)
            years = age
            mQuotient = Double(h) / Double(age)
            hIAnnual = Double(hINorm) / Double(age)
            citationsPerYear = Double(citations) / Double(age)
        }

        recentYears = parameters.recentYears
        if let now = asOfYear {
            let from = now - parameters.recentYears + 1
            recentFromYear = from
            let recent = publications.filter { publication in
                guard let year = publication.year,
                    MetricsParameters.plausibleYears.contains(year)
                else { return false }
                return year >= from
            }.map(\.citationCount).sorted(by: >)
            recentPapers = recent.count
            recentHIndex = Self.hIndex(recent)
            recentCitations = recent.reduce(0, +)
        }

        nextH = HIndexGap.next(
            hIndex: h,
            papers: publications.map { ($0.title, $0.year, $0.citationCount) })
    }

    /// The h-index of counts sorted in descending order.
    static func hIndex(_ sorted: [Int]) -> Int {
        var h = 0
        for (index, count) in sorted.enumerated() where count >= index + 1 { h = index + 1 }
        return h
    }

    /// The h-index of real-valued (normalized) counts sorted in descending order.
    static func hIndex(_ sorted: [Double]) -> Int {
        var h = 0
        for (index, count) in sorted.enumerated() where count >= Double(index + 1) {
            h = index + 1
        }
        return h
    }

    /// The g-index of counts sorted in descending order, at most the number of papers.
    static func gIndex(_ sorted: [Int]) -> Int {
        var g = 0
        var running = 0
        for (index, count) in sorted.enumerated() {
            running += count
            if running >= (index + 1) * (index + 1) { g = index + 1 }
        }
        return g
    }
}
