/// The syntax of a BibTeX file: entries with their fields as raw (still LaTeX) text.
///
/// Follows BibTeX: text outside entries is ignored (`%` lines too), `@comment` and
/// `@preamble` are skipped, `@string` defines macros (the month names are predefined),
/// values are `{…}` with nested braces, `"…"` (a `"` inside braces or after a backslash does
/// not end it), numbers or macro names, joined with `#`. Entries may use `(…)` instead of
/// `{…}`. A malformed entry becomes a finding with its line and reading resumes at the next
/// line that starts with `@`.
///
/// Macros are expanded when they are defined, so expansion never recurses; what is bounded is
/// the size: one value may expand to at most ``maximumValueSize`` bytes and all macro
/// substitutions of a file together to ``maximumExpansion`` bytes. A file past either bound
/// (an `@string` doubling bomb) stops the reading with ``expansionFailure`` set.
struct BibTeXReader {
    /// The largest value, after macro expansion, in bytes (1 MiB; BibTeX itself stops at a
    /// few thousand characters).
    static let maximumValueSize = 1024 * 1024
    /// The most bytes all macro substitutions of one file may add together (4 MiB: a quarter
    /// of the largest file; at 64 MiB a 3 KB file of titles that each expand one 512 KiB
    /// macro kept the parser busy for minutes — found by fuzzing, Tests/Fuzz/Corpus/bibtex).
    static let maximumExpansion = 4 * 1024 * 1024

    /// One entry as written.
    struct RawEntry {
        /// The entry type, lowercased (`article`).
        var type: String
        /// The citation key.
        var key: String
        /// The line of the `@`.
        var line: Int
        /// Field names (lowercased) and raw values, in file order; the first of duplicate
        /// names wins.
        var fields: [String: String]
    }

    /// A syntax error at a byte offset; `fatal` stops the reading (a macro expansion past
    /// its bounds) instead of skipping to the next entry.
    private struct SyntaxError: Error {
        var offset: Int
        var message: String
        var fatal = false
    }

    /// Why reading stopped early: a value or the file's macro expansion grew past its bound.
    /// The reader's entries and findings are then incomplete.
    private(set) var expansionFailure: BibTeXFinding?
    /// The bytes macro substitutions have added so far.
    private var expandedBytes = 0

    private let bytes: [UInt8]
    private var position = 0
    private let lineStarts: [Int]
    private var macros: [String: String] = [
        "jan": "January", "feb": "February", "mar": "March", "apr": "April", "may": "May",
        "jun": "June", "jul": "July", "aug": "August", "sep": "September", "oct": "October",
        "nov": "November", "dec": "December",
    ]

    /// The entries read so far.
    private(set) var entries: [RawEntry] = []
    /// The problems found so far.
    private(set) var findings: [BibTeXFinding] = []

    init(text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line of a byte offset.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Reads the whole file.
    mutating func read() {
        while let at = nextEntryStart() {
            do throws(SyntaxError) {
                try readItem(at: at)
            } catch {
                let finding = BibTeXFinding(line: line(of: error.offset), message: error.message)
                if error.fatal {
                    expansionFailure = finding
                    return
                }
                findings.append(finding)
                position = nextLineStartingWithAt(after: at)
            }
        }
    }

    // MARK: - Between entries

    /// The offset of the next `@` that starts an item, skipping `%` comment lines; `nil` at
    /// the end. An `@` inside other text (an e-mail address) is skipped unless an entry type
    /// and an opening brace follow it.
    private mutating func nextEntryStart() -> Int? {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "%") {
                skipToEndOfLine()
                continue
            }
            if byte == UInt8(ascii: "@") {
                if atLineStart(position) || looksLikeEntry(at: position) { return position }
            }
            position += 1
        }
        return nil
    }

    /// Whether only spaces precede `offset` on its line.
    private func atLineStart(_ offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t")
                && bytes[index] != UInt8(ascii: "\r")
            {
                return false
            }
            index -= 1
        }
        return true
    }

    /// Whether `@name{` or `@name(` follows at `offset`.
    private func looksLikeEntry(at offset: Int) -> Bool {
        var index = offset + 1
        var sawName = false
        while index < bytes.count, Self.isIdentifier(bytes[index]) {
            sawName = true
            index += 1
        }
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return sawName && index < bytes.count
            && (bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "("))
    }

    /// The offset of the first `@` that begins a line after the line of `offset`.
    private func nextLineStartingWithAt(after offset: Int) -> Int {
        var lineIndex = line(of: offset)
        while lineIndex < lineStarts.count {
            var index = lineStarts[lineIndex]
            while index < bytes.count,
                bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
            {
                index += 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "@") { return index }
            lineIndex += 1
        }
        return bytes.count
    }

    // MARK: - Items

    private mutating func readItem(at start: Int) throws(SyntaxError) {
        position = start + 1
        let type = readIdentifier().lowercased()
        guard !type.isEmpty else {
            throw SyntaxError(offset: start, message: "expected an entry type after '@'")
        }
        skipSpace()
        guard position < bytes.count,
            bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "(")
        else {
            throw SyntaxError(offset: start, message: "expected '{' after @\(type)")
        }
        let closer = bytes[position] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ")")
        let opener = position
        position += 1
        switch type {
        case "comment", "preamble":
            try skipGroup(from: opener, closer: closer, what: "@\(type)")
        case "string":
            try readMacro(start: start, closer: closer)
        default:
            try readEntry(type: type, start: start, closer: closer)
        }
    }

    /// Skips to the closer that matches the opener at `opener`.
    private mutating func skipGroup(from opener: Int, closer: UInt8, what: String)
        throws(SyntaxError)
    {
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if closer == UInt8(ascii: ")") {
                if byte == closer { return }
                continue
            }
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return }
            }
        }
        throw SyntaxError(offset: opener, message: "\(what) is not closed (unbalanced braces)")
    }

    private mutating func readMacro(start: Int, closer: UInt8) throws(SyntaxError) {
        skipSpaceAndComments()
        let nameStart = position
        let name = readIdentifier().lowercased()
        guard !name.isEmpty else {
            throw SyntaxError(offset: nameStart, message: "@string: expected a macro name")
        }
        skipSpaceAndComments()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw SyntaxError(offset: position, message: "@string: expected '=' after `\(name)`")
        }
        position += 1
        let value = try readValue(field: name, entry: "@string")
        macros[name] = value
        skipSpaceAndComments()
        if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
            position += 1
            skipSpaceAndComments()
        }
        guard position < bytes.count, bytes[position] == closer else {
            throw SyntaxError(offset: start, message: "@string `\(name)` is not closed")
        }
        position += 1
    }

    private mutating func readEntry(type: String, start: Int, closer: UInt8) throws(SyntaxError) {
        skipSpaceAndComments()
        let keyStart = position
        while position < bytes.count, bytes[position] != UInt8(ascii: ","),
            bytes[position] != closer,
            !Self.isSpace(bytes[position])
        {
            position += 1
        }
        let key = String(decoding: bytes[keyStart..<position], as: UTF8.self)
        let label = key.isEmpty ? "@\(type) entry" : "entry `\(key)`"
        skipSpaceAndComments()
        var entry = RawEntry(type: type, key: key, line: line(of: start), fields: [:])
        if position < bytes.count, bytes[position] == closer {
            position += 1
            entries.append(entry)
            return
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else {
            throw SyntaxError(offset: position, message: "\(label): expected ',' after the key")
        }
        position += 1
        while true {
            skipSpaceAndComments()
            guard position < bytes.count else {
                throw SyntaxError(offset: start, message: "\(label) is not closed: missing '}'")
            }
            if bytes[position] == closer {
                position += 1
                entries.append(entry)
                return
            }
            let fieldStart = position
            let name = readIdentifier().lowercased()
            guard !name.isEmpty else {
                throw SyntaxError(
                    offset: fieldStart,
                    message: "\(label): expected a field name, found '\(character(at: fieldStart))'"
                )
            }
            skipSpaceAndComments()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw SyntaxError(
                    offset: position, message: "\(label): expected '=' after `\(name)`")
            }
            position += 1
            let value = try readValue(field: name, entry: label)
            if entry.fields[name] == nil {
                entry.fields[name] = value
            } else {
                findings.append(
                    BibTeXFinding(
                        line: line(of: fieldStart),
                        message: "\(label): duplicate field `\(name)` (the first one is used)"))
            }
            skipSpaceAndComments()
            guard position < bytes.count else {
                throw SyntaxError(offset: start, message: "\(label) is not closed: missing '}'")
            }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "@") && atLineStart(position) {
                throw SyntaxError(
                    offset: start,
                    message:
                        "\(label) is not closed before the next entry on line \(line(of: position)) (unbalanced braces?)"
                )
            } else if bytes[position] != closer {
                let hint =
                    Self.isIdentifier(bytes[position])
                    ? " (missing ',' before the next field?)" : ""
                throw SyntaxError(
                    offset: position,
                    message: "\(label): expected ',' or '}' after the value of `\(name)`\(hint)")
            }
        }
    }

    // MARK: - Values

    /// A value: pieces joined with `#`, macros replaced.
    private mutating func readValue(field: String, entry: String) throws(SyntaxError) -> String {
        var result = ""
        while true {
            skipSpaceAndComments()
            guard position < bytes.count else {
                throw SyntaxError(
                    offset: position, message: "\(entry): missing value of `\(field)`")
            }
            let start = position
            let byte = bytes[position]
            if byte == UInt8(ascii: "{") {
                result += try readDelimited(field: field, entry: entry, quoted: false)
            } else if byte == UInt8(ascii: "\"") {
                result += try readDelimited(field: field, entry: entry, quoted: true)
            } else if Self.isDigit(byte) {
                while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
                result += String(decoding: bytes[start..<position], as: UTF8.self)
            } else if Self.isIdentifier(byte) {
                let name = readIdentifier()
                if let value = macros[name.lowercased()] {
                    try checkExpansion(
                        adding: value.utf8.count, to: result, name: name, field: field,
                        entry: entry, at: start)
                    result += value
                } else {
                    findings.append(
                        BibTeXFinding(
                            line: line(of: start),
                            message: "\(entry): undefined @string macro `\(name)` in `\(field)`"))
                }
            } else {
                throw SyntaxError(
                    offset: start,
                    message:
                        "\(entry): expected a value for `\(field)`, found '\(character(at: start))'"
                )
            }
            skipSpaceAndComments()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "#") else {
                return result
            }
            position += 1
        }
    }

    /// Counts a macro substitution of `size` bytes into `result`; throws a fatal error when
    /// the value or the file's total expansion would pass its bound.
    private mutating func checkExpansion(
        adding size: Int, to result: String, name: String, field: String, entry: String,
        at offset: Int
    ) throws(SyntaxError) {
        expandedBytes += size
        let valueSize = result.utf8.count + size
        if valueSize > Self.maximumValueSize {
            throw SyntaxError(
                offset: offset,
                message:
                    "\(entry): the value of `\(field)` expands to more than "
                    + "\(Self.maximumValueSize) bytes at macro `\(name)` (an @string expansion "
                    + "bomb?); the file is not read",
                fatal: true)
        }
        if expandedBytes > Self.maximumExpansion {
            throw SyntaxError(
                offset: offset,
                message:
                    "\(entry): @string macros expand to more than \(Self.maximumExpansion) bytes "
                    + "in all at macro `\(name)` in `\(field)`; the file is not read",
                fatal: true)
        }
    }

    /// A `{…}` or `"…"` value without its delimiters.
    private mutating func readDelimited(field: String, entry: String, quoted: Bool)
        throws(SyntaxError) -> String
    {
        let open = position
        position += 1
        var depth = quoted ? 0 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth < 0 {
                    throw SyntaxError(
                        offset: position,
                        message: "\(entry): unbalanced '}' in the value of `\(field)`")
                }
                if depth == 0 && !quoted {
                    let value = String(decoding: bytes[(open + 1)..<position], as: UTF8.self)
                    position += 1
                    return value
                }
            } else if byte == UInt8(ascii: "\"") && quoted && depth == 0 {
                let value = String(decoding: bytes[(open + 1)..<position], as: UTF8.self)
                position += 1
                return value
            }
            position += 1
        }
        throw SyntaxError(
            offset: open,
            message: "\(entry): the value of `\(field)` is not closed (unbalanced braces or quotes)"
        )
    }

    // MARK: - Tokens

    private mutating func readIdentifier() -> String {
        let start = position
        while position < bytes.count, Self.isIdentifier(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipSpace() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    /// Skips whitespace and `%` comments (to the end of the line).
    private mutating func skipSpaceAndComments() {
        while position < bytes.count {
            if Self.isSpace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "%") {
                skipToEndOfLine()
            } else {
                return
            }
        }
    }

    private mutating func skipToEndOfLine() {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
    }

    /// The character at `offset` for messages ("end of file" past the end).
    private func character(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Characters of entry types, field names and macro names.
    private static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }
}
