import CLibXML2
import HIndexCore

extension HTMLNode {
    /// The parent element, `nil` for the root element (the document node is not an element).
    public var parent: HTMLNode? {
        guard let up = pointer.pointee.parent, up.pointee.type == XML_ELEMENT_NODE else {
            return nil
        }
        return HTMLNode(pointer: up, document: document)
    }

    /// The element children, in document order (text and comments left out).
    public var children: [HTMLNode] {
        var result: [HTMLNode] = []
        var child = pointer.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE {
                result.append(HTMLNode(pointer: current, document: document))
            }
            child = current.pointee.next
        }
        return result
    }

    /// All child nodes (elements, text, comments), in document order.
    public var childNodes: [HTMLNode] {
        var result: [HTMLNode] = []
        var child = pointer.pointee.children
        while let current = child {
            result.append(HTMLNode(pointer: current, document: document))
            child = current.pointee.next
        }
        return result
    }

    /// The 1-based position among the parent's element children with the same tag name, as
    /// XPath counts it (`td[2]`); 1 for the root.
    public var indexAmongSameTag: Int {
        let name = tagName
        var index = 1
        var sibling = pointer.pointee.prev
        while let current = sibling {
            if current.pointee.type == XML_ELEMENT_NODE,
                let raw = current.pointee.name, String(cString: raw).lowercased() == name
            {
                index += 1
            }
            sibling = current.pointee.prev
        }
        return index
    }

    /// Whether both values refer to the same node of the same document.
    public func isSameNode(as other: HTMLNode) -> Bool { pointer == other.pointer }

    /// Whether this node is a strict ancestor of `other`.
    public func isAncestor(of other: HTMLNode) -> Bool {
        var current = other.pointer.pointee.parent
        while let node = current {
            if node == pointer { return true }
            current = node.pointee.parent
        }
        return false
    }

    /// An XPath expression that selects this element and nothing else: from the nearest
    /// ancestor-or-self with an `id` attribute no other element of that tag shares
    /// (`//div[@id='main']/ul[2]/li[3]`), or from the root (`/html/body/div[2]`).
    public var absoluteXPath: String {
        var steps: [String] = []
        var node: HTMLNode? = self
        while let current = node {
            if let id = current.attribute("id"), !id.isEmpty, !id.contains(where: \.isWhitespace) {
                let step = "/\(current.tagName)[@id=\(HTMLDocument.xpathLiteral(id))]"
                if ((try? document.select("/" + step)) ?? []).count == 1 {
                    steps.append(step)
                    return "/" + steps.reversed().joined()
                }
            }
            let index = current.indexAmongSameTag
            steps.append(index == 1 ? "/\(current.tagName)" : "/\(current.tagName)[\(index)]")
            node = current.parent
        }
        return steps.reversed().joined()
    }
}
