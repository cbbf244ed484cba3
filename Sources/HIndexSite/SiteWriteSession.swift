import Foundation
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
        for path in files.keys.sorted() {
            guard let data = files[path], SiteWriter.isSafeRelativePath(path),
                path != SiteWriter.markerName
            else {
                throw BuildError(
                    step: "write", path: path, reason: "refusing an unsafe output path")
            }
            hashes[path] = ContentHash.sha256Hex(data)
            switch mode {
            case .staging(let staging):
                let url = staging.appendingPathComponent(path)
                do {
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try data.write(to: url)
                } catch {
                    throw BuildError(
                        step: "write", path: url.path, reason: error.localizedDescription)
                }
                written += 1
            case .inPlace:
                if try writer.replace(path, with: data) { written += 1 }
            }
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
