import CLibXML2
import Foundation
import HIndexCore

/// A parsed HTML page (libxml2's forgiving HTML parser) that answers XPath queries.
///
/// The document owns the libxml2 tree and frees it when the last reference goes away; every
/// ``HTMLNode`` it returns keeps the document alive. A document is not `Sendable`: parse and
/// query it inside one task (libxml2 is thread-safe for one document per thread).
public final class HTMLDocument {
    /// The largest input accepted by default (20 MiB); a real Scholar profile page is < 1 MB.
    public static let maximumInputSize = 20 * 1024 * 1024

    /// The libxml2 document; never `nil` after a successful `init`.
    let pointer: htmlDocPtr

    /// The encoding the bytes were decoded with (the page's declaration, or UTF-8).
    public let encoding: String

    /// `xmlInitParser` must run once per process before any parsing; a static `let` is
    /// initialised lazily and exactly once, even with several threads.
    private static let parserInitialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses HTML bytes.
    ///
    /// The bytes are decoded with the encoding the page declares (BOM, `<meta charset>` or
    /// `<meta http-equiv="Content-Type" content="…;charset=…">` in the first 4 KB), UTF-8
    /// otherwise. Parsing recovers from malformed markup, prints nothing and never touches the
    /// network.
    ///
    /// - Parameters:
    ///   - data: The page's bytes.
    ///   - origin: Where the bytes come from (file path or URL), for error messages.
    ///   - limit: The largest accepted input in bytes.
    /// - Throws: ``SourceError/tooLarge(origin:bytes:limit:)`` above `limit`,
    ///   ``SourceError/unreadable(origin:reason:)`` when libxml2 builds no element at all.
    public init(data: Data, origin: String, limit: Int = HTMLDocument.maximumInputSize)
        throws(SourceError)
    {
        guard data.count <= limit else {
            throw .tooLarge(origin: origin, bytes: data.count, limit: limit)
        }
        guard !data.isEmpty else {
            throw .unreadable(origin: origin, reason: "the input is empty")
        }
        _ = Self.parserInitialized
        let encoding = Self.declaredEncoding(in: data) ?? "UTF-8"
        let options = Int32(
            bitPattern: HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue
                | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue
        )
        // NOERROR/NOWARNING silence the parser, not the encoding layer ("encoding error :
        // input conversion failed"): route this thread's libxml2 errors to a silent
        // structured handler while parsing, then restore the previous one.
        let previousHandler = __xmlStructuredError().pointee
        let previousContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        defer { xmlSetStructuredErrorFunc(previousContext, previousHandler) }
        let parsed: htmlDocPtr? = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else {
                return nil
            }
            return htmlReadMemory(base, Int32(buffer.count), nil, encoding, options)
        }
        guard let parsed else {
            throw .unreadable(origin: origin, reason: "libxml2 could not parse it as HTML")
        }
        guard xmlDocGetRootElement(parsed) != nil else {
            xmlFreeDoc(parsed)
            throw .unreadable(origin: origin, reason: "it contains no HTML element")
        }
        self.pointer = parsed
        self.encoding = encoding
    }

    deinit {
        xmlFreeDoc(pointer)
    }

    /// The root element (`<html>`).
    public var root: HTMLNode? {
        guard let element = xmlDocGetRootElement(pointer) else { return nil }
        return HTMLNode(pointer: element, document: self)
    }

    /// How deep the HTML parser reads elements: libxml2 stops a document at this nesting
    /// depth (without `HTML_PARSE_HUGE`, which is never set here) and drops what is below.
    public static let parserDepthLimit = 256

    /// The deepest nesting of elements in the parsed tree (the root element is at depth 1).
    /// A tree that reaches ``parserDepthLimit`` lost whatever the page nested below it.
    public var elementDepth: Int {
        guard let root else { return 0 }
        var depth = 1
        var deepest = 1
        root.cursor.walkDescendants(
            enter: { node in
                guard node.isElement else { return false }
                depth += 1
                deepest = max(deepest, depth)
                return true
            },
            leave: { _ in depth -= 1 })
        return deepest
    }

    /// The nodes an XPath expression selects from the document root, in document order.
    ///
    /// - Throws: ``XPathError`` when the expression is invalid or does not select nodes.
    public func select(_ xpath: String) throws(XPathError) -> [HTMLNode] {
        try evaluate(xpath, from: nil)
    }

    /// The first node an XPath expression selects, if any.
    ///
    /// - Throws: ``XPathError`` when the expression is invalid or does not select nodes.
    public func first(_ xpath: String) throws(XPathError) -> HTMLNode? {
        try select(xpath).first
    }

    /// An XPath predicate (without brackets) that holds when the `class` attribute contains
    /// `token` as a whole class token, whatever the other tokens, their order and spacing:
    /// `contains(concat(' ', normalize-space(@class), ' '), ' gsc_a_tr ')`.
    public static func hasClass(_ token: String) -> String {
        "contains(concat(' ', normalize-space(@class), ' '), \(xpathLiteral(" \(token) ")))"
    }

    /// An XPath string literal for `value` (XPath 1.0 has no escapes: quotes are chosen, and
    /// a value holding both quote kinds is built with `concat`).
    public static func xpathLiteral(_ value: String) -> String {
        if !value.contains("'") { return "'\(value)'" }
        if !value.contains("\"") { return "\"\(value)\"" }
        let parts = value.split(separator: "'", omittingEmptySubsequences: false)
            .map { "'\($0)'" }
        return "concat(" + parts.joined(separator: ", \"'\", ") + ")"
    }

    /// Evaluates `xpath` with `node` as the context node (the document when `nil`).
    func evaluate(_ xpath: String, from node: xmlNodePtr?) throws(XPathError) -> [HTMLNode] {
        guard let context = xmlXPathNewContext(pointer) else {
            throw XPathError(expression: xpath, message: "cannot create an XPath context")
        }
        defer { xmlXPathFreeContext(context) }
        // Report errors to a silent handler instead of libxml2's default stderr printer.
        context.pointee.error = { _, _ in }
        if let node { context.pointee.node = node }
        let bytes = Array(xpath.utf8) + [0]
        let result = bytes.withUnsafeBufferPointer { buffer in
            xmlXPathEvalExpression(buffer.baseAddress, context)
        }
        guard let result else {
            throw XPathError(expression: xpath, message: Self.lastErrorMessage(of: context))
        }
        defer { xmlXPathFreeObject(result) }
        guard result.pointee.type == XPATH_NODESET else {
            throw XPathError(expression: xpath, message: "the expression does not select nodes")
        }
        guard let set = result.pointee.nodesetval, set.pointee.nodeNr > 0,
            let table = set.pointee.nodeTab
        else { return [] }
        var nodes: [HTMLNode] = []
        nodes.reserveCapacity(Int(set.pointee.nodeNr))
        for index in 0..<Int(set.pointee.nodeNr) {
            // Namespace nodes are copies freed with the result: never hand them out.
            guard let found = table[index], found.pointee.type != XML_NAMESPACE_DECL else {
                continue
            }
            nodes.append(HTMLNode(pointer: found, document: self))
        }
        return nodes
    }

    private static func lastErrorMessage(of context: xmlXPathContextPtr) -> String {
        guard let message = context.pointee.lastError.message else {
            return "invalid XPath expression"
        }
        return String(cString: message).trimmingWhitespace()
    }

    /// The encoding the bytes declare: a byte-order mark, or a `charset=` in the first 4 KB.
    ///
    /// Latin-1 and ASCII labels map to windows-1252, as browsers decode them.
    static func declaredEncoding(in data: Data) -> String? {
        let bytes = [UInt8](data.prefix(4096))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return "UTF-8" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        let lowered = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        let needle = Array("charset".utf8)
        var index = 0
        while index + needle.count <= lowered.count {
            guard lowered[index..<index + needle.count].elementsEqual(needle) else {
                index += 1
                continue
            }
            var cursor = index + needle.count
            while cursor < lowered.count, lowered[cursor] == 0x20 { cursor += 1 }
            guard cursor < lowered.count, lowered[cursor] == UInt8(ascii: "=") else {
                index += 1
                continue
            }
            cursor += 1
            while cursor < lowered.count,
                [0x20, UInt8(ascii: "\""), UInt8(ascii: "'")].contains(lowered[cursor])
            {
                cursor += 1
            }
            var label: [UInt8] = []
            while cursor < lowered.count, isLabelByte(lowered[cursor]), label.count < 40 {
                label.append(lowered[cursor])
                cursor += 1
            }
            if let name = encodingName(forLabel: String(decoding: label, as: UTF8.self)) {
                return name
            }
            index += 1
        }
        return nil
    }

    private static func isLabelByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// The libxml2 (iconv) name for an encoding label, or `nil` for an unusable label.
    private static func encodingName(forLabel label: String) -> String? {
        switch label {
        case "": nil
        case "utf-8", "utf8", "unicode-1-1-utf-8": "UTF-8"
        case "iso-8859-1", "iso8859-1", "latin1", "l1", "us-ascii", "ascii", "windows-1252",
            "cp1252", "x-cp1252":
            "WINDOWS-1252"
        // A page served as UTF-16 that declares it in ASCII bytes cannot be UTF-16.
        case "utf-16", "utf-16le", "utf-16be": "UTF-8"
        default: label.uppercased()
        }
    }
}

/// An XPath expression libxml2 rejected, or one that selects something other than nodes.
public struct XPathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The expression as given.
    public var expression: String
    /// libxml2's message.
    public var message: String

    /// Creates an XPath error.
    public init(expression: String, message: String) {
        self.expression = expression
        self.message = message
    }

    /// One line naming the expression and the problem.
    public var description: String { "invalid XPath \(expression): \(message)" }
}
