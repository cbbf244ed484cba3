import Foundation
import HIndexSources

/// Adds an API key just before the network, below the cache — as a query item (OpenAlex's
/// `api_key`) or a header (Semantic Scholar's `x-api-key`): cached URLs, origins on pages
/// and error messages never hold the key (it is replaced by `REDACTED`). The key is marked
/// as a credential of the request, so the fetcher never sends it to another origin that a
/// redirect leads to.
struct APIKeyFetcher: HTTPFetcher {
    /// Where the key goes.
    enum Placement: Sendable {
        /// A query item.
        case query
        /// A request header.
        case header
    }

    /// The network fetcher.
    let upstream: any HTTPFetcher
    /// The query item's or header's name, e.g. `api_key`, `x-api-key`.
    let name: String
    /// The key.
    let value: String
    /// Where the key goes.
    var placement = Placement.query

    func fetch(_ request: FetchRequest) async throws(FetchError) -> FetchResponse {
        var keyed = request
        switch placement {
        case .query:
            keyed.credentialQueryItems.insert(name)
            if var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) {
                components.queryItems =
                    (components.queryItems ?? []) + [URLQueryItem(name: name, value: value)]
                if let url = components.url { keyed.url = url }
            }
        case .header:
            keyed.headers[name] = value
            keyed.credentialHeaders.insert(name)
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
            let cleanBody = Data(clean(String(decoding: body, as: UTF8.self)).utf8)
            return .status(url: clean(url), status: status, attempts: attempts, body: cleanBody)
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
        case .unreachable(let url, let host, let reason):
            return .unreachable(url: clean(url), host: host, reason: clean(reason))
        case .cancelled(let url):
            return .cancelled(url: clean(url))
        }
    }
}
