import Foundation
import HIndexCore

/// Reads a page of a Semantic Scholar author's papers (`/author/{id}/papers`: `data[]`,
/// `offset`, `next`), or an author record with embedded `papers`.
///
/// Pure: bytes in, a ``SemanticScholarPapersPage`` or a ``SourceError`` out. Each paper gives
/// `title`, `year`, `citationCount`, `externalIds.DOI` and `.ArXiv`, `authors[].name`, the
/// venue (`venue`, else `journal.name`) and `paperId` as ``Publication/sourceID``.
public enum SemanticScholarPapersParser {
    /// The source name used in errors.
    public static let sourceName = "Semantic Scholar papers"

    /// Parses a papers page.
    ///
    /// - Parameters:
    ///   - data: The response's bytes.
    ///   - origin: File path or URL, for errors.
    /// - Returns: The page's papers with `offset` and `next`.
    /// - Throws: ``SourceError/empty(source:origin:)`` for an empty response or a first page
    ///   without papers; ``SourceError/unexpectedLayout(source:origin:detail:)`` for an error
    ///   payload (`{"message": …}`, `{"error": …}`, quoted), another shape, a paper that is
    ///   not an object, or a page none of whose papers has a text title (it would rank the
    ///   scientist with no papers); ``SourceError/tooLarge(origin:bytes:limit:)``.
    public static func parse(_ data: Data, origin: String) throws(SourceError)
        -> SemanticScholarPapersPage
    {
        let json = try ResponseJSON.parseObject(data, source: sourceName, origin: origin)
        func layout(_ detail: String) -> SourceError {
            .unexpectedLayout(source: sourceName, origin: origin, detail: detail)
        }
        guard let list = json["data"] ?? json["papers"] else {
            let message = [json["error"], json["message"], json["code"]]
                .compactMap { $0?.messageText }
            if !message.isEmpty {
                throw layout(
                    "Semantic Scholar returned an error: \"\(message.joined(separator: ": "))\"")
            }
            throw layout(
                "no \"data\" array: this is not a Semantic Scholar author papers response (keys: \(json.keyList))"
            )
        }
        guard let papers = list.array else {
            throw layout("\"data\" is \(list.kindDescription), not an array")
        }
        let offset = json["offset"]?.count
        if papers.isEmpty && (offset ?? 0) == 0 {
            throw .empty(source: sourceName, origin: origin)
        }
        var publications: [Publication] = []
        publications.reserveCapacity(papers.count)
        var untitled: [String] = []
        for (index, paper) in papers.enumerated() {
            guard paper.object != nil else {
                throw layout("paper \(index + 1) is \(paper.kindDescription), not an object")
            }
            if let publication = publication(from: paper) {
                publications.append(publication)
            } else {
                untitled.append(paper["paperId"]?.string ?? "paper \(index + 1)")
            }
        }
        // A page of papers none of which has a text title would rank the scientist with no
        // papers at all: it is not a usable response (as OpenAlex's).
        if publications.isEmpty, !untitled.isEmpty {
            let shown =
                untitled.prefix(5).joined(separator: ", ") + (untitled.count > 5 ? ", …" : "")
            let found = "\"title\" is \(papers.first?["title"]?.kindDescription ?? "missing")"
            throw layout(
                papers.count == 1
                    ? "the only paper (\(shown)) has no text title (\(found))"
                    : "none of the \(papers.count) papers (\(shown)) has a text title (the first: \(found))"
            )
        }
        return SemanticScholarPapersPage(
            publications: publications, offset: offset, next: json["next"]?.count,
            untitledPaperIDs: untitled)
    }

    /// One paper object as a publication; `nil` when it has no title.
    static func publication(from paper: ResponseJSON) -> Publication? {
        guard let title = SourceText.plainOrNil(paper["title"]?.string) else { return nil }
        let authors = (paper["authors"]?.array ?? []).compactMap {
            SourceText.plainOrNil($0["name"]?.string)
        }
        let ids = paper["externalIds"]
        let venue =
            SourceText.plainOrNil(paper["venue"]?.string)
            ?? SourceText.plainOrNil(paper["journal"]?["name"]?.string) ?? ""
        return Publication(
            title: title,
            authors: authors.joined(separator: ", "),
            venue: venue,
            year: paper["year"]?.year,
            citations: paper["citationCount"]?.count,
            sourceID: paper["paperId"]?.string,
            doi: Identifiers.doi(inLink: ids?["DOI"]?.string),
            arxivID: Identifiers.arxiv(inLink: ids?["ArXiv"]?.string)
        )
    }
}
