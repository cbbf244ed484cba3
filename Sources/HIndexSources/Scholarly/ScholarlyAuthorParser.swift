import Foundation
import HIndexCore

/// Reads an author dump written by the Python library `scholarly` (`scholarly.fill(author)`
/// saved as JSON): the `gs_data.json` that AcadHomepage sites commit from their GitHub
/// Action, a way to get Google Scholar's numbers without Scholar blocking the site's own
/// builds.
///
/// Pure: bytes in, a ``CitationSourceResult`` or a ``SourceError`` out. The author object
/// gives the profile box (`citedby`, `citedby5y`, `hindex`, `hindex5y`, `i10index`,
/// `i10index5y`, `cites_per_year`, `name`, `affiliation`); `publications` is a list or — as
/// AcadHomepage writes it — an object keyed by `author_pub_id`. Each publication gives
/// `bib.title`, `bib.pub_year`, `bib.author`, `bib.citation` or `bib.venue`,
/// `num_citations` and `author_pub_id` (the ``Publication/sourceID``). Objects have no order
/// in JSON, so publications are listed by citations (most first), then title, then id —
/// the order of a Scholar profile.
public enum ScholarlyAuthorParser {
    /// The source name on pages and in errors.
    public static let sourceName = "Google Scholar (scholarly dump)"

    /// Parses a dump.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - origin: Its path, for errors.
    /// - Returns: The publications with the profile box; complete when `filled` lists
    ///   `publications` (scholarly fetched every page).
    /// - Throws: ``SourceError/unexpectedLayout(source:origin:detail:)`` for JSON that is not
    ///   a scholarly author (naming its keys) or a publication that is not an object;
    ///   ``SourceError/empty(source:origin:)`` for an author without publications.
    public static func parse(_ data: Data, origin: String) throws(SourceError)
        -> CitationSourceResult
    {
        let json = try ResponseJSON.parseObject(
            data, source: sourceName, origin: origin, what: "the file",
            expected: "a scholarly author object")
        func layout(_ detail: String) -> SourceError {
            .unexpectedLayout(source: sourceName, origin: origin, detail: detail)
        }
        guard let list = json["publications"] else {
            throw layout(
                "no \"publications\": this is not a scholarly author dump (keys: \(json.keyList))"
            )
        }
        let items: [ResponseJSON]
        if let array = list.array {
            items = array
        } else if let object = list.object {
            items = object.keys.sorted().compactMap { object[$0] }
        } else {
            throw layout("\"publications\" is \(list.kindDescription), not a list or an object")
        }
        var publications: [Publication] = []
        publications.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard item.object != nil else {
                throw layout("publication \(index + 1) is \(item.kindDescription), not an object")
            }
            if let publication = publication(from: item) { publications.append(publication) }
        }
        guard !publications.isEmpty else { throw .empty(source: sourceName, origin: origin) }
        publications.sort { a, b in
            if a.citationCount != b.citationCount { return a.citationCount > b.citationCount }
            if a.title != b.title { return a.title < b.title }
            return (a.sourceID ?? "") < (b.sourceID ?? "")
        }
        let filled = (json["filled"]?.array ?? []).compactMap(\.string)
        return CitationSourceResult(
            sourceName: sourceName, origin: origin, profile: profile(of: json),
            publications: publications, isComplete: filled.contains("publications"))
    }

    /// One publication; `nil` when it has no title.
    static func publication(from item: ResponseJSON) -> Publication? {
        let bib = item["bib"]
        guard let title = SourceText.plainOrNil(bib?["title"]?.string) else { return nil }
        let venue =
            SourceText.plainOrNil(bib?["citation"]?.string)
            ?? SourceText.plainOrNil(bib?["venue"]?.string)
            ?? SourceText.plainOrNil(bib?["journal"]?.string) ?? ""
        return Publication(
            title: title,
            authors: SourceText.plainOrNil(bib?["author"]?.string) ?? "",
            venue: venue,
            year: bib?["pub_year"]?.year,
            citations: item["num_citations"]?.count,
            sourceID: item["author_pub_id"]?.string)
    }

    /// The profile box. The "since" column of Scholar is the last five years before the
    /// dump's `updated` year, as scholarly's `citedby5y` is read from it.
    static func profile(of json: ResponseJSON) -> ProfileSummary {
        var perYear: [Int: Int] = [:]
        for (year, count) in json["cites_per_year"]?.object ?? [:] {
            if let year = Int(year), (1000...9999).contains(year), let count = count.count {
                perYear[year] = count
            }
        }
        let updatedYear = json["updated"]?.string.flatMap { Int($0.prefix(4)) }
        let since = updatedYear.map { $0 - 5 }
        return ProfileSummary(
            name: SourceText.plainOrNil(json["name"]?.string),
            affiliation: SourceText.plainOrNil(json["affiliation"]?.string),
            citations: json["citedby"]?.count,
            citationsSince: since == nil ? nil : json["citedby5y"]?.count,
            hIndex: json["hindex"]?.count,
            hIndexSince: since == nil ? nil : json["hindex5y"]?.count,
            i10Index: json["i10index"]?.count,
            i10IndexSince: since == nil ? nil : json["i10index5y"]?.count,
            sinceYear: since,
            citationsPerYear: perYear.isEmpty ? nil : perYear)
    }
}
