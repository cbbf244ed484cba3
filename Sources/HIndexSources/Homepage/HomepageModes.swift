import Foundation
import HIndexCore

/// An entry with its place on the page, so entries from different passes keep page order.
struct HomepagePlacedEntry {
    /// Element index of the title (or citation item): the page order.
    let position: Int
    /// The entry.
    let entry: ReferenceEntry
    /// How its title was found (`nil`: by the reading's title XPath).
    var provenance: HomepageEntryProvenance? = nil
}

/// The outcome of one way of reading the page.
struct HomepageReading {
    var entries: [HomepagePlacedEntry]
    var titleXPath: String
    var authorsXPath: String?
    var notes: [String]
    /// The in-entry title rules used, described.
    var rules: [String] = []
    /// The known titles found on the page (indexes), when the reading found them itself.
    var knownOnPage: Set<Int>? = nil
    /// Whether the entries' positions are element indexes of the page (not line numbers).
    var positionsAreElements = true
}

extension HomepageLayout {
    // MARK: - Titles as elements (the thesis's method)

    /// Reads a page whose titles are elements of their own (`<a>Title</a>`,
    /// `<span class="papertitle">`): learns the title XPath from the whole-element anchors,
    /// takes each title's item, and learns which line of the item holds the authors.
    ///
    /// `nil` when fewer than two known titles are whole elements of one shape, or when the
    /// learned titles do not line up with the items (several titles per item, or most items
    /// without a title: the titles are then parts of citation strings).
    func readTitleElements() -> HomepageReading? {
        let whole = anchors.filter(\.isWhole)
        let groups = Dictionary(grouping: whole) { page.elements[$0.element].tag }
        let ranked = groups.values
            .filter { Set($0.map(\.title)).count >= 2 }
            .sorted {
                // Most distinct titles first; ties go to the group that starts earlier in the
                // page, so the choice never depends on dictionary order.
                let (a, b) = (Set($0.map(\.title)).count, Set($1.map(\.title)).count)
                if a != b { return a > b }
                return ($0.map(\.element).min() ?? 0) < ($1.map(\.element).min() ?? 0)
            }
        guard var members = ranked.first else { return nil }
        members = dropClassOutliers(members)
        // The judge is pure and asked about the same nodes by every candidate shape: once each.
        var judged: [Int: Int] = [:]
        func judge(_ element: Int) -> Int {
            if let known = judged[element] { return known }
            let score = judgeTitle(element)
            judged[element] = score
            return score
        }
        guard
            let shape = learnShapes(for: members.map(\.element), maximumSteps: 6, judge: judge)
        else { return nil }
        let titleNodes = innermost(shape.nodes.filter { judge($0) >= 0 })
        guard titleNodes.count >= 2 else { return nil }
        var notes = [
            "titles are elements: \(titleNodes.count) selected by \(shape.xpath)",
            "learned from \(Set(members.map(\.title)).count) of \(titles.count) known titles",
        ]

        // The items the anchors sit in must each hold one title.
        var gaps: [Int] = []
        let itemSteps = members.map { step(itemElement(of: $0)) }
        // A bare `div` or `section` says nothing about the list: selecting every one takes in
        // the page's wrappers, each holding many titles.
        if let itemStep = Self.mostCommon(itemSteps),
            !(itemStep.classes.isEmpty && ["div", "section", "span"].contains(itemStep.tag))
        {
            let xpath = page.node(shape.context).absoluteXPath + "//" + itemStep.xpath
            let selected = ((try? page.document.select(xpath)) ?? []).compactMap {
                page.index(of: $0)
            }
            let items = outermost(Array(Set(selected)).sorted()).filter {
                page.wordCount(of: $0) >= 3
                    && (itemStep.tag != "dd" || isFirstDefinition($0))
            }
            if items.count >= 3 {
                let counts = items.map { count(of: titleNodes, inside: $0) }
                let several = counts.filter { $0 >= 2 }.count
                let covered = counts.filter { $0 >= 1 }.count
                if several * 10 > items.count || covered * 10 < items.count * 7 {
                    return nil
                }
                // Items without a title element next to items with one (a list mixing
                // linked and plain titles) are read as citation text.
                let parents = Set(zip(items, counts).filter { $0.1 > 0 }.map { parent($0.0) })
                gaps = zip(items, counts).filter {
                    $0.1 == 0 && page.wordCount(of: $0.0) >= 5 && parents.contains(parent($0.0))
                }
                .map(\.0)
            }
        }

        var items = self.items(forTitles: titleNodes)
        var lines = items.map(segments(of:))
        // A title element alone in its item, right before a list of other titles, is the
        // heading of that list (`<p><strong>Book chapters</strong></p><ul>…`), not an entry —
        // where the known titles' items say more than their titles.
        let known = Set(members.map(\.element))
        let knownLines = zip(items, lines).filter { known.contains($0.0.title) }.map(\.1)
        let detailed = knownLines.filter { !$0.allSatisfy(\.isTitle) }.count
        let headings = Set(
            zip(items, lines).filter { item, itemLines in
                detailed * 10 >= knownLines.count * 8 && !known.contains(item.title)
                    && itemLines.allSatisfy(\.isTitle) && heads(item.element, titles: titleNodes)
            }
            .map(\.0.title))
        if !headings.isEmpty {
            let kept = items.indices.filter { !headings.contains(items[$0].title) }
            items = kept.map { items[$0] }
            lines = kept.map { lines[$0] }
            notes.append(
                "\(headings.count) title element\(headings.count == 1 ? "" : "s") left out: "
                    + "alone in \(headings.count == 1 ? "its item" : "their items") right before a "
                    + "list of titles (headings)")
        }
        let anchorTitles = Set(members.map(\.element))
        let anchorLines = zip(items, lines).filter { anchorTitles.contains($0.0.title) }.map(\.1)
        var authorOffset = learnAuthorOffset(anchorLines)
        var authorsXPath: String?
        if let offset = authorOffset {
            let found = lines.compactMap { authorLine(in: $0, offset: offset) }
            if found.count * 10 >= lines.count * 6 {
                notes.append(
                    "authors: line \(offset > 0 ? "+" : "")\(offset) from the title, "
                        + "\(found.count) of \(lines.count) items")
                authorsXPath = xpath(forContainers: found.map(\.container), shape: shape)
            } else {
                notes.append(
                    "authors dropped: only \(found.count) of \(lines.count) items have an "
                        + "author line where the known titles do")
                authorOffset = nil
            }
        } else {
            notes.append("no author lines found next to the known titles")
        }

        var entries: [HomepagePlacedEntry] = []
        for (item, itemLines) in zip(items, lines) {
            let title = page.node(item.title).text
            let author = authorOffset.flatMap { authors(in: itemLines, preferring: $0) }
            let venueLine = venue(in: itemLines)
            let year =
                headingYear(before: item.title)
                ?? venueLine.flatMap { HomepageText.lastYear(in: $0) }
                ?? firstYear(in: itemLines)
            let entry = ReferenceEntry(
                title: title, authors: author.map { cleanAuthorLine($0.text) } ?? "",
                year: year,
                venue: venueLine.map(Self.venueWithoutYear).flatMap { $0.isEmpty ? nil : $0 })
            entries.append(HomepagePlacedEntry(position: item.title, entry: entry))
        }
        // Where nearly every entry has an author line, a whole list of the same title elements
        // without any (a "Software" or "Projects" block of cards) is not publications.
        if authorOffset != nil {
            let withAuthors = entries.filter { !$0.entry.authors.isEmpty }.count
            if withAuthors * 10 >= entries.count * 8 {
                let lists = Dictionary(
                    grouping: zip(items, entries), by: { parent(parent($0.0.element)) })
                let dropped = Set(
                    lists.values.filter { members in
                        members.count >= 2 && members.allSatisfy { $0.1.entry.authors.isEmpty }
                    }
                    .flatMap { $0.map(\.1.position) })
                if !dropped.isEmpty {
                    entries.removeAll { dropped.contains($0.position) }
                    notes.append(
                        "\(dropped.count) titles left out: their block has no author lines, "
                            + "unlike the rest of the list")
                }
            }
        }
        if !gaps.isEmpty {
            // The same learned rules as pages of citation strings, from the known titles the
            // gaps hold; the grammar when they hold none.
            let citations = gaps.map { citationItem($0) }
            let reader = HomepageCitationReader(
                items: citations, titles: titles, threshold: threshold)
            let order = learnCitationOrder(
                items: anchors.map { ($0, itemElement(of: $0)) }.filter { !$0.0.isWhole })
            var filled = 0
            for item in citations {
                if let (entry, provenance) = reader?.entry(item) {
                    entries.append(
                        HomepagePlacedEntry(
                            position: item.position, entry: entry, provenance: provenance))
                    filled += 1
                } else if reader == nil, let entry = citationEntry(item.position, order: order) {
                    entries.append(HomepagePlacedEntry(position: item.position, entry: entry))
                    filled += 1
                }
            }
            if filled > 0 {
                notes.append("\(filled) items without a title element read as citation text")
            }
            entries.sort { $0.position < $1.position }
        }
        return HomepageReading(
            entries: entries, titleXPath: shape.xpath, authorsXPath: authorsXPath, notes: notes)
    }

    /// ``learnShape(for:maximumSteps:judge:)``, and when the one shape for all targets is too
    /// general (it selects junk: the titles sit in two layouts, such as a "Selected" block of
    /// cards above the full list), one shape per layout — targets grouped by their parent —
    /// joined with `|`.
    func learnShapes(for targets: [Int], maximumSteps: Int, judge: (Int) -> Int) -> HomepageShape? {
        let whole = learnShape(for: targets, maximumSteps: maximumSteps, judge: judge)
        func junk(_ shape: HomepageShape) -> Int { shape.nodes.filter { judge($0) < 0 }.count }
        if let whole, !whole.isBare, junk(whole) <= max(1, whole.nodes.count / 10) {
            return whole
        }
        let groups = Dictionary(grouping: Set(targets).sorted()) { step(parent($0)) }.values
        guard groups.count >= 2, groups.allSatisfy({ $0.count >= 2 }) else { return whole }
        let shapes = groups.compactMap {
            learnShape(for: $0.sorted(), maximumSteps: maximumSteps, judge: judge)
        }
        .sorted { $0.xpath < $1.xpath }
        guard shapes.count == groups.count,
            shapes.allSatisfy({ !$0.isBare && junk($0) <= max(1, $0.nodes.count / 10) })
        else { return whole }
        let covered = Set(shapes.flatMap(\.nodes))
        let context = page.commonAncestor(of: shapes.map(\.context)) ?? 0
        return HomepageShape(
            xpath: shapes.map(\.xpath).joined(separator: " | "), nodes: covered.sorted(),
            context: context, score: shapes.map(\.score).reduce(0, +))
    }

    /// Anchors of one tag whose classes disagree: when no class is shared but one is carried
    /// by two thirds of them, the others are stray matches (a news item linking a paper).
    func dropClassOutliers(_ members: [HomepageAnchor]) -> [HomepageAnchor] {
        let elements = Array(Set(members.map(\.element)))
        guard elements.count >= 3,
            sharedStep(elements).map({ $0.classes.isEmpty }) == true
        else { return members }
        var counts: [String: Int] = [:]
        for element in elements {
            for name in Set(page.elements[element].classes) { counts[name, default: 0] += 1 }
        }
        // The most frequent class; equal counts go to the alphabetically first name.
        guard
            let (name, count) = counts.max(by: {
                $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key
            }),
            count * 3 >= elements.count * 2
        else { return members }
        let kept = members.filter { page.elements[$0.element].classes.contains(name) }
        return Set(kept.map(\.title)).count >= 2 ? kept : members
    }

    /// The line offset from the title that holds authors in most anchor items.
    func learnAuthorOffset(_ anchorLines: [[HomepageSegment]]) -> Int? {
        var best: (offset: Int, count: Int)?
        for offset in [1, 2, -1, 3, -2] {
            let count = anchorLines.filter { authorLine(in: $0, offset: offset) != nil }.count
            if count > (best?.count ?? 0) { best = (offset, count) }
        }
        guard let best, best.count >= 2 || best.count == anchorLines.count,
            best.count * 2 >= anchorLines.count
        else { return nil }
        return best.offset
    }

    /// The line `offset` lines from the title when it reads as an author list.
    func authorLine(in lines: [HomepageSegment], offset: Int) -> HomepageSegment? {
        guard let title = lines.firstIndex(where: \.isTitle) else { return nil }
        let index = title + offset
        guard lines.indices.contains(index), !lines[index].isTitle,
            authorLists.isAuthorList(lines[index].text)
        else { return nil }
        return lines[index]
    }

    /// The author list of an item: the line at the learned offset, else the nearest line that
    /// reads as one; a list wrapped over several lines (`…, Pratul Srinivasan,<br>Jonathan T.
    /// Barron, …`) is joined.
    func authors(in lines: [HomepageSegment], preferring offset: Int) -> HomepageSegment? {
        guard let title = lines.firstIndex(where: \.isTitle) else { return nil }
        for candidate in [offset] + [1, 2, -1, 3, -2].filter({ $0 != offset }) {
            let index = title + candidate
            guard lines.indices.contains(index), !lines[index].isTitle,
                authorLists.isAuthorList(lines[index].text)
            else { continue }
            var line = lines[index]
            var next = index + 1
            while next < lines.count, !lines[next].isTitle,
                line.text.hasSuffix(",") || line.text.hasSuffix(" and"),
                authorLists.isAuthorList(lines[next].text)
            {
                line.text += " " + lines[next].text
                next += 1
            }
            return line
        }
        return nil
    }

    /// The first line after the title that is not a link label, an author list or a long
    /// description.
    func venue(in lines: [HomepageSegment]) -> String? {
        guard let title = lines.firstIndex(where: \.isTitle) else { return nil }
        var index = title + 1
        while index < lines.count {
            let text = lines[index].text
            index += 1
            let hasYear = !HomepageText.years(in: text).isEmpty
            if !hasYear, HomepageText.isLinkLabel(text) || HomepageCitation.isDecoration(text) {
                continue
            }
            if authorLists.isAuthorList(text) { continue }
            if HomepageText.spaceSeparatedCount(text) > 40 { return nil }
            let cleaned = HomepageCitation.cleanRest(text)
            return cleaned.isEmpty ? nil : cleaned
        }
        return nil
    }

    /// The first year in a short line after the title.
    func firstYear(in lines: [HomepageSegment]) -> Int? {
        guard let title = lines.firstIndex(where: \.isTitle) else { return nil }
        for line in lines[(title + 1)...] where HomepageText.spaceSeparatedCount(line.text) <= 40 {
            if let year = HomepageText.years(in: line.text).last { return year }
        }
        return nil
    }

    /// An author line without a trailing period or dangling "and".
    func cleanAuthorLine(_ text: String) -> String {
        var result = text
        // (`containsText` first: most lines have no " ,", and it decides like Foundation.)
        if result.containsText(" ,") { result = result.replacingOccurrences(of: " ,", with: ",") }
        result = HTMLNode.collapsingWhitespace(result)
        return HomepageCitation.cleanAuthors(result.trimmingASCII(" ."))
    }

    /// A venue line without its trailing year (`arXiv, 2026` → `arXiv`); a year inside the
    /// name stays (`AAAI 2022`).
    static func venueWithoutYear(_ text: String) -> String {
        var result = text.trimmingASCII(" .")
        if let comma = result.lastIndex(of: ",") {
            let tail = trimmingWhitespaces(result[result.index(after: comma)...])
            if tail.count == 4, let year = Int(tail), HomepageText.yearRange.contains(year) {
                result = String(result[..<comma])
            }
        }
        result = result.trimmingASCII(" ,.;")
        if result.count == 4, let year = Int(result), HomepageText.yearRange.contains(year) {
            return ""
        }
        return result
    }

    /// `text.trimmingCharacters(in: .whitespaces)`, on the bytes when `text` is ASCII (the
    /// set's ASCII members are the space and the tab).
    static func trimmingWhitespaces(_ text: Substring) -> String {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.trimmingCharacters(in: .whitespaces)
        }
        var start = utf8.startIndex
        var end = utf8.endIndex
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        while start < end, isBlank(utf8[start]) { start = utf8.index(after: start) }
        while start < end, isBlank(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        return String(text[start..<end])
    }

    /// An XPath for the elements holding the author lines: by their class when they have one
    /// (`span.pubauthors`), else the element of that tag holding a title
    /// (`td[.//span[papertitle]]`, the author line being a line of it).
    func xpath(forContainers containers: [Int], shape: HomepageShape) -> String? {
        let valid = containers.filter { $0 >= 0 }
        guard let container = Self.mostCommon(valid.map(step)) else { return nil }
        let base = page.node(shape.context).absoluteXPath + "//" + container.xpath
        guard container.classes.isEmpty, let title = shape.steps.last else { return base }
        return base + "[.//" + title.xpath + "]"
    }

    // MARK: - Titles inside citation strings

    /// Reads a page whose publications are citation strings (`<li>A. Author. Title. Venue
    /// 2020.</li>`): learns the item XPath from the elements holding the known titles, then
    /// splits each item's text.
    func readCitations() -> HomepageReading? {
        let placed = anchors.map { ($0, itemElement(of: $0)) }
        let groups = Dictionary(grouping: placed) { step($0.1) }
        let ranked = groups.values
            .filter { Set($0.map(\.0.title)).count >= 2 }
            .sorted {
                let (a, b) = (Set($0.map(\.0.title)).count, Set($1.map(\.0.title)).count)
                if a != b { return a > b }
                return ($0.map(\.1).min() ?? 0) < ($1.map(\.1).min() ?? 0)
            }
        guard var members = ranked.first else { return nil }
        // An element holding several citations (apart in its text) is a list without item
        // elements: its lines are the items.
        let crowded = crowdedItems(members)
        if !crowded.isEmpty, crowded.count * 2 >= Set(members.map(\.1)).count {
            return readCitationLines(in: crowded)
        }
        // A short known title inside another citation ("Reinforcement Learning") says
        // nothing about its item: keep the anchor covering most words per item.
        var best: [Int: (HomepageAnchor, Int)] = [:]
        for (anchor, item) in members where anchor.span.count > best[item]?.0.span.count ?? 0 {
            best[item] = (anchor, item)
        }
        members = best.values.sorted { $0.1 < $1.1 }
        guard Set(members.map(\.0.title)).count >= 2 else { return nil }
        guard
            let shape = learnShape(
                for: members.map(\.1), maximumSteps: 2, judge: judgeItem)
        else { return nil }
        // Items nested in items (a list inside an entry, or the entries after a tag left
        // open, `<b>111</>`) are items of their own; the outer one's text ends where they start.
        let items = shape.nodes.filter { judgeItem($0) > 0 }
        let nested = Set(
            items.filter { item in items.contains { $0 != item && page.contains($0, item) } })
        var citations = items.map { citationItem($0, stoppingAt: nested) }
        guard
            let reader = HomepageCitationReader(
                items: citations, titles: titles, threshold: threshold)
        else { return nil }
        var notes = [
            "titles are inside citation strings: \(items.count) items selected by \(shape.xpath)"
        ]
        notes += reader.notes
        var xpath = shape.xpath
        let itemStep = sharedStep(items) ?? step(items[0])
        let more = otherLists(like: itemStep, besides: items, reader: reader)
        if !more.isEmpty {
            let lists = Array(Set(more.map(parent))).sorted()
            notes.append(
                "\(more.count) more items in \(lists.count) other list\(lists.count == 1 ? "" : "s") "
                    + "read by the same rules")
            xpath += lists.map { " | " + page.node($0).absoluteXPath + "/" + itemStep.xpath }
                .joined()
            citations = (citations + more.map { citationItem($0) }).sorted {
                $0.position < $1.position
            }
        }
        var entries = citations.compactMap { item -> HomepagePlacedEntry? in
            guard let (entry, provenance) = reader.entry(item) else { return nil }
            return HomepagePlacedEntry(
                position: item.position, entry: entry, provenance: provenance)
        }
        if entries.count < citations.count {
            notes.append(
                "\(citations.count - entries.count) items had no title where the rules look")
        }
        // An item nested in an entry that reads as no citation — no year, no known title, and
        // words before the title that are no author list but a label ("Also presented at
        // <a>…</a>", "Media coverage: <a>…</a> | <a>…</a>") — is a detail of that entry.
        if !nested.isEmpty {
            let count = entries.count
            entries.removeAll { placed in
                nested.contains(placed.position) && placed.entry.year == nil
                    && placed.entry.authors.contains(where: \.isLetter)
                    && !authorLists.isAuthorList(placed.entry.authors)
                    && !anchors.contains {
                        $0.element == placed.position || page.contains(placed.position, $0.element)
                    }
            }
            if entries.count < count {
                notes.append(
                    "\(count - entries.count) items nested in entries left out: no year, authors "
                        + "or known title (details of the entry)")
            }
        }
        return HomepageReading(
            entries: entries, titleXPath: xpath, authorsXPath: xpath, notes: notes,
            rules: reader.rules.rules.map(\.description))
    }

    /// The citation of an item element.
    func citationItem(_ item: Int, stoppingAt nested: Set<Int> = []) -> HomepageCitationItem {
        let stops = Set(
            nested.filter { $0 != item && page.contains(item, $0) }.map {
                page.elements[$0].cursor
            })
        return HomepageCitationItem(
            text: HomepageCitation.text(of: page.elements[item].cursor, stoppingAt: stops),
            group: section(of: item, parent: parent(item)),
            headingYear: headingYear(before: item), position: item)
    }

    /// Items of the same shape in other lists of the page (the sections of a publication page
    /// that no known title fell into), taken a whole list at a time when the learned rules
    /// read at least 70% of its items as citations like the known ones; menus, awards and
    /// teaching lists are left out.
    func otherLists(
        like itemStep: HomepageStep, besides items: [Int], reader: HomepageCitationReader
    )
        -> [Int]
    {
        let selected = ((try? page.document.select("//" + itemStep.xpath)) ?? []).compactMap {
            page.index(of: $0)
        }
        let taken = Set(items)
        // Only lists beside the ones already read: inside the element holding their lists
        // (the page body for a page of sections; not a separate "Talks" section).
        let lists = Array(Set(items.map(parent))).filter { $0 >= 0 }
        guard let region = page.commonAncestor(of: lists.map(parent).filter { $0 >= 0 })
        else { return [] }
        let candidates = outermost(Array(Set(selected)).sorted()).filter { candidate in
            page.contains(region, candidate) && !taken.contains(candidate)
                && judgeItem(candidate) > 0
                && !items.contains { page.contains($0, candidate) || page.contains(candidate, $0) }
        }
        var result: [Int] = []
        for (_, members) in Dictionary(grouping: candidates, by: parent) {
            let read = members.filter { reader.reads(citationItem($0)) }.count
            if read * 10 >= members.count * 7 {
                result += members
            }
        }
        return result.sorted()
    }

    /// Items holding two or more known titles at places apart in their text.
    func crowdedItems(_ members: [(HomepageAnchor, Int)]) -> [Int] {
        let byItem = Dictionary(grouping: members, by: \.1)
        return byItem.compactMap { item, anchors -> Int? in
            let spans = anchors.map(\.0.span).sorted { $0.lowerBound < $1.lowerBound }
            var clusters = 0
            var end = Int.min
            for span in spans {
                if span.lowerBound >= end { clusters += 1 }
                end = max(end, span.upperBound)
            }
            return clusters >= 2 ? item : nil
        }
        .sorted()
    }

    /// Reads lists whose citations are lines of one element (`Authors. Title. Venue.<br>…`).
    func readCitationLines(in containers: [Int]) -> HomepageReading? {
        var lines: [[HTMLNode.Cursor]] = []
        for container in outermost(containers) {
            lines += citationLines(of: page.elements[container].cursor)
        }
        let citations = lines.enumerated().compactMap { position, nodes -> HomepageCitationItem? in
            let text = HomepageCitation.text(ofNodes: nodes)
            guard text.characters.count >= 20 else { return nil }
            let first = nodes.lazy.compactMap { self.page.indexByNode[$0] }.first
            let parentNode = nodes.first?.parent
            let parentIndex = parentNode.flatMap { self.page.indexByNode[$0] } ?? -1
            let group = first.map { section(of: $0, parent: parentIndex) } ?? parentIndex
            return HomepageCitationItem(
                text: text, group: group, headingYear: first.flatMap { headingYear(before: $0) },
                position: position)
        }
        guard
            let reader = HomepageCitationReader(
                items: citations, titles: titles, threshold: threshold)
        else { return nil }
        let entries = citations.compactMap { item -> HomepagePlacedEntry? in
            guard let (entry, provenance) = reader.entry(item) else { return nil }
            return HomepagePlacedEntry(
                position: item.position, entry: entry, provenance: provenance)
        }
        guard entries.count >= 2 else { return nil }
        let paths = outermost(containers).map { page.node($0).absoluteXPath }
        return HomepageReading(
            entries: entries, titleXPath: paths.joined(separator: " | "), authorsXPath: nil,
            notes: [
                "titles are inside citation lines separated by <br>: \(entries.count) lines of "
                    + paths.joined(separator: ", ")
            ] + reader.notes,
            rules: reader.rules.rules.map(\.description), positionsAreElements: false)
    }

    /// The lines of an element: runs of inline content between `<br>`s and block children.
    func citationLines(of node: HTMLNode.Cursor) -> [[HTMLNode.Cursor]] {
        var lines: [[HTMLNode.Cursor]] = []
        var current: [HTMLNode.Cursor] = []
        func flush() {
            if !current.isEmpty { lines.append(current) }
            current = []
        }
        for child in node.children {
            guard child.isElement else {
                current.append(child)
                continue
            }
            let name = child.tagName
            if name == "br" || name == "hr" {
                flush()
            } else if HomepagePage.blockTags.contains(name) || containsBreak(child) {
                flush()
                lines += citationLines(of: child)
            } else {
                current.append(child)
            }
        }
        flush()
        return lines
    }

    /// Whether an inline element holds a `<br>` or a block (its lines must be split too).
    func containsBreak(_ node: HTMLNode.Cursor) -> Bool {
        let html = node.node(in: page.document)
        return !((try? html.select(".//br | .//p | .//div | .//li")) ?? []).isEmpty
    }

    /// Whether the known titles come out better with authors first or title first.
    func learnCitationOrder(items: [(HomepageAnchor, Int)]) -> HomepageCitation.Order {
        var scores: [HomepageCitation.Order: Int] = [:]
        for order in [HomepageCitation.Order.authorsFirst, .titleFirst] {
            scores[order] =
                items.filter { anchor, item in
                    let text = HomepageCitation.text(of: page.elements[item].cursor)
                    guard let parts = HomepageCitation.split(text, order: order) else {
                        return false
                    }
                    return TitleSimilarity.normalizedSimilarity(
                        TitleNormalizer.normalize(parts.title), titles[anchor.title].normalized)
                        >= threshold
                }.count
        }
        return (scores[.titleFirst] ?? 0) > (scores[.authorsFirst] ?? 0)
            ? .titleFirst : .authorsFirst
    }

    /// The entry of one citation item.
    func citationEntry(_ item: Int, order: HomepageCitation.Order) -> ReferenceEntry? {
        let text = HomepageCitation.text(of: page.elements[item].cursor)
        guard let parts = HomepageCitation.split(text, order: order),
            !TitleNormalizer.normalize(parts.title).isEmpty,
            !HomepageText.isLinkLabel(parts.title)
        else { return nil }
        let year =
            headingYear(before: item) ?? HomepageText.lastYear(in: parts.rest)
            ?? HomepageText.lastYear(in: parts.authors)
        return ReferenceEntry(
            title: parts.title, authors: parts.authors, year: year,
            venue: parts.rest.isEmpty ? nil : parts.rest)
    }
}
