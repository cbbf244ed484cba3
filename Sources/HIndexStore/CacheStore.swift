import Foundation
internal import GRDB
import HIndexCore
import Synchronization

/// The build's SQLite cache (`.hindex/cache.sqlite`): raw responses, parsed records and the
/// metrics history, on GRDB with the system SQLite.
///
/// Every query binds its values as parameters (titles contain apostrophes and quotes).
/// Opening migrates the schema to the current version; a database written by a newer
/// version of the tool is refused rather than damaged.
public final class CacheStore: Sendable {
    /// The cache file's path relative to the site folder.
    public static let defaultRelativePath = ".hindex/cache.sqlite"

    /// The database path (`:memory:` for an in-memory cache).
    public let path: String
    private let queue: DatabaseQueue
    /// Where the damaged file found at `path` when opening was moved
    /// (`cache.sqlite.damaged-<YYYYMMDD-HHMMSS>`, UTC); `nil` when the file was sound.
    public let damagedCopy: String?
    /// The damaged file moved aside, and the responses read whose body no longer matches its
    /// stored hash (one per URL).
    private let problems: Mutex<[CacheStoreError]>

    /// What was found damaged so far, one error each in the order found: the database file
    /// when opening (it was moved aside to ``damagedCopy`` and a fresh cache started), and
    /// every response whose stored body's SHA-256 differs from the hash stored with it (it
    /// was treated as not in the cache).
    public var integrityProblems: [CacheStoreError] { problems.withLock { $0 } }

    /// Opens (creating it and its folders if needed) the cache at `path` and migrates it.
    ///
    /// A damaged file (SQLite says it is not a database or is malformed, or `PRAGMA
    /// quick_check` fails) is renamed to `<path>.damaged-<YYYYMMDD-HHMMSS>` (``damagedCopy``,
    /// with its journal files) and a fresh cache is started in its place; the move is the
    /// first of ``integrityProblems``.
    ///
    /// - Parameter now: The time in the damaged copy's name.
    /// - Throws: ``CacheStoreError`` naming the path: the folder cannot be created, the file
    ///   cannot be opened or moved aside, or its schema is newer than this tool's.
    public init(path: String, now: Date = Date()) throws(CacheStoreError) {
        self.path = path
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CacheStoreError(
                path: path, operation: "creating the folder \(folder.path)",
                reason: error.localizedDescription)
        }
        do throws(OpenFailure) {
            queue = try Self.openChecked(path: path)
            damagedCopy = nil
            problems = Mutex([])
        } catch {
            guard case .damaged(let damage) = error else { throw error.storeError(path: path) }
            let copy = try Self.moveAside(path, now: now)
            do throws(OpenFailure) {
                queue = try Self.openChecked(path: path)
            } catch {
                throw error.storeError(path: path)
            }
            damagedCopy = copy
            problems = Mutex([
                CacheStoreError(
                    path: path, operation: "opening",
                    reason: "the file is damaged (\(damage)); it was moved aside to \(copy) "
                        + "and a fresh cache was started")
            ])
        }
    }

    /// Opens the cache in `directory` (`<directory>/cache.sqlite`), e.g. `.hindex/`.
    public convenience init(directory: URL) throws(CacheStoreError) {
        try self.init(path: directory.appendingPathComponent("cache.sqlite").path)
    }

    /// A cache that lives in memory only (tests, `--no-cache` runs).
    public static func inMemory() throws(CacheStoreError) -> CacheStore {
        try CacheStore(memory: ())
    }

    private init(memory: Void) throws(CacheStoreError) {
        path = ":memory:"
        damagedCopy = nil
        problems = Mutex([])
        do {
            queue = try DatabaseQueue(configuration: Self.configuration())
        } catch {
            throw CacheStoreError(path: path, operation: "opening", reason: Self.reason(error))
        }
        do throws(OpenFailure) {
            try Self.migrate(queue, path: path)
        } catch {
            throw error.storeError(path: path)
        }
    }

    /// Opens with only the migrations up to `version` (tests of migrations).
    init(path: String, schemaUpTo version: String) throws(CacheStoreError) {
        self.path = path
        damagedCopy = nil
        problems = Mutex([])
        do {
            queue = try DatabaseQueue(path: path, configuration: Self.configuration())
            try CacheSchema.migrator(upTo: version).migrate(queue)
        } catch {
            throw CacheStoreError(path: path, operation: "opening", reason: Self.reason(error))
        }
    }

    private static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.label = "hindex-cache"
        configuration.busyMode = .timeout(10)
        return configuration
    }

    /// Why opening failed: the file is damaged (it is moved aside), or anything else.
    private enum OpenFailure: Error {
        /// SQLite's or `quick_check`'s words.
        case damaged(String)
        case failed(CacheStoreError)

        func storeError(path: String) -> CacheStoreError {
            switch self {
            case .damaged(let reason):
                CacheStoreError(path: path, operation: "opening", reason: reason)
            case .failed(let error): error
            }
        }
    }

    /// The database at `path`, checked (`PRAGMA quick_check`) and migrated.
    private static func openChecked(path: String) throws(OpenFailure) -> DatabaseQueue {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration())
            let check = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            guard check == ["ok"] else {
                throw OpenFailure.damaged(
                    "quick_check: " + check.prefix(3).joined(separator: "; "))
            }
        } catch let failure as OpenFailure {
            throw failure
        } catch {
            if isDamage(error) { throw .damaged(reason(error)) }
            throw .failed(CacheStoreError(path: path, operation: "opening", reason: reason(error)))
        }
        try migrate(queue, path: path)
        return queue
    }

    /// Whether SQLite's error says the file is not a database or is malformed.
    private static func isDamage(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
    }

    /// Renames the damaged file at `path` (and its journal files) to
    /// `<path>.damaged-<YYYYMMDD-HHMMSS>` (UTC; `-2`, `-3`, … when taken) and returns the new
    /// path.
    static func moveAside(_ path: String, now: Date) throws(CacheStoreError) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let base = "\(path).damaged-\(formatter.string(from: now))"
        let manager = FileManager.default
        var copy = base
        var number = 2
        while manager.fileExists(atPath: copy) {
            copy = "\(base)-\(number)"
            number += 1
        }
        do {
            try manager.moveItem(atPath: path, toPath: copy)
        } catch {
            throw CacheStoreError(
                path: path, operation: "moving the damaged file aside to \(copy)",
                reason: error.localizedDescription)
        }
        // A journal left beside a fresh database would be played into it.
        for suffix in ["-journal", "-wal", "-shm"] where manager.fileExists(atPath: path + suffix) {
            try? manager.moveItem(atPath: path + suffix, toPath: copy + suffix)
        }
        return copy
    }

    /// Migrates `queue` to the current schema, refusing a schema newer than this tool's.
    private static func migrate(_ queue: DatabaseQueue, path: String) throws(OpenFailure) {
        let migrator = CacheSchema.migrator()
        let superseded: Bool
        do {
            superseded = try queue.read { try migrator.hasBeenSuperseded($0) }
            if !superseded { try migrator.migrate(queue) }
        } catch {
            if isDamage(error) { throw .damaged(reason(error)) }
            throw .failed(
                CacheStoreError(
                    path: path, operation: "migrating the schema", reason: reason(error)))
        }
        if superseded {
            throw .failed(
                CacheStoreError(
                    path: path, operation: "opening",
                    reason: "the cache was written by a newer version of hindex-site"
                        + " (schema newer than \(CacheSchema.versions.last ?? "?"));"
                        + " update the tool or run `hindex-site cache clear`",
                    isNewerSchema: true))
        }
    }

    // MARK: Responses

    /// Stores a raw response. When the newest stored response for the same URL has the
    /// same status and content hash, only its fetch time is updated (no duplicate body).
    ///
    /// - Returns: The stored record.
    @discardableResult
    public func storeResponse(
        url: String, status: Int, fetchedAt: Date, body: Data, contentType: String? = nil
    ) async throws(CacheStoreError) -> CachedResponse {
        let record = CachedResponse(
            url: url, status: status, fetchedAt: fetchedAt, body: body, contentType: contentType)
        try await write("storing the response for \(url)") { db in
            let latest = try Row.fetchOne(
                db,
                sql: """
                    SELECT id, status, content_hash FROM response WHERE url = ?
                    ORDER BY fetched_at DESC, id DESC LIMIT 1
                    """,
                arguments: [url])
            if let latest,
                try latest.decode(Int.self, forColumn: "status") == status,
                try latest.decode(String.self, forColumn: "content_hash") == record.contentHash
            {
                try db.execute(
                    sql: """
                        UPDATE response SET fetched_at = max(fetched_at, ?),
                        content_type = coalesce(?, content_type) WHERE id = ?
                        """,
                    arguments: [
                        fetchedAt.timeIntervalSince1970, contentType,
                        try latest.decode(Int64.self, forColumn: "id"),
                    ])
                return
            }
            try db.execute(
                sql: """
                    INSERT INTO response (url, status, fetched_at, content_hash, content_type, body)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    url, status, fetchedAt.timeIntervalSince1970, record.contentHash,
                    contentType, body,
                ])
        }
        return record
    }

    /// The newest stored response for `url` (only `2xx` ones when `successfulOnly`).
    ///
    /// The body is checked against the hash stored with it: a body changed on disk reads as
    /// no response at all (never as different data), and is listed once in
    /// ``integrityProblems``.
    public func latestResponse(url: String, successfulOnly: Bool = false)
        async throws(CacheStoreError) -> CachedResponse?
    {
        let stored = try await read("reading the response for \(url)") { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT url, status, fetched_at, content_hash, content_type, body
                    FROM response
                    WHERE url = ? AND (? = 0 OR status BETWEEN 200 AND 299)
                    ORDER BY fetched_at DESC, id DESC LIMIT 1
                    """,
                arguments: [url, successfulOnly])
            return try row.map(Self.response(from:))
        }
        guard let stored, ContentHash.sha256Hex(stored.body) != stored.contentHash else {
            return stored
        }
        let problem = CacheStoreError(
            path: path, operation: "reading the response for \(url)",
            reason: "the stored body does not match its content hash (changed on disk); "
                + "treated as not in the cache")
        problems.withLock { problems in
            if !problems.contains(problem) { problems.append(problem) }
        }
        return nil
    }

    private static func response(from row: Row) throws -> CachedResponse {
        var record = CachedResponse(
            url: try row.decode(String.self, forColumn: "url"),
            status: try row.decode(Int.self, forColumn: "status"),
            fetchedAt: Date(
                timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetched_at")),
            body: try row.decode(Data.self, forColumn: "body"),
            contentType: try row.decode(String?.self, forColumn: "content_type"))
        record.contentHash = try row.decode(String.self, forColumn: "content_hash")
        return record
    }

    // MARK: Parsed records

    /// Stores (or replaces) the parsed record under its source and key.
    public func storeParsed(_ record: ParsedRecord) async throws(CacheStoreError) {
        try await write("storing the parsed record \(record.source)/\(record.key)") { db in
            try Self.insert(record, into: db)
        }
    }

    /// Stores (or replaces) several parsed records in one transaction: all of them or, on
    /// an error, none.
    public func storeParsed(_ records: [ParsedRecord]) async throws(CacheStoreError) {
        guard let first = records.first else { return }
        let what =
            records.count == 1
            ? "the parsed record \(first.source)/\(first.key)"
            : "\(records.count) parsed records (\(first.source)/\(first.key), …)"
        try await write("storing \(what)") { db in
            for record in records { try Self.insert(record, into: db) }
        }
    }

    private static func insert(_ record: ParsedRecord, into db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO parsed_record (source, key, json, fetched_at, input_hash)
                VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (source, key) DO UPDATE SET
                json = excluded.json, fetched_at = excluded.fetched_at,
                input_hash = excluded.input_hash
                """,
            arguments: [
                record.source, record.key, record.json,
                record.fetchedAt.timeIntervalSince1970, record.inputHash,
            ])
    }

    /// Encodes `value` as JSON (sorted keys, so equal values give equal text) and stores it.
    public func storeParsed<Value: Encodable>(
        _ value: Value, source: String, key: String, fetchedAt: Date, inputHash: String? = nil
    ) async throws(CacheStoreError) {
        try await storeParsed(
            try parsedRecord(
                value, source: source, key: key, fetchedAt: fetchedAt, inputHash: inputHash))
    }

    /// `value` as a parsed record: encoded as JSON with sorted keys, so equal values give
    /// equal text (pass several to ``storeParsed(_:)-([ParsedRecord])`` to store them in one
    /// transaction).
    public func parsedRecord<Value: Encodable>(
        _ value: Value, source: String, key: String, fetchedAt: Date, inputHash: String? = nil
    ) throws(CacheStoreError) -> ParsedRecord {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json: String
        do {
            json = String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw CacheStoreError(
                path: path, operation: "encoding the parsed record \(source)/\(key)",
                reason: String(describing: error))
        }
        return ParsedRecord(
            source: source, key: key, json: json, fetchedAt: fetchedAt, inputHash: inputHash)
    }

    /// The stored record for `source` and `key`.
    public func latestParsed(source: String, key: String) async throws(CacheStoreError)
        -> ParsedRecord?
    {
        try await read("reading the parsed record \(source)/\(key)") { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT source, key, json, fetched_at, input_hash FROM parsed_record
                        WHERE source = ? AND key = ?
                        """,
                    arguments: [source, key])
            else { return nil }
            return ParsedRecord(
                source: try row.decode(String.self, forColumn: "source"),
                key: try row.decode(String.self, forColumn: "key"),
                json: try row.decode(String.self, forColumn: "json"),
                fetchedAt: Date(
                    timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetched_at")),
                inputHash: try row.decode(String?.self, forColumn: "input_hash"))
        }
    }

    /// The stored record for `source` and `key`, decoded from JSON.
    public func latestParsed<Value: Decodable>(
        _ type: Value.Type, source: String, key: String
    ) async throws(CacheStoreError) -> (value: Value, record: ParsedRecord)? {
        guard let record = try await latestParsed(source: source, key: key) else { return nil }
        do {
            return (try JSONDecoder().decode(type, from: Data(record.json.utf8)), record)
        } catch {
            throw CacheStoreError(
                path: path, operation: "decoding the parsed record \(source)/\(key)",
                reason: String(describing: error))
        }
    }

    /// Every parsed record of `source`, sorted by key (one query, for sources with many small
    /// records).
    public func allParsed(source: String) async throws(CacheStoreError) -> [ParsedRecord] {
        try await read("reading the parsed records \(source)") { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT source, key, json, fetched_at, input_hash FROM parsed_record
                    WHERE source = ? ORDER BY key
                    """,
                arguments: [source]
            ).map { row in
                ParsedRecord(
                    source: try row.decode(String.self, forColumn: "source"),
                    key: try row.decode(String.self, forColumn: "key"),
                    json: try row.decode(String.self, forColumn: "json"),
                    fetchedAt: Date(
                        timeIntervalSince1970: try row.decode(Double.self, forColumn: "fetched_at")),
                    inputHash: try row.decode(String?.self, forColumn: "input_hash"))
            }
        }
    }

    /// Every parsed record of `source` whose key starts with `keyPrefix`, sorted by key, in
    /// one query (the records of one output folder, say, instead of one query each).
    public func parsedRecords(source: String, keyPrefix: String) async throws(CacheStoreError)
        -> [ParsedRecord]
    {
        try await read("reading the parsed records \(source)/\(keyPrefix)…") { db in
            // Keys compare byte by byte, so the keys with the prefix are the first ones from
            // the prefix on.
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT source, key, json, fetched_at, input_hash FROM parsed_record
                    WHERE source = ? AND key >= ? ORDER BY key
                    """,
                arguments: [source, keyPrefix])
            var records: [ParsedRecord] = []
            while let row = try rows.next() {
                let key = try row.decode(String.self, forColumn: "key")
                guard key.utf8.starts(with: keyPrefix.utf8) else { break }
                records.append(
                    ParsedRecord(
                        source: try row.decode(String.self, forColumn: "source"), key: key,
                        json: try row.decode(String.self, forColumn: "json"),
                        fetchedAt: Date(
                            timeIntervalSince1970: try row.decode(
                                Double.self, forColumn: "fetched_at")),
                        inputHash: try row.decode(String?.self, forColumn: "input_hash")))
            }
            return records
        }
    }

    /// The keys of every parsed record of `source`, sorted.
    public func parsedKeys(source: String) async throws(CacheStoreError) -> [String] {
        try await read("listing the parsed records \(source)") { db in
            try String.fetchAll(
                db, sql: "SELECT key FROM parsed_record WHERE source = ? ORDER BY key",
                arguments: [source])
        }
    }

    /// Deletes the parsed records of `source` under `keys`; returns how many were deleted.
    @discardableResult
    public func deleteParsed(source: String, keys: [String]) async throws(CacheStoreError)
        -> Int
    {
        try await write("deleting parsed records \(source)") { db in
            var deleted = 0
            for key in keys {
                try db.execute(
                    sql: "DELETE FROM parsed_record WHERE source = ? AND key = ?",
                    arguments: [source, key])
                deleted += db.changesCount
            }
            return deleted
        }
    }

    // MARK: Metrics history

    /// Appends one history row.
    ///
    /// - Parameter skipIfUnchanged: When `true`, nothing is stored if the newest row for the
    ///   same slug and source has the same metrics (so rebuilding from the same data adds
    ///   no points to the history chart).
    /// - Returns: Whether a row was added.
    @discardableResult
    public func appendMetrics(_ entry: MetricsHistoryEntry, skipIfUnchanged: Bool = false)
        async throws(CacheStoreError) -> Bool
    {
        let json = Self.metricsJSON(entry.metrics)
        return try await write("appending metrics for \(entry.slug)") { db in
            try Self.append(entry, json: json, skipIfUnchanged: skipIfUnchanged, to: db)
        }
    }

    /// Appends several history rows in one transaction (all or, on an error, none), each as
    /// ``appendMetrics(_:skipIfUnchanged:)`` would.
    ///
    /// - Returns: How many rows were added.
    @discardableResult
    public func appendMetrics(_ entries: [MetricsHistoryEntry], skipIfUnchanged: Bool = false)
        async throws(CacheStoreError) -> Int
    {
        // Encoded before the write, so that the writer is held only for the statements.
        try await appendMetrics(
            entries.map { (entry: $0, json: Self.metricsJSON($0.metrics)) },
            skipIfUnchanged: skipIfUnchanged)
    }

    /// ``appendMetrics(_:skipIfUnchanged:)`` with each entry's metrics already encoded
    /// (``metricsJSON(_:)`` of them), for a caller that encodes them in parallel.
    ///
    /// - Returns: How many rows were added.
    @discardableResult
    public func appendMetrics(
        _ entries: [(entry: MetricsHistoryEntry, json: Result<String, any Error>)],
        skipIfUnchanged: Bool = false
    ) async throws(CacheStoreError) -> Int {
        guard !entries.isEmpty else { return 0 }
        return try await write("appending metrics for \(entries.count) scientists") { db in
            var added = 0
            for (entry, json) in entries
            where try Self.append(entry, json: json, skipIfUnchanged: skipIfUnchanged, to: db) {
                added += 1
            }
            return added
        }
    }

    /// The metrics as the `metrics_json` column stores them (sorted keys), or why they cannot
    /// be written as JSON.
    public static func metricsJSON(_ metrics: Metrics) -> Result<String, any Error> {
        Result {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return String(decoding: try encoder.encode(metrics), as: UTF8.self)
        }
    }

    /// Appends one history row (`json`: ``metricsJSON(_:)`` of its metrics).
    private static func append(
        _ entry: MetricsHistoryEntry, json encoded: Result<String, any Error>,
        skipIfUnchanged: Bool, to db: Database
    ) throws -> Bool {
        let withJSON = try Self.hasMetricsJSON(db)
        var json: String?
        if withJSON {
            json = try encoded.get()
        }
        // The newest row stored the same metrics text: unchanged, without decoding it (its
        // columns were stored from the same metrics).
        if skipIfUnchanged, let json,
            try String.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT metrics_json FROM metrics_history WHERE slug = ? AND source = ?
                        ORDER BY built_at DESC, id DESC LIMIT 1
                        """), arguments: [entry.slug, entry.source]) == json
        {
            return false
        }
        if skipIfUnchanged,
            let latest = try Self.history(
                db, slug: entry.slug, source: entry.source, newestOnly: true
            ).first,
            latest.hasAllMetrics
                ? latest.metrics == entry.metrics
                : Self.storedColumns(latest.metrics) == Self.storedColumns(entry.metrics)
        {
            return false
        }
        let metrics = entry.metrics
        var columns = "slug, built_at, papers, citations, h_index, g_index, i10_index, source"
        var arguments: StatementArguments = [
            entry.slug, entry.builtAt.timeIntervalSince1970, metrics.papers,
            metrics.citations, metrics.hIndex, metrics.gIndex, metrics.i10Index,
            entry.source,
        ]
        if let json {
            columns += ", metrics_json"
            arguments += [json]
        }
        if let build = entry.build, try Self.hasColumn("build", db) {
            columns += ", build"
            arguments += [build]
        }
        let placeholders = Array(repeating: "?", count: columns.split(separator: ",").count)
            .joined(separator: ", ")
        try db.execute(
            sql: "INSERT INTO metrics_history (\(columns)) VALUES (\(placeholders))",
            arguments: arguments)
        return true
    }

    /// The metrics a history row stores, for the "unchanged" comparison.
    private static func storedColumns(_ metrics: Metrics) -> [Int] {
        [metrics.papers, metrics.citations, metrics.hIndex, metrics.gIndex, metrics.i10Index]
    }

    /// Whether the schema has v3's `metrics_json` column (a store opened at an older schema
    /// by the migration tests has not).
    private static func hasMetricsJSON(_ db: Database) throws -> Bool {
        try hasColumn("metrics_json", db)
    }

    /// Whether `metrics_history` has the column `name` (a store opened at an older schema by
    /// the migration tests may not).
    private static func hasColumn(_ name: String, _ db: Database) throws -> Bool {
        try db.columns(in: "metrics_history").contains { $0.name == name }
    }

    /// The number for the history rows of a new build: one more than the highest stored
    /// (1 for the first), so builds are numbered in the order they ran.
    public func nextBuildNumber() async throws(CacheStoreError) -> Int {
        try await read("numbering the build") { db in
            guard try Self.hasColumn("build", db) else { return 1 }
            let highest = try Int.fetchOne(db, sql: "SELECT max(build) FROM metrics_history")
            return (highest ?? 0) + 1
        }
    }

    /// Every history row of every scientist and source, oldest first (by date, then in the
    /// order they were stored), for the feeds.
    ///
    /// - Parameter fullMetrics: `false` to read only the five metrics every row stores
    ///   (papers, citations, h-, g- and i10-index; ``MetricsHistoryEntry/hasAllMetrics`` is
    ///   then `false`), which is all the feeds and trends show, without decoding each row's
    ///   full metrics.
    public func allHistory(fullMetrics: Bool = true) async throws(CacheStoreError)
        -> [MetricsHistoryEntry]
    {
        try await read("reading the metrics history") { db in
            try Self.history(db, slug: nil, source: nil, fullMetrics: fullMetrics)
        }
    }

    /// The history of `slug` (of one `source`, or all), oldest first; rows of the same time
    /// keep their insertion order.
    public func history(slug: String, source: String? = nil) async throws(CacheStoreError)
        -> [MetricsHistoryEntry]
    {
        try await read("reading the history of \(slug)") { db in
            try Self.history(db, slug: slug, source: source)
        }
    }

    /// The histories of several scientists, each of one source, read in one transaction: by
    /// slug, oldest first (a slug without rows maps to an empty list).
    public func histories(_ requests: [(slug: String, source: String)])
        async throws(CacheStoreError) -> [String: [MetricsHistoryEntry]]
    {
        guard !requests.isEmpty else { return [:] }
        return try await read("reading the history of \(requests.count) scientists") { db in
            var result: [String: [MetricsHistoryEntry]] = [:]
            for (slug, source) in requests {
                result[slug] = try Self.history(db, slug: slug, source: source)
            }
            return result
        }
    }

    /// The history rows of `slug` and `source` (each `nil` for all), oldest first, or with
    /// `newestOnly` only the newest row; without `fullMetrics`, the five basic metrics only. The condition names only the columns given, so the
    /// slug index serves a scientist's rows, and the statement is compiled once per
    /// connection.
    private static func history(
        _ db: Database, slug: String?, source: String?, newestOnly: Bool = false,
        fullMetrics: Bool = true
    ) throws -> [MetricsHistoryEntry] {
        let withJSON = try fullMetrics && hasMetricsJSON(db)
        let withBuild = try hasColumn("build", db)
        var conditions: [String] = []
        var arguments: StatementArguments = []
        if let slug {
            conditions.append("slug = ?")
            arguments += [slug]
        }
        if let source {
            conditions.append("source = ?")
            arguments += [source]
        }
        let statement = try db.cachedStatement(
            sql: """
                SELECT slug, built_at, papers, citations, h_index, g_index, i10_index, source\
                \(withJSON ? ", metrics_json" : "")\(withBuild ? ", build" : "")
                FROM metrics_history\
                \(conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
                ORDER BY \(newestOnly ? "built_at DESC, id DESC LIMIT 1" : "built_at, id")
                """)
        let rows = try Row.fetchAll(statement, arguments: arguments)
        return try rows.map { row in
            let basic = Metrics(
                papers: try row.decode(Int.self, forColumn: "papers"),
                citations: try row.decode(Int.self, forColumn: "citations"),
                hIndex: try row.decode(Int.self, forColumn: "h_index"),
                gIndex: try row.decode(Int.self, forColumn: "g_index"),
                i10Index: try row.decode(Int.self, forColumn: "i10_index"))
            // The full metrics when the row has them and they agree with its columns; a row
            // from before v3 (or an unreadable JSON) gives the five basic ones.
            let json: String? =
                withJSON ? try row.decode(String?.self, forColumn: "metrics_json") : nil
            let full = json.flatMap { try? JSONDecoder().decode(Metrics.self, from: Data($0.utf8)) }
                .flatMap { storedColumns($0) == storedColumns(basic) ? $0 : nil }
            return MetricsHistoryEntry(
                slug: try row.decode(String.self, forColumn: "slug"),
                builtAt: Date(
                    timeIntervalSince1970: try row.decode(Double.self, forColumn: "built_at")),
                metrics: full ?? basic,
                source: try row.decode(String.self, forColumn: "source"),
                hasAllMetrics: full != nil,
                build: withBuild ? try row.decode(Int?.self, forColumn: "build") : nil)
        }
    }

    // MARK: Maintenance

    /// Counts and sizes, for `hindex-site cache stats`.
    public func stats() async throws(CacheStoreError) -> CacheStats {
        let path = self.path
        return try await read("reading statistics") { db in
            let responses = try Row.fetchOne(
                db,
                sql: """
                    SELECT count(*) AS n, count(DISTINCT url) AS urls,
                    coalesce(sum(length(body)), 0) AS bytes,
                    min(fetched_at) AS oldest, max(fetched_at) AS newest FROM response
                    """)
            let parsed = try Int.fetchOne(db, sql: "SELECT count(*) FROM parsed_record") ?? 0
            let history = try Row.fetchOne(
                db,
                sql: "SELECT count(*) AS n, count(DISTINCT slug) AS slugs FROM metrics_history")
            let oldest = try responses?.decode(Double?.self, forColumn: "oldest")
            let newest = try responses?.decode(Double?.self, forColumn: "newest")
            let fileSize =
                path == ":memory:"
                ? 0
                : ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?
                    .intValue ?? 0)
            return CacheStats(
                responses: try responses?.decode(Int.self, forColumn: "n") ?? 0,
                distinctURLs: try responses?.decode(Int.self, forColumn: "urls") ?? 0,
                responseBytes: try responses?.decode(Int.self, forColumn: "bytes") ?? 0,
                parsedRecords: parsed,
                metricsRows: try history?.decode(Int.self, forColumn: "n") ?? 0,
                scientistsWithHistory: try history?.decode(Int.self, forColumn: "slugs") ?? 0,
                oldestFetch: oldest.map { Date(timeIntervalSince1970: $0) },
                newestFetch: newest.map { Date(timeIntervalSince1970: $0) },
                schemaVersions: try CacheSchema.migrator().appliedMigrations(db),
                fileBytes: fileSize)
        }
    }

    /// Deletes responses and parsed records fetched before `date`, then compacts the file.
    /// The metrics history is never pruned.
    ///
    /// - Parameter keepLatest: Keep the newest response of every URL and every parsed
    ///   record however old, so offline builds still work (the default).
    @discardableResult
    public func prune(olderThan date: Date, keepLatest: Bool = true)
        async throws(CacheStoreError) -> PruneResult
    {
        let cutoff = date.timeIntervalSince1970
        let result = try await write("pruning entries older than \(date)") { db in
            if keepLatest {
                try db.execute(
                    sql: """
                        DELETE FROM response WHERE fetched_at < ? AND id NOT IN (
                            SELECT (SELECT r.id FROM response r WHERE r.url = u.url
                                    ORDER BY r.fetched_at DESC, r.id DESC LIMIT 1)
                            FROM (SELECT DISTINCT url FROM response) u)
                        """,
                    arguments: [cutoff])
            } else {
                try db.execute(
                    sql: "DELETE FROM response WHERE fetched_at < ?", arguments: [cutoff])
            }
            let responses = db.changesCount
            var parsed = 0
            if !keepLatest {
                try db.execute(
                    sql: "DELETE FROM parsed_record WHERE fetched_at < ?", arguments: [cutoff])
                parsed = db.changesCount
            }
            return PruneResult(responsesDeleted: responses, parsedRecordsDeleted: parsed)
        }
        try await vacuum()
        return result
    }

    // MARK: Build manifests

    /// The stored manifest of the last build into an output folder and the cache's
    /// generation now, read together: the generation is raised by every change of a
    /// response, parsed record or history row (schema v5's triggers), so a manifest stored
    /// with the generation read now was the last thing that build changed in the cache.
    ///
    /// - Returns: `nil` when no manifest is stored for `outputKey`.
    public func buildManifest(outputKey: String) async throws(CacheStoreError)
        -> (json: String, generation: Int64)?
    {
        try await read("reading the build manifest of \(outputKey)") { db in
            guard
                let json = try String.fetchOne(
                    db, sql: "SELECT json FROM build_manifest WHERE output_key = ?",
                    arguments: [outputKey]),
                let generation = try Int64.fetchOne(
                    db, sql: "SELECT value FROM cache_generation WHERE id = 1")
            else { return nil }
            return (json, generation)
        }
    }

    /// Stores the manifest that `makeJSON` makes from the cache's generation, in one
    /// transaction with reading that generation (storing a manifest does not raise it).
    public func storeBuildManifest(
        outputKey: String, _ makeJSON: @escaping @Sendable (Int64) -> String
    ) async throws(CacheStoreError) {
        try await write("storing the build manifest of \(outputKey)") { db in
            let generation =
                try Int64.fetchOne(db, sql: "SELECT value FROM cache_generation WHERE id = 1") ?? 0
            try db.execute(
                sql: "INSERT OR REPLACE INTO build_manifest (output_key, json) VALUES (?, ?)",
                arguments: [outputKey, makeJSON(generation)])
        }
    }

    /// Forgets the manifest of `outputKey` (a build into it failed or left it unfinished).
    public func deleteBuildManifest(outputKey: String) async throws(CacheStoreError) {
        try await write("deleting the build manifest of \(outputKey)") { db in
            try db.execute(
                sql: "DELETE FROM build_manifest WHERE output_key = ?", arguments: [outputKey])
        }
    }

    /// Deletes all responses and parsed records, and the metrics history too unless
    /// `keepHistory`; then compacts the file.
    public func clear(keepHistory: Bool = false) async throws(CacheStoreError) {
        try await write("clearing") { db in
            try db.execute(sql: "DELETE FROM response")
            try db.execute(sql: "DELETE FROM parsed_record")
            if !keepHistory { try db.execute(sql: "DELETE FROM metrics_history") }
            try db.execute(sql: "DELETE FROM build_manifest")
        }
        try await vacuum()
    }

    private func vacuum() async throws(CacheStoreError) {
        do {
            try await queue.vacuum()
        } catch {
            throw CacheStoreError(path: path, operation: "compacting", reason: Self.reason(error))
        }
    }

    // MARK: Access

    /// Runs SQL without arguments (tests that fake other versions' files).
    func execute(sql: String) async throws(CacheStoreError) {
        try await write("executing SQL") { db in try db.execute(sql: sql) }
    }

    private func write<T: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(CacheStoreError) -> T {
        do {
            return try await queue.write(body)
        } catch {
            throw CacheStoreError(path: path, operation: operation, reason: Self.reason(error))
        }
    }

    private func read<T: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(CacheStoreError) -> T {
        do {
            return try await queue.read(body)
        } catch {
            throw CacheStoreError(path: path, operation: operation, reason: Self.reason(error))
        }
    }

    /// SQLite's message without the statement text (which may be long).
    private static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "SQLite error \(error.resultCode.rawValue)"
        }
        if let error = error as? CacheStoreError { return error.reason }
        return String(describing: error)
    }
}
