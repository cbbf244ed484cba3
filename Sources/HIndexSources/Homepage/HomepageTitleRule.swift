import HIndexCore

/// One character of a learned delimiter: a literal character, or a class of characters when
/// the examples differ there (the digits of a year, the letter of an initial).
enum HomepageGlyph: Hashable, Sendable {
    /// This character (letters compared without case).
    case literal(Character)
    /// Any digit.
    case digit
    /// Any upper-case letter.
    case upper
    /// Any lower-case letter.
    case lower
    /// Any letter without case (CJK and other scripts).
    case letter
    /// Any quotation mark, straight or curly, single or double, or a Japanese corner bracket
    /// (pages mix them: `“Title,”` in the English section, `「Title」,` in the Japanese one).
    case quote

    /// The quotation marks ``quote`` stands for.
    static let quotationMarks: Set<Character> = [
        "\"", "“", "”", "„", "«", "»", "‘", "’", "'", "`", "‚", "「", "」", "『", "』",
    ]

    /// The glyph of `character` at an abstraction level: 0 keeps letters literal, 1 turns
    /// them into their class; digits are always a class (years and volumes differ).
    static func of(_ character: Character, level: Int) -> HomepageGlyph {
        if character.isNumber { return .digit }
        if level > 0, quotationMarks.contains(character) { return .quote }
        guard character.isLetter else { return .literal(character) }
        if level == 0 { return .literal(Character(character.lowercased())) }
        if character.isUppercase { return .upper }
        if character.isLowercase { return .lower }
        return .letter
    }

    /// Whether the glyph is a quotation mark (the class, or a literal one).
    var isQuote: Bool {
        switch self {
        case .quote: true
        case .literal(let character): Self.quotationMarks.contains(character)
        default: false
        }
    }

    /// Whether `character` is one of this glyph's characters.
    func matches(_ character: Character) -> Bool {
        // ASCII without the Unicode property tables (the hot path of rule learning).
        if let byte = character.asciiValue {
            switch self {
            case .literal(let expected):
                guard let want = expected.asciiValue else { return false }
                return byte == want || (byte >= 65 && byte <= 90 && byte + 32 == want)
            case .digit: return byte >= 48 && byte <= 57
            case .upper: return byte >= 65 && byte <= 90
            case .lower: return byte >= 97 && byte <= 122
            case .letter: return false
            case .quote: return byte == 34 || byte == 39 || byte == 96
            }
        }
        switch self {
        case .literal(let expected):
            if expected == character { return true }
            return character.isLetter && Character(character.lowercased()) == expected
        case .digit: return character.isNumber
        case .upper: return character.isUppercase
        case .lower: return character.isLowercase
        case .letter: return character.isLetter && !character.isUppercase && !character.isLowercase
        case .quote: return Self.quotationMarks.contains(character)
        }
    }

    /// How the glyph reads in a rule's description: the character, or ‹9›, ‹A›, ‹a›, ‹L›.
    var description: String {
        switch self {
        case .literal(let character): String(character)
        case .digit: "‹9›"
        case .upper: "‹A›"
        case .lower: "‹a›"
        case .letter: "‹L›"
        case .quote: "‹q›"
        }
    }
}

/// A short run of characters that stands right before or right after the titles of a page
/// (Kushmerick's left and right delimiters): `"). "` after an APA year, `": "` after LNCS
/// authors, `"“"` before a quoted title, `". "` or `",” "` after it.
struct HomepageDelimiter: Hashable, Sendable {
    /// The glyphs, in order.
    let glyphs: [HomepageGlyph]

    /// A delimiter of these glyphs.
    init(glyphs: [HomepageGlyph]) {
        self.glyphs = glyphs
    }

    /// The delimiter of `characters` at an abstraction level (see ``HomepageGlyph/of(_:level:)``).
    init<C: Collection>(_ characters: C, level: Int) where C.Element == Character {
        glyphs = characters.map { HomepageGlyph.of($0, level: level) }
    }

    /// Whether the delimiter occurs in `characters` at `position`.
    func matches(_ characters: [Character], at position: Int) -> Bool {
        guard position >= 0, position + glyphs.count <= characters.count else { return false }
        for (offset, glyph) in glyphs.enumerated()
        where !glyph.matches(characters[position + offset]) {
            return false
        }
        return true
    }

    /// The positions where the delimiter occurs in `characters[from..<to]`.
    func occurrences(in characters: [Character], from: Int, to: Int) -> [Int] {
        guard !glyphs.isEmpty else { return [] }
        var result: [Int] = []
        var position = max(0, from)
        while position + glyphs.count <= min(to, characters.count) {
            if matches(characters, at: position) { result.append(position) }
            position += 1
        }
        return result
    }

    /// The positions where the delimiter occurs from `from` on, found one at a time (a
    /// caller that needs the first few does not scan the whole text).
    func lazyOccurrences(in characters: [Character], from: Int)
        -> LazyFilterSequence<Range<Int>>
    {
        let last =
            glyphs.isEmpty ? max(0, from) : max(max(0, from), characters.count - glyphs.count + 1)
        return (max(0, from)..<last).lazy.filter { matches(characters, at: $0) }
    }

    /// The delimiter quoted for messages: `"). "`, `"‹9›. "`.
    var description: String {
        "\"" + glyphs.map(\.description).joined() + "\""
    }
}

/// Where a title starts inside an entry's text.
enum HomepageTitleStart: Hashable, Sendable {
    /// At the start of the entry (after a list number): the title comes first.
    case entryStart
    /// After the `occurrence`-th (1-based) place where the delimiter occurs.
    case after(HomepageDelimiter, occurrence: Int)
    /// After the first place where the delimiter occurs and what follows it is not one of
    /// `excluded` (two glyphs each: an initial's `‹A›.`, an `&`), so that "J. & K. Tan. Title"
    /// skips the initials.
    case afterFirst(HomepageDelimiter, excluded: Set<[HomepageGlyph]>)

    /// How the start reads in a rule's description.
    var description: String {
        switch self {
        case .entryStart:
            "from the start of the entry"
        case .after(let delimiter, let occurrence):
            "after the \(Self.ordinal(occurrence)) \(delimiter.description)"
        case .afterFirst(let delimiter, let excluded):
            "after the first \(delimiter.description) not followed by "
                + excluded.map { "\"" + $0.map(\.description).joined() + "\"" }.sorted()
                .joined(separator: ", ")
        }
    }

    /// "first", "second", "third", "4th".
    static func ordinal(_ number: Int) -> String {
        switch number {
        case 1: "first"
        case 2: "second"
        case 3: "third"
        default: "\(number)th"
        }
    }
}

/// A learned rule for the place of the title inside an entry's text.
enum HomepageTitleRule: Hashable, Sendable {
    /// From a start up to the earliest of some delimiters after it (the end of the entry when
    /// `ends` is empty). With `restBreaks`, the end is the first place — one of the delimiters,
    /// or a `?`/`!` ending a sentence — after which exactly that many delimiters come before
    /// the year, as in the known entries (`Title? Venue. 2021;` against `Why? A study. Venue.
    /// 2021;` in Vancouver, where nothing but the venue's shape tells them apart).
    case delimited(start: HomepageTitleStart, ends: [HomepageDelimiter], restBreaks: Int? = nil)
    /// The text of the `ordinal`-th (1-based) inline element of a tag holding at least two
    /// words: a linked, bold or italic title.
    case mark(tag: String, ordinal: Int)
    /// The text of the `ordinal`-th (1-based) line of an entry broken by `<br>`s or blocks
    /// (`Authors<br>Title.<br>Venue`): the line, not its words, bounds the title.
    case line(ordinal: Int)
    /// The hand-written author-name grammar (``HomepageCitation/split(_:order:)``): authors,
    /// then the title up to a period, a quote or an element.
    case grammar

    /// How the rule reads in notes and in `inspect homepage --json`.
    var description: String {
        switch self {
        case .delimited(let start, let ends, let restBreaks):
            let upTo =
                ends.isEmpty
                ? "to the end of the entry"
                : "up to " + ends.map(\.description).joined(separator: " or ")
            let rest = restBreaks.map { " with \($0) of them before the year after it" } ?? ""
            return "title \(start.description) \(upTo)\(rest)"
        case .mark(let tag, let ordinal):
            return "title is the \(HomepageTitleStart.ordinal(ordinal)) <\(tag)> element"
        case .line(let ordinal):
            return "title is the \(HomepageTitleStart.ordinal(ordinal)) line of the entry"
        case .grammar:
            return "title after the author names (author-name grammar)"
        }
    }

    /// The most words a title found by a rule may have: more is a paragraph, not a title.
    static let maximumTitleWords = 60

    /// The title this rule finds in `text`, with the range of characters it was cut from;
    /// `nil` when the rule does not apply (its delimiters are not there).
    func title(in text: HomepageCitationText) -> (title: String, range: Range<Int>)? {
        let characters = text.characters
        let base = HomepageCitation.enumeratorEnd(characters)
        var range: Range<Int>
        switch self {
        case .grammar:
            guard let parts = HomepageCitation.split(text, order: .authorsFirst),
                let title = Self.plausible(parts.title)
            else { return nil }
            return (title, Self.range(of: title, in: characters, from: base) ?? base..<base)
        case .mark(let tag, let ordinal):
            let marks = Self.titleMarks(of: text, tag: tag)
            guard marks.count >= ordinal else { return nil }
            range = marks[ordinal - 1]
        case .line(let ordinal):
            let lines = text.lines.filter { !HomepageText.isLinkLabel(text.string($0)) }
            guard lines.count >= ordinal else { return nil }
            range = max(base, lines[ordinal - 1].lowerBound)..<lines[ordinal - 1].upperBound
            guard !range.isEmpty else { return nil }
        case .delimited(let start, let ends, let restBreaks):
            guard let begin = Self.start(start, in: characters, base: base) else { return nil }
            var end =
                Self.end(ends, in: text, from: begin)
                ?? (ends.isEmpty ? characters.count : nil)
            if let restBreaks, let first = end, !ends.isEmpty {
                end = Self.end(ends, in: text, from: begin, restBreaks: restBreaks) ?? first
            }
            guard var end, end > begin else { return nil }
            // A title that comes first runs into the venue where the entry has no delimiter
            // between them (``HomepageVenueTail``).
            if case .entryStart = start,
                let cut = HomepageVenueTail.start(in: Array(characters[begin..<end]))
            {
                end = begin + cut
            }
            range = begin..<end
        }
        return Self.plausible(text.string(range)).map { ($0, range) }
    }

    /// The longest link or bold element that starts where a title starts (`begin`, or one
    /// character on: an opening quote) and reads as a title: two words or more, not a list of
    /// names. (An italic there is as often the book or journal of an entry without a title.)
    static func markStarting(at begin: Int, in text: HomepageCitationText) -> Range<Int>? {
        text.marks.filter { mark in
            HomepageCitation.titleMarkTags.contains(mark.tag) && mark.range.lowerBound >= begin - 1
                && mark.range.lowerBound <= begin + 1
        }
        .map(\.range).filter { range in
            let string = text.string(range)
            return string.split(separator: " ").count >= 2 && HomepageText.isTitleLike(string)
                && !HomepageText.isAuthorList(string)
        }
        .max { $0.count < $1.count }
    }

    /// Where a delimited rule whose start applies finds no end (`(2016) <a>Title</a> Oikos
    /// 125` on a page whose other entries end their titles with a period): the title of the
    /// link or bold element that starts where the rule starts the title.
    func markedTitle(in text: HomepageCitationText) -> (title: String, range: Range<Int>)? {
        guard case .delimited(let start, let ends, _) = self, !ends.isEmpty else { return nil }
        let characters = text.characters
        let base = HomepageCitation.enumeratorEnd(characters)
        guard let begin = Self.start(start, in: characters, base: base),
            Self.end(ends, in: text, from: begin) == nil,
            let mark = Self.markStarting(at: begin, in: text)
        else { return nil }
        return Self.plausible(text.string(mark)).map { ($0, mark) }
    }

    /// Where `title` is written in `characters` (from `start`), if it is written as is.
    static func range(of title: String, in characters: [Character], from start: Int) -> Range<Int>?
    {
        let needle = Array(title)
        guard let first = needle.first, needle.count <= characters.count else { return nil }
        var index = start
        while index + needle.count <= characters.count {
            if characters[index] == first,
                characters[index..<(index + needle.count)].elementsEqual(needle)
            {
                return index..<(index + needle.count)
            }
            index += 1
        }
        return nil
    }

    /// A cut-out text cleaned of quotes and separators, when it can be a title.
    static func plausible(_ raw: String) -> String? {
        let title = HomepageCitation.clean(raw)
        guard title.contains(where: { $0.isLetter }) else { return nil }
        let words = title.split(separator: " ").count
        guard words <= maximumTitleWords, !HomepageText.isLinkLabel(title) else { return nil }
        return title
    }

    /// The inline elements of `tag` that can hold a title (two words or more, not a link
    /// label), in order.
    static func titleMarks(of text: HomepageCitationText, tag: String) -> [Range<Int>] {
        text.marks.filter { mark in
            guard mark.tag == tag else { return false }
            let string = text.string(mark.range)
            return string.split(separator: " ").count >= 2 && !HomepageText.isLinkLabel(string)
        }
        .map(\.range)
        .sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Where a start rule puts the title's first character.
    static func start(_ start: HomepageTitleStart, in characters: [Character], base: Int) -> Int? {
        switch start {
        case .entryStart:
            return skipOpening(characters, from: base)
        case .after(let delimiter, let occurrence):
            var seen = 0
            for place in delimiter.lazyOccurrences(in: characters, from: base) {
                seen += 1
                if seen == occurrence {
                    return skipOpening(characters, from: place + delimiter.glyphs.count)
                }
            }
            return occurrence == 1 ? statusSlotStart(delimiter, in: characters, base: base) : nil
        case .afterFirst(let delimiter, let excluded):
            for place in delimiter.lazyOccurrences(in: characters, from: base) {
                let begin = skipOpening(characters, from: place + delimiter.glyphs.count)
                if !excluded.contains(lookahead(characters, at: begin)) { return begin }
            }
            return statusSlotStart(delimiter, in: characters, base: base)
        }
    }

    /// Where a start delimiter that ends a year (`‹9›). `) puts the title in an entry whose year
    /// is a status or a placeholder (`(in press). `, `(202x). `, `(n.d.). `): right after the
    /// parenthesis holding it, when the rest of the delimiter follows it. `nil` otherwise.
    static func statusSlotStart(
        _ delimiter: HomepageDelimiter, in characters: [Character], base: Int
    ) -> Int? {
        let digits = delimiter.glyphs.prefix { $0 == .digit }.count
        guard digits > 0, digits < delimiter.glyphs.count,
            delimiter.glyphs[digits] == .literal(")")
        else { return nil }
        let rest = HomepageDelimiter(glyphs: Array(delimiter.glyphs[digits...]))
        var index = base
        while index < characters.count {
            guard characters[index] == "(",
                let close = characters[index...].prefix(24).firstIndex(of: ")")
            else {
                index += 1
                continue
            }
            if HomepageText.isStatus(String(characters[(index + 1)..<close])),
                rest.matches(characters, at: close)
            {
                return skipOpening(characters, from: close + rest.glyphs.count)
            }
            index = close + 1
        }
        return nil
    }

    /// Where the earliest of `ends` occurs after `begin` (a title has at least two characters);
    /// a period that ends an abbreviation inside the title (`U.S.`, `vs.`) does not end it.
    /// A title never runs into an italic element that starts after it (the venue, `Title?
    /// <i>Journal</i>`): the end is capped there.
    ///
    /// `firstPlace`, when given, answers ``firstPlace(_:in:from:)`` for each delimiter from
    /// `begin` (a learner that tries many sets of the same delimiters on the same entries
    /// works each one out once); the result is the same.
    static func end(
        _ ends: [HomepageDelimiter], in text: HomepageCitationText, from begin: Int,
        firstPlace: ((HomepageDelimiter) -> Int?)? = nil
    ) -> Int? {
        let characters = text.characters
        // Inside a quoted title an italic is part of it (`“Reading Race in <i>Small
        // Island</i>: …”`): only italics after the closing quote can be the venue.
        // (French guillemets keep a space inside: `« Titre »`.)
        var opening = begin - 1
        while opening > 0, characters[opening] == " " { opening -= 1 }
        let quoted = opening >= 0 && HomepageGlyph.quotationMarks.contains(characters[opening])
        var venueFrom = begin + 1
        if quoted,
            let close = characters[begin...].firstIndex(where: {
                HomepageGlyph.quotationMarks.contains($0)
            })
        {
            venueFrom = max(venueFrom, close)
        }
        let venue = text.marks.filter {
            ["i", "em", "cite"].contains($0.tag) && $0.range.lowerBound > venueFrom
                && HomepageCitation.mayBeVenue($0.range, in: text, titleStart: begin)
        }
        .map(\.range.lowerBound).min()
        var best: Int?
        for delimiter in ends where !delimiter.glyphs.isEmpty {
            let limit = min(best ?? characters.count, characters.count)
            // The first acceptable place counts, if the delimiter ends before the best so far
            // (a later place of it cannot: acceptability does not depend on the others).
            if let firstPlace {
                if let place = firstPlace(delimiter), place + delimiter.glyphs.count <= limit {
                    best = place
                }
                continue
            }
            // Scanned lazily, up to the best so far.
            var place = begin + 2 - 1
            while true {
                place += 1
                guard place + delimiter.glyphs.count <= limit else { break }
                if isEnd(delimiter, characters, from: begin, at: place) {
                    best = place
                    break
                }
            }
        }
        // A quoted title whose style ends it inside the quotes (`"Title," 2019`) ends at its
        // closing quote when this entry puts the comma outside (`"Title", 2019`).
        if best == nil, quoted, ends.contains(where: { $0.glyphs.contains(where: \.isQuote) }),
            begin + 2 < characters.count,
            let close = characters[(begin + 2)...].firstIndex(where: {
                HomepageGlyph.quotationMarks.contains($0)
            })
        {
            best = close
        }
        guard let venue, !ends.isEmpty else { return best }
        guard let found = best else { return venue }
        return min(found, venue)
    }

    /// Where a title ending with `?` or `!` ends when the style has no markup to say so: the
    /// end found by ``end(_:in:from:)`` unless it leaves a number of `ends` before the next
    /// year other than `restBreaks` (as in the known entries) and an earlier `?`/`!` followed
    /// by a space leaves that number (`Title? Venue. 2021;`). `nil` when nothing changes.
    static func end(
        _ ends: [HomepageDelimiter], in text: HomepageCitationText, from begin: Int, restBreaks: Int
    ) -> Int? {
        let characters = text.characters
        guard let first = end(ends, in: text, from: begin),
            breaks(ends, characters, from: first + 1) != restBreaks
        else { return nil }
        for place in (begin + 2)..<max(begin + 2, first)
        where "?!".contains(characters[place - 1]) && characters[place] == " "
            && breaks(ends, characters, from: place + 1) == restBreaks
        {
            return place
        }
        return nil
    }

    /// How many times `ends` occur from `start` up to the first year (four digits from 1900
    /// to 2099 standing alone).
    static func breaks(_ ends: [HomepageDelimiter], _ characters: [Character], from start: Int)
        -> Int
    {
        var year = characters.count
        var index = start
        while index + 4 <= characters.count {
            let window = characters[index..<(index + 4)]
            if window.allSatisfy(\.isNumber), characters[index] == "1" || characters[index] == "2",
                index == 0 || !characters[index - 1].isNumber,
                index + 4 == characters.count || !characters[index + 4].isNumber,
                let value = Int(String(window)), (1900...2099).contains(value)
            {
                year = index
                break
            }
            index += 1
        }
        guard start < year else { return 0 }
        return ends.reduce(0) { count, delimiter in
            count
                + delimiter.occurrences(in: characters, from: start, to: year).filter { place in
                    if case .literal(".") = delimiter.glyphs.first {
                        return !HomepageCitation.isAbbreviation(characters, before: place)
                    }
                    return true
                }.count
        }
    }

    /// Whether `delimiter` at `place` ends a title that starts at `begin`: it occurs there,
    /// its period does not end an abbreviation (`U.S.`, `vs.`), and its quote is not the
    /// closing quote of a quoted term inside a quoted title.
    static func isEnd(
        _ delimiter: HomepageDelimiter, _ characters: [Character], from begin: Int, at place: Int
    ) -> Bool {
        guard delimiter.matches(characters, at: place) else { return false }
        if case .literal(".") = delimiter.glyphs.first,
            HomepageCitation.isAbbreviation(characters, before: place)
        {
            return false
        }
        // A quoted term inside a quoted title (`“With “x” priors”`): the title's own closing
        // quote comes after the inner one.
        return !closesInnerQuote(delimiter, characters, begin..<place)
    }

    /// The first place after `begin` (a title has at least two characters) where `delimiter`
    /// ends a title (``isEnd(_:_:from:at:)``), anywhere in the entry.
    static func firstPlace(
        _ delimiter: HomepageDelimiter, in characters: [Character], from begin: Int
    )
        -> Int?
    {
        guard !delimiter.glyphs.isEmpty else { return nil }
        var place = begin + 2
        while place + delimiter.glyphs.count <= characters.count {
            if isEnd(delimiter, characters, from: begin, at: place) { return place }
            place += 1
        }
        return nil
    }

    /// Whether a closing quote at the end of `span` closes a quotation opened inside it.
    static func closesInnerQuote(
        _ delimiter: HomepageDelimiter, _ characters: [Character], _ span: Range<Int>
    ) -> Bool {
        let closing: Character
        switch delimiter.glyphs.first {
        case .literal("”"), .quote: closing = "”"
        case .literal("»"): closing = "»"
        case .literal("’"): closing = "’"
        default: return false
        }
        let opening: Character = closing == "”" ? "“" : closing == "»" ? "«" : "‘"
        guard span.upperBound < characters.count, characters[span.upperBound] == closing else {
            return false
        }
        let inside = characters[span]
        return inside.filter { $0 == opening }.count > inside.filter { $0 == closing }.count
    }

    /// The first position from `position` that is not a space or an opening quote or bracket.
    static func skipOpening(_ characters: [Character], from position: Int) -> Int {
        var index = position
        while index < characters.count,
            characters[index] == " " || HomepageCitation.quotes[characters[index]] != nil
                || characters[index] == "'" || characters[index] == "*"
        {
            index += 1
        }
        return index
    }

    /// The two glyphs (level 1) at `position`: what a title start looks like (`‹A›‹a›`, an
    /// initial's `‹A›.`).
    static func lookahead(_ characters: [Character], at position: Int) -> [HomepageGlyph] {
        (position..<min(characters.count, position + 2)).map {
            HomepageGlyph.of(characters[$0], level: 1)
        }
    }
}
