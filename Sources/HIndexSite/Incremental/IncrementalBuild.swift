import Foundation
import HIndexCore
import HIndexSources
import HIndexStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one scientist's part of a build depended on and produced, stored in the cache after
/// the site is written (parsed-record source ``IncrementalBuild/scientistRecordSource``,
/// keyed by output folder and slug).
struct ScientistBuildRecord: Sendable {
    /// The hash of everything the scientist's files depend on.
    var fingerprint: String
    /// The report's summary (``ScientistReport/summarized()``): the leaderboards, the history
    /// and the messages use it when the scientist is unchanged. (A record made by another
    /// build of the tool has another fingerprint, so its scientist is rendered again.)
    var report: ScientistReport
    /// The SHA-256 of each output file of the scientist, by path.
    var files: [String: String]
    /// The size and modification time of each output file as written, by path: a file
    /// whose signature is unchanged is taken as it is, without reading it (a file without
    /// one is read and hashed).
    var signatures: [String: FileSignature]? = nil
    /// The DOIs looked up in Crossref and what the cache held for them
    /// (``CrossrefLookup/cacheState(of:)``); `nil` when none were looked up.
    var crossref: CrossrefInputs?
    /// The report's metrics as the history stores them (``CacheStore/metricsJSON(_:)``), so
    /// that a build keeping the scientist does not encode them again; `nil` when they
    /// cannot be written as JSON.
    var metricsJSON: String?
}

/// Stored as JSON with the files in one list of strings, `<path>\t<SHA-256>\t<size>\t<modified>`
/// (`-` for the size and time of a file without a signature), sorted by path: an incremental
/// build decodes every scientist's record, and a list of strings decodes much faster than two
/// dictionaries of objects. The report's entry is stored beside the rest of the report
/// (``StoredReport``): a build whose fingerprint for the scientist matches gives the decoder
/// the scientist's current entry (``entryKey``), which is the entry the record was made from
/// (the fingerprint covers it), and the stored one is skipped, not decoded (a fifth of the
/// work); without one, the stored entry is decoded (an `--offline` build keeping the previous
/// report of a scientist it has no data for shows the entry that report was made with).
extension ScientistBuildRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case fingerprint, report, entry, outputs, crossref, metricsJSON
    }

    /// The decoder's `userInfo` key of the scientist's current entry (a ``ScientistEntry``),
    /// used in place of the stored one.
    // swift-format-ignore: NeverForceUnwrap
    static let entryKey = CodingUserInfoKey(rawValue: "hindex.scientistEntry")!

    /// Decodes a stored record with `entry` in place of the stored one (`nil`: the stored
    /// one); `nil` when the text is not a record of this version.
    static func decode(_ json: String, entry: ScientistEntry?) -> ScientistBuildRecord? {
        let decoder = JSONDecoder()
        if let entry { decoder.userInfo[entryKey] = entry }
        return try? decoder.decode(ScientistBuildRecord.self, from: Data(json.utf8))
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entry =
            try decoder.userInfo[Self.entryKey] as? ScientistEntry
            ?? container.decode(ScientistEntry.self, forKey: .entry)
        fingerprint = try container.decode(String.self, forKey: .fingerprint)
        report = try container.decode(StoredReport.self, forKey: .report).report(entry: entry)
        crossref = try container.decodeIfPresent(CrossrefInputs.self, forKey: .crossref)
        metricsJSON = try container.decodeIfPresent(String.self, forKey: .metricsJSON)
        files = [:]
        var signatures: [String: FileSignature] = [:]
        for line in try container.decode([String].self, forKey: .outputs) {
            // The path is what precedes the last three fields (none of which holds a tab).
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 4 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .outputs, in: container,
                    debugDescription: "an output without its fields")
            }
            let path = fields.dropLast(3).joined(separator: "\t")
            files[path] = String(fields[fields.count - 3])
            if let size = Int(fields[fields.count - 2]),
                let modified = Int64(fields[fields.count - 1])
            {
                signatures[path] = FileSignature(size: size, modified: modified)
            }
        }
        self.signatures = signatures
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fingerprint, forKey: .fingerprint)
        try container.encode(StoredReport(report), forKey: .report)
        try container.encode(report.entry, forKey: .entry)
        try container.encodeIfPresent(crossref, forKey: .crossref)
        try container.encodeIfPresent(metricsJSON, forKey: .metricsJSON)
        let outputs = files.keys.sorted().map { path in
            let signature = signatures?[path]
            return [
                path, files[path] ?? "", signature.map { String($0.size) } ?? "-",
                signature.map { String($0.modified) } ?? "-",
            ].joined(separator: "\t")
        }
        try container.encode(outputs, forKey: .outputs)
    }
}

/// A report as a build record stores it: every field of ``ScientistReport`` but the entry,
/// which the record stores beside it (`ScientistBuildRecordTests` checks that no field is left
/// out).
private struct StoredReport: Codable {
    var bioHTML: String
    var source: CitationSourceResult?
    var publications: [ClassifiedPublication]
    var metrics: Metrics
    var referenceList: ReferenceListResult?
    var matching: MatchingSummary?
    var notices: [Notice]
    var referenceFailures: [ReferenceListFailure]
    var comparison: SourceComparison?
    var summarizedRowCount: Int?

    init(_ report: ScientistReport) {
        bioHTML = report.bioHTML
        source = report.source
        publications = report.publications
        metrics = report.metrics
        referenceList = report.referenceList
        matching = report.matching
        notices = report.notices
        referenceFailures = report.referenceFailures
        comparison = report.comparison
        summarizedRowCount = report.summarizedRowCount
    }

    /// The report with `entry`.
    func report(entry: ScientistEntry) -> ScientistReport {
        var report = ScientistReport(
            entry: entry, bioHTML: bioHTML, source: source, publications: publications,
            metrics: metrics, referenceList: referenceList, matching: matching,
            notices: notices, comparison: comparison)
        report.referenceFailures = referenceFailures
        report.summarizedRowCount = summarizedRowCount
        return report
    }
}

extension ScientistBuildRecord {
    /// Whether the record lists every output file of the scientist (its report may be a
    /// summary, from which the page cannot be rendered again).
    func coversFiles(of slug: String) -> Bool {
        RenderStep.scientistPaths(slug: slug).allSatisfy { files[$0] != nil }
    }
}

/// The Crossref data a scientist's report was built with.
struct CrossrefInputs: Codable, Sendable, Hashable {
    /// The DOIs looked up.
    var dois: [String]
    /// What the cache held for them.
    var state: String
}

/// A file's size and modification time (nanoseconds), to recognise a file that nothing
/// rewrote since it was written without reading it.
struct FileSignature: Codable, Sendable, Hashable {
    /// Size in bytes.
    var size: Int
    /// Modification time, nanoseconds since 1970.
    var modified: Int64

    /// The signature of the regular file at `path`, or `nil` when there is none.
    static func of(_ path: String) -> FileSignature? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        return FileSignature(
            size: Int(status.st_size),
            modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}

extension FileSignature {
    /// Reads the JSON the cache stores for a signature, `{"modified":…,"size":…}` (sorted
    /// keys, integers), without a decoder; `nil` for any other text (a decoder reads it).
    init?(storedJSON text: String) {
        var bytes = text.utf8[...]
        func skip(_ literal: String) -> Bool {
            guard bytes.starts(with: literal.utf8) else { return false }
            bytes = bytes.dropFirst(literal.utf8.count)
            return true
        }
        func integer() -> Int64? {
            let negative = skip("-")
            let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard !digits.isEmpty, digits.count <= 19 else { return nil }
            bytes = bytes.dropFirst(digits.count)
            var value: Int64 = 0
            for digit in digits {
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(Int64(digit - UInt8(ascii: "0")))
                guard !overflow, !carry else { return nil }
                value = sum
            }
            return negative ? -value : value
        }
        guard skip("{\"modified\":"), let modified = integer(), skip(",\"size\":"),
            let size = integer(), size >= 0, skip("}"), bytes.isEmpty
        else { return nil }
        self.init(size: Int(size), modified: modified)
    }
}

/// What the site-wide files depended on and produced.
struct SiteBuildRecord: Codable, Sendable {
    /// The hash of what the stylesheet, methodology and 404 pages depend on.
    var staticFingerprint: String
    /// Their SHA-256 by path.
    var staticFiles: [String: String]
    /// The hash of what the leaderboards are made from (``SiteRenderer/leaderboardInputs(_:jobs:)``).
    var leaderboardFingerprint: String
    /// Their SHA-256 by path.
    var leaderboardFiles: [String: String]
    /// The signature of each of these files as written (``ScientistBuildRecord/signatures``).
    var signatures: [String: FileSignature]? = nil
}

/// What the incremental build found out during one build.
struct IncrementalState: Sendable {
    /// The cache key prefix of this output folder.
    var outputKey = ""
    /// Each scientist's fingerprint in this build.
    var fingerprints: [String: String] = [:]
    /// Unchanged scientists' stored records.
    var previousScientists: [String: ScientistBuildRecord] = [:]
    /// Files of the previous output that may be kept as they are (verified against their
    /// signatures or hashes).
    var keptPaths: Set<String> = []
    /// The site record of the previous build, when there is one.
    var previousSite: SiteBuildRecord?
    /// This build's fingerprint of the static pages.
    var staticFingerprint = ""
    /// The running tool (``IncrementalBuild/codeIdentity()``).
    var code = ""
    /// This build's fingerprint of the leaderboards (set by `render` from what they show).
    var leaderboardFingerprint = ""
    /// Whether the static pages can be taken from the previous output.
    var staticUnchanged = false
    /// Whether the previous output's leaderboards are there as recorded.
    var leaderboardFilesVerified = false
    /// Whether the leaderboards can be taken from the previous output (set by `render`).
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
        // Scientist by scientist, as many at once as `--jobs`.
        let fingerprints = await BoundedConcurrency.map(state.records, limit: options.jobs) {
            record in
            let plan = record.plan
            let file = options.contentDirectory.path + "/" + plan.entry.path
            let bytes = FileManager.default.contents(atPath: file).map(ContentHash.sha256Hex) ?? "-"
            let signature = FileSignature.of(file)
            return hash(
                [
                    "scientist", code, settingsText, encode(plan.entry), bytes,
                    signature.map { "\($0.size) \($0.modified)" } ?? "-",
                    String(describing: plan.citationSource),
                    String(describing: plan.otherCitationSources),
                    String(describing: plan.referenceLists),
                    record.citation?.fetched?.inputHash ?? "-",
                ] + record.others.compactMap(\.fetched?.inputHash)
                    + record.references.compactMap(\.fetched?.inputHash))
        }
        for (record, fingerprint) in zip(state.records, fingerprints) {
            incremental.fingerprints[record.slug] = fingerprint
        }
        incremental.code = code
        incremental.staticFingerprint = hash(["static", code, encode(content.settings)])
        defer { state.incremental = incremental }
        guard let cache = state.cache else {
            await keepPreviousOutput(&state, &incremental, cache: nil)
            return
        }
        let crossref = try? CrossrefLookup(
            settings: content.settings, options: options, cache: cache, tally: FetchTally(),
            connect: false, networkDown: state.noNetwork != nil)

        // The stored records of this output folder, read in one query; each one decoded and
        // checked in a task of its own, as many at once as `--jobs`; the results are taken
        // in slug order.
        let outputKey = incremental.outputKey
        let fingerprintsBySlug = incremental.fingerprints
        let prefix = scientistKey(outputKey, "")
        var storedJSON: [String: String] = [:]
        for record
            in (try? await cache.parsedRecords(source: scientistRecordSource, keyPrefix: prefix))
            ?? []
        {
            storedJSON[
                String(decoding: record.key.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)] =
                record.json
        }
        let jsonBySlug = storedJSON
        let previous = await BoundedConcurrency.map(
            state.records.map { ($0.slug, $0.plan.entry) }, limit: options.jobs
        ) { slug, entry -> ScientistBuildRecord? in
            guard let json = jsonBySlug[slug],
                let stored = ScientistBuildRecord.decode(json, entry: entry),
                stored.fingerprint == fingerprintsBySlug[slug],
                stored.coversFiles(of: slug),
                verified(stored.files, signatures: stored.signatures, in: options.outputDirectory)
            else { return nil }
            // Crossref's data for the scientist's DOIs changed, or is due to be fetched.
            if let inputs = stored.crossref {
                guard let crossref, await crossref.cacheState(of: inputs.dois) == inputs.state
                else { return nil }
            }
            return stored
        }
        for (index, stored) in zip(state.records.indices, previous) {
            guard let stored else { continue }
            incremental.previousScientists[state.records[index].slug] = stored
            incremental.keptPaths.formUnion(stored.files.keys)
            state.records[index].unchanged = true
        }
        await keepPreviousOutput(&state, &incremental, cache: cache)
        guard
            let site = try? await cache.latestParsed(
                SiteBuildRecord.self, source: siteRecordSource, key: incremental.outputKey)?
                .value
        else { return }
        incremental.previousSite = site
        if site.staticFingerprint == incremental.staticFingerprint,
            verified(site.staticFiles, signatures: site.signatures, in: options.outputDirectory)
        {
            incremental.staticUnchanged = true
            incremental.keptPaths.formUnion(site.staticFiles.keys)
        }
        // Whether the leaderboards show the same is known once the reports are (`render`).
        if verified(
            site.leaderboardFiles, signatures: site.signatures, in: options.outputDirectory)
        {
            incremental.leaderboardFilesVerified = true
            incremental.keptPaths.formUnion(site.leaderboardFiles.keys)
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
        // Made scientist by scientist, as many at once as `--jobs`; stored in slug order.
        let made = await BoundedConcurrency.map(state.reports, limit: state.options.jobs) {
            report -> Result<ParsedRecord?, CacheStoreError> in
            let slug = report.entry.slug
            guard let scientist = state.record(slug), !scientist.unchanged,
                let fingerprint = incremental.fingerprints[slug]
            else { return .success(nil) }
            let paths = RenderStep.scientistPaths(slug: slug)
            var record = ScientistBuildRecord(
                fingerprint: fingerprint, report: report.summarized(),
                files: hashes(of: paths, in: state),
                signatures: signatures(of: paths, in: state),
                metricsJSON: try? CacheStore.metricsJSON(report.metrics).get())
            if let fill = scientist.crossref, let crossref {
                record.crossref = CrossrefInputs(
                    dois: fill.dois, state: await crossref.cacheState(of: fill.dois) ?? "")
            }
            return Result { () throws(CacheStoreError) -> ParsedRecord? in
                try cache.parsedRecord(
                    record, source: scientistRecordSource,
                    key: scientistKey(incremental.outputKey, slug), fetchedAt: now)
            }
        }
        var records: [ParsedRecord] = []
        for result in made {
            if let record = try result.get() { records.append(record) }
        }
        // One transaction for all of them.
        try await cache.storeParsed(records)
        guard !incremental.staticUnchanged || !incremental.leaderboardsUnchanged else { return }
        // Kept parts keep what the previous record says of them.
        let previous = incremental.previousSite
        let staticKept = incremental.staticUnchanged && previous != nil
        let leaderboardsKept = incremental.leaderboardsUnchanged && previous != nil
        let staticFiles =
            staticKept
            ? previous?.staticFiles ?? [:] : hashes(of: RenderStep.staticPaths, in: state)
        let leaderboardFiles =
            leaderboardsKept
            ? previous?.leaderboardFiles ?? [:]
            : hashes(
                of: state.outputPaths.filter { RenderStep.isLeaderboardPath($0) }, in: state)
        var fileSignatures = signatures(of: Array(staticFiles.keys), in: state)
        fileSignatures.merge(signatures(of: Array(leaderboardFiles.keys), in: state)) { a, _ in a }
        let site = SiteBuildRecord(
            staticFingerprint: incremental.staticFingerprint, staticFiles: staticFiles,
            leaderboardFingerprint: incremental.leaderboardFingerprint,
            leaderboardFiles: leaderboardFiles, signatures: fileSignatures)
        try await cache.storeParsed(
            site, source: siteRecordSource, key: incremental.outputKey, fetchedAt: now)
    }

    /// Whether every file of `hashes` is in `output` as recorded: its signature (size and
    /// modification time) is the recorded one, or else its bytes have the recorded hash.
    /// `false` for an empty record.
    static func verified(
        _ hashes: [String: String], signatures: [String: FileSignature]?, in output: URL
    ) -> Bool {
        guard !hashes.isEmpty else { return false }
        let folder = output.path
        for (path, expected) in hashes {
            guard SiteWriter.isSafeRelativePath(path) else { return false }
            let file = folder + "/" + path
            if let recorded = signatures?[path], FileSignature.of(file) == recorded {
                continue
            }
            guard let data = FileManager.default.contents(atPath: file),
                ContentHash.sha256Hex(data) == expected
            else { return false }
        }
        return true
    }

    /// The signature of each of `paths` in the output as written now (absent for files that
    /// are missing).
    static func signatures(of paths: [String], in state: BuildState) -> [String: FileSignature] {
        var result: [String: FileSignature] = [:]
        let folder = state.options.outputDirectory.path
        for path in paths {
            if let signature = FileSignature.of(folder + "/" + path) { result[path] = signature }
        }
        return result
    }

    /// The SHA-256 of each of `paths` that this build wrote.
    static func hashes<Paths: Sequence<String>>(of paths: Paths, in state: BuildState)
        -> [String: String]
    {
        let written = state.output?.hashes ?? [:]
        var result: [String: String] = [:]
        for path in paths {
            if let hash = written[path] { result[path] = hash }
        }
        return result
    }

    /// The cache key of one scientist's record for one output folder.
    static func scientistKey(_ outputKey: String, _ slug: String) -> String {
        "\(outputKey)#\(slug)"
    }

    /// Deletes the records of output folders for which `isGone` is `true` (folders that no
    /// longer exist, for `cache prune`) and the recorded hashes of saved files that no longer
    /// exist; returns how many records were deleted.
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
        let goneFiles = try await cache.parsedKeys(source: SavedFileHashes.source).filter {
            !FileManager.default.fileExists(atPath: $0)
        }
        return try await cache.deleteParsed(source: scientistRecordSource, keys: goneScientists)
            + cache.deleteParsed(source: siteRecordSource, keys: siteKeys.filter(isGone))
            + cache.deleteParsed(source: SavedFileHashes.source, keys: goneFiles)
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
