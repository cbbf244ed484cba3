import Foundation

/// One HTTP `GET` to make: the URL, extra header fields and an optional tighter size cap.
public struct FetchRequest: Sendable, Hashable {
    /// The absolute `http` or `https` URL.
    public var url: URL
    /// Extra header fields (e.g. `Accept`); `User-Agent` comes from the fetcher.
    public var headers: [String: String]
    /// A size cap for this response in bytes, below the fetcher's own; `nil` uses the
    /// fetcher's.
    public var maximumBytes: Int?
    /// Names of header fields that carry credentials (an API key): never sent to another
    /// origin (scheme, host and port) that a redirect leads to.
    public var credentialHeaders: Set<String> = []
    /// Names of query items that carry credentials (`api_key`): removed from a redirect's
    /// URL when it leads to another origin.
    public var credentialQueryItems: Set<String> = []

    /// Creates a request.
    public init(url: URL, headers: [String: String] = [:], maximumBytes: Int? = nil) {
        self.url = url
        self.headers = headers
        self.maximumBytes = maximumBytes
    }

    /// Whether `other` has the origin of `url` (scheme, host and port, with the scheme's
    /// default port when none is given).
    public static func sameOrigin(_ url: URL, _ other: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int?) {
            let scheme = url.scheme?.lowercased() ?? ""
            let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
            return (scheme, url.host?.lowercased() ?? "", port)
        }
        return origin(url) == origin(other)
    }

    /// The request to make for a redirect to `url`: the same request when `url` has the same
    /// origin; otherwise without the credential headers (and `Authorization`), without the
    /// credential query items, and marked as carrying none.
    public func redirected(to url: URL) -> FetchRequest {
        var next = self
        next.url = url
        guard !Self.sameOrigin(self.url, url) else { return next }
        let names = Set(credentialHeaders.map { $0.lowercased() } + ["authorization"])
        next.headers = headers.filter { !names.contains($0.key.lowercased()) }
        if !credentialQueryItems.isEmpty,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.queryItems
        {
            let kept = items.filter { !credentialQueryItems.contains($0.name) }
            components.queryItems = kept.isEmpty ? nil : kept
            if let stripped = components.url { next.url = stripped }
        }
        next.credentialHeaders = []
        next.credentialQueryItems = []
        return next
    }

    /// The key the rate limiter and the blocked-host list use for this URL: the lower-cased
    /// host, with the port when it is given (`127.0.0.1:8080`).
    public var hostKey: String { Self.hostKey(of: url) }

    /// ``hostKey`` of any URL; an empty string when the URL has no host.
    public static func hostKey(of url: URL) -> String {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let host = (components?.host ?? "").lowercased()
        guard let port = components?.port else { return host }
        return "\(host):\(port)"
    }
}

extension FetchRequest {
    /// `base` with `path` appended and `query` as its query items, percent-encoded: how every
    /// API pager builds its URLs (no query when `query` is empty).
    /// - Throws: ``FetchError/invalidURL(url:reason:)`` when `base` cannot take the path or the
    ///   query cannot be encoded.
    public static func apiURL(base: URL, path: String, query: [URLQueryItem])
        throws(FetchError) -> URL
    {
        guard
            var components = URLComponents(
                url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        else {
            throw .invalidURL(url: base.absoluteString, reason: "not a base URL")
        }
        if !query.isEmpty { components.queryItems = query }
        guard let url = components.url else {
            throw .invalidURL(url: base.absoluteString, reason: "the query could not be encoded")
        }
        return url
    }
}
