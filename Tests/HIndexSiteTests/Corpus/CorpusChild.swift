import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of the `hindex-site` executable in a child process, under a hard timeout.
struct CorpusChild: Sendable {
    /// The exit status, or the signal's number when ``signalled``.
    var status: Int32
    /// Whether the process ended by a signal.
    var signalled: Bool
    /// Whether the signal was ours (a planned `kill -9` or the hang timeout).
    var killedByUs: Bool
    /// Whether it ran past its hard limit and was killed for it.
    var hung: Bool
    /// How long it ran.
    var seconds: Double
    /// The CPU time it used (user + system), read from `/proc/PID/stat` every quarter second
    /// while it ran: short of the truth by at most the last quarter second's. `nil` where
    /// there is no `/proc`.
    var cpuSeconds: Double?
    /// Its peak resident memory in MB (`VmHWM` of `/proc/PID/status`, the high-water mark,
    /// read at each poll: short of the truth by at most what the last poll's interval
    /// added). `nil` where there is no `/proc`.
    var peakMB: Double?
    /// Stdout and stderr, interleaved as written.
    var output: String

    /// A crash: a signal that the runner did not send (a trap, an abort, a segfault).
    var crashed: Bool { signalled && !killedByUs }

    /// Runs the executable with `arguments` and `environment` in `directory`; kills it with
    /// SIGKILL after `killAfter` seconds when given (a planned kill), or after `limit`
    /// seconds (a hang). The output goes to `log` (a file, so a chatty child never blocks
    /// on a full pipe).
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String],
        directory: URL, log: URL, limit: Double, killAfter: Double? = nil,
        poll: Double = 0.25
    ) throws -> CorpusChild {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        let start = Date()
        try process.run()
        let pid = process.processIdentifier
        var killedByUs = false
        var hung = false
        var cpuSeconds = cpuTime(of: pid)
        var peakMB = peakMemory(of: pid)
        // Waits in quarter seconds (or `poll`), reading the child's CPU time and peak memory
        // after each.
        let until = DispatchTime.now() + (killAfter ?? limit)
        while ended.wait(timeout: min(until, .now() + poll)) == .timedOut {
            if let used = cpuTime(of: pid) { cpuSeconds = used }
            if let peak = peakMemory(of: pid) { peakMB = peak }
            guard DispatchTime.now() >= until else { continue }
            kill(pid, SIGKILL)
            killedByUs = true
            hung = killAfter == nil
            ended.wait()
            break
        }
        let seconds = Date().timeIntervalSince(start)
        try? handle.synchronize()
        let output = (try? Data(contentsOf: log)).map { String(decoding: $0, as: UTF8.self) }
        return CorpusChild(
            status: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal, killedByUs: killedByUs,
            hung: hung, seconds: seconds, cpuSeconds: cpuSeconds, peakMB: peakMB,
            output: output ?? "")
    }

    /// The peak resident memory of process `pid` so far in MB (`VmHWM:` of
    /// `/proc/PID/status`, in kB); `nil` when unreadable.
    static func peakMemory(of pid: Int32) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return kilobytes / 1024
    }

    /// User + system CPU seconds of process `pid` so far (fields 14 and 15 of
    /// `/proc/PID/stat`, after the command name in parentheses); `nil` when unreadable.
    static func cpuTime(of pid: Int32) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.range(of: ")", options: .backwards)
        else { return nil }
        // After ") ": state (field 3), then fields 4… ; utime and stime are 14 and 15.
        let fields = text[close.upperBound...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12])
        else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

/// Every file under a folder, by relative path, with its bytes (a symbolic link as
/// `-> target`), to compare a folder before and after a case byte for byte.
struct FolderSnapshot: Equatable, Sendable {
    var files: [String: Data]

    init(_ folder: URL) {
        files = [:]
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: folder.path) else { return }
        while let relative = walker.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            if let target = try? manager.destinationOfSymbolicLink(atPath: path) {
                files[relative] = Data("-> \(target)".utf8)
                continue
            }
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            files[relative] = manager.contents(atPath: path) ?? Data("<unreadable>".utf8)
        }
    }

    /// What differs from `other`: files missing, added or changed (at most 8 named).
    func differences(from other: FolderSnapshot) -> [String] {
        var result: [String] = []
        for path in Set(files.keys).union(other.files.keys).sorted() {
            switch (other.files[path], files[path]) {
            case (nil, _?): result.append("added \(path)")
            case (_?, nil): result.append("missing \(path)")
            case (let old?, let new?) where old != new: result.append("changed \(path)")
            default: break
            }
        }
        return result.count > 8 ? Array(result.prefix(8)) + ["…"] : result
    }
}
