import ArgumentParser
import Foundation
import HIndexSite

/// `hindex-site check`: validate the content folder without building anything.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the content folder and report every problem at once.",
        discussion: """
            Prints one line per problem as `path:line: key: message` and exits non-zero when \
            any is an error. Makes no network request.
            """
    )

    @OptionGroup var contentOptions: ContentOptions

    func run() throws {
        let (content, findings) = ContentLoader.load(from: contentOptions.contentURL)
        for finding in findings { printError(finding.description) }
        let errors = findings.filter(\.isError).count
        let warnings = findings.count - errors
        if errors > 0 {
            printError(
                "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") in \(contentOptions.content)/"
            )
            throw ExitCode.failure
        }
        print(
            "\(contentOptions.content)/ is valid: \(content.scientists.count) scientists, "
                + "\(warnings) warning\(warnings == 1 ? "" : "s")")
    }
}
