import Foundation
import HIndexCore

/// One step of a learned path: a tag name with the class tokens every example shares.
struct HomepageStep: Hashable {
    /// Lower-case tag name.
    let tag: String
    /// Shared class tokens, sorted.
    let classes: [String]

    /// The XPath step (`div[contains(concat(' ', normalize-space(@class), ' '), ' x ')]`).
    var xpath: String {
        tag + classes.map { "[\(HTMLDocument.hasClass($0))]" }.joined()
    }
}

/// A learned XPath and what it selected.
struct HomepageShape {
    /// The expression, run from the document.
    let xpath: String
    /// The selected elements, in document order.
    let nodes: [Int]
    /// The element the expression is anchored at (the closest common ancestor, or above it
    /// when sibling lists of the same shape were taken in).
    let context: Int
    /// The sum of the judge's scores over `nodes`.
    let score: Int
    /// The learned steps below the context, outermost first (empty for a union of shapes).
    var steps: [HomepageStep] = []

    /// Whether the shape is one bare step (`//a`, `//li`): it says little about the list.
    var isBare: Bool { steps.count == 1 && steps[0].classes.isEmpty }
}

/// Learns the thesis's XPath shapes from the places where known titles occur.
struct HomepageLayout {
    /// The page.
    let page: HomepagePage
    /// The known titles.
    let titles: [HomepageKnownTitle]
    /// Where they occur.
    let anchors: [HomepageAnchor]
    /// `similarity.title`.
    let threshold: Double
    /// Headings in document order (h1–h6, and short `.year` elements), with the year each
    /// announces.
    let headings: [(element: Int, year: Int?)]
    /// ``HomepageText/isAuthorList(_:)`` of the lines already asked about: the readings ask
    /// it of the same item lines at every candidate offset.
    let authorLists = HomepageAuthorListMemo()

    /// Prepares learning on `page`.
    init(
        page: HomepagePage, titles: [HomepageKnownTitle], anchors: [HomepageAnchor],
        threshold: Double
    ) {
        self.page = page
        self.titles = titles
        self.anchors = anchors
        self.threshold = threshold
        var headings: [(element: Int, year: Int?)] = []
        for (index, element) in page.elements.enumerated() {
            let isHeading =
                element.tag.count == 2 && element.tag.hasPrefix("h")
                && element.tag.last.map { ("1"..."6").contains($0) } == true
            let isYearBox =
                !isHeading && element.classes.contains { $0.lowercased().contains("year") }
                && element.end - element.start == 1
            guard isHeading || isYearBox || Self.isBoldLine(index, in: page) else { continue }
            let year = HomepageText.headingYear(page.node(index).text)
            if isYearBox, year == nil { continue }
            headings.append((index, year))
        }
        self.headings = headings
    }

    /// Whether `element` is a heading written as a bold paragraph (`<p><b>Theses</b></p>`):
    /// a `p` or `div` of one to four words, all inside its one `b` or `strong` child.
    static func isBoldLine(_ index: Int, in page: HomepagePage) -> Bool {
        let element = page.elements[index]
        guard element.tag == "p" || element.tag == "div", element.end > element.start,
            element.end - element.start <= 4, index + 1 < page.elements.count
        else { return false }
        let child = page.elements[index + 1]
        return (child.tag == "b" || child.tag == "strong") && child.parent == index
            && child.start == element.start && child.end == element.end
            && child.subtreeEnd == element.subtreeEnd
    }

    /// The year announced by the nearest heading before `element` (`<h4>2021</h4>`), `nil`
    /// when that heading is not a year.
    func headingYear(before element: Int) -> Int? {
        var low = 0
        var high = headings.count
        while low < high {
            let middle = (low + high) / 2
            if headings[middle].element < element { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        return headings[low - 1].year
    }

    /// The list a citation belongs to, for learning one rule per section: its parent
    /// element, told apart by the nearest heading before it that is not a year (a page of
    /// `<p>` entries under "Journal Papers" and "Theses" headings has two sections; year
    /// headings do not split a list, so one odd entry cannot make its year a section).
    func section(of element: Int, parent: Int) -> Int {
        var low = 0
        var high = headings.count
        while low < high {
            let middle = (low + high) / 2
            if headings[middle].element < element { low = middle + 1 } else { high = middle }
        }
        var index = low - 1
        while index >= 0, headings[index].year != nil { index -= 1 }
        guard index >= 0, headings[index].element > parent else { return parent }
        // Element indices stay far below 2^31, so the pair maps to distinct numbers.
        return parent &* (1 << 31) &+ headings[index].element
    }

    /// The step describing one element (its tag and all its classes).
    func step(_ element: Int) -> HomepageStep {
        let item = page.elements[element]
        return HomepageStep(tag: item.tag, classes: Array(Set(item.classes)).sorted())
    }

    /// The step all `elements` share: same tag, the classes they all carry; `nil` when the
    /// tags differ.
    func sharedStep(_ elements: [Int]) -> HomepageStep? {
        guard let first = elements.first else { return nil }
        let tag = page.elements[first].tag
        var classes = Set(page.elements[first].classes)
        for element in elements.dropFirst() {
            guard page.elements[element].tag == tag else { return nil }
            classes.formIntersection(page.elements[element].classes)
        }
        return HomepageStep(tag: tag, classes: classes.sorted())
    }

    /// The parent element index, `-1` at the top.
    func parent(_ element: Int) -> Int { page.elements[element].parent }

    /// Whether two elements show the same words (one wraps the other and adds no text).
    func sameText(_ a: Int, _ b: Int) -> Bool {
        page.elements[a].start == page.elements[b].start
            && page.elements[a].end == page.elements[b].end
    }

    /// The element holding one whole publication around an anchor: for a title element, the
    /// first ancestor that adds text (authors, venue) and the wrappers that add none; for a
    /// citation string, the element holding it and its wrappers.
    func itemElement(of anchor: HomepageAnchor) -> Int {
        var element = anchor.element
        climbWrappers(&element)
        // A definition list's `dd` that holds the title alone is the entry's title part: the
        // entry is the `dt`–`dd` group, not the whole `dl` (``isFirstDefinition(_:)``).
        if anchor.isWhole, page.elements[element].tag == "dd" { return element }
        if anchor.isWhole, parent(element) >= 0 {
            element = parent(element)
            climbWrappers(&element)
        }
        return element
    }

    /// Climbs to the outermost ancestor that adds no text — but never past a list item
    /// (`li`, `dd`, `tr`): a list of one item (a year's only paper under its heading) is a
    /// list, and its item is the entry like the items of the longer lists beside it.
    private func climbWrappers(_ element: inout Int) {
        while parent(element) > 0, sameText(parent(element), element),
            !Self.itemTags.contains(page.elements[element].tag)
        {
            element = parent(element)
        }
    }

    /// Whether `element` is the first `dd` of a definition list's group: its previous element
    /// sibling is a `dt` (or it has none). The groups' other `dd`s (a venue line) are parts
    /// of the same entry.
    func isFirstDefinition(_ element: Int) -> Bool {
        let owner = parent(element)
        var previous = element - 1
        while previous > owner, parent(previous) != owner { previous -= 1 }
        return previous == owner || page.elements[previous].tag == "dt"
    }

    /// Tags that hold one item of a list.
    static let itemTags: Set<String> = ["li", "dd", "tr"]

    /// Learns the path shape that selects every target (title elements or citation items):
    /// the tag names and shared classes from the targets up to their closest common ancestor,
    /// run from that ancestor with any depth in between. Of the candidate suffixes the one
    /// whose selection the judge scores best wins (ties: the more specific). The context then
    /// grows past stray targets only while what it takes in is as much the list as what it
    /// had, and takes in sibling lists of the same class (`ul.pub-list`).
    func learnShape(for targets: [Int], maximumSteps: Int, judge: (Int) -> Int) -> HomepageShape? {
        let all = Array(Set(targets)).sorted()
        guard all.count >= 2, let deep = covering(all) else { return nil }
        let inside = all.filter { page.contains(deep, $0) }
        let chains = inside.map { target -> [Int] in
            var chain: [Int] = []
            var current = target
            while current >= 0, current != deep {
                chain.append(current)
                current = parent(current)
            }
            return chain
        }
        let depth = min(maximumSteps, chains.map(\.count).min() ?? 0)
        var steps: [HomepageStep] = []
        for level in 0..<depth {
            guard let shared = sharedStep(chains.map { $0[level] }) else { break }
            steps.append(shared)
        }
        guard !steps.isEmpty else { return nil }
        var cache: [Int: Int] = [:]
        func evaluate(_ xpath: String, context: Int, required: Set<Int>) -> HomepageShape? {
            guard let selected = try? page.document.select(xpath) else { return nil }
            let nodes = Array(Set(selected.compactMap { page.index(of: $0) })).sorted()
            guard required.isSubset(of: nodes) else { return nil }
            let score = nodes.reduce(0) { total, node in
                if let known = cache[node] { return total + known }
                let value = judge(node)
                cache[node] = value
                return total + value
            }
            return HomepageShape(xpath: xpath, nodes: nodes, context: context, score: score)
        }

        // 1. The suffix, at the deepest context.
        var best: HomepageShape?
        var suffix = ""
        for length in stride(from: steps.count, through: 1, by: -1) {
            let candidate = steps[0..<length].reversed().map(\.xpath).joined(separator: "/")
            let xpath = page.node(deep).absoluteXPath + "//" + candidate
            if var shape = evaluate(xpath, context: deep, required: Set(inside)),
                shape.score > best?.score ?? Int.min
            {
                shape.steps = Array(steps[0..<length].reversed())
                best = shape
                suffix = candidate
            }
        }
        guard var shape = best else { return nil }
        let learned = shape.steps

        // 2. Past stray targets, while the part taken in is as anchored as the list.
        let targetSet = Set(all)
        if let top = page.commonAncestor(of: all) {
            var context = deep
            while context != top, parent(context) >= 0 {
                let up = parent(context)
                let xpath = page.node(up).absoluteXPath + "//" + suffix
                guard let grown = evaluate(xpath, context: up, required: Set(shape.nodes)) else {
                    break
                }
                let added = Set(grown.nodes).subtracting(shape.nodes)
                let rate =
                    Double(targetSet.intersection(shape.nodes).count)
                    / Double(max(1, shape.nodes.count))
                let addedRate =
                    Double(targetSet.intersection(added).count)
                    / Double(max(1, added.count))
                guard added.isEmpty || addedRate * 2 >= rate else { break }
                shape = grown
                shape.steps = learned
                context = up
            }
        }

        // 3. Sibling lists, only when the list element has a class to recognise them by; a
        // bare `section` or `ul` would take in news and menus.
        let listStep = step(shape.context)
        var above = shape.context
        let base = shape
        for _ in 0..<(listStep.classes.isEmpty ? 0 : 3) {
            above = parent(above)
            guard above >= 0 else { break }
            let xpath = page.node(above).absoluteXPath + "//" + listStep.xpath + "//" + suffix
            if var lifted = evaluate(xpath, context: above, required: Set(base.nodes)),
                lifted.score > shape.score
            {
                lifted.steps = [listStep] + learned
                shape = lifted
            }
        }
        return shape
    }

    /// The deepest element holding all targets — with ten or more, all but a stray fifth (known
    /// titles that also appear in news items, talk and tutorial lists), which must not lift
    /// the context to the whole page. With few targets every one counts: one of five seeds in
    /// a second list is that list's only witness.
    func covering(_ targets: [Int]) -> Int? {
        let strays = targets.count >= 10 ? targets.count / 5 : 0
        let needed = max(2, targets.count - strays)
        var hits: [Int: Int] = [:]
        for target in targets {
            var current = target
            while current >= 0 {
                hits[current, default: 0] += 1
                current = parent(current)
            }
        }
        // Elements holding that many targets are nested in one another: take the deepest.
        return hits.filter { $0.value >= needed }.keys.max()
    }

    /// Scores a node selected as a title: +1 title-like, 0 a short name (an author link),
    /// -1 empty, -2 anything else.
    func judgeTitle(_ element: Int) -> Int {
        let words = page.wordCount(of: element)
        if words == 0 { return -1 }
        // Containers are no titles; their text is not even built (a bare `//div` on a large
        // page would otherwise cost the square of its size).
        if words > 80 { return -2 }
        let text = page.node(element).text
        guard HomepageText.isTitleLike(text) else { return -2 }
        if page.wordCount(of: element) <= 4, authorLists.isAuthorList(text) { return 0 }
        return 1
    }

    /// Scores a node selected as a citation item: +1 for a citation-sized text, -2 otherwise.
    func judgeItem(_ element: Int) -> Int {
        let count = page.wordCount(of: element)
        return count >= 4 && count <= 2000 ? 1 : -2
    }

    /// Of `nodes` (document order), those not inside another one.
    func outermost(_ nodes: [Int]) -> [Int] {
        var result: [Int] = []
        for node in nodes {
            if let last = result.last, page.contains(last, node) { continue }
            result.append(node)
        }
        return result
    }

    /// Of `nodes` (document order), those containing no other one.
    func innermost(_ nodes: [Int]) -> [Int] {
        var result: [Int] = []
        for (position, node) in nodes.enumerated() {
            let next = position + 1 < nodes.count ? nodes[position + 1] : Int.max
            if next != Int.max, page.contains(node, next) { continue }
            result.append(node)
        }
        return result
    }

    /// How many of the sorted `members` lie inside `element`.
    func count(of members: [Int], inside element: Int) -> Int {
        let lower = lowerBound(members, element)
        let upper = lowerBound(members, page.elements[element].subtreeEnd)
        return upper - lower
    }

    /// First position in sorted `values` not less than `value`.
    func lowerBound(_ values: [Int], _ value: Int) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The most common value, ties to the first seen.
    static func mostCommon<T: Hashable>(_ values: [T]) -> T? {
        var counts: [T: Int] = [:]
        var order: [T] = []
        for value in values {
            if counts[value] == nil { order.append(value) }
            counts[value, default: 0] += 1
        }
        return order.max { (counts[$0] ?? 0) < (counts[$1] ?? 0) }
    }
}

/// Remembers ``HomepageText/isAuthorList(_:)`` per text for one page's layout (a reference, so
/// the copies of a layout share it; a layout is read by one task at a time).
final class HomepageAuthorListMemo {
    private var known: [String: Bool] = [:]

    /// ``HomepageText/isAuthorList(_:)`` of `text`, computed once.
    func isAuthorList(_ text: String) -> Bool {
        if let answer = known[text] { return answer }
        let answer = HomepageText.isAuthorList(text)
        known[text] = answer
        return answer
    }
}
