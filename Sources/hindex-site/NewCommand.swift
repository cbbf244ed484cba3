import ArgumentParser
import Foundation
import HIndexSite

/// `hindex-site new`: writes a content file for a new scientist.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Add a scientist: write content/scientists/<slug>.md.",
        discussion: """
            The slug comes from the name (`Jürgen Schmidhuber` → jurgen-schmidhuber) unless \
            --slug is given. Identifiers are checked as `hindex-site check` checks them \
            (a Scholar profile URL is reduced to its user id). An existing file is never \
            replaced without --force. Makes no network request.
            """
    )

    @Argument(help: "The scientist's full name, e.g. \"Ada Quispe\".")
    var name: String

    @Option(
        name: .long,
        help: "Department name (repeat for several), e.g. --department \"Computer Science\".")
    var department: [String] = []

    @Option(name: .long, help: "Google Scholar user id or profile URL.")
    var scholar: String?

    @Option(name: .long, help: "OpenAlex author id, e.g. A5023888391.")
    var openalex: String?

    @Option(name: .long, help: "ORCID iD, e.g. 0000-0002-1825-0097.")
    var orcid: String?

    @Option(name: .long, help: "DBLP person id, e.g. k/RichardMKarp.")
    var dblp: String?

    @Option(name: .long, help: "URL of the scientist's publications page.")
    var homepage: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Any citation source by its front-matter key (repeat for several): "
                + NewScientist.sourceKeys.joined(separator: ", ")
                + ", e.g. --source semantic_scholar=1792904.",
            valueName: "key=value"))
    var source: [String] = []

    @Option(name: .long, help: "The file name without .md (default: made from the name).")
    var slug: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The content folder (site.md, scientists/, departments/).", valueName: "dir"))
    var content: String = "content"

    @Flag(help: "Replace the file if it exists.")
    var force = false

    func validate() throws {
        if department.isEmpty {
            throw ValidationError("give the department with --department \"Name\"")
        }
        for item in source where NewScientist.Source(argument: item) == nil {
            throw ValidationError(
                "--source takes KEY=VALUE, e.g. semantic_scholar=1792904; got '\(item)'")
        }
    }

    func run() throws {
        var request = NewScientist(
            name: name, departments: department, slug: slug, scholar: scholar,
            openAlex: openalex, orcid: orcid, dblp: dblp, homepage: homepage)
        request.sources = source.compactMap(NewScientist.Source.init(argument:))
        let written: NewScientist.Written
        do {
            written = try request.write(
                contentFolder: URL(fileURLWithPath: content, isDirectory: true), force: force)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        print("Wrote \(content)/\(written.relativePath)")
        for name in written.newDepartments {
            printError(
                "note: no other scientist or department file uses the department '\(name)'; "
                    + "check the spelling, or add content/departments/<slug>.md for it")
        }
    }
}
