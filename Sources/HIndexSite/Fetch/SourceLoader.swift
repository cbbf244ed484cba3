import Foundation
import HIndexCore
import HIndexSources
import HIndexStore

/// Gets the sources of one scientist: saved pages from the content folder; network sources
/// from the cache while fresh, otherwise from the network, falling back to the last good
/// copy in the cache when the fetch fails (the page then says "stale since …").
///
/// Online and `--offline` builds describe a cached source identically (dates and failures
/// come from the cache), so an offline build right after an online one gives the same site.
struct SourceLoader: Sendable {
    let contentDirectory: URL
    /// The content folder's standardized path (``FetchedSource/saved(_:under:rootPath:limit:known:hashes:)``).
    var contentRootPath: String
    let maximumInputBytes: Int
    let cache: CacheStore?
    /// `nil` for `--offline`.
    var network: NetworkSources?
    /// The same fetchers answering from the cache alone (`--offline` is a cache mode, not a
    /// second pager): they re-read a source whose parsed record is missing.
    var cacheReader: NetworkSources?
    /// Fresh, stale or missing: the same for every network source.
    let policy: RefreshPolicy
    /// How long each source stays fresh.
    let periods: FreshnessPeriods
    /// The recorded hashes of saved files, by absolute path (``SavedFileHashes``).
    var knownSavedFiles: SavedFileHashes.Known = [:]
    /// Where this build notes the hashes of the saved files it read.
    var savedFileHashes: SavedFileHashes?
    /// ORCID's public API base URL (`HINDEX_ORCID_URL`).
    var orcidBase = URL(fileURLWithPath: "/")
    /// DBLP's base URL (`HINDEX_DBLP_URL`).
    var dblpBase = URL(fileURLWithPath: "/")

    /// The build's "now", whole seconds.
    var now: Date { policy.now }
    var tally: FetchTally { policy.tally }

    // MARK: Citation source

    /// The citation source `source` (primary or not), or `nil` when this version does not
    /// read it.
    func citation(_ source: CitationSourcePlan?) async -> FetchedSource? {
        switch source {
        case .savedFile(let path, _):
            return savedFile(path)
        case .fetched(let source, let id):
            return await networkCitation(CitationFetch(source: source, id: id))
        case .unavailable, nil:
            return nil
        }
    }

    /// A citation source fetched page by page, under the refresh policy.
    func networkCitation(_ source: CitationFetch) async -> FetchedSource {
        let statusKey = "\(source.recordSource)/\(source.key)"
        let cached = await cachedCitation(source)
        let outcome = await policy.run(
            statusKey: statusKey, ttl: periods.seconds(source.periodKey),
            cached: cached.map { RefreshPolicy.Copy(value: $0, fetchedAt: $0.fetchedAt) },
            fetch: network.map { network in { try await fetch(source, from: network) } })
        switch outcome {
        case .data(let copy, let failure, let summary):
            return .records(copy.value, label: source.label, failure: failure, summary: summary)
        case .missing(let failure):
            return .missing(
                label: source.label, what: source.description, failure: failure,
                hashKey: statusKey)
        }
    }

    /// Fetches every page of `source`, stores the parsed record, and says how it went.
    private func fetch(_ source: CitationFetch, from network: NetworkSources) async throws
        -> (RefreshPolicy.Copy<CachedProfile>, summary: String)
    {
        let fetch = try await source.fetch(from: network)
        let fetchedAt = fetch.responses.map(\.fetchedAt).min().map(CacheDay.wholeSeconds) ?? now
        let json = FetchedSource.encode(fetch.result)
        let inputHash = ContentHash.sha256Hex(
            fetch.responses.map { ContentHash.sha256Hex($0.body) }.joined(separator: "\n"))
        do {
            try await cache?.storeParsed(
                ParsedRecord(
                    source: source.recordSource, key: source.key, json: json,
                    fetchedAt: fetchedAt, inputHash: inputHash))
        } catch {
            await tally.record(error)
        }
        let fromCache = fetch.responses.filter { $0.attempts == 0 }.count
        let pages = fetch.responses.count
        var summary = "\(pages) page\(pages == 1 ? "" : "s") fetched"
        if fromCache > 0 { summary += " (\(fromCache) from the cache)" }
        for note in fetch.notes { summary += ", \(note)" }
        let profile = CachedProfile(result: fetch.result, json: json, fetchedAt: fetchedAt)
        return (RefreshPolicy.Copy(value: profile, fetchedAt: fetchedAt), summary)
    }

    /// A profile or search result read from the cache.
    struct CachedProfile: Sendable {
        var result: CitationSourceResult
        /// The record's JSON, whose hash identifies the data.
        var json: String
        var fetchedAt: Date
    }

    /// The cached profile or search: the parsed record, or else the cached pages read again
    /// by the source's own pager when every page up to the end of the list is there.
    func cachedCitation(_ source: CitationFetch) async -> CachedProfile? {
        guard let cache else { return nil }
        if let stored = try? await cache.latestParsed(
            CitationSourceResult.self, source: source.recordSource, key: source.key)
        {
            return CachedProfile(
                result: stored.value, json: stored.record.json,
                fetchedAt: stored.record.fetchedAt)
        }
        // Else the same pager run over the cache alone: every page up to the end must be
        // there (an author search may end at its page cap, as when it was fetched).
        guard let cacheReader,
            let outcome = try? await source.fetch(from: cacheReader),
            let fetchedAt = outcome.responses.map(\.fetchedAt).min()
        else { return nil }
        if !outcome.result.isComplete, source.descriptor?.network?.partialResultsAreWhole != true {
            return nil
        }
        return CachedProfile(
            result: outcome.result, json: FetchedSource.encode(outcome.result), fetchedAt: fetchedAt
        )
    }

    /// A saved page under the content folder.
    func savedFile(_ path: String) -> FetchedSource {
        .saved(
            path, under: contentDirectory, rootPath: contentRootPath, limit: maximumInputBytes,
            known: knownSavedFiles, hashes: savedFileHashes)
    }
}
