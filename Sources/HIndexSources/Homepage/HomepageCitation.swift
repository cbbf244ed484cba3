import Foundation
import HIndexCore

/// A citation string with the inline elements that wrap parts of it (`<a>`, `<b>`, `<em>`).
struct HomepageCitationText {
    /// The visible text, whitespace collapsed.
    var characters: [Character] = []
    /// Character ranges of inline elements, with their tag names.
    var marks: [(range: Range<Int>, tag: String)] = []
    /// The entry's lines, when `<br>`s or block elements break it into two or more: character
    /// ranges holding a letter or digit, in order (empty for an entry written on one line).
    var lines: [Range<Int>] = []
    /// Where the line being read started (while the text is built).
    var lineStart = 0

    /// Ends the line being read at the current end of the text: kept when it holds a letter
    /// or digit, without the spaces at its ends.
    mutating func breakLine() {
        var lower = min(lineStart, characters.count)
        var upper = characters.count
        while lower < upper, characters[lower] == " " { lower += 1 }
        while upper > lower, characters[upper - 1] == " " { upper -= 1 }
        if characters[lower..<upper].contains(where: { $0.isLetter || $0.isNumber }) {
            lines.append(lower..<upper)
        }
        lineStart = characters.count
    }

    /// The text of a range, without the spaces and tabs at its ends.
    func string(_ range: Range<Int>) -> String {
        var clamped = range.clamped(to: 0..<characters.count)
        func isSpace(_ character: Character) -> Bool {
            character == " " || (character.isWhitespace && !character.isNewline)
        }
        while let first = clamped.first, isSpace(characters[first]) {
            clamped = (first + 1)..<clamped.upperBound
        }
        while let last = clamped.last, isSpace(characters[last]) {
            clamped = clamped.lowerBound..<last
        }
        return String(characters[clamped])
    }
}

extension StringProtocol {
    /// The text without the given characters at its ends (a Swift-native
    /// `trimmingCharacters(in:)` for the few ASCII separators the homepage code strips, on
    /// the hot path of rule learning).
    func trimming(_ set: Set<Character>) -> String {
        trimming { set.contains($0) }
    }

    /// The text without the characters that satisfy `strip` at its ends.
    func trimming(where strip: (Character) -> Bool) -> String {
        var start = startIndex
        var end = endIndex
        while start < end, strip(self[start]) { start = index(after: start) }
        while end > start, strip(self[index(before: end)]) { end = index(before: end) }
        return String(self[start..<end])
    }
}

/// The parts of one citation string.
struct HomepageCitationParts {
    /// The author list, as written.
    var authors: String
    /// The title.
    var title: String
    /// What follows the title (venue, pages, year), cleaned of link labels.
    var rest: String
}

/// Splits citation strings (`A. Author, B. Author. Title. Venue, 2020.`) into authors, title
/// and the rest, using the shapes people write them in: the author list is a run of person
/// names (initials, capitalized words, particles) separated by commas and "and", ended by a
/// period or colon — or by a comma before something that is not a name; the title is then a
/// quoted string, a link or emphasis starting there, or the sentence up to the next period.
enum HomepageCitation {
    /// Which comes first in the lists of this page.
    enum Order { case authorsFirst, titleFirst }

    /// Words that start a venue after a comma (`Title, Proceedings of …`).
    static let venueStarts: Set<String> = [
        "in", "proceedings", "proc", "actes", "journal", "revue", "ieee", "acm", "tutorial",
        "technical", "special", "workshop", "international", "conference", "symposium",
        "lecture", "lncs", "arxiv", "corr", "phd", "master", "habilitation", "thesis",
        "doctoral", "diploma", "poster", "invited", "keynote", "springer", "elsevier",
        "presented", "submitted", "accepted", "to", "under", "preprint", "abstract", "book",
        "chapter", "transactions", "annals", "advances", "letters", "nature", "science",
    ]

    /// Words that make a clause a venue when it also holds a year.
    static let venueWords: Set<String> = [
        "proceedings", "proc", "conference", "workshop", "symposium", "journal", "transactions",
        "congress", "colloque", "actes", "atelier", "revue", "review", "letters", "thesis",
        "these", "university", "universite", "universitat", "tutorial", "pp", "vol", "volume",
        "press", "springer", "elsevier", "ieee", "acm", "lncs", "arxiv", "corr", "preprint",
        "report", "book", "chapter", "edition", "magazine", "bulletin", "meeting", "seminar",
        "school", "in", "conjunction",
    ]

    /// Abbreviations that end with a period inside titles and venues.
    static let abbreviations: Set<String> = [
        "vs", "e.g", "i.e", "etc", "al", "dr", "mr", "mrs", "ms", "st", "no", "vol", "fig",
        "cf", "approx", "ca", "resp", "jr", "sr", "inc", "ltd", "co", "u.s", "u.k", "pp",
        "conf", "intl", "int", "natl", "dept", "univ", "symp", "assoc", "soc", "trans", "proc",
        "comput", "sci", "eng", "syst", "inf", "eds", "ed", "nat", "acad", "rev", "lett",
    ]

    /// Opening quote characters and their closing partners; the corner brackets quote titles
    /// in Japanese (「」 an article's, 『』 a book's or a journal's).
    static let quotes: [Character: Character] = [
        "\"": "\"", "“": "”", "„": "“", "«": "»", "»": "«", "‚": "‘", "‘": "’", "「": "」",
        "『": "』",
    ]

    // MARK: - Text with marks

    /// The citation text of an element: link labels ("[pdf]", "Download: …") left out,
    /// inline elements recorded.
    /// Text stops at the first element in `stops` (a nested item: the element's own citation
    /// ends there).
    static func text(of node: HTMLNode.Cursor, stoppingAt stops: Set<HTMLNode.Cursor> = [])
        -> HomepageCitationText
    {
        text(ofNodes: node.children, stoppingAt: stops)
    }

    /// The citation text of a run of sibling nodes (one line of a `<br>`-separated list).
    static func text(
        ofNodes nodes: some Sequence<HTMLNode.Cursor>, stoppingAt stops: Set<HTMLNode.Cursor> = []
    ) -> HomepageCitationText {
        var result = HomepageCitationText()
        append(nodes, stops: stops, to: &result)
        while result.characters.last == " " { result.characters.removeLast() }
        result.breakLine()
        if result.lines.count < 2 { result.lines = [] }
        return result
    }

    private static let markedTags: Set<String> = [
        "a", "b", "strong", "i", "em", "cite", "q", "span", "u", "font", "dfn",
    ]

    /// Appends the text of `nodes`; `true` when it stopped at an element of `stops`.
    @discardableResult
    private static func append(
        _ nodes: some Sequence<HTMLNode.Cursor>, stops: Set<HTMLNode.Cursor>,
        to result: inout HomepageCitationText
    ) -> Bool {
        for current in nodes {
            switch current.kind {
            case .text:
                guard let content = current.textContent else { continue }
                let decoded = HomepageText.decodingStrayEntities(content)
                for character in decoded {
                    if character.isWhitespace {
                        if let last = result.characters.last, last != " " {
                            result.characters.append(" ")
                        }
                    } else {
                        result.characters.append(character)
                    }
                }
            case .element:
                if stops.contains(current) { return true }
                let name = current.tagName
                if HomepagePage.invisible.contains(name) { continue }
                let isBlock = HomepagePage.blockTags.contains(name)
                if isBlock, let last = result.characters.last, last != " " {
                    result.characters.append(" ")
                }
                if isBlock { result.breakLine() }
                let text = current.text
                if !text.isEmpty, isDecoration(text) {
                    if let last = result.characters.last, last != " " {
                        result.characters.append(" ")
                    }
                    continue
                }
                let start = result.characters.count
                let stopped = append(current.children, stops: stops, to: &result)
                var lower = start
                while lower < result.characters.count, result.characters[lower] == " " {
                    lower += 1
                }
                var upper = result.characters.count
                while upper > lower, result.characters[upper - 1] == " " { upper -= 1 }
                if markedTags.contains(name), upper > lower {
                    result.marks.append((lower..<upper, name))
                }
                if isBlock, let last = result.characters.last, last != " " {
                    result.characters.append(" ")
                }
                if isBlock { result.breakLine() }
                if stopped { return true }
            case .other:
                continue
            }
        }
        return false
    }

    /// Link labels and download blocks next to a citation.
    static func isDecoration(_ text: String) -> Bool {
        let lowered = text.lowercased().trimmingCharacters(in: .whitespaces)
        if lowered.hasPrefix("download") { return true }
        return text.contains(where: \.isLetter) && HomepageText.isLinkLabel(text)
            && text.count <= 40
    }

    // MARK: - Splitting

    /// Splits a citation; `nil` when no title can be told apart.
    static func split(_ citation: HomepageCitationText, order: Order) -> HomepageCitationParts? {
        let characters = citation.characters
        let start = enumeratorEnd(characters)
        let words = self.words(characters, from: start)
        guard !words.isEmpty else { return nil }
        switch order {
        case .authorsFirst:
            // Names of scripts without spaces, run together with their own commas
            // (`孙轲，张文伟，李玉峰，等. Title[J].`), as GB/T 7714 and Japanese lists write them.
            if let end = cjkAuthorsEnd(characters, from: start),
                let title = title(in: citation, from: end + 1, afterComma: false)
            {
                return HomepageCitationParts(
                    authors: cleanAuthors(citation.string(start..<end)), title: title.text,
                    rest: cleanRest(citation.string(title.end..<characters.count)))
            }
            guard let authors = authorList(words) else {
                return split(citation, order: .titleFirst)
            }
            let titleStart = words[authors.nextWord].start
            guard let title = title(in: citation, from: titleStart, afterComma: authors.comma)
            else { return nil }
            let authorText = citation.string(start..<authors.end)
            return HomepageCitationParts(
                authors: cleanAuthors(authorText), title: title.text,
                rest: cleanRest(citation.string(title.end..<characters.count)))
        case .titleFirst:
            guard let title = title(in: citation, from: words[0].start, afterComma: false)
            else { return nil }
            var restStart = title.end
            var authorText = ""
            let restWords = self.words(characters, from: title.end)
            if let authors = authorList(restWords), authors.nextWord < restWords.count {
                let candidate = citation.string(title.end..<authors.end)
                if HomepageText.isAuthorList(candidate) {
                    authorText = candidate
                    restStart = restWords[authors.nextWord].start
                }
            }
            return HomepageCitationParts(
                authors: cleanAuthors(authorText), title: title.text,
                rest: cleanRest(citation.string(restStart..<characters.count)))
        }
    }

    /// Separators between names written without spaces: commas (ASCII, fullwidth), the
    /// ideographic comma, semicolons.
    static let cjkNameSeparators: Set<Character> = [",", "，", "、", ";", "；"]

    /// The position of the period (`.` or `．`) that ends an author list of names in a script
    /// without word spaces at `start` — two or more names of one to five letters without case
    /// (`孙轲`, `谢少荣*`), separated by ``cjkNameSeparators`` (with or without spaces), `等`
    /// ("et al.") last — followed by a space or the end; `nil` otherwise.
    static func cjkAuthorsEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start
        var names = 0
        while index < characters.count {
            while index < characters.count, characters[index] == " " { index += 1 }
            var letters = 0
            while index < characters.count, let scalar = characters[index].unicodeScalars.first,
                HomepageText.isOtherLetter(scalar)
            {
                letters += 1
                index += 1
            }
            guard (1...5).contains(letters) else { return nil }
            names += 1
            // Contribution marks after a name.
            while index < characters.count, "*†‡^#".contains(characters[index]) { index += 1 }
            while index < characters.count, characters[index] == " " { index += 1 }
            guard index < characters.count else { return nil }
            if characters[index] == "." || characters[index] == "．" {
                guard names >= 2, index + 1 == characters.count || characters[index + 1] == " "
                else { return nil }
                return index
            }
            guard cjkNameSeparators.contains(characters[index]) else { return nil }
            index += 1
        }
        return nil
    }

    /// Where a GB/T 7714 document-type code glued to the end of a title starts (`Title[J].`,
    /// `Title[C]//Proceedings`, `Title: CN1234.X[P].`, `[EB/OL]`) in `characters[begin..<end]`:
    /// one or two capitals, `/OL` for online works, in brackets, right after the title's last
    /// character. A patent's or a standard's number before the code (`: 202411673255.4[P]`)
    /// goes with it. `nil` when there is none.
    static func documentCodeStart(_ characters: [Character], from begin: Int, to end: Int)
        -> Int?
    {
        var index = max(begin + 1, 0)
        while index < min(end, characters.count) {
            defer { index += 1 }
            guard characters[index] == "[", characters[index - 1] != " " else { continue }
            var cursor = index + 1
            var capitals = 0
            while cursor < characters.count, characters[cursor].isASCII,
                characters[cursor].isUppercase
            {
                capitals += 1
                cursor += 1
            }
            if cursor + 3 <= characters.count,
                String(characters[cursor..<(cursor + 3)]) == "/OL"
            {
                cursor += 3
            }
            guard (1...2).contains(capitals), cursor < characters.count, characters[cursor] == "]"
            else { continue }
            // `Title: 202411673255.4[P]`: the number before the code is not the title's.
            var numberStart = index
            while numberStart > begin, characters[numberStart - 1] != " " { numberStart -= 1 }
            if numberStart - 2 >= begin, characters[numberStart - 1] == " ",
                characters[numberStart - 2] == ":" || characters[numberStart - 2] == "：",
                characters[numberStart..<index].contains(where: \.isNumber)
            {
                return numberStart - 2
            }
            return index
        }
        return nil
    }

    /// The end of a one-word label in brackets that precedes an entry — `(Invited)`,
    /// `[Keynote]`, `(Poster)` — followed by a space; `nil` when `start` holds none.
    static func labelEnd(_ characters: [Character], from start: Int) -> Int? {
        guard start < characters.count, characters[start] == "(" || characters[start] == "["
        else { return nil }
        let close: Character = characters[start] == "[" ? "]" : ")"
        var cursor = start + 1
        guard cursor < characters.count, characters[cursor].isUppercase else { return nil }
        while cursor < characters.count, cursor - start <= 13,
            characters[cursor].isLetter || characters[cursor] == "-"
        {
            cursor += 1
        }
        guard cursor - start >= 4, cursor + 1 < characters.count, characters[cursor] == close,
            characters[cursor + 1] == " "
        else { return nil }
        return cursor + 1
    }

    /// Where a leading list number (`[12]`, `12.`, `(3)`, `J4.`) or label (`(Invited)`) ends.
    static func enumeratorEnd(_ characters: [Character]) -> Int {
        var index = 0
        while index < characters.count, characters[index] == " " { index += 1 }
        let begin = index
        var end = index
        if end < characters.count, characters[end] == "[" || characters[end] == "(" {
            let close: Character = characters[end] == "[" ? "]" : ")"
            var cursor = end + 1
            while cursor < characters.count, cursor - end <= 8, characters[cursor] != close {
                cursor += 1
            }
            if cursor < characters.count, characters[cursor] == close,
                characters[(end + 1)..<cursor].contains(where: \.isNumber)
            {
                end = cursor + 1
            } else if let label = Self.labelEnd(characters, from: end) {
                end = label
            }
        } else {
            var cursor = end
            if cursor < characters.count, characters[cursor].isUppercase { cursor += 1 }
            let digits = cursor
            while cursor < characters.count, characters[cursor].isNumber { cursor += 1 }
            if cursor > digits, cursor < characters.count,
                characters[cursor] == "." || characters[cursor] == ")"
                    || characters[cursor] == ":",
                cursor + 1 < characters.count, characters[cursor + 1] == " "
            {
                end = cursor + 1
            }
        }
        guard end > begin else { return begin }
        while end < characters.count, characters[end] == " " { end += 1 }
        return end
    }

    /// A word of a citation with its character range.
    struct Word {
        let text: String
        let start: Int
        let end: Int
    }

    static func words(_ characters: [Character], from start: Int) -> [Word] {
        var words: [Word] = []
        var index = start
        while index < characters.count {
            while index < characters.count, characters[index] == " " { index += 1 }
            let begin = index
            while index < characters.count, characters[index] != " " { index += 1 }
            if index > begin {
                words.append(
                    Word(text: String(characters[begin..<index]), start: begin, end: index))
            }
        }
        return words
    }

    // MARK: - Author lists

    /// The end of the author list at the start of `words`: the character offset where the
    /// authors end, the first word after the list, and whether a comma ended it.
    struct AuthorList {
        let end: Int
        let nextWord: Int
        let comma: Bool
    }

    enum NameEnd { case comma, and, period, colon, editors, none }

    static func authorList(_ words: [Word]) -> AuthorList? {
        var index = 0
        var names = 0
        var afterComma: AuthorList?
        while index < words.count {
            if names > 0, words[index].text == "," || words[index].text == ";" {
                index += 1
                continue
            }
            if names > 0, isEditorMarker(words[index].text) {
                let end = afterComma?.end ?? words[index].start
                return AuthorList(end: end, nextWord: index + 1, comma: false)
            }
            guard let name = self.name(words, from: index) else { break }
            names += 1
            index = name.nextWord
            switch name.ending {
            case .comma:
                afterComma = AuthorList(end: name.end, nextWord: index, comma: true)
                if index < words.count, ["and", "&", "und"].contains(words[index].text) {
                    index += 1
                }
            case .and:
                afterComma = nil
            case .period, .colon, .editors:
                guard index < words.count else { return nil }
                return AuthorList(end: name.end, nextWord: index, comma: false)
            case .none:
                index = words.count
            }
        }
        guard let afterComma, afterComma.nextWord < words.count else { return nil }
        return afterComma
    }

    static func isEditorMarker(_ word: String) -> Bool {
        var core = word
        while let last = core.last, ".:,;".contains(last) { core.removeLast() }
        let lowered = core.lowercased()
        if lowered.hasPrefix("("), lowered.hasSuffix(")") {
            let inner = lowered.dropFirst().dropLast().trimmingCharacters(
                in: .punctuationCharacters)
            return ["ed", "eds", "editor", "editors", "hrsg", "dir", "dirs"].contains(inner)
        }
        if ["eds", "editors", "editor", "hrsg"].contains(lowered) { return true }
        return core == "ed" && word.hasPrefix("ed.")
    }

    /// A year in parentheses after the authors (`Park (2015).`).
    static func isParenthesizedYear(_ word: String) -> Bool {
        var core = word
        while let last = core.last, ".:,;".contains(last) { core.removeLast() }
        guard core.hasPrefix("("), core.hasSuffix(")") else { return false }
        return !HomepageText.years(in: core).isEmpty && core.count <= 8
    }

    /// One person name starting at `start`: where it ends, the next word, and how it ended.
    static func name(_ words: [Word], from start: Int) -> (
        end: Int, nextWord: Int, ending: NameEnd
    )? {
        var index = start
        var count = 0
        var capitalized = 0
        var cjk = 0
        // Initials written without periods so far (`Low K H.`, GB/T 7714 and Vancouver).
        var bareInitials = 0
        func accept() -> Bool { count >= 2 || cjk == 1 }
        while index < words.count {
            let raw = words[index].text
            var core = raw
            var trail = ""
            while let last = core.last, last == "," || last == ":" || last == ";" {
                trail = String(last) + trail
                core.removeLast()
            }
            // "et al." closes the list.
            if core == "et", index + 1 < words.count, words[index + 1].text.hasPrefix("al") {
                guard count >= 1 else { return nil }
                let tail = words[index + 1].text
                let ending: NameEnd =
                    tail.hasSuffix(",") ? .comma : tail.hasSuffix(":") ? .colon : .period
                return (words[index + 1].end, index + 2, ending)
            }
            if count > 0, isEditorMarker(raw) || isParenthesizedYear(raw) {
                return accept() ? (words[index - 1].end, index + 1, .editors) : nil
            }
            if core == ":" || core.isEmpty {
                return count > 0 && accept() ? (words[index - 1].end, index + 1, .colon) : nil
            }
            let endsWithPeriod = core.hasSuffix(".")
            let kind = HomepageText.nameWordKind(
                endsWithPeriod && !HomepageText.isInitial(core) ? String(core.dropLast()) : core)
            switch kind {
            case .other:
                if count > 0, accept() { return (words[index - 1].end, index, .none) }
                return nil
            case .capitalized: capitalized += 1
            case .cjk: cjk += 1
            case .initial, .upper, .particle: break
            }
            count += 1
            guard count <= 6 else { return nil }
            let wordEnd = words[index].start + core.count
            if kind == .initial, !endsWithPeriod { bareInitials += 1 }
            // `Low K H. Title`: where a surname's initials go without periods, a period after
            // the last one ends the list (it is no initial's period).
            if kind == .initial, endsWithPeriod, bareInitials > 0, capitalized > 0,
                trail.isEmpty, core.count == 2
            {
                return (wordEnd - 1, index + 1, .period)
            }
            if trail.hasPrefix(",") || trail.hasPrefix(";") {
                return accept() && capitalized + cjk > 0 ? (wordEnd, index + 1, .comma) : nil
            }
            if trail.hasPrefix(":") {
                return accept() && capitalized + cjk > 0 ? (wordEnd, index + 1, .colon) : nil
            }
            if endsWithPeriod, index + 1 >= words.count || !isNameWord(words[index + 1].text) {
                // "Lamine Ba. Veracity of …": the list ends here, whatever "Ba." looked like.
                return accept() && capitalized + cjk > 0
                    ? (wordEnd - 1, index + 1, .period) : nil
            }
            if endsWithPeriod, kind != .initial {
                // "Ma. Aurora Hernandez," is a name going on; "Ren. Title …" ends the list.
                if core.count <= 4, continuesName(words, from: index + 1) {
                    index += 1
                    continue
                }
                return accept() && capitalized + cjk > 0
                    ? (wordEnd - 1, index + 1, .period) : nil
            }
            index += 1
            guard index < words.count else { return nil }
            let next = words[index].text
            if ["and", "&", "und"].contains(next) {
                return accept() && capitalized + cjk > 0 ? (wordEnd, index + 1, .and) : nil
            }
            if next == ":" {
                return accept() && capitalized + cjk > 0 ? (wordEnd, index + 1, .colon) : nil
            }
        }
        return nil
    }

    /// Whether a word can be part of a person name.
    static func isNameWord(_ word: String) -> Bool {
        var core = word
        while let last = core.last, ",;:".contains(last) { core.removeLast() }
        if core.hasSuffix("."), !HomepageText.isInitial(core) { core.removeLast() }
        if ["and", "&", "und", "et"].contains(core) { return true }
        return HomepageText.nameWordKind(core) != .other
    }

    /// Whether the words from `start` are the rest of a name (up to three name words) followed
    /// by a comma or "and".
    static func continuesName(_ words: [Word], from start: Int) -> Bool {
        var index = start
        while index < words.count, index - start < 3 {
            var core = words[index].text
            let hasComma = core.hasSuffix(",")
            while let last = core.last, last == "," || last == ";" { core.removeLast() }
            switch HomepageText.nameWordKind(core) {
            case .other: return false
            default: break
            }
            if hasComma { return true }
            index += 1
        }
        return false
    }

    // MARK: - Titles

    /// The title starting at `start` (quotes, an element starting there, or the sentence).
    static func title(
        in citation: HomepageCitationText, from start: Int, afterComma: Bool
    ) -> (text: String, end: Int)? {
        let characters = citation.characters
        var begin = start
        while begin < characters.count, characters[begin] == " " { begin += 1 }
        guard begin < characters.count else { return nil }

        // A quoted title.
        if let close = quotes[characters[begin]] {
            var cursor = begin + 1
            while cursor < characters.count, characters[cursor] != close { cursor += 1 }
            if cursor < characters.count, cursor - begin > 3 {
                let text = clean(citation.string((begin + 1)..<cursor))
                if text.split(separator: " ").count >= 2 || HomepageText.isTitleLike(text) {
                    return (text, cursor + 1)
                }
            }
        }
        // A quoted title whose closing quote is not its opening's partner (hand-written
        // lists drift: `"Title,''`, ``` ``Title,'' ```, `"Title”`).
        if HomepageGlyph.quotationMarks.contains(characters[begin]),
            let close = driftingCloseQuote(characters, from: begin)
        {
            var inner = begin
            while inner < close, HomepageGlyph.quotationMarks.contains(characters[inner]) {
                inner += 1
            }
            let text = clean(citation.string(inner..<close))
            if text.split(separator: " ").count >= 2 || HomepageText.isTitleLike(text) {
                var after = close
                while after < characters.count,
                    HomepageGlyph.quotationMarks.contains(characters[after])
                {
                    after += 1
                }
                return (text, after)
            }
        }
        // An element that starts where the title starts (a link, bold or italic title).
        if let mark = citation.marks.first(where: {
            $0.range.lowerBound >= begin && $0.range.lowerBound <= begin + 1
        }) {
            let text = clean(citation.string(mark.range))
            let wordCount = text.split(separator: " ").count
            if wordCount >= 2 || wordCount == 1 && HomepageText.isTitleLike(text),
                !HomepageText.isAuthorList(text) || wordCount > 6
            {
                return (text, mark.range.upperBound)
            }
        }
        // The sentence, or the title up to a GB/T 7714 document code inside it.
        var end = sentenceEnd(citation, from: begin, afterComma: afterComma)
        if let code = documentCodeStart(characters, from: begin, to: end.title + 1) {
            end = (code, code)
        }
        let text = clean(citation.string(begin..<end.title))
        guard !text.isEmpty else { return nil }
        return (text, end.rest)
    }

    /// Whether an italic element at `range`, after a title that starts at `titleStart`, can be
    /// the venue. Not when it sits inside an element that starts with the title (`<a>Fleas
    /// <i>Daphnia pulex</i></a>`) or inside parentheses (`(<i>Chen caerulescens</i>)`):
    /// species, genes and book titles are set in italics inside titles, and a venue is never
    /// in parentheses. (A venue may follow the title without any punctuation: `… data
    /// <em>EGU General Assembly</em>`.)
    static func mayBeVenue(
        _ range: Range<Int>, in citation: HomepageCitationText, titleStart: Int
    ) -> Bool {
        let characters = citation.characters
        if citation.marks.contains(where: {
            titleMarkTags.contains($0.tag) && abs($0.range.lowerBound - titleStart) <= 1
                && $0.range.lowerBound < range.lowerBound && $0.range.upperBound >= range.upperBound
        }) {
            return false
        }
        var before = range.lowerBound - 1
        while before >= 0, characters[before] == " " { before -= 1 }
        guard before >= 0 else { return true }
        return characters[before] != "(" && characters[before] != "["
    }

    /// Inline elements that wrap a title (a link, bold), unlike the containers `span` and
    /// `font` that may wrap a whole entry.
    static let titleMarkTags: Set<String> = ["a", "b", "strong", "u", "q", "dfn"]

    /// The closing quote of a quotation opened at `begin` (one or two quote characters), when
    /// it is any quotation mark rather than the opening's partner: a quote right after a
    /// character that is not a space, not followed by a lower-case letter; a single
    /// apostrophe-like quote (`'`, `’`) only doubled or after punctuation (`corona,'`), so that
    /// `Newton's` and `authors’ model` do not close it. `nil` when none follows.
    static func driftingCloseQuote(_ characters: [Character], from begin: Int) -> Int? {
        var index = begin
        while index < characters.count, HomepageGlyph.quotationMarks.contains(characters[index]) {
            index += 1
        }
        let opened = index
        while index < characters.count {
            defer { index += 1 }
            let character = characters[index]
            guard HomepageGlyph.quotationMarks.contains(character), index > opened + 3,
                characters[index - 1] != " "
            else { continue }
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if let next, next.isLowercase { continue }
            if character == "'" || character == "’" || character == "`" {
                let doubled = next == "'" || next == "’"
                let afterPunctuation = ",.?!".contains(characters[index - 1])
                guard doubled || afterPunctuation else { continue }
            }
            return index
        }
        return nil
    }

    /// Where a title that starts at `begin` ends (`title`, exclusive) and where the rest starts.
    static func sentenceEnd(
        _ citation: HomepageCitationText, from begin: Int, afterComma _: Bool
    ) -> (title: Int, rest: Int) {
        let characters = citation.characters
        // Words are counted as the scan goes (``wordCount(_:_:)`` of `begin..<index`, which
        // is what the conditions below ask): counting each prefix again made a 6,000-character
        // entry (a 300-author list) cost seconds.
        func startsWord(_ position: Int) -> Bool {
            characters[position] != " " && (position == begin || characters[position - 1] == " ")
        }
        // Emphasis after a few words is the venue (`Title <em>Journal</em>`): an element
        // that starts after the third word's first character.
        var thirdWord: Int?
        var seen = 0
        for position in max(0, begin)..<characters.count where startsWord(position) {
            seen += 1
            if seen == 3 {
                thirdWord = position
                break
            }
        }
        let venueMark = citation.marks.first { mark in
            ["em", "i", "cite"].contains(mark.tag) && mark.range.lowerBound > begin
                && thirdWord.map { mark.range.lowerBound > $0 } ?? false
                && mayBeVenue(mark.range, in: citation, titleStart: begin)
        }
        let limit = venueMark?.range.lowerBound ?? characters.count
        var index = begin
        var words = 0
        while index < limit {
            let character = characters[index]
            let atBreak = index + 1 >= characters.count || characters[index + 1] == " "
            if character == "?" || character == "!", atBreak, words >= 1 {
                return (index + 1, index + 1)
            }
            if character == ".", atBreak, !isAbbreviation(characters, before: index), words >= 1 {
                return (index, index + 1)
            }
            if character == ",", atBreak, index + 2 < characters.count, words >= 2 {
                let next = nextWord(characters, from: index + 1)
                let lowered = next.lowercased().trimmingCharacters(in: .punctuationCharacters)
                if let first = next.first, first.isUppercase || first == "(",
                    venueStarts.contains(lowered) && first.isUppercase
                        || isVenueClause(characters, from: index + 1, limit: limit)
                {
                    return (index, index + 1)
                }
            }
            if startsWord(index) { words += 1 }
            index += 1
        }
        return (limit, limit)
    }

    /// The longest clause ``isVenueClause(_:from:limit:)`` reads: real venues with their
    /// volume, pages and place stay well under it (the longest among the pages the tests read
    /// is 156 characters), and a clause that runs on is an author list or prose. Without the bound,
    /// every comma of a 300-author list read the rest of the list again.
    static let maximumVenueClause = 400

    /// Whether the clause from `start` to the end of its sentence reads as a venue: it holds a
    /// year, and a venue word or at most six words before that year (`Computers &
    /// Geosciences, 2015`, `HILDA workshop in conjunction with SIGMOD 2019`).
    static func isVenueClause(_ characters: [Character], from start: Int, limit: Int) -> Bool {
        var end = start
        while end < limit {
            guard end - start < maximumVenueClause else { return false }
            let character = characters[end]
            if character == ".", end + 1 >= characters.count || characters[end + 1] == " ",
                !isAbbreviation(characters, before: end)
            {
                break
            }
            end += 1
        }
        let clause = String(characters[start..<end])
        guard HomepageText.years(in: clause).first != nil else { return false }
        let words = TitleNormalizer.normalize(clause).split(separator: " ")
        if words.contains(where: { venueWords.contains(String($0)) }) { return true }
        guard let yearIndex = words.firstIndex(where: { $0.count == 4 && Int($0) != nil })
        else { return false }
        return yearIndex <= 6
    }

    static func wordCount(_ characters: [Character], _ range: Range<Int>) -> Int {
        String(characters[range.clamped(to: 0..<characters.count)]).split(separator: " ").count
    }

    static func nextWord(_ characters: [Character], from start: Int) -> String {
        var index = start
        while index < characters.count, characters[index] == " " { index += 1 }
        let begin = index
        while index < characters.count, characters[index] != " " { index += 1 }
        return String(characters[begin..<index])
    }

    /// Whether the period at `index` ends an abbreviation or initial rather than a sentence.
    static func isAbbreviation(_ characters: [Character], before index: Int) -> Bool {
        var begin = index
        while begin > 0, characters[begin - 1] != " " { begin -= 1 }
        let word = String(characters[begin..<index])
        if word.isEmpty { return false }
        let lowered = word.lowercased().trimmingCharacters(in: .punctuationCharacters)
        if abbreviations.contains(lowered) { return true }
        // A single capital ("J. Smith") when another initial or a capitalized name follows.
        if word.count == 1, let first = word.first, first.isUppercase {
            let next = nextWord(characters, from: index + 1)
            return next.count <= 3 && next.hasSuffix(".")
        }
        return false
    }

    /// A title without surrounding quotes, spaces and trailing separators.
    ///
    /// Quotes go only when they wrap the title or have no partner in it, so a title that
    /// starts with a quotation (`“Where are the fish?” Acoustic surveys`) keeps its quotes.
    static func clean(_ title: String) -> String {
        let separators: Set<Character> = [" ", ",", ";", ":"]
        func trimmed(_ text: String) -> String {
            var text = text.trimming(separators)
            while text.hasSuffix(".") && !text.hasSuffix("..") { text.removeLast() }
            // The period closing what came before (`(2019). Title` cut after the `)`).
            while text.hasPrefix(". ") { text = text.dropFirst(2).trimming(separators) }
            return text.trimming(separators)
        }
        var text = trimmed(title)
        while let first = text.first, let last = text.last {
            let closing = quotes[first]
            let openings = quotes.filter { $0.value == last }.map(\.key)
            if text.count >= 2, let closing, closing == last {
                text = trimmed(String(text.dropFirst().dropLast()))
            } else if let closing, !text.dropFirst().contains(closing) {
                text = trimmed(String(text.dropFirst()))
            } else if !openings.isEmpty, closing == nil,
                !text.dropLast().contains(where: { openings.contains($0) })
            {
                text = trimmed(String(text.dropLast()))
            } else if first == "'" || first == "’" || last == "'" {
                // Lone apostrophes at the edges are quote marks here, not part of a word.
                let dropped = text.trimming(["'", "’"])
                if dropped == text { break }
                text = trimmed(dropped)
            } else {
                break
            }
        }
        return text
    }

    /// An author list without editor markers and trailing separators.
    static func cleanAuthors(_ authors: String) -> String {
        asciiCleanAuthors(authors) ?? unicodeCleanAuthors(authors)
    }

    /// ``cleanAuthors(_:)`` of ASCII or ``LatinText`` text without carriage returns, on its
    /// bytes (there every `Character` is one scalar, and every space, separator and mark
    /// looked at is one byte; a word holding an accented letter is no editor marker in either
    /// path); `nil` for any other text.
    static func asciiCleanAuthors(_ authors: String) -> String? {
        var authors = authors
        return authors.withUTF8 { bytes -> String? in
            guard !bytes.contains(0x0D), LatinText.isSimple(bytes) else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var kept = 0
            for word in bytes.split(separator: UInt8(ascii: " ")) {
                if mayBeEditorMarker(word),
                    isEditorMarker(String(decoding: word, as: UTF8.self))
                {
                    continue
                }
                // Contribution marks glued to names: `Tancik*`, `Dao'`, kept separators after.
                var end = word.endIndex
                while end > word.startIndex,
                    word[end - 1] == UInt8(ascii: ",") || word[end - 1] == UInt8(ascii: ";")
                {
                    end -= 1
                }
                var coreEnd = end
                while coreEnd - word.startIndex > 1,
                    word[coreEnd - 1] == UInt8(ascii: "'") || word[coreEnd - 1] == UInt8(ascii: "*")
                {
                    coreEnd -= 1
                }
                if kept > 0 { output.append(UInt8(ascii: " ")) }
                kept += 1
                output += word[word.startIndex..<coreEnd]
                output += word[end..<word.endIndex]
            }
            // `, ,` replaced by `,` (left to right, without overlaps) until there is none.
            while let first = Self.firstCommaSpaceComma(in: output) {
                var replaced: [UInt8] = Array(output[..<first])
                replaced.reserveCapacity(output.count)
                var index = first
                while index < output.count {
                    if index + 2 < output.count, output[index] == UInt8(ascii: ","),
                        output[index + 1] == UInt8(ascii: " "),
                        output[index + 2] == UInt8(ascii: ",")
                    {
                        replaced.append(UInt8(ascii: ","))
                        index += 3
                    } else {
                        replaced.append(output[index])
                        index += 1
                    }
                }
                output = replaced
            }
            func strip(_ byte: UInt8) -> Bool {
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
                    || byte == UInt8(ascii: ":")
            }
            var start = 0
            var end = output.count
            while start < end, strip(output[start]) { start += 1 }
            while end > start, strip(output[end - 1]) { end -= 1 }
            if end - start >= 4, output[(end - 4)..<end].elementsEqual(" and".utf8) {
                end -= 4
                while start < end, strip(output[start]) { start += 1 }
                while end > start, strip(output[end - 1]) { end -= 1 }
            }
            return String(decoding: output[start..<end], as: UTF8.self)
        }
    }

    /// Where `, ,` first occurs in `bytes`.
    private static func firstCommaSpaceComma(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 3 else { return nil }
        for index in 0...(bytes.count - 3)
        where bytes[index] == UInt8(ascii: ",") && bytes[index + 1] == UInt8(ascii: " ")
            && bytes[index + 2] == UInt8(ascii: ",")
        {
            return index
        }
        return nil
    }

    /// Whether an ASCII word can be an editor marker (``isEditorMarker(_:)``): every marker
    /// holds `ed`, `hrsg` or `dir` in some case.
    private static func mayBeEditorMarker(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var previous: UInt8 = 0
        var twoBack: UInt8 = 0
        var threeBack: UInt8 = 0
        for byte in word {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if previous == UInt8(ascii: "e") && lower == UInt8(ascii: "d") { return true }
            if twoBack == UInt8(ascii: "d") && previous == UInt8(ascii: "i")
                && lower == UInt8(ascii: "r")
            {
                return true
            }
            if threeBack == UInt8(ascii: "h") && twoBack == UInt8(ascii: "r")
                && previous == UInt8(ascii: "s") && lower == UInt8(ascii: "g")
            {
                return true
            }
            threeBack = twoBack
            twoBack = previous
            previous = lower
        }
        return false
    }

    /// An author list without editor markers and trailing separators, over `Character`s.
    static func unicodeCleanAuthors(_ authors: String) -> String {
        var words = authors.split(separator: " ").map(String.init)
        words.removeAll { isEditorMarker($0) }
        // Contribution marks glued to names: `Dao'`, `Tancik*`, `Smith†,`.
        words = words.map { word in
            var core = word
            var trail = ""
            while let last = core.last, ",;".contains(last) {
                trail = String(last) + trail
                core.removeLast()
            }
            while let last = core.last, "'’*†‡§¹²³".contains(last), core.count > 1 {
                core.removeLast()
            }
            return core + trail
        }
        var text = words.joined(separator: " ")
        while text.containsText(", ,") { text = text.replacingOccurrences(of: ", ,", with: ",") }
        let strip: Set<Character> = [" ", ",", ";", ":"]
        text = text.trimming(strip)
        if text.hasSuffix(" and") { text.removeLast(4) }
        return text.trimming(strip)
    }

    /// The part after the title without leading separators, "In:", link labels and bracketed
    /// link groups.
    static func cleanRest(_ rest: String) -> String {
        var text = rest
        // Short bracketed groups are links ("[pdf]", "[Publisher Site]"). (Without a `[` byte
        // there is no `[` Character, and most texts have none.)
        while text.utf8.contains(UInt8(ascii: "[")), let open = text.firstIndex(of: "["),
            let close = text[open...].firstIndex(of: "]"),
            text.distance(from: open, to: close) <= 40
        {
            text.removeSubrange(open...close)
        }
        for label in ["Download:", "Download"] where text.containsText(label) {
            text = text.replacingOccurrences(of: label, with: " ")
        }
        text = HTMLNode.collapsingWhitespace(text)
        let strip = restSeparators
        text = text.trimming(strip)
        if text.hasPrefix("In: ") {
            text.removeFirst(4)
        } else if text.hasPrefix("In ") {
            text.removeFirst(3)
        }
        text = text.trimming(strip)
        // (A text of at most 300 bytes has at most 300 Characters.)
        if text.utf8.count > 300, text.count > 300 { text = String(text.prefix(300)) }
        return text
    }

    /// What ``cleanRest(_:)`` trims from both ends.
    static let restSeparators: Set<Character> = [" ", ".", ",", ";", ":"]
}
