import Foundation
import HIndexSources

/// Adds an API key as a query item just before the network, below the cache: cached URLs,
/// origins on pages and error messages never hold the key (it is replaced by `REDACTED`).
struct APIKeyFetcher: HTTPFetcher {
    /// The network fetcher.
    let upstream: any HTTPFetcher
    /// The query item's name, e.g. `api_key`.
    let name: String
    /// The key.
    let value: String

    func fetch(_ request: FetchRequest) async throws(FetchError) -> FetchResponse {
        var keyed = request
        if var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) {
            components.queryItems =
                (components.queryItems ?? []) + [URLQueryItem(name: name, value: value)]
            if let url = components.url { keyed.url = url }
        }
        do {
            var response = try await upstream.fetch(keyed)
            response.url = request.url
            return response
        } catch {
            throw redacted(error)
        }
    }

    /// `error` with the key removed from its URL and texts.
    func redacted(_ error: FetchError) -> FetchError {
        let clean = { (text: String) in text.replacingOccurrences(of: value, with: "REDACTED") }
        switch error {
        case .invalidURL(let url, let reason):
            return .invalidURL(url: clean(url), reason: clean(reason))
        case .blocked(let url, let status, let reason):
            return .blocked(url: clean(url), status: status, reason: reason)
        case .status(let url, let status, let attempts, let body):
            return .status(url: clean(url), status: status, attempts: attempts, body: body)
        case .rateLimited(let url, let status, let retryAfter, let limit):
            return .rateLimited(
                url: clean(url), status: status, retryAfterSeconds: retryAfter,
                limitSeconds: limit)
        case .timedOut(let url, let seconds, let attempts):
            return .timedOut(url: clean(url), seconds: seconds, attempts: attempts)
        case .network(let url, let reason, let attempts):
            return .network(url: clean(url), reason: clean(reason), attempts: attempts)
        case .truncated(let url, let expected, let received, let attempts):
            return .truncated(
                url: clean(url), expectedBytes: expected, receivedBytes: received,
                attempts: attempts)
        case .tooLarge(let url, let limit, let declared):
            return .tooLarge(url: clean(url), limit: limit, declaredBytes: declared)
        case .cancelled(let url):
            return .cancelled(url: clean(url))
        }
    }
}
