import HIndexCore

/// A homepage reduced to what extraction needs: its visible elements in document order with
/// their normalized word ranges, so "which element holds this title" is an index lookup
/// rather than a walk over the page for every title.
///
/// Built once per page in one pass; text nodes are normalized once (``TitleNormalizer``), and a
/// word split by inline markup (`Ber<b>ti</b>`) is glued back together.
struct HomepagePage {
    /// One element of the page.
    struct Element {
        /// The element's node (valid while ``HomepagePage/document`` is held).
        let cursor: HTMLNode.Cursor
        /// Index of the parent element, `-1` for the top element.
        let parent: Int
        /// Lower-case tag name.
        let tag: String
        /// Class tokens, in order.
        let classes: [String]
        /// First normalized word of the element's text.
        var start: Int
        /// One past its last normalized word.
        var end: Int
        /// One past the index of its last descendant element (elements are in document order).
        var subtreeEnd: Int
    }

    /// The parsed document (kept alive for the nodes).
    let document: HTMLDocument
    /// Visible elements below `<body>` (or the root), in document order; index 0 is the top.
    private(set) var elements: [Element] = []
    /// The page's words, normalized.
    private(set) var words: [String] = []
    /// For each word, the innermost element holding it.
    private(set) var wordElement: [Int] = []
    /// Element index by node identity.
    private(set) var indexByNode: [HTMLNode.Cursor: Int] = [:]

    /// Elements whose content no reader sees.
    static let invisible: Set<String> = [
        "script", "style", "template", "noscript", "head", "svg", "math", "iframe", "select",
        "option", "button", "input", "textarea",
    ]

    /// Elements that start a new line: words never glue across them.
    static let blockTags: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "caption", "dd", "details", "div",
        "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4",
        "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "summary",
        "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
    ]

    /// Indexes `document` from its `<body>` (or root element).
    init(document: HTMLDocument) {
        self.document = document
        let top = ((try? document.first("/html/body")) ?? nil) ?? document.root
        guard let top else { return }
        var builder = Builder()
        builder.visit(top.cursor, parent: -1, into: &self)
    }

    /// The normalized text of an element.
    func text(of element: Int) -> String {
        let item = elements[element]
        guard item.start < item.end else { return "" }
        return words[item.start..<item.end].joined(separator: " ")
    }

    /// The normalized text of a word range.
    func text(of range: Range<Int>) -> String {
        words[range].joined(separator: " ")
    }

    /// The number of words of an element.
    func wordCount(of element: Int) -> Int { elements[element].end - elements[element].start }

    /// The node of an element.
    func node(_ element: Int) -> HTMLNode {
        elements[element].cursor.node(in: document)
    }

    /// The element index of a node, if it is indexed.
    func index(of node: HTMLNode) -> Int? { indexByNode[node.cursor] }

    /// Whether `ancestor` is `element` or one of its ancestors.
    func contains(_ ancestor: Int, _ element: Int) -> Bool {
        element >= ancestor && element < elements[ancestor].subtreeEnd
    }

    /// The ancestors of an element, nearest first, the element itself included.
    func ancestry(of element: Int) -> [Int] {
        var chain: [Int] = []
        var current = element
        while current >= 0 {
            chain.append(current)
            current = elements[current].parent
        }
        return chain
    }

    /// The closest common ancestor-or-self of some elements.
    func commonAncestor(of members: [Int]) -> Int? {
        guard var result = members.first else { return nil }
        for member in members.dropFirst() {
            while result >= 0 && !contains(result, member) { result = elements[result].parent }
            if result < 0 { return nil }
        }
        return result
    }

    /// The smallest element whose words cover `range`.
    func smallestElement(covering range: Range<Int>) -> Int? {
        guard range.lowerBound < wordElement.count else { return nil }
        var current = wordElement[range.lowerBound]
        while current >= 0 {
            let item = elements[current]
            if item.start <= range.lowerBound && item.end >= range.upperBound { return current }
            current = item.parent
        }
        return nil
    }

    /// Builds the index in one depth-first pass.
    struct Builder {
        /// Whether the last text seen ended inside a word (letter or digit).
        var endsInWord = false
        /// Whether a block boundary came after the last text.
        var boundary = true

        mutating func visit(
            _ node: HTMLNode.Cursor, parent: Int, into page: inout HomepagePage
        ) {
            let tag = node.tagName
            let index = page.elements.count
            page.elements.append(
                Element(
                    cursor: node, parent: parent, tag: tag, classes: node.classTokens,
                    start: page.words.count, end: page.words.count, subtreeEnd: index + 1))
            page.indexByNode[node] = index
            let isBlock = HomepagePage.blockTags.contains(tag)
            if isBlock { boundary = true }
            for current in node.children {
                switch current.kind {
                case .element:
                    if !HomepagePage.invisible.contains(current.tagName) {
                        visit(current, parent: index, into: &page)
                    }
                case .text:
                    if let content = current.textContent {
                        addText(content, element: index, into: &page)
                    }
                case .other:
                    break
                }
            }
            if isBlock { boundary = true }
            page.elements[index].end = page.words.count
            page.elements[index].subtreeEnd = page.elements.count
        }

        mutating func addText(_ raw: String, element: Int, into page: inout HomepagePage) {
            guard let first = raw.unicodeScalars.first, let last = raw.unicodeScalars.last
            else { return }
            let normalized = TitleNormalizer.normalize(raw)
            let pieces = HomepageText.spaceSeparated(normalized)
            if pieces.isEmpty {
                // Only spaces or punctuation: the next text starts a new word.
                endsInWord = false
                return
            }
            var remaining = pieces[...]
            let startsInWord = Self.isWordScalar(first)
            if startsInWord, endsInWord, !boundary, let glued = remaining.first,
                !page.words.isEmpty
            {
                page.words[page.words.count - 1] += glued
                remaining = remaining.dropFirst()
            }
            for piece in remaining {
                page.words.append(String(piece))
                page.wordElement.append(element)
            }
            endsInWord = Self.isWordScalar(last)
            boundary = false
        }

        static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            // ASCII: the letters are the alphabetic scalars and the digits the numeric ones.
            if scalar.isASCII {
                let value = scalar.value | 0x20
                return (value >= 0x61 && value <= 0x7A)
                    || (scalar.value >= 0x30 && scalar.value <= 0x39)
            }
            return unicodeIsWordScalar(scalar)
        }

        /// ``isWordScalar(_:)`` by the scalar's Unicode properties, for any scalar.
        static func unicodeIsWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
    }
}
