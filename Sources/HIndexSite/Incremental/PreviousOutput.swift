import Foundation
import HIndexStore

/// `--offline` builds, and online builds that found no network, keep what they cannot rebuild: a scientist for whom the cache holds
/// none of their sources (a cache that was damaged and started afresh, pruned or changed
/// on disk) keeps the page and data files of the previous build instead of getting an
/// empty page.
extension IncrementalBuild {
    /// Whether an `--offline` build has nothing at all for the scientist: every source they
    /// read is a network source missing from the cache.
    static func hasNoOfflineData(_ record: ScientistRecord) -> Bool {
        let sources = record.fetchedSources
        return !sources.isEmpty && sources.allSatisfy(\.hasNoCachedCopy)
    }

    /// Marks every scientist of an `--offline` build (or one without network) who has no data
    /// at all (``hasNoOfflineData(_:)``) unchanged, with the previous build's files: with the
    /// cache's record of that build (so the leaderboards show the previous report too), or
    /// else the files of the previous output as they are, the leaderboards ranking the
    /// scientist with the figures that build published in `data/scientists/<slug>.json`
    /// (``PreviousData``; without data when they do not follow from its papers). Nothing is
    /// kept from a folder that is not a generated site.
    static func keepPreviousOutput(
        _ state: inout BuildState, _ incremental: inout IncrementalState, cache: CacheStore?
    ) async {
        let options = state.options
        let output = options.outputDirectory
        guard options.offline || state.noNetwork != nil,
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent(SiteWriter.markerName).path)
        else { return }
        var keptWithoutNetwork: [String] = []
        for index in state.records.indices {
            let record = state.records[index]
            guard !record.unchanged, hasNoOfflineData(record) else { continue }
            let slug = record.slug
            let lead =
                "\(slug): none of their sources is in the cache "
                + (options.offline ? "(--offline): " : "(no network): ")
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
                if options.offline {
                    keptWithFigures(slug, &state)
                    state.problems.append(
                        lead + "kept their page and data from the previous build in \(output.path)")
                } else {
                    keptWithoutNetwork.append(slug)
                }
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
            // The cache has no record of that build (a damaged cache was moved aside): the
            // leaderboards take the figures the previous build published.
            let published = FileManager.default.contents(
                atPath: output.appendingPathComponent("data/scientists/\(slug).json").path
            ).flatMap { PreviousData.report(from: $0, entry: record.plan.entry) }
            if let published {
                var hashes: [String: String] = [:]
                for path in paths {
                    guard
                        let data = FileManager.default.contents(
                            atPath: output.appendingPathComponent(path).path)
                    else { continue }
                    hashes[path] = ContentHash.sha256Hex(data)
                }
                incremental.previousScientists[slug] = ScientistBuildRecord(
                    fingerprint: "", report: published, files: hashes,
                    signatures: paths.reduce(into: [:]) { signatures, path in
                        signatures[path] = FileSignature.of(
                            output.appendingPathComponent(path).path)
                    }, crossref: nil, metricsJSON: nil)
            }
            guard options.offline else {
                keptWithoutNetwork.append(slug)
                continue
            }
            if published != nil { keptWithFigures(slug, &state) }
            state.problems.append(
                lead + "kept their page and data files in \(output.path) as they were; "
                    + (published != nil
                        ? "the cache has no record of that build, so the leaderboards rank them "
                            + "with the figures of its data/scientists/\(slug).json (h-index "
                            + "\(published?.metrics.hIndex ?? 0)) until a build with the network"
                        : "the cache has no record of that build and its "
                            + "data/scientists/\(slug).json gives no figures this version "
                            + "can check, so the leaderboards list them without data until a "
                            + "build with the network"))
        }
        // Without network, said once for all of them: the no-network warning explains why.
        if !keptWithoutNetwork.isEmpty {
            let count = keptWithoutNetwork.count
            state.problems.append(
                "no network, and the cache holds none of the sources of \(count) scientist"
                    + (count == 1 ? "" : "s") + ": their pages and data from the previous build "
                    + "in \(output.path) are kept: "
                    + keptWithoutNetwork.prefix(5).joined(separator: ", ")
                    + (count > 5 ? ", …" : ""))
        }
    }

    /// Moves the scientist's lines of ``BuildState/missingOffline`` to
    /// ``BuildState/keptOffline``: the previous build's page and figures stand in for them.
    static func keptWithFigures(_ slug: String, _ state: inout BuildState) {
        let prefix = slug + ": "
        state.keptOffline += state.missingOffline.filter { $0.hasPrefix(prefix) }
        state.missingOffline.removeAll { $0.hasPrefix(prefix) }
    }
}
