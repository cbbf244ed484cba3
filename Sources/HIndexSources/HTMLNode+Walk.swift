import CLibXML2

extension HTMLNode.Cursor {
    /// Visits the nodes below this one (not this node) in document order, without recursion
    /// and without allocating.
    ///
    /// `enter` is called on each node and answers whether to go below it; `leave` is called on
    /// each node `enter` answered `true` for, once everything below it was visited. Only
    /// elements are gone below (text, comments and the doctype have no nodes of interest).
    @inline(__always)
    func walkDescendants(enter: (Self) -> Bool, leave: (Self) -> Void = { _ in }) {
        var upcoming = pointer.pointee.children
        while let current = upcoming {
            let node = Self(current)
            if enter(node) && node.isElement {
                if let child = current.pointee.children {
                    upcoming = child
                    continue
                }
                leave(node)
            }
            // `current` is done: on to its next sibling, or up to the first ancestor below this
            // node that has one (leaving every ancestor on the way).
            var done = current
            upcoming = nil
            while true {
                if let sibling = done.pointee.next {
                    upcoming = sibling
                    break
                }
                guard let parent = done.pointee.parent, parent != pointer else { break }
                leave(Self(parent))
                done = parent
            }
        }
    }

    /// Whether the node is an element named `name` (lower case, as the HTML parser stores
    /// names; compared byte for byte as XPath name tests compare them).
    @inline(__always)
    func isElement(named name: StaticString) -> Bool {
        guard isElement, let stored = pointer.pointee.name else { return false }
        return Self.bytesEqual(stored, name)
    }

    /// The value of an attribute as libxml2 stores it (entities decoded), without copying
    /// when it is one text node (always so for the HTML parser); `nil` when absent.
    ///
    /// The bytes are valid while the document is held and passed to `body` only.
    @inline(__always)
    func withAttribute<Result>(
        _ name: StaticString, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
    ) -> Result {
        guard isElement else { return body(nil) }
        var property = pointer.pointee.properties
        while let attribute = property {
            defer { property = attribute.pointee.next }
            guard let stored = attribute.pointee.name, Self.bytesEqual(stored, name) else {
                continue
            }
            guard let value = attribute.pointee.children else {
                return body(UnsafeBufferPointer(start: nil, count: 0))
            }
            if value.pointee.next == nil, value.pointee.type == XML_TEXT_NODE {
                guard let content = value.pointee.content else {
                    return body(UnsafeBufferPointer(start: nil, count: 0))
                }
                return body(UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))))
            }
            // Several nodes (entity references in an XML document): their string value.
            guard let copy = xmlNodeListGetString(pointer.pointee.doc, value, 1) else {
                return body(UnsafeBufferPointer(start: nil, count: 0))
            }
            defer { hindex_xmlFree(copy) }
            return body(UnsafeBufferPointer(start: copy, count: Int(xmlStrlen(copy))))
        }
        return body(nil)
    }

    /// Whether the element's `class` attribute holds `token` as a whole token: the test of
    /// ``HTMLDocument/hasClass(_:)`` (`contains(concat(' ', normalize-space(@class), ' '),
    /// ' token ')`), tokens being separated by XML whitespace (space, tab, CR, LF).
    func hasClass(_ token: StaticString) -> Bool {
        withAttribute("class") { Self.classValue($0, holds: token) }
    }

    /// Whether a `class` attribute's value (`nil`: absent) holds `token` as a whole token, as
    /// ``hasClass(_:)`` decides.
    @inline(__always)
    static func classValue(_ value: UnsafeBufferPointer<UInt8>?, holds token: StaticString) -> Bool
    {
        guard let value, !value.isEmpty else { return false }
        let wanted = UnsafeBufferPointer(start: token.utf8Start, count: token.utf8CodeUnitCount)
        var start = 0
        let count = value.count
        while start < count {
            while start < count, isXMLSpace(value[start]) { start += 1 }
            var end = start
            while end < count, !isXMLSpace(value[end]) { end += 1 }
            if end - start == wanted.count,
                UnsafeBufferPointer(rebasing: value[start..<end]).elementsEqual(wanted)
            {
                return true
            }
            start = end
        }
        return false
    }

    /// Whether `value` holds exactly the bytes of `expected` (`nil`: absent, never equal).
    @inline(__always)
    static func value(_ value: UnsafeBufferPointer<UInt8>?, is expected: StaticString) -> Bool {
        guard let value else { return false }
        let wanted = UnsafeBufferPointer(
            start: expected.utf8Start, count: expected.utf8CodeUnitCount)
        return value.count == wanted.count && (value.isEmpty || value.elementsEqual(wanted))
    }

    /// Whether the element has the attribute `name` with exactly the value `expected`
    /// (XPath's `@name='expected'`).
    func attribute(_ name: StaticString, is expected: StaticString) -> Bool {
        withAttribute(name) { value in
            guard let value else { return false }
            let wanted = UnsafeBufferPointer(
                start: expected.utf8Start, count: expected.utf8CodeUnitCount)
            return value.count == wanted.count && (value.isEmpty || value.elementsEqual(wanted))
        }
    }

    /// Whether the element's attribute `name` contains `needle` (XPath's `contains(@name,
    /// 'needle')`: bytes, case-sensitive; `false` when the attribute is absent).
    func attribute(_ name: StaticString, contains needle: StaticString) -> Bool {
        withAttribute(name) { value in
            guard let value else { return false }
            return Self.contains(
                value,
                UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
        }
    }

    /// The elements below this one whose class holds `token` (XPath's `.//*[hasClass]`), in
    /// document order, at most `limit` of them.
    func descendants(withClass token: StaticString, limit: Int = .max) -> [Self] {
        var found: [Self] = []
        walkDescendants(enter: { node in
            guard found.count < limit, node.isElement else { return false }
            if node.hasClass(token) { found.append(node) }
            return true
        })
        return found
    }

    /// ``text`` with each `<svg>`'s `aria-label` rewritten by `svgLabel` first, as
    /// ``HTMLNode/text(svgLabel:)``.
    func text(svgLabel: (String) -> String) -> String {
        // An element holding one text node (most cells, links and list items' parts): that
        // text, collapsed on its bytes.
        if let content = soleTextContent { return HTMLNode.collapsingWhitespace(cString: content) }
        return HTMLNode.collapsingWhitespace(rawText(svgLabel: svgLabel))
    }

    /// Whether `haystack` contains the bytes of `needle`.
    static func contains(
        _ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var index = 1
            while index < needle.count, haystack[start + index] == needle[index] { index += 1 }
            if index == needle.count { return true }
        }
        return false
    }

    /// XPath's whitespace (`normalize-space`): space, tab, CR and LF.
    @inline(__always)
    static func isXMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether the NUL-terminated `stored` holds exactly the bytes of `name`.
    @inline(__always)
    static func bytesEqual(_ stored: UnsafePointer<xmlChar>, _ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        let wanted = name.utf8Start
        for index in 0..<count where stored[index] != wanted[index] { return false }
        return stored[count] == 0
    }
}

extension HTMLDocument {
    /// Visits every node of the document in document order, as
    /// ``HTMLNode/Cursor/walkDescendants(enter:leave:)`` does below one node (the doctype and
    /// top-level comments included, the document node itself not).
    @inline(__always)
    func walkNodes(
        enter: (HTMLNode.Cursor) -> Bool, leave: (HTMLNode.Cursor) -> Void = { _ in }
    ) {
        var upcoming = pointer.pointee.children
        while let current = upcoming {
            let node = HTMLNode.Cursor(current)
            if enter(node) && node.isElement {
                node.walkDescendants(enter: enter, leave: leave)
                leave(node)
            }
            upcoming = current.pointee.next
        }
    }
}
