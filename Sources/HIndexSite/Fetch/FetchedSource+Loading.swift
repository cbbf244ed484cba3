import Foundation
import HIndexCore
import HIndexSources
import HIndexStore
import Synchronization

/// The sources as the `fetch` step hands them on: with data (records or a page), a saved
/// file, or missing; each with its freshness, the hash that identifies its data for the
/// incremental build, and its progress line.
extension FetchedSource {
    /// A citation source with data: fetched now, or a cached copy (fresh, or kept after a
    /// failed refresh).
    static func records(
        _ profile: SourceLoader.CachedProfile, label: String, failure: RefreshFailure?,
        summary: String
    ) -> FetchedSource {
        let freshness = DataFreshness(
            label: label, fetched: CacheDay.string(profile.fetchedAt),
            staleSince: failure.map { CacheDay.string($0.since) }, staleReason: failure?.reason)
        let line = "\(label): " + progressText(summary, freshness)
        return FetchedSource(
            origin: profile.result.origin, body: .success(.records(profile.result)),
            freshness: freshness,
            inputHash: hash(
                ["records", ContentHash.sha256Hex(profile.json), describe(freshness)]),
            dataDate: profile.fetchedAt, summary: line)
    }

    /// A publication list page with data: fetched now, or a cached copy.
    static func page(
        _ url: String, label: String, body: Data, fetchedAt: Date, failure: RefreshFailure?,
        summary: String
    ) -> FetchedSource {
        let freshness = DataFreshness(
            label: label, fetched: CacheDay.string(fetchedAt),
            staleSince: failure.map { CacheDay.string($0.since) }, staleReason: failure?.reason)
        let line = "\(Message.inSentence(label)): " + progressText(summary, freshness)
        return FetchedSource(
            origin: url, body: .success(.page(body)), freshness: freshness,
            inputHash: hash(["page", ContentHash.sha256Hex(body), describe(freshness)]),
            dataDate: fetchedAt, summary: line)
    }

    /// A saved page under the content folder, identified by the hash of its bytes. The bytes
    /// are not kept: the `parse` step reads the file again. A file whose size and
    /// modification time are those recorded with its hash (`known`) is not read here at all;
    /// any other file is read and hashed, and its hash goes into `hashes` for the next build.
    static func saved(
        _ path: String, under contentDirectory: URL, rootPath: String? = nil, limit: Int,
        known: SavedFileHashes.Known = [:], hashes: SavedFileHashes? = nil
    ) -> FetchedSource {
        let rootPath = rootPath ?? contentDirectory.standardizedFileURL.path
        // A plain relative path (no `.`, `..` or empty parts) is already standard under the
        // standard root; any other is standardized by `URL`.
        let absolute =
            Self.isPlainRelativePath(path)
            ? rootPath + "/" + path
            : contentDirectory.appendingPathComponent(path).standardizedFileURL.path
        let url = URL(fileURLWithPath: absolute, isDirectory: false)
        let body: Result<FetchedContent, SourceError>
        let modified: Date?
        let hash: String
        if absolute.hasPrefix(rootPath + "/"), let signature = FileSignature.of(absolute),
            signature.size <= limit
        {
            modified = Date(timeIntervalSince1970: TimeInterval(signature.modified) / 1e9)
            if let recorded = known[absolute], recorded.signature == signature {
                hash = Self.hash(["file", path, recorded.sha256])
                body = .success(.savedFile(url))
            } else {
                switch FetchStep.readSavedFile(path, under: contentDirectory, limit: limit) {
                case .success(let data):
                    let sha256 = ContentHash.sha256Hex(data)
                    hash = Self.hash(["file", path, sha256])
                    // The signature taken before reading: a file rewritten meanwhile is read
                    // again by the next build.
                    hashes?.record(absolute, signature: signature, sha256: sha256)
                    body = .success(.savedFile(url))
                case .failure(let error):
                    hash = Self.hash(["file-error", path, error.description])
                    body = .failure(error)
                }
            }
        } else {
            // Outside the folder, missing, not a regular file or too large: the reading
            // says why.
            let read = FetchStep.readSavedFile(path, under: contentDirectory, limit: limit)
            modified =
                (try? FileManager.default.attributesOfItem(atPath: absolute))?[.modificationDate]
                as? Date
            switch read {
            case .success(let data): hash = Self.hash(["file", path, ContentHash.sha256Hex(data)])
            case .failure(let error): hash = Self.hash(["file-error", path, error.description])
            }
            body = read.map(FetchedContent.page)
        }
        return FetchedSource(
            origin: path, body: body, freshness: nil, inputHash: hash,
            dataDate: modified.map(CacheDay.wholeSeconds), summary: "saved page \(path)")
    }

    /// Whether `path` is relative and has no `.`, `..` or empty part (nor a trailing `/`):
    /// appended to a standardized folder it is standardized as it is.
    static func isPlainRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasSuffix("/") else { return false }
        return path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .allSatisfy { part in
                !part.isEmpty && !part.elementsEqual(".".utf8) && !part.elementsEqual("..".utf8)
            }
    }

    /// A network source with no data: never fetched (offline), or every fetch failed.
    static func missing(label: String, what: String, failure: RefreshFailure?, hashKey: String)
        -> FetchedSource
    {
        let reason: String
        let summary: String
        if let failure {
            reason =
                "\(failure.reason) (failing since \(CacheDay.string(failure.since)); "
                + "nothing is cached yet)"
            summary = "failed: \(failure.reason)"
        } else {
            reason =
                "not in the cache, and this build is offline; build once without --offline "
                + "to fetch it"
            summary = "not in the cache (offline build)"
        }
        let error = SourceError.unreadable(origin: what, reason: reason)
        var source = FetchedSource(
            origin: what, body: .failure(error), freshness: nil,
            inputHash: hash(["missing", hashKey, error.description]), dataDate: nil,
            summary: "\(label): \(summary)", isMissingFromCache: failure == nil)
        source.hasNoCachedCopy = true
        return source
    }

    /// The progress text of a source with data: how it was got and, when it is not from
    /// this build's fetch, which copy is used.
    static func progressText(_ summary: String, _ freshness: DataFreshness) -> String {
        if let reason = freshness.staleReason {
            return "\(summary), keeping the copy fetched \(freshness.fetched): \(reason)"
        }
        if summary == "from the cache" { return "\(summary) (fetched \(freshness.fetched))" }
        return summary
    }

    /// JSON of a result as the cache stores it (sorted keys: equal values, equal text).
    static func encode(_ result: CitationSourceResult) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(result)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// A text identifying freshness for hashing.
    static func describe(_ freshness: DataFreshness) -> String {
        [
            freshness.label, freshness.fetched, freshness.staleSince ?? "-",
            freshness.staleReason ?? "-",
        ].joined(separator: "\u{1F}")
    }

    /// The hash of several parts.
    static func hash(_ parts: [String]) -> String {
        ContentHash.sha256Hex(parts.joined(separator: "\u{1E}"))
    }
}

/// The hashes of saved files by their size and modification time, kept in the cache
/// (parsed-record source ``source``, keyed by absolute path) so that a build does not read
/// and hash saved pages that did not change.
final class SavedFileHashes: Sendable {
    /// A file's recorded signature and the SHA-256 of its bytes.
    struct Entry: Codable, Sendable, Hashable {
        /// Size and modification time when it was hashed.
        var signature: FileSignature
        /// The SHA-256 of its bytes, hex.
        var sha256: String
    }

    /// Recorded entries by absolute path.
    typealias Known = [String: Entry]

    /// The parsed-record source of the entries.
    static let source = "saved_file"

    private let added = Mutex<Known>([:])

    /// Creates an empty collection of new entries.
    init() {}

    /// The entries recorded in `cache` (none when it cannot be read).
    static func known(in cache: CacheStore?) async -> Known {
        guard let cache, let records = try? await cache.allParsed(source: source) else {
            return [:]
        }
        var known: Known = [:]
        for record in records {
            guard
                let signature = FileSignature(storedJSON: record.json)
                    ?? (try? JSONDecoder().decode(
                        FileSignature.self, from: Data(record.json.utf8))),
                let sha256 = record.inputHash
            else { continue }
            known[record.key] = Entry(signature: signature, sha256: sha256)
        }
        return known
    }

    /// Notes the hash of a file read in this build.
    func record(_ path: String, signature: FileSignature, sha256: String) {
        added.withLock { $0[path] = Entry(signature: signature, sha256: sha256) }
    }

    /// Stores the entries noted in this build, in one transaction.
    func store(in cache: CacheStore, now: Date) async throws(CacheStoreError) {
        let entries = added.withLock { $0 }
        var records: [ParsedRecord] = []
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            records.append(
                try cache.parsedRecord(
                    entry.signature, source: Self.source, key: path, fetchedAt: now,
                    inputHash: entry.sha256))
        }
        try await cache.storeParsed(records)
    }
}
