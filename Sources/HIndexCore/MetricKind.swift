/// The value of one metric, ready for display, sorting or export.
public enum MetricValue: Sendable, Hashable {
    /// A whole number (papers, citations, h-index, …).
    case integer(Int)
    /// A real number shown with a fixed number of decimal places.
    case decimal(Double, places: Int)
    /// Not computable from the data (e.g. no publication years): shown as a dash.
    case unknown

    /// The number, for sorting and exports; `nil` when unknown or not finite.
    public var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .decimal(let value, _): value.isFinite ? value : nil
        case .unknown: nil
        }
    }

    /// Deterministic text (the same on every machine and locale): `1,083`, `0.47`, `–`.
    public var text: String {
        switch self {
        case .integer(let value): Self.grouped(value)
        case .decimal(let value, let places): Self.fixed(value, places: places) ?? "–"
        case .unknown: "–"
        }
    }

    /// `value` rounded half away from zero to `places` decimals, with grouped thousands;
    /// `nil` for values that are not finite or too large to print exactly.
    static func fixed(_ value: Double, places: Int) -> String? {
        let places = min(max(places, 0), 6)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard value.isFinite, scaled < 9e15 else { return nil }
        let units = Int(scaled)
        let divisor = Int(scale)
        let whole = grouped(units / divisor)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard places > 0 else { return sign + whole }
        let fraction = String(units % divisor)
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count)
            + fraction
    }

    /// An integer with a comma every three digits, as en-US writes it: `1083` → `1,083`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = number < 0 ? "-" : ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}

/// One metric of SPEC §6: its stable id (the anchor on the methodology page and the CSS /
/// query key), labels, JSON key, definition and how to read its value from `Metrics`.
///
/// Pages and exports iterate `MetricKind.allCases` (or `summaryOrder`) instead of naming
/// metrics one by one, so every metric shown is also defined on the methodology page.
public enum MetricKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Hirsch's h-index.
    case hIndex = "h-index"
    /// Egghe's g-index.
    case gIndex = "g-index"
    /// Papers with at least 10 citations.
    case i10Index = "i10-index"
    /// Zhang's e-index.
    case eIndex = "e-index"
    /// Hirsch's m-quotient.
    case mQuotient = "m-quotient"
    /// Harzing's hI,norm.
    case hINorm = "hi-norm"
    /// Harzing's hI,annual.
    case hIAnnual = "hi-annual"
    /// Counted papers.
    case papers = "papers"
    /// Citations of counted papers.
    case citations = "citations"
    /// Citations per year of academic age.
    case citationsPerYear = "citations-per-year"
    /// Citations per paper.
    case citationsPerPaper = "citations-per-paper"
    /// Mean number of authors per paper.
    case authorsPerPaper = "authors-per-paper"
    /// h-index of the papers published in the recent window.
    case recentHIndex = "recent-h-index"
    /// Citations of the papers published in the recent window.
    case recentCitations = "recent-citations"

    /// The id: the anchor of the metric's definition on the methodology page
    /// (`methodology/#g-index`), and a stable key for CSS classes and query strings.
    public var id: String { rawValue }

    /// The label shown next to a value, e.g. `g-index`, `hI,norm`.
    public var label: String {
        switch self {
        case .hIndex: "h-index"
        case .gIndex: "g-index"
        case .i10Index: "i10-index"
        case .eIndex: "e-index"
        case .mQuotient: "m-quotient"
        case .hINorm: "hI,norm"
        case .hIAnnual: "hI,annual"
        case .papers: "Papers"
        case .citations: "Citations"
        case .citationsPerYear: "Citations per year"
        case .citationsPerPaper: "Citations per paper"
        case .authorsPerPaper: "Authors per paper"
        case .recentHIndex: "h-index of recent papers"
        case .recentCitations: "Citations of recent papers"
        }
    }

    /// A short label for table column headers, e.g. `h`, `Cites/year`.
    public var shortLabel: String {
        switch self {
        case .hIndex: "h"
        case .gIndex: "g"
        case .i10Index: "i10"
        case .eIndex: "e"
        case .mQuotient: "m"
        case .hINorm: "hI,norm"
        case .hIAnnual: "hI,annual"
        case .papers: "Papers"
        case .citations: "Citations"
        case .citationsPerYear: "Cites/year"
        case .citationsPerPaper: "Cites/paper"
        case .authorsPerPaper: "Authors/paper"
        case .recentHIndex: "h, recent papers"
        case .recentCitations: "Cites, recent papers"
        }
    }

    /// The key in `data/leaderboard.json` and `data/scientists/<slug>.json`, e.g. `h_index`;
    /// the papers that count are `counted_papers` (as in `leaderboard.csv`), never `papers`,
    /// which could be read as the rows the source lists (`source_rows`).
    public var jsonKey: String { self == .papers ? "counted_papers" : rawValue.replacingHyphens() }

    /// Decimal places shown for real-valued metrics; 0 for whole numbers.
    public var decimalPlaces: Int {
        switch self {
        case .eIndex, .mQuotient, .hIAnnual, .citationsPerYear, .citationsPerPaper,
            .authorsPerPaper:
            2
        case .hIndex, .gIndex, .i10Index, .hINorm, .papers, .citations, .recentHIndex,
            .recentCitations:
            0
        }
    }

    /// Whether the value can only grow when papers are added, so a truncated source list
    /// makes it a lower bound ("≥ 12"). Ratios and the e-index (h can rise by one while
    /// e falls) are not bounds either way.
    public var isMonotone: Bool {
        switch self {
        case .hIndex, .gIndex, .i10Index, .hINorm, .papers, .citations, .recentHIndex,
            .recentCitations:
            true
        case .eIndex, .mQuotient, .hIAnnual, .citationsPerYear, .citationsPerPaper,
            .authorsPerPaper:
            false
        }
    }

    /// The value of this metric in `metrics`.
    public func value(in metrics: Metrics) -> MetricValue {
        func decimal(_ value: Double?) -> MetricValue {
            value.map { .decimal($0, places: decimalPlaces) } ?? .unknown
        }
        switch self {
        case .hIndex: return .integer(metrics.hIndex)
        case .gIndex: return .integer(metrics.gIndex)
        case .i10Index: return .integer(metrics.i10Index)
        case .eIndex: return decimal(metrics.eIndex)
        case .mQuotient: return decimal(metrics.mQuotient)
        case .hINorm:
            return metrics.papersWithAuthors == 0 && metrics.papers > 0
                ? .unknown : .integer(metrics.hINorm)
        case .hIAnnual:
            return metrics.papersWithAuthors == 0 && metrics.papers > 0
                ? .unknown : decimal(metrics.hIAnnual)
        case .papers: return .integer(metrics.papers)
        case .citations: return .integer(metrics.citations)
        case .citationsPerYear: return decimal(metrics.citationsPerYear)
        case .citationsPerPaper: return decimal(metrics.citationsPerPaper)
        case .authorsPerPaper: return decimal(metrics.authorsPerPaper)
        case .recentHIndex:
            return metrics.recentFromYear == nil ? .unknown : .integer(metrics.recentHIndex)
        case .recentCitations:
            return metrics.recentFromYear == nil ? .unknown : .integer(metrics.recentCitations)
        }
    }

    /// One sentence saying what the metric is (for `title` attributes and summaries).
    public var summary: String {
        switch self {
        case .hIndex: "The largest h such that h papers have at least h citations each."
        case .gIndex:
            "The largest g such that the g most cited papers have at least g² citations "
                + "together (at most the number of papers)."
        case .i10Index: "The number of papers with at least 10 citations."
        case .eIndex:
            "The square root of the citations of the h-core papers beyond the h² that the "
                + "h-index needs."
        case .mQuotient: "The h-index divided by the academic age in years."
        case .hINorm:
            "The h-index after dividing each paper’s citations by its number of authors."
        case .hIAnnual: "hI,norm divided by the academic age in years."
        case .papers: "The number of counted papers."
        case .citations: "The total citations of the counted papers."
        case .citationsPerYear: "Citations divided by the academic age in years."
        case .citationsPerPaper: "Citations divided by papers."
        case .authorsPerPaper: "The mean number of authors of the papers with an author list."
        case .recentHIndex: "The h-index of the papers published in the recent window."
        case .recentCitations: "The citations of the papers published in the recent window."
        }
    }

    /// The formula in plain text (papers ranked by citations c₁ ≥ c₂ ≥ …, n papers,
    /// a academic age, aᵢ the authors of paper i).
    public var formula: String {
        switch self {
        case .hIndex: "h = max { k : c_k ≥ k }"
        case .gIndex: "g = max { k ≤ n : c_1 + … + c_k ≥ k² }"
        case .i10Index: "i10 = #{ i : c_i ≥ 10 }"
        case .eIndex: "e = √(c_1 + … + c_h − h²)"
        case .mQuotient: "m = h / A, with A = max(1, Y − Y₀ + 1)"
        case .hINorm: "hI,norm = max { k : k papers have c_i / a_i ≥ k }"
        case .hIAnnual: "hI,annual = hI,norm / A"
        case .papers: "n"
        case .citations: "C = c_1 + … + c_n"
        case .citationsPerYear: "C / A"
        case .citationsPerPaper: "C / n"
        case .authorsPerPaper: "(a_1 + … + a_k) / k over the k papers with an author list"
        case .recentHIndex: "h over the papers with year ≥ Y − W + 1"
        case .recentCitations: "C over the papers with year ≥ Y − W + 1"
        }
    }

    /// The order of the scientist page's summary card: the h-index first (shown large),
    /// then the other metrics.
    public static let summaryOrder: [MetricKind] = [
        .hIndex, .citations, .papers, .i10Index, .gIndex, .eIndex, .recentHIndex,
        .recentCitations, .mQuotient, .hINorm, .hIAnnual, .citationsPerYear,
        .citationsPerPaper, .authorsPerPaper,
    ]

    /// The metrics shown large on the summary card, besides the h-index.
    public static let headline: [MetricKind] = [.hIndex, .citations, .i10Index, .recentHIndex]
}

extension String {
    /// `h-index` → `h_index`.
    fileprivate func replacingHyphens() -> String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}
