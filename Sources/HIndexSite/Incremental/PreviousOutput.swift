import Foundation
import HIndexStore

/// `--offline` builds keep what they cannot rebuild: a scientist for whom the cache holds
/// none of their sources (a cache that was damaged and started afresh, pruned or changed
/// on disk) keeps the page and data files of the previous build instead of getting an
/// empty page.
extension IncrementalBuild {
    /// Whether an `--offline` build has nothing at all for the scientist: every source they
    /// read is a network source missing from the cache.
    static func hasNoOfflineData(_ record: ScientistRecord) -> Bool {
        let sources = record.fetchedSources
        return !sources.isEmpty && sources.allSatisfy(\.isMissingFromCache)
    }

    /// Marks every scientist of an `--offline` build who has no data at all
    /// (``hasNoOfflineData(_:)``) unchanged, with the previous build's files: with the
    /// cache's record of that build (so the leaderboards show the previous report too), or
    /// else the files of the previous output as they are (the leaderboards list the
    /// scientist without data). Nothing is kept from a folder that is not a generated site.
    static func keepPreviousOutput(
        _ state: inout BuildState, _ incremental: inout IncrementalState, cache: CacheStore?
    ) async {
        let options = state.options
        let output = options.outputDirectory
        guard options.offline,
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent(SiteWriter.markerName).path)
        else { return }
        for index in state.records.indices {
            let record = state.records[index]
            guard !record.unchanged, hasNoOfflineData(record) else { continue }
            let slug = record.slug
            let lead = "\(slug): none of their sources is in the cache (--offline): "
            if let json = try? await cache?.latestParsed(
                source: scientistRecordSource, key: scientistKey(incremental.outputKey, slug))?
                .json,
                // With the entry it was made with (the content may have changed since).
                let stored = ScientistBuildRecord.decode(json, entry: nil),
                stored.coversFiles(of: slug),
                verified(stored.files, signatures: stored.signatures, in: output)
            {
                incremental.previousScientists[slug] = stored
                incremental.keptPaths.formUnion(stored.files.keys)
                state.records[index].unchanged = true
                state.problems.append(
                    lead + "kept their page and data from the previous build in \(output.path)")
                continue
            }
            let paths = RenderStep.scientistPaths(slug: slug)
            guard
                paths.allSatisfy({
                    FileSignature.of(output.appendingPathComponent($0).path) != nil
                })
            else { continue }
            incremental.keptPaths.formUnion(paths)
            state.records[index].unchanged = true
            state.problems.append(
                lead + "kept their page and data files in \(output.path) as they were (the "
                    + "cache has no record of that build, so the leaderboards list them "
                    + "without data until a build with the network)")
        }
    }
}
