import Foundation
import HIndexSources
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A strict RFC 4180 reader for the tests: fails on a stray or unterminated quote, on a
/// bare CR or LF line end (records must end with CRLF), and on rows whose field count
/// differs from the header's.
enum StrictCSV {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The header and the rows as dictionaries keyed by column name.
    static func parse(_ data: Data) throws -> (header: [String], rows: [[String: String]]) {
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure(description: "not UTF-8")
        }
        guard !text.hasPrefix("\u{FEFF}") else { throw Failure(description: "has a BOM") }
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var scalars = Array(text.unicodeScalars)[...]
        var quoted = false
        var fieldStarted = false
        while let scalar = scalars.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if scalars.first == "\"" {
                        scalars.removeFirst()
                        field.unicodeScalars.append("\"")
                    } else {
                        quoted = false
                        guard let next = scalars.first, next == "," || next == "\r" else {
                            throw Failure(description: "text after a closing quote: \(field)")
                        }
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"":
                guard !fieldStarted, field.isEmpty else {
                    throw Failure(description: "stray quote in an unquoted field: \(field)")
                }
                quoted = true
                fieldStarted = true
            case ",":
                record.append(field)
                field = ""
                fieldStarted = false
            case "\r":
                guard scalars.popFirst() == "\n" else {
                    throw Failure(description: "CR without LF")
                }
                record.append(field)
                records.append(record)
                record = []
                field = ""
                fieldStarted = false
            case "\n":
                throw Failure(description: "LF without CR in an unquoted field")
            default:
                field.unicodeScalars.append(scalar)
                fieldStarted = true
            }
        }
        guard !quoted else { throw Failure(description: "unterminated quoted field") }
        guard record.isEmpty, field.isEmpty else {
            throw Failure(description: "the last record does not end with CRLF")
        }
        guard let header = records.first else { throw Failure(description: "no header row") }
        var rows: [[String: String]] = []
        for (index, record) in records.dropFirst().enumerated() {
            guard record.count == header.count else {
                throw Failure(
                    description:
                        "row \(index + 1) has \(record.count) fields, header \(header.count)"
                )
            }
            rows.append(Dictionary(uniqueKeysWithValues: zip(header, record)))
        }
        return (header, rows)
    }
}

/// Reads numbers back from rendered pages.
enum PageNumbers {
    /// The value of the summary card item labeled `label`, digits only (`1,083` → 1083),
    /// the first number of a lower bound (`≥ 14 (…)` → 14).
    static func summaryValue(_ page: String, label: String) -> Int? {
        guard
            let start = page.range(of: "<dt>\(label)</dt><dd>")
                ?? page.range(of: ">\(label)</a></dt><dd>")
        else { return nil }
        var digits = ""
        var seenDigit = false
        var inTag = false
        for character in page[start.upperBound...] {
            if character == "<" {
                inTag = true
                continue
            }
            if character == ">" {
                inTag = false
                continue
            }
            if inTag { continue }
            if character.isNumber {
                digits.append(character)
                seenDigit = true
            } else if character == "," || character == "\u{202F}" || character == "\u{A0}" {
                continue
            } else if seenDigit {
                break
            }
        }
        return Int(digits)
    }

    /// How many times `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}

/// A raw HTTP/1.1 exchange over a socket, so tests can send targets that URL libraries
/// would normalize (`/../`, `%2e%2e`).
enum RawHTTP {
    struct Response {
        var status: Int
        var head: String
        var body: Data

        func header(_ name: String) -> String? {
            for line in head.split(separator: "\r\n").dropFirst() {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                    return parts[1].trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        }

        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// One request on its own connection (`Connection: close`).
    static func request(port: UInt16, method: String = "GET", target: String) throws -> Response {
        try exchange(
            port: port,
            raw: "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    }

    /// Sends `raw` on a new connection and reads one response (see ``readResponse(_:)``).
    static func exchange(port: UInt16, raw: String) throws -> Response {
        let descriptor = try openConnection(port: port)
        defer { close(descriptor) }
        try sendAll(descriptor, raw)
        return try readResponse(descriptor)
    }

    /// A connected socket to 127.0.0.1:`port` whose reads time out after `timeout` seconds.
    static func openConnection(port: UInt16, timeout: Int = 30) throws -> Int32 {
        #if canImport(Darwin)
            let stream = SOCK_STREAM
        #else
            let stream = Int32(SOCK_STREAM.rawValue)
        #endif
        let descriptor = socket(AF_INET, stream, 0)
        guard descriptor >= 0 else { throw Failure(description: "socket") }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(
            descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(description: "connect: errno \(code)")
        }
        return descriptor
    }

    /// Sends all of `text`.
    static func sendAll(_ descriptor: Int32, _ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, noSignal)
            }
            guard count > 0 else { throw Failure(description: "send: errno \(errno)") }
            sent += count
        }
    }

    #if canImport(Darwin)
        static let noSignal: Int32 = 0
    #else
        static let noSignal = Int32(MSG_NOSIGNAL)
    #endif

    /// Reads one response: the head, then `Content-Length` bytes of body, or everything up to
    /// the end of the connection when there is no length.
    static func readResponse(_ descriptor: Int32, method: String = "GET") throws -> Response {
        var received = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var expected: Int?
        var headEnd: Int?
        while true {
            if let headEnd, let expected, received.count - headEnd >= expected { break }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, 65_536, 0) }
            if count <= 0 { break }
            received.append(contentsOf: chunk[0..<count])
            if headEnd == nil, let split = Data(received).range(of: Data("\r\n\r\n".utf8)) {
                headEnd = split.upperBound
                let head = String(decoding: received[..<split.lowerBound], as: UTF8.self)
                let response = Response(status: 0, head: head, body: Data())
                expected =
                    method == "HEAD" ? 0 : response.header("Content-Length").flatMap { Int($0) }
            }
        }
        let data = Data(received)
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "no response head in \(data.count) bytes")
        }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self)
        let parts = head.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, let status = Int(parts[1]) else {
            throw Failure(description: "bad status line: \(head)")
        }
        var body = Data(data[split.upperBound...])
        if let expected, body.count > expected { body = body.prefix(expected) }
        return Response(status: status, head: head, body: body)
    }
}
