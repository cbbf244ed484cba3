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
    /// Whether the database was written by a newer version of the tool (its schema is newer
    /// than this one knows): nothing in it can be read, but it can be removed.
    public let isNewerSchema: Bool

    /// Creates an error for the cache at `path`.
    public init(path: String, operation: String, reason: String, isNewerSchema: Bool = false) {
        self.path = path
        self.operation = operation
        self.reason = reason
        self.isNewerSchema = isNewerSchema
    }

    /// One line naming the cache file, e.g.
    /// `cache .hindex/cache.sqlite: opening: file is not a database`.
    public var description: String { "cache \(path): \(operation): \(reason)" }
}
