import Foundation
import HIndexCore

/// Reads OpenAlex works into publications: a `/works` response page (`results` + `meta`), a
/// saved JSON array of Work objects, or one Work object.
///
/// Pure: bytes in, an ``OpenAlexWorksPage`` or a ``SourceError`` out. Each Work gives the
/// title (`display_name`, else `title`, inline markup removed), `publication_year`,
/// `cited_by_count`, the DOI, the arXiv id (from `ids`, an arXiv DOI or an arXiv location),
/// the authors (`authorships[].author.display_name`), the venue
/// (`primary_location.source.display_name`, else its `raw_source_name`) and the short id
/// (`W…`) as ``Publication/sourceID``; its `counts_by_year` gives the citations it received
/// in each year.
public enum OpenAlexWorksParser {
    /// The source name used in errors.
    public static let sourceName = "OpenAlex works"

    /// Parses a works response or a saved list of works.
    ///
    /// - Parameters:
    ///   - data: The response's bytes.
    ///   - origin: File path or URL, for errors.
    /// - Returns: The page's publications with `meta.next_cursor` and `meta.count`.
    /// - Throws: ``SourceError/empty(source:origin:)`` for an empty response or a first page
    ///   with no works (`meta.count` 0); ``SourceError/unexpectedLayout(source:origin:detail:)``
    ///   for an error payload (`{"error": …}`, quoted), an author list or another shape, a
    ///   result that is not a Work object, or a page of works none of which has a text title
    ///   (`display_name` or `title`), which would otherwise be counted as a scientist with no
    ///   papers; ``SourceError/tooLarge(origin:bytes:limit:)``.
    public static func parse(_ data: Data, origin: String) throws(SourceError) -> OpenAlexWorksPage
    {
        let json = try ResponseJSON.parse(data, source: sourceName, origin: origin)
        let reader = OpenAlexReader(source: sourceName, origin: origin)
        let works: [ResponseJSON]
        var nextCursor: String?
        var totalCount: Int?
        switch json {
        case .array(let elements):
            works = elements
            totalCount = elements.count
        case .object:
            try reader.rejectErrorPayload(json)
            if let results = json["results"] {
                guard let elements = results.array else {
                    throw reader.layout("\"results\" is \(results.kindDescription), not an array")
                }
                works = elements
                nextCursor = json["meta"]?["next_cursor"]?.string
                totalCount = json["meta"]?["count"]?.count
            } else if reader.isEntity(json, kind: "W") {
                works = [json]
                totalCount = 1
            } else {
                throw reader.layout(
                    "no \"results\" array: this is not an OpenAlex works response (keys: \(json.keyList))"
                )
            }
        default:
            throw reader.layout("the response is \(json.kindDescription), not an object or array")
        }
        if works.isEmpty && (totalCount ?? 0) == 0 {
            throw .empty(source: sourceName, origin: origin)
        }
        var publications: [Publication] = []
        publications.reserveCapacity(works.count)
        var untitled: [String] = []
        var citations: [String: [Int: Int]] = [:]
        for (index, work) in works.enumerated() {
            guard work.object != nil else {
                throw reader.layout(
                    "result \(index + 1) is \(work.kindDescription), not a Work object")
            }
            if index == 0, let id = work["id"]?.string, !reader.isEntity(work, kind: "W") {
                throw reader.layout(
                    "result 1 is \(OpenAlexReader.shortID(id)), not a work (W…): is this an author or source list?"
                )
            }
            if let publication = publication(from: work) {
                publications.append(publication)
                if let id = publication.sourceID, let years = citationsByYear(of: work) {
                    citations[id] = years
                }
            } else {
                untitled.append(
                    work["id"]?.string.map(OpenAlexReader.shortID) ?? "result \(index + 1)")
            }
        }
        if publications.isEmpty, !untitled.isEmpty {
            throw reader.layout(untitledDetail(works: works, ids: untitled))
        }
        return OpenAlexWorksPage(
            publications: publications, nextCursor: nextCursor, totalCount: totalCount,
            untitledWorkIDs: untitled, citationsByYear: citations)
    }

    /// Why a page whose works all lack a title cannot be used: how many works, their ids (the
    /// first five) and what the first one has instead of a text title.
    static func untitledDetail(works: [ResponseJSON], ids: [String]) -> String {
        let shown = ids.prefix(5).joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
        let first = works.first
        let found = ["display_name", "title"].map { key in
            "\"\(key)\" is \(first?[key]?.kindDescription ?? "missing")"
        }.joined(separator: ", ")
        let noun = works.count == 1 ? "the only work" : "none of the \(works.count) works"
        return works.count == 1
            ? "\(noun) (\(shown)) has no text title (\(found))"
            : "\(noun) (\(shown)) has a text title (the first: \(found))"
    }

    /// One Work object as a publication; `nil` when it has no title.
    static func publication(from work: ResponseJSON) -> Publication? {
        guard
            let title = SourceText.plainOrNil(work["display_name"]?.string)
                ?? SourceText.plainOrNil(work["title"]?.string)
        else { return nil }
        let authors = (work["authorships"]?.array ?? []).compactMap { authorship in
            SourceText.plainOrNil(authorship["author"]?["display_name"]?.string)
                ?? SourceText.plainOrNil(authorship["raw_author_name"]?.string)
        }
        let primary = work["primary_location"]
        let venue =
            SourceText.plainOrNil(primary?["source"]?["display_name"]?.string)
            ?? SourceText.plainOrNil(primary?["raw_source_name"]?.string) ?? ""
        let doi =
            Identifiers.doi(inLink: work["doi"]?.string)
            ?? Identifiers.doi(inLink: work["ids"]?["doi"]?.string)
        return Publication(
            title: title,
            authors: authors.joined(separator: ", "),
            venue: venue,
            year: work["publication_year"]?.year,
            citations: work["cited_by_count"]?.count,
            sourceID: work["id"]?.string.map(OpenAlexReader.shortID),
            doi: doi,
            arxivID: arxivID(of: work, doi: doi)
        )
    }

    /// A Work's `counts_by_year` as citations per year; `nil` when it has none. Counts are
    /// clamped (``ResponseJSON/count``) and summed saturating, so a hostile response of
    /// counts near `Int.max` cannot trap.
    static func citationsByYear(of work: ResponseJSON) -> [Int: Int]? {
        var years: [Int: Int] = [:]
        for entry in work["counts_by_year"]?.array ?? [] {
            guard let year = entry["year"]?.year, let count = entry["cited_by_count"]?.count else {
                continue
            }
            OpenAlexWorksFetcher.add([year: count], to: &years)
        }
        return years.isEmpty ? nil : years
    }

    /// The arXiv id of a work: `ids.arxiv`, an arXiv DOI, or an arXiv location (landing
    /// page, PDF link or OAI id), the primary location first.
    static func arxivID(of work: ResponseJSON, doi: String?) -> String? {
        if let id = Identifiers.arxiv(inLink: work["ids"]?["arxiv"]?.string) { return id }
        if let id = Identifiers.arxiv(inLink: doi) { return id }
        let locations =
            [work["primary_location"]].compactMap { $0 } + (work["locations"]?.array ?? [])
        for location in locations {
            for key in ["landing_page_url", "pdf_url", "id"] {
                if let id = Identifiers.arxiv(inLink: location[key]?.string) { return id }
            }
        }
        return nil
    }
}

/// Helpers shared by the OpenAlex parsers.
struct OpenAlexReader {
    let source: String
    let origin: String

    func layout(_ detail: String) -> SourceError {
        .unexpectedLayout(source: source, origin: origin, detail: detail)
    }

    /// Throws when the object is an OpenAlex error body: `{"error": "…", "message": "…"}`.
    func rejectErrorPayload(_ json: ResponseJSON) throws(SourceError) {
        guard json["results"] == nil, json["id"] == nil, let error = json["error"], !error.isNull
        else { return }
        let parts = [error.messageText, json["message"]?.messageText].compactMap { $0 }
        let text = parts.isEmpty ? "(no message)" : parts.joined(separator: ": ")
        throw layout("OpenAlex returned an error: \"\(text)\"")
    }

    /// Whether an object is an OpenAlex entity of a kind (`W` works, `A` authors), by its id.
    func isEntity(_ json: ResponseJSON, kind: String) -> Bool {
        guard let id = json["id"]?.string else { return false }
        return Self.shortID(id).hasPrefix(kind)
    }

    /// `https://openalex.org/W123` → `W123`.
    static func shortID(_ id: String) -> String {
        let trimmed = id.trimmingWhitespace()
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }
}
