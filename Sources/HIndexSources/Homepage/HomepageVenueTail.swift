import HIndexCore

/// Where a title that comes first in its entry runs into the venue: title-first lists (AMS,
/// ACM, hand-written mathematics lists) end a title with a comma, a question mark, or nothing
/// at all when the source breaks the line there (`AK-type stability theorems⏎European J.
/// Combin. 82 (2019)`), so a rule learned on the known entries may carry the journal, its
/// volume and its abbreviations into the titles of the others.
///
/// A tail is read as a venue when its words are a journal's: capitalized words, abbreviations
/// (`J.`, `Math.`, `Combin.`), connectives (`of`, `and`) and a volume, and it says so plainly —
/// it starts with an abbreviation or a venue word (`J. Comb. Theory`, `Journal of …`,
/// `Ph.D. Thesis`), or ends with a volume number after an abbreviation or a venue word. A tail
/// after a plain space must hold an abbreviation and end with a volume.
enum HomepageVenueTail {
    /// Words that name a kind of venue (normalized).
    static let venueNouns: Set<String> = [
        "journal", "proceedings", "proc", "transactions", "trans", "thesis", "annals", "bulletin",
        "letters", "review", "conference", "symposium", "workshop", "magazine", "notes",
        "lecture", "report", "series", "studies", "preprint", "arxiv", "vol", "volume",
    ]

    /// Lower-case words that may stand between the capitalized words of a venue.
    static let connectives: Set<String> = [
        "of", "and", "&", "in", "on", "the", "for", "de", "der", "des", "di", "la", "du", "und",
        "vol", "vol.", "no", "no.", "pp", "pp.",
    ]

    /// The kind of one word of a candidate tail.
    enum Kind { case abbreviation, capitalized, connective, number, other }

    /// Classifies a word (punctuation at its end other than a period ignored).
    static func kind(_ raw: Substring) -> Kind {
        var word = raw
        while let last = word.last, ",;:".contains(last) { word = word.dropLast() }
        guard let first = word.first else { return .other }
        if connectives.contains(word.lowercased()) { return .connective }
        if word.allSatisfy(\.isNumber) { return .number }
        if first.isNumber, word.contains(where: \.isNumber),
            word.allSatisfy({ $0.isNumber || $0 == "(" || $0 == ")" || $0 == "-" || $0 == "–" })
        {
            return .number
        }
        guard first.isUppercase else { return .other }
        // `J.`, `Math.`, `Combin.`, `Ph.D.`: capitalized, ending in a period, letters and
        // periods only.
        if word.hasSuffix("."), word.count <= 10,
            word.allSatisfy({ $0.isLetter || $0 == "." })
        {
            return .abbreviation
        }
        guard word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" || $0 == "’" }) else {
            return .other
        }
        return .capitalized
    }

    /// Whether the words of `tail` read as a venue; `plain` when nothing but a space separates
    /// it from the title (then it must hold an abbreviation and end with a volume).
    static func isVenue(_ tail: [Substring], plain: Bool) -> Bool {
        guard tail.count >= 1, tail.count <= 14 else { return false }
        let kinds = tail.map(kind)
        let normalized = tail.map { TitleNormalizer.normalize(String($0)) }
        let hasVenueNoun = normalized.contains { venueNouns.contains($0) }
        let hasAbbreviation = kinds.contains(.abbreviation)
        let endsWithVolume = kinds.last == .number
        // `in Horizons of Combinatorics`: a chapter's book.
        if !plain, normalized.first == "in", kinds.count >= 2, kinds[1] == .capitalized {
            return true
        }
        guard kinds.allSatisfy({ $0 != .other }), kinds.first != .connective,
            kinds.first != .number
        else { return false }
        if plain { return hasAbbreviation && endsWithVolume }
        if kinds.first == .abbreviation || venueNouns.contains(normalized.first ?? "") {
            return true
        }
        if endsWithVolume, hasAbbreviation || hasVenueNoun { return true }
        // `Combinatorics, Probability and Computing, 22`: a run of capitalized words ending in
        // a volume.
        return endsWithVolume && kinds.filter { $0 == .capitalized }.count >= 2
    }

    /// Where the venue starts in `title` (a character offset: the title ends before it), `nil`
    /// when no tail of it reads as a venue. The title keeps at least three words.
    static func start(in title: [Character]) -> Int? {
        let words = HomepageCitation.words(title, from: 0)
        guard words.count >= 4 else { return nil }
        for index in 3..<words.count {
            let previous = words[index - 1].text
            let tail = words[index...].map { Substring($0.text) }
            guard let last = previous.last else { continue }
            let plain: Bool
            if last == "," || last == "?" || last == "!" || last == ";" {
                plain = false
            } else if last.isLowercase || last.isNumber {
                plain = true
            } else {
                continue
            }
            if isVenue(Array(tail), plain: plain) {
                // A comma or semicolon goes with the venue; `?` and `!` stay with the title.
                return last == "," || last == ";" ? words[index - 1].end - 1 : words[index].start
            }
        }
        return nil
    }
}
