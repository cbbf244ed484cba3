import ArgumentParser
import Foundation
import HIndexSite

/// `hindex-site build`: content → site.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the static site from the content folder.",
        discussion: """
            Validates the content first and refuses to start when it has errors. The site is \
            written into a temporary folder and swapped in at the end, so an interrupted \
            build never leaves a half-written site; two builds of the same input produce \
            byte-identical files.
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var outputOptions: OutputOptions

    @Option(name: .long, help: "The output folder, replaced as a whole.")
    var output: String = "site"

    func run() throws {
        let options = BuildOptions(
            contentDirectory: contentOptions.contentURL,
            outputDirectory: URL(fileURLWithPath: output, isDirectory: true),
            verbosity: outputOptions.verbosity)
        let state: BuildState
        do {
            state = try Pipeline.build(options: options, log: printError)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        for finding in state.findings { printError(finding.description) }
        for problem in state.problems { printError("warning: \(problem)") }
        let pages = state.files.keys.filter { $0.hasSuffix(".html") }.count
        let failed = state.reports.filter { $0.source == nil }.count
        var summary =
            "Built \(pages) pages for \(state.reports.count) scientists into \(output)/"
        if failed > 0 { summary += " (\(failed) without citation data: see the warnings)" }
        print(summary)
    }
}
