import AsyncHTTPClient
import Foundation
import HIndexSources
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
import NIOSSL
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension NetworkFetcher {
    /// A complete HTTP answer of one attempt, whatever its status.
    struct Answer: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data
        var finalURL: URL
    }

    /// Why one attempt produced no answer.
    enum AttemptProblem: Sendable, Equatable {
        case timedOut
        case network(String)
        case truncated(expected: Int, received: Int)
        case tooLarge(declared: Int?)
        case cancelled
        /// The request's overall deadline passed during this attempt.
        case deadline
        /// The host's name does not resolve, or the machine has no network.
        case unreachable(String)
    }

    /// The outcome of one attempt.
    enum AttemptOutcome: Sendable {
        case answer(Answer)
        case failure(AttemptProblem)
    }

    /// Redirect statuses an attempt follows within the request's origin (the fetcher's
    /// loop follows those to another origin).
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Makes one request on a fresh connection, reading the body as it arrives and stopping
    /// as soon as it passes `limit` bytes, when the attempt has taken the resource timeout
    /// (``AttemptProblem/timedOut``), or when `deadline` (the time left of the request's
    /// overall deadline) has passed (``AttemptProblem/deadline``). Only redirects within the
    /// request's origin are followed; one to another origin comes back as the answer.
    ///
    /// Everything but the final hand-over runs on the fetcher's event loop (reading, the size
    /// cap, the timeouts and the deadline), so a busy cooperative thread pool can delay the
    /// answer's delivery but never stalls the reading into a read timeout.
    func performAttempt(_ request: FetchRequest, limit: Int, deadline: Duration) async
        -> AttemptOutcome
    {
        let resource = max(
            configuration.resourceTimeout,
            .seconds(configuration.effectiveRequestTimeoutSeconds))
        let window = min(deadline, resource)
        let expired: AttemptProblem = deadline <= resource ? .deadline : .timedOut
        let end = NIODeadline.now() + .nanoseconds(Int64(min(window.seconds, 1e9) * 1e9))
        var url = request.url
        var redirects = 0
        while true {
            let collector = BodyCollector(limit: limit)
            let collected: BodyCollector.Collected
            do {
                let client = try transport.client(for: url)
                var headers = HTTPHeaders()
                for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
                    headers.replaceOrAdd(name: name, value: value)
                }
                headers.replaceOrAdd(name: "User-Agent", value: configuration.userAgent)
                let outgoing = try HTTPClient.Request(url: url, method: .GET, headers: headers)
                let task = client.execute(
                    request: outgoing, delegate: collector, eventLoop: .indifferent,
                    deadline: end)
                collected = try await withTaskCancellationHandler {
                    try await task.get()
                } onCancel: {
                    task.cancel()
                }
            } catch {
                if Task.isCancelled { return .failure(.cancelled) }
                if let error = error as? HTTPClientError, error == .deadlineExceeded {
                    return .failure(expired)
                }
                if let tooLarge = error as? BodyCollector.TooLarge {
                    return .failure(.tooLarge(declared: tooLarge.declared))
                }
                let (expected, received) = collector.progress
                if let expected, received < expected {
                    return .failure(.truncated(expected: expected, received: received))
                }
                return .failure(Self.problem(for: error))
            }
            if Self.redirectStatuses.contains(collected.status),
                let location = collected.headers["location"],
                let next = URL(string: location, relativeTo: url)?.absoluteURL,
                FetchRequest.sameOrigin(request.url, next)
            {
                redirects += 1
                guard redirects <= Self.maximumRedirects else {
                    return .failure(.network("too many HTTP redirects"))
                }
                url = next
                continue
            }
            if let expected = collected.expected, collected.body.count < expected {
                return .failure(.truncated(expected: expected, received: collected.body.count))
            }
            return .answer(
                Answer(
                    status: collected.status, headers: collected.headers, body: collected.body,
                    finalURL: url))
        }
    }

    /// Header fields by lower-cased name; repeated fields joined with `, `.
    static func fields(_ headers: HTTPHeaders) -> [String: String] {
        var fields: [String: String] = [:]
        for (name, value) in headers {
            let key = name.lowercased()
            if let earlier = fields[key] {
                fields[key] = earlier + ", " + value
            } else {
                fields[key] = value
            }
        }
        return fields
    }

    /// What an error of AsyncHTTPClient or SwiftNIO means for the fetcher: a name that does
    /// not resolve is ``AttemptProblem/unreachable(_:)`` (not retried), a connect or read
    /// timeout is ``AttemptProblem/timedOut``, a body over the decompression limit is
    /// ``AttemptProblem/tooLarge(declared:)``, the rest is a network error in a few words.
    static func problem(for error: any Error) -> AttemptProblem {
        switch error {
        case is CancellationError:
            return .cancelled
        case let error as HTTPClientError:
            switch error {
            case .cancelled: return .cancelled
            case .readTimeout, .connectTimeout, .deadlineExceeded, .tlsHandshakeTimeout,
                .writeTimeout, .socksHandshakeTimeout, .httpProxyHandshakeTimeout,
                .getConnectionFromPoolTimeout:
                return .timedOut
            case .remoteConnectionClosed:
                return .network("the server closed the connection without a complete answer")
            case .proxyAuthenticationRequired:
                return .network("the proxy requires authentication")
            case .invalidProxyResponse:
                return .network("the proxy refused the connection")
            case .alreadyShutdown:
                return .network("the fetcher was shut down")
            default:
                return .network(error.description)
            }
        case let error as NIOConnectionError:
            if let lookup = error.dnsAError ?? error.dnsAAAAError, error.connectionErrors.isEmpty {
                return .unreachable(resolverReason(lookup))
            }
            let reasons = error.connectionErrors.map { reason(for: $0.error) }
            return .network(
                "cannot connect to \(error.host):\(error.port): "
                    + (Array(Set(reasons)).sorted().joined(separator: "; ")))
        case let error as SocketAddressError.UnknownHost:
            return .unreachable(resolverReason(error))
        case let error as NIOHTTPDecompression.DecompressionError:
            if case .limit = error { return .tooLarge(declared: nil) }
            return .network("the body cannot be decompressed (\(error))")
        case let error as NIOSSLError:
            return .network("TLS: \(error)")
        case let error as BoringSSLError:
            return .network("TLS: \(error)")
        case let error as NIOSSLExtraError:
            return .network("TLS: \(error)")
        case let error as HTTPParserError:
            return .network("the answer is not valid HTTP (\(error))")
        default:
            return .network(reason(for: error))
        }
    }

    /// A resolver error in the words ``SystemHostResolver`` uses.
    private static func resolverReason(_ error: any Error) -> String {
        if let unknown = error as? SocketAddressError.UnknownHost {
            return "cannot resolve the name: \(unknown.errorDescription)"
        }
        return "cannot resolve the name: \(error)"
    }

    /// A system error as the system words it (`Connection refused`), anything else as it
    /// describes itself.
    private static func reason(for error: any Error) -> String {
        if let error = error as? IOError {
            return String(cString: strerror(error.errnoCode))
        }
        return String(describing: error)
    }
}

/// Collects one response on the event loop: the head, then the body up to a size cap (a
/// `Content-Length` over it, or a body growing past it, fails the request at once with
/// ``TooLarge``). What was received stays readable after a failure (``progress``), so a
/// body cut short of its `Content-Length` can be told apart.
final class BodyCollector: HTTPClientResponseDelegate, Sendable {
    /// The response, complete.
    struct Collected: Sendable {
        var status: Int
        /// Lower-cased names; repeated fields joined with `, `.
        var headers: [String: String]
        var body: Data
        /// The `Content-Length` when the body is not content-encoded (a decoded body has
        /// another length).
        var expected: Int?
    }

    /// The body is over the cap: declared so (`declared`), or found so while reading.
    struct TooLarge: Error {
        var declared: Int?
    }

    private struct State {
        var status = 0
        var headers: [String: String] = [:]
        var expected: Int?
        var body = ByteBuffer()
    }

    private let limit: Int
    private let state = Mutex(State())

    init(limit: Int) { self.limit = limit }

    /// The `Content-Length` (when not content-encoded) and the bytes received so far.
    var progress: (expected: Int?, received: Int) {
        state.withLock { ($0.expected, $0.body.readableBytes) }
    }

    func didReceiveHead(task: HTTPClient.Task<Collected>, _ head: HTTPResponseHead)
        -> EventLoopFuture<Void>
    {
        let headers = NetworkFetcher.fields(head.headers)
        let declared = headers["content-length"].flatMap {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        let encoded = headers["content-encoding"].map { $0.lowercased() != "identity" } ?? false
        state.withLock { state in
            state.status = Int(head.status.code)
            state.headers = headers
            state.expected = encoded ? nil : declared
        }
        if let declared, declared > limit {
            return task.eventLoop.makeFailedFuture(TooLarge(declared: declared))
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didReceiveBodyPart(task: HTTPClient.Task<Collected>, _ buffer: ByteBuffer)
        -> EventLoopFuture<Void>
    {
        let fits = state.withLock { state in
            guard state.body.readableBytes + buffer.readableBytes <= limit else { return false }
            var part = buffer
            state.body.writeBuffer(&part)
            return true
        }
        return fits
            ? task.eventLoop.makeSucceededVoidFuture()
            : task.eventLoop.makeFailedFuture(TooLarge(declared: nil))
    }

    func didReceiveError(task: HTTPClient.Task<Collected>, _ error: any Error) {}

    func didFinishRequest(task: HTTPClient.Task<Collected>) throws -> Collected {
        state.withLock { state in
            Collected(
                status: state.status, headers: state.headers,
                body: Data(state.body.readableBytesView), expected: state.expected)
        }
    }
}
