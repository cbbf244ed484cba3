import HIndexCore

/// Author-list splitting over bytes: the same parts as ``HomepageText/unicodeAuthorParts(_:)``
/// for ASCII text and ``LatinText`` ("José Müller") without carriage returns, where every
/// `Character` is one scalar and every separator, space, `.` and `:` is the byte it looks
/// like, without the standard library's `Character`-level `replacing` or building a `String`
/// per part. Rule learning asks ``HomepageText/isAuthorList(_:)`` of every line of every
/// candidate item.
extension HomepageText {
    /// What ``unicodeAuthorParts(_:)`` turns into commas, in its order (each pass runs on the
    /// previous pass's result, left to right, without overlaps).
    static let authorSeparatorBytes: [[UInt8]] = [
        "et al.", "et al", " and ", " & ", ";", " und ", " et ",
    ].map { Array($0.utf8) }

    /// ``authorParts(_:)`` for ASCII or ``LatinText`` `text` without carriage returns, `nil`
    /// otherwise.
    static func asciiAuthorParts(_ text: String) -> [String]? {
        withASCIIAuthorParts(text) { bytes, parts in
            parts.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
    }

    /// ``isAuthorList(_:)`` for ASCII or ``LatinText`` `text` without carriage returns, `nil`
    /// otherwise. A part holding an accented letter is judged by the general name grammar.
    static func asciiIsAuthorList(_ text: String) -> Bool? {
        withASCIIAuthorParts(text) { bytes, parts in
            guard !parts.isEmpty else { return false }
            var named = 0
            for part in parts {
                let partBytes = UnsafeBufferPointer(rebasing: bytes[part])
                let isName =
                    partBytes.contains { $0 >= 0x80 }
                    ? unicodeIsPersonName(String(decoding: partBytes, as: UTF8.self))
                    : asciiIsPersonName(partBytes)
                if isName { named += 1 }
            }
            if parts.count == 1 { return named == 1 }
            return Double(named) >= 0.75 * Double(parts.count)
        }
    }

    /// Calls `body` with the separated bytes of `text` and the byte ranges of its author
    /// parts (trimmed, without "N more authors" and editor markers); `nil` without calling it
    /// when `text` holds a carriage return or a non-ASCII character other than a ``LatinText``
    /// letter.
    ///
    /// Lower-cased, those letters stay non-ASCII (`İ` becomes `i` and a combining dot, one
    /// `Character` that is no `i`) and bring no space, so a part holding one is neither an
    /// editor marker nor a "more authors" count word, in either path.
    static func withASCIIAuthorParts<Result>(
        _ text: String, _ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> Result
    ) -> Result? {
        var text = text
        guard
            var bytes = text.withUTF8({ source -> [UInt8]? in
                for byte in source where byte == 0x0D { return nil }
                guard LatinText.isSimple(source) else { return nil }
                return Array(source)
            })
        else { return nil }
        for pattern in authorSeparatorBytes { replaceWithComma(&bytes, pattern) }
        let start = bytes.starts(with: "and ".utf8) ? 4 : 0
        return bytes.withUnsafeBufferPointer { buffer in
            var parts: [Range<Int>] = []
            var index = start
            while index < buffer.count {
                var end = index
                while end < buffer.count, buffer[end] != UInt8(ascii: ",") { end += 1 }
                var lower = index
                var upper = end
                while lower < upper, isAuthorPartTrim(buffer[lower]) { lower += 1 }
                while upper > lower, isAuthorPartTrim(buffer[upper - 1]) { upper -= 1 }
                if lower < upper {
                    let part = UnsafeBufferPointer(rebasing: buffer[lower..<upper])
                    if !asciiIsMoreAuthors(part), !asciiIsEditorMarker(part) {
                        parts.append(lower..<upper)
                    }
                }
                index = end + 1
            }
            return body(buffer, parts)
        }
    }

    /// Replaces every occurrence of `pattern` (left to right, not overlapping) by a comma, in
    /// place: the text only shrinks, so the write position never passes the read position.
    static func replaceWithComma(_ bytes: inout [UInt8], _ pattern: [UInt8]) {
        guard let first = pattern.first, pattern.count <= bytes.count else { return }
        let count = bytes.count
        let length = pattern.count
        let kept = bytes.withUnsafeMutableBufferPointer { buffer in
            pattern.withUnsafeBufferPointer { needle -> Int in
                var read = 0
                var write = 0
                while read < count {
                    if buffer[read] == first, read + length <= count {
                        var matched = 1
                        while matched < length, buffer[read + matched] == needle[matched] {
                            matched += 1
                        }
                        if matched == length {
                            buffer[write] = UInt8(ascii: ",")
                            write += 1
                            read += length
                            continue
                        }
                    }
                    buffer[write] = buffer[read]
                    write += 1
                    read += 1
                }
                return write
            }
        }
        bytes.removeLast(count - kept)
    }

    /// What a part is trimmed of: whitespace, `.` and `:`.
    @inline(__always)
    static func isAuthorPartTrim(_ byte: UInt8) -> Bool {
        isASCIIWhitespace(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    /// ``isMoreAuthors(_:)`` over ASCII bytes: "7 more authors", "1 More Author".
    static func asciiIsMoreAuthors(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        var tokens: [Range<Int>] = []
        var index = 0
        while index < part.count {
            while index < part.count, part[index] == UInt8(ascii: " ") { index += 1 }
            var end = index
            while end < part.count, part[end] != UInt8(ascii: " ") { end += 1 }
            if end > index {
                tokens.append(index..<end)
                if tokens.count > 3 { return false }
            }
            index = end
        }
        guard tokens.count == 3 else { return false }
        func lowered(_ range: Range<Int>) -> [UInt8] { part[range].map(asciiLowercased) }
        return part[tokens[0]].allSatisfy { (0x30...0x39).contains($0) }
            && lowered(tokens[1]) == Array("more".utf8)
            && lowered(tokens[2]).starts(with: "author".utf8)
    }

    /// Whether the lower-cased ASCII `part` is one of ``editorMarkers``.
    static func asciiIsEditorMarker(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        guard part.count <= asciiEditorMarkerLength else { return false }
        return editorMarkers.contains(String(decoding: part.map(asciiLowercased), as: UTF8.self))
    }

    /// The longest editor marker, in bytes.
    static let asciiEditorMarkerLength = editorMarkers.map(\.utf8.count).max() ?? 0
}
