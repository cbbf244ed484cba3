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
        let comment = """
            @comment{Publications of \(BibTeXText.escape(report.entry.name)) that count toward \
            the h-index on this site (\(counted.count) of \(report.publications.count) rows \
            from \(BibTeXText.escape(sourceName))). \(omitted) excluded rows are omitted; \
            the CSV and JSON exports list every row with its role. Written by hindex-site.}


            """
        // One buffer for the whole file: entries are appended in place (each one the bytes of
        // `BibTeXText.entry`, which the tests hold it to).
        var output: [UInt8] = []
        output.reserveCapacity(comment.utf8.count + counted.count * 320)
        output.append(contentsOf: comment.utf8)
        var keys = BibTeXKeys()
        for item in counted {
            BibTeXText.appendEntry(
                item.publication, key: keys.next(for: item.publication), to: &output)
            output.append(UInt8(ascii: "\n"))
        }
        return Data(output)
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

    /// ``generalBase(for:)``, with the author part and the title word each read on the bytes
    /// when they can be (``authorPart(_:)``, ``titleWord(_:)``) and through `Character`s
    /// otherwise: an accented co-author or a non-ASCII word late in the title no longer sends
    /// the whole key down the general path.
    static func base(for publication: Publication) -> String {
        let author = authorPart(publication.authors) ?? generalAuthorPart(publication.authors)
        let word = titleWord(publication.title) ?? generalTitleWord(publication.title)
        return compose(author: author, year: publication.year, word: word)
    }

    /// ``base(for:)`` when the author line and the title are both ASCII, `nil` otherwise
    /// (kept for the tests: ``base(for:)`` reads more titles and author lines on the bytes).
    static func asciiBase(for publication: Publication) -> String? {
        guard publication.authors.utf8.allSatisfy({ $0 < 0x80 }),
            publication.title.utf8.allSatisfy({ $0 < 0x80 }),
            let author = authorPart(publication.authors), let word = titleWord(publication.title)
        else { return nil }
        return compose(author: author, year: publication.year, word: word)
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x61...0x7A).contains(byte)
    }

    /// The ASCII letters and digits of `bytes`, lower-cased.
    static func lowered(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var count = 0
            for byte in bytes where isAlphanumeric(byte) {
                buffer[count] = (0x41...0x5A).contains(byte) ? byte + 32 : byte
                count += 1
            }
            return count
        }
    }

    /// ``stopWords`` as bytes, for ``titleWord(_:)``.
    static let stopWordBytes: [[UInt8]] = stopWords.map { Array($0.utf8) }

    /// Whether the ASCII letters and digits `word` (all of them alphanumeric), lower-cased,
    /// are one of ``stopWords``.
    static func isStopWord(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard word.count <= 7 else { return false }  // "towards", the longest
        return stopWordBytes.contains { stop in
            stop.count == word.count
                && zip(stop, word).allSatisfy { $0 == ((0x41...0x5A).contains($1) ? $1 + 32 : $1) }
        }
    }

    /// ``generalAuthorPart(_:)`` over the bytes when the author line is ASCII and
    /// ``LatinText`` letters (where commas and whitespace are the `Character`s the general
    /// path splits at; the whitespace is the six ASCII spaces), `nil` otherwise. An ASCII
    /// surname is reduced on its bytes, an accented one by ``keyPart(_:)``.
    static func authorPart(_ authors: String) -> String? {
        var authors = authors
        return authors.withUTF8 { bytes -> String? in
            guard LatinText.isSimple(bytes) else { return nil }
            // The first non-empty comma-separated part, its last whitespace-separated word.
            var start = 0
            while start < bytes.count, bytes[start] == UInt8(ascii: ",") { start += 1 }
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
            var upper = end
            while upper > start, BibTeXText.isASCIIWhitespace(bytes[upper - 1]) { upper -= 1 }
            var lower = upper
            while lower > start, !BibTeXText.isASCIIWhitespace(bytes[lower - 1]) { lower -= 1 }
            let surname = bytes[lower..<upper]
            if surname.allSatisfy({ $0 < 0x80 }) { return lowered(surname) }
            return keyPart(String(decoding: UnsafeBufferPointer(rebasing: surname), as: UTF8.self))
        }
    }

    /// ``generalTitleWord(_:)`` over the bytes while the title is ASCII: the first
    /// significant word, when everything up to it and the byte after it are ASCII (a
    /// following non-ASCII byte could continue the word, or be a mark joining its last
    /// letter), or `"paper"` for an ASCII title without one; `nil` when a non-ASCII byte
    /// comes first.
    static func titleWord(_ title: String) -> String? {
        var title = title
        return title.withUTF8 { bytes -> String? in
            var index = 0
            while index < bytes.count {
                while index < bytes.count, !isAlphanumeric(bytes[index]) {
                    if bytes[index] >= 0x80 { return nil }
                    index += 1
                }
                var end = index
                while end < bytes.count, isAlphanumeric(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] >= 0x80 { return nil }
                if end > index, !isStopWord(bytes[index..<end]) {
                    return lowered(bytes[index..<end])
                }
                index = end
            }
            return "paper"
        }
    }

    /// The key base from its key parts: ``generalCompose(author:year:word:)``, on the bytes
    /// when both parts are ASCII letters and digits (one byte, one `Character`; as key parts
    /// always are).
    static func compose(author: String, year: Int?, word: String) -> String {
        guard author.utf8.allSatisfy(isAlphanumeric), word.utf8.allSatisfy(isAlphanumeric) else {
            return generalCompose(author: author, year: year, word: word)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24 + 4 + 24)
        if author.isEmpty || author.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            bytes.append(contentsOf: "anon".utf8)
        } else {
            bytes.append(contentsOf: author.utf8.prefix(24))
        }
        if let year {
            JSONValue.writeInt(min(max(year, 0), 9999), to: &bytes)
        } else {
            bytes.append(contentsOf: "nd".utf8)
        }
        bytes.append(contentsOf: word.utf8.prefix(24))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The key base from any key parts, through `Character`s.
    static func generalCompose(author: String, year: Int?, word: String) -> String {
        var author = author
        if author.isEmpty || author.allSatisfy(\.isNumber) { author = "anon" }
        let year = year.map { String(min(max($0, 0), 9999)) } ?? "nd"
        return String(author.prefix(24)) + year + String(word.prefix(24))
    }

    /// ``base(for:)`` over `Character`s, for any text: the definition the byte paths keep.
    static func generalBase(for publication: Publication) -> String {
        compose(
            author: generalAuthorPart(publication.authors), year: publication.year,
            word: generalTitleWord(publication.title))
    }

    /// The key part of the first author's surname: the last whitespace-separated word of the
    /// first non-empty comma-separated part.
    static func generalAuthorPart(_ authors: String) -> String {
        let firstAuthor = authors.split(separator: ",").first ?? ""
        let surname = firstAuthor.split(whereSeparator: \.isWhitespace).last.map(String.init)
        return keyPart(surname ?? "")
    }

    /// The key part of the first significant title word (not a stop word; later words are
    /// not looked at), or `"paper"`.
    static func generalTitleWord(_ title: String) -> String {
        title.split { !$0.isLetter && !$0.isNumber }.lazy
            .map { keyPart(String($0)) }
            .first { !$0.isEmpty && !stopWords.contains($0) } ?? "paper"
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
        escape(text, into: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends ``escape(_:)`` of `text` to `result`.
    static func escape(_ text: String, into result: inout [UInt8]) {
        var text = text
        text.withUTF8 { escape($0, into: &result) }
    }

    /// Appends ``escape(_:)`` of the UTF-8 `bytes` to `result`.
    static func escape(_ bytes: UnsafeBufferPointer<UInt8>, into result: inout [UInt8]) {
        let start = result.count
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
                if result.count > start, result.last == byte { append("{}") }
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
        while result.count > start, result.last == UInt8(ascii: " ") { result.removeLast() }
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
        asciiEntryType(venue: venue) ?? generalEntryType(venue: venue)
    }

    /// ``generalEntryType(venue:)`` on the bytes of an ASCII venue without carriage returns
    /// (where lower-casing, the whitespace `Character`s and substring search are per byte),
    /// `nil` for other venues.
    static func asciiEntryType(venue: String) -> (type: String, venueField: String?)? {
        var venue = venue
        return venue.withUTF8 { bytes -> (type: String, venueField: String?)? in
            var lower: [UInt8] = []
            lower.reserveCapacity(bytes.count)
            var blank = true
            for byte in bytes {
                guard byte < 0x80, byte != 0x0D else { return nil }
                lower.append((0x41...0x5A).contains(byte) ? byte + 32 : byte)
                if !isASCIIWhitespace(byte) { blank = false }
            }
            if blank { return ("misc", nil) }
            func contains(_ word: [UInt8]) -> Bool {
                guard word.count <= lower.count else { return false }
                for start in 0...(lower.count - word.count)
                where lower[start] == word[0]
                    && lower[start..<(start + word.count)].elementsEqual(word)
                {
                    return true
                }
                return false
            }
            if contains(arxivBytes) || contains(preprintBytes) { return ("misc", "howpublished") }
            if proceedingsWordBytes.contains(where: contains) {
                return ("inproceedings", "booktitle")
            }
            return ("article", "journal")
        }
    }

    private static let arxivBytes = Array("arxiv".utf8)
    private static let preprintBytes = Array("preprint".utf8)
    private static let proceedingsWordBytes = proceedingsWords.map { Array($0.utf8) }

    /// The entry type of any venue, through `String`s.
    static func generalEntryType(venue: String) -> (type: String, venueField: String?) {
        let lower = venue.lowercased()
        if lower.trimmingWhitespace().isEmpty { return ("misc", nil) }
        // `containsText`: Foundation's `contains` without bridging for ASCII venues.
        if lower.containsText("arxiv") || lower.containsText("preprint") {
            return ("misc", "howpublished")
        }
        if proceedingsWords.contains(where: lower.containsText) {
            return ("inproceedings", "booktitle")
        }
        return ("article", "journal")
    }

    /// Words of a venue that make an entry `@inproceedings`.
    static let proceedingsWords = [
        "proceedings", "conference", "workshop", "symposium", "proc.", "congress",
    ]

    /// Appends ``entry(_:key:)`` to `output` without building the entry's strings: the same
    /// fields in the same order, values escaped straight into the buffer.
    static func appendEntry(_ publication: Publication, key: String, to output: inout [UInt8]) {
        func append(_ text: String) { output.append(contentsOf: text.utf8) }
        func field(_ name: StaticString, _ write: (inout [UInt8]) -> Void) {
            append("  ")
            name.withUTF8Buffer { output.append(contentsOf: $0) }
            append(" = {")
            write(&output)
            append("},\n")
        }
        let (type, venueField) = entryType(venue: publication.venue)
        append("@")
        append(type)
        append("{")
        append(key)
        append(",\n")
        field("title") { escape(publication.title, into: &$0) }
        // The author field, taken back when the list has no name.
        let beforeAuthors = output.count
        append("  author = {")
        let namesStart = output.count
        appendAuthorList(publication.authors, to: &output)
        if output.count == namesStart {
            output.removeSubrange(beforeAuthors...)
        } else {
            append("},\n")
        }
        if let venueField {
            append("  ")
            append(venueField)
            append(" = {")
            escape(publication.venue, into: &output)
            append("},\n")
        }
        if let year = publication.year {
            field("year") { $0.append(contentsOf: String(year).utf8) }
        }
        let doi = verbatim(publication.doi)
        let arxiv = verbatim(publication.arxivID)
        if let doi { field("doi") { $0.append(contentsOf: doi.utf8) } }
        if let arxiv {
            field("eprint") { $0.append(contentsOf: arxiv.utf8) }
            append("  archiveprefix = {arXiv},\n")
        }
        if let doi,
            let path = doi.addingPercentEncoding(withAllowedCharacters: doiURLCharacters)
        {
            field("url") { $0.append(contentsOf: ("https://doi.org/" + path).utf8) }
        } else if let arxiv,
            let path = arxiv.addingPercentEncoding(withAllowedCharacters: doiURLCharacters)
        {
            field("url") { $0.append(contentsOf: ("https://arxiv.org/abs/" + path).utf8) }
        }
        if let citations = publication.citations {
            field("note") { $0.append(contentsOf: "Cited by \(citations)".utf8) }
        }
        append("}\n")
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

    /// Appends ``authorList(_:)`` to `output`: over the bytes when `authors` is ASCII and
    /// ``LatinText`` letters (commas, spaces and `" and "` are then the `Character`s the
    /// general path finds, escaping maps ASCII to ASCII without carriage returns and copies
    /// the letters, so the `" and "` search is a byte search), else through
    /// ``authorList(_:)``.
    static func appendAuthorList(_ authors: String, to output: inout [UInt8]) {
        var authors = authors
        let done = authors.withUTF8 { bytes -> Bool in
            guard LatinText.isSimple(bytes) else { return false }
            var truncated = false
            var first = true
            var name: [UInt8] = []
            var index = 0
            while index < bytes.count {
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
                defer { index = end + 1 }
                var lower = index
                var upper = end
                while lower < upper, isASCIIWhitespace(bytes[lower]) { lower += 1 }
                while upper > lower, isASCIIWhitespace(bytes[upper - 1]) { upper -= 1 }
                if lower == upper { continue }
                let dots =
                    upper - lower >= 3 && bytes[upper - 1] == UInt8(ascii: ".")
                    && bytes[upper - 2] == UInt8(ascii: ".")
                    && bytes[upper - 3] == UInt8(ascii: ".")
                if dots {
                    truncated = true
                    upper -= 3
                    if upper == lower { continue }
                    while upper > lower, isASCIIWhitespace(bytes[upper - 1]) { upper -= 1 }
                }
                name.removeAll(keepingCapacity: true)
                escape(UnsafeBufferPointer(rebasing: bytes[lower..<upper]), into: &name)
                if name.isEmpty { continue }
                if !first { output.append(contentsOf: " and ".utf8) }
                first = false
                appendBracingAnd(name, to: &output)
            }
            if truncated {
                if !first { output.append(contentsOf: " and ".utf8) }
                output.append(contentsOf: "others".utf8)
            }
            return true
        }
        if !done { output.append(contentsOf: authorList(authors).utf8) }
    }

    /// Appends `name` with each `" and "` (left to right, not overlapping) as `" {and} "`.
    static func appendBracingAnd(_ name: [UInt8], to output: inout [UInt8]) {
        let pattern: [UInt8] = Array(" and ".utf8)
        var index = 0
        while index < name.count {
            if name[index] == UInt8(ascii: " "), index + pattern.count <= name.count,
                name[index..<(index + pattern.count)].elementsEqual(pattern)
            {
                output.append(contentsOf: " {and} ".utf8)
                index += pattern.count
            } else {
                output.append(name[index])
                index += 1
            }
        }
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return: the ASCII characters
    /// `Character.isWhitespace` accepts.
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

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
            if escaped.containsText(" and ") {
                escaped = escaped.replacing(" and ", with: " {and} ")
            }
            if !escaped.isEmpty { names.append(escaped) }
        }
        if truncated { names.append("others") }
        return names.joined(separator: " and ")
    }
}
