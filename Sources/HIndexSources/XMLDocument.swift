import CLibXML2
import Foundation
import HIndexCore

/// A well-formed XML document (DBLP's person records) read with libxml2 into plain Swift
/// values, so it can be kept, compared and passed between tasks.
///
/// The XML counterpart of ``HTMLDocument``: the same size bound, no network access (no DTD
/// is loaded, no entity is fetched), no output on stderr. Unlike HTML, XML is not repaired:
/// a truncated or malformed document is an error, so a cut-off download is never read as a
/// shorter list. The one leniency: named entities that no DTD declares (`&uuml;` in DBLP's
/// dump style, whose DTD is not loaded) are read as the HTML entities of that name.
///
/// On macOS, where Foundation has an `XMLDocument` of its own, code that imports both
/// modules names this one `HIndexSources.XMLDocument`.
public struct XMLDocument: Sendable, Hashable {
    /// The largest input accepted by default (64 MiB); a prolific author's DBLP record is a
    /// few megabytes.
    public static let maximumInputSize = 64 * 1024 * 1024

    /// A node of the tree: an element or a run of text.
    public enum Node: Sendable, Hashable {
        /// An element.
        case element(Element)
        /// Character data (text, CDATA and decoded entity references).
        case text(String)
    }

    /// An element: its name, attributes and children.
    public struct Element: Sendable, Hashable {
        /// The local name (`article`), without a namespace prefix.
        public var name: String
        /// The attributes by local name, values with references decoded.
        public var attributes: [String: String]
        /// The child nodes in document order.
        public var children: [Node]
        /// The line of the start tag (1-based), 0 when unknown.
        public var line: Int

        /// Creates an element.
        public init(
            name: String, attributes: [String: String] = [:], children: [Node] = [], line: Int = 0
        ) {
            self.name = name
            self.attributes = attributes
            self.children = children
            self.line = line
        }

        /// The child elements in document order.
        public var elements: [Element] {
            children.compactMap { node in
                if case .element(let element) = node { return element }
                return nil
            }
        }

        /// The child elements with a name.
        public func elements(named name: String) -> [Element] {
            elements.filter { $0.name == name }
        }

        /// The first child element with a name.
        public func firstElement(named name: String) -> Element? {
            for case .element(let element) in children where element.name == name {
                return element
            }
            return nil
        }

        /// All text below the element, as written (markup such as `<i>` dropped).
        public var rawText: String {
            var output = ""
            appendText(to: &output)
            return output
        }

        /// ``rawText`` with whitespace runs collapsed to one space, trimmed.
        public var text: String { SourceText.collapsingWhitespace(rawText) }

        private func appendText(to output: inout String) {
            for child in children {
                switch child {
                case .text(let text): output += text
                case .element(let element): element.appendText(to: &output)
                }
            }
        }
    }

    /// The root element.
    public var root: Element

    /// Creates a document around a root element (for tests and fixtures).
    public init(root: Element) {
        self.root = root
    }

    /// Parses XML bytes.
    ///
    /// - Parameters:
    ///   - data: The document's bytes; the encoding is taken from the XML declaration or
    ///     byte-order mark (UTF-8 by default).
    ///   - origin: Where the bytes come from (file path or URL), for error messages.
    ///   - limit: The largest accepted input in bytes.
    /// - Throws: ``SourceError/tooLarge(origin:bytes:limit:)`` above `limit`,
    ///   ``SourceError/unreadable(origin:reason:)`` for empty input or XML that is not
    ///   well-formed (with libxml2's message and line).
    public init(data: Data, origin: String, limit: Int = XMLDocument.maximumInputSize)
        throws(SourceError)
    {
        guard data.count <= limit else {
            throw .tooLarge(origin: origin, bytes: data.count, limit: limit)
        }
        guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw .unreadable(origin: origin, reason: "the input is empty")
        }
        _ = Self.parserInitialized
        guard let context = xmlNewParserCtxt() else {
            throw .unreadable(origin: origin, reason: "libxml2 could not create a parser")
        }
        defer { xmlFreeParserCtxt(context) }
        // Comments and processing instructions never reach ``Element`` (``element(_:)``
        // skips them): the tree is built without them, so a file of millions of comments
        // costs no node each (32 MB of `<!---->` took 1.2 GB as a tree; issue 31).
        context.pointee.sax?.pointee.comment = nil
        context.pointee.sax?.pointee.processingInstruction = nil
        let options = Int32(
            bitPattern: XML_PARSE_RECOVER.rawValue | XML_PARSE_NONET.rawValue
                | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                | XML_PARSE_NOCDATA.rawValue
        )
        let errors = ErrorLog()
        let previousHandler = __xmlStructuredError().pointee
        let previousContext = __xmlStructuredErrorContext().pointee
        let log = Unmanaged.passUnretained(errors).toOpaque()
        xmlSetStructuredErrorFunc(log) { userData, error in
            guard let userData, let error else { return }
            let log = Unmanaged<ErrorLog>.fromOpaque(userData).takeUnretainedValue()
            log.record(error.pointee)
        }
        let bytes = Self.numericReferences(in: data)
        let parsed: xmlDocPtr? = bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else {
                return nil
            }
            return xmlCtxtReadMemory(context, base, Int32(buffer.count), nil, nil, options)
        }
        xmlSetStructuredErrorFunc(previousContext, previousHandler)
        withExtendedLifetime(errors) {}
        guard let parsed else {
            throw .unreadable(
                origin: origin, reason: errors.summary ?? "libxml2 could not parse it as XML")
        }
        defer { xmlFreeDoc(parsed) }
        if let fatal = errors.fatal {
            throw .unreadable(origin: origin, reason: "the XML is not well-formed (\(fatal))")
        }
        guard let rootPointer = xmlDocGetRootElement(parsed) else {
            throw .unreadable(origin: origin, reason: "it contains no XML element")
        }
        self.root = Self.element(rootPointer)
    }

    /// The bytes with named references to HTML entities that XML does not predefine
    /// (`&uuml;`) rewritten as numeric references (`&#252;`), and, when the document declares
    /// no entity of its own, other unknown references escaped (`&amp;foo;`) so they stay as
    /// written: libxml2 drops undeclared entities. Only for ASCII-compatible encodings:
    /// UTF-16 input (a byte-order mark or a zero byte up front) is left alone.
    static func numericReferences(in data: Data) -> [UInt8] {
        let bytes = [UInt8](data)
        guard bytes.contains(UInt8(ascii: "&")),
            !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]),
            !bytes.prefix(4).contains(0)
        else { return bytes }
        let declaresEntities = bytes.firstRange(of: Array("<!ENTITY".utf8)) != nil
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&") else {
                output.append(byte)
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, end - index <= 32,
                isNameByte(bytes[end], first: end == index + 1)
            {
                end += 1
            }
            if end < bytes.count, end > index + 1, bytes[end] == UInt8(ascii: ";") {
                let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                if !predefinedEntities.contains(name) {
                    if let scalar = SourceText.entity(name) {
                        output.append(contentsOf: Array("&#\(scalar.value);".utf8))
                        index = end + 1
                        continue
                    }
                    if !declaresEntities {
                        output.append(contentsOf: Array("&amp;".utf8))
                        index += 1
                        continue
                    }
                }
            }
            output.append(byte)
            index += 1
        }
        return output
    }

    /// The entities every XML document has.
    private static let predefinedEntities: Set<String> = ["amp", "lt", "gt", "quot", "apos"]

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
        case UInt8(ascii: "0")...UInt8(ascii: "9"): !first
        default: false
        }
    }

    /// `xmlInitParser` must run once per process before any parsing.
    private static let parserInitialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// libxml2's error reports during one parse.
    private final class ErrorLog {
        /// The first error that makes the document unusable, as "line N: message".
        var fatal: String?
        /// The first error of any kind, as "line N: message".
        var first: String?

        func record(_ error: xmlError) {
            let message = error.message.map { String(cString: $0).trimmingWhitespace() } ?? "error"
            let text = "line \(error.line): \(message)"
            if first == nil { first = text }
            let undeclaredEntity =
                error.code == Int32(XML_ERR_UNDECLARED_ENTITY.rawValue)
                || error.code == Int32(XML_WAR_UNDECLARED_ENTITY.rawValue)
            if fatal == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue, !undeclaredEntity {
                fatal = text
            }
        }

        var summary: String? { fatal ?? first }
    }

    /// Converts a libxml2 element (recursion is bounded by libxml2's depth limit of 256).
    private static func element(_ node: xmlNodePtr) -> Element {
        let name = node.pointee.name.map { String(cString: $0) } ?? ""
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            if let rawName = current.pointee.name {
                var value = ""
                var part = current.pointee.children
                while let node = part {
                    if node.pointee.type == XML_ENTITY_REF_NODE {
                        value += entityText(node)
                    } else if let content = node.pointee.content {
                        value += String(cString: content)
                    }
                    part = node.pointee.next
                }
                attributes[String(cString: rawName)] = value
            }
            attribute = current.pointee.next
        }
        var children: [Node] = []
        // Adjacent text (split by comments, processing instructions or entity references)
        // is gathered here and becomes one text node before the next element: appending to
        // one buffer keeps a document with millions of comments linear.
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                if !text.isEmpty {
                    children.append(.text(text))
                    text = ""
                }
                children.append(.element(element(current)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content {
                    text += String(cString: content)
                }
            case XML_ENTITY_REF_NODE:
                text += entityText(current)
            default:
                break
            }
            child = current.pointee.next
        }
        if !text.isEmpty { children.append(.text(text)) }
        return Element(
            name: name, attributes: attributes, children: children, line: Int(xmlGetLineNo(node)))
    }

    /// The text of an entity reference no DTD resolved: the HTML entity of that name, else
    /// the reference as written.
    private static func entityText(_ node: xmlNodePtr) -> String {
        let name = node.pointee.name.map { String(cString: $0) } ?? ""
        if let scalar = SourceText.entity(name) { return String(Character(scalar)) }
        return "&\(name);"
    }
}
