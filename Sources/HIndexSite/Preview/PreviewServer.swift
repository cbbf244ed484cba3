import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server for previewing a site: POSIX sockets on 127.0.0.1 only (never
/// another interface), one short-lived thread per connection (at most 32 at once), one
/// request per connection (`Connection: close`), request heads capped at 16 KiB and read
/// within 10 s. What each request gets is decided by a ``PreviewResponder``.
public final class PreviewServer: Sendable {
    /// The port listened on (the one the system chose when asked for port 0).
    public let port: UInt16
    private let listener: Int32
    private let state: Mutex<State>

    private struct State {
        var responder: PreviewResponder
        var stopped = false
        var acceptLoopEnded = false
        var openConnections = 0
    }

    /// Why the server could not start.
    public struct StartError: Error, Sendable, CustomStringConvertible {
        /// What failed, e.g. "port 8000 on 127.0.0.1 is in use".
        public var description: String
    }

    /// The most connections served at once; more are closed at once.
    static let maximumConnections = 32
    /// The largest request head read.
    static let maximumHeadBytes = 16 * 1024

    /// Listens on `127.0.0.1:port` (`0` lets the system choose) and starts accepting.
    public init(responder: PreviewResponder, port: UInt16) throws(StartError) {
        let descriptor = socket(AF_INET, Self.streamType, 0)
        guard descriptor >= 0 else { throw StartError(description: "socket: errno \(errno)") }
        var reuse: Int32 = 1
        setsockopt(
            descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw StartError(
                description: code == EADDRINUSE
                    ? "port \(port) on 127.0.0.1 is in use: choose another with --port"
                    : "cannot listen on 127.0.0.1:\(port) (errno \(code))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        guard named == 0 else {
            close(descriptor)
            throw StartError(description: "getsockname: errno \(errno)")
        }
        self.port = UInt16(bigEndian: address.sin_port)
        self.listener = descriptor
        self.state = Mutex(State(responder: responder))
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "PreviewServer \(port)"
        thread.start()
    }

    deinit { stop() }

    /// The responder in use.
    public var responder: PreviewResponder {
        get { state.withLock { $0.responder } }
        set { state.withLock { $0.responder = newValue } }
    }

    /// Stops accepting and waits (at most 2 s) for open connections to finish. Safe to call
    /// more than once.
    public func stop() {
        state.withLock { $0.stopped = true }
        let limit = Date().addingTimeInterval(2)
        while Date() < limit {
            if state.withLock({ $0.acceptLoopEnded && $0.openConnections == 0 }) { return }
            usleep(10_000)
        }
    }

    private static var streamType: Int32 {
        #if canImport(Darwin)
            SOCK_STREAM
        #else
            Int32(SOCK_STREAM.rawValue)
        #endif
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptLoop() {
        defer {
            close(listener)
            state.withLock { $0.acceptLoopEnded = true }
        }
        while !isStopped {
            var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            let admitted = state.withLock { state -> Bool in
                guard state.openConnections < Self.maximumConnections else { return false }
                state.openConnections += 1
                return true
            }
            guard admitted else {
                close(connection)
                continue
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
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(
            connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(
            connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let response: PreviewResponse
        var isHead = false
        switch readRequestLine(connection) {
        case .request(let method, let target):
            isHead = method == "HEAD"
            response = responder.respond(method: method, target: target)
        case .malformed:
            response = responder.plain(400, "Malformed request.")
        case .tooLarge:
            response = responder.plain(431, "Request head too large.")
        case .closed:
            return
        }
        var head = "HTTP/1.1 \(response.status) \(response.reason)\r\n"
        var fields = response.headers
        fields["Content-Length"] = String(response.body.count)
        fields["Connection"] = "close"
        for key in fields.keys.sorted() { head += "\(key): \(fields[key] ?? "")\r\n" }
        head += "\r\n"
        var bytes = Data(head.utf8)
        if !isHead { bytes += response.body }
        transmit(connection, bytes)
        shutdown(connection, Int32(SHUT_WR))
    }

    private enum RequestLine {
        case request(method: String, target: String)
        case malformed
        case tooLarge
        case closed
    }

    /// Reads the head up to its blank line and parses `METHOD target HTTP/1.x`.
    private func readRequestLine(_ connection: Int32) -> RequestLine {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = Self.headEnd(buffer) {
                buffer.removeSubrange(end...)
                break
            }
            guard buffer.count < Self.maximumHeadBytes else { return .tooLarge }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, 4096, 0) }
            guard count > 0 else { return buffer.isEmpty ? .closed : .malformed }
            buffer.append(contentsOf: chunk[0..<count])
        }
        let line = buffer.prefix { $0 != 13 && $0 != 10 }
        let parts = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return .malformed }
        return .request(method: String(parts[0]), target: String(parts[1]))
    }

    /// The offset of the `\r\n\r\n` (or `\n\n`) ending a head, if `buffer` holds one.
    static func headEnd(_ buffer: [UInt8]) -> Int? {
        guard buffer.count >= 2 else { return nil }
        for index in 1..<buffer.count where buffer[index] == 10 {
            if buffer[index - 1] == 10 { return index - 1 }
            if index >= 3, buffer[index - 1] == 13, buffer[index - 2] == 10,
                buffer[index - 3] == 13
            {
                return index - 3
            }
        }
        return nil
    }

    private func transmit(_ connection: Int32, _ data: Data) {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var sent = 0
            while sent < raw.count {
                let count = send(connection, base + sent, raw.count - sent, Self.sendFlags)
                if count <= 0 { return }
                sent += count
            }
        }
    }

    private static var sendFlags: Int32 {
        #if canImport(Darwin)
            0
        #else
            Int32(MSG_NOSIGNAL)
        #endif
    }
}
