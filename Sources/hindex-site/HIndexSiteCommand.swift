import ArgumentParser
import Foundation
import HIndexCore
import HIndexSite

/// `hindex-site`: the command-line entry point. Commands only parse options, call
/// `HIndexSite` and map errors to exit codes.
@main
struct HIndexSiteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hindex-site",
        abstract: "Build a static site of h-index leaderboards from a folder of Markdown files.",
        discussion: """
            A department keeps one Markdown file per scientist under content/scientists/. \
            `hindex-site build` reads each scientist's publications and citation counts, \
            computes the h-index and related metrics, and writes a static site into site/. \
            Fetched data is cached in .hindex/ beside the content folder (`hindex-site cache`).
            """,
        version: versionLine,
        subcommands: [
            InitCommand.self, BuildCommand.self, CheckCommand.self, NewCommand.self,
            ServeCommand.self,
            InspectCommand.self, CacheCommand.self,
        ]
    )
}

extension HIndexSiteCommand {
    /// `--version`: the version and where it was built from, e.g. `0.1.0 (commit 1a2b3c4d5e6f,
    /// from https://github.com/…/hindex-site.git)`; `+ changes` when the working tree had
    /// uncommitted changes.
    static var versionLine: String {
        var parts: [String] = []
        if BuildStamp.commit != "unknown" {
            parts.append(
                "commit \(BuildStamp.commit.prefix(12))" + (BuildStamp.modified ? " + changes" : "")
                    + (BuildStamp.tag.isEmpty ? "" : ", tag \(BuildStamp.tag)"))
        } else {
            parts.append("commit unknown: not built from a git checkout")
        }
        if !BuildStamp.remote.isEmpty {
            // Credentials in a remote URL never reach the screen.
            parts.append("from \(SiteInit.withoutCredentials(BuildStamp.remote))")
        }
        return "\(SiteInit.toolVersion) (\(parts.joined(separator: ", ")))"
    }
}

/// Options shared by the commands that read a content folder.
struct ContentOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The content folder (site.md, scientists/, departments/).", valueName: "dir"))
    var content: String = "content"

    var contentURL: URL { URL(fileURLWithPath: content, isDirectory: true) }
}

/// `--cache`: the cache folder, when not the default `.hindex` beside the content folder.
struct CacheOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The cache folder (default: .hindex beside the content folder).", valueName: "dir"))
    var cache: String?

    var cacheURL: URL? { cache.map { URL(fileURLWithPath: $0, isDirectory: true) } }
}

/// `--quiet` / `--verbose`.
struct OutputOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print errors and the final summary only.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print details for every scientist.")
    var verbose = false

    var verbosity: Verbosity { quiet ? .quiet : (verbose ? .verbose : .normal) }
}

/// Writes a line to standard error, its control characters written out
/// (``InvisibleControls/visibleOnConsole(_:)``): messages quote values from content files.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((InvisibleControls.visibleOnConsole(message) + "\n").utf8))
}
