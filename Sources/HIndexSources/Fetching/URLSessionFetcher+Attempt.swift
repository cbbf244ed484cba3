import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSessionFetcher {
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

    /// Makes one request in a fresh ephemeral session, reading the body as it arrives and
    /// stopping as soon as it passes `limit` bytes or when `deadline` (the time left of the
    /// request's overall deadline) has passed. Only redirects within the request's origin are
    /// followed; one to another origin comes back as the answer.
    func performAttempt(_ request: FetchRequest, limit: Int, deadline: Duration) async
        -> AttemptOutcome
    {
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        let timeout = configuration.effectiveRequestTimeoutSeconds
        sessionConfiguration.timeoutIntervalForRequest = timeout
        sessionConfiguration.timeoutIntervalForResource = max(
            timeout, configuration.resourceTimeout.seconds.rounded(.up))
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: timeout)
        urlRequest.httpMethod = "GET"
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")

        let (events, continuation) = AsyncStream<TaskEvent>.makeStream()
        let relay = TaskEventRelay(continuation: continuation, origin: request.url)
        let session = URLSession(
            configuration: sessionConfiguration, delegate: relay, delegateQueue: nil)
        let task = session.dataTask(with: urlRequest)
        let watchdog = Task {
            try await Task.sleep(for: deadline)
            continuation.yield(.deadline)
        }
        defer {
            watchdog.cancel()
            session.invalidateAndCancel()
        }
        return await withTaskCancellationHandler {
            task.resume()
            return await Self.collect(events, task: task, limit: limit, url: request.url)
        } onCancel: {
            task.cancel()
        }
    }

    /// Reads the task's events into an outcome.
    private static func collect(
        _ events: AsyncStream<TaskEvent>, task: URLSessionDataTask, limit: Int, url: URL
    ) async -> AttemptOutcome {
        var response: HTTPURLResponse?
        var body = Data()
        for await event in events {
            switch event {
            case .response(let received):
                response = received
                if let length = received?.expectedContentLength, length > Int64(limit) {
                    task.cancel()
                    return .failure(.tooLarge(declared: Int(clamping: length)))
                }
            case .data(let chunk):
                if body.count + chunk.count > limit {
                    task.cancel()
                    return .failure(.tooLarge(declared: nil))
                }
                body.append(chunk)
            case .completed(let failure):
                return outcome(response: response, body: body, failure: failure, url: url)
            case .deadline:
                task.cancel()
                return .failure(.deadline)
            }
        }
        if Task.isCancelled { return .failure(.cancelled) }
        return .failure(.network("the connection ended without a response"))
    }

    /// The outcome once the task has completed.
    private static func outcome(
        response: HTTPURLResponse?, body: Data, failure: TaskFailure?, url: URL
    ) -> AttemptOutcome {
        let expected = response.map { Int(clamping: $0.expectedContentLength) } ?? -1
        let encoded =
            response.flatMap { Self.header("Content-Encoding", in: $0) }
            .map { $0.lowercased() != "identity" } ?? false
        let short = expected >= 0 && !encoded && body.count < expected
        if let failure {
            if failure.isCancelled { return .failure(.cancelled) }
            if short { return .failure(.truncated(expected: expected, received: body.count)) }
            if failure.isTimeout { return .failure(.timedOut) }
            if failure.isUnreachable { return .failure(.unreachable(failure.description)) }
            return .failure(.network(failure.description))
        }
        guard let response else {
            return .failure(.network("the connection ended without a response"))
        }
        if short { return .failure(.truncated(expected: expected, received: body.count)) }
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String, let value = value as? String else { continue }
            headers[name.lowercased()] = value
        }
        return .answer(
            Answer(
                status: response.statusCode, headers: headers, body: body,
                finalURL: response.url ?? url))
    }

    private static func header(_ name: String, in response: HTTPURLResponse) -> String? {
        for (key, value) in response.allHeaderFields {
            if let key = key as? String, key.caseInsensitiveCompare(name) == .orderedSame {
                return value as? String
            }
        }
        return nil
    }
}

/// What the session delegate reports, as values that cross into the fetching task.
enum TaskEvent: Sendable {
    case response(HTTPURLResponse?)
    case data(Data)
    case completed(TaskFailure?)
    /// The request's overall deadline passed.
    case deadline
}

/// A task error reduced to what the fetcher needs.
struct TaskFailure: Sendable, CustomStringConvertible {
    var code: Int
    var description: String

    init(_ error: any Error) {
        let nsError = error as NSError
        code = nsError.domain == NSURLErrorDomain ? nsError.code : NSURLErrorUnknown
        description = nsError.localizedDescription
    }

    var isTimeout: Bool { code == NSURLErrorTimedOut }
    var isCancelled: Bool { code == NSURLErrorCancelled }
    /// The name does not resolve or there is no network: nothing a retry would change.
    var isUnreachable: Bool {
        code == NSURLErrorCannotFindHost || code == NSURLErrorDNSLookupFailed
            || code == NSURLErrorNotConnectedToInternet
    }
}

/// The session delegate: forwards every callback as a ``TaskEvent`` into an `AsyncStream`,
/// so all state lives in the awaiting task and the delegate itself holds none.
final class TaskEventRelay: NSObject, URLSessionDataDelegate, Sendable {
    private let continuation: AsyncStream<TaskEvent>.Continuation
    /// The URL requested: only redirects within its origin are followed by the session.
    private let origin: URL

    init(continuation: AsyncStream<TaskEvent>.Continuation, origin: URL) {
        self.continuation = continuation
        self.origin = origin
    }

    /// Follows a redirect within the origin of the first request; a redirect elsewhere is not
    /// followed here but handed back as the answer, and the fetcher follows it without the
    /// request's credentials (``FetchRequest/redirected(to:)``).
    func urlSession(
        _ session: URLSession, task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let url = request.url, FetchRequest.sameOrigin(origin, url) else {
            completionHandler(nil)
            return
        }
        completionHandler(request)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        continuation.yield(.response(response as? HTTPURLResponse))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        continuation.yield(.data(data))
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
        continuation.yield(.completed(error.map(TaskFailure.init)))
        continuation.finish()
    }
}
