import CLibXML2
import Foundation
import HIndexCore

/// Text handling shared by the API-response and file parsers: decoding bytes whatever their
/// encoding, and turning the bits of markup that sources leave in titles and venues
/// (`<i>…</i>`, `&amp;`, line breaks) into plain text.
enum SourceText {
    /// The bytes as text: UTF-8 (a byte-order mark is dropped), UTF-16 with a byte-order
    /// mark, and otherwise Windows-1252, the encoding of files saved by Windows tools that
    /// are not valid UTF-8 (Latin-1 text is Windows-1252 text).
    static func decode(_ data: Data) -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return String(decoding: bytes.dropFirst(3), as: UTF8.self)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let (low, high) =
                    littleEndian
                    ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return windows1252(bytes)
    }

    /// Windows-1252 bytes as text (bytes 0x80–0x9F per the Windows table, the rest as Latin-1).
    static func windows1252(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes {
            if (0x80...0x9F).contains(byte),
                let scalar = Unicode.Scalar(windows1252High[Int(byte - 0x80)])
            {
                scalars.append(scalar)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    /// Code points of Windows-1252 bytes 0x80–0x9F (undefined bytes map to the C1 control).
    private static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    /// Plain text from a value that may hold inline markup: tags such as `<i>`, `<sub>` or
    /// `<mml:math>` are dropped (their text kept), character references and HTML entities
    /// decoded, whitespace runs collapsed to one space and the result trimmed. A literal
    /// backslash-n before a space (arXiv titles imported with their line breaks escaped:
    /// "Cold\\n Starts") is a space too. Bidirectional and zero-width controls
    /// (``InvisibleControls``) are removed.
    static func plain(_ raw: String) -> String {
        var text = InvisibleControls.stripping(raw)
        if text.contains("\\n") { text = text.replacingOccurrences(of: "\\n ", with: " ") }
        if text.contains("<") { text = strippingTags(text) }
        if text.contains("&") { text = decodingEntities(text) }
        return collapsingWhitespace(text)
    }

    /// `plain(raw)`, or `nil` when that is empty.
    static func plainOrNil(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let text = plain(raw)
        return text.isEmpty ? nil : text
    }

    /// Whitespace runs (including no-break spaces and line breaks) as one space, trimmed.
    static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `text` without tags: a `<` followed by a letter, `/` or `!` up to the next `>` within
    /// 200 characters; any other `<` ("a < b") stays.
    private static func strippingTags(_ text: String) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "<", let end = tagEnd(in: text, from: index) {
                index = text.index(after: end)
                continue
            }
            output.append(character)
            index = text.index(after: index)
        }
        return output
    }

    private static func tagEnd(in text: String, from start: String.Index) -> String.Index? {
        let next = text.index(after: start)
        guard next < text.endIndex else { return nil }
        let first = text[next]
        guard first.isLetter || first == "/" || first == "!" else { return nil }
        var index = next
        var steps = 0
        while index < text.endIndex, steps < 200 {
            if text[index] == ">" { return index }
            if text[index] == "<" { return nil }
            index = text.index(after: index)
            steps += 1
        }
        return nil
    }

    /// `text` with `&name;`, `&#NNN;` and `&#xHH;` decoded; unknown references stay as written.
    static func decodingEntities(_ text: String) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "&",
                let semicolon = text[index...].prefix(34).firstIndex(of: ";")
            else {
                output.append(character)
                index = text.index(after: index)
                continue
            }
            let name = text[text.index(after: index)..<semicolon]
            if let decoded = entity(String(name)) {
                output.unicodeScalars.append(decoded)
                index = text.index(after: semicolon)
            } else {
                output.append(character)
                index = text.index(after: index)
            }
        }
        return output
    }

    /// The character a reference names (`amp`, `#233`, `#xE9`, any HTML entity name).
    static func entity(_ name: String) -> Unicode.Scalar? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        }
        if name.hasPrefix("#") {
            return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return nil
        }
        if name == "apos" { return "'" }
        let bytes = Array(name.utf8) + [0]
        let found = bytes.withUnsafeBufferPointer { buffer in
            htmlEntityLookup(buffer.baseAddress)
        }
        guard let found else { return nil }
        return Unicode.Scalar(found.pointee.value)
    }

    /// The first run of exactly four ASCII digits in `text` that reads as a plausible year.
    static func year(in text: String) -> Int? {
        for run in text.split(whereSeparator: { !($0.isASCII && $0.isNumber) }) where run.count == 4
        {
            if let value = Int(run), (1000...2999).contains(value) { return value }
        }
        return nil
    }

    /// The start of `text` on one line, at most `limit` characters, for error messages.
    static func excerpt(_ text: String, limit: Int = 80) -> String {
        let line = collapsingWhitespace(String(text.prefix(limit * 4)))
        return line.count > limit ? String(line.prefix(limit)) + "…" : line
    }
}
