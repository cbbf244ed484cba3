import Foundation
import HIndexCore
import HIndexStore

/// What one scientist's part of a build depended on and produced, stored in the cache after
/// the site is written (parsed-record source ``IncrementalBuild/scientistRecordSource``,
/// keyed by output folder and slug).
struct ScientistBuildRecord: Codable, Sendable {
    /// The hash of everything the scientist's files depend on.
    var fingerprint: String
    /// The report (the leaderboards are rendered from it when the scientist is unchanged).
    var report: ScientistReport
    /// The SHA-256 of each output file of the scientist, by path.
    var files: [String: String]
    /// The DOIs looked up in Crossref and what the cache held for them
    /// (``CrossrefLookup/cacheState(of:)``); `nil` when none were looked up.
    var crossref: CrossrefInputs?
}

/// The Crossref data a scientist's report was built with.
struct CrossrefInputs: Codable, Sendable, Hashable {
    /// The DOIs looked up.
    var dois: [String]
    /// What the cache held for them.
    var state: String
}

/// What the site-wide files depended on and produced.
struct SiteBuildRecord: Codable, Sendable {
    /// The hash of what the stylesheet, methodology and 404 pages depend on.
    var staticFingerprint: String
    /// Their SHA-256 by path.
    var staticFiles: [String: String]
    /// The hash of what the leaderboards depend on (every scientist's fingerprint).
    var leaderboardFingerprint: String
    /// Their SHA-256 by path.
    var leaderboardFiles: [String: String]
}

/// What the incremental build found out during one build.
struct IncrementalState: Sendable {
    /// The cache key prefix of this output folder.
    var outputKey = ""
    /// Each scientist's fingerprint in this build.
    var fingerprints: [String: String] = [:]
    /// Unchanged scientists' stored records.
    var previousScientists: [String: ScientistBuildRecord] = [:]
    /// Files of the previous output that may be reused (verified against their hashes).
    var previousFiles: [String: Data] = [:]
    /// This build's fingerprint of the static pages.
    var staticFingerprint = ""
    /// This build's fingerprint of the leaderboards.
    var leaderboardFingerprint = ""
    /// Whether the static pages can be taken from the previous output.
    var staticUnchanged = false
    /// Whether the leaderboards can be taken from the previous output.
    var leaderboardsUnchanged = false
}

/// Incremental builds: a scientist whose content file, inputs (saved pages, cached
/// records, freshness) and tool are unchanged since the last build into the same output
/// folder is neither parsed nor rendered again; their files are taken from the previous
/// output after checking each one's hash, so the written site is always complete.
enum IncrementalBuild {
    /// The parsed-record source of scientist records.
    static let scientistRecordSource = "build_scientist"
    /// The parsed-record source of site records.
    static let siteRecordSource = "build_site"

    /// Computes the fingerprints and finds what is unchanged (marks the records
    /// ``ScientistRecord/unchanged``).
    static func findUnchanged(_ state: inout BuildState) async {
        guard let content = state.content else { return }
        let options = state.options
        var incremental = IncrementalState()
        incremental.outputKey = options.outputDirectory.standardizedFileURL.path
        let code = codeIdentity()
        var introless = content.settings
        introless.introMarkdown = ""
        let settingsText = encode(introless)
        for record in state.records {
            let plan = record.plan
            let file = options.contentDirectory.appendingPathComponent(plan.entry.path)
            let bytes = (try? Data(contentsOf: file)).map(ContentHash.sha256Hex) ?? "-"
            let modified =
                (try? FileManager.default.attributesOfItem(atPath: file.path))?[
                    .modificationDate] as? Date
            incremental.fingerprints[record.slug] = hash(
                [
                    "scientist", code, settingsText, encode(plan.entry), bytes,
                    modified.map { String($0.timeIntervalSince1970) } ?? "-",
                    String(describing: plan.citationSource),
                    String(describing: plan.otherCitationSources),
                    String(describing: plan.referenceLists),
                    record.citation?.fetched?.inputHash ?? "-",
                ] + record.others.compactMap(\.fetched?.inputHash)
                    + record.references.compactMap(\.fetched?.inputHash))
        }
        incremental.staticFingerprint = hash(["static", code, encode(content.settings)])
        incremental.leaderboardFingerprint = hash(
            ["leaderboards", code, encode(content.settings), encode(content.departments)]
                + state.records.map {
                    "\($0.slug)=\(incremental.fingerprints[$0.slug] ?? "")"
                })
        defer { state.incremental = incremental }
        guard let cache = state.cache else {
            await keepPreviousOutput(&state, &incremental, cache: nil)
            return
        }
        let crossref = try? CrossrefLookup(
            settings: content.settings, options: options, cache: cache, tally: FetchTally(),
            connect: false)

        for index in state.records.indices {
            let slug = state.records[index].slug
            guard
                let stored = try? await cache.latestParsed(
                    ScientistBuildRecord.self, source: scientistRecordSource,
                    key: scientistKey(incremental.outputKey, slug)),
                stored.value.fingerprint == incremental.fingerprints[slug],
                let files = verifiedFiles(stored.value.files, in: options.outputDirectory)
            else { continue }
            // Crossref's data for the scientist's DOIs changed, or is due to be fetched.
            if let inputs = stored.value.crossref {
                guard let crossref, await crossref.cacheState(of: inputs.dois) == inputs.state
                else { continue }
            }
            incremental.previousScientists[slug] = stored.value
            incremental.previousFiles.merge(files) { _, new in new }
            state.records[index].unchanged = true
        }
        await keepPreviousOutput(&state, &incremental, cache: cache)
        guard
            let site = try? await cache.latestParsed(
                SiteBuildRecord.self, source: siteRecordSource, key: incremental.outputKey)?
                .value
        else { return }
        if site.staticFingerprint == incremental.staticFingerprint,
            let files = verifiedFiles(site.staticFiles, in: options.outputDirectory)
        {
            incremental.staticUnchanged = true
            incremental.previousFiles.merge(files) { _, new in new }
        }
        if site.leaderboardFingerprint == incremental.leaderboardFingerprint,
            let files = verifiedFiles(site.leaderboardFiles, in: options.outputDirectory)
        {
            incremental.leaderboardsUnchanged = true
            incremental.previousFiles.merge(files) { _, new in new }
        }
    }

    /// Stores what this build produced, after the site was written. Unchanged parts keep
    /// their records.
    static func record(_ state: BuildState) async throws(CacheStoreError) {
        guard let cache = state.cache else { return }
        let incremental = state.incremental
        let now = CacheDay.wholeSeconds(state.options.now())
        // What the cache holds now, as an offline build sees it (nothing is due any more).
        var offline = state.options
        offline.offline = true
        let crossref = state.content.flatMap {
            try? CrossrefLookup(
                settings: $0.settings, options: offline, cache: cache, tally: FetchTally(),
                connect: false)
        }
        var records: [ParsedRecord] = []
        for report in state.reports {
            let slug = report.entry.slug
            guard let scientist = state.record(slug), !scientist.unchanged,
                let fingerprint = incremental.fingerprints[slug]
            else { continue }
            let paths = RenderStep.scientistPaths(slug: slug)
            var record = ScientistBuildRecord(
                fingerprint: fingerprint, report: report,
                files: hashes(of: paths, in: state.files))
            if let fill = scientist.crossref, let crossref {
                record.crossref = CrossrefInputs(
                    dois: fill.dois, state: await crossref.cacheState(of: fill.dois) ?? "")
            }
            records.append(
                try cache.parsedRecord(
                    record, source: scientistRecordSource,
                    key: scientistKey(incremental.outputKey, slug), fetchedAt: now))
        }
        // One transaction for all of them.
        try await cache.storeParsed(records)
        guard !incremental.staticUnchanged || !incremental.leaderboardsUnchanged else { return }
        let staticPaths = RenderStep.staticPaths
        let leaderboardPaths = state.files.keys.filter { RenderStep.isLeaderboardPath($0) }
        let site = SiteBuildRecord(
            staticFingerprint: incremental.staticFingerprint,
            staticFiles: hashes(of: staticPaths, in: state.files),
            leaderboardFingerprint: incremental.leaderboardFingerprint,
            leaderboardFiles: hashes(of: leaderboardPaths, in: state.files))
        try await cache.storeParsed(
            site, source: siteRecordSource, key: incremental.outputKey, fetchedAt: now)
    }

    /// The files of `hashes` read from `output`, or `nil` when any is missing or differs.
    static func verifiedFiles(_ hashes: [String: String], in output: URL) -> [String: Data]? {
        guard !hashes.isEmpty else { return nil }
        var files: [String: Data] = [:]
        for (path, expected) in hashes {
            guard SiteWriter.isSafeRelativePath(path),
                let data = try? Data(contentsOf: output.appendingPathComponent(path)),
                ContentHash.sha256Hex(data) == expected
            else { return nil }
            files[path] = data
        }
        return files
    }

    /// SHA-256 of each of `paths` present in `files`.
    static func hashes<Paths: Sequence<String>>(of paths: Paths, in files: [String: Data])
        -> [String: String]
    {
        var result: [String: String] = [:]
        for path in paths {
            if let data = files[path] { result[path] = ContentHash.sha256Hex(data) }
        }
        return result
    }

    /// The cache key of one scientist's record for one output folder.
    static func scientistKey(_ outputKey: String, _ slug: String) -> String {
        "\(outputKey)#\(slug)"
    }

    /// Deletes the records of output folders for which `isGone` is `true` (folders that no
    /// longer exist, for `cache prune`); returns how many records were deleted.
    static func pruneRecords(
        in cache: CacheStore, isGone: (String) -> Bool
    ) async throws(CacheStoreError) -> Int {
        let scientistKeys = try await cache.parsedKeys(source: scientistRecordSource)
        let siteKeys = try await cache.parsedKeys(source: siteRecordSource)
        // A scientist key is `<output folder>#<slug>`; slugs hold no `#`.
        let goneScientists = scientistKeys.filter { key in
            guard let hash = key.lastIndex(of: "#") else { return false }
            return isGone(String(key[..<hash]))
        }
        return try await cache.deleteParsed(source: scientistRecordSource, keys: goneScientists)
            + cache.deleteParsed(source: siteRecordSource, keys: siteKeys.filter(isGone))
    }

    /// Identifies the running tool: the executable's size and modification time, so a
    /// rebuilt tool (changed templates, matcher or metrics) renders everything again.
    static func codeIdentity() -> String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "hindex-site 1|\(path)|\(size)|\(modified)"
    }

    /// Canonical JSON text of a value (sorted keys).
    static func encode<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "-"
    }

    /// The hash of several parts.
    static func hash(_ parts: [String]) -> String { FetchedSource.hash(parts) }
}
