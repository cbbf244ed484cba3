import Foundation

/// An error from the SQLite cache, carrying the database path, what was being done and why
/// it failed.
public struct CacheStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path of the cache database.
    public let path: String
    /// What the cache was doing, e.g. `opening`, `storing the response for https://…`.
    public let operation: String
    /// What went wrong, in words (SQLite's message for database errors).
    public let reason: String

    /// Creates an error for the cache at `path`.
    public init(path: String, operation: String, reason: String) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }

    /// One line naming the cache file, e.g.
    /// `cache .hindex/cache.sqlite: opening: file is not a database`.
    public var description: String { "cache \(path): \(operation): \(reason)" }
}
