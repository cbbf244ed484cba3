import Foundation
import HIndexStore

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
    /// each folder read once) with its type and signature (size, modification and change
    /// times, inode), and each symbolic link's target text; folders whose resolved path is
    /// in `excluding` are left out. A missing `root` has a digest of its own. `nil` when a
    /// folder cannot be read or there are more than ``limit`` entries.
    static func digest(of root: String, excluding: [String]) -> String? {
        var walk = Walk(excluding: Set(excluding))
        guard let status = Walk.status(root, follow: true) else {
            return ContentHash.sha256Hex("missing \(root)")
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
        guard walk.folder(root, relative: "", status: status) else { return nil }
        return ContentHash.sha256Hex(Data(walk.listing))
    }

    /// One walk: the listing so far and the folders read.
    private struct Walk {
        let excluding: Set<String>
        var listing: [UInt8] = []
        var entries = 0
        /// Folders read, by device and inode (a link back up is read once).
        var seen: Set<[UInt64]> = []

        init(excluding: Set<String>) {
            self.excluding = excluding
        }

        static func status(_ path: String, follow: Bool) -> stat? {
            var status = stat()
            let result = follow ? stat(path, &status) : lstat(path, &status)
            return result == 0 ? status : nil
        }

        /// The status of the entry `name` of the open folder `descriptor`.
        static func status(_ name: String, in descriptor: Int32, follow: Bool) -> stat? {
            var status = stat()
            let result = fstatat(descriptor, name, &status, follow ? 0 : AT_SYMLINK_NOFOLLOW)
            return result == 0 ? status : nil
        }

        /// Reads the folder at `path`; `false` when it cannot be read or the walk is too long.
        mutating func folder(_ path: String, relative: String, status: stat) -> Bool {
            guard seen.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else {
                return true
            }
            guard let directory = opendir(path) else { return false }
            // Open while its entries are read: they are looked up relative to it (no walk of
            // the whole path for each).
            defer { closedir(directory) }
            let descriptor = dirfd(directory)
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for name in names {
                entries += 1
                guard entries <= FileTree.limit else { return false }
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                guard let own = Self.status(name, in: descriptor, follow: false) else {
                    return false
                }
                var target = own
                if (own.st_mode & S_IFMT) == S_IFLNK {
                    let child = path + "/" + name
                    append(childRelative, "L")
                    listing.append(contentsOf: link(child).utf8)
                    listing.append(0)
                    // A dangling link is listed by its target text alone.
                    guard let followed = Self.status(child, follow: true) else { continue }
                    target = followed
                }
                if (target.st_mode & S_IFMT) == S_IFDIR {
                    let child = path + "/" + name
                    if excluding.contains(FileTree.resolved(child)) { continue }
                    append(childRelative, "D")
                    guard folder(child, relative: childRelative, status: target) else {
                        return false
                    }
                } else {
                    append(childRelative, "F")
                    appendSignature(target)
                }
            }
            return true
        }

        /// Appends a path and its type letter.
        mutating func append(_ path: String, _ type: Unicode.Scalar) {
            listing.append(contentsOf: path.utf8)
            listing.append(0)
            listing.append(UInt8(ascii: type))
        }

        /// Appends a file's mode, size, inode, and modification and change times (seconds
        /// and nanoseconds), 8 bytes each.
        mutating func appendSignature(_ status: stat) {
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

        func link(_ path: String) -> String {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count >= 0 else { return "?" }
            return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
