import Foundation
import HIndexCore

/// One page of SerpApi's Google Scholar Author API (`engine=google_scholar_author`): the
/// articles of the page, the profile box and the link to the next page.
public struct SerpApiAuthorPage: Sendable, Hashable {
    /// The page's articles with a title, in page order.
    public var publications: [Publication]
    /// The profile box (`author`, `cited_by.table`, `cited_by.graph`); SerpApi sends it with
    /// every page.
    public var profile: ProfileSummary
    /// `serpapi_pagination.next`, `nil` on the last page.
    public var next: String?
    /// Articles without a title (their `citation_id` or position).
    public var untitled: [String]
}

/// Reads SerpApi's Google Scholar Author API responses — the way departments get Scholar's
/// data from CI runners that Google blocks.
///
/// Pure: bytes in, a ``SerpApiAuthorPage`` or a ``SourceError`` out. Each article gives
/// `title`, `authors`, `publication` (the venue; a trailing `, <year>` is dropped), `year`,
/// `cited_by.value` (`null` when Scholar shows no count) and `citation_id` (the
/// ``Publication/sourceID``, Scholar's own `USER:PUBID`).
public enum SerpApiAuthorParser {
    /// The source name on pages and in errors.
    public static let sourceName = "Google Scholar (SerpApi)"

    /// Parses one page.
    ///
    /// - Throws: ``SourceError/unexpectedLayout(source:origin:detail:)`` for SerpApi's error
    ///   bodies (`{"error": "…"}`, quoted — the key is never in them), JSON of another shape
    ///   (naming its keys) or an article that is not an object; ``SourceError/empty(source:origin:)``
    ///   for a first page without articles.
    public static func parsePage(_ data: Data, origin: String) throws(SourceError)
        -> SerpApiAuthorPage
    {
        let json = try ResponseJSON.parseObject(data, source: sourceName, origin: origin)
        func layout(_ detail: String) -> SourceError {
            .unexpectedLayout(source: sourceName, origin: origin, detail: detail)
        }
        if let message = json["error"]?.messageText {
            throw layout("SerpApi returned an error: \"\(SourceText.excerpt(message))\"")
        }
        if json["search_metadata"]?["status"]?.string == "Error" {
            throw layout("SerpApi reports the search as failed (search_metadata.status: Error)")
        }
        if let engine = json["search_parameters"]?["engine"]?.string,
            engine != "google_scholar_author"
        {
            throw layout(
                "this is a SerpApi \"\(engine)\" response, not google_scholar_author")
        }
        guard let list = json["articles"] else {
            if json["author"] != nil, json["search_parameters"] != nil {
                // A profile without publications, or a page past the last one.
                return SerpApiAuthorPage(
                    publications: [], profile: profile(of: json), next: nil, untitled: [])
            }
            throw layout(
                "no \"articles\": this is not a SerpApi Google Scholar Author response (keys: \(json.keyList))"
            )
        }
        guard let articles = list.array else {
            throw layout("\"articles\" is \(list.kindDescription), not an array")
        }
        var publications: [Publication] = []
        var untitled: [String] = []
        for (index, article) in articles.enumerated() {
            guard article.object != nil else {
                throw layout("article \(index + 1) is \(article.kindDescription), not an object")
            }
            if let publication = publication(from: article) {
                publications.append(publication)
            } else {
                untitled.append(article["citation_id"]?.string ?? "article \(index + 1)")
            }
        }
        return SerpApiAuthorPage(
            publications: publications, profile: profile(of: json),
            next: json["serpapi_pagination"]?["next"]?.string, untitled: untitled)
    }

    /// A saved response as a citation source (one page; complete when it has no next page).
    public static func parse(_ data: Data, origin: String) throws(SourceError)
        -> CitationSourceResult
    {
        let page = try parsePage(data, origin: origin)
        guard !page.publications.isEmpty else { throw .empty(source: sourceName, origin: origin) }
        return CitationSourceResult(
            sourceName: sourceName, origin: origin, profile: page.profile,
            publications: page.publications, isComplete: page.next == nil)
    }

    /// One article; `nil` without a title.
    static func publication(from article: ResponseJSON) -> Publication? {
        guard let title = SourceText.plainOrNil(article["title"]?.string) else { return nil }
        let year = article["year"]?.year
        var venue = SourceText.plainOrNil(article["publication"]?.string) ?? ""
        if let year, venue.hasSuffix(", \(year)") {
            venue = String(venue.dropLast(", \(year)".count))
        } else if let year, venue == String(year) {
            venue = ""
        }
        return Publication(
            title: title,
            authors: SourceText.plainOrNil(article["authors"]?.string) ?? "",
            venue: venue, year: year,
            citations: article["cited_by"]?["value"]?.count,
            sourceID: article["citation_id"]?.string)
    }

    /// The profile box: `cited_by.table` rows `citations`, `h_index`, `i10_index`, each with
    /// `all` and `since_<year>`; `cited_by.graph` as citations per year.
    static func profile(of json: ResponseJSON) -> ProfileSummary {
        var summary = ProfileSummary(
            name: SourceText.plainOrNil(json["author"]?["name"]?.string),
            affiliation: SourceText.plainOrNil(json["author"]?["affiliations"]?.string))
        for row in json["cited_by"]?["table"]?.array ?? [] {
            for (name, values) in row.object ?? [:] {
                let all = values["all"]?.count
                var since: Int?
                for (key, value) in values.object ?? [:] where key.hasPrefix("since_") {
                    if let year = Int(key.dropFirst("since_".count)),
                        (1000...9999).contains(year)
                    {
                        summary.sinceYear = year
                        since = value.count
                    }
                }
                switch name {
                case "citations": (summary.citations, summary.citationsSince) = (all, since)
                case "h_index": (summary.hIndex, summary.hIndexSince) = (all, since)
                case "i10_index": (summary.i10Index, summary.i10IndexSince) = (all, since)
                default: break
                }
            }
        }
        var perYear: [Int: Int] = [:]
        for point in json["cited_by"]?["graph"]?.array ?? [] {
            if let year = point["year"]?.year,
                let count = point["citations"]?.count
            {
                perYear[year] = count
            }
        }
        if !perYear.isEmpty { summary.citationsPerYear = perYear }
        return summary
    }
}
