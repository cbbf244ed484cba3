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

    /// Creates a request.
    public init(url: URL, headers: [String: String] = [:], maximumBytes: Int? = nil) {
        self.url = url
        self.headers = headers
        self.maximumBytes = maximumBytes
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
