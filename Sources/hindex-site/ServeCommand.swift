import ArgumentParser
import Dispatch
import Foundation
import HIndexCore
import HIndexSite
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `hindex-site serve`: preview the site on 127.0.0.1 and rebuild it on changes.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site on 127.0.0.1 and rebuild it when the content changes.",
        discussion: """
            Builds the site, serves the output folder at http://127.0.0.1:PORT under the \
            site's base_url path (never on another interface), and rebuilds whenever a file \
            under the content folder changes (checked every second), printing one line per \
            rebuild; open pages reload themselves when a rebuild finishes (a small script \
            the server adds, never in built files). Each build runs as a separate \
            `hindex-site build` process: a failed or crashed build keeps the previous site \
            served. Rebuilds use only the cache and saved pages, like `build --offline`, \
            unless --online is given. GET and HEAD only; a missing page gets 404.html. \
            Ctrl-C stops.
            """
    )

    @OptionGroup var contentOptions: ContentOptions

    @Option(name: .long, help: "The port on 127.0.0.1 (0: any free port).")
    var port: UInt16 = 8000

    @Option(
        name: .long,
        help: ArgumentHelp("The output folder to build into and serve.", valueName: "dir"))
    var output: String = "site"

    @OptionGroup var cacheOptions: CacheOptions

    @Flag(name: .customLong("no-rebuild"), help: "Serve the output folder as it is; never build.")
    var noRebuild = false

    @Flag(help: "Let rebuilds fetch stale sources from the network.")
    var online = false

    @Flag(
        name: .customLong("no-live-reload"),
        help: "Serve the pages byte for byte, without the script that reloads them after a rebuild."
    )
    var noLiveReload = false

    func run() async throws {
        let options = BuildOptions(
            contentDirectory: contentOptions.contentURL,
            outputDirectory: URL(fileURLWithPath: output, isDirectory: true),
            cacheDirectory: cacheOptions.cacheURL)
        let preview = Preview(
            buildOptions: options, executable: Self.executable, port: port, rebuild: !noRebuild,
            online: online, liveReload: !noLiveReload)
        let stopRequested = StopFlag()
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let sources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stopRequested.set() }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        do {
            try await preview.run(say: printLine, stop: { stopRequested.isSet })
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }
}

extension ServeCommand {
    /// This program, run again with `build` for each rebuild: `/proc/self/exe` on Linux (the
    /// file itself, whatever the working folder and `$PATH`), else the bundle's executable.
    static var executable: URL {
        let procSelf = "/proc/self/exe"
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: procSelf) {
            return URL(fileURLWithPath: resolved)
        }
        return Bundle.main.executableURL
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    }
}

/// Set once by the signal handler, read by the preview loop.
final class StopFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    func set() { flag.store(true, ordering: .sequentiallyConsistent) }
    var isSet: Bool { flag.load(ordering: .sequentiallyConsistent) }
}

/// Writes a line to standard output at once (not buffered), so a reader of a pipe sees it.
@Sendable func printLine(_ line: String) {
    FileHandle.standardOutput.write(Data((InvisibleControls.visibleOnConsole(line) + "\n").utf8))
}
