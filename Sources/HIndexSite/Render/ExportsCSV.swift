import Foundation
import HIndexCore
import HIndexTemplates

/// A table written as CSV following RFC 4180: a header row, comma separators, CRLF line
/// ends, UTF-8 without a byte-order mark, and a field quoted (with `"` doubled) when it
/// holds a comma, a quote, a line break, or leading or trailing spaces.
public struct CSVTable: Sendable, Hashable {
    /// The column names.
    public var header: [String]
    /// The data rows; each has as many fields as the header (short rows are padded).
    public var rows: [[String]]

    /// Creates a table.
    public init(header: [String], rows: [[String]] = []) {
        self.header = header
        self.rows = rows
    }

    /// The CSV text.
    public var text: String {
        var output = ""
        for row in [header] + rows {
            var fields = row
            if fields.count < header.count {
                fields += Array(repeating: "", count: header.count - fields.count)
            }
            output += fields.map(Self.field).joined(separator: ",")
            output += "\r\n"
        }
        return output
    }

    /// The CSV file's bytes: ``text``'s UTF-8, written into one buffer.
    public var data: Data {
        var output: [UInt8] = []
        output.reserveCapacity(64 * (rows.count + 1) * max(1, header.count))
        for row in CollectionOfOne(header) + rows {
            // Short rows are padded with empty fields.
            for position in 0..<max(row.count, header.count) {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                if position < row.count { Self.appendField(row[position], to: &output) }
            }
            output.append(contentsOf: [0x0D, 0x0A])
        }
        return Data(output)
    }

    /// Appends ``field(_:)`` of `value` to `output`: on the bytes when `value` is ASCII and
    /// ``LatinText`` letters without carriage returns (every comma, quote and space is then
    /// a `Character` of its own, the letters are never whitespace at either end, and a
    /// replaced control becomes U+FFFD, which joins no neighbour), else through
    /// ``field(_:)``.
    static func appendField(_ value: String, to output: inout [UInt8]) {
        var value = value
        let done = value.withUTF8 { bytes -> Bool in
            guard LatinText.isSimple(bytes) else { return false }
            var quote = false
            for byte in bytes {
                if byte == 0x0D { return false }
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A {
                    quote = true
                }
            }
            // After cleaning, the whitespace left at either end is a tab, line feed or space
            // (other controls become U+FFFD).
            func isKeptSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }
            if let first = bytes.first, isKeptSpace(first) { quote = true }
            if let last = bytes.last, isKeptSpace(last) { quote = true }
            if quote { output.append(UInt8(ascii: "\"")) }
            for byte in bytes {
                switch byte {
                case 0x09, 0x0A: output.append(byte)
                case 0x00...0x1F, 0x7F: output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                case UInt8(ascii: "\"") where quote: output.append(contentsOf: [0x22, 0x22])
                default: output.append(byte)
                }
            }
            if quote { output.append(UInt8(ascii: "\"")) }
            return true
        }
        if !done { output.append(contentsOf: field(value).utf8) }
    }

    /// One field, quoted when needed. Control characters other than tab and line breaks
    /// are replaced by U+FFFD, so a field can never hide bytes a spreadsheet would choke on.
    static func field(_ value: String) -> String {
        // Most values: no control characters, no quoting.
        var plain = true
        for byte in value.utf8 {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: ",")
                || byte == UInt8(ascii: "\"")
            {
                plain = false
                break
            }
        }
        if plain, value.first?.isWhitespace != true, value.last?.isWhitespace != true {
            return value
        }
        var clean = ""
        clean.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\t", "\n", "\r": clean.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}": clean.unicodeScalars.append("\u{FFFD}")
            default: clean.unicodeScalars.append(scalar)
            }
        }
        let needsQuotes =
            clean.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || clean.first?.isWhitespace == true || clean.last?.isWhitespace == true
        guard needsQuotes else { return clean }
        return "\"" + clean.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Text from the web made safe to open in a spreadsheet: a value starting with `=`,
    /// `+`, `-`, `@` or a tab would be run as a formula, so it gets a leading `'` (the OWASP
    /// advice against CSV injection). Only text columns go through this; numbers never do.
    public static func text(_ value: String) -> String {
        guard let first = value.unicodeScalars.first,
            ["=", "+", "-", "@", "\t", "\r"].contains(first)
        else { return value }
        return "'" + value
    }
}

extension Exports {
    /// The columns of `data/leaderboard.csv`.
    public static let leaderboardColumns = [
        "rank", "slug", "name", "departments", "h_index", "i10_index", "citations", "source_rows",
        "counted_papers", "metrics_are_lower_bounds", "data_date", "stale_since", "page_url",
    ]

    /// `data/leaderboard.csv`: one row per scientist, in leaderboard order.
    ///
    /// `rank` and the metric columns are empty for a scientist without citation data (unknown,
    /// not zero); `source_rows` counts the rows the citation source lists and `counted_papers` those
    /// that count toward the metrics; `departments` are joined with `"; "`; `data_date` is the
    /// day the oldest of the scientist's fetched data was fetched (empty for saved pages) and
    /// `stale_since` the day of the first failed refresh, when the last one failed;
    /// `page_url` is absolute when `base_url` is a full URL, else a path from the site root.
    public static func leaderboardCSV(
        _ rows: [LeaderboardRow], reports: [ScientistReport],
        freshness: [String: [DataFreshness]], settings: SiteSettings
    ) -> Data {
        var reportsBySlug: [String: ScientistReport] = [:]
        for report in reports { reportsBySlug[report.entry.slug] = report }
        let table = CSVTable(
            header: leaderboardColumns,
            rows: rows.map { row in
                let report = reportsBySlug[row.slug]
                let items = freshness[row.slug] ?? []
                let known = row.hasData
                func metric(_ value: Int) -> String { known ? String(value) : "" }
                return [
                    row.rank.map(String.init) ?? "",
                    row.slug,
                    CSVTable.text(row.name),
                    CSVTable.text(row.departments.joined(separator: "; ")),
                    metric(row.metrics.hIndex),
                    metric(row.metrics.i10Index),
                    metric(row.metrics.citations),
                    (row.sourceRows ?? (known ? report?.rowCount : nil)).map(String.init) ?? "",
                    metric(row.metrics.papers),
                    known ? (row.isLowerBound ? "true" : "false") : "",
                    items.map(\.fetched).min() ?? "",
                    items.compactMap(\.staleSince).min() ?? "",
                    pageURL(settings, path: "scientists/\(URLPath.segment(row.slug))/"),
                ]
            })
        return table.data
    }

    /// The columns of `data/scientists/<slug>.csv`.
    public static let scientistColumns = [
        "position", "title", "authors", "venue", "year", "citations", "role", "role_label",
        "exclusion_reason", "doi", "arxiv", "source_id", "match_rule", "match_score",
        "reference_position", "reference_title", "attribution", "attribution_evidence",
    ]

    /// `data/scientists/<slug>.csv`: one row per publication of the citation source, in the
    /// order of the page's table (`position` is the table's `#`).
    ///
    /// `role` is `core` (in the h-core), `boundary` (tied at the boundary), `outside` (counted,
    /// too few citations to raise h) or `excluded`, with `exclusion_reason` `manual`,
    /// `not-on-reference-list`, `possible-namesake` or `duplicate`; `citations` is empty when
    /// the source shows no count; the `match_*` and `reference_*` columns name the
    /// reference-list entry the paper matched (1-based position in the scientist's list) and
    /// how; with a list, `attribution` is the paper's class (`confirmed`, `attributed`,
    /// `undecided`, `possible-namesake`) and `attribution_evidence` its evidence in English
    /// sentences separated by "; ". `role_label` is the page's
    /// label of the role, in the site's `language`; the keys and codes stay English.
    public static func scientistCSV(_ report: ScientistReport, language: SiteLanguage = .english)
        -> Data
    {
        let catalog = Catalog.of(language)
        let matches = report.referenceList?.matches ?? []
        let table = CSVTable(
            header: scientistColumns,
            rows: report.publications.enumerated().map { offset, item in
                let publication = item.publication
                let reference = item.referenceIndex.flatMap { index in
                    matches.indices.contains(index) ? (index, matches[index].entry) : nil
                }
                return [
                    String(offset + 1),
                    CSVTable.text(publication.title),
                    CSVTable.text(publication.authors),
                    CSVTable.text(publication.venue),
                    publication.year.map(String.init) ?? "",
                    publication.citations.map(String.init) ?? "",
                    item.role.rawValue,
                    catalog.label(item.role),
                    item.reason?.rawValue ?? "",
                    CSVTable.text(publication.doi ?? ""),
                    CSVTable.text(publication.arxivID ?? ""),
                    CSVTable.text(publication.sourceID ?? ""),
                    item.rule?.rawValue ?? "",
                    item.score.map { String(format: "%.3f", $0) } ?? "",
                    reference.map { String($0.0 + 1) } ?? "",
                    reference.map { CSVTable.text($0.1.title) } ?? "",
                    item.attribution?.attributionClass.rawValue ?? "",
                    CSVTable.text(
                        item.attribution?.evidence?.messages.map(\.english)
                            .joined(separator: "; ") ?? ""),
                ]
            })
        return table.data
    }

    /// The URL of a page given by its path from the site root: absolute when the site URL is
    /// known (`base_url` is a full URL), else absolute from the host's root (`/dept/cs/…`).
    public static func pageURL(_ settings: SiteSettings, path: String) -> String {
        (settings.siteURL ?? settings.baseURL) + path
    }
}
