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
