import Foundation
import HIndexCore

/// Reads a saved or fetched Google Scholar profile page (`/citations?user=…`) into records.
///
/// Pure: bytes in, a ``CitationSourceResult`` or a ``SourceError`` out. Works on the
/// minified pages Scholar serves and on pretty-printed copies (multi-line tags), in any
/// interface language (numbers and years are read by position, not by label).
public enum ScholarProfileParser {
    /// The `sourceName` of every result.
    public static let sourceName = "Google Scholar profile"

    /// The name used when Google blocks the request: the service, not the page kind.
    public static let blockingSourceName = "Google Scholar"

    /// Parses a profile page.
    ///
    /// - Parameters:
    ///   - data: The page's bytes (UTF-8 unless the page declares another charset).
    ///   - origin: The file path or URL the bytes come from, for errors and provenance.
    /// - Returns: The profile's own summary, its publication rows in page order, and whether
    ///   the list is complete (the "Show more" button `#gsc_bpf_more` is disabled).
    /// - Throws: ``SourceError/blocked(source:origin:reason:)`` for captcha / "unusual
    ///   traffic" pages, ``SourceError/empty(source:origin:)`` for empty input,
    ///   ``SourceError/unexpectedLayout(source:origin:detail:)`` for pages that are not a
    ///   profile or whose rows cannot be read, ``SourceError/tooLarge(origin:bytes:limit:)``
    ///   and ``SourceError/unreadable(origin:reason:)`` from ``HTMLDocument``.
    public static func parse(_ data: Data, origin: String) throws(SourceError)
        -> CitationSourceResult
    {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains($0) }) {
            throw .empty(source: sourceName, origin: origin)
        }
        let document = try HTMLDocument(data: data, origin: origin)
        return try parse(document, origin: origin)
    }

    /// Parses an already parsed profile page; see the `Data` overload.
    public static func parse(_ document: HTMLDocument, origin: String) throws(SourceError)
        -> CitationSourceResult
    {
        if let reason = BlockDetector.blockReason(in: document) {
            throw .blocked(source: blockingSourceName, origin: origin, reason: reason)
        }
        let reader = Reader(document: document, origin: origin)
        let rows = try reader.select("//tr[\(HTMLDocument.hasClass("gsc_a_tr"))]")
        let name = try reader.firstText("//*[@id='gsc_prf_in']")
        if rows.isEmpty && name == nil {
            if (document.root?.text ?? "").isEmpty {
                throw .empty(source: sourceName, origin: origin)
            }
            throw reader.layoutError(
                "no publication rows (tr.gsc_a_tr) and no profile name (#gsc_prf_in);"
                    + " this is not a Google Scholar profile page")
        }
        let profile = try reader.profile(name: name)
        var publications: [Publication] = []
        publications.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            // An empty profile shows one row holding only "There are no articles in this
            // profile." (td.gsc_a_e); it is no publication.
            if try reader.isPlaceholder(row) { continue }
            publications.append(try reader.publication(in: row, number: index + 1))
        }
        if publications.isEmpty && profile.citations != 0 {
            let stated =
                profile.citations.map { "states \($0) citations" }
                ?? "states no citation count"
            throw reader.layoutError(
                "the profile \(stated) but the page lists no publications (tr.gsc_a_tr)")
        }
        let more = try reader.select("//*[@id='gsc_bpf_more']").first
        return CitationSourceResult(
            sourceName: sourceName,
            origin: origin,
            profile: profile,
            publications: publications,
            isComplete: more?.hasAttribute("disabled") ?? false
        )
    }

    /// The `citation_for_view` value of a Scholar link (`USER:PUBID`), from an `href` whose
    /// entities are already decoded; tolerates leftover `&amp;` and percent-encoding.
    public static func citationID(inLink link: String) -> String? {
        guard let query = link.split(separator: "?", maxSplits: 1).dropFirst().first else {
            return nil
        }
        let withoutFragment = query.split(separator: "#", maxSplits: 1).first ?? ""
        for parameter in withoutFragment.split(separator: "&") {
            var pair = Substring(parameter)
            while pair.hasPrefix("amp;") { pair = pair.dropFirst(4) }
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "citation_for_view" else { continue }
            let value = String(parts[1]).removingPercentEncoding ?? String(parts[1])
            let trimmed = value.trimmingWhitespace()
            return trimmed.isEmpty ? nil : trimmed
        }
        return nil
    }

    /// A count as Scholar prints it: `nil` when empty; a trailing `*` (merged citations)
    /// and digit-group separators are ignored; anything else is a ``CountError``.
    static func count(_ text: String) -> Result<Int?, CountError> {
        var value = text.trimmingWhitespace()
        while value.hasSuffix("*") { value = String(value.dropLast()).trimmingWhitespace() }
        if value.isEmpty { return .success(nil) }
        let separators: Set<Character> = [",", ".", "'", " ", "\u{00A0}", "\u{202F}", "\u{2009}"]
        let digits = value.filter { !separators.contains($0) }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            digits.count <= 10, let number = Int(digits),
            number <= Metrics.maximumCitationCount
        else { return .failure(CountError(text: text)) }
        return .success(number)
    }

    /// A count that is not a number.
    struct CountError: Error {
        /// The text as found.
        var text: String
    }

    /// The first run of exactly four ASCII digits in `text` ("Since 2019", "С 2020 г.").
    static func fourDigitYear(in text: String) -> Int? {
        text.split(whereSeparator: { !($0.isASCII && $0.isNumber) })
            .first { $0.count == 4 }
            .flatMap { Int($0) }
    }

    /// Scholar's formula SVGs are labelled in TeX-like notation (`_{1-x}`, `_2`); the title
    /// text keeps the characters and drops the markup, as `<sub>` text reads.
    static func plainFormula(_ label: String) -> String {
        String(label.filter { !"_^{}".contains($0) })
    }
}

/// The parts of a histogram element's inline `style` that place it: `z-index` and the
/// `right` (or `left`) offset in pixels.
private struct HistogramStyle {
    var zIndex: Int?
    var side: String?
    var position: Int?

    init(_ style: String?) {
        for declaration in (style ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            let value = parts[1].trimmingCharacters(in: .whitespaces).lowercased()
            let number = Int(value.hasSuffix("px") ? String(value.dropLast(2)) : value)
            switch name {
            case "z-index": zIndex = number
            case "right", "left":
                if side == nil || name == "right" {
                    side = name
                    position = number
                }
            default: continue
            }
        }
    }
}

/// XPath queries with errors mapped to ``SourceError``, for one page.
private struct Reader {
    let document: HTMLDocument
    let origin: String

    func layoutError(_ detail: String) -> SourceError {
        .unexpectedLayout(source: ScholarProfileParser.sourceName, origin: origin, detail: detail)
    }

    func select(_ xpath: String, in node: HTMLNode? = nil) throws(SourceError) -> [HTMLNode] {
        do {
            if let node { return try node.select(xpath) }
            return try document.select(xpath)
        } catch {
            throw layoutError("internal query failed: \(error)")
        }
    }

    /// The collapsed text of the first match, `nil` when there is none or it is empty.
    func firstText(_ xpath: String, in node: HTMLNode? = nil) throws(SourceError) -> String? {
        guard let text = try select(xpath, in: node).first?.text, !text.isEmpty else {
            return nil
        }
        return text
    }

    func count(_ text: String, what: String) throws(SourceError) -> Int? {
        switch ScholarProfileParser.count(text) {
        case .success(let value): return value
        case .failure: throw layoutError("\(what) \"\(text)\" is not a number")
        }
    }

    func profile(name: String?) throws(SourceError) -> ProfileSummary {
        var summary = ProfileSummary(name: name)
        summary.affiliation = try firstText("//*[\(HTMLDocument.hasClass("gsc_prf_il"))]")
        let cells = try select(
            "//*[@id='gsc_rsb_st']//td[\(HTMLDocument.hasClass("gsc_rsb_std"))]")
        switch cells.count {
        case 0:
            break
        case 6:
            let labels = [
                "citations (all)", "citations (since)", "h-index (all)", "h-index (since)",
                "i10-index (all)", "i10-index (since)",
            ]
            var values: [Int?] = []
            for (cell, label) in zip(cells, labels) {
                values.append(try count(cell.text, what: "the profile's \(label)"))
            }
            summary.citations = values[0]
            summary.citationsSince = values[1]
            summary.hIndex = values[2]
            summary.hIndexSince = values[3]
            summary.i10Index = values[4]
            summary.i10IndexSince = values[5]
        default:
            throw layoutError(
                "the stats table #gsc_rsb_st has \(cells.count) cells (td.gsc_rsb_std),"
                    + " expected 6")
        }
        let headers = try select(
            "//*[@id='gsc_rsb_st']//th[\(HTMLDocument.hasClass("gsc_rsb_sth"))]")
        summary.sinceYear =
            headers.lazy.compactMap {
                ScholarProfileParser.fourDigitYear(in: $0.text)
            }.first
        summary.citationsPerYear = try citationsPerYear()
        return summary
    }

    /// The "Cited by" histogram (`.gsc_md_hist_b`): year labels `.gsc_g_t` and bars
    /// `a.gsc_g_a` holding counts `.gsc_g_al`. Scholar leaves out the bars of years without
    /// citations, so each bar is placed by its `z-index` (1 = the last year, counting back),
    /// else by its `right`/`left` offset nearest a label's, else by order when every year
    /// has a bar. Years of the range without a bar have 0. `nil` when there is no histogram
    /// or it cannot be read consistently (a bad count, a bar that fits no year).
    func citationsPerYear() throws(SourceError) -> [Int: Int]? {
        guard
            let histogram = try select(
                "//*[\(HTMLDocument.hasClass("gsc_md_hist_b"))]"
            ).first
        else { return nil }
        let labels = try select(".//*[\(HTMLDocument.hasClass("gsc_g_t"))]", in: histogram)
        let years = labels.map { ScholarProfileParser.fourDigitYear(in: $0.text) }
        guard !years.isEmpty, years.count <= 200 else { return nil }
        var labelYears: [Int] = []
        for year in years {
            guard let year, (1900...2200).contains(year) else { return nil }
            labelYears.append(year)
        }
        let labelOffsets = labels.map { HistogramStyle($0.attribute("style")) }
        let bars = try select(".//*[\(HTMLDocument.hasClass("gsc_g_a"))]", in: histogram)
        guard bars.count <= labelYears.count else { return nil }
        var result: [Int: Int] = [:]
        for year in labelYears { result[year] = 0 }
        for (index, bar) in bars.enumerated() {
            let valueText =
                try select(".//*[\(HTMLDocument.hasClass("gsc_g_al"))]", in: bar).first?.text
                ?? bar.text
            guard case .success(let count?) = ScholarProfileParser.count(valueText) else {
                return nil
            }
            let style = HistogramStyle(bar.attribute("style"))
            let year: Int?
            if let z = style.zIndex, (1...labelYears.count).contains(z) {
                year = labelYears[labelYears.count - z]
            } else if let position = style.position,
                let nearest = labelOffsets.indices.filter({
                    labelOffsets[$0].side == style.side && labelOffsets[$0].position != nil
                }).min(by: {
                    abs((labelOffsets[$0].position ?? 0) - position)
                        < abs((labelOffsets[$1].position ?? 0) - position)
                })
            {
                year = labelYears[nearest]
            } else if bars.count == labelYears.count {
                year = labelYears[index]
            } else {
                year = nil
            }
            guard let year else { return nil }
            result[year, default: 0] += count
        }
        return result
    }

    /// Whether `row` is the "no articles" placeholder: a `td.gsc_a_e` and no title link.
    func isPlaceholder(_ row: HTMLNode) throws(SourceError) -> Bool {
        let hasTitle = !(try select(".//*[\(HTMLDocument.hasClass("gsc_a_at"))]", in: row)).isEmpty
        let hasEmptyCell = !(try select(".//td[\(HTMLDocument.hasClass("gsc_a_e"))]", in: row))
            .isEmpty
        return hasEmptyCell && !hasTitle
    }

    func publication(in row: HTMLNode, number: Int) throws(SourceError) -> Publication {
        guard
            let link = try select(".//*[\(HTMLDocument.hasClass("gsc_a_at"))]", in: row).first
        else {
            throw layoutError("publication row \(number) has no title link (a.gsc_a_at)")
        }
        let title = link.text(svgLabel: ScholarProfileParser.plainFormula)
        guard !title.isEmpty else {
            throw layoutError("publication row \(number) has an empty title")
        }
        let href = [link.attribute("href"), link.attribute("data-href")]
            .compactMap { $0 }
            .first { $0.contains("citation_for_view") }
        let grays = try select(".//div[\(HTMLDocument.hasClass("gs_gray"))]", in: row)
        let authors = grays.first?.text ?? ""
        var venue = ""
        var suffixYear: Int?
        if grays.count > 1 {
            let yearSuffix = "self::span[\(HTMLDocument.hasClass("gs_oph"))]"
            let parts = try select("./node()[not(\(yearSuffix))]", in: grays[1])
            venue = HTMLNode.collapsingWhitespace(
                parts.map { $0.rawText(svgLabel: ScholarProfileParser.plainFormula) }.joined())
            if let suffix = try firstText("./\(yearSuffix)", in: grays[1]) {
                suffixYear = ScholarProfileParser.fourDigitYear(in: suffix)
            }
        }
        let citationLink = try select(".//*[\(HTMLDocument.hasClass("gsc_a_ac"))]", in: row).first
        let citationCell = try select(".//td[\(HTMLDocument.hasClass("gsc_a_c"))]", in: row).first
        guard let citationNode = citationLink ?? citationCell else {
            throw layoutError("publication row \(number) has no citation cell (td.gsc_a_c)")
        }
        let citations = try count(
            citationNode.text, what: "the citation count of publication row \(number)")
        let yearText = try firstText(
            ".//*[\(HTMLDocument.hasClass("gsc_a_y"))]//*[\(HTMLDocument.hasClass("gsc_a_h"))]",
            in: row)
        let year = yearText.flatMap { ScholarProfileParser.fourDigitYear(in: $0) } ?? suffixYear
        return Publication(
            title: title,
            authors: authors,
            venue: venue,
            year: year,
            citations: citations,
            sourceID: href.flatMap(ScholarProfileParser.citationID(inLink:))
        )
    }
}
