import ArgumentParser
import Foundation
import HIndexCore
import HIndexSite

extension SiteInit.CI: ExpressibleByArgument {}

/// `hindex-site init`: writes a new site repository into a folder.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site: content, an example scientist, a README and a CI workflow.",
        discussion: """
            Writes content/site.md, one department, one fictional example scientist with a \
            saved Google Scholar page (so `hindex-site build --offline` works at once), \
            .gitignore (site/, .hindex/), a README for the department's editors, and with \
            --ci github (the default) .github/workflows/hindex-site.yml, with --ci gitlab \
            .gitlab-ci.yml: on every push to main and on a schedule, CI builds hindex-site \
            from --tool-repository at --tool-ref, builds the site with the .hindex cache kept \
            between runs, and publishes it on GitHub or GitLab Pages. A folder that holds \
            anything but .git is refused unless --force. Makes no network request.
            """
    )

    @Argument(
        help: ArgumentHelp("The folder of the new site (created when missing).", valueName: "dir"))
    var directory: String

    @Option(name: .long, help: "The site's title.")
    var title: String = "Research Metrics"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The path the site is served under (/metrics/) or its full URL "
                + "(https://www.example.edu/metrics/, which also gives a sitemap.xml).",
            valueName: "url"))
    var baseURL: String = "/"

    @Option(name: .long, help: "The name of the department.")
    var department: String = "Example Department"

    @Option(name: .long, help: "An e-mail address for the HTTP User-Agent (contact: in site.md).")
    var contact: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The pages' language (language: in site.md): "
                + SiteLanguage.availableTags + ".",
            valueName: "tag"))
    var language: String?

    @Option(name: .long, help: "The CI file to write: github, gitlab or none.")
    var ci: SiteInit.CI = .github

    @Option(
        name: .long,
        help: ArgumentHelp("The git repository CI builds hindex-site from.", valueName: "url"))
    var toolRepository: String = SiteInit.defaultToolRepository

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The hindex-site tag or commit CI builds (default: this version's tag).",
            valueName: "ref"))
    var toolRef: String = "v" + SiteInit.toolVersion

    @Flag(help: "Write into a folder that is not empty (files of the same name are replaced).")
    var force = false

    func run() throws {
        let request = SiteInit(
            title: title, baseURL: baseURL, department: department, contact: contact,
            language: language, ci: ci,
            toolRepository: toolRepository, toolRef: toolRef)
        let written: SiteInit.Written
        do {
            written = try request.write(
                into: URL(fileURLWithPath: directory, isDirectory: true), force: force)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        print("Created a new site in \(directory)/:")
        for path in written.paths { print("  \(path)") }
        print(
            """

            Next: cd \(directory) && hindex-site build --offline && hindex-site serve
            Then add your scientists (hindex-site new "Full Name" --department …) and delete \
            the example, content/scientists/\(SiteInit.exampleSlug).md.
            """)
    }
}
