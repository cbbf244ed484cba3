import Foundation
import HIndexCore

/// Reads Scopus Search API responses (`/content/search/scopus?query=AU-ID(<id>)`:
/// `{"search-results": {"opensearch:totalResults": "93", "entry": [{…}]}}`) — Elsevier's
/// abstract and citation database, the source many universities report officially.
///
/// Pure: bytes in, a ``ScopusSearchPage`` or a ``SourceError`` out. Each entry gives the
/// title (`dc:title`), `citedby-count`, the year of `prism:coverDate`, `prism:doi`, the venue
/// (`prism:publicationName` with `prism:volume`, `prism:issueIdentifier` and
/// `prism:pageRange`) and `eid` as the ``Publication/sourceID``. The author line comes from
/// `author[].authname` where the response has it (the COMPLETE view, with an institution
/// token); the STANDARD view names only the first author (`dc:creator`), so the line is that
/// name and `...` (its author count a lower bound).
public enum ScopusSearchParser {
    /// The source name on pages and in errors.
    public static let sourceName = "Scopus"

    /// The most author names read from one entry (hostile lists are longer).
    static let maximumAuthors = 100

    /// Parses one page.
    ///
    /// - Throws: ``SourceError/unexpectedLayout(source:origin:detail:)`` for Scopus's error
    ///   bodies (`service-error`, `error-response`, quoted), JSON of another shape (naming its
    ///   keys) or an entry that is not an object; ``SourceError/empty(source:origin:)`` and
    ///   ``SourceError/tooLarge(origin:bytes:limit:)`` from reading the JSON.
    public static func parsePage(_ data: Data, origin: String) throws(SourceError)
        -> ScopusSearchPage
    {
        let json = try ResponseJSON.parseObject(data, source: sourceName, origin: origin)
        func layout(_ detail: String) -> SourceError {
            .unexpectedLayout(source: sourceName, origin: origin, detail: detail)
        }
        guard let results = json["search-results"] else {
            if let message = errorMessage(json) {
                throw layout("Scopus returned an error: \"\(SourceText.excerpt(message))\"")
            }
            if json["abstracts-retrieval-response"] != nil
                || json["author-retrieval-response"] != nil
            {
                throw layout(
                    "this is a single Scopus record, not a search: save the Scopus Search "
                        + "response for the author (/content/search/scopus?query=AU-ID(<id>))")
            }
            throw layout(
                "no \"search-results\": this is not a Scopus Search response (keys: \(json.keyList))"
            )
        }
        guard results.object != nil else {
            throw layout("\"search-results\" is \(results.kindDescription), not an object")
        }
        let total = results["opensearch:totalResults"]?.count
        let start = results["opensearch:startIndex"]?.count ?? 0
        let list = results["entry"] ?? .array([])
        guard let entries = list.array else {
            throw layout("\"search-results.entry\" is \(list.kindDescription), not an array")
        }
        var publications: [Publication] = []
        publications.reserveCapacity(entries.count)
        var untitled: [String] = []
        var counted = 0
        for (index, entry) in entries.enumerated() {
            guard entry.object != nil else {
                throw layout("entry \(index + 1) is \(entry.kindDescription), not an object")
            }
            // An empty result set is one entry saying so.
            if entry["error"] != nil, entry["dc:title"] == nil, entry["eid"] == nil { continue }
            counted += 1
            if let publication = publication(from: entry) {
                publications.append(publication)
            } else {
                untitled.append(entry["eid"]?.string ?? "entry \(start + index + 1)")
            }
        }
        return ScopusSearchPage(
            publications: publications, total: total, startIndex: start, entryCount: counted,
            untitled: untitled)
    }

    /// A saved response as a citation source: complete when it holds every result the search
    /// matched.
    /// - Throws: the errors of ``parsePage(_:origin:)``, and ``SourceError/empty(source:origin:)``
    ///   for a response without titled entries.
    public static func parse(_ data: Data, origin: String) throws(SourceError)
        -> CitationSourceResult
    {
        let page = try parsePage(data, origin: origin)
        guard !page.publications.isEmpty else { throw .empty(source: sourceName, origin: origin) }
        return CitationSourceResult(
            sourceName: sourceName, origin: origin, profile: nil,
            publications: page.publications, isComplete: page.holdsEveryResult)
    }

    /// The message of a Scopus error body: `service-error.status.statusText` (with its
    /// `statusCode`) or `error-response.error-message`; `nil` for anything else.
    static func errorMessage(_ json: ResponseJSON) -> String? {
        if let status = json["service-error"]?["status"] {
            let text = status["statusText"]?.messageText
            let code = status["statusCode"]?.messageText
            switch (code, text) {
            case (let code?, let text?): return "\(code): \(text)"
            case (nil, let text?): return text
            case (let code?, nil): return code
            default: break
            }
        }
        if let response = json["error-response"] {
            return response["error-message"]?.messageText ?? response["error-code"]?.messageText
        }
        return nil
    }

    /// One entry; `nil` without a title.
    static func publication(from entry: ResponseJSON) -> Publication? {
        guard let title = SourceText.plainOrNil(entry["dc:title"]?.string) else { return nil }
        return Publication(
            title: title,
            authors: authorLine(entry),
            venue: venue(entry),
            year: entry["prism:coverDate"]?.string.flatMap {
                ResponseJSON.string(String($0.prefix(4))).year
            },
            citations: entry["citedby-count"]?.count,
            sourceID: entry["eid"]?.string,
            doi: Identifiers.doi(inLink: entry["prism:doi"]?.string))
    }

    /// "American Journal of Human Genetics 96 (4), 519-531".
    static func venue(_ entry: ResponseJSON) -> String {
        guard let name = SourceText.plainOrNil(entry["prism:publicationName"]?.string) else {
            return ""
        }
        var venue = name
        if let volume = SourceText.plainOrNil(entry["prism:volume"]?.string) {
            venue += " " + volume
        }
        if let issue = SourceText.plainOrNil(entry["prism:issueIdentifier"]?.string) {
            venue += " (\(issue))"
        }
        if let pages = SourceText.plainOrNil(entry["prism:pageRange"]?.string) {
            venue += ", " + pages
        }
        return venue
    }

    /// The author line: `author[].authname` in order (at most ``maximumAuthors``, then
    /// `...`), else `dc:creator` and `...` (the STANDARD view names the first author only).
    static func authorLine(_ entry: ResponseJSON) -> String {
        if let authors = entry["author"]?.array, !authors.isEmpty {
            let names = authors.prefix(maximumAuthors).compactMap { author -> String? in
                let name =
                    author["authname"]?.string
                    ?? [author["given-name"]?.string, author["surname"]?.string]
                    .compactMap { $0 }.joined(separator: " ")
                return SourceText.plainOrNil(
                    name.replacingOccurrences(of: ",", with: " ")
                        .replacingOccurrences(of: ";", with: " "))
            }
            guard !names.isEmpty else { return "" }
            let more =
                authors.count > maximumAuthors
                || (entry["author-count"]?["$"]?.count ?? entry["author-count"]?.count ?? 0)
                    > names.count
            return names.joined(separator: ", ") + (more ? ", ..." : "")
        }
        guard
            let creator = SourceText.plainOrNil(
                entry["dc:creator"]?.string?.replacingOccurrences(of: ",", with: " "))
        else { return "" }
        return creator + ", ..."
    }
}
