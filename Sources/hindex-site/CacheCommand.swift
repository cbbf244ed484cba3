import ArgumentParser
import Foundation
import HIndexSite

/// `hindex-site cache stats|prune|clear`: look after the build cache.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show, prune or clear the build cache (.hindex/cache.sqlite).",
        discussion: """
            The cache holds the raw responses of every fetch (URL, status, fetch time, \
            content hash), the records parsed from them, the refresh status of each source, \
            what the last build produced (for incremental builds) and the metrics history. \
            It lives in .hindex/ beside the content folder unless --cache names another \
            folder. `build --offline` builds from it alone.
            """,
        subcommands: [Stats.self, Prune.self, Clear.self]
    )

    /// `--content` / `--cache`: where the cache is.
    struct Location: ParsableArguments {
        @Option(
            name: .long,
            help: ArgumentHelp(
                "The content folder; the cache is .hindex/ beside it.", valueName: "dir"))
        var content: String = "content"

        @OptionGroup var cacheOptions: CacheOptions

        var maintenance: CacheMaintenance {
            CacheMaintenance(
                directory: cacheOptions.cacheURL
                    ?? BuildOptions.defaultCacheDirectory(
                        forContent: URL(fileURLWithPath: content, isDirectory: true)))
        }
    }

    /// `cache stats`.
    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print what the cache holds: responses, parsed records, history rows.")

        @OptionGroup var location: Location

        func run() async throws {
            try await report { try await location.maintenance.stats() }
        }
    }

    /// `cache prune`.
    struct Prune: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete responses older than some days, keeping the newest of each URL.",
            discussion: """
                The newest response of every URL, the parsed records and the metrics history \
                are always kept, so offline builds keep working. Also removes the \
                incremental-build records of output folders that no longer exist.
                """)

        @OptionGroup var location: Location

        @Option(
            help: ArgumentHelp(
                "Delete responses fetched more than this many days ago.", valueName: "days"))
        var olderThan: Double = 30

        func validate() throws {
            guard olderThan >= 0 else { throw ValidationError("--older-than must be 0 or more") }
        }

        func run() async throws {
            try await report { try await location.maintenance.prune(olderThanDays: olderThan) }
        }
    }

    /// `cache clear`.
    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete everything in the cache; the next build fetches everything again.")

        @OptionGroup var location: Location

        @Flag(help: "Keep the metrics history.")
        var keepHistory = false

        func run() async throws {
            try await report { try await location.maintenance.clear(keepHistory: keepHistory) }
        }
    }
}

/// Prints the lines of `work`, or the error and a failure exit code.
private func report(_ work: () async throws -> [String]) async throws {
    do {
        for line in try await work() { print(line) }
    } catch {
        printError("error: \(error)")
        throw ExitCode.failure
    }
}
