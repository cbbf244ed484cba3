import Foundation
import HIndexCore
import HIndexSources
import HIndexStore

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

    /// A saved page under the content folder.
    static func saved(_ path: String, under contentDirectory: URL, limit: Int) -> FetchedSource {
        let body = FetchStep.readSavedFile(path, under: contentDirectory, limit: limit)
        let url = contentDirectory.appendingPathComponent(path)
        let modified =
            (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate]
            as? Date
        let hash: String
        switch body {
        case .success(let data): hash = Self.hash(["file", path, ContentHash.sha256Hex(data)])
        case .failure(let error): hash = Self.hash(["file-error", path, error.description])
        }
        return FetchedSource(
            origin: path, body: body.map(FetchedContent.page), freshness: nil, inputHash: hash,
            dataDate: modified.map(CacheDay.wholeSeconds), summary: "saved page \(path)")
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
        return FetchedSource(
            origin: what, body: .failure(error), freshness: nil,
            inputHash: hash(["missing", hashKey, error.description]), dataDate: nil,
            summary: "\(label): \(summary)", isMissingFromCache: failure == nil)
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
