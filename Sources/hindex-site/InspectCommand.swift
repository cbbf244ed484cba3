import ArgumentParser
import Foundation
import HIndexCore
import HIndexSite
import HIndexSources

/// `hindex-site inspect <source> <file>`: parse one saved page and show what was extracted.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Parse one saved page or response and print what was extracted.",
        discussion: """
            For debugging a layout change or a blocked page. Exits non-zero with a clear \
            message when the page is blocked (captcha), unreadable or not understood. \
            `inspect homepage` learns the page's layout from known titles, as the build does \
            with the titles of the citation source.
            """
    )

    @Argument(help: "What the file is (one of the values below).")
    var kind: Inspection.Kind

    @Argument(help: "The saved page or response.")
    var file: String

    @Flag(help: "Print one JSON object instead of a summary.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "For homepage: a file with one known title per line (e.g. from the citation source).",
            valueName: "file"))
    var knownTitles: String?

    @Option(help: "For homepage: the title similarity threshold, 0…1.")
    var threshold: Double = SimilarityThresholds.standard.title

    func validate() throws {
        if kind == .homepage && knownTitles == nil {
            throw ValidationError(
                "inspect homepage needs --known-titles FILE: the page's layout is learned from titles it should contain"
            )
        }
        guard (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be between 0 and 1")
        }
    }

    func run() throws {
        let data: Data
        guard FileManager.default.fileExists(atPath: file) else {
            printError("error: \(file): file not found")
            throw ExitCode.failure
        }
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            printError("error: cannot read \(file): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        var titles: [String] = []
        if kind == .homepage {
            do {
                titles = try String(contentsOfFile: knownTitles ?? "", encoding: .utf8)
                    .split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace() }
                    .filter { !$0.isEmpty }
            } catch {
                printError(
                    "error: cannot read the known titles \(knownTitles ?? ""): \(error.localizedDescription)"
                )
                throw ExitCode.failure
            }
        }
        do {
            print(
                try Inspection.report(
                    kind: kind, data: data, origin: file, json: json, knownTitles: titles,
                    threshold: threshold))
        } catch {
            printError("error: \(error)")
            if let diagnosis = Inspection.diagnosis(
                of: error, kind: kind, data: data, origin: file, json: json, knownTitles: titles,
                threshold: threshold)
            {
                print(diagnosis)
            }
            throw ExitCode.failure
        }
    }
}

extension Inspection.Kind: ExpressibleByArgument {}
