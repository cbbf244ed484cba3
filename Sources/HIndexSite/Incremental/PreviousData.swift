import Foundation
import HIndexCore

/// The figures of a scientist as the previous build published them, read back from that
/// build's `data/scientists/<slug>.json` (issue 31, case 13): after a damaged cache was
/// moved aside, an `--offline` build has neither the sources nor the cache's record of the
/// previous build, but the previous site still holds every counted paper with its citations.
/// The leaderboards rank the scientist with those figures instead of "no citation data".
///
/// The metrics are computed again from the counted papers and must give the h-index,
/// citations, counted papers and years the file states: a file edited by hand, or written by
/// a version that counted otherwise, is not used.
enum PreviousData {
    /// Files larger than this are not read (the site's own files are far smaller).
    static let maximumBytes = 64 << 20

    /// A summary report (``ScientistReport/summarized()``) with the figures of `data`, the
    /// bytes of a previous `data/scientists/<slug>.json`; `entry` is the scientist's current
    /// entry, whose name and departments are replaced by those the file shows (the kept page
    /// shows them too). `nil` when the file says the scientist had no data, cannot be read,
    /// or its figures do not follow from its papers.
    static func report(from data: Data, entry: ScientistEntry) -> ScientistReport? {
        guard data.count <= maximumBytes,
            let file = try? JSONDecoder().decode(Published.self, from: data),
            file.slug == entry.slug, file.hasData, let source = file.source,
            let metrics = file.metrics
        else { return nil }
        let counted = file.publications.filter { $0.role != HCoreRole.excluded.rawValue }.map {
            Publication(
                title: $0.title, authors: $0.authors ?? "", venue: $0.venue ?? "",
                year: $0.year, citations: $0.citations, sourceID: $0.id, doi: $0.doi,
                arxivID: $0.arxiv)
        }
        var parameters = MetricsParameters(
            asOfYear: metrics.asOfYear,
            recentYears: metrics.recentYears ?? MetricsParameters.defaultRecentYears)
        if let since = entry.since { parameters.since = since }
        let computed = Metrics(publications: counted, parameters: parameters)
        guard computed.hIndex == metrics.hIndex, computed.citations == metrics.citations,
            computed.papers == metrics.countedPapers, computed.firstYear == metrics.firstYear,
            computed.asOfYear == metrics.asOfYear
        else { return nil }
        var shown = entry
        if let name = file.name, !name.isEmpty { shown.name = name }
        if let departments = file.departments { shown.departments = departments }
        let result = CitationSourceResult(
            sourceName: source.name, origin: source.origin ?? "", profile: nil,
            publications: [], isComplete: source.complete ?? true)
        var report = ScientistReport(
            entry: shown, bioHTML: "", source: result, publications: [], metrics: computed,
            notices: [])
        report.summarizedRowCount = file.sourceRows ?? counted.count
        return report
    }

    /// The parts of the file read back (`Exports.scientistJSON`'s keys).
    struct Published: Decodable {
        var slug: String
        var name: String?
        var departments: [String]?
        var hasData: Bool
        var sourceRows: Int?
        var source: Source?
        var metrics: PublishedMetrics?
        var publications: [Row]

        struct Source: Decodable {
            var name: String
            var origin: String?
            var complete: Bool?
        }

        struct PublishedMetrics: Decodable {
            var hIndex: Int
            var citations: Int
            var countedPapers: Int
            var firstYear: Int?
            var asOfYear: Int?
            var recentYears: Int?

            enum CodingKeys: String, CodingKey {
                case hIndex = "h_index", citations, countedPapers = "counted_papers"
                case firstYear = "first_year", asOfYear = "as_of_year"
                case recentYears = "recent_years"
            }
        }

        struct Row: Decodable {
            var title: String
            var authors: String?
            var venue: String?
            var year: Int?
            var citations: Int?
            var role: String
            var id: String?
            var doi: String?
            var arxiv: String?
        }

        enum CodingKeys: String, CodingKey {
            case slug, name, departments, source, metrics, publications
            case hasData = "has_data", sourceRows = "source_rows"
        }
    }
}
