import Foundation

/// An error from the SQLite cache, carrying the database path and a reason.
public struct CacheStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path of the cache database.
    public let path: String
    /// What went wrong, in words.
    public let reason: String

    /// Creates an error for the cache at `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A one-line description naming the cache file.
    public var description: String { "cache \(path): \(reason)" }
}
