import Foundation
import HIndexCore

/// Reads publication lists written in Markdown (`.md` pages of Jekyll and Hugo sites, such as
/// AcadHomepage's `pub.md`).
///
/// The page is cut into blocks — list items and paragraphs, with raw HTML lines kept as the
/// context before the next block (AcadHomepage puts the venue badge there) — and each block's
/// inline parts are read: links `[Title](url)`, bold, quoted text, code spans. The known titles
/// show which kind of part holds the title; every block led by such a part is a publication.
/// The text after the title is the author list when it reads as one; a code span or badge
/// gives the venue and year.
enum HomepageMarkdown {
    /// Where the title sits in a block.
    enum TitleKind: String {
        case link = "link text [Title](url)"
        case bold = "bold text **Title**"
        case quoted = "quoted text \"Title\""
        case citation = "citation text (Authors. Title. Venue)"
    }

    /// A list item or paragraph.
    struct Block {
        /// The Markdown source, lines joined with newlines.
        var source: String
        /// Whether it is a list item (rather than a paragraph).
        var isListItem: Bool
        /// Text of the raw HTML just before the block (badges), tags removed.
        var context: String
        /// The year of the heading above, if it is one.
        var headingYear: Int?
        /// The block's position, for page order.
        var position: Int
        /// The texts of the headings above the block, outermost first (one per level).
        var headings: [String] = []
    }

    /// An inline part of a block.
    struct Part {
        var kind: TitleKind
        var text: String
        /// Characters of plain text before the part (decorations removed).
        var lead: String
        /// The source after the part.
        var after: Substring
        /// Whether the part is a link whose whole label is bold (`[**Title**](url)`).
        var isBoldLink = false
    }

    /// The ways of reading a Markdown page, most likely first (tried lazily by the
    /// extractor's self-check), and the known titles found on it.
    ///
    /// Headings are section names — unless the known titles are not found in the blocks and
    /// the page's deepest heading level repeats (`### Title` over each entry's lines): then
    /// those headings open the entries (``entryHeadingLevel(_:)``).
    static func readings(
        _ text: String, origin: String, titles: [HomepageKnownTitle], threshold: Double
    ) throws(SourceError) -> (readings: [() -> HomepageReading?], found: Set<Int>) {
        do {
            return try readings(
                blocks: blocks(text), origin: origin, titles: titles, threshold: threshold)
        } catch {
            guard case .notUnderstood = error, let level = entryHeadingLevel(text) else {
                throw error
            }
            return try readings(
                blocks: blocks(text, entryHeadings: level), origin: origin, titles: titles,
                threshold: threshold)
        }
    }

    /// Whether `text` holds `part`, byte for byte (both normalized: the same bytes for the
    /// same words), without Foundation's locale-aware search; an empty `part` is not held, as
    /// in Foundation.
    static func contains(_ text: String, _ part: String) -> Bool {
        var text = text
        var part = part
        return text.withUTF8 { haystack in
            part.withUTF8 { needle in
                guard let first = needle.first else { return false }
                guard needle.count <= haystack.count else { return false }
                var start = 0
                let last = haystack.count - needle.count
                while start <= last {
                    guard let found = haystack[start...last].firstIndex(of: first) else {
                        return false
                    }
                    if haystack[found..<(found + needle.count)].elementsEqual(needle) {
                        return true
                    }
                    start = found + 1
                }
                return false
            }
        }
    }

    /// The deepest heading level of the page (`###` = 3) when at least three headings of it
    /// follow one another without deeper ones: the level whose headings may be entries.
    static func entryHeadingLevel(_ text: String) -> Int? {
        var counts: [Int: Int] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            let level = trimmed.prefix { $0 == "#" }.count
            guard (1...6).contains(level), trimmed.dropFirst(level).first == " " else { continue }
            counts[level, default: 0] += 1
        }
        guard let deepest = counts.keys.max(), counts[deepest, default: 0] >= 3 else {
            return nil
        }
        return deepest
    }

    /// ``readings(_:origin:titles:threshold:)`` of the page's blocks.
    private static func readings(
        blocks: [Block], origin: String, titles: [HomepageKnownTitle], threshold: Double
    ) throws(SourceError) -> (readings: [() -> HomepageReading?], found: Set<Int>) {
        guard !blocks.isEmpty else {
            throw .empty(source: HomepageExtractor.sourceName, origin: origin)
        }
        // Which kind of part holds the known titles?
        var kindVotes: [TitleKind: Set<Int>] = [:]
        var found = Set<Int>()
        // Known titles in links, and how many of those links are bold all over.
        var links = 0
        var boldLinks = 0
        // A title of three words or more stands inside a block's text only if its inner words
        // are words of the block: the longest inner word rules out most blocks at once (a
        // 3 MB page of 20,000 entries with 500 known titles spent 15 of its 29 s in `contains`).
        let innerWords = titles.map { title -> Substring? in
            guard title.words.count >= 3 else { return nil }
            return title.words.dropFirst().dropLast().max { $0.utf8.count < $1.utf8.count }
                .map { Substring($0) }
        }
        // The known titles found in each block, for the sections' own evidence.
        var foundInBlock = [Set<Int>](repeating: [], count: blocks.count)
        for (blockIndex, block) in blocks.enumerated() {
            // Each text normalized once per block, not once per known title: a page of 60
            // entries with 300-author lists and 60 known titles spent minutes here.
            let parts = self.parts(of: block.source).map {
                (
                    kind: $0.kind, normalized: TitleNormalizer.normalize($0.text),
                    isBoldLink: $0.isBoldLink
                )
            }
            // The block's whole text, normalized when a title is not one of its parts.
            var blockText: String?
            var blockWords: Set<Substring>?
            for (titleIndex, title) in titles.enumerated() {
                if let part = parts.first(where: {
                    matches(normalized: $0.normalized, title, threshold)
                }) {
                    kindVotes[part.kind, default: []].insert(titleIndex)
                    found.insert(titleIndex)
                    foundInBlock[blockIndex].insert(titleIndex)
                    if part.kind == .link {
                        links += 1
                        if part.isBoldLink { boldLinks += 1 }
                    }
                    continue
                }
                let text = blockText ?? TitleNormalizer.normalize(plainText(block.source))
                blockText = text
                if let inner = innerWords[titleIndex] {
                    let words = blockWords ?? Set(text.split(separator: " "))
                    blockWords = words
                    guard words.contains(inner) else { continue }
                }
                if contains(text, title.normalized) {
                    kindVotes[.citation, default: []].insert(titleIndex)
                    found.insert(titleIndex)
                    foundInBlock[blockIndex].insert(titleIndex)
                }
            }
        }
        guard found.count >= 2 else {
            throw HomepageExtractor.tooFewKnownTitles(found.count, of: titles.count, origin)
        }
        let order: [TitleKind] = [.link, .bold, .quoted, .citation]
        let kind = order.max(by: {
            (kindVotes[$0]?.count ?? 0) < (kindVotes[$1]?.count ?? 0)
        })
        let votes = kind.flatMap { kindVotes[$0]?.count } ?? 0
        // Where every known title is a bold link, bold text alone is a title too: the entries
        // without a link yet (in press, a talk) keep the bold.
        let alsoBold = kind == .link && links >= 2 && boldLinks == links
        var (outside, outsideNote) = otherSections(blocks, foundInBlock: foundInBlock)
        let details = blocks.filter(isDetailOrContents).map(\.position)
        if !details.isEmpty {
            outside.formUnion(details)
            outsideNote.append(
                "\(details.count) blocks left out: an entry's labelled part (\"Abstract:\") or "
                    + "a link to a place on the page (contents)")
        }
        // The readings' entries without those sections and without lists of bare titles that
        // repeat the list (``bareRepeats(_:blocks:blockAt:foundInBlock:)``), with notes saying so.
        var blockAt: [Int: Int] = [:]
        for (index, block) in blocks.enumerated() { blockAt[block.position] = index }
        func keeping(_ entries: [HomepagePlacedEntry]) -> (
            entries: [HomepagePlacedEntry], notes: [String]
        ) {
            let kept = outside.isEmpty ? entries : entries.filter { !outside.contains($0.position) }
            let bare = bareRepeats(
                kept, blocks: blocks, blockAt: blockAt, foundInBlock: foundInBlock)
            let prose = proseParagraphs(
                kept, blocks: blocks, blockAt: blockAt, foundInBlock: foundInBlock)
            guard !bare.isEmpty || !prose.isEmpty else { return (kept, outsideNote) }
            var notes = outsideNote
            if !bare.isEmpty {
                notes.append(
                    "\(bare.count) bare titles left out: a section of titles alone whose known "
                        + "titles all stand with their details elsewhere on the page")
            }
            if !prose.isEmpty {
                notes.append(
                    "\(prose.count) paragraphs left out: text alone beside a list whose known "
                        + "titles are all list items")
            }
            return (
                kept.filter { !bare.contains($0.position) && !prose.contains($0.position) }, notes
            )
        }

        // The blocks' text with the title's place learned from the known titles.
        let byRules: () -> HomepageReading? = {
            let items = blocks.map { block in
                HomepageCitationItem(
                    text: citationText(block.source),
                    group: block.isListItem ? 1 : 0, headingYear: block.headingYear,
                    position: block.position)
            }
            guard
                let reader = HomepageCitationReader(
                    items: items, titles: titles, threshold: threshold)
            else { return nil }
            let (entries, left) = keeping(
                items.compactMap { item -> HomepagePlacedEntry? in
                    guard let (entry, provenance) = reader.entry(item) else { return nil }
                    return HomepagePlacedEntry(
                        position: item.position, entry: entry, provenance: provenance)
                })
            return HomepageReading(
                entries: entries, titleXPath: "markdown: list items and paragraphs",
                authorsXPath: "markdown: the text before the title",
                notes: ["Markdown: \(entries.count) list items and paragraphs"] + reader.notes
                    + left,
                rules: reader.rules.rules.map(\.description), knownOnPage: found)
        }
        // Blocks led by one kind of element (a link, bold text, quotes) holding the title.
        let byKind: () -> HomepageReading? = {
            guard let kind, votes >= 2, kind != .citation else { return nil }
            let (entries, left) = keeping(
                blocks.compactMap { block -> HomepagePlacedEntry? in
                    entry(of: block, kind: kind, alsoBold: alsoBold).map {
                        HomepagePlacedEntry(position: block.position, entry: $0)
                    }
                })
            let withAuthors = entries.filter { !$0.entry.authors.isEmpty }.count
            return HomepageReading(
                entries: entries, titleXPath: "markdown: blocks led by \(kind.rawValue)",
                authorsXPath: withAuthors > 0 ? "markdown: the text after the title" : nil,
                notes: [
                    "Markdown: \(entries.count) list items and paragraphs led by \(kind.rawValue)",
                    "learned from \(votes) of \(titles.count) known titles",
                    "authors after the title in \(withAuthors) of \(entries.count) entries",
                ] + left, knownOnPage: found)
        }
        return (kind == .citation ? [byRules, byKind] : [byKind, byRules], found)
    }

    /// The positions of the blocks under headings that name another part of a CV than
    /// publications (``HomepageSections``: Education, Teaching, Awards, Software…), for
    /// sections holding no known title of their own — none, or only titles that stand in a
    /// publication section too (a talk or a workshop on a paper) — and the note saying so.
    static func otherSections(_ blocks: [Block], foundInBlock: [Set<Int>]) -> (
        positions: Set<Int>, note: [String]
    ) {
        // Each block's section: the heading that decides its kind (its depth and text stand
        // for it), when that heading names another part of a CV.
        var sections: [[String]: [Int]] = [:]
        var elsewhere = Set<Int>()
        // Blocks under the same headings are judged once (a page of 20,000 blocks has a few
        // dozen heading paths).
        var decided: [[String]: (index: Int, kind: HomepageSections.Kind)?] = [:]
        for (index, block) in blocks.enumerated() {
            let deciding: (index: Int, kind: HomepageSections.Kind)?
            if let known = decided[block.headings] {
                deciding = known
            } else {
                deciding = HomepageSections.decidingHeading(block.headings)
                decided[block.headings] = .some(deciding)
            }
            if let deciding, deciding.kind == .other {
                sections[Array(block.headings[...deciding.index]), default: []].append(index)
            } else {
                elsewhere.formUnion(foundInBlock[index])
            }
        }
        var positions = Set<Int>()
        var names: [String] = []
        for (path, members) in sections.sorted(by: { $0.value[0] < $1.value[0] }) {
            let own = members.reduce(into: Set<Int>()) { $0.formUnion(foundInBlock[$1]) }
                .subtracting(elsewhere)
            guard own.isEmpty else { continue }
            positions.formUnion(members.map { blocks[$0].position })
            names.append(path.last ?? "")
        }
        guard !names.isEmpty else { return ([], []) }
        return (
            positions,
            [
                "\(positions.count) blocks left out: under headings naming no publications "
                    + "(\(names.joined(separator: ", "))), without a known title of their own"
            ]
        )
    }

    /// Labels that open a part of the entry above, never an entry (`**Abstract:** We…`),
    /// normalized.
    static let detailLabels: Set<String> = Set(
        [
            "abstract", "summary", "keywords", "key words", "highlights", "tldr", "bibtex",
            "resumo", "resumen", "palabras clave", "palavras chave", "resume", "mots cles",
            "zusammenfassung", "schlagworter", "riassunto", "sommario", "parole chiave",
            "streszczenie", "samenvatting", "ozet", "摘要", "关键词", "要旨", "概要", "キーワード",
        ].map(TitleNormalizer.normalize))

    /// Whether a block is no entry: it opens with a label of a part of the entry above
    /// (``detailLabels``, then a colon), or it is one link to a place on the page
    /// (`[UOW: 2020-](#uow)`, a table of contents).
    static func isDetailOrContents(_ block: Block) -> Bool {
        // Most blocks have no colon near their start: the text is built only for the others.
        let start = String(block.source.prefix(120))
        if start.contains(":") || start.contains("\u{FF1A}") {
            let text = plainText(start)
            if let colon = text.prefix(30).firstIndex(where: { $0 == ":" || $0 == "\u{FF1A}" }),
                detailLabels.contains(TitleNormalizer.normalize(String(text[..<colon])))
            {
                return true
            }
        }
        let source = block.source.trimmingCharacters(in: .whitespaces)
        guard source.first == "[" else { return false }
        let characters = Array(source)
        guard let end = linkEnd(characters, from: 0),
            end == characters.count, let close = closingBracket(characters, from: 0)
        else { return false }
        return characters.count > close + 2 && characters[close + 2] == "#"
    }

    /// The positions of the entries of a section (blocks under the same headings) that lists
    /// bare titles — nine in ten of its entries without authors, year or venue — while every
    /// known title it holds, one at least, stands in an entry with details in another
    /// section: a list of titles (works in progress, a blog's index, a teaser of selected
    /// papers) beside the list itself. A section of bare titles holding no known title (books
    /// listed by title) stays.
    static func bareRepeats(
        _ entries: [HomepagePlacedEntry], blocks: [Block], blockAt: [Int: Int],
        foundInBlock: [Set<Int>]
    ) -> Set<Int> {
        // Per section: its entries, and the known titles its entries with details hold.
        var sections:
            [[String]: (positions: [Int], known: Set<Int>, bare: Int, detailed: Set<Int>)] =
                [:]
        for placed in entries {
            guard let index = blockAt[placed.position] else { continue }
            let known = foundInBlock[index]
            let bare = isBare(placed.entry)
            sections[blocks[index].headings, default: ([], [], 0, [])].positions.append(
                placed.position)
            sections[blocks[index].headings]?.known.formUnion(known)
            if bare {
                sections[blocks[index].headings]?.bare += 1
            } else {
                sections[blocks[index].headings]?.detailed.formUnion(known)
            }
        }
        var result = Set<Int>()
        for (path, section) in sections
        where section.positions.count >= 2 && section.bare * 10 >= section.positions.count * 9
            && !section.known.isEmpty
        {
            let elsewhere = sections.filter { $0.key != path }.values
                .reduce(into: Set<Int>()) { $0.formUnion($1.detailed) }
            if section.known.isSubset(of: elsewhere) { result.formUnion(section.positions) }
        }
        return result
    }

    /// Whether an entry is a title alone: no year, no authors, no venue.
    static func isBare(_ entry: ReferenceEntry) -> Bool {
        entry.year == nil && !entry.authors.contains(where: \.isLetter)
            && !(entry.venue ?? "").contains(where: \.isLetter)
    }

    /// The positions of paragraphs read as bare titles (``isBare(_:)``) holding no known
    /// title, on a page whose known titles all stand in list items (two at least): the text
    /// that introduces or closes the lists ("A selection of my papers and op-eds."), not an
    /// entry.
    static func proseParagraphs(
        _ entries: [HomepagePlacedEntry], blocks: [Block], blockAt: [Int: Int],
        foundInBlock: [Set<Int>]
    ) -> Set<Int> {
        let holding = blocks.indices.filter { !foundInBlock[$0].isEmpty }
        guard holding.count >= 2, holding.allSatisfy({ blocks[$0].isListItem }) else { return [] }
        return Set(
            entries.filter { placed in
                guard let index = blockAt[placed.position] else { return false }
                return !blocks[index].isListItem && foundInBlock[index].isEmpty
                    && isBare(placed.entry)
            }
            .map(\.position))
    }

    /// Whether a text, normalized (``TitleNormalizer``), is `title` at `threshold`.
    static func matches(normalized: String, _ title: HomepageKnownTitle, _ threshold: Double)
        -> Bool
    {
        guard !normalized.isEmpty else { return false }
        if normalized == title.normalized { return true }
        return HomepageAnchors.similarity(normalized, title.normalized, threshold: threshold)
            != nil
    }

    // MARK: - Entries

    /// The entry of a block led by a title of `kind` (a link, bold or quoted text) — or, with
    /// `alsoBold`, by bold text — `nil` for other blocks.
    static func entry(
        of block: Block, kind: TitleKind, alsoBold: Bool = false
    ) -> ReferenceEntry? {
        var venue = leadingCode(block.source)
        if venue == nil, !block.context.isEmpty, block.context.count <= 60 {
            venue = block.context
        }
        guard
            let part = parts(of: block.source).first(where: {
                ($0.kind == kind || alsoBold && $0.kind == .bold) && leadIsDecoration($0.lead)
            }),
            HomepageText.isTitleLike(part.text)
        else { return nil }
        let after = authorText(part.after)
        let title = HomepageCitation.clean(part.text)
        guard !title.isEmpty else { return nil }
        let year = venue.flatMap { HomepageText.lastYear(in: $0) } ?? block.headingYear
        return ReferenceEntry(
            title: title, authors: HomepageText.isAuthorList(after) ? after : "", year: year,
            venue: venue)
    }

    /// Whether the text before a title is only decoration: nothing, or parenthesized labels
    /// such as "(Oral)".
    static func leadIsDecoration(_ lead: String) -> Bool {
        var depth = 0
        for character in lead {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            default:
                if depth == 0, character.isLetter || character.isNumber { return false }
            }
        }
        return true
    }

    /// The author list right after a title: up to a link, an image, raw HTML, a `|` or the
    /// end of the first line that has text.
    static func authorText(_ after: Substring) -> String {
        var text = String(after)
        text = text.replacingOccurrences(of: "\\\\", with: " ")
        var cut = text.endIndex
        for stop in ["[", "<", "|", "\\|", "!["] {
            if let range = text.range(of: stop), range.lowerBound < cut { cut = range.lowerBound }
        }
        text = String(text[..<cut])
        let lines = text.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let line = lines.first { $0.contains(where: \.isLetter) } ?? ""
        var cleaned = line.replacingOccurrences(of: "**", with: "")
            .replacingOccurrences(of: "__", with: "")
            .replacingOccurrences(of: "*", with: "")
        cleaned = cleaned.trimmingCharacters(in: .init(charactersIn: " ,;:-–—."))
        if !HomepageText.isAuthorList(cleaned) {
            // "Alice Smith, Bob Jones. Journal of Seas": the names up to the period.
            let characters = Array(cleaned)
            let words = HomepageCitation.words(characters, from: 0)
            if let list = HomepageCitation.authorList(words) {
                cleaned = String(characters[0..<list.end])
            }
        }
        return HomepageCitation.cleanAuthors(
            cleaned.trimmingCharacters(in: .init(charactersIn: " .")))
    }

    /// The text of a leading code span (`` `ICML 2023` ``), the AcadHomepage venue badge.
    static func leadingCode(_ source: String) -> String? {
        let trimmed = source.drop { $0 == " " || $0 == "-" || $0 == "*" || $0 == "+" }
        guard trimmed.hasPrefix("`") else { return nil }
        let body = trimmed.drop { $0 == "`" }
        guard let end = body.firstIndex(of: "`") else { return nil }
        let text = body[..<end].trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }

    // MARK: - Inline parts

    /// The inline parts of a block in order: links, bold runs, quoted runs.
    static func parts(of source: String) -> [Part] {
        let characters = Array(source)
        var parts: [Part] = []
        var lead = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                // Code spans are badges, not text.
                var ticks = 0
                while index < characters.count, characters[index] == "`" {
                    ticks += 1
                    index += 1
                }
                while index < characters.count {
                    if characters[index] == "`" {
                        var run = 0
                        while index < characters.count, characters[index] == "`" {
                            run += 1
                            index += 1
                        }
                        if run == ticks { break }
                    } else {
                        index += 1
                    }
                }
                continue
            }
            if character == "<" {
                // Raw HTML tags are skipped; their text counts as lead.
                while index < characters.count, characters[index] != ">" { index += 1 }
                index += 1
                continue
            }
            if character == "!", index + 1 < characters.count, characters[index + 1] == "[" {
                // An image: skip it whole.
                if let end = linkEnd(characters, from: index + 1) {
                    index = end
                    continue
                }
            }
            if character == "[", let end = linkEnd(characters, from: index),
                let close = closingBracket(characters, from: index)
            {
                let label = String(characters[(index + 1)..<close])
                let text = inlineText(label)
                let bare = label.trimmingCharacters(in: .whitespaces)
                let isBold =
                    bare.count > 4
                    && (bare.hasPrefix("**") && bare.hasSuffix("**")
                        || bare.hasPrefix("__") && bare.hasSuffix("__"))
                parts.append(
                    Part(
                        kind: .link, text: text, lead: lead,
                        after: Substring(String(characters[end...])), isBoldLink: isBold))
                lead += text
                index = end
                continue
            }
            if character == "*" || character == "_", index + 1 < characters.count,
                characters[index + 1] == character
            {
                let marker = String([character, character])
                let rest = String(characters[(index + 2)...])
                if let range = rest.range(of: marker) {
                    let text = inlineText(String(rest[..<range.lowerBound]))
                    let afterOffset =
                        index + 2
                        + rest.distance(
                            from: rest.startIndex, to: range.upperBound)
                    parts.append(
                        Part(
                            kind: .bold, text: text, lead: lead,
                            after: Substring(String(characters[afterOffset...]))))
                    lead += text
                    index = afterOffset
                    continue
                }
            }
            if let close = HomepageCitation.quotes[character] {
                if let end = characters[(index + 1)...].firstIndex(of: close), end - index > 4 {
                    let text = String(characters[(index + 1)..<end])
                    parts.append(
                        Part(
                            kind: .quoted, text: inlineText(text), lead: lead,
                            after: Substring(String(characters[(end + 1)...]))))
                    lead += text
                    index = end + 1
                    continue
                }
            }
            lead.append(character)
            index += 1
        }
        return parts
    }

    /// The index of the `]` closing the `[` at `start`.
    static func closingBracket(_ characters: [Character], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < characters.count {
            switch characters[index] {
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return index }
            case "\n":
                if index + 1 < characters.count, characters[index + 1] == "\n" { return nil }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The index after a link `[label](url)` starting at `start`, `nil` when it is not one.
    static func linkEnd(_ characters: [Character], from start: Int) -> Int? {
        guard let close = closingBracket(characters, from: start),
            close + 1 < characters.count, characters[close + 1] == "("
        else { return nil }
        var depth = 0
        var index = close + 1
        while index < characters.count {
            switch characters[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index + 1 }
            case "\n": return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Inline Markdown as plain text: links by their label, images and HTML tags dropped,
    /// emphasis markers removed.
    static func inlineText(_ source: String) -> String {
        HTMLNode.collapsingWhitespace(plainText(source))
    }

    /// ``inlineText(_:)`` without collapsing whitespace.
    /// A block's text as a citation, with its emphasis (`*x*`, `_x_` → `em`), strong text
    /// (`**x**`, `__x__` → `b`) and link labels (`[x](url)` → `a`) recorded as marks, the
    /// way ``HomepageCitation/text(of:stoppingAt:)`` records HTML's inline elements;
    /// whitespace collapsed, images, raw HTML tags and kramdown attribute lists left out.
    static func citationText(_ source: String) -> HomepageCitationText {
        var result = HomepageCitationText()
        appendCitation(Array(source), to: &result)
        while result.characters.last == " " { result.characters.removeLast() }
        return result
    }

    private static func appendCitation(
        _ characters: [Character], to result: inout HomepageCitationText
    ) {
        var open: [String: Int] = [:]
        func mark(_ tag: String) {
            if let start = open.removeValue(forKey: tag) {
                var lower = start
                while lower < result.characters.count, result.characters[lower] == " " {
                    lower += 1
                }
                var upper = result.characters.count
                while upper > lower, result.characters[upper - 1] == " " { upper -= 1 }
                if upper > lower { result.marks.append((lower..<upper, tag)) }
            } else {
                open[tag] = result.characters.count
            }
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "!", index + 1 < characters.count, characters[index + 1] == "[",
                let end = linkEnd(characters, from: index + 1)
            {
                index = end
                continue
            }
            if character == "[", let end = linkEnd(characters, from: index),
                let close = closingBracket(characters, from: index)
            {
                let start = result.characters.count
                appendCitation(Array(characters[(index + 1)..<close]), to: &result)
                if result.characters.count > start {
                    result.marks.append((start..<result.characters.count, "a"))
                }
                index = end
                continue
            }
            if character == "<" {
                while index < characters.count, characters[index] != ">" { index += 1 }
                index += 1
                if result.characters.last.map({ $0 != " " }) == true {
                    result.characters.append(" ")
                }
                continue
            }
            if character == "{", index + 1 < characters.count, characters[index + 1] == ":",
                let close = characters[index...].firstIndex(of: "}"), close - index <= 80
            {
                index = close + 1
                continue
            }
            if character == "*" || character == "_" {
                let double = index + 1 < characters.count && characters[index + 1] == character
                // `_` inside a word (`snake_case`) is a character, not emphasis.
                let inWord =
                    character == "_" && index > 0 && characters[index - 1].isLetter
                    && index + 1 < characters.count && characters[index + 1].isLetter
                if !inWord {
                    mark(double ? "b" : "em")
                    index += double ? 2 : 1
                    continue
                }
            }
            if character == "`" {
                index += 1
                continue
            }
            if character == "\\", index + 1 < characters.count,
                characters[index + 1].isPunctuation || characters[index + 1].isSymbol
            {
                result.characters.append(characters[index + 1])
                index += 2
                continue
            }
            if character.isWhitespace {
                if let last = result.characters.last, last != " " { result.characters.append(" ") }
            } else {
                result.characters.append(character)
            }
            index += 1
        }
    }

    /// A block's text without its Markdown: the characters of ``citationText(_:)``.
    static func plainText(_ source: String) -> String {
        String(citationText(source).characters)
    }

    // MARK: - Blocks

    /// The index of the first line after the front matter: the line after the closing
    /// `---` (or `+++`) when the first line opens one, else 0.
    static func frontMatterEnd(_ lines: [Substring]) -> Int {
        guard let first = lines.first?.trimmingCharacters(in: .whitespaces),
            first == "---" || first == "+++"
        else { return 0 }
        for index in lines.indices.dropFirst()
        where lines[index].trimmingCharacters(in: .whitespaces) == first {
            return index + 1
        }
        return 0
    }

    /// The page's list items and paragraphs, with the HTML before each and the heading year.
    ///
    /// With `entryHeadings`, a heading of that level (`###` = 3) opens a block of its own
    /// text, bold, which the lines after it continue (an entry whose title is the heading).
    static func blocks(_ text: String, entryHeadings: Int? = nil) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        var context = ""
        var headingYear: Int?
        var listIndent: Int?
        var inFence = false
        // The headings above, by level (`#` = 1; a setext `===` underline is 1, `---` 2).
        var headingPath: [(level: Int, text: String)] = []
        func enter(_ level: Int, _ text: String) {
            headingPath.removeAll { $0.level >= level }
            headingPath.append((level, text))
        }
        var path: [String] { headingPath.map(\.text) }

        func close() {
            if var block = current {
                block.source = block.source.trimmingCharacters(in: .whitespacesAndNewlines)
                if !block.source.isEmpty { blocks.append(block) }
            }
            current = nil
        }

        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        // Front matter (`---` YAML of Jekyll and Hugo, `+++` TOML of Hugo) is the page's
        // settings, not its text.
        let frontMatterEnd = Self.frontMatterEnd(lines)
        for (number, rawLine) in lines.enumerated() where number >= frontMatterEnd {
            let line = String(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                close()
                inFence.toggle()
                continue
            }
            if inFence { continue }
            if trimmed.isEmpty {
                close()
                listIndent = nil
                continue
            }
            // A setext heading: one short line of a paragraph underlined with `===` or `---`
            // (`EDUCATION` / `======`); a longer line over `---` is an entry over a rule.
            if let level = setextLevel(trimmed), var block = current, !block.isListItem,
                !block.source.contains("\n"),
                HomepageText.spaceSeparatedCount(block.source) <= 8
            {
                current = nil
                block.source = block.source.trimmingCharacters(in: .whitespaces)
                headingYear = HomepageText.headingYear(block.source)
                enter(level, inlineText(block.source))
                continue
            }
            if trimmed.hasPrefix("#") {
                close()
                let heading = trimmed.drop { $0 == "#" }
                let level = trimmed.count - heading.count
                if let entryLevel = entryHeadings, level == entryLevel, heading.first == " " {
                    // The heading's end is the title's: written as bold text, unless the
                    // heading marks its own part (`### *Book*. 2023. Publisher`).
                    let text = heading.trimmingCharacters(in: .whitespaces)
                    let marked = text.contains("*") || text.contains("_") || text.contains("[")
                    current = Block(
                        source: marked ? text : "**\(text)**",
                        isListItem: false, context: contextText(context),
                        headingYear: headingYear, position: number, headings: path)
                    context = ""
                    listIndent = nil
                    continue
                }
                headingYear = HomepageText.headingYear(String(heading))
                if (1...6).contains(level) {
                    enter(level, inlineText(String(heading.drop { $0 == " " })))
                }
                context = ""
                continue
            }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            if let marker = listMarkerEnd(trimmed) {
                close()
                // Items nested under another item are its details, not publications.
                if let base = listIndent, indent > base { continue }
                listIndent = indent
                current = Block(
                    source: String(trimmed[marker...]), isListItem: true,
                    context: contextText(context), headingYear: headingYear, position: number,
                    headings: path)
                context = ""
                continue
            }
            if trimmed.hasPrefix("<") {
                close()
                context += " " + trimmed
                continue
            }
            if current != nil {
                current?.source += "\n" + trimmed
            } else if listIndent == nil || indent == 0 {
                current = Block(
                    source: trimmed, isListItem: false, context: contextText(context),
                    headingYear: headingYear, position: number, headings: path)
                context = ""
            }
        }
        close()
        return blocks
    }

    /// The level of a setext heading's underline (`===` 1, `---` 2), `nil` for other lines.
    static func setextLevel(_ line: String) -> Int? {
        guard let first = line.first, first == "=" || first == "-", line.count >= 2,
            line.allSatisfy({ $0 == first })
        else { return nil }
        return first == "=" ? 1 : 2
    }

    /// The index after a list marker (`- `, `* `, `+ `, `1. `, `1) `), `nil` for other lines.
    static func listMarkerEnd(_ line: String) -> String.Index? {
        guard let first = line.first else { return nil }
        if first == "-" || first == "*" || first == "+" {
            let next = line.index(after: line.startIndex)
            guard next < line.endIndex, line[next] == " " else { return nil }
            return line.index(after: next)
        }
        let digits = line.prefix { $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return nil }
        let marker = line.index(line.startIndex, offsetBy: digits.count)
        guard marker < line.endIndex, line[marker] == "." || line[marker] == ")" else {
            return nil
        }
        let space = line.index(after: marker)
        guard space < line.endIndex, line[space] == " " else { return nil }
        return line.index(after: space)
    }

    /// The visible text of raw HTML lines (a badge such as `NeurIPS 2019`), the last piece.
    static func contextText(_ html: String) -> String {
        var pieces: [String] = []
        var current = ""
        var inTag = false
        for character in html {
            if character == "<" {
                inTag = true
                let text = HTMLNode.collapsingWhitespace(current)
                if !text.isEmpty { pieces.append(text) }
                current = ""
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                current.append(character)
            }
        }
        let text = HTMLNode.collapsingWhitespace(current)
        if !text.isEmpty { pieces.append(text) }
        return pieces.last ?? ""
    }
}
