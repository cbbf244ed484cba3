import ArgumentParser
import Foundation
import HIndexCore
import HIndexSite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `hindex-site build`: content → site.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the static site from the content folder.",
        discussion: """
            Validates the content first and refuses to start when it has errors. Sources \
            given by id or URL (Google Scholar, OpenAlex, Semantic Scholar, ORCID, DBLP, \
            homepages, Crossref) are fetched politely (per-host spacing, retries, \
            Retry-After) through the cache in .hindex/ beside the content folder, and reused \
            while fresh (sources.<name>.ttl_days in site.md, 7 days by default; Crossref 90). \
            A failed fetch keeps the last good copy and the page says "stale since …". \
            Base URLs can be overridden with HINDEX_SCHOLAR_URL and friends. \
            Scientists whose content and data did not change are not rendered again. The \
            site is written into a temporary folder and swapped in at the end, so an \
            interrupted build never leaves a half-written site; the same content and cache \
            give byte-identical files.
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var outputOptions: OutputOptions

    @Option(
        name: .long, help: ArgumentHelp("The output folder, replaced as a whole.", valueName: "dir")
    )
    var output: String = "site"

    @OptionGroup var cacheOptions: CacheOptions

    @Flag(help: "Use only the cache and saved pages: make no request; name what is missing.")
    var offline = false

    @Flag(help: "Fetch every source again, however fresh its cached copy is.")
    var refresh = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also write a report for the site's maintainer (Markdown: warnings, notes kept off "
                + "the public pages) to this file, outside the site.", valueName: "file"))
    var report: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "How many scientists are parsed and rendered at once (default: the number of cores); "
                + "the site does not depend on it.", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if offline && refresh {
            throw ValidationError("--offline and --refresh cannot be combined")
        }
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs must be at least 1 (got \(jobs))")
        }
    }

    func run() async throws {
        var options = BuildOptions(
            contentDirectory: contentOptions.contentURL,
            outputDirectory: URL(fileURLWithPath: output, isDirectory: true),
            verbosity: outputOptions.verbosity,
            cacheDirectory: cacheOptions.cacheURL,
            offline: offline, refresh: refresh,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        options.keepsUnchangedSite = true
        let state: BuildState
        do {
            state = try await Pipeline.build(options: options, log: Terminal.buildLog())
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        let summary = state.summary
        // --quiet: errors and the summary only.
        if outputOptions.verbosity > .quiet {
            for finding in summary.findings { printError(finding) }
            for problem in summary.problems { printError("warning: \(problem)") }
        }
        if !summary.missingOffline.isEmpty {
            printError(
                "error: --offline: \(summary.missingOffline.count) source"
                    + "\(summary.missingOffline.count == 1 ? " is" : "s are") not in the cache "
                    + "(build once without --offline to fetch them):")
            for item in summary.missingOffline { printError("  \(item)") }
        }
        if !summary.keptOffline.isEmpty, outputOptions.verbosity > .quiet {
            printError(
                "warning: --offline: \(summary.keptOffline.count) source"
                    + "\(summary.keptOffline.count == 1 ? " is" : "s are") not in the cache; "
                    + "their scientists keep the previous build's pages and figures (build "
                    + "once without --offline to fetch them):")
            for item in summary.keptOffline { printError("  \(item)") }
        }
        print(InvisibleControls.visibleOnConsole(line(summary)))
        if let report {
            do {
                try Data(summary.maintainerReport.utf8).write(
                    to: URL(fileURLWithPath: report), options: .atomic)
            } catch {
                printError(
                    "error: cannot write the report to \(report): \(error.localizedDescription)")
                throw ExitCode.failure
            }
        }
        if summary.noScientistHasData {
            let count = summary.scientists
            printError(
                "error: no scientist has citation data: "
                    + (count == 1
                        ? "the citation source of the one scientist failed or is missing "
                        : "the citation sources of all \(count) scientists failed or are missing ")
                    + (outputOptions.verbosity > .quiet
                        ? "(see the warnings above)" : "(run without --quiet to see why)"))
        }
        // The site was written, but without the data that is missing from the cache, or
        // without any data at all.
        if !summary.missingOffline.isEmpty || summary.noScientistHasData { throw ExitCode.failure }
    }

    /// `Built 13 pages for 5 scientists into site/ (4 unchanged, 1 rendered; 3 requests)`.
    func line(_ summary: BuildSummary) -> String {
        let scientists = summary.scientists
        let unchanged = summary.unchanged
        let noun = scientists == 1 ? "scientist" : "scientists"
        var text = "Built \(summary.pages) pages for \(scientists) \(noun) into \(output)/"
        var details = [
            unchanged == scientists && summary.renderedFiles == 0
                ? "all \(unchanged) unchanged, nothing rendered"
                : "\(unchanged) unchanged, \(scientists - unchanged) rendered"
        ]
        if summary.requests > 0 || summary.cachedPages > 0 {
            details.append(
                "\(summary.requests) request\(summary.requests == 1 ? "" : "s")"
                    + (summary.cachedPages > 0
                        ? ", \(summary.cachedPages) page\(summary.cachedPages == 1 ? "" : "s") from the cache"
                        : ""))
        }
        let failed = summary.withoutCitationData
        if failed > 0 {
            // --quiet hides the warnings that say why.
            details.append(
                "\(failed) without citation data: "
                    + (outputOptions.verbosity > .quiet
                        ? "see the warnings above" : "run without --quiet to see why"))
        }
        // A list that could not be read changes no metrics, so only its warning tells.
        let unread = summary.unreadLists
        if unread > 0 {
            details.append(
                "\(unread) publication list\(unread == 1 ? "" : "s") not read: "
                    + (outputOptions.verbosity > .quiet
                        ? "see the warnings above" : "run without --quiet to see why"))
        }
        text += " (" + details.joined(separator: "; ") + ")"
        return text
    }
}

/// Standard error as the build's log: whole lines, plus a live status line when it is a
/// terminal and not in CI.
enum Terminal {
    /// Whether standard error is an interactive terminal outside CI.
    static var isInteractive: Bool {
        let ci = ProcessInfo.processInfo.environment["CI"] ?? ""
        return isatty(STDERR_FILENO) == 1 && (ci.isEmpty || ci == "false" || ci == "0")
    }

    /// The log for a build: lines to standard error; a status line redrawn in place on a
    /// terminal (cut to the terminal's width, from `COLUMNS`, 80 by default).
    static func buildLog() -> BuildLog {
        guard isInteractive else { return BuildLog(line: printError) }
        let columns = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
        let clear = "\r\u{1B}[2K"
        // The line's own controls are written out before the log's clear-line sequence.
        return BuildLog(
            line: { line in
                let shown = InvisibleControls.visibleOnConsole(line)
                FileHandle.standardError.write(Data((clear + shown + "\n").utf8))
            },
            status: { text in
                let cut = String(
                    InvisibleControls.visibleOnConsole(text).prefix(max(10, columns - 1)))
                FileHandle.standardError.write(Data((clear + cut).utf8))
            })
    }
}
