import Foundation
import HIndexCore

/// Reads a DBLP person record (XML, `<dblpperson name=… pid=…>` with one `<r>` per
/// publication) into a reference list, with libxml2.
///
/// Pure: bytes in, a ``DBLPPerson`` or a ``SourceError`` out. Each record (`article`,
/// `inproceedings`, `incollection`, `book`, `proceedings`, `phdthesis`, `mastersthesis`,
/// `data`; not the `www` home-page records, not `publtype="withdrawn"` ones) gives the
/// title without the period DBLP appends, the authors (or editors) without DBLP's
/// homonym numbers (`Wei Wang 0001` → `Wei Wang`), the year, the venue (`journal`, else
/// `booktitle`, `series`, `publisher`, `school`), the DOI of a `doi.org` `ee` link and the
/// arXiv id of an arXiv `ee` link or of a CoRR `volume` (`abs/1810.05365`). Records without
/// a title are left out.
public enum DBLPPersonParser {
    /// The source name used in errors.
    public static let sourceName = "DBLP person"

    /// The record kinds read as publications.
    static let publicationKinds: Set<String> = [
        "article", "inproceedings", "incollection", "book", "proceedings", "phdthesis",
        "mastersthesis", "data",
    ]

    /// Parses a person record.
    ///
    /// - Parameters:
    ///   - data: The XML bytes.
    ///   - origin: File path or URL, for errors.
    /// - Returns: The person's name, pid and publications.
    /// - Throws: ``SourceError/empty(source:origin:)`` for empty input or a person without
    ///   publications; ``SourceError/unexpectedLayout(source:origin:detail:)`` for an HTML page
    ///   or an XML document that is not a `dblpperson` (naming its root);
    ///   ``SourceError/unreadable(origin:reason:)`` for XML that is not well-formed
    ///   (a truncated download); ``SourceError/tooLarge(origin:bytes:limit:)``.
    public static func parse(_ data: Data, origin: String) throws(SourceError) -> DBLPPerson {
        func layout(_ detail: String) -> SourceError {
            .unexpectedLayout(source: sourceName, origin: origin, detail: detail)
        }
        guard data.count <= XMLDocument.maximumInputSize else {
            throw .tooLarge(origin: origin, bytes: data.count, limit: XMLDocument.maximumInputSize)
        }
        let start = SourceText.decode(data.prefix(512)).trimmingWhitespace().lowercased()
        if start.isEmpty { throw .empty(source: sourceName, origin: origin) }
        if start.hasPrefix("<!doctype html") || start.hasPrefix("<html") {
            throw layout("the response is an HTML page, not DBLP's person XML")
        }
        if let first = start.first, first != "<" {
            throw layout(
                "the response is not XML: \"\(SourceText.excerpt(SourceText.decode(data.prefix(400))))\""
            )
        }
        let document = try XMLDocument(data: data, origin: origin)
        let root = document.root
        guard root.name == "dblpperson" else {
            throw layout("the root element is <\(root.name)>, not <dblpperson>")
        }
        var entries: [ReferenceEntry] = []
        for wrapper in root.elements(named: "r") {
            for record in wrapper.elements where publicationKinds.contains(record.name) {
                if record.attributes["publtype"] == "withdrawn" { continue }
                if let entry = entry(from: record) { entries.append(entry) }
            }
        }
        if entries.isEmpty { throw .empty(source: sourceName, origin: origin) }
        return DBLPPerson(
            name: root.attributes["name"].flatMap { SourceText.plainOrNil($0) },
            pid: root.attributes["pid"].flatMap { SourceText.plainOrNil($0) },
            entries: entries)
    }

    /// One publication record as an entry; `nil` when it has no title.
    static func entry(from record: XMLDocument.Element) -> ReferenceEntry? {
        guard let title = record.firstElement(named: "title").map({ cleanTitle($0.text) }),
            !title.isEmpty
        else { return nil }
        var people = record.elements(named: "author")
        if people.isEmpty { people = record.elements(named: "editor") }
        let authors = people.map { personName($0.text) }.filter { !$0.isEmpty }
        let venue = ["journal", "booktitle", "series", "publisher", "school"].lazy.compactMap {
            record.firstElement(named: $0).map(\.text).flatMap { $0.isEmpty ? nil : $0 }
        }.first
        let links = record.elements(named: "ee").map(\.text)
        let doi = links.lazy.compactMap { Identifiers.doi(inLink: $0) }.first
        var arxiv = links.lazy.compactMap { Identifiers.arxiv(inLink: $0) }.first
        if arxiv == nil, record.firstElement(named: "journal")?.text.lowercased() == "corr" {
            arxiv = Identifiers.arxiv(inLink: record.firstElement(named: "volume")?.text)
        }
        return ReferenceEntry(
            title: title,
            authors: authors.joined(separator: ", "),
            year: record.firstElement(named: "year").flatMap { SourceText.year(in: $0.text) },
            venue: venue,
            doi: doi,
            arxivID: arxiv ?? Identifiers.arxiv(inLink: doi)
        )
    }

    /// A DBLP title without the period DBLP appends (an ellipsis stays).
    static func cleanTitle(_ text: String) -> String {
        let title = text.trimmingWhitespace()
        guard title.hasSuffix("."), !title.hasSuffix("..") else { return title }
        return String(title.dropLast()).trimmingWhitespace()
    }

    /// A DBLP name without its homonym number (`Wei Wang 0001` → `Wei Wang`).
    static func personName(_ text: String) -> String {
        var words = text.split(separator: " ")
        if words.count > 1, let last = words.last, last.count == 4,
            last.allSatisfy({ $0.isASCII && $0.isNumber })
        {
            words.removeLast()
        }
        return words.joined(separator: " ")
    }
}
