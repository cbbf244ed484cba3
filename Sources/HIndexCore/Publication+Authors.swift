import Foundation

/// How many authors a publication has, as far as the source's author line tells.
public enum AuthorCount: Sendable, Hashable, Codable {
    /// The source lists every author: exactly this many.
    case exact(Int)
    /// The source abbreviated the list (Google Scholar ends long lists with "..."): at least
    /// this many (the names shown plus one hidden).
    case atLeast(Int)

    /// The number used by the metrics: the exact count, or the smallest possible one.
    public var value: Int {
        switch self {
        case .exact(let count), .atLeast(let count): count
        }
    }

    /// Whether the count is only a lower bound.
    public var isLowerBound: Bool {
        if case .atLeast = self { return true }
        return false
    }
}

extension Publication {
    /// The largest author count read from an author line; longer lines are corrupt or
    /// hostile and are capped so sums cannot overflow.
    public static let maximumAuthorCount = 100_000

    /// The number of authors in `authors`, or `nil` when the source gives no author line.
    ///
    /// Names are separated by commas, semicolons or the word "and" (as in BibTeX); a line
    /// ending in an ellipsis ("...", "…") or a dangling comma is abbreviated, so the count is
    /// `.atLeast(names shown + 1)`.
    public var authorCount: AuthorCount? {
        if let counted = Self.asciiAuthorCount(authors) { return counted }
        return Self.generalAuthorCount(authors)
    }

    /// ``authorCount`` of an author line of ASCII and ``LatinText`` letters without carriage
    /// returns, read on its bytes (every separator, space and `" and "` among them is the
    /// `Character`, and the Foundation match, the general path finds; the letters are just
    /// part of a name); `.none` for any other line, `.some(nil)` when the line has no names.
    static func asciiAuthorCount(_ authors: String) -> AuthorCount?? {
        var authors = authors
        return authors.withUTF8 { bytes -> AuthorCount?? in
            for byte in bytes where byte == 0x0D { return .none }
            guard LatinText.isSimple(bytes) else { return .none }
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0C).contains(byte) }
            var lower = 0
            var upper = bytes.count
            func trim() {
                while lower < upper, isSpace(bytes[lower]) { lower += 1 }
                while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
            }
            trim()
            var abbreviated = false
            while true {
                let dot = UInt8(ascii: ".")
                if upper - lower >= 3, bytes[upper - 1] == dot, bytes[upper - 2] == dot,
                    bytes[upper - 3] == dot
                {
                    upper -= 3
                } else if upper > lower,
                    bytes[upper - 1] == UInt8(ascii: ",") || bytes[upper - 1] == UInt8(ascii: ";")
                {
                    upper -= 1
                } else {
                    break
                }
                abbreviated = true
                trim()
            }
            // Names end at `,`, `;` and " and " (left to right, not overlapping); a name
            // counts when it holds something other than whitespace.
            let and = Array(" and ".utf8)
            var count = 0
            var named = false
            var index = lower
            while index < upper {
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") {
                    if named { count += 1 }
                    named = false
                    index += 1
                } else if byte == 0x20, index + and.count <= upper,
                    bytes[index..<(index + and.count)].elementsEqual(and)
                {
                    if named { count += 1 }
                    named = false
                    index += and.count
                } else {
                    if !isSpace(byte) { named = true }
                    index += 1
                }
            }
            if named { count += 1 }
            count = min(count, maximumAuthorCount)
            if abbreviated { return .some(.atLeast(count + 1)) }
            return .some(count == 0 ? nil : .exact(count))
        }
    }

    /// ``authorCount`` through Foundation and `Character`s, for any author line.
    static func generalAuthorCount(_ authors: String) -> AuthorCount? {
        var line = authors.trimmingCharacters(in: .whitespacesAndNewlines)
        var abbreviated = false
        while true {
            if line.hasSuffix("...") {
                line.removeLast(3)
            } else if line.hasSuffix("…") || line.hasSuffix(",") || line.hasSuffix(";") {
                line.removeLast()
            } else {
                break
            }
            abbreviated = true
            line = line.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let names =
            line
            .replacingOccurrences(of: " and ", with: ",")
            .split(whereSeparator: { $0 == "," || $0 == ";" })
            .filter { !$0.allSatisfy(\.isWhitespace) }
        let count = min(names.count, Self.maximumAuthorCount)
        if abbreviated { return .atLeast(count + 1) }
        return count == 0 ? nil : .exact(count)
    }
}
