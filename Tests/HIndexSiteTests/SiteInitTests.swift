import Foundation
import HIndexCore
import HIndexSite
import HIndexTemplates
import Testing

/// `hindex-site init`: the new site builds at once, values are checked and escaped, and a
/// folder with something in it is left alone unless forced.
@Suite struct SiteInitTests {
    /// A title with every YAML and Markdown special character.
    static let hostileTitle = "O'Brien: \"Lab\" # not a comment \\ {x} [y] &z *w* – Ü"

    @Test func initThenAnOfflineBuildGivesTheExampleScientistsHIndex() async throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("new-site")
        let written = try SiteInit(
            title: Self.hostileTitle, baseURL: "https://www.example.edu/metrics/",
            department: "Physics & Astronomy: \"Theory\"", contact: "web@example.edu",
            origin: .released
        ).write(into: site)
        #expect(written.paths.contains("content/site.md"))
        #expect(written.paths.contains(".github/workflows/hindex-site.yml"))
        #expect(written.paths.contains("README.md"))
        let gitignore = try String(
            contentsOf: site.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(gitignore.split(separator: "\n").contains("site/"))
        #expect(gitignore.split(separator: "\n").contains(".hindex/"))

        // The content loads back without a problem and says what was asked.
        let content = site.appendingPathComponent("content")
        let (loaded, findings) = ContentLoader.load(from: content)
        #expect(findings.isEmpty, "\(findings)")
        #expect(loaded.settings.title == Self.hostileTitle)
        #expect(loaded.settings.baseURL == "/metrics/")
        #expect(loaded.settings.contact == "web@example.edu")
        #expect(loaded.departments.map(\.name) == ["Physics & Astronomy: \"Theory\""])
        let scientist = try #require(loaded.scientists.first)
        #expect(loaded.scientists.count == 1)
        #expect(scientist.slug == SiteInit.exampleSlug)
        #expect(scientist.departments == ["Physics & Astronomy: \"Theory\""])

        // `build --offline` inside the folder: the example's saved page gives h = 6.
        let state = try await Pipeline.build(
            options: BuildOptions(
                contentDirectory: content, outputDirectory: site.appendingPathComponent("site"),
                verbosity: .quiet, offline: true, environment: [:]))
        #expect(state.missingOffline.isEmpty, "\(state.missingOffline)")
        #expect(!state.noScientistHasData)
        let report = try #require(state.reports.first)
        #expect(report.source != nil, "\(report.notices)")
        #expect(report.metrics.hIndex == 6)
        #expect(report.metrics.citations == 139)
        #expect(report.metrics.i10Index == 4)
        #expect(report.metrics.papers == 10)
        // Built beside the content, with its cache in .hindex/ as a user's build would.
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".hindex").path))
        let index = try String(
            contentsOf: site.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(index.contains("scientists/\(SiteInit.exampleSlug)/"))
        #expect(index.contains("O&#39;Brien") || index.contains("O'Brien"))
        let json = try JSONSerialization.jsonObject(
            with: Data(
                contentsOf: site.appendingPathComponent(
                    "site/data/scientists/\(SiteInit.exampleSlug).json")))
        let metrics = try #require((json as? [String: Any])?["metrics"] as? [String: Any])
        #expect(metrics["h_index"] as? Int == 6)
        // A full base_url gives a sitemap.
        #expect(
            FileManager.default.fileExists(
                atPath: site.appendingPathComponent("site/sitemap.xml").path))
    }

    @Test(arguments: SiteInit.CI.allCases) func everyCIChoiceWritesItsFileOnly(ci: SiteInit.CI)
        throws
    {
        let folder = try TemporaryFolder()
        let written = try SiteInit(ci: ci, origin: .released).write(into: folder.url)
        let github = written.paths.contains(".github/workflows/hindex-site.yml")
        let gitlab = written.paths.contains(".gitlab-ci.yml")
        #expect(github == (ci == .github))
        #expect(gitlab == (ci == .gitlab))
        #expect(folder.exists(".github/workflows/hindex-site.yml") == github)
        #expect(folder.exists(".gitlab-ci.yml") == gitlab)
        let readme = try folder.read("README.md")
        #expect(readme.contains("## Adding a scientist"))
        #expect(
            readme.contains("hindex-site new \"Grace Hopper\" --department 'Example Department'"))
        #expect(readme.contains("## Publishing"))
        #expect(readme.contains("GitHub Pages") == (ci == .github))
        #expect(readme.contains("GitLab Pages") == (ci == .gitlab))
    }

    @Test func aFolderThatIsNotEmptyIsRefusedUnlessForced() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes.txt", "keep me")
        do {
            _ = try SiteInit(origin: .released).write(into: folder.url)
            Issue.record("a folder with notes.txt in it was written into")
        } catch {
            #expect(error.subject == folder.url.path)
            #expect(error.message.contains("is not empty (it holds notes.txt)"), "\(error)")
            #expect(error.message.contains("--force"))
        }
        #expect(!folder.exists("content"))
        #expect(!folder.exists("README.md"))

        try folder.write("README.md", "old readme")
        let written = try SiteInit(origin: .released).write(into: folder.url, force: true)
        #expect(written.paths.contains("README.md"))
        #expect(try folder.read("notes.txt") == "keep me")
        #expect(try folder.read("README.md") != "old readme")
        #expect(folder.exists("content/site.md"))
    }

    /// `--force` into a folder whose `content` or `.github/workflows` is a link to another
    /// folder writes nothing there, nor anywhere (issue 31, case 7).
    @Test(arguments: ["content", ".github/workflows", "README.md"])
    func forceNeverWritesThroughASymbolicLink(link: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("outside/keep.txt", "outside")
        try folder.write("site/notes.txt", "keep me")
        let linkURL = folder.url.appendingPathComponent("site/\(link)")
        try FileManager.default.createDirectory(
            at: linkURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let target = folder.url.appendingPathComponent(
            link == "README.md" ? "outside/keep.txt" : "outside")
        try FileManager.default.createSymbolicLink(at: linkURL, withDestinationURL: target)
        do {
            _ = try SiteInit(origin: .released).write(
                into: folder.url.appendingPathComponent("site"), force: true)
            Issue.record("init wrote through the link \(link)")
        } catch {
            #expect(error.subject == linkURL.path)
            #expect(error.message.contains("is a symbolic link"), "\(error)")
        }
        let outside = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("outside").path)
        #expect(outside == ["keep.txt"])
        #expect(try folder.read("outside/keep.txt") == "outside")
        // Nothing was written beside the link either.
        #expect(!folder.exists("site/content/site.md") || link != "content")
        #expect(!folder.exists("site/.gitignore"))
    }

    @Test func aFolderWithOnlyGitInItOrMissingIsFine() throws {
        let folder = try TemporaryFolder()
        try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        _ = try SiteInit(origin: .released).write(into: folder.url.appendingPathComponent("repo"))
        #expect(folder.exists("repo/content/site.md"))
        _ = try SiteInit(origin: .released).write(
            into: folder.url.appendingPathComponent("a/b/new"))
        #expect(folder.exists("a/b/new/content/scientists/\(SiteInit.exampleSlug).md"))

        try folder.write("file", "x")
        #expect(throws: SiteInit.Failure.self) {
            try SiteInit(origin: .released).write(
                into: folder.url.appendingPathComponent("file"), force: true)
        }
    }

    @Test(arguments: [
        "", "metrics/", "ftp://example.edu/", "https://", "https://example.edu/?page=1",
        "https://example.edu/#top", "https://user:secret@example.edu/", "/a b/", "/a/../b/",
        "https://exa mple.edu/", "/metrics/\nbase_url: /evil/", "javascript://x/",
    ])
    func aBadBaseURLIsAClearErrorAndWritesNothing(value: String) throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        do {
            _ = try SiteInit(baseURL: value, origin: .released).write(into: site)
            Issue.record("--base-url '\(value)' was accepted")
        } catch {
            #expect(error.subject == "--base-url")
            #expect(
                error.message.contains("/research/metrics/") || error.message.contains("URL"),
                "\(error)")
        }
        #expect(!folder.exists("site"))
    }

    @Test(arguments: [
        "/", "/metrics/", "/metrics", "https://example.edu", "http://localhost:8000/m/",
        "https://www.example.edu/dept/cs/",
    ])
    func goodBaseURLsLoadBack(value: String) throws {
        let folder = try TemporaryFolder()
        _ = try SiteInit(baseURL: value, origin: .released).write(into: folder.url)
        let (_, findings) = ContentLoader.load(from: folder.url.appendingPathComponent("content"))
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func otherBadValuesNameTheirOption() {
        let cases: [(SiteInit, String)] = [
            (SiteInit(title: "  "), "--title"),
            (SiteInit(title: "Two\nlines"), "--title"),
            (SiteInit(department: "A\u{2028}B"), "--department"),
            (SiteInit(contact: "not an address"), "--contact"),
            (SiteInit(toolRepository: "github.com/x/y", origin: .released), "--tool-repository"),
            (
                SiteInit(toolRepository: "https://x.example/a b.git", origin: .released),
                "--tool-repository"
            ),
            (SiteInit(toolRef: "--upload-pack=evil", origin: .released), "--tool-ref"),
            (SiteInit(toolRef: "feature/x", origin: .released), "--tool-ref"),
            (SiteInit(toolRef: "v1 && rm", origin: .released), "--tool-ref"),
        ]
        for (request, option) in cases {
            #expect(throws: SiteInit.Failure.self) { _ = try request.files() }
            do {
                _ = try request.files()
            } catch {
                #expect(error.subject == option, "\(error)")
            }
        }
    }

    /// A repository URL with a token or password is refused: the CI file is committed. The
    /// message does not repeat the secret; ssh's user name is not a secret.
    @Test func aToolRepositoryWithCredentialsIsRefusedWithoutRepeatingThem() throws {
        for url in [
            "https://oauth2:TOKEN123@gitlab.example/x/hindex-site.git",
            "https://TOKEN123@github.com/x/hindex-site.git",
            "ssh://git:TOKEN123@git.example/x.git",
        ] {
            do {
                _ = try SiteInit(toolRepository: url, origin: .released).files()
                Issue.record("accepted \(url)")
            } catch {
                #expect(error.subject == "--tool-repository")
                #expect(error.description.contains("carries credentials"), "\(error)")
                #expect(!error.description.contains("TOKEN123"), "\(error)")
            }
        }
        for url in ["ssh://git@git.example/x/hindex-site.git", "git@github.com:x/y.git"] {
            #expect(throws: Never.self) {
                _ = try SiteInit(toolRepository: url, origin: .released).files()
            }
        }
    }

    /// `init --language`: `language:` in the new `site.md`, checked like `site.md` checks it,
    /// and the example site builds in that language.
    @Test(arguments: SiteLanguage.allCases.filter { $0 != .english })
    func initWithALanguageBuildsTheExampleInIt(language: SiteLanguage) async throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("new-site")
        _ = try SiteInit(language: " \(language.tag) ", ci: .none).write(into: site)
        let content = site.appendingPathComponent("content")
        let siteFile = try String(
            contentsOf: content.appendingPathComponent("site.md"), encoding: .utf8)
        #expect(siteFile.contains("\nlanguage: \"\(language.tag)\"\n"), "\(siteFile)")
        let (loaded, findings) = ContentLoader.load(from: content)
        #expect(findings.isEmpty, "\(findings)")
        #expect(loaded.settings.language == language)
        let state = try await Pipeline.build(
            options: BuildOptions(
                contentDirectory: content, outputDirectory: site.appendingPathComponent("site"),
                verbosity: .quiet, offline: true, environment: [:]))
        #expect(state.reports.first?.metrics.hIndex == 6)
        let page = try String(
            contentsOf: site.appendingPathComponent(
                "site/scientists/\(SiteInit.exampleSlug)/index.html"), encoding: .utf8)
        let catalog = Catalog.of(language)
        #expect(page.contains("<html lang=\"\(language.tag)\""))
        #expect(page.contains(catalog.text(.publications)))
        if catalog.text(.publications) != "Publications" {
            #expect(!page.contains(">Publications<"))
        }

        // An unknown tag is refused with site.md's message, naming the option.
        do {
            _ = try SiteInit(language: "xx").files()
            Issue.record("--language xx was accepted")
        } catch {
            #expect(error.subject == "--language")
            #expect(
                error.message == "unknown language 'xx'; available: \(SiteLanguage.availableTags)")
        }
        // Without --language, site.md has no `language:` line (English).
        let english = try SiteInit(origin: .released).files().first { $0.path == "content/site.md" }
        #expect(english?.text.contains("language:") == false)
    }

    /// The acceptance run: `hindex-site init DIR && cd DIR && hindex-site build --offline`,
    /// then the errors a user meets, through the executable.
    @Test func theCommandLineInitThenBuildOfflineAndItsErrors() throws {
        let cli = CommandLineTests()
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("x").path
        let created = try cli.run([
            "init", site, "--title", "Physics: \"Metrics\"", "--tool-repository",
            "https://git.example.org/tools/hindex-site.git", "--tool-ref", "v1.2.0",
        ])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains("Created a new site in \(site)/"))
        #expect(created.stdout.contains(".github/workflows/hindex-site.yml"))
        let build = try cli.run([
            "build", "--offline", "--quiet", "--content", site + "/content", "--output",
            site + "/site",
        ])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.hasPrefix("Built 13 pages for 1 scientist into "), "\(build.stdout)")
        #expect(folder.exists("x/.hindex/cache.sqlite"))
        let page = try folder.read("x/site/scientists/\(SiteInit.exampleSlug)/index.html")
        #expect(page.contains("Ada Example"))

        let again = try cli.run(["init", site])
        #expect(again.status != 0)
        #expect(
            again.stderr.contains("error: \(site): is not empty (it holds .github, .gitignore, "))
        #expect(again.stderr.contains("pass --force"))
        let forced = try cli.run([
            "init", site, "--force", "--ci", "gitlab", "--tool-repository",
            "https://git.example.org/tools/hindex-site.git", "--tool-ref", "v1.2.0",
        ])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(folder.exists("x/.gitlab-ci.yml"))

        let other = folder.url.appendingPathComponent("y").path
        let badURL = try cli.run(["init", other, "--base-url", "metrics"])
        #expect(badURL.status != 0)
        #expect(
            badURL.stderr.contains(
                "error: --base-url: 'metrics' is neither a full URL nor a path starting with /"),
            "\(badURL.stderr)")
        let badCI = try cli.run(["init", other, "--ci", "jenkins"])
        #expect(badCI.status != 0)
        #expect(badCI.stderr.contains("jenkins"))
        #expect(!folder.exists("y"))
    }

    @Test func theTitleIsEscapedInTheReadme() throws {
        let files = try SiteInit(title: "*Bold* <b>x</b>", origin: .released).files()
        let readme = try #require(files.first { $0.path == "README.md" }).text
        #expect(readme.hasPrefix("# \\*Bold\\* \\<b\\>x\\</b\\>\n"))
    }
}
