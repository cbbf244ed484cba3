import Foundation

/// A complete response: status, header fields and the whole body, read within the size cap.
public struct FetchResponse: Sendable, Hashable {
    /// The URL that was requested.
    public var url: URL
    /// The URL that answered, after redirects.
    public var finalURL: URL
    /// The HTTP status code.
    public var status: Int
    /// Header fields, names lower-cased.
    public var headers: [String: String]
    /// The body, decoded from any transfer or content encoding.
    public var body: Data
    /// When the response was received.
    public var fetchedAt: Date
    /// How many attempts it took (1 when the first one succeeded).
    public var attempts: Int

    /// Creates a response.
    public init(
        url: URL, finalURL: URL? = nil, status: Int, headers: [String: String] = [:],
        body: Data, fetchedAt: Date = Date(), attempts: Int = 1
    ) {
        self.url = url
        self.finalURL = finalURL ?? url
        self.status = status
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first }
        )
        self.body = body
        self.fetchedAt = fetchedAt
        self.attempts = attempts
    }

    /// The value of header field `name` (any case).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
