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
            --ci github .github/workflows/hindex-site.yml, with --ci gitlab .gitlab-ci.yml: on \
            every push to main and on a schedule, CI gets hindex-site --tool-ref from \
            --tool-repository (the release binary when the repository is on github.com and \
            its release has one, else built from source), builds the site with the .hindex \
            cache kept between runs, and publishes it on GitHub or GitLab Pages.

            --tool-repository and --tool-ref default to where this hindex-site was built from \
            (`hindex-site --version`): its clone's origin remote when that is a public \
            https:// URL, and the tag on its commit, else the commit. When it knows no such \
            remote (a clone of a local path, an ssh remote, a build outside git), --ci github \
            or gitlab needs --tool-repository and --tool-ref, and without --ci no CI file is \
            written. A folder that holds anything but .git is refused unless --force. Makes \
            no network request.
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

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The CI file to write: github, gitlab or none (default: github when the tool's "
                + "repository is known, else none).",
            valueName: "ci"))
    var ci: SiteInit.CI?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The public git repository CI gets hindex-site from (default: the https origin "
                + "this hindex-site was built from).",
            valueName: "url"))
    var toolRepository: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The hindex-site tag or commit CI uses (default: the tag or commit this "
                + "hindex-site was built from).",
            valueName: "ref"))
    var toolRef: String?

    @Flag(help: "Write into a folder that is not empty (files of the same name are replaced).")
    var force = false

    /// Where this executable was built from, as its build stamp recorded it.
    static var origin: SiteInit.ToolOrigin {
        SiteInit.ToolOrigin(
            commit: BuildStamp.commit, tag: BuildStamp.tag, remote: BuildStamp.remote,
            remoteKind: BuildStamp.remoteKind)
    }

    func run() throws {
        let origin = Self.origin
        let chosen: SiteInit.CI
        var note: String?
        if let ci {
            chosen = ci
        } else {
            let fallback = SiteInit.defaultCI(toolRepository: toolRepository, origin: origin)
            chosen = fallback.ci
            note = fallback.note
        }
        let request = SiteInit(
            title: title, baseURL: baseURL, department: department, contact: contact,
            language: language, ci: chosen,
            toolRepository: toolRepository, toolRef: toolRef, origin: origin)
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
        if let note { print("\nNote: \(note).") }
        print(
            """

            Next: cd \(directory) && hindex-site build --offline && hindex-site serve
            Then add your scientists (hindex-site new "Full Name" --department …) and delete \
            the example, content/scientists/\(SiteInit.exampleSlug).md.
            """)
    }
}
