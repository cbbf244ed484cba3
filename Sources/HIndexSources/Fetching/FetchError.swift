import Foundation

/// Why a fetch failed, after any retries. Every case carries the requested URL.
public enum FetchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL is not an absolute `http(s)` URL with a host, or a base URL setting is bad.
    /// `url` is the text as given.
    case invalidURL(url: String, reason: String)
    /// The server answered with a captcha or "unusual traffic" page (any status);
    /// `reason` quotes what was recognised. Never retried.
    case blocked(url: String, status: Int, reason: String)
    /// The final answer had an error status (4xx, or 5xx after the last retry). `body` is
    /// the response body (within the size cap), for callers that look into it.
    case status(url: String, status: Int, attempts: Int, body: Data)
    /// A `429` or `503` asked to wait longer (`Retry-After`) than the fetcher accepts.
    case rateLimited(url: String, status: Int, retryAfterSeconds: Double, limitSeconds: Double)
    /// No complete answer within the timeout, on every attempt.
    case timedOut(url: String, seconds: Double, attempts: Int)
    /// A connection-level failure (refused, reset, DNS, TLS…), on every attempt.
    case network(url: String, reason: String, attempts: Int)
    /// The body ended before its declared `Content-Length`, on every attempt.
    case truncated(url: String, expectedBytes: Int, receivedBytes: Int, attempts: Int)
    /// The body is larger than the cap: declared so by `Content-Length` (`declaredBytes`), or
    /// found so while reading (`declaredBytes` is `nil`). Never retried.
    case tooLarge(url: String, limit: Int, declaredBytes: Int?)
    /// The host's name does not resolve, or the machine has no network (`host` is the host
    /// that could not be reached). Never retried.
    case unreachable(url: String, host: String, reason: String)
    /// The task was cancelled.
    case cancelled(url: String)

    /// The URL that was requested.
    public var url: String {
        switch self {
        case .invalidURL(let url, _), .blocked(let url, _, _), .status(let url, _, _, _),
            .rateLimited(let url, _, _, _), .timedOut(let url, _, _), .network(let url, _, _),
            .truncated(let url, _, _, _), .tooLarge(let url, _, _), .cancelled(let url),
            .unreachable(let url, _, _):
            url
        }
    }

    /// One line naming the URL and the problem.
    public var description: String {
        switch self {
        case .invalidURL(let url, let reason):
            return "invalid URL '\(url)': \(reason)"
        case .blocked(let url, let status, let reason):
            return "\(url) was blocked (HTTP \(status), \(reason))"
        case .status(let url, let status, let attempts, _):
            return "\(url) answered HTTP \(status)\(Self.tries(attempts))"
        case .rateLimited(let url, let status, let retryAfter, let limit):
            return "\(url) is rate limited (HTTP \(status)): Retry-After "
                + "\(Self.seconds(retryAfter)) exceeds the \(Self.seconds(limit)) limit"
        case .timedOut(let url, let seconds, let attempts):
            return "\(url) timed out after \(Self.seconds(seconds))\(Self.tries(attempts))"
        case .network(let url, let reason, let attempts):
            return "\(url) failed: \(reason)\(Self.tries(attempts))"
        case .truncated(let url, let expected, let received, let attempts):
            return "\(url) was truncated: received \(received) of \(expected) bytes"
                + Self.tries(attempts)
        case .tooLarge(let url, let limit, let declared):
            let size = declared.map { "declares \($0) bytes" } ?? "is larger"
            return "\(url) \(size), over the \(limit)-byte limit"
        case .unreachable(let url, _, let reason):
            return "\(url) cannot be reached: \(reason)"
        case .cancelled(let url):
            return "\(url): fetch cancelled"
        }
    }

    private static func tries(_ attempts: Int) -> String {
        attempts > 1 ? " (\(attempts) attempts)" : ""
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? "\(Int(value)) s" : "\(value) s"
    }
}
