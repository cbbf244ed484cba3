import CLibXML2
import HIndexCore

/// A node of an ``HTMLDocument`` (usually an element), with the queries the parsers need.
///
/// A node keeps its document alive, so it stays valid however long it is kept.
public struct HTMLNode {
    /// The libxml2 node, owned by `document`.
    let pointer: xmlNodePtr
    /// The owning document (kept for its lifetime, not for its API).
    let document: HTMLDocument

    init(pointer: xmlNodePtr, document: HTMLDocument) {
        self.pointer = pointer
        self.document = document
    }

    /// The tag name in lower case (`"tr"`), `"#text"` for text, `"#comment"` for comments,
    /// the attribute name for attribute nodes.
    public var tagName: String {
        switch pointer.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: return "#text"
        case XML_COMMENT_NODE: return "#comment"
        default:
            guard let name = pointer.pointee.name else { return "" }
            return Cursor.lowercasedName(name)
        }
    }

    /// Whether the node is an element (not text, a comment or an attribute).
    public var isElement: Bool { pointer.pointee.type == XML_ELEMENT_NODE }

    /// The text a reader sees, entities decoded and whitespace runs (including no-break
    /// spaces and newlines) collapsed to one space, trimmed.
    ///
    /// `<script>`, `<style>` and `<template>` contribute nothing; an `<svg>` contributes its
    /// `aria-label` (Scholar renders formulas in titles as labelled SVG).
    public var text: String { cursor.text(svgLabel: { $0 }) }

    /// ``text`` with each `<svg>`'s `aria-label` rewritten by `svgLabel` first (for example,
    /// to turn TeX-like labels such as `_{2}` into plain `2`).
    public func text(svgLabel: (String) -> String) -> String {
        cursor.text(svgLabel: svgLabel)
    }

    /// The value of an attribute (entities decoded), `nil` when absent. A present attribute
    /// without a value is never `nil` (libxml2 gives HTML boolean attributes such as
    /// `<button disabled>` their own name as value, others `""`); use ``hasAttribute(_:)``
    /// to test presence. Names are matched case-insensitively, as libxml2's HTML parser
    /// stores them in lower case.
    public func attribute(_ name: String) -> String? { cursor.attribute(name) }

    /// Whether the element carries the attribute, with or without a value.
    public func hasAttribute(_ name: String) -> Bool { cursor.hasAttribute(name) }

    /// The class tokens of the element, in order.
    public var classTokens: [String] { cursor.classTokens }

    /// The nodes an XPath expression selects with this node as the context node. Start the
    /// expression with `.` (`.//a`) to stay below this node; `//a` searches the whole document.
    ///
    /// - Throws: ``XPathError`` when the expression is invalid or does not select nodes.
    public func select(_ xpath: String) throws(XPathError) -> [HTMLNode] {
        try document.evaluate(xpath, from: pointer)
    }

    /// The first node ``select(_:)`` returns, if any.
    ///
    /// - Throws: ``XPathError`` when the expression is invalid or does not select nodes.
    public func first(_ xpath: String) throws(XPathError) -> HTMLNode? {
        try select(xpath).first
    }

    /// The text below this node, uncollapsed.
    func rawText(svgLabel: (String) -> String) -> String {
        cursor.rawText(svgLabel: svgLabel)
    }

    /// `text` with every run of whitespace replaced by one space, and trimmed.
    static func collapsingWhitespace(_ text: String) -> String {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return collapsingASCIIWhitespace(bytes)
        }
        if let collapsed = ascii ?? nil { return collapsed }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// ``collapsingWhitespace(_:)`` of a libxml2 string (NUL-terminated UTF-8), without
    /// making a `String` of it first when it is ASCII (a page's many whitespace-only text
    /// nodes then cost no allocation).
    static func collapsingWhitespace(cString text: UnsafePointer<xmlChar>) -> String {
        let bytes = UnsafeBufferPointer(start: text, count: Int(xmlStrlen(text)))
        if bytes.allSatisfy({ $0 < 0x80 }) { return collapsingASCIIWhitespace(bytes) }
        return collapsingWhitespace(String(cString: text))
    }

    /// ``collapsingWhitespace(_:)`` of ASCII text, byte by byte: there every Character is one
    /// byte (or CR LF, whitespace either way) and the whitespace ones are tab, LF, VT, FF, CR
    /// and space.
    private static func collapsingASCIIWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { output in
            var count = 0
            var pendingSpace = false
            for byte in bytes {
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    pendingSpace = count > 0
                } else {
                    if pendingSpace {
                        output[count] = 0x20
                        count += 1
                        pendingSpace = false
                    }
                    output[count] = byte
                    count += 1
                }
            }
            return count
        }
    }
}
