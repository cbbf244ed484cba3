import Foundation
import HIndexCore

extension Exports {
    /// `data/scientists/<slug>.bib`: the publications that count toward the metrics (roles
    /// core, boundary and outside), in the page's order.
    ///
    /// Excluded rows (manual exclusions, papers missing from the reference list, merged
    /// duplicates) are omitted: the file is what the h-index is computed from; the CSV and
    /// JSON list every row. A leading `@comment` says so. Keys are `surname` + `year` +
    /// first title word (`quispe2019delay`), made unique with `b`, `c`, … in order, so they
    /// are stable from one build to the next while the list is. Values from the web are
    /// escaped for BibTeX and LaTeX (braces, backslashes, `& % $ # _ ^ ~`), so every entry
    /// parses whatever the title holds.
    public static func scientistBibTeX(_ report: ScientistReport) -> Data {
        let counted = report.publications.filter { $0.role != .excluded }
        let omitted = report.publications.count - counted.count
        let sourceName = report.source?.sourceName ?? "the citation source"
        var output = """
            @comment{Publications of \(BibTeXText.escape(report.entry.name)) that count toward \
            the h-index on this site (\(counted.count) of \(report.publications.count) rows \
            from \(BibTeXText.escape(sourceName))). \(omitted) excluded rows are omitted; \
            the CSV and JSON exports list every row with its role. Written by hindex-site.}


            """
        var keys = BibTeXKeys()
        for item in counted {
            output += BibTeXText.entry(item.publication, key: keys.next(for: item.publication))
            output += "\n"
        }
        return Data(output.utf8)
    }
}

/// Unique, stable citation keys.
struct BibTeXKeys {
    private var used: Set<String> = []

    /// Words not used as the title part of a key.
    static let stopWords: Set<String> = [
        "a", "an", "the", "on", "of", "in", "for", "to", "and", "with", "at", "by", "from",
        "towards", "toward",
    ]

    /// The key of `publication`: `surname` + `year` + first significant title word, ASCII
    /// letters and digits only; `b`, `c`, … (then `z2`, …) appended when already used.
    mutating func next(for publication: Publication) -> String {
        let base = Self.base(for: publication)
        var key = base
        var suffix = 1
        while used.contains(key) {
            suffix += 1
            key =
                suffix <= 26
                ? base + String(UnicodeScalar(UInt8(ascii: "a") + UInt8(suffix - 1)))
                : base + "z\(suffix)"
        }
        used.insert(key)
        return key
    }

    static func base(for publication: Publication) -> String {
        let firstAuthor = publication.authors.split(separator: ",").first ?? ""
        let surname = firstAuthor.split(whereSeparator: \.isWhitespace).last.map(String.init)
        var author = keyPart(surname ?? "")
        if author.isEmpty || author.allSatisfy(\.isNumber) { author = "anon" }
        let year = publication.year.map { String(min(max($0, 0), 9999)) } ?? "nd"
        // The first significant word; later words are not looked at.
        let word =
            publication.title.split { !$0.isLetter && !$0.isNumber }.lazy
            .map { keyPart(String($0)) }
            .first { !$0.isEmpty && !stopWords.contains($0) } ?? "paper"
        return String(author.prefix(24)) + year + String(word.prefix(24))
    }

    /// Lower-cased ASCII letters and digits of `text`, diacritics removed.
    static func keyPart(_ text: String) -> String {
        // ASCII text (most keys) needs no Unicode decomposition.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    bytes.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
                default: break
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        for scalar in text.decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars
        where ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}

/// BibTeX text from untrusted values.
enum BibTeXText {
    /// `text` as a braced field value's content: braces and backslashes become
    /// `\textbraceleft{}`, `\textbraceright{}`, `\textbackslash{}` (BibTeX counts every brace,
    /// escaped or not, so `\{` alone would unbalance the value), LaTeX specials are escaped,
    /// `--` and `''` are split by `{}` and a backquote is `\textasciigrave{}`, so LaTeX does
    /// not turn them into dashes and quotes; control characters and line breaks become
    /// spaces, and runs of spaces collapse.
    static func escape(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        var lastWasSpace = true
        func append(_ piece: StaticString) {
            piece.withUTF8Buffer { result.append(contentsOf: $0) }
            lastWasSpace = false
        }
        func space() {
            if !lastWasSpace { result.append(UInt8(ascii: " ")) }
            lastWasSpace = true
        }
        // Byte by byte: every special character is ASCII, and the non-ASCII spaces are
        // recognised by their UTF-8 bytes (U+0085, U+00A0: C2 85, C2 A0; U+2028, U+2029:
        // E2 80 A8, E2 80 A9). Other bytes are copied, so the text stays valid UTF-8.
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\\"): append("\\textbackslash{}")
            case UInt8(ascii: "{"): append("\\textbraceleft{}")
            case UInt8(ascii: "}"): append("\\textbraceright{}")
            case UInt8(ascii: "&"), UInt8(ascii: "%"), UInt8(ascii: "$"), UInt8(ascii: "#"),
                UInt8(ascii: "_"):
                result.append(UInt8(ascii: "\\"))
                result.append(byte)
                lastWasSpace = false
            case UInt8(ascii: "^"): append("\\textasciicircum{}")
            case UInt8(ascii: "~"): append("\\textasciitilde{}")
            case 0...0x20, 0x7F: space()
            case UInt8(ascii: "`"): append("\\textasciigrave{}")
            case UInt8(ascii: "-"), UInt8(ascii: "'"):
                // `--` and `''` are ligatures (dashes, a quote) in LaTeX: keep them as typed
                // by separating the pair with an empty group.
                if result.last == byte { append("{}") }
                result.append(byte)
                lastWasSpace = false
            case 0xC2 where index < bytes.count && (bytes[index] == 0x85 || bytes[index] == 0xA0):
                index += 1
                space()
            case 0xE2
            where index + 1 < bytes.count && bytes[index] == 0x80
                && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                index += 2
                space()
            default:
                result.append(byte)
                lastWasSpace = false
            }
        }
        while result.last == UInt8(ascii: " ") { result.removeLast() }
        return String(decoding: result, as: UTF8.self)
    }

    /// A DOI or arXiv identifier written verbatim (BibTeX styles print these fields with
    /// `\url`-like commands), or `nil` when it holds characters that do not belong in an
    /// identifier and could break the entry (braces, backslashes, spaces, controls).
    static func verbatim(_ identifier: String?) -> String? {
        guard let identifier, !identifier.isEmpty, identifier.count <= 300 else { return nil }
        let bad = identifier.unicodeScalars.contains { scalar in
            scalar.value <= 0x20 || scalar.value == 0x7F || scalar == "{" || scalar == "}"
                || scalar == "\\" || scalar == "\"" || scalar == "%" || scalar == "#"
        }
        return bad ? nil : identifier
    }

    /// The entry type from the venue: proceedings and workshops are `@inproceedings`, arXiv
    /// preprints and rows without a venue `@misc`, everything else `@article`.
    static func entryType(venue: String) -> (type: String, venueField: String?) {
        let lower = venue.lowercased()
        if lower.trimmingWhitespace().isEmpty { return ("misc", nil) }
        if lower.contains("arxiv") || lower.contains("preprint") {
            return ("misc", "howpublished")
        }
        let proceedings = [
            "proceedings", "conference", "workshop", "symposium", "proc.", "congress",
        ]
        if proceedings.contains(where: lower.contains) { return ("inproceedings", "booktitle") }
        return ("article", "journal")
    }

    /// One entry.
    static func entry(_ publication: Publication, key: String) -> String {
        let (type, venueField) = entryType(venue: publication.venue)
        var fields: [(String, String)] = [("title", escape(publication.title))]
        let authors = authorList(publication.authors)
        if !authors.isEmpty { fields.append(("author", authors)) }
        if let venueField { fields.append((venueField, escape(publication.venue))) }
        if let year = publication.year { fields.append(("year", String(year))) }
        let doi = verbatim(publication.doi)
        let arxiv = verbatim(publication.arxivID)
        if let doi { fields.append(("doi", doi)) }
        if let arxiv {
            fields.append(("eprint", arxiv))
            fields.append(("archiveprefix", "arXiv"))
        }
        if let doi,
            let path = doi.addingPercentEncoding(withAllowedCharacters: doiURLCharacters)
        {
            fields.append(("url", "https://doi.org/" + path))
        } else if let arxiv,
            let path = arxiv.addingPercentEncoding(withAllowedCharacters: doiURLCharacters)
        {
            fields.append(("url", "https://arxiv.org/abs/" + path))
        }
        if let citations = publication.citations {
            fields.append(("note", "Cited by \(citations)"))
        }
        let body = fields.map { "  \($0.0) = {\($0.1)}," }.joined(separator: "\n")
        return "@\(type){\(key),\n\(body)\n}\n"
    }

    /// Characters kept unencoded in the path of a DOI link.
    static let doiURLCharacters: CharacterSet = {
        var set = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        set.insert(charactersIn: "0123456789-._~/:;()")
        return set
    }()

    /// The author line as BibTeX `A and B and others`: Scholar separates authors with
    /// commas and ends a shortened list with `...`.
    static func authorList(_ authors: String) -> String {
        var names: [String] = []
        var truncated = false
        for part in authors.split(separator: ",") {
            let name = String(part).trimmingWhitespace()
            if name.isEmpty { continue }
            if name == "..." || name == "…" {
                truncated = true
                continue
            }
            var cleaned = name
            if cleaned.hasSuffix("...") { cleaned.removeLast(3) }
            if cleaned.hasSuffix("…") { cleaned.removeLast() }
            if cleaned != name { truncated = true }
            // " and " inside one name would split it: brace the word.
            var escaped = escape(cleaned.trimmingWhitespace())
            if escaped.contains(" and ") {
                escaped = escaped.replacing(" and ", with: " {and} ")
            }
            if !escaped.isEmpty { names.append(escaped) }
        }
        if truncated { names.append("others") }
        return names.joined(separator: " and ")
    }
}
