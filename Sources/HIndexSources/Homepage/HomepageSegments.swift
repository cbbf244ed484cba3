import Foundation
import HIndexCore

/// One publication on a page laid out with title elements: the element holding it and its
/// title element.
struct HomepageItem {
    /// The item element: the highest ancestor of the title holding no other title (or the
    /// title element itself when titles share one parent, see `nodes`).
    let element: Int
    /// The title element.
    let title: Int
    /// The nodes making up the item, in order: the item element alone, or — when titles sit
    /// side by side in one parent — the title and the siblings up to the next title.
    let nodes: [HTMLNode.Cursor]
}

/// A line of an item: text between block boundaries, `<br>`s, the title and class-marked
/// fields (`span.pubvenue`).
struct HomepageSegment {
    /// Whitespace-collapsed text.
    var text: String
    /// The innermost block or class-marked element around it (`-1` when none is indexed).
    var container: Int
    /// Whether this is the title element's text.
    var isTitle: Bool
}

extension HomepageLayout {
    /// The items of title elements, in document order: for each title, the highest ancestor
    /// that holds no other title.
    func items(forTitles titleNodes: [Int]) -> [HomepageItem] {
        titleNodes.map { title in
            var element = title
            while parent(element) > 0, count(of: titleNodes, inside: parent(element)) == 1 {
                element = parent(element)
            }
            if element != title {
                return HomepageItem(
                    element: element, title: title, nodes: [page.elements[element].cursor])
            }
            // Titles side by side (`<p><b>T1</b><br>A1<br><b>T2</b>…`): the item runs from
            // the title to the next sibling holding a title or a heading.
            var nodes: [HTMLNode.Cursor] = [page.elements[title].cursor]
            var sibling = page.elements[title].cursor.nextSibling
            while let current = sibling {
                if current.isElement {
                    if let index = page.indexByNode[current],
                        count(of: titleNodes, inside: index) > 0
                            || page.elements[index].tag.count == 2
                                && page.elements[index].tag.hasPrefix("h")
                    {
                        break
                    }
                }
                nodes.append(current)
                sibling = current.nextSibling
            }
            return HomepageItem(element: title, title: title, nodes: nodes)
        }
    }

    /// Whether the element right after `element` (its next sibling) holds one of the sorted
    /// `titles`: `element` heads a list of them.
    func heads(_ element: Int, titles: [Int]) -> Bool {
        let next = page.elements[element].subtreeEnd
        guard next < page.elements.count, parent(next) == parent(element) else { return false }
        return count(of: titles, inside: next) > 0
    }

    /// The lines of an item.
    func segments(of item: HomepageItem) -> [HomepageSegment] {
        var builder = SegmentBuilder(layout: self, title: item.title)
        for node in item.nodes { builder.visit(node) }
        builder.flush()
        return Self.joiningNameRuns(builder.segments)
    }

    /// Joins lines that a marked name split (`Ruoxi Jia, <span class="me">David Dao</span>,
    /// Boxin Wang`): neighbours joined by a comma or "and" that read as one author list.
    static func joiningNameRuns(_ segments: [HomepageSegment]) -> [HomepageSegment] {
        var result: [HomepageSegment] = []
        for segment in segments {
            if let last = result.last, !last.isTitle, !segment.isTitle {
                let joins =
                    last.text.hasSuffix(",") || last.text.hasSuffix(" and")
                    || segment.text.hasPrefix(",") || segment.text.hasPrefix("and ")
                let joined = last.text + (segment.text.hasPrefix(",") ? "" : " ") + segment.text
                if joins, HomepageText.isAuthorList(joined) {
                    result[result.count - 1].text = joined
                    continue
                }
            }
            result.append(segment)
        }
        return result
    }

    /// Builds segments in one walk over an item.
    private struct SegmentBuilder {
        let layout: HomepageLayout
        let title: Int
        var segments: [HomepageSegment] = []
        var current = ""
        var containers: [Int] = []

        init(layout: HomepageLayout, title: Int) {
            self.layout = layout
            self.title = title
        }

        mutating func flush() {
            let text = HTMLNode.collapsingWhitespace(current)
            current = ""
            guard HomepageText.containsLetterOrNumber(text) else { return }
            segments.append(
                HomepageSegment(text: text, container: containers.last ?? -1, isTitle: false))
        }

        mutating func visit(_ node: HTMLNode.Cursor) {
            switch node.kind {
            case .text:
                if let content = node.textContent {
                    current += HomepageText.decodingStrayEntities(content)
                }
            case .element:
                visitElement(node)
            case .other:
                break
            }
        }

        mutating func visitElement(_ node: HTMLNode.Cursor) {
            let page = layout.page
            let name = node.tagName
            guard !HomepagePage.invisible.contains(name) else { return }
            let index = page.indexByNode[node]
            if index == title {
                flush()
                segments.append(
                    HomepageSegment(text: node.text, container: title, isTitle: true))
                return
            }
            if name == "br" || name == "hr" {
                flush()
                return
            }
            var boundary = HomepagePage.blockTags.contains(name)
            if !boundary, node.hasAttribute("class") {
                let text = node.text
                if HomepageText.isMoreAuthors(text) {
                    if let names = Self.hiddenAuthors(of: node) {
                        var before = current.trimmingCharacters(in: .whitespacesAndNewlines)
                        if before.hasSuffix(" and") { before.removeLast(4) }
                        if before.hasSuffix(",") { before.removeLast() }
                        current = before + ", " + names + " "
                    } else {
                        current += " " + text + " "
                    }
                    return
                }
                boundary = true
            }
            if boundary {
                flush()
                containers.append(index ?? containers.last ?? -1)
            }
            for child in node.children { visit(child) }
            if boundary {
                flush()
                containers.removeLast()
            }
        }

        /// The names behind an al-folio "7 more authors" toggle, kept in its `onclick`
        /// script as a quoted list.
        static func hiddenAuthors(of node: HTMLNode.Cursor) -> String? {
            guard let script = node.attribute("onclick") else { return nil }
            let pieces = script.split(separator: "'", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() where index % 2 == 1 {
                let text = String(piece).trimmingCharacters(in: .whitespaces)
                if !HomepageText.isMoreAuthors(text), text.contains(where: \.isLetter),
                    HomepageText.isAuthorList(text)
                {
                    return text
                }
            }
            return nil
        }
    }
}
