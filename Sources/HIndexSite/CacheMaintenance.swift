import Foundation
import HIndexStore

/// `hindex-site cache stats|prune|clear`: looks after the build cache
/// (`.hindex/cache.sqlite`) and answers with lines for a person to read.
public struct CacheMaintenance: Sendable {
    /// The cache folder (`cache.sqlite` inside).
    public var directory: URL

    /// Creates maintenance for the cache in `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The cache file.
    public var file: URL { directory.appendingPathComponent("cache.sqlite") }

    /// Counts and sizes, or a line saying there is no cache yet (none is created).
    public func stats() async throws(BuildError) -> [String] {
        guard FileManager.default.fileExists(atPath: file.path) else {
            return ["No cache at \(file.path) yet: `hindex-site build` creates it."]
        }
        let stats: CacheStats
        let store: CacheStore
        do {
            store = try open()
            stats = try await store.stats()
        } catch {
            throw BuildError(step: "cache", path: file.path, reason: error.description)
        }
        var lines = Self.damageLines(store)
        lines.append(
            "Cache \(file.path): \(Self.size(stats.fileBytes)), schema "
                + stats.schemaVersions.joined(separator: ", "))
        var responses =
            "  responses:       \(stats.responses) for \(stats.distinctURLs) URLs "
            + "(\(Self.size(stats.responseBytes)))"
        if let oldest = stats.oldestFetch, let newest = stats.newestFetch {
            responses += ", fetched \(CacheDay.string(oldest)) to \(CacheDay.string(newest))"
        }
        lines.append(responses)
        lines.append("  parsed records:  \(stats.parsedRecords)")
        lines.append(
            "  metrics history: \(stats.metricsRows) rows for \(stats.scientistsWithHistory) "
                + "scientists")
        return lines
    }

    /// Deletes responses fetched more than `days` days before `now`, keeping the newest
    /// response of every URL (so `--offline` builds still work) and the metrics history,
    /// and the incremental-build records of output folders that no longer exist.
    public func prune(olderThanDays days: Double, now: Date = Date()) async throws(BuildError)
        -> [String]
    {
        guard FileManager.default.fileExists(atPath: file.path) else {
            return ["No cache at \(file.path): nothing to prune."]
        }
        let cutoff = now.addingTimeInterval(-days * 86_400)
        do {
            let store = try open()
            let records = try await IncrementalBuild.pruneRecords(in: store) { folder in
                var isFolder: ObjCBool = false
                return !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
                    || !isFolder.boolValue
            }
            let result = try await store.prune(olderThan: cutoff, keepLatest: true)
            return Self.damageLines(store) + [
                "Pruned \(file.path): \(result.responsesDeleted) responses fetched before "
                    + "\(CacheDay.string(cutoff)) deleted (the newest copy of every URL and the "
                    + "metrics history are kept); \(records) incremental-build "
                    + "record\(records == 1 ? "" : "s") of output folders that no longer exist "
                    + "removed."
            ]
        } catch {
            throw BuildError(step: "cache", path: file.path, reason: error.description)
        }
    }

    /// Deletes every response and parsed record, and the metrics history unless
    /// `keepHistory`. The next build fetches everything again.
    public func clear(keepHistory: Bool) async throws(BuildError) -> [String] {
        guard FileManager.default.fileExists(atPath: file.path) else {
            return ["No cache at \(file.path): nothing to clear."]
        }
        let store: CacheStore
        do {
            store = try open()
            try await store.clear(keepHistory: keepHistory)
        } catch  where error.isNewerSchema {
            // Nothing in it can be read; the whole file can still go.
            return try removeNewerCache(keepHistory: keepHistory, error: error)
        } catch {
            throw BuildError(step: "cache", path: file.path, reason: error.description)
        }
        return Self.damageLines(store) + [
            "Cleared \(file.path)"
                + (keepHistory ? " (the metrics history is kept)." : ", metrics history included.")
        ]
    }

    /// `cache clear` of a cache written by a newer version: the database and its journal
    /// files are removed (the history cannot be read, so `--keep-history` refuses).
    private func removeNewerCache(keepHistory: Bool, error: CacheStoreError) throws(BuildError)
        -> [String]
    {
        guard !keepHistory else {
            throw BuildError(
                step: "cache", path: file.path,
                reason: "the cache was written by a newer version of hindex-site, so this "
                    + "version cannot read its metrics history to keep it: update the tool, or "
                    + "run `hindex-site cache clear` without --keep-history to remove it all")
        }
        for suffix in ["", "-wal", "-shm"] {
            let path = file.path + suffix
            guard FileManager.default.fileExists(atPath: path) else { continue }
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch let removal {
                throw BuildError(
                    step: "cache", path: path,
                    reason: "cannot remove: \(removal.localizedDescription)")
            }
        }
        return [
            "Removed \(file.path), written by a newer version of hindex-site (its metrics "
                + "history included: this version cannot read it)."
        ]
    }

    /// Opens the cache; a damaged file is moved aside and a fresh cache started
    /// (``CacheStore/damagedCopy``).
    private func open() throws(CacheStoreError) -> CacheStore {
        try CacheStore(directory: directory)
    }

    /// A warning naming both paths when opening moved a damaged file aside.
    static func damageLines(_ store: CacheStore) -> [String] {
        guard store.damagedCopy != nil, let moved = store.integrityProblems.first else {
            return []
        }
        return ["warning: \(moved)"]
    }

    /// `1.2 MB`, `340 kB`, `12 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1_000_000 {
            return "\(Double(bytes / 100_000) / 10) MB"
        }
        if bytes >= 1_000 { return "\(bytes / 1_000) kB" }
        return "\(bytes) byte\(bytes == 1 ? "" : "s")"
    }
}
