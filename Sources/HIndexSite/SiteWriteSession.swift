import Foundation
import HIndexSources
import HIndexStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A site being written while it is rendered, so a build never holds every output file in
/// memory: the `render` step adds each scientist's files as soon as they are rendered, the
/// `write` step adds the leaderboards and finishes.
///
/// A build that renders everything writes into a temporary folder beside the output
/// (`.<name>.building-<pid>`) and swaps it in when finished (``SiteWriter/write(_:)``'s
/// guarantee: never a half-written site). An incremental build into an existing generated
/// site updates it in place (``SiteWriter/update(_:keeping:)``'s rules: a file is written
/// only when its bytes changed, each whole, and files the site no longer has are removed
/// when finished).
struct SiteWriteSession: Sendable {
    /// Where the files go.
    enum Mode: Sendable, Equatable {
        /// A temporary folder, swapped in by ``finish(keeping:)``.
        case staging(URL)
        /// The output itself.
        case inPlace
    }

    /// The writer (output folder, path rules).
    let writer: SiteWriter
    /// Where the files go.
    let mode: Mode
    /// The SHA-256 of every file added, by path (for the incremental-build records).
    private(set) var hashes: [String: String] = [:]
    /// How many files were written (in place: those whose bytes changed).
    private(set) var written = 0

    /// Starts writing the site into `writer`'s output: in place when `incremental` and the
    /// output is a generated site, into a temporary folder otherwise.
    static func begin(_ writer: SiteWriter, incremental: Bool) throws(BuildError)
        -> SiteWriteSession
    {
        let output = writer.outputDirectory
        try writer.checkReplaceable(output)
        writer.removeLeftovers()
        let manager = FileManager.default
        if incremental,
            manager.fileExists(atPath: output.appendingPathComponent(SiteWriter.markerName).path)
        {
            return SiteWriteSession(writer: writer, mode: .inPlace)
        }
        let staging = writer.stagingDirectory
        do {
            try manager.createDirectory(
                at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            try SiteWriter.markerText.write(
                to: staging.appendingPathComponent(SiteWriter.markerName))
        } catch {
            try? manager.removeItem(at: staging)
            throw BuildError(step: "write", path: staging.path, reason: error.localizedDescription)
        }
        return SiteWriteSession(writer: writer, mode: .staging(staging))
    }

    /// Writes `files` (paths relative to the site root).
    mutating func add(_ files: [String: Data]) throws(BuildError) {
        record(try store(files))
    }

    /// Writes `files` (paths relative to the site root) without recording them in the
    /// session: safe to call from several tasks at once for different paths. Pass what it
    /// returns to ``record(_:)``.
    func store(_ files: [String: Data]) throws(BuildError) -> StoredFiles {
        var stored = StoredFiles()
        let stagingFolder: String?
        if case .staging(let staging) = mode {
            stagingFolder = staging.path
        } else {
            stagingFolder = nil
        }
        for path in files.keys.sorted() {
            guard let data = files[path], SiteWriter.isSafeRelativePath(path),
                path != SiteWriter.markerName
            else {
                throw BuildError(
                    step: "write", path: path, reason: "refusing an unsafe output path")
            }
            stored.hashes[path] = ContentHash.sha256Hex(data)
            if let stagingFolder {
                // A checked relative path: joined as a string (URL building costs more than
                // the write on a 5,000-file site).
                try Self.write(data, to: stagingFolder + "/" + path)
                stored.written += 1
            } else if try writer.replace(path, with: data) {
                stored.written += 1
            }
        }
        return stored
    }

    /// Writes `files` like ``store(_:)``, with up to `jobs` tasks at once, and records them.
    mutating func add(_ files: [String: Data], jobs: Int) async throws(BuildError) {
        let paths = files.keys.sorted()
        let width = min(max(1, jobs), paths.count)
        guard width > 1 else { return try add(files) }
        let session = self
        // Paths dealt round-robin, so the big pages spread over the tasks.
        let parts = (0..<width).map { part in
            Dictionary(
                uniqueKeysWithValues: stride(from: part, to: paths.count, by: width).map {
                    (paths[$0], files[paths[$0]] ?? Data())
                })
        }
        let results = await BoundedConcurrency.map(parts, limit: width) { part in
            Result { () throws(BuildError) -> StoredFiles in try session.store(part) }
        }
        for result in results { record(try result.get()) }
    }

    /// Records files written by ``store(_:)``.
    mutating func record(_ stored: StoredFiles) {
        hashes.merge(stored.hashes) { _, new in new }
        written += stored.written
    }

    /// Writes `data` into a new file at `path` (a fresh folder: nothing is there to
    /// replace), creating its folders when missing.
    static func write(_ data: Data, to path: String) throws(BuildError) {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        if descriptor < 0, errno == ENOENT {
            try makeFolders(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]))
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        }
        guard descriptor >= 0 else {
            throw BuildError(step: "write", path: path, reason: String(cString: strerror(errno)))
        }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let count = systemWrite(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += count
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            throw BuildError(step: "write", path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Creates the folder at `path` and its missing parents (another task may create them
    /// at the same time).
    private static func makeFolders(_ path: String) throws(BuildError) {
        guard !path.isEmpty, mkdir(path, 0o777) != 0 else { return }
        switch errno {
        case EEXIST:
            return
        case ENOENT:
            try makeFolders(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]))
            if mkdir(path, 0o777) != 0, errno != EEXIST {
                throw BuildError(
                    step: "write", path: path, reason: String(cString: strerror(errno)))
            }
        default:
            throw BuildError(step: "write", path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Finishes the site: swaps the temporary folder in, or (in place) removes every file
    /// that was neither added nor is in `kept`.
    func finish(keeping kept: Set<String>) throws(BuildError) {
        switch mode {
        case .staging(let staging):
            try writer.swapIn(staging)
        case .inPlace:
            var keep = kept.union(hashes.keys)
            keep.insert(SiteWriter.markerName)
            writer.removeFiles(notIn: keep)
        }
    }

    /// Gives up: removes the temporary folder (files already replaced in place stay, each
    /// whole).
    func abandon() {
        if case .staging(let staging) = mode {
            try? FileManager.default.removeItem(at: staging)
        }
    }
}

/// Files written by ``SiteWriteSession/store(_:)``, not recorded in the session yet.
struct StoredFiles: Sendable {
    /// The SHA-256 of every file, by path.
    var hashes: [String: String] = [:]
    /// How many were written (in place: those whose bytes changed).
    var written = 0
}

/// The system's `write(2)` (a name that the session's own `write` does not hide).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
