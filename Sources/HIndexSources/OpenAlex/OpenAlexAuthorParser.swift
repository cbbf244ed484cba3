import Foundation
import HIndexCore

/// Reads an OpenAlex author: an author record (`/authors/A…`, or one saved), or an author
/// search page (`/authors?filter=…`), whose first result is taken.
///
/// Pure: bytes in, an ``OpenAlexAuthor`` or a ``SourceError`` out.
public enum OpenAlexAuthorParser {
    /// The source name used in errors.
    public static let sourceName = "OpenAlex author"

    /// Parses an author record or search page.
    ///
    /// - Parameters:
    ///   - data: The response's bytes.
    ///   - origin: File path or URL, for errors.
    /// - Returns: The author (the first result of a search, with ``OpenAlexAuthor/matchCount``
    ///   telling how many matched).
    /// - Throws: ``SourceError/empty(source:origin:)`` for an empty response or a search
    ///   without results; ``SourceError/unexpectedLayout(source:origin:detail:)`` for an
    ///   error payload (quoted), a works list or another shape;
    ///   ``SourceError/tooLarge(origin:bytes:limit:)``.
    public static func parse(_ data: Data, origin: String) throws(SourceError) -> OpenAlexAuthor {
        let json = try ResponseJSON.parseObject(data, source: sourceName, origin: origin)
        let reader = OpenAlexReader(source: sourceName, origin: origin)
        try reader.rejectErrorPayload(json)
        var record = json
        var matchCount = 1
        if let results = json["results"] {
            guard let elements = results.array else {
                throw reader.layout("\"results\" is \(results.kindDescription), not an array")
            }
            guard let first = elements.first else {
                throw .empty(source: sourceName, origin: origin)
            }
            record = first
            matchCount = max(json["meta"]?["count"]?.count ?? elements.count, elements.count)
        }
        guard let id = record["id"]?.string else {
            throw reader.layout(
                "no author \"id\": this is not an OpenAlex author record (keys: \(record.keyList))")
        }
        guard reader.isEntity(record, kind: "A") else {
            throw reader.layout(
                "the record is \(OpenAlexReader.shortID(id)), not an author (A…): is this a works list?"
            )
        }
        let stats = record["summary_stats"]
        let institutions = record["last_known_institutions"]?.array ?? []
        let affiliation =
            institutions.lazy.compactMap { SourceText.plainOrNil($0["display_name"]?.string) }.first
            ?? SourceText.plainOrNil(record["last_known_institution"]?["display_name"]?.string)
        let profile = ProfileSummary(
            name: SourceText.plainOrNil(record["display_name"]?.string),
            affiliation: affiliation,
            citations: record["cited_by_count"]?.count,
            hIndex: stats?["h_index"]?.count,
            i10Index: stats?["i10_index"]?.count
        )
        let years = (record["counts_by_year"]?.array ?? []).compactMap {
            entry -> OpenAlexAuthor.YearCount? in
            guard let year = entry["year"]?.year else { return nil }
            return OpenAlexAuthor.YearCount(
                year: year, works: entry["works_count"]?.count,
                citations: entry["cited_by_count"]?.count)
        }
        return OpenAlexAuthor(
            id: OpenAlexReader.shortID(id),
            orcid: Identifiers.orcid(record["orcid"]?.string)
                ?? Identifiers.orcid(record["ids"]?["orcid"]?.string),
            worksCount: record["works_count"]?.count,
            profile: profile,
            twoYearMeanCitedness: stats?["2yr_mean_citedness"]?.double,
            countsByYear: years.sorted { $0.year < $1.year },
            matchCount: matchCount
        )
    }
}
