import CLibXML2
import HIndexCore

extension HTMLNode {
    /// A non-owning handle on one node of an ``HTMLDocument`` (element, text or other), for
    /// walks that visit every node of a page (indexing it, reading citations line by line).
    ///
    /// A cursor is the libxml2 pointer and nothing else: creating, copying, comparing and
    /// hashing it cost what the pointer costs, and moving to a child, sibling or parent
    /// allocates nothing. Unlike ``HTMLNode`` it does **not** keep its document alive: it is
    /// valid only while the caller holds the ``HTMLDocument`` it came from. Two cursors are
    /// equal exactly when they refer to the same node, so they serve as node identities in sets
    /// and dictionaries.
    struct Cursor: Hashable {
        /// What a node is, as far as the walks over a page care.
        enum Kind {
            /// An element (`<p>`, `<br>`).
            case element
            /// Text or a CDATA section.
            case text
            /// Anything else: a comment, a processing instruction, the document node.
            case other
        }

        /// The libxml2 node, owned by the document the caller holds.
        let pointer: xmlNodePtr

        /// A cursor on a node of a document the caller holds.
        @inline(__always)
        init(_ pointer: xmlNodePtr) { self.pointer = pointer }

        /// Whether the node is an element, text or something else.
        @inline(__always)
        var kind: Kind {
            switch pointer.pointee.type {
            case XML_ELEMENT_NODE: return .element
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: return .text
            default: return .other
            }
        }

        /// Whether the node is an element.
        @inline(__always)
        var isElement: Bool { pointer.pointee.type == XML_ELEMENT_NODE }

        /// The tag name of an element in lower case (`"td"`); `""` for a nameless element and
        /// for every node that is not an element.
        ///
        /// Tag names the HTML parser produced are lower-case ASCII already: they are copied
        /// without lowercasing (short names are stored inline, so no allocation either).
        var tagName: String {
            guard isElement, let name = pointer.pointee.name else { return "" }
            return Self.lowercasedName(name)
        }

        /// The first child node (of any kind), if any.
        @inline(__always)
        var firstChild: Cursor? { pointer.pointee.children.map(Cursor.init) }

        /// The next sibling node (of any kind), if any.
        @inline(__always)
        var nextSibling: Cursor? { pointer.pointee.next.map(Cursor.init) }

        /// The parent node, if any: an element, or the document node above the root element.
        @inline(__always)
        var parent: Cursor? { pointer.pointee.parent.map(Cursor.init) }

        /// The child nodes (elements, text and others), in document order, walked in place.
        @inline(__always)
        var children: Children { Children(upcoming: firstChild) }

        /// The content of a text or CDATA node (entities decoded, whitespace kept); `nil` for
        /// every other node.
        var textContent: String? {
            switch pointer.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                return pointer.pointee.content.map { String(cString: $0) }
            default:
                return nil
            }
        }

        /// The text a reader sees, as ``HTMLNode/text``.
        var text: String { text(svgLabel: { $0 }) }

        /// The content of the one text child of an element whose text is that child's and
        /// nothing else (not an element whose content is hidden or replaced: `script`,
        /// `style`, `template`, `svg`, `br`), the usual table cell or link; `nil` otherwise.
        @inline(__always)
        var soleTextContent: UnsafePointer<xmlChar>? {
            guard isElement, let child = pointer.pointee.children, child.pointee.next == nil,
                child.pointee.type == XML_TEXT_NODE || child.pointee.type == XML_CDATA_SECTION_NODE,
                let content = child.pointee.content, let name = pointer.pointee.name
            else { return nil }
            if Self.bytesEqual(name, "script") || Self.bytesEqual(name, "style")
                || Self.bytesEqual(name, "template") || Self.bytesEqual(name, "svg")
                || Self.bytesEqual(name, "br")
            {
                return nil
            }
            // An upper-case or non-ASCII name is lower-cased by the general reading first.
            var byte = name
            while byte.pointee != 0 {
                if byte.pointee >= 0x80 || (byte.pointee >= 0x41 && byte.pointee <= 0x5A) {
                    return nil
                }
                byte += 1
            }
            return UnsafePointer(content)
        }

        /// The value of an attribute of an element, as ``HTMLNode/attribute(_:)``.
        func attribute(_ name: String) -> String? {
            guard isElement, hasAttribute(name) else { return nil }
            guard let value = xmlGetProp(pointer, name.lowercased()) else { return "" }
            defer { hindex_xmlFree(value) }
            return String(cString: value)
        }

        /// Whether the node is an element carrying the attribute, with or without a value.
        func hasAttribute(_ name: String) -> Bool {
            isElement && xmlHasProp(pointer, name.lowercased()) != nil
        }

        /// The class tokens of an element, in order (`[]` for other nodes).
        var classTokens: [String] {
            guard isElement, xmlHasProp(pointer, "class") != nil,
                let value = xmlGetProp(pointer, "class")
            else { return [] }
            defer { hindex_xmlFree(value) }
            return String(cString: value).split(whereSeparator: \.isWhitespace).map(String.init)
        }

        /// The owning node for this cursor, which keeps `document` alive.
        ///
        /// - Parameter document: The document the cursor came from.
        func node(in document: HTMLDocument) -> HTMLNode {
            HTMLNode(pointer: pointer, document: document)
        }

        /// The text below this node, uncollapsed (see ``HTMLNode/text(svgLabel:)``).
        func rawText(svgLabel: (String) -> String) -> String {
            var output = ""
            Self.appendText(of: pointer, to: &output, svgLabel: svgLabel)
            return output
        }

        /// The child nodes of a node, walked through their `next` links.
        struct Children: Sequence, IteratorProtocol {
            /// The node ``next()`` returns.
            var upcoming: Cursor?

            /// The current node, moving on to its next sibling.
            @inline(__always)
            mutating func next() -> Cursor? {
                guard let current = upcoming else { return nil }
                upcoming = current.nextSibling
                return current
            }
        }

        /// A libxml2 name in lower case, without going through `lowercased()` when it holds
        /// no upper-case ASCII letter and no non-ASCII byte (the result is the same).
        static func lowercasedName(_ name: UnsafePointer<xmlChar>) -> String {
            var byte = name
            while byte.pointee != 0 {
                let value = byte.pointee
                if value >= 0x80 || (value >= 0x41 && value <= 0x5A) {
                    return String(cString: name).lowercased()
                }
                byte += 1
            }
            return String(cString: name)
        }

        /// Elements whose content is never text a reader sees.
        private static let invisibleElements: Set<String> = ["script", "style", "template"]

        private static func appendText(
            of node: xmlNodePtr, to output: inout String, svgLabel: (String) -> String
        ) {
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content { output += String(cString: content) }
            case XML_ELEMENT_NODE:
                let name = node.pointee.name.map { lowercasedName($0) } ?? ""
                if invisibleElements.contains(name) { return }
                if name == "svg" {
                    if let label = xmlGetProp(node, "aria-label") {
                        output += svgLabel(String(cString: label)).trimmingWhitespace()
                        hindex_xmlFree(label)
                    }
                    return
                }
                if name == "br" { output += " " }
                appendChildren(of: node, to: &output, svgLabel: svgLabel)
            case XML_ATTRIBUTE_NODE, XML_DOCUMENT_NODE, XML_HTML_DOCUMENT_NODE,
                XML_DOCUMENT_FRAG_NODE:
                appendChildren(of: node, to: &output, svgLabel: svgLabel)
            default:
                return
            }
        }

        private static func appendChildren(
            of node: xmlNodePtr, to output: inout String, svgLabel: (String) -> String
        ) {
            var child = node.pointee.children
            while let current = child {
                appendText(of: current, to: &output, svgLabel: svgLabel)
                child = current.pointee.next
            }
        }
    }

    /// A non-owning cursor on this node, for walks over its subtree (valid while the document
    /// is held).
    var cursor: Cursor { Cursor(pointer) }
}
