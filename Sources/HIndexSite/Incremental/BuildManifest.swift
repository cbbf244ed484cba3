import Foundation
import HIndexStore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the last offline build into an output folder was made from, what it left there and
/// what it told, stored in the cache (one per output folder). An offline build that finds
/// the same tool, options and day, every file of the content folder (scientists, saved
/// pages, everything else in it) with the same signature, the cache at the generation that
/// build left it at, and every file of the output with the signature it was written with,
/// would make the same site: it keeps the site as it is, runs no step, and tells what that
/// build told (``BuildSummary``).
///
/// Signatures are size, modification and change times and inode number (`stat`), so a file
/// rewritten with the same bytes counts as changed (the build then runs and finds it
/// unchanged) and a file put back with an old modification time does too (its change time
/// is new). The cache's generation is raised by SQLite triggers on every change of a
/// response, parsed record or history row, whoever makes it.
struct BuildManifest: Codable, Sendable {
    /// The version of this record's meaning; a manifest of another version is ignored.
    static let currentFormat = 1

    /// ``currentFormat`` when it was stored.
    var format: Int
    /// The tool, options, environment and day of the build (``key(_:)``).
    var key: String
    /// The cache's generation after the build's last change of it.
    var generation: Int64
    /// The digest of the content folder's files when the build started (``FileTree``).
    var content: String
    /// The digest of the output folder's files when the build ended.
    var output: String
    /// What the build told.
    var summary: BuildSummary

    /// Whether `options` allow keeping or recording a site: an offline build that fetches
    /// nothing, of a caller that asked for it.
    static func applies(to options: BuildOptions) -> Bool {
        options.keepsUnchangedSite && options.offline && !options.refresh
    }

    /// The key of the output folder (as the incremental build's records).
    static func outputKey(_ options: BuildOptions) -> String {
        options.outputDirectory.standardizedFileURL.path
    }

    /// What else the site depends on: the tool (``IncrementalBuild/codeIdentity()``), the
    /// folders, the options that change files or messages, the environment variables the
    /// sources read (`HINDEX_…`, `…_KEY`; only their hash is stored) and the day (UTC).
    static func key(_ options: BuildOptions) -> String {
        let environment = options.environment
            .filter { $0.key.hasPrefix("HINDEX_") || $0.key.hasSuffix("_KEY") }
            .sorted { $0.key < $1.key }
            .map { IncrementalBuild.hash([$0.key, $0.value]) }
        let day = Int((options.now().timeIntervalSince1970 / 86_400).rounded(.down))
        return IncrementalBuild.hash(
            [
                "manifest", String(currentFormat), IncrementalBuild.codeIdentity(),
                FileTree.resolved(options.contentDirectory.path), outputKey(options),
                FileTree.resolved(options.resolvedCacheDirectory.path),
                "verbosity \(options.verbosity.rawValue)",
                "input bytes \(options.maximumInputBytes)", "day \(day)",
            ] + environment)
    }

    /// The digest of the content folder's files, leaving out the cache and output folders
    /// when they are inside it; `nil` when it cannot be made (a folder cannot be read, or
    /// the content holds more files than ``FileTree/limit``).
    static func contentDigest(_ options: BuildOptions) -> String? {
        FileTree.digest(
            of: options.contentDirectory.path,
            excluding: [
                FileTree.resolved(options.resolvedCacheDirectory.path),
                FileTree.resolved(options.outputDirectory.path),
            ])
    }

    /// The cache file, when it exists (checking must not create one).
    static func cacheFile(_ options: BuildOptions) -> String? {
        let path = options.resolvedCacheDirectory.appendingPathComponent("cache.sqlite").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// What the last build into the output told, when the site it left can be kept: the
    /// stored manifest matches `options`, `content` (this build's ``contentDigest(_:)``),
    /// the cache's generation and the output as it is now. `nil` otherwise.
    static func keptSite(options: BuildOptions, content: String, cache: CacheStore) async
        -> BuildSummary?
    {
        guard
            let stored = try? await cache.buildManifest(outputKey: outputKey(options)),
            let manifest = try? JSONDecoder().decode(
                BuildManifest.self, from: Data(stored.json.utf8)),
            manifest.format == currentFormat, manifest.generation == stored.generation,
            manifest.content == content, manifest.key == key(options),
            let output = FileTree.digest(of: options.outputDirectory.path, excluding: []),
            manifest.output == output
        else { return nil }
        return manifest.summary
    }

    /// Stores this build's manifest for the next build, or forgets the stored one when this
    /// build must not be repeated by keeping its site: it was not an offline build asked to
    /// record one, the cache was damaged or could not be written, something was missing
    /// offline, no scientist has data, or a warning came from elsewhere than the scientists'
    /// reports (a cache or output problem that the next build should meet again).
    static func record(_ state: BuildState, content: String?) async {
        guard let cache = state.cache else { return }
        let key = outputKey(state.options)
        let expected = state.reports.flatMap {
            MetricsStep.problems($0, verbosity: state.options.verbosity)
        }
        guard applies(to: state.options), let content,
            cache.integrityProblems.isEmpty, state.missingOffline.isEmpty,
            state.keptOffline.isEmpty,
            !state.noScientistHasData, state.problems == expected,
            let output = FileTree.digest(of: state.options.outputDirectory.path, excluding: [])
        else {
            try? await cache.deleteBuildManifest(outputKey: key)
            return
        }
        let manifest = BuildManifest(
            format: currentFormat, key: Self.key(state.options), generation: 0,
            content: content, output: output, summary: state.summary)
        try? await cache.storeBuildManifest(outputKey: key) { generation in
            var manifest = manifest
            manifest.generation = generation
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return (try? encoder.encode(manifest)).map { String(decoding: $0, as: UTF8.self) }
                ?? "{}"
        }
    }
}

/// The signatures of every file under a folder, as one digest.
enum FileTree {
    /// The most entries a digest reads; a larger folder gets none.
    static let limit = 1_000_000

    /// `path` with every symbolic link resolved, or `path` itself when it does not exist.
    static func resolved(_ path: String) -> String {
        guard let pointer = realpath(path, nil) else { return path }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The SHA-256 of the sorted list of every entry under `root` (symbolic links followed,
    /// but not into a folder that holds them; a folder reached through several links is read,
    /// and counted toward ``limit``, once for each) with its type and signature (size,
    /// modification and change times, inode), and each symbolic link's target text; folders
    /// whose resolved path is in `excluding` are left out. A missing `root` has a digest of its
    /// own. `nil` when a folder cannot be read or there are more than ``limit`` entries. Large
    /// folders (at least `parallelFrom` entries) are read by several threads; the listing is
    /// the same.
    static func digest(of root: String, excluding: [String], parallelFrom: Int = 256) -> String? {
        // An excluded folder is recognised by its device and inode: the same folder as its
        // resolved path, without resolving the path of every folder walked.
        var excluded: Set<Walk.Identity> = []
        for path in excluding {
            if let status = Walk.status(path, follow: true) {
                excluded.insert(Walk.Identity(status))
            }
        }
        let walk = Walk(excluding: excluded, parallelFrom: parallelFrom)
        guard let status = Walk.status(root, follow: true) else {
            return ContentHash.sha256Hex("missing \(root)")
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR,
            let directory = opendir(root),
            let listing = walk.folder(
                directory, path: root, relative: [], status: status, ancestors: [])
        else { return nil }
        return ContentHash.sha256Hex(Data(listing))
    }

    /// One walk: the folders it leaves out and the entries read so far.
    private final class Walk: Sendable {
        /// A folder's device and inode.
        struct Identity: Hashable, Sendable {
            let device: UInt64
            let inode: UInt64

            init(_ status: stat) {
                device = UInt64(status.st_dev)
                inode = UInt64(status.st_ino)
            }
        }

        let excluding: Set<Identity>
        /// Folders with at least this many entries are read in parts by several threads.
        let parallelFrom: Int
        let entries = Atomic<Int>(0)

        init(excluding: Set<Identity>, parallelFrom: Int) {
            self.excluding = excluding
            self.parallelFrom = parallelFrom
        }

        static func status(_ path: String, follow: Bool) -> stat? {
            var status = stat()
            let result = follow ? stat(path, &status) : lstat(path, &status)
            return result == 0 ? status : nil
        }

        /// The listing of the open folder `directory` (at `path`, `relative` to the root,
        /// which it closes): its entries sorted by name, each folder's own listing after it;
        /// empty for a folder among its `ancestors` (a link back up), `nil` when a folder
        /// cannot be read or the walk is too long. Entries are looked up relative to the
        /// folder, their names kept as bytes.
        func folder(
            _ directory: OpaquePointer, path: String, relative: [UInt8], status: stat,
            ancestors: Set<Identity>
        ) -> [UInt8]? {
            defer { closedir(directory) }
            var ancestors = ancestors
            guard ancestors.insert(Identity(status)).inserted else { return [] }
            let descriptor = dirfd(directory)
            // Every name, NUL-terminated, in one buffer; sorted by their bytes.
            var names: [UInt8] = []
            var spans: [Range<Int>] = []
            while let entry = readdir(directory) {
                withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    let count = raw.firstIndex(of: 0) ?? raw.count
                    let dot = UInt8(ascii: ".")
                    if count == 1 && raw[0] == dot { return }
                    if count == 2 && raw[0] == dot && raw[1] == dot { return }
                    spans.append(names.count..<(names.count + count))
                    names.append(contentsOf: raw[0..<count])
                    names.append(0)
                }
            }
            spans.sort { names[$0].lexicographicallyPrecedes(names[$1]) }
            guard
                entries.add(spans.count, ordering: .relaxed).newValue <= FileTree.limit
            else { return nil }
            let frozen = (names: names, spans: spans, ancestors: ancestors)
            /// The listing of the entries `part` of `spans`.
            @Sendable func list(_ part: Range<Int>) -> [UInt8]? {
                var listing: [UInt8] = []
                for span in frozen.spans[part] {
                    let name = frozen.names[span]
                    var childRelative = relative
                    if !childRelative.isEmpty { childRelative.append(UInt8(ascii: "/")) }
                    childRelative.append(contentsOf: name)
                    var own = stat()
                    let found = frozen.names.withUnsafeBufferPointer { buffer -> Bool in
                        guard let base = buffer.baseAddress else { return false }
                        return base.advanced(by: span.lowerBound).withMemoryRebound(
                            to: CChar.self, capacity: span.count + 1
                        ) { name in fstatat(descriptor, name, &own, AT_SYMLINK_NOFOLLOW) == 0 }
                    }
                    guard found else { return nil }
                    var target = own
                    let child = { path + "/" + String(decoding: name, as: UTF8.self) }
                    if (own.st_mode & S_IFMT) == S_IFLNK {
                        Self.append(childRelative, "L", to: &listing)
                        listing.append(contentsOf: Self.link(child()).utf8)
                        listing.append(0)
                        // A dangling link is listed by its target text alone.
                        guard let followed = Self.status(child(), follow: true) else { continue }
                        target = followed
                    }
                    if (target.st_mode & S_IFMT) == S_IFDIR {
                        if excluding.contains(Identity(target)) { continue }
                        Self.append(childRelative, "D", to: &listing)
                        let path = child()
                        guard let subfolder = opendir(path),
                            let inner = folder(
                                subfolder, path: path, relative: childRelative, status: target,
                                ancestors: frozen.ancestors)
                        else { return nil }
                        listing.append(contentsOf: inner)
                    } else {
                        Self.append(childRelative, "F", to: &listing)
                        Self.appendSignature(target, to: &listing)
                    }
                }
                return listing
            }
            let count = spans.count
            guard count >= parallelFrom else { return list(0..<count) }
            // In parts, by as many threads as there are cores (at most four), joined in order.
            let partCount = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))
            let parts = Mutex<[[UInt8]?]>(Array(repeating: nil, count: partCount))
            DispatchQueue.concurrentPerform(iterations: partCount) { part in
                let listing = list(
                    (count * part / partCount)..<(count * (part + 1) / partCount))
                parts.withLock { $0[part] = listing }
            }
            return parts.withLock { parts -> [UInt8]? in
                var listing: [UInt8] = []
                for part in parts {
                    guard let part else { return nil }
                    listing.append(contentsOf: part)
                }
                return listing
            }
        }

        /// Appends a path and its type letter.
        static func append(_ path: [UInt8], _ type: Unicode.Scalar, to listing: inout [UInt8]) {
            listing.append(contentsOf: path)
            listing.append(0)
            listing.append(UInt8(ascii: type))
        }

        /// Appends a file's mode, size, inode, and modification and change times (seconds
        /// and nanoseconds), 8 bytes each.
        static func appendSignature(_ status: stat, to listing: inout [UInt8]) {
            #if canImport(Darwin)
                let modified = status.st_mtimespec
                let changed = status.st_ctimespec
            #else
                let modified = status.st_mtim
                let changed = status.st_ctim
            #endif
            func add(_ value: UInt64) {
                withUnsafeBytes(of: value.littleEndian) { listing.append(contentsOf: $0) }
            }
            add(UInt64(status.st_mode))
            add(UInt64(bitPattern: Int64(status.st_size)))
            add(UInt64(status.st_ino))
            add(UInt64(bitPattern: Int64(modified.tv_sec)))
            add(UInt64(bitPattern: Int64(modified.tv_nsec)))
            add(UInt64(bitPattern: Int64(changed.tv_sec)))
            add(UInt64(bitPattern: Int64(changed.tv_nsec)))
        }

        static func link(_ path: String) -> String {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count >= 0 else { return "?" }
            return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
