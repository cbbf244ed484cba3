import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One build at a time per output folder: two builds of different content into the same
/// `site/` would otherwise leave a mix of both (one's leaderboards over the other's pages).
///
/// The lock is an exclusive `flock` on `.<name>.lock` beside the output folder (the folder
/// itself is swapped by each build, so it cannot carry the lock), held for the whole build and
/// released by the system when the process ends, however it ends. A second build says which
/// process holds it and waits.
final class OutputLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The lock file of `output`.
    static func path(for output: URL) -> URL {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).lock")
    }

    /// Takes the lock of `output`, waiting (and saying so once through `log`) while another
    /// build holds it. `nil` when no lock file can be made (the folder beside the output is
    /// not writable: the build then fails on writing, with its own message).
    static func acquire(output: URL, log: BuildLog) async -> OutputLock? {
        let file = path(for: output)
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        var said = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                // A file system without locks: build as before.
                return OutputLock(descriptor: descriptor)
            }
            if !said {
                said = true
                let holder = holderProcess(descriptor).map { " (process \($0))" } ?? ""
                log.line(
                    "another build is writing \(output.path)\(holder); waiting for it to "
                        + "finish")
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
        // Who holds it, for a build that comes next.
        let text = Array("\(ProcessInfo.processInfo.processIdentifier)\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return OutputLock(descriptor: descriptor)
    }

    /// The process number the holder wrote into the lock file, if any.
    static func holderProcess(_ descriptor: Int32) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 32, 0) }
        guard count > 0 else { return nil }
        return Int(
            String(decoding: buffer[..<count], as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
