import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The HTTP server of `hindex-site serve`, on FlyingFox: 127.0.0.1 only (never another
/// interface), every connection a task suspended on epoll/kqueue while it waits (so slow or
/// idle clients hold no thread and delay no one), HTTP/1.1 keep-alive.
///
/// What a request gets is decided by a ``PreviewResponder`` (the path rules); this type adds
/// what is about connections:
/// - a request head must arrive within ``headDeadline`` of the connection opening or of the
///   previous request on it, however slowly its bytes drip in (FlyingFox's own `timeout` is
///   the handler's time only), and an idle keep-alive connection is closed after as long;
/// - a head longer than ``maximumHeadBytes`` gets 431;
/// - `HEAD` gets the headers of `GET` with an empty body;
/// - HTML pages get the live-reload script (``LiveReload``), and ``LiveReload/eventsPath``
///   is the Server-Sent Events stream that tells them when the site was rebuilt.
public final class PreviewServer: Sendable {
    /// The port listened on (the one the system chose when asked for port 0).
    public let port: UInt16
    /// The live-reload generation and event streams.
    public let events: ReloadEvents
    /// The listener in use: replaced when it fails after startup (``listenAgainDelay``).
    private let http: Locked<HTTPServer>
    /// Set by ``stop()``: a listener that ends then is not started again.
    private let stopping: Locked<Bool>
    private let task: Task<Void, Never>
    private let keepAliveTask: Task<Void, Never>
    private let shared: Shared

    /// What the request handler reads: the responder, which ``Preview`` replaces after a
    /// rebuild (the base path may have changed).
    final class Shared: Sendable {
        let responder: Mutex<PreviewResponder>
        let events: ReloadEvents
        let deadlines: HeadDeadlines
        let liveReload: Bool

        init(responder: PreviewResponder, events: ReloadEvents, liveReload: Bool) {
            self.responder = Mutex(responder)
            self.events = events
            self.deadlines = HeadDeadlines(limit: PreviewServer.headDeadline)
            self.liveReload = liveReload
        }
    }

    /// Why the server could not start.
    public struct StartError: Error, Sendable, CustomStringConvertible {
        /// What failed, e.g. "port 8000 on 127.0.0.1 is in use".
        public var description: String
    }

    /// The time a client has to send a request head.
    public static let headDeadline: Duration = .seconds(10)
    /// The largest request head answered (a longer one gets 431).
    public static let maximumHeadBytes = 16 * 1024
    /// The time a handler has to answer (files are read from disk: far less).
    static let handlerTimeout: TimeInterval = 10
    /// How often open event streams get a comment, so that dead ones are noticed.
    static let keepAliveInterval: Duration = .seconds(15)

    /// How long the server waits before listening again when its listener failed after
    /// startup (e.g. out of file descriptors: `accept` fails with EMFILE until connections
    /// close).
    static let listenAgainDelay: Duration = .seconds(1)

    /// Listens on `127.0.0.1:port` (`0` lets the system choose) and starts serving.
    ///
    /// A listener that fails after startup is not left dead: the failure is said through
    /// `log` and the server listens again on the same port after ``listenAgainDelay``, for as
    /// long as it fails, until ``stop()``.
    ///
    /// - Parameters:
    ///   - liveReload: add the live-reload script to HTML pages.
    ///   - log: receives a line when the listener failed and when it listens again.
    ///   - maximumEventStreams: the live-reload streams open at once at most (a request for
    ///     one more gets 503).
    public init(
        responder: PreviewResponder, port: UInt16, liveReload: Bool = true,
        maximumEventStreams: Int = ReloadEvents.defaultMaximumStreams,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws(StartError) {
        let events = ReloadEvents(maximumStreams: maximumEventStreams)
        let shared = Shared(responder: responder, events: events, liveReload: liveReload)
        let first: HTTPServer
        do {
            first = try Self.listener(port: port, shared: shared)
        } catch {
            throw StartError(description: "cannot make the address 127.0.0.1:\(port): \(error)")
        }
        let http = Locked(first)
        let stopping = Locked(false)
        let failure = Locked<(any Error)?>(nil)
        // The port once listening: a listener started again takes the same one.
        let listeningPort = Locked<UInt16?>(nil)
        let task = Task {
            var server = first
            // Said once per outage: a listener that cannot start again (still no descriptors)
            // is tried every ``listenAgainDelay`` without a line each time.
            var outage = false
            var recovery: Task<Bool, Never>?
            while true {
                do {
                    try await server.run()
                } catch {
                    failure.set(error)
                }
                // A listener that was listening again ends a new outage.
                if let recovery, await recovery.value { outage = false }
                guard !stopping.get(), !Task.isCancelled,
                    let port = listeningPort.get()
                else { return }
                if !outage {
                    outage = true
                    let reason = failure.get().map { Self.describe($0, port: port) } ?? "it ended"
                    log(
                        "preview server: stopped listening on 127.0.0.1:\(port) (\(reason)); "
                            + "trying again every \(Self.listenAgainDelay.components.seconds) s")
                }
                try? await Task.sleep(for: Self.listenAgainDelay)
                guard !stopping.get(), !Task.isCancelled,
                    let next = try? Self.listener(port: port, shared: shared)
                else { return }
                server = next
                http.set(next)
                failure.set(nil)
                let recovered = Task {
                    for _ in 0..<500 {
                        if await next.isListening { return true }
                        try? await Task.sleep(for: .milliseconds(10))
                    }
                    return false
                }
                recovery = recovered
                Task {
                    if await recovered.value {
                        log("preview server: listening again on 127.0.0.1:\(port)")
                    }
                }
            }
        }
        // `run()` binds and listens, or fails: wait for one or the other (10 s at most).
        var listening: Socket.Address?
        for _ in 0..<1000 {
            if await first.isListening, let address = await first.listeningAddress {
                listening = address
                break
            }
            if let error = failure.get() {
                throw StartError(description: Self.describe(error, port: port))
            }
            try? await Task.sleep(for: .milliseconds(10))
        }
        guard case .ip4(_, let boundPort) = listening else {
            stopping.set(true)
            task.cancel()
            throw StartError(description: "the server on 127.0.0.1:\(port) did not start")
        }
        listeningPort.set(boundPort)
        self.port = boundPort
        self.events = events
        self.http = http
        self.stopping = stopping
        self.task = task
        self.shared = shared
        self.keepAliveTask = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: Self.keepAliveInterval)
                events.keepAlive()
            }
        }
    }

    /// The responder in use.
    public var responder: PreviewResponder {
        get { shared.responder.withLock { $0 } }
        set { shared.responder.withLock { $0 = newValue } }
    }

    /// Ends the event streams, stops accepting, and waits (at most 0.5 s) for open requests to
    /// finish before closing their connections. Safe to call more than once.
    public func stop() async {
        stopping.set(true)
        keepAliveTask.cancel()
        events.finishAll()
        await http.get().stop(timeout: 0.5)
        task.cancel()
        await task.value
    }

    /// Ends the current listener as a failure would (its socket closed under it), without
    /// stopping the server: for tests of ``listenAgainDelay``.
    func failListenerForTesting() async {
        await http.get().stop(timeout: 0)
    }

    /// A FlyingFox server for `127.0.0.1:port` with this server's handler, pool and limits.
    private static func listener(port: UInt16, shared: Shared) throws -> HTTPServer {
        HTTPServer(
            config: HTTPServer.Configuration(
                address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port),
                timeout: Self.handlerTimeout,
                pool: HeadDeadlinePool(base: HTTPServer.defaultPool(), deadlines: shared.deadlines),
                logger: .disabled),
            handler: Handler(shared: shared))
    }

    static func describe(_ error: any Error, port: UInt16) -> String {
        if case .failed(let type, let code, let message) = error as? SocketError {
            if code == EADDRINUSE {
                return "port \(port) on 127.0.0.1 is in use: choose another with --port"
            }
            return "cannot listen on 127.0.0.1:\(port): \(type): \(message) (errno \(code))"
        }
        return "cannot listen on 127.0.0.1:\(port): \(error)"
    }

    /// Answers every request: the event stream, or the responder's answer made into an
    /// HTTP response.
    struct Handler: HTTPHandler {
        let shared: Shared

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            shared.deadlines.requestArrived(from: request.remoteAddress)
            let target = request.target.rawValue
            let method = request.method.rawValue
            let responder = shared.responder.withLock { $0 }
            if Self.headSize(request) > PreviewServer.maximumHeadBytes {
                return Self.make(responder.plain(431, "Request head too large."), head: false)
            }
            // A page on another name that resolves to 127.0.0.1 (DNS rebinding) must not read
            // the preview: only the loopback names are answered.
            if let host = request.headers[HTTPHeader("Host")], !Self.isLoopbackHost(host) {
                return Self.make(
                    responder.plain(
                        421,
                        "This preview answers only requests for localhost, 127.0.0.1 or [::1]."),
                    head: method == "HEAD")
            }
            if shared.liveReload, method == "GET",
                target.prefix(while: { $0 != "?" }) == LiveReload.eventsPath
            {
                return eventStream(responder)
            }
            var response = responder.respond(method: method, target: target)
            if shared.liveReload, response.headers["Content-Type"]?.hasPrefix("text/html") == true {
                response.body = LiveReload.inject(
                    into: response.body, generation: shared.events.generation)
            }
            return Self.make(response, head: method == "HEAD")
        }

        /// `text/event-stream`, open until the client or the server goes away; 503 when
        /// ``ReloadEvents/maximumStreams`` are open (the page works, without live reload).
        func eventStream(_ responder: PreviewResponder) -> HTTPResponse {
            guard let (id, stream) = shared.events.subscribe() else {
                var response = Self.make(
                    responder.plain(
                        503,
                        "Too many live-reload connections are open; reload the page later."),
                    head: false)
                response.headers[HTTPHeader("Retry-After")] = "5"
                return response
            }
            var headers = HTTPHeaders()
            headers[HTTPHeader("Content-Type")] = "text/event-stream; charset=utf-8"
            headers[HTTPHeader("Cache-Control")] = "no-cache"
            headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
            let body = EventStreamBytes(
                stream: stream, subscription: Subscription(events: shared.events, id: id))
            return HTTPResponse(
                statusCode: .ok, headers: headers,
                body: HTTPBodySequence(from: body, suggestedBufferSize: 4096))
        }

        /// Whether a `Host` header names the loopback interface (`localhost`, `127.0.0.1`,
        /// `[::1]`), with or without a port.
        static func isLoopbackHost(_ value: String) -> Bool {
            var host = value.trimmingCharacters(in: .whitespaces).lowercased()
            if host.hasPrefix("[") {
                guard let end = host.firstIndex(of: "]") else { return false }
                let rest = host[host.index(after: end)...]
                guard rest.isEmpty || Self.isPortSuffix(rest) else { return false }
                return host[...end] == "[::1]"
            }
            if let colon = host.lastIndex(of: ":") {
                guard Self.isPortSuffix(host[colon...]) else { return false }
                host = String(host[..<colon])
            }
            if host.hasSuffix(".") { host.removeLast() }
            return host == "localhost" || host == "127.0.0.1"
        }

        /// `:` followed by one to five digits.
        static func isPortSuffix(_ text: Substring) -> Bool {
            let digits = text.dropFirst()
            return text.first == ":" && (1...5).contains(digits.count)
                && digits.allSatisfy { $0.isASCII && $0.isNumber }
        }

        /// The bytes of the request line and header fields, as sent (near enough).
        static func headSize(_ request: HTTPRequest) -> Int {
            var size = request.method.rawValue.utf8.count + request.target.rawValue.utf8.count + 12
            for (name, value) in request.headers {
                size += name.rawValue.utf8.count + value.utf8.count + 4
            }
            return size
        }

        static func make(_ response: PreviewResponse, head: Bool) -> HTTPResponse {
            var headers = HTTPHeaders()
            for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
            if head { headers[HTTPHeader("Content-Length")] = String(response.body.count) }
            return HTTPResponse(
                statusCode: HTTPStatusCode(response.status, phrase: response.reason),
                headers: headers, body: head ? Data() : response.body)
        }
    }
}

/// Unsubscribes an event stream when the response body reading it is released (the
/// connection closed).
final class Subscription: Sendable {
    let events: ReloadEvents
    let id: Int

    init(events: ReloadEvents, id: Int) {
        self.events = events
        self.id = id
    }

    deinit { events.unsubscribe(id) }
}

/// An event stream as the buffered byte sequence FlyingFox sends as a chunked body: every
/// event is one chunk, written as soon as it is sent.
struct EventStreamBytes: AsyncBufferedSequence {
    typealias Element = UInt8
    let stream: AsyncStream<[UInt8]>
    let subscription: Subscription

    func makeAsyncIterator() -> Iterator {
        Iterator(base: stream.makeAsyncIterator(), subscription: subscription)
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<[UInt8]>.Iterator
        let subscription: Subscription
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            if pending.isEmpty {
                guard let bytes = await base.next() else { return nil }
                pending = bytes[...]
            }
            let chunk = Array(pending.prefix(Swift.max(1, count)))
            pending = pending.dropFirst(chunk.count)
            return chunk
        }
    }
}

/// When each connection's next request head is due: ``PreviewServer/headDeadline`` after it
/// was first seen waiting, or after its previous request arrived. Keyed by the peer's
/// address and port (which identify a TCP connection to one listening socket).
final class HeadDeadlines: Sendable {
    let limit: Duration
    private let due = Mutex<[String: ContinuousClock.Instant]>([:])

    init(limit: Duration) { self.limit = limit }

    /// When the connection from `peer` must have sent its next head.
    func deadline(for peer: String) -> ContinuousClock.Instant {
        let now = ContinuousClock.now
        return due.withLock { due in
            if let deadline = due[peer] { return deadline }
            // Forget connections long past their deadline (closed, or about to be).
            if due.count > 256 { due = due.filter { $0.value + limit > now } }
            due[peer] = now + limit
            return now + limit
        }
    }

    /// A request arrived from `peer`: its next head is due `limit` from now.
    func requestArrived(from address: HTTPRequest.Address?) {
        guard let peer = address.map(Self.key) else { return }
        let now = ContinuousClock.now
        due.withLock { $0[peer] = now + limit }
    }

    static func key(_ address: HTTPRequest.Address) -> String {
        switch address {
        case .ip4(let host, let port): "\(host):\(port)"
        case .ip6(let host, let port): "[\(host)]:\(port)"
        case .unix(let path): "unix:\(path)"
        }
    }

    static func key(_ address: Socket.Address) -> String {
        switch address {
        case .ip4(let host, let port): "\(host):\(port)"
        case .ip6(let host, let port): "[\(host)]:\(port)"
        case .unix(let path): "unix:\(path)"
        }
    }
}

/// FlyingFox's socket pool with a deadline on reading request heads: a connection waiting
/// for input past its ``HeadDeadlines`` deadline fails with a timeout, and FlyingFox closes
/// it. The listening socket (no peer) and writes wait as long as they need.
struct HeadDeadlinePool: AsyncSocketPool {
    let base: any AsyncSocketPool
    let deadlines: HeadDeadlines

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        guard events.contains(Socket.Event.read), let peer = try? socket.remotePeer() else {
            return try await base.suspendSocket(socket, untilReadyFor: events)
        }
        let remaining = deadlines.deadline(for: HeadDeadlines.key(peer)) - .now
        guard remaining > .zero else {
            throw SocketError.timeout(message: "no request head within the deadline")
        }
        let base = self.base
        let ready = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await base.suspendSocket(socket, untilReadyFor: events)
                return true
            }
            group.addTask {
                try await Task.sleep(for: remaining)
                return false
            }
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
        if !ready { throw SocketError.timeout(message: "no request head within the deadline") }
    }
}
