import Foundation
import HIndexCore

/// The thesis's filter for author searches: Scholar's `author:` operator also finds
/// namesakes and co-authors, so a result is kept only when its author line names the
/// scientist's surname (the last word of the name) as a whole word, ignoring case and
/// diacritics. Given names are not compared: Scholar abbreviates them ("Y Bengio").
public struct ScholarSurnameFilter: Sendable, Hashable {
    /// The surname's words, folded (`Zinn-Justin` → `zinn`, `justin`).
    public let surnameWords: [String]

    /// A filter for the author searched by `query` (see
    /// ``ScholarSearchRequests/authorName(from:)``).
    public init(query: String) {
        let name = ScholarSearchRequests.authorName(from: query)
        let surname = name.split(separator: " ").last.map(String.init) ?? ""
        surnameWords = Self.words(surname)
    }

    /// Whether `authorLine` names the surname as a whole word (every result is kept when
    /// the query has no surname).
    public func matches(_ authorLine: String) -> Bool {
        guard !surnameWords.isEmpty else { return true }
        let words = Self.words(authorLine)
        guard words.count >= surnameWords.count else { return false }
        for start in 0...(words.count - surnameWords.count)
        where Array(words[start..<start + surnameWords.count]) == surnameWords {
            return true
        }
        return false
    }

    /// The results whose author line names the surname, and how many were dropped.
    public func filter(_ results: [Publication]) -> (kept: [Publication], dropped: Int) {
        let kept = results.filter { matches($0.authors) }
        return (kept, results.count - kept.count)
    }

    /// Lower-cased, diacritic-free words (letters and digits) of `text`.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .lowercased()
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map(String.init)
    }
}
