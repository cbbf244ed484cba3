import Foundation
import HIndexCore

/// Reads a saved or fetched Google Scholar search-result page into records.
///
/// Pure: bytes in, a ``ScholarSearchPage`` or a ``SourceError`` out. Understands the 2016
/// markup (`div.gs_r` without data attributes) and the 2017+ markup (`div.gs_r.gs_or` with
/// `data-cid`, `gs_or_cit` buttons); classes are matched as whole tokens.
public enum ScholarSearchParser {
    /// The `sourceName` of results built from search pages.
    public static let sourceName = "Google Scholar search"

    /// The tags Scholar puts before some titles (`[PDF]`, `[CITATION]`, their one-letter
    /// short forms…), removed from titles.
    static let titleTags: Set<String> = [
        "PDF", "HTML", "CITATION", "BOOK", "DOC", "PS", "C", "B", "H",
    ]

    /// Parses a search-result page.
    ///
    /// - Parameters:
    ///   - data: The page's bytes.
    ///   - origin: The file path or URL the bytes come from, for errors.
    /// - Returns: The results in page order and whether a next page exists; an empty list
    ///   for a page that says the search "did not match any articles".
    /// - Throws: ``SourceError/blocked(source:origin:reason:)`` for captcha / "unusual
    ///   traffic" pages (checked first), ``SourceError/empty(source:origin:)`` for empty
    ///   input, ``SourceError/unexpectedLayout(source:origin:detail:)`` for a page with
    ///   neither results nor a "no results" message, and the errors of ``HTMLDocument``.
    public static func parse(_ data: Data, origin: String) throws(SourceError)
        -> ScholarSearchPage
    {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains($0) }) {
            throw .empty(source: sourceName, origin: origin)
        }
        let document = try HTMLDocument(data: data, origin: origin)
        return try parse(document, origin: origin)
    }

    /// Parses an already parsed search-result page; see the `Data` overload.
    public static func parse(_ document: HTMLDocument, origin: String) throws(SourceError)
        -> ScholarSearchPage
    {
        if let reason = BlockDetector.blockReason(in: document) {
            throw .blocked(
                source: ScholarProfileParser.blockingSourceName, origin: origin, reason: reason)
        }
        let rows = try select(
            document,
            "//div[\(HTMLDocument.hasClass("gs_r"))][.//*[\(HTMLDocument.hasClass("gs_ri"))]]",
            origin: origin)
        if rows.isEmpty {
            let text = (document.root?.text ?? "").lowercased()
            if text.contains("did not match any articles") {
                return ScholarSearchPage(results: [], hasNextPage: false)
            }
            if text.isEmpty { throw .empty(source: sourceName, origin: origin) }
            throw .unexpectedLayout(
                source: sourceName, origin: origin,
                detail: "no search results (div.gs_r with div.gs_ri) and no \"did not match"
                    + " any articles\" message; this is not a Google Scholar result page")
        }
        var results: [Publication] = []
        results.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            results.append(try result(in: row, number: index + 1, origin: origin))
        }
        let next = try select(
            document,
            "//*[@id='gs_n']//a[.//*[\(HTMLDocument.hasClass("gs_ico_nav_next"))]]"
                + " | //*[@id='gs_nm']//*[\(HTMLDocument.hasClass("gs_btnPR"))][not(@disabled)]",
            origin: origin)
        return ScholarSearchPage(results: results, hasNextPage: !next.isEmpty)
    }

    /// One result row.
    private static func result(in row: HTMLNode, number: Int, origin: String)
        throws(SourceError) -> Publication
    {
        let heading = try first(row, ".//*[\(HTMLDocument.hasClass("gs_rt"))]", origin: origin)
        let title = cleanTitle(heading?.text ?? "")
        guard !title.isEmpty else {
            throw .unexpectedLayout(
                source: sourceName, origin: origin,
                detail: "result \(number) has no title (h3.gs_rt)")
        }
        let line = try first(row, ".//div[\(HTMLDocument.hasClass("gs_a"))]", origin: origin)
        let byline = splitAuthorLine(line?.text ?? "")
        let citedBy = try first(
            row,
            ".//*[\(HTMLDocument.hasClass("gs_fl"))]//a[contains(@href, 'cites=')]",
            origin: origin)
        let citations = citedBy.flatMap { citationCount(in: $0.text) }
        return Publication(
            title: title, authors: byline.authors, venue: byline.venue, year: byline.year,
            citations: citations, sourceID: try clusterID(of: row, origin: origin))
    }

    /// The title without the `[PDF]`, `[CITATION]`… tags Scholar puts before it.
    static func cleanTitle(_ text: String) -> String {
        var rest = Substring(text.trimmingWhitespace())
        while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
            let tag = rest[rest.index(after: rest.startIndex)..<close]
            guard titleTags.contains(tag.uppercased()) else { break }
            rest = rest[rest.index(after: close)...].drop(while: \.isWhitespace)
        }
        return String(rest)
    }

    /// Splits the green line `Authors - Venue, 2019 - publisher` into authors (before the
    /// first " - "), venue and year (the part after it; the year is its last 4-digit word).
    static func splitAuthorLine(_ text: String) -> (authors: String, venue: String, year: Int?) {
        let parts = text.components(separatedBy: " - ").map { $0.trimmingWhitespace() }
        let authors = parts.first ?? ""
        guard parts.count > 1 else { return (authors, "", nil) }
        var venue = parts[1]
        var year: Int?
        let words = venue.split(whereSeparator: { $0 == " " || $0 == "," })
        if let last = words.last, last.count == 4, let value = Int(last),
            (1000...2999).contains(value)
        {
            year = value
            venue = String(venue[..<last.startIndex]).trimmingWhitespace()
            while venue.hasSuffix(",") { venue = String(venue.dropLast()).trimmingWhitespace() }
        }
        return (authors, venue, year)
    }

    /// The number in "Cited by 409".
    static func citationCount(in text: String) -> Int? {
        let digits = text.filter(\.isASCII).split(whereSeparator: { !$0.isNumber }).last
        guard let digits, digits.count <= 10, let value = Int(digits),
            value <= Metrics.maximumCitationCount
        else { return nil }
        return value
    }

    /// The result's cluster id: `data-cid` (2017+), else the id in the "Cite" link's
    /// `gs_ocit(event,'ID',…)` (2016), else the numeric `cluster=` or `cites=` id.
    private static func clusterID(of row: HTMLNode, origin: String) throws(SourceError) -> String? {
        if let cid = row.attribute("data-cid"), !cid.isEmpty { return cid }
        let cite = try first(row, ".//a[contains(@onclick, 'gs_ocit(')]", origin: origin)
        if let onclick = cite?.attribute("onclick"),
            let open = onclick.range(of: "gs_ocit(event,'")
        {
            let id = onclick[open.upperBound...].prefix(while: { $0 != "'" })
            if !id.isEmpty { return String(id) }
        }
        for key in ["cluster=", "cites="] {
            let link = try first(row, ".//a[contains(@href, '\(key)')]", origin: origin)
            if let href = link?.attribute("href"), let range = href.range(of: key) {
                let id = href[range.upperBound...].prefix(while: \.isNumber)
                if !id.isEmpty { return String(id) }
            }
        }
        return nil
    }

    private static func select(_ document: HTMLDocument, _ xpath: String, origin: String)
        throws(SourceError) -> [HTMLNode]
    {
        do {
            return try document.select(xpath)
        } catch {
            throw .unexpectedLayout(source: sourceName, origin: origin, detail: error.description)
        }
    }

    private static func first(_ node: HTMLNode, _ xpath: String, origin: String)
        throws(SourceError) -> HTMLNode?
    {
        do {
            return try node.first(xpath)
        } catch {
            throw .unexpectedLayout(source: sourceName, origin: origin, detail: error.description)
        }
    }
}
