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
        // The block check's walk is the page's: a blocked page is reported before anything
        // read from it is looked at.
        var scan = BlockDetector.Scan()
        let page = ProfilePage(document, scan: &scan)
        if let reason = scan.reason() {
            throw .blocked(source: blockingSourceName, origin: origin, reason: reason)
        }
        let reader = Reader(document: document, origin: origin)
        let name = reader.text(page.name)
        if page.rows.isEmpty && name == nil {
            if (document.root?.text ?? "").isEmpty {
                // Markup without text (a page nested too deeply for the parser, a skeleton):
                // not an empty input, which the bytes already ruled out.
                throw reader.layoutError(
                    "the page has no text: no publication rows (tr.gsc_a_tr), no profile name"
                        + " (#gsc_prf_in); elements nested too deeply are not read")
            }
            throw reader.layoutError(
                "no publication rows (tr.gsc_a_tr) and no profile name (#gsc_prf_in);"
                    + " this is not a Google Scholar profile page")
        }
        let profile = try reader.profile(name: name, page: page)
        var publications: [Publication] = []
        publications.reserveCapacity(page.rows.count)
        for (index, row) in page.rows.enumerated() {
            let cells = PublicationRow(row)
            // An empty profile shows one row holding only "There are no articles in this
            // profile." (td.gsc_a_e); it is no publication.
            if cells.hasEmptyCell && cells.titleLink == nil { continue }
            publications.append(try reader.publication(in: cells, number: index + 1))
        }
        if publications.isEmpty && profile.citations != 0 {
            let stated =
                profile.citations.map { "states \($0) citations" }
                ?? "states no citation count"
            throw reader.layoutError(
                "the profile \(stated) but the page lists no publications (tr.gsc_a_tr)")
        }
        return CitationSourceResult(
            sourceName: sourceName,
            origin: origin,
            profile: profile,
            publications: publications,
            isComplete: page.showMore?.hasAttribute("disabled") ?? false
        )
    }

    /// The `citation_for_view` value of a Scholar link (`USER:PUBID`), from an `href` whose
    /// entities are already decoded; tolerates leftover `&amp;` and percent-encoding.
    public static func citationID(inLink link: String) -> String? {
        // `.some(answer)` for an ASCII link, read on its bytes; `nil` for any other.
        let ascii: String?? =
            link.utf8.withContiguousStorageIfAvailable { bytes -> String?? in
                bytes.allSatisfy { $0 < 0x80 } ? .some(asciiCitationID(inLink: bytes)) : nil
            } ?? nil
        if let ascii { return ascii }
        return unicodeCitationID(inLink: link)
    }

    /// The citation id of a row's title link: from the first of its `href` and `data-href`
    /// that mentions `citation_for_view` (``mentionsCitationForView(_:)``), read by
    /// ``citationID(inLink:)``; an ASCII value (every real one) is read on its bytes in place.
    static func citationID(ofTitleLink link: HTMLNode.Cursor) -> String? {
        // `.some(answer)` for the first value that mentions it, `nil` to go on.
        func read(_ name: StaticString) -> String?? {
            link.withAttribute(name) { value -> String?? in
                guard let value else { return nil }
                guard value.allSatisfy({ $0 < 0x80 }) else {
                    let text = String(decoding: value, as: UTF8.self)
                    return mentionsCitationForView(text) ? .some(citationID(inLink: text)) : nil
                }
                let needle: StaticString = "citation_for_view"
                guard
                    HTMLNode.Cursor.contains(
                        value,
                        UnsafeBufferPointer(
                            start: needle.utf8Start, count: needle.utf8CodeUnitCount))
                else { return nil }
                return .some(asciiCitationID(inLink: value))
            }
        }
        if let found = read("href") { return found }
        if let found = read("data-href") { return found }
        return nil
    }

    /// ``citationID(inLink:)`` over `Character`s, for any link (``asciiCitationID(inLink:)``
    /// reads an ASCII link the same way, faster).
    static func unicodeCitationID(inLink link: String) -> String? {
        guard let query = link.split(separator: "?", maxSplits: 1).dropFirst().first else {
            return nil
        }
        let withoutFragment = query.split(separator: "#", maxSplits: 1).first ?? ""
        for parameter in withoutFragment.split(separator: "&") {
            var pair = Substring(parameter)
            while pair.hasPrefix("amp;") { pair = pair.dropFirst(4) }
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "citation_for_view" else { continue }
            let encoded = String(parts[1])
            let value =
                encoded.utf8.contains(UInt8(ascii: "%"))
                ? encoded.removingPercentEncoding ?? encoded : encoded
            let trimmed = value.trimmingWhitespace()
            return trimmed.isEmpty ? nil : trimmed
        }
        return nil
    }

    /// Whether a link holds `citation_for_view`: Foundation's `contains`, which for an ASCII
    /// link (every real one) is a byte search.
    static func mentionsCitationForView(_ link: String) -> Bool {
        let answer = link.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let needle: StaticString = "citation_for_view"
            return HTMLNode.Cursor.contains(
                bytes,
                UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
        }
        if let answer = answer ?? nil { return answer }
        return link.contains("citation_for_view")
    }

    /// ``citationID(inLink:)`` of an ASCII link, on its bytes, without splitting it into
    /// arrays: the same splits (`?` once, `#` once, then at `&`, then `=` once; empty pieces
    /// left out but around `=`), where every Character is one byte (or CR LF, which is no
    /// separator either).
    static func asciiCitationID(inLink link: UnsafeBufferPointer<UInt8>) -> String? {
        let count = link.count
        // `split(separator: "?", maxSplits: 1).dropFirst().first`: what follows the first
        // `?` that ends a non-empty piece, when that is not empty.
        var query = 0
        while query < count {
            if link[query] == UInt8(ascii: "?") && query > 0 && link[query - 1] != UInt8(ascii: "?")
            {
                break
            }
            query += 1
        }
        query += 1
        guard query < count else { return nil }
        // `split(separator: "#", maxSplits: 1).first ?? ""`: the first non-empty run of bytes
        // other than `#`.
        var start = query
        while start < count, link[start] == UInt8(ascii: "#") { start += 1 }
        var end = start
        while end < count, link[end] != UInt8(ascii: "#") { end += 1 }
        // The non-empty runs between `&`s.
        var parameter = start
        while parameter < end {
            guard link[parameter] != UInt8(ascii: "&") else {
                parameter += 1
                continue
            }
            var parameterEnd = parameter
            while parameterEnd < end, link[parameterEnd] != UInt8(ascii: "&") { parameterEnd += 1 }
            defer { parameter = parameterEnd }
            var pair = parameter
            while parameterEnd - pair >= 4, link[pair] == UInt8(ascii: "a"),
                link[pair + 1] == UInt8(ascii: "m"), link[pair + 2] == UInt8(ascii: "p"),
                link[pair + 3] == UInt8(ascii: ";")
            {
                pair += 4
            }
            var equals = pair
            while equals < parameterEnd, link[equals] != UInt8(ascii: "=") { equals += 1 }
            guard equals < parameterEnd,
                UnsafeBufferPointer(rebasing: link[pair..<equals])
                    .elementsEqual("citation_for_view".utf8)
            else { continue }
            let value = UnsafeBufferPointer(rebasing: link[(equals + 1)..<parameterEnd])
            let encoded = String(decoding: value, as: UTF8.self)
            let decoded =
                value.contains(UInt8(ascii: "%"))
                ? encoded.removingPercentEncoding ?? encoded : encoded
            let trimmed = decoded.trimmingWhitespace()
            return trimmed.isEmpty ? nil : trimmed
        }
        return nil
    }

    /// A count as Scholar prints it: `nil` when empty; a trailing `*` (merged citations)
    /// and digit-group separators are ignored; anything else is a ``CountError``.
    static func count(_ text: String) -> Result<Int?, CountError> {
        // Plain digits, the usual cell, read without the general path's Character work (the
        // answer is the same).
        let bytes = text.utf8
        if bytes.isEmpty { return .success(nil) }
        if bytes.count <= 10, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            guard let number = Int(text), number <= Metrics.maximumCitationCount else {
                return .failure(CountError(text: text))
            }
            return .success(number)
        }
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
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: each byte is a Character (a CR LF pair is one, and no digit either way).
            var run = 0
            var value = 0
            for byte in text.utf8 {
                if byte >= 0x30 && byte <= 0x39 {
                    run += 1
                    value = value &* 10 &+ Int(byte - 0x30)
                } else {
                    if run == 4 { return value }
                    run = 0
                    value = 0
                }
            }
            return run == 4 ? value : nil
        }
        return text.split(whereSeparator: { !($0.isASCII && $0.isNumber) })
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
        let style = style ?? ""
        let bytes = Array(style.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // ASCII, on its bytes: the same splits, and `.whitespaces` is space and tab there.
            for declaration in bytes.split(separator: UInt8(ascii: ";")) {
                let parts = declaration.split(separator: UInt8(ascii: ":"), maxSplits: 1)
                guard parts.count == 2 else { continue }
                apply(
                    name: Self.trimmedLowercased(parts[0]), value: Self.trimmedLowercased(parts[1]))
            }
            return
        }
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            apply(
                name: parts[0].trimmingCharacters(in: .whitespaces).lowercased(),
                value: parts[1].trimmingCharacters(in: .whitespaces).lowercased())
        }
    }

    private mutating func apply(name: String, value: String) {
        let number = Int(value.hasSuffix("px") ? String(value.dropLast(2)) : value)
        switch name {
        case "z-index": zIndex = number
        case "right", "left":
            if side == nil || name == "right" {
                side = name
                position = number
            }
        default: break
        }
    }

    /// ASCII bytes without leading and trailing spaces and tabs, in lower case.
    private static func trimmedLowercased(_ bytes: ArraySlice<UInt8>) -> String {
        var part = bytes
        while let first = part.first, first == 0x20 || first == 0x09 { part = part.dropFirst() }
        while let last = part.last, last == 0x20 || last == 0x09 { part = part.dropLast() }
        return String(
            decoding: part.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}

/// The nodes of a profile page the parser reads, found in one walk over the document; each
/// list in document order, as the XPath query named on it would return it.
private struct ProfilePage {
    /// `//tr[.gsc_a_tr]`: the publication rows.
    var rows: [HTMLNode.Cursor] = []
    /// The first `//*[@id='gsc_prf_in']`: the scientist's name.
    var name: HTMLNode.Cursor?
    /// The first `//*[.gsc_prf_il]`: the affiliation line.
    var affiliation: HTMLNode.Cursor?
    /// `//*[@id='gsc_rsb_st']//td[.gsc_rsb_std]`: the six numbers of the stats table.
    var statsCells: [HTMLNode.Cursor] = []
    /// `//*[@id='gsc_rsb_st']//th[.gsc_rsb_sth]`: its column headers ("All", "Since 2019").
    var statsHeaders: [HTMLNode.Cursor] = []
    /// The first `//*[.gsc_md_hist_b]`: the "Cited by" histogram.
    var histogram: HTMLNode.Cursor?
    /// The first `//*[@id='gsc_bpf_more']`: the "Show more" button.
    var showMore: HTMLNode.Cursor?

    private init() {}

    /// The nodes of `document`, found in the walk that takes every node into `scan` too.
    init(_ document: HTMLDocument, scan: inout BlockDetector.Scan) {
        var page = Self()
        // How many elements with the id gsc_rsb_st the walk is below.
        var statsTables = 0
        document.walkNodes(
            enter: { node in
                scan.enter(node)
                guard node.isElement else { return false }
                // The class read once for all the tests.
                node.withAttribute("class") { classes in
                    typealias Cursor = HTMLNode.Cursor
                    if node.isElement(named: "tr") {
                        if Cursor.classValue(classes, holds: "gsc_a_tr") { page.rows.append(node) }
                    } else if statsTables > 0 && node.isElement(named: "td") {
                        if Cursor.classValue(classes, holds: "gsc_rsb_std") {
                            page.statsCells.append(node)
                        }
                    } else if statsTables > 0 && node.isElement(named: "th") {
                        if Cursor.classValue(classes, holds: "gsc_rsb_sth") {
                            page.statsHeaders.append(node)
                        }
                    }
                    if page.affiliation == nil && Cursor.classValue(classes, holds: "gsc_prf_il") {
                        page.affiliation = node
                    }
                    if page.histogram == nil && Cursor.classValue(classes, holds: "gsc_md_hist_b") {
                        page.histogram = node
                    }
                }
                node.withAttribute("id") { id in
                    guard let id else { return }
                    if Self.equal(id, "gsc_rsb_st") {
                        statsTables += 1
                    } else if page.name == nil && Self.equal(id, "gsc_prf_in") {
                        page.name = node
                    } else if page.showMore == nil && Self.equal(id, "gsc_bpf_more") {
                        page.showMore = node
                    }
                }
                return true
            },
            leave: { node in
                scan.leave(node)
                if statsTables > 0 && node.attribute("id", is: "gsc_rsb_st") { statsTables -= 1 }
            })
        self = page
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        bytes.count == text.utf8CodeUnitCount
            && bytes.elementsEqual(
                UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

/// The cells of one publication row `tr.gsc_a_tr`, found in one walk below it; each the first
/// in document order that the relative XPath query named on it would return.
private struct PublicationRow {
    /// `.//*[.gsc_a_at]`: the title link.
    var titleLink: HTMLNode.Cursor?
    /// Whether there is a `.//td[.gsc_a_e]` ("There are no articles in this profile.").
    var hasEmptyCell = false
    /// `.//div[.gs_gray]`, the first two: authors and venue.
    var grays: [HTMLNode.Cursor] = []
    /// `.//*[.gsc_a_ac]`: the "Cited by" link.
    var citationLink: HTMLNode.Cursor?
    /// `.//td[.gsc_a_c]`: the citations cell.
    var citationCell: HTMLNode.Cursor?
    /// `.//*[.gsc_a_y]//*[.gsc_a_h]`: the year.
    var year: HTMLNode.Cursor?

    private init() {}

    /// The cells of `row`.
    init(_ row: HTMLNode.Cursor) {
        var cells = Self()
        // How many `.gsc_a_y` elements the walk is below.
        var yearCells = 0
        row.walkDescendants(
            enter: { node in
                guard node.isElement else { return false }
                // The class read once for all the tests.
                node.withAttribute("class") { classes in
                    func has(_ token: StaticString) -> Bool {
                        HTMLNode.Cursor.classValue(classes, holds: token)
                    }
                    guard let classes, !classes.isEmpty else { return }
                    if cells.titleLink == nil && has("gsc_a_at") { cells.titleLink = node }
                    if cells.citationLink == nil && has("gsc_a_ac") { cells.citationLink = node }
                    if cells.year == nil && yearCells > 0 && has("gsc_a_h") { cells.year = node }
                    if node.isElement(named: "td") {
                        if !cells.hasEmptyCell && has("gsc_a_e") { cells.hasEmptyCell = true }
                        if cells.citationCell == nil && has("gsc_a_c") { cells.citationCell = node }
                    } else if cells.grays.count < 2 && node.isElement(named: "div")
                        && has("gs_gray")
                    {
                        cells.grays.append(node)
                    }
                    if has("gsc_a_y") { yearCells += 1 }
                }
                return true
            },
            leave: { node in
                if yearCells > 0 && node.hasClass("gsc_a_y") { yearCells -= 1 }
            })
        self = cells
    }
}

/// Reads the values of a page's nodes, with errors mapped to ``SourceError``.
private struct Reader {
    let document: HTMLDocument
    let origin: String

    func layoutError(_ detail: String) -> SourceError {
        .unexpectedLayout(source: ScholarProfileParser.sourceName, origin: origin, detail: detail)
    }

    /// The collapsed text of `node`, `nil` when there is none or it is empty.
    func text(_ node: HTMLNode.Cursor?) -> String? {
        guard let text = node?.text, !text.isEmpty else { return nil }
        return text
    }

    func count(_ text: String, what: String) throws(SourceError) -> Int? {
        switch ScholarProfileParser.count(text) {
        case .success(let value): return value
        case .failure: throw layoutError("\(what) \"\(text)\" is not a number")
        }
    }

    func profile(name: String?, page: ProfilePage) throws(SourceError) -> ProfileSummary {
        var summary = ProfileSummary(name: name)
        summary.affiliation = text(page.affiliation)
        let cells = page.statsCells
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
        summary.sinceYear =
            page.statsHeaders.lazy.compactMap {
                ScholarProfileParser.fourDigitYear(in: $0.text)
            }.first
        summary.citationsPerYear = citationsPerYear(page.histogram)
        return summary
    }

    /// The "Cited by" histogram (`.gsc_md_hist_b`): year labels `.gsc_g_t` and bars
    /// `a.gsc_g_a` holding counts `.gsc_g_al`. Scholar leaves out the bars of years without
    /// citations, so each bar is placed by its `z-index` (1 = the last year, counting back),
    /// else by its `right`/`left` offset nearest a label's, else by order when every year
    /// has a bar. Years of the range without a bar have 0. `nil` when there is no histogram
    /// or it cannot be read consistently (a bad count, a bar that fits no year).
    func citationsPerYear(_ histogram: HTMLNode.Cursor?) -> [Int: Int]? {
        guard let histogram else { return nil }
        let labels = histogram.descendants(withClass: "gsc_g_t")
        let years = labels.map { ScholarProfileParser.fourDigitYear(in: $0.text) }
        guard !years.isEmpty, years.count <= 200 else { return nil }
        var labelYears: [Int] = []
        for year in years {
            guard let year, (1900...2200).contains(year) else { return nil }
            labelYears.append(year)
        }
        let labelOffsets = labels.map { HistogramStyle($0.attribute("style")) }
        let bars = histogram.descendants(withClass: "gsc_g_a")
        guard bars.count <= labelYears.count else { return nil }
        var result: [Int: Int] = [:]
        for year in labelYears { result[year] = 0 }
        for (index, bar) in bars.enumerated() {
            let valueText = bar.descendants(withClass: "gsc_g_al", limit: 1).first?.text ?? bar.text
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

    func publication(in row: PublicationRow, number: Int) throws(SourceError) -> Publication {
        guard let link = row.titleLink else {
            throw layoutError("publication row \(number) has no title link (a.gsc_a_at)")
        }
        let title = link.text(svgLabel: ScholarProfileParser.plainFormula)
        guard !title.isEmpty else {
            throw layoutError("publication row \(number) has an empty title")
        }
        let authors = row.grays.first?.text ?? ""
        var venue = ""
        if row.grays.count > 1 {
            // The venue is the second gray line without its year suffix `span.gs_oph`
            // (`./node()[not(self::span[.gs_oph])]`). The suffix's year is not read: the query
            // meant for it (`./self::span[.gs_oph]` from the line) never selected anything, and
            // the results stay what they were; the year comes from the year column.
            var parts = ""
            for child in row.grays[1].children
            where !(child.isElement(named: "span") && child.hasClass("gs_oph")) {
                parts += child.rawText(svgLabel: ScholarProfileParser.plainFormula)
            }
            venue = HTMLNode.collapsingWhitespace(parts)
        }
        guard let citationNode = row.citationLink ?? row.citationCell else {
            throw layoutError("publication row \(number) has no citation cell (td.gsc_a_c)")
        }
        let citations = try count(
            citationNode.text, what: "the citation count of publication row \(number)")
        let year = text(row.year).flatMap { ScholarProfileParser.fourDigitYear(in: $0) }
        return Publication(
            title: title,
            authors: authors,
            venue: venue,
            year: year,
            citations: citations,
            sourceID: ScholarProfileParser.citationID(ofTitleLink: link)
        )
    }
}
