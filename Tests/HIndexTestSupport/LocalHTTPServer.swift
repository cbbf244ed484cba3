import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The request line and headers of one request the test server received.
public struct LocalHTTPRequest: Sendable, Hashable {
    /// `GET`, `HEAD`, …
    public var method: String
    /// The request target: path and query, e.g. `/citations?user=x&cstart=0`.
    public var target: String
    /// Header fields, names lower-cased.
    public var headers: [String: String]
    /// How many requests for this exact target the server had received, this one included
    /// (1 for the first), so a handler can fail once and then succeed.
    public var hit: Int

    /// The path without the query.
    public var path: String { String(target.split(separator: "?", maxSplits: 1).first ?? "") }

    /// The decoded value of query parameter `name`, if present.
    public func query(_ name: String) -> String? {
        URLComponents(string: "http://localhost" + target)?.queryItems?
            .first { $0.name == name }?.value
    }
}

/// What the test server does with one request.
public indirect enum LocalHTTPReply: Sendable {
    /// A complete response with `Content-Length` set from the body.
    case respond(status: Int, headers: [String: String] = [:], body: Data = Data())
    /// Reads the request, sends nothing for `seconds` (or until the server stops), then
    /// closes the connection: a server that stalls past the client's timeout.
    case stall(seconds: Double)
    /// Sends the status line, headers with `Content-Length: declaredLength` and only `body`
    /// (shorter than declared), then closes: a truncated body.
    case truncated(status: Int, declaredLength: Int, body: Data)
    /// Sends the status line and headers without `Content-Length`, then `body`, then closes:
    /// the body's end is the connection's end, so only reading it all tells its size.
    case unsized(status: Int, body: Data)
    /// Waits `seconds`, then sends `reply`.
    case delayed(seconds: Double, reply: LocalHTTPReply)
    /// Closes the connection without answering.
    case close
    /// Sends the status line and headers with `Content-Length: bytes`, then the body one
    /// byte every `interval` seconds (or until the server stops): a server that keeps a
    /// connection alive without ever finishing in time.
    case drip(status: Int, bytes: Int, interval: Double)
    /// Sends the status line and headers (with `Content-Length: bytes` when `sized`), then
    /// `bytes` bytes of `x` generated in 64 KiB chunks as fast as the client reads them (or
    /// until it stops reading or the server stops): a huge answer that is never held in
    /// memory.
    case stream(status: Int, bytes: Int, sized: Bool)

    /// A `200 OK` HTML page.
    public static func html(_ text: String, status: Int = 200) -> LocalHTTPReply {
        .respond(
            status: status, headers: ["Content-Type": "text/html; charset=utf-8"],
            body: Data(text.utf8))
    }
}

/// A tiny blocking HTTP/1.1 server on 127.0.0.1 for fetch tests: POSIX sockets, one thread
/// accepting and one short-lived thread per connection, `Connection: close` on every reply.
///
/// It listens on an ephemeral port chosen by the system, answers through `handler`, records
/// every request, and stops when ``stop()`` is called, when it is deinitialised, or by
/// itself after `lifetime` seconds, whichever comes first. It never listens beyond loopback.
public final class LocalHTTPServer: Sendable {
    /// The port the server listens on.
    public let port: UInt16
    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    private let listener: Int32
    private let handler: @Sendable (LocalHTTPRequest) -> LocalHTTPReply
    private let deadline: Date
    private let state = Mutex(State())

    private struct State {
        var stopped = false
        var acceptLoopEnded = false
        var hits: [String: Int] = [:]
        var requests: [LocalHTTPRequest] = []
        var openConnections = 0
        var peakConnections = 0
    }

    /// An error while setting up the listening socket.
    public struct SetupError: Error, CustomStringConvertible {
        /// The system call that failed and `errno`.
        public var description: String
    }

    /// Starts listening on `127.0.0.1` at an ephemeral port.
    ///
    /// - Parameters:
    ///   - lifetime: Seconds after which the server stops by itself.
    ///   - handler: Chooses the reply for each request; called on a connection thread.
    public init(
        lifetime: Double = 600,
        handler: @escaping @Sendable (LocalHTTPRequest) -> LocalHTTPReply
    ) throws {
        let descriptor = socket(AF_INET, Self.streamType, 0)
        guard descriptor >= 0 else { throw SetupError(description: "socket: errno \(errno)") }
        var reuse: Int32 = 1
        setsockopt(
            descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw SetupError(description: "bind/listen on 127.0.0.1: errno \(code)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        guard named == 0 else {
            close(descriptor)
            throw SetupError(description: "getsockname: errno \(errno)")
        }
        self.port = UInt16(bigEndian: address.sin_port)
        self.listener = descriptor
        self.handler = handler
        self.deadline = Date().addingTimeInterval(lifetime)
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LocalHTTPServer \(port)"
        thread.start()
    }

    deinit { stop() }

    /// Every request received so far, in arrival order.
    public var requests: [LocalHTTPRequest] { state.withLock { $0.requests } }

    /// The most connections that were open at the same time.
    public var peakConcurrentConnections: Int { state.withLock { $0.peakConnections } }

    /// Stops accepting, ends stalled connections, and waits (at most 2 s) for the accept
    /// thread to close the listening socket. Safe to call more than once.
    public func stop() {
        state.withLock { $0.stopped = true }
        let limit = Date().addingTimeInterval(2)
        while Date() < limit {
            let done = state.withLock { $0.acceptLoopEnded && $0.openConnections == 0 }
            if done { return }
            usleep(10_000)
        }
    }

    private var shouldStop: Bool {
        state.withLock { $0.stopped } || Date() >= deadline
    }

    private static var streamType: Int32 {
        #if canImport(Darwin)
            SOCK_STREAM
        #else
            Int32(SOCK_STREAM.rawValue)
        #endif
    }

    private func acceptLoop() {
        defer {
            close(listener)
            state.withLock { $0.acceptLoopEnded = true }
        }
        while !shouldStop {
            var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            state.withLock { state in
                state.openConnections += 1
                state.peakConnections = max(state.peakConnections, state.openConnections)
            }
            let thread = Thread { [self] in
                serve(connection)
                close(connection)
                state.withLock { $0.openConnections -= 1 }
            }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        // A client that stops reading cannot hold a connection thread for long.
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(
            connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard var request = readHead(connection) else { return }
        request.hit = state.withLock { state in
            state.hits[request.target, default: 0] += 1
            let hit = state.hits[request.target, default: 1]
            var recorded = request
            recorded.hit = hit
            state.requests.append(recorded)
            return hit
        }
        perform(handler(request), on: connection)
        shutdown(connection, Int32(SHUT_RDWR))
    }

    private func perform(_ reply: LocalHTTPReply, on connection: Int32) {
        switch reply {
        case .respond(let status, let headers, let body):
            var fields = headers
            fields["Content-Length"] = String(body.count)
            transmit(connection, head(status: status, headers: fields) + body)
        case .stall(let seconds):
            let until = Date().addingTimeInterval(seconds)
            while Date() < until && !shouldStop { usleep(20_000) }
        case .truncated(let status, let declaredLength, let body):
            let fields = ["Content-Length": String(declaredLength), "Content-Type": "text/html"]
            transmit(connection, head(status: status, headers: fields) + body)
        case .unsized(let status, let body):
            transmit(
                connection, head(status: status, headers: ["Content-Type": "text/html"]) + body)
        case .delayed(let seconds, let reply):
            let until = Date().addingTimeInterval(seconds)
            while Date() < until && !shouldStop { usleep(10_000) }
            if !shouldStop { perform(reply, on: connection) }
        case .close:
            break
        case .drip(let status, let bytes, let interval):
            transmit(connection, head(status: status, headers: ["Content-Length": String(bytes)]))
            for _ in 0..<bytes where !shouldStop {
                usleep(useconds_t(interval * 1_000_000))
                transmit(connection, Data("x".utf8))
            }
        case .stream(let status, let bytes, let sized):
            let fields = sized ? ["Content-Length": String(bytes)] : [:]
            guard transmit(connection, head(status: status, headers: fields)) else { return }
            let chunk = Data(repeating: UInt8(ascii: "x"), count: 65_536)
            var sent = 0
            while sent < bytes, !shouldStop {
                let part = min(chunk.count, bytes - sent)
                guard transmit(connection, chunk.prefix(part)) else { return }
                sent += part
            }
        }
    }

    /// Reads up to the blank line ending the head (at most 64 KiB, within 60 s, a safety net
    /// generous enough for a loaded machine, and only while the server runs) and parses it.
    private func readHead(_ connection: Int32) -> LocalHTTPRequest? {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let terminator: [UInt8] = [13, 10, 13, 10]
        let until = Date().addingTimeInterval(60)
        while buffer.count < 65_536 {
            guard !shouldStop, Date() < until else { return nil }
            var descriptor = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, 4096, 0) }
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            if buffer.count >= 4,
                (0...(buffer.count - 4)).contains(where: {
                    Array(buffer[$0..<$0 + 4]) == terminator
                })
            {
                break
            }
        }
        let text = String(decoding: buffer, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = value
        }
        return LocalHTTPRequest(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
            hit: 0)
    }

    private func head(status: Int, headers: [String: String]) -> Data {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            text += "\(name): \(value)\r\n"
        }
        return Data((text + "\r\n").utf8)
    }

    /// Sends all of `data`; `false` when the client closed the connection or stopped reading.
    @discardableResult
    private func transmit(_ connection: Int32, _ data: Data) -> Bool {
        #if canImport(Darwin)
            let flags: Int32 = 0
            var noSignal: Int32 = 1
            setsockopt(
                connection, SOL_SOCKET, SO_NOSIGPIPE, &noSignal,
                socklen_t(MemoryLayout<Int32>.size))
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        return data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                let sent = send(connection, base + offset, raw.count - offset, flags)
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 403: "Forbidden"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
