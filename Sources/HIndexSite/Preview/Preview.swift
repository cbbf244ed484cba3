import Foundation
import Synchronization

/// `hindex-site serve`: builds the site, serves it on 127.0.0.1, and rebuilds it whenever
/// a file under the content folder changes (modification times and sizes polled every
/// second), printing one line per rebuild.
///
/// Rebuilds use the cache only (`--offline`) unless `online` is set, so editing a file
/// never sends requests to Google Scholar in a loop; sources missing from the cache are
/// named, as `build --offline` does. A failed rebuild keeps serving the previous site.
public struct Preview: Sendable {
    /// The build options used for every (re)build; `offline` is set from ``online``.
    public var buildOptions: BuildOptions
    /// The port (`0`: chosen by the system).
    public var port: UInt16
    /// Build before serving and rebuild on changes (`false`: serve the folder as it is).
    public var rebuild: Bool
    /// Whether rebuilds may fetch from the network.
    public var online: Bool
    /// How often the content folder is checked for changes.
    public var pollInterval: Duration

    /// Creates a preview.
    public init(
        buildOptions: BuildOptions, port: UInt16 = 8000, rebuild: Bool = true,
        online: Bool = false, pollInterval: Duration = .seconds(1)
    ) {
        self.buildOptions = buildOptions
        self.port = port
        self.rebuild = rebuild
        self.online = online
        self.pollInterval = pollInterval
        self.buildOptions.offline = !online
        self.buildOptions.refresh = false
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
    ///   - stop: returns true once the preview should end (Ctrl-C).
    public func run(
        say: @escaping @Sendable (String) -> Void, stop: @escaping @Sendable () -> Bool
    ) async throws(Failure) {
        let content = buildOptions.contentDirectory
        let output = buildOptions.outputDirectory.standardizedFileURL
        // An output folder inside the content folder must not trigger rebuilds of itself.
        let ignored = ContentWatcher.relativePath(of: output, inside: content)
        var stamps = ContentWatcher.snapshot(of: content, ignoring: ignored)
        if rebuild {
            let result = await build(reason: "initial build", say: say)
            if !result, !FileManager.default.fileExists(atPath: output.path) {
                throw Failure(description: "the first build failed and there is no site to serve")
            }
        } else if !FileManager.default.fileExists(atPath: output.path) {
            throw Failure(
                description: "\(output.path) does not exist: build first, or drop --no-rebuild")
        }
        let server: PreviewServer
        do {
            server = try PreviewServer(
                responder: PreviewResponder(root: output, basePath: basePath()), port: port)
        } catch {
            throw Failure(description: error.description)
        }
        defer { server.stop() }
        let watching = rebuild ? "rebuilding on changes to \(content.path)/; " : ""
        say(
            "Serving \(output.path) at http://127.0.0.1:\(server.port)\(server.responder.basePath)"
                + " (\(watching)Ctrl-C to stop)")
        var waited = Duration.zero
        while !stop() {
            try? await Task.sleep(for: .milliseconds(100))
            waited += .milliseconds(100)
            guard rebuild, waited >= pollInterval else { continue }
            waited = .zero
            let current = ContentWatcher.snapshot(of: content, ignoring: ignored)
            guard current != stamps else { continue }
            let changed = ContentWatcher.changes(from: stamps, to: current)
            stamps = current
            let shown =
                changed.prefix(3).joined(separator: ", ")
                + (changed.count > 3 ? " and \(changed.count - 3) more" : "")
            if await build(reason: "changed: \(shown)", say: say) {
                server.responder = PreviewResponder(root: output, basePath: basePath())
            }
        }
        say("Stopped.")
    }

    /// The site's `base_url` path from the content (`/` when it cannot be read).
    func basePath() -> String {
        ContentLoader.load(from: buildOptions.contentDirectory).content.settings.baseURL
    }

    /// One build; prints `Rebuilt … (reason): N pages, M ms` or the error.
    private func build(reason: String, say: @escaping @Sendable (String) -> Void) async -> Bool {
        var options = buildOptions
        options.verbosity = .quiet
        let start = ContinuousClock.now
        do {
            let state = try await Pipeline.build(options: options, log: BuildLog(line: say))
            let elapsed = ContinuousClock.now - start
            let milliseconds =
                elapsed.components.seconds * 1000
                + elapsed.components.attoseconds / 1_000_000_000_000_000
            let pages = state.outputPaths.filter { $0.hasSuffix(".html") }.count
            var line =
                "Rebuilt (\(reason)): \(pages) pages, \(state.rendered.count) files rendered, "
                + "\(milliseconds) ms"
            if !state.missingOffline.isEmpty {
                line +=
                    "; \(state.missingOffline.count) source(s) not in the cache "
                    + "(run `hindex-site build` once, or serve --online)"
            }
            say(line)
            for problem in state.problems { say("  warning: \(problem)") }
            return true
        } catch {
            say("Rebuild failed (\(reason)): \(error); still serving the previous site")
            return false
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
