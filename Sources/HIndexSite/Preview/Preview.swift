import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `hindex-site serve`: builds the site, serves it on 127.0.0.1, and rebuilds it whenever
/// a file under the content folder changes (modification times and sizes polled every
/// second; the build starts once they have stopped changing for 200 ms), printing one line
/// per rebuild; pages open in a browser reload themselves after a
/// rebuild (``LiveReload``).
///
/// Every build runs in a child process (`hindex-site build`, see ``SiteBuilder``), so an
/// input that crashes or hangs the build cannot take the server with it: a failed, crashed
/// or stopped build is reported, the previous site stays served (a build swaps its output in
/// only when it is complete), and the open pages are told in their console.
///
/// Rebuilds use the cache only (`--offline`) unless `online` is set, so editing a file
/// never sends requests to Google Scholar in a loop; sources missing from the cache are
/// named, as `build --offline` does.
public struct Preview: Sendable {
    /// The build options used for every (re)build; `offline` is set from ``online``.
    public var buildOptions: BuildOptions
    /// Runs the builds.
    public var builder: SiteBuilder
    /// The port (`0`: chosen by the system).
    public var port: UInt16
    /// Build before serving and rebuild on changes (`false`: serve the folder as it is).
    public var rebuild: Bool
    /// Whether rebuilds may fetch from the network.
    public var online: Bool
    /// Whether HTML pages get the live-reload script (`false`: served byte for byte).
    public var liveReload: Bool
    /// How often the content folder is checked for changes.
    public var pollInterval: Duration

    /// Creates a preview whose builds run `executable build …` (the running `hindex-site`).
    public init(
        buildOptions: BuildOptions, executable: URL, port: UInt16 = 8000, rebuild: Bool = true,
        online: Bool = false, liveReload: Bool = true, pollInterval: Duration = .seconds(1)
    ) {
        self.buildOptions = buildOptions
        self.port = port
        self.rebuild = rebuild
        self.online = online
        self.liveReload = liveReload
        self.pollInterval = pollInterval
        self.buildOptions.offline = !online
        self.buildOptions.refresh = false
        self.builder = SiteBuilder(executable: executable, options: self.buildOptions)
    }

    /// Why the preview could not run.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// Runs until `stop` says so (checked several times a second).
    ///
    /// - Parameters:
    ///   - say: receives the lines for the user (the URL, one line per rebuild).
    ///   - started: receives the server once it listens (tests use its port and events).
    ///   - stop: returns true once the preview should end (Ctrl-C).
    public func run(
        say: @escaping @Sendable (String) -> Void,
        started: @escaping @Sendable (PreviewServer) -> Void = { _ in },
        stop: @escaping @Sendable () -> Bool
    ) async throws(Failure) {
        let content = buildOptions.contentDirectory
        let output = buildOptions.outputDirectory.standardizedFileURL
        // An output folder inside the content folder must not trigger rebuilds of itself.
        let ignored = ContentWatcher.relativePath(of: output, inside: content)
        var stamps = ContentWatcher.snapshot(of: content, ignoring: ignored)
        if !rebuild, !FileManager.default.fileExists(atPath: output.path) {
            throw Failure(
                description: "\(output.path) does not exist: build first, or drop --no-rebuild")
        }
        // The port first: a port in use is said at once, not after a whole build.
        let server: PreviewServer
        do {
            server = try await PreviewServer(
                responder: PreviewResponder(root: output, basePath: basePath()), port: port,
                liveReload: liveReload, log: say)
        } catch {
            throw Failure(description: error.description)
        }
        if rebuild {
            let outcome = await builder.build()
            say(outcome.report(reason: "initial build"))
            if !outcome.siteWritten, !FileManager.default.fileExists(atPath: output.path) {
                await server.stop()
                throw Failure(description: "the first build failed and there is no site to serve")
            }
            server.responder = PreviewResponder(root: output, basePath: basePath())
        }
        let watching = rebuild ? "rebuilding on changes to \(content.path)/; " : ""
        say(
            "Serving \(output.path) at http://127.0.0.1:\(server.port)\(server.responder.basePath)"
                + " (\(watching)Ctrl-C to stop)")
        started(server)
        var waited = Duration.zero
        while !stop() {
            try? await Task.sleep(for: .milliseconds(100))
            waited += .milliseconds(100)
            guard rebuild, waited >= pollInterval else { continue }
            waited = .zero
            var current = ContentWatcher.snapshot(of: content, ignoring: ignored)
            guard current != stamps else { continue }
            // Build once the files stop changing (an editor, `git checkout` or a copy may
            // still be writing them; 2 s at most), not on a half-written file.
            for _ in 0..<10 {
                try? await Task.sleep(for: .milliseconds(200))
                let again = ContentWatcher.snapshot(of: content, ignoring: ignored)
                if again == current { break }
                current = again
            }
            let changed = ContentWatcher.changes(from: stamps, to: current)
            stamps = current
            let shown =
                changed.prefix(3).joined(separator: ", ")
                + (changed.count > 3 ? " and \(changed.count - 3) more" : "")
            let reason = "changed: \(shown)"
            let outcome = await builder.build()
            // The new generation first: a page fetched once the line is out is served at it.
            if outcome.siteWritten {
                server.responder = PreviewResponder(root: output, basePath: basePath())
                server.events.siteChanged()
            } else {
                server.events.rebuildFailed(outcome.failureSummary(reason: reason))
            }
            say(outcome.report(reason: reason))
        }
        await server.stop()
        say("Stopped.")
    }

    /// The site's `base_url` path from `site.md` (`/` when it cannot be read). Only that file
    /// is read here: the rest of the content is parsed by the builds, in their own process.
    func basePath() -> String {
        ContentLoader.loadSettings(from: buildOptions.contentDirectory).baseURL
    }
}

/// Runs `hindex-site build` in a child process and reports how it ended.
///
/// The child gets the preview's content, output and cache folders, `--offline` unless the
/// preview is online, and the environment of the server; its standard output and error go
/// to temporary files (no pipe can fill up). A child still running after ``timeLimit`` is
/// stopped (SIGTERM, then SIGKILL) and reported as hanging.
public struct SiteBuilder: Sendable {
    /// The `hindex-site` executable.
    public var executable: URL
    /// The options the arguments are made from.
    public var options: BuildOptions
    /// The longest a build may take.
    public var timeLimit: Duration = .seconds(600)

    /// Creates a builder running `executable`.
    public init(executable: URL, options: BuildOptions) {
        self.executable = executable
        self.options = options
    }

    /// The arguments after the executable: `build --content … --output … [--cache …]
    /// [--offline]`.
    public var arguments: [String] {
        var arguments = [
            "build", "--content", options.contentDirectory.path, "--output",
            options.outputDirectory.path,
        ]
        if let cache = options.cacheDirectory { arguments += ["--cache", cache.path] }
        if options.offline { arguments.append("--offline") }
        return arguments
    }

    /// How a build ended.
    public struct Outcome: Sendable, Equatable {
        /// How the child ended.
        public enum Ending: Sendable, Equatable {
            /// It exited with this status.
            case exited(Int32)
            /// It was killed by this signal (a crash: SIGSEGV, SIGILL, SIGTRAP, SIGABRT …).
            case signal(Int32)
            /// It could not be started.
            case notStarted(String)
            /// It ran longer than the time limit and was stopped.
            case timedOut
        }

        /// How the child ended.
        public var ending: Ending
        /// The summary line (`Built 13 pages for 5 scientists into site/ (…)`), printed once
        /// the new site is in place; `nil` when the build did not get that far.
        public var summary: String?
        /// Its standard error without the progress lines: findings, warnings, errors.
        public var messages: [String]
        /// The wall time.
        public var duration: Duration

        /// Whether a new site was written (also when `build` exited 1 because sources were
        /// missing from the cache or no scientist has data: the site is there, and says so).
        public var siteWritten: Bool {
            if case .exited = ending { return summary != nil }
            return false
        }

        /// The line for the terminal, and the messages indented below it.
        public func report(reason: String) -> String {
            let milliseconds =
                duration.components.seconds * 1000
                + duration.components.attoseconds / 1_000_000_000_000_000
            var lines: [String]
            var details = messages
            if let summary, siteWritten {
                let what = summary.hasPrefix("Built ") ? String(summary.dropFirst(6)) : summary
                lines = ["Rebuilt (\(reason)) in \(milliseconds) ms: \(what)"]
            } else {
                lines = [failureSummary(reason: reason) + "; still serving the previous site"]
                // The error in the first line is not repeated below it.
                if let error = firstError, let index = details.firstIndex(of: error) {
                    details.remove(at: index)
                }
            }
            lines += details.map { "  " + $0 }
            return lines.joined(separator: "\n")
        }

        /// One line saying why the build failed.
        public func failureSummary(reason: String) -> String {
            switch ending {
            case .exited(let status):
                return "Rebuild failed (\(reason)): \(firstError ?? "exit status \(status)")"
            case .signal(let number):
                return
                    "Rebuild crashed (\(reason)): the build was killed by signal \(number)"
                    + (Self.signalNames[number].map { " (\($0))" } ?? "")
            case .notStarted(let why):
                return "Rebuild failed (\(reason)): the build could not start: \(why)"
            case .timedOut:
                return "Rebuild failed (\(reason)): the build ran too long and was stopped"
            }
        }

        /// The first `error:` line of the build's messages.
        var firstError: String? { messages.first { $0.hasPrefix("error:") } }

        static let signalNames: [Int32: String] = [
            SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGBUS: "SIGBUS", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGINT: "SIGINT",
            SIGFPE: "SIGFPE",
        ]
    }

    /// Why a temporary folder could not be made.
    struct TemporaryFolderError: Error, CustomStringConvertible {
        var description: String
    }

    /// A new folder for one build's output files: `mkdtemp(3)` in the temporary directory,
    /// named from the system's random source and created only if the name is new, readable by
    /// this user alone (never a predictable name another user could have made first: out of
    /// file descriptors, `UUID()` gave all zeros).
    static func makeBuildFolder() throws(TemporaryFolderError) -> URL {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array((base + "/hindex-serve-build-XXXXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let start = buffer.baseAddress else { return false }
            return mkdtemp(start) != nil
        }
        guard made else {
            throw TemporaryFolderError(
                description: "cannot create a temporary folder in \(base): "
                    + String(cString: strerror(errno)))
        }
        let path = String(
            decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Runs one build and waits for it.
    public func build() async -> Outcome {
        let start = ContinuousClock.now
        func outcome(_ ending: Outcome.Ending, out: Data = Data(), err: Data = Data()) -> Outcome {
            let summary = String(decoding: out, as: UTF8.self).split(separator: "\n")
                .last { $0.hasPrefix("Built ") }.map(String.init)
            return Outcome(
                ending: ending, summary: summary, messages: Self.messages(err),
                duration: ContinuousClock.now - start)
        }
        let folder: URL
        do {
            folder = try Self.makeBuildFolder()
        } catch {
            return outcome(.notStarted(error.description))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
            FileManager.default.createFile(atPath: errURL.path, contents: nil),
            let out = try? FileHandle(forWritingTo: outURL),
            let err = try? FileHandle(forWritingTo: errURL)
        else { return outcome(.notStarted("cannot create files in \(folder.path)")) }
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let ended = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in
            ended.continuation.yield()
            ended.continuation.finish()
        }
        do {
            try process.run()
        } catch {
            return outcome(.notStarted("\(executable.path): \(error)"))
        }
        let limit = timeLimit
        let pid = process.processIdentifier
        let stopped = Locked(false)
        let watchdog = Task {
            try await Task.sleep(for: limit)
            stopped.set(true)
            kill(pid, SIGTERM)
            try await Task.sleep(for: .seconds(5))
            kill(pid, SIGKILL)
        }
        for await _ in ended.stream {}
        watchdog.cancel()
        let timedOut = stopped.get()
        let data = (try? Data(contentsOf: outURL)) ?? Data()
        let errors = (try? Data(contentsOf: errURL)) ?? Data()
        if timedOut { return outcome(.timedOut, out: data, err: errors) }
        switch process.terminationReason {
        case .uncaughtSignal:
            return outcome(.signal(process.terminationStatus), out: data, err: errors)
        default:
            return outcome(.exited(process.terminationStatus), out: data, err: errors)
        }
    }

    /// The lines of a build's standard error that say something: not the step timings
    /// (`[3/9] fetch (12 ms)`) nor the fetch progress (`  fetch 2/5 ada: …`).
    static func messages(_ data: Data) -> [String] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter {
            line in
            if line.trimmingCharacters(in: .whitespaces).isEmpty { return false }
            if line.hasPrefix("  fetch ") || line.hasPrefix("  crossref: ") { return false }
            if line.hasPrefix("["), let close = line.firstIndex(of: "]"),
                line[line.index(after: line.startIndex)..<close].allSatisfy({
                    $0.isNumber || $0 == "/"
                })
            {
                return false
            }
            return true
        }
    }
}

/// Detects changes in a folder by polling: each file's modification time and size.
public enum ContentWatcher {
    /// Modification time and size of one file.
    public struct Stamp: Sendable, Hashable {
        /// Seconds since 1970, with the file system's precision.
        public var modified: Double
        /// Size in bytes.
        public var size: Int
    }

    /// Every file under `folder` by relative path; hidden files and folders, and the folder
    /// `ignoring` (relative to `folder`), are skipped.
    public static func snapshot(of folder: URL, ignoring: String? = nil) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let root = folder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return stamps }
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if let ignoring, relative == ignoring || relative.hasPrefix(ignoring + "/") {
                continue
            }
            guard let attributes = enumerator.fileAttributes,
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            stamps[relative] = Stamp(modified: modified, size: size)
        }
        return stamps
    }

    /// The path of `inner` relative to `outer` when it lies inside it (`nil` otherwise).
    public static func relativePath(of inner: URL, inside outer: URL) -> String? {
        let innerPath = inner.standardizedFileURL.path
        var outerPath = outer.standardizedFileURL.path
        if !outerPath.hasSuffix("/") { outerPath += "/" }
        guard innerPath.hasPrefix(outerPath) else { return nil }
        let relative = String(innerPath.dropFirst(outerPath.count))
        return relative.isEmpty ? nil : relative
    }

    /// The paths added, removed or changed between two snapshots, sorted.
    public static func changes(from old: [String: Stamp], to new: [String: Stamp]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }
}

/// A value behind a lock, for sharing between tasks and callbacks.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) { mutex = Mutex(value) }

    func get() -> Value { mutex.withLock { $0 } }

    func set(_ value: Value) { mutex.withLock { $0 = value } }
}
