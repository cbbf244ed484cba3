import Foundation
import HIndexCore

/// One citation of a page to read: its text, the list it belongs to, and the year of the
/// heading above it.
struct HomepageCitationItem {
    /// The citation's text with its inline elements.
    let text: HomepageCitationText
    /// The list (parent element or section) it belongs to.
    let group: Int
    /// The year announced by the heading above, if any.
    let headingYear: Int?
    /// Page order.
    let position: Int
}

/// Reads citation strings with title rules learned from the known titles on the page (see
/// ``HomepageRuleLearner``), and says how well the rules recover those titles.
struct HomepageCitationReader {
    /// The learned rules.
    let rules: HomepageTitleRules
    /// The known titles found in the items, by item position: the examples.
    let known: [Int: (title: HomepageKnownTitle, similarity: Double)]
    /// The share of the examples with an author list before or after the title.
    private(set) var authorsShare = 0.0
    /// The share of the examples with a year.
    private(set) var yearShare = 0.0

    /// Learns the rules for `items` from the known titles they contain; `nil` when no item
    /// holds a known title or no rule recovers any.
    init?(items: [HomepageCitationItem], titles: [HomepageKnownTitle], threshold: Double) {
        var examples: [HomepageRuleExample] = []
        var known: [Int: (title: HomepageKnownTitle, similarity: Double)] = [:]
        // Each title is looked for only in the items holding its two rarest words (on these
        // items), so a long list with hundreds of known titles stays linear.
        let piecesByItem = items.map { HomepageRuleLearner.pieces($0.text.characters) }
        var frequency: [String: Int] = [:]
        for pieces in piecesByItem {
            for word in Set(pieces.map(\.word)) { frequency[word, default: 0] += 1 }
        }
        var byWord: [String: [Int]] = [:]
        for (index, title) in titles.enumerated() {
            let rarest = Set(title.words).sorted {
                let (a, b) = (frequency[$0] ?? 0, frequency[$1] ?? 0)
                return a != b ? a < b : $0 < $1
            }
            guard (frequency[rarest.first ?? ""] ?? 0) > 0 else { continue }
            for word in rarest.prefix(2) { byWord[word, default: []].append(index) }
        }
        for (item, pieces) in zip(items, piecesByItem) {
            guard !pieces.isEmpty else { continue }
            var candidates = Set<Int>()
            for piece in pieces { candidates.formUnion(byWord[piece.word] ?? []) }
            var best: (title: HomepageKnownTitle, range: Range<Int>, similarity: Double)?
            for index in candidates.sorted() {
                let title = titles[index]
                guard
                    let found = HomepageRuleLearner.locate(
                        title, in: pieces, threshold: threshold)
                else { continue }
                // The longest known title wins: a short one may sit inside another's title.
                if found.range.count > best?.range.count ?? -1 {
                    best = (title, found.range, found.similarity)
                }
            }
            guard let best else { continue }
            examples.append(
                HomepageRuleExample(
                    text: item.text, title: best.range, known: best.title, group: item.group))
            known[item.position] = (best.title, best.similarity)
        }
        examples = Self.unambiguous(examples)
        let others = items.filter { known[$0.position] == nil }.map(\.text)
        guard
            let rules = HomepageRuleLearner.learn(examples, others: others, threshold: threshold)
        else {
            return nil
        }
        self.rules = rules
        self.known = known
        let read = items.filter { known[$0.position] != nil }.compactMap { entry($0)?.0 }
        if !read.isEmpty {
            let count = Double(read.count)
            authorsShare =
                Double(read.filter { HomepageText.isAuthorList($0.authors) }.count) / count
            yearShare = Double(read.filter { $0.year != nil }.count) / count
        }
    }

    /// The examples without those of a short known title (four words or fewer) found in more
    /// entries than a work is listed in (three or more): a short title that is also the name
    /// of a book, a series or a project ("Ecosystem engineers" in every chapter of the book of
    /// that name) says nothing about where titles stand. (A long title found three times is a
    /// work listed three times, or titles written from one template.) Kept when dropping them
    /// would leave fewer than two titles.
    static func unambiguous(_ examples: [HomepageRuleExample]) -> [HomepageRuleExample] {
        let counts = Dictionary(grouping: examples, by: \.known.normalized).mapValues(\.count)
        let kept = examples.filter {
            $0.known.words.count > 4 || (counts[$0.known.normalized] ?? 0) < 3
        }
        guard Set(kept.map(\.known.normalized)).count >= 2 else { return examples }
        return kept
    }

    /// Notes for the report: the rules and what they recovered.
    var notes: [String] {
        [
            "title rules learned from \(rules.examples) entries holding known titles recover "
                + "\(rules.recovered) of them"
        ]
            + rules.rules.enumerated().map { "rule \($0.offset + 1): \($0.element.description)" }
    }

    /// Whether an item reads as a citation like the examples: a rule finds its title, and it
    /// has an author list and a year before or after the title when most examples do.
    /// Only the learned rules count here (not the grammar fallback of ``entry(_:)``): this
    /// decides whether a whole other list is a publication list.
    func reads(_ item: HomepageCitationItem) -> Bool {
        guard let found = rules.title(in: item.text, group: item.group),
            let (entry, _) = entry(item, found: found, rule: rules.rules[found.rule])
        else { return false }
        return isShapedLikeExamples(entry, in: item)
    }

    /// Whether an entry has an author list and a year when most examples do.
    /// An entry whose year is a status or a placeholder (`(in press)`, `(202x)`) has one.
    func isShapedLikeExamples(_ entry: ReferenceEntry, in item: HomepageCitationItem) -> Bool {
        if authorsShare >= 0.8, !HomepageText.isAuthorList(entry.authors) { return false }
        if yearShare >= 0.8, entry.year == nil,
            !HomepageText.hasStatus(String(item.text.characters))
        {
            return false
        }
        return true
    }

    /// The entry of an item, with how its title was found; `nil` when no rule applies.
    ///
    /// An entry the learned rules cannot read, or read into something unlike the examples
    /// (no author list before the title where they all have one: a page that ends its author
    /// lists with a period here and a colon there), is read with the author-name grammar
    /// when that finds an author list and an entry shaped like the examples.
    func entry(_ item: HomepageCitationItem) -> (ReferenceEntry, HomepageEntryProvenance)? {
        let learned = rules.title(in: item.text, group: item.group).flatMap {
            entry(item, found: $0, rule: rules.rules[$0.rule])
        }
        // A title that is a status (`Under review at …`) or a run of names (`… Castilla, J`,
        // the learned start landing inside a long author list) is the rule misreading this
        // entry, as is an entry unlike the examples.
        let misread = learned.map { Self.isNoTitle($0.0.title) }
        if let learned, isShapedLikeExamples(learned.0, in: item), misread != true {
            return learned
        }
        if learned == nil, let marked = markedEntry(item), isShapedLikeExamples(marked.0, in: item)
        {
            return marked
        }
        if !rules.rules.contains(.grammar),
            let title = HomepageTitleRule.grammar.title(in: item.text),
            !Self.isNoTitle(title.title),
            var fallback = entry(item, found: (title.title, title.range, -1), rule: .grammar),
            isShapedLikeExamples(fallback.0, in: item),
            HomepageText.isAuthorList(fallback.0.authors)
        {
            fallback.1.rule += " (where the learned rules do not apply)"
            return fallback
        }
        if misread == true, let emphasized = emphasizedEntry(item),
            isShapedLikeExamples(emphasized.0, in: item)
        {
            return emphasized
        }
        return learned
    }

    /// Whether a text found where a title should be is none: a status line or a list of
    /// person names with their initials.
    static func isNoTitle(_ text: String) -> Bool {
        if HomepageText.isStatusLine(text) { return true }
        guard text.contains(",") else { return false }
        let names = text.trimming { $0 == "." || $0 == " " }
        return HomepageText.isInvertedNameList(names) || HomepageText.isAuthorList(names)
    }

    /// The entry of an item whose learned title is no title, by its one emphasized element
    /// (bold, else italic) of three words or more that reads as a title: a page whose style
    /// drifts keeps its titles' emphasis.
    func emphasizedEntry(_ item: HomepageCitationItem) -> (ReferenceEntry, HomepageEntryProvenance)?
    {
        for tags in [["b", "strong"], ["em", "i"]] {
            let candidates = item.text.marks.filter { mark in
                guard tags.contains(mark.tag) else { return false }
                let string = item.text.string(mark.range)
                return string.split(separator: " ").count >= 3 && HomepageText.isTitleLike(string)
                    && !Self.isNoTitle(string) && !HomepageText.isAuthorList(string)
            }
            guard candidates.count == 1, let mark = candidates.first,
                let title = HomepageTitleRule.plausible(item.text.string(mark.range)),
                var found = entry(
                    item, found: (title, mark.range, -1), rule: .mark(tag: mark.tag, ordinal: 1))
            else { continue }
            found.1.rule =
                "the entry's one \(mark.tag) element (where the learned rule misreads it)"
            return found
        }
        return nil
    }

    /// The entry of an item none of the learned rules reads, by the first rule whose start
    /// applies and whose title is a link or bold element there
    /// (``HomepageTitleRule/markedTitle(in:)``).
    func markedEntry(_ item: HomepageCitationItem) -> (ReferenceEntry, HomepageEntryProvenance)? {
        for (index, rule) in rules.rules.enumerated() {
            guard let found = rule.markedTitle(in: item.text),
                var marked = entry(item, found: (found.title, found.range, index), rule: rule)
            else { continue }
            marked.1.rule += " (the link or bold element there: no end delimiter)"
            return marked
        }
        return nil
    }

    /// The entry of an item whose title `rule` found at `found`.
    private func entry(
        _ item: HomepageCitationItem, found: (title: String, range: Range<Int>, rule: Int),
        rule: HomepageTitleRule
    ) -> (ReferenceEntry, HomepageEntryProvenance)? {
        let characters = item.text.characters
        var authors = ""
        var rest = ""
        var leadYear: Int?
        if rule == .grammar {
            guard let parts = HomepageCitation.split(item.text, order: .authorsFirst) else {
                return nil
            }
            authors = parts.authors
            rest = parts.rest
        } else {
            let base = HomepageCitation.enumeratorEnd(characters)
            let lead =
                found.range.lowerBound > base ? item.text.string(base..<found.range.lowerBound) : ""
            leadYear = HomepageText.years(in: lead).last
            authors = Self.authors(fromLead: lead)
            var after = found.range.upperBound
            while after < characters.count,
                !characters[after].isLetter, !characters[after].isNumber,
                characters[after] != "("
            {
                after += 1
            }
            rest = HomepageCitation.cleanRest(item.text.string(after..<characters.count))
        }
        let year =
            item.headingYear ?? leadYear ?? HomepageText.lastYear(in: rest)
            ?? HomepageText.lastYear(in: authors)
        let entry = ReferenceEntry(
            title: found.title, authors: authors, year: year, venue: rest.isEmpty ? nil : rest)
        let seed = known[item.position]
        let provenance = HomepageEntryProvenance(
            rule: rule.description, seedTitle: seed?.title.text,
            seedSimilarity: seed.map { (($0.similarity * 1000).rounded() / 1000) })
        return (entry, provenance)
    }

    /// The author list in the text before a title: without a year in parentheses or after a
    /// period (`(2021).`, `2021.`), editor markers and trailing separators.
    static func authors(fromLead lead: String) -> String {
        var text = lead.trimming { $0 == " " || HomepageGlyph.quotationMarks.contains($0) }
        // `(2021a).`, `(n.d.).`, `(in press).` and a bare `2021.` at the end are the year.
        if let open = text.lastIndex(of: "("),
            text[open...].contains(")"),
            text.distance(from: open, to: text.endIndex) <= 16
        {
            text = String(text[..<open])
        }
        text = text.trimming([" ", ".", ",", ";", ":"])
        let words = text.split(separator: " ")
        if let last = words.last, last.count == 4 || last.count == 5,
            let year = Int(last.prefix(4)), HomepageText.yearRange.contains(year)
        {
            text = words.dropLast().joined(separator: " ")
        }
        text = text.trimming([" ", ".", ",", ";", ":"])
        guard text.contains(where: \.isLetter) else { return "" }
        return HomepageCitation.cleanAuthors(text)
    }
}
