import Foundation

/// Why a citation source (a Google Scholar profile or search, OpenAlex works or author,
/// Semantic Scholar papers) could not be fetched. Every case names the URL.
public enum CitationFetchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Google served a captcha / "unusual traffic" page for `url` (`earlier` when that
    /// happened on a previous request of this build and no request was made now). The host
    /// is skipped for the rest of the build.
    case blocked(host: String, url: String, reason: String, earlier: Bool)
    /// The request failed (status, timeout, truncated body, size cap…).
    case fetch(FetchError)
    /// An API answered an error status with an error payload (`{"error": …}`,
    /// `{"message": …}`): `source` names the API, `message` quotes the payload.
    case errorPayload(source: String, url: String, status: Int, message: String)
    /// A page arrived but is not a readable response of its kind.
    case parse(SourceError)
    /// The source cannot be asked at all in this build (a required API key is not set).
    case notConfigured(source: String, reason: String)

    /// One line naming the URL and the problem.
    public var description: String {
        switch self {
        case .blocked(let host, let url, let reason, let earlier):
            let when = earlier ? "earlier in this build" : "for \(url)"
            return "Google Scholar (\(host)) blocked requests \(when) (\(reason));"
                + " no more requests go to \(host) in this build, cached data is used"
        case .fetch(let error):
            return error.description
        case .errorPayload(let source, let url, let status, let message):
            return "\(source) answered HTTP \(status) for \(url): \"\(message)\""
        case .parse(let error):
            return error.description
        case .notConfigured(let source, let reason):
            return "\(source): \(reason)"
        }
    }

    /// `error` as a citation fetch error: a `4xx`/`5xx` whose body is a JSON error payload
    /// becomes ``errorPayload(source:url:status:message:)`` quoting it; anything else
    /// ``fetch(_:)``.
    public static func api(_ error: FetchError, source: String) -> CitationFetchError {
        if case .status(let url, let status, _, let body) = error,
            let message = errorMessage(in: body)
        {
            return .errorPayload(source: source, url: url, status: status, message: message)
        }
        return .fetch(error)
    }

    /// The message of a JSON error payload (`error`, `message`, `code`, joined by `: `), at
    /// most 300 characters, or `nil` when `body` is not one.
    public static func errorMessage(in body: Data) -> String? {
        guard body.count <= 65_536,
            let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        else { return nil }
        let parts = ["error", "message", "code"].compactMap { key -> String? in
            switch object[key] {
            case let text as String:
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                return trimmed.isEmpty ? nil : trimmed
            case let number as NSNumber:
                return number.stringValue
            case let nested as [String: Any]:
                return (nested["message"] as? String) ?? (nested["error"] as? String)
            default:
                return nil
            }
        }
        guard !parts.isEmpty else { return nil }
        let joined = parts.joined(separator: ": ")
        return joined.count > 300 ? String(joined.prefix(300)) + "…" : joined
    }
}
