import Foundation
import HIndexCore

/// What `hindex-site inspect <kind> FILE --json` prints for the API responses and reference
/// files: one parser per kind, its result as deterministic JSON (keys sorted, `null` written
/// out, the same bytes for the same input).
public enum SourceInspection {
    /// The kinds ``inspectJSON(kind:data:origin:)`` understands, in the order to list them.
    public static let kinds = [
        "openalex-works", "openalex-author", "s2-papers", "orcid-works", "dblp", "crossref",
        "bibtex",
    ]

    /// Parses `data` as `kind` and returns the result as pretty-printed JSON.
    ///
    /// Shapes (every object also has `"source": kind`):
    /// - `openalex-works`: `count`, `next_cursor`, `publications`, `untitled`,
    ///   `citations_by_year` (citations the works received per year, keyed by year);
    /// - `openalex-author`: `id`, `orcid`, `name`, `affiliation`, `works_count`, `citations`,
    ///   `h_index`, `i10_index`, `two_year_mean_citedness`, `counts_by_year`, `matches`;
    /// - `s2-papers`: `offset`, `next`, `publications`, `untitled`;
    /// - `orcid-works`: `entries`; `dblp`: `name`, `pid`, `entries`;
    /// - `crossref`: `works` (entries with `citations` and `type`), one for a `/works/{doi}`
    ///   response, sorted by DOI for a file keyed by DOI;
    /// - `bibtex`: `entries` (with `key`), `findings` (`line`, `message`).
    ///
    /// Publications are `{"arxiv", "authors", "citations", "doi", "id", "title", "venue",
    /// "year"}`, entries `{"arxiv", "authors", "doi", "title", "venue", "year"}`.
    ///
    /// - Parameters:
    ///   - kind: One of ``kinds``.
    ///   - data: The saved response or file.
    ///   - origin: Its path, for errors.
    /// - Throws: The parser's ``SourceError``; ``SourceError/unreadable(origin:reason:)`` for
    ///   an unknown kind.
    public static func inspectJSON(kind: String, data: Data, origin: String) throws(SourceError)
        -> String
    {
        var members: [String: JSONValue]
        switch kind {
        case "openalex-works":
            let page = try OpenAlexWorksParser.parse(data, origin: origin)
            members = [
                "count": .number(page.totalCount),
                "next_cursor": .text(page.nextCursor),
                "citations_by_year": .object(
                    Dictionary(
                        uniqueKeysWithValues: page.totalCitationsByYear.map {
                            (String($0.key), JSONValue.int($0.value))
                        })),
                "publications": .array(page.publications.map(json(_:))),
                "untitled": .array(page.untitledWorkIDs.map(JSONValue.string)),
            ]
        case "openalex-author":
            let author = try OpenAlexAuthorParser.parse(data, origin: origin)
            members = [
                "id": .string(author.id),
                "orcid": .text(author.orcid),
                "name": .text(author.profile.name),
                "affiliation": .text(author.profile.affiliation),
                "works_count": .number(author.worksCount),
                "citations": .number(author.profile.citations),
                "h_index": .number(author.profile.hIndex),
                "i10_index": .number(author.profile.i10Index),
                "two_year_mean_citedness": author.twoYearMeanCitedness.map {
                    JSONValue.decimal($0, places: 4)
                } ?? .null,
                "counts_by_year": .array(
                    author.countsByYear.map {
                        .object([
                            "year": .int($0.year), "works": .number($0.works),
                            "citations": .number($0.citations),
                        ])
                    }),
                "matches": .int(author.matchCount),
            ]
        case "s2-papers":
            let page = try SemanticScholarPapersParser.parse(data, origin: origin)
            members = [
                "offset": .number(page.offset),
                "next": .number(page.next),
                "publications": .array(page.publications.map(json(_:))),
                "untitled": .array(page.untitledPaperIDs.map(JSONValue.string)),
            ]
        case "orcid-works":
            let entries = try ORCIDWorksParser.parse(data, origin: origin)
            members = ["entries": .array(entries.map { .object(json($0)) })]
        case "dblp":
            let person = try DBLPPersonParser.parse(data, origin: origin)
            members = [
                "name": .text(person.name),
                "pid": .text(person.pid),
                "entries": .array(person.entries.map { .object(json($0)) }),
            ]
        case "crossref":
            let works = try crossrefWorks(data, origin: origin)
            members = [
                "works": .array(
                    works.map { work in
                        var fields = json(work.entry)
                        fields["citations"] = .number(work.citations)
                        fields["type"] = .text(work.type)
                        return .object(fields)
                    })
            ]
        case "bibtex":
            let file = try BibTeXParser.parse(data, origin: origin)
            members = [
                "entries": .array(
                    zip(file.entries, file.keys).map { entry, key in
                        var fields = json(entry)
                        fields["key"] = .string(key)
                        return .object(fields)
                    }),
                "findings": .array(
                    file.findings.map {
                        .object(["line": .int($0.line), "message": .string($0.message)])
                    }),
            ]
        default:
            throw .unreadable(
                origin: origin,
                reason: "unknown source kind \"\(kind)\" (known: \(kinds.joined(separator: ", ")))")
        }
        members["source"] = .string(kind)
        return JSONValue.object(members).prettyPrinted
    }

    /// A `/works/{doi}` response as one work, or a file keyed by DOI as works sorted by DOI.
    private static func crossrefWorks(_ data: Data, origin: String) throws(SourceError)
        -> [CrossrefWork]
    {
        let json = try ResponseJSON.parse(
            data, source: CrossrefWorkParser.sourceName, origin: origin)
        if CrossrefWorkParser.isSingleWork(json) {
            return [try CrossrefWorkParser.work(from: json, origin: origin, label: nil)]
        }
        let works = try CrossrefWorkParser.parseKeyedByDOI(data, origin: origin)
        return works.keys.sorted().compactMap { works[$0] }
    }

    private static func json(_ publication: Publication) -> JSONValue {
        publication.inspectJSON(identifiers: true)
    }

    private static func json(_ entry: ReferenceEntry) -> [String: JSONValue] {
        [
            "title": .string(entry.title),
            "authors": .string(entry.authors),
            "venue": .text(entry.venue),
            "year": .number(entry.year),
            "doi": .text(entry.doi),
            "arxiv": .text(entry.arxivID),
        ]
    }
}
