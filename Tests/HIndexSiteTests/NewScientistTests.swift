import Foundation
import HIndexCore
import HIndexSite
import HIndexSources
import Testing

/// `hindex-site new`: the written file is valid content that says what was asked.
@Suite struct NewScientistTests {
    @Test func writesAFileThatLoadsBackExactly() throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appendingPathComponent("content")
        let hostile = "O'Brien: \"Ada\" # not a comment \\ {x} - [y] &z *w*"
        let request = NewScientist(
            name: hostile, departments: ["Computer Science", "Math: Applied"],
            slug: "ada-obrien",
            scholar: "https://scholar.google.com/citations?user=kL3b0pMAAAAJ&hl=en",
            openAlex: "A5023888391", orcid: "0000-0002-1825-0097", dblp: "k/RichardMKarp",
            homepage: "https://example.edu/~ada/publications.html")
        let written = try request.write(contentFolder: content)
        #expect(written.relativePath == "scientists/ada-obrien.md")
        #expect(written.newDepartments == ["Computer Science", "Math: Applied"])
        let (loaded, findings) = ContentLoader.load(from: content)
        #expect(findings.filter(\.isError).isEmpty, "\(findings)")
        let entry = try #require(loaded.scientists.first)
        #expect(entry.slug == "ada-obrien")
        #expect(entry.name == hostile)
        #expect(entry.departments == ["Computer Science", "Math: Applied"])
        #expect(entry.scholar == .id("kL3b0pMAAAAJ"))
        #expect(entry.openAlex?.rawValue == "A5023888391")
        #expect(entry.orcid?.rawValue == "0000-0002-1825-0097")
        #expect(entry.dblp?.rawValue == "k/RichardMKarp")
        #expect(entry.homepage == .url("https://example.edu/~ada/publications.html"))
        // The bio shows the name as written.
        let html = Markdown.html(entry.bioMarkdown)
        #expect(html.contains("# not a comment \\ {x} - [y] &amp;z *w* is a member"), "\(html)")
        #expect(html.contains("*w*"))
    }

    /// `--source KEY=VALUE` takes every citation source of the registry (issue 28: `new`
    /// had flags for three of seven sources): a saved file where the source has a saved form, an
    /// identifier otherwise; the file loads back with the source, and a key that is no
    /// source, a source given twice and an empty value are refused naming `--source`.
    @Test func everyCitationSourceOfTheRegistryCanBeGiven() throws {
        // Sources without a saved form need an identifier; a new one must be added here.
        let identifiers = ["scholar_search": "Ada Quispe"]
        for descriptor in CitationSources.all {
            let folder = try TemporaryFolder()
            let content = folder.url.appendingPathComponent("content")
            let value: String
            if descriptor.parseSaved != nil {
                value = "snapshots/\(descriptor.key).json"
                try folder.write("content/" + value, "{}")
            } else {
                value = try #require(
                    identifiers[descriptor.key], "no sample identifier for \(descriptor.key)")
            }
            var request = NewScientist(name: "Ada Quispe", departments: ["Physics"])
            request.sources = [NewScientist.Source(key: descriptor.key, value: value)]
            let text = try request.fileText(contentFolder: content)
            #expect(text.contains("\n\(descriptor.key): \"\(value)\"\n"), "\(text)")
            #expect(!text.contains("No citation source yet"), "\(descriptor.key)")
            _ = try request.write(contentFolder: content)
            let (loaded, findings) = ContentLoader.load(from: content)
            #expect(findings.filter(\.isError).isEmpty, "\(descriptor.key): \(findings)")
            let entry = try #require(loaded.scientists.first)
            #expect(entry.citationReference(descriptor.key)?.rawValue == value, "\(descriptor.key)")
        }
        #expect(NewScientist.sourceKeys == CitationSources.keys)
        let folder = try TemporaryFolder()
        let content = folder.url.appendingPathComponent("content")
        for (sources, message) in [
            ([NewScientist.Source(key: "wos", value: "1")], "'wos' is no citation source"),
            (
                [
                    NewScientist.Source(key: "inspire", value: "E.Witten.1"),
                    NewScientist.Source(key: "inspire", value: "E.Witten.2"),
                ], "inspire is given twice"
            ),
            ([NewScientist.Source(key: "inspire", value: " ")], "inspire has no value"),
        ] {
            var request = NewScientist(name: "Ada Quispe", departments: ["Physics"])
            request.sources = sources
            #expect {
                try request.fileText(contentFolder: content)
            } throws: { error in
                let failure = error as? NewScientist.Failure
                return failure?.subject == "--source"
                    && failure?.message.contains(message) == true
            }
        }
        #expect(
            NewScientist.Source(argument: "semantic_scholar=1792904")?.key == "semantic_scholar")
        #expect(NewScientist.Source(argument: "no-equals") == nil)
    }

    @Test func slugComesFromTheName() throws {
        #expect(
            try NewScientist(name: "Jürgen Schmidhuber", departments: ["AI"]).resolvedSlug()
                == "jurgen-schmidhuber")
        #expect(throws: NewScientist.Failure.self) {
            try NewScientist(name: "王力", departments: ["AI"]).resolvedSlug()
        }
        #expect(throws: NewScientist.Failure.self) {
            try NewScientist(name: "X", departments: ["AI"], slug: "../evil").resolvedSlug()
        }
    }

    @Test func refusesToOverwriteUnlessForced() throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appendingPathComponent("content")
        try folder.write("content/scientists/ada-quispe.md", "---\nname: Keep Me\n---\n")
        let request = NewScientist(name: "Ada Quispe", departments: ["CS"])
        do {
            _ = try request.write(contentFolder: content)
            Issue.record("an existing file was replaced")
        } catch {
            #expect(error.subject == "scientists/ada-quispe.md")
            #expect(error.message.contains("--force"))
        }
        #expect(try folder.read("content/scientists/ada-quispe.md").contains("Keep Me"))
        _ = try request.write(contentFolder: content, force: true)
        #expect(
            try folder.read("content/scientists/ada-quispe.md").contains("name: \"Ada Quispe\""))
    }

    @Test func rejectsBadIdentifiersWithTheLoadersMessages() throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appendingPathComponent("content")
        let cases: [(NewScientist, String)] = [
            (
                NewScientist(name: "A B", departments: ["CS"], orcid: "0000-0002-1825-0098"),
                "--orcid"
            ),
            (NewScientist(name: "A B", departments: ["CS"], scholar: "kL3b0pMAAJ"), "--scholar"),
            (
                NewScientist(name: "A B", departments: ["CS"], homepage: "example.edu/pubs"),
                "--homepage"
            ),
            (
                NewScientist(name: "A B", departments: ["CS"], scholar: "../../etc/passwd.html"),
                "--scholar"
            ),
            (NewScientist(name: "A\nB", departments: ["CS"]), "name"),
            (NewScientist(name: "A B", departments: [" "]), "--department"),
        ]
        for (request, subject) in cases {
            do {
                _ = try request.write(contentFolder: content)
                Issue.record("accepted \(request)")
            } catch {
                #expect(error.subject == subject, "\(error)")
            }
        }
        #expect(!folder.exists("content/scientists/a-b.md"))
    }

    @Test func theCommandWritesAFileThatCheckAccepts() throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appendingPathComponent("content").path
        try folder.write("content/site.md", "---\ntitle: T\n---\n")
        let cli = CommandLineTests()
        let made = try cli.run([
            "new", "Grace Hopper", "--department", "Computer Science", "--orcid",
            "0000-0002-1825-0097", "--content", content,
        ])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("scientists/grace-hopper.md"))
        let check = try cli.run(["check", "--content", content])
        #expect(check.status == 0, "\(check.stderr)")
        let again = try cli.run(["new", "Grace Hopper", "--department", "CS", "--content", content])
        #expect(again.status != 0)
        #expect(again.stderr.contains("already exists"))
        let bad = try cli.run([
            "new", "Alan Turing", "--department", "CS", "--scholar", "nope", "--content", content,
        ])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--scholar"))
        #expect(!folder.exists("content/scientists/alan-turing.md"))
    }
}
