import Foundation
import HIndexSite
import Testing

/// Runs the built `hindex-site` executable as a user would and checks output and exit codes.
@Suite struct CommandLineTests {
    /// The executable beside the test bundle in the build folder.
    static var executable: URL {
        get throws {
            var folder = Bundle.main.bundleURL
            for _ in 0..<3 {
                let candidate = folder.appendingPathComponent("hindex-site")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
            Issue.record("hindex-site executable not found near \(Bundle.main.bundleURL.path)")
            throw CancellationError()
        }
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = try Self.executable
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// `--version` names the commit the executable was built from (issue 29, point 1).
    @Test func versionNamesTheCommitItWasBuiltFrom() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        let line = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(line.hasPrefix("\(SiteInit.toolVersion) ("), "\(line)")
        // The checkout's own commit, when the tests run in one with git at hand.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "rev-parse", "HEAD"]
        let out = Pipe()
        git.standardOutput = out
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return }
        let head = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        git.waitUntilExit()
        guard git.terminationStatus == 0, head.count == 40 else { return }
        #expect(line.contains("commit \(head.prefix(12))"), "\(line) (HEAD \(head))")
    }

    @Test func credentialsInARemoteAreNeverShown() {
        #expect(
            SiteInit.withoutCredentials("https://oauth2:TOKEN@gitlab.example/g/x.git")
                == "https://…@gitlab.example/g/x.git")
        #expect(
            SiteInit.withoutCredentials("https://github.com/o/hindex-site.git")
                == "https://github.com/o/hindex-site.git")
        #expect(SiteInit.withoutCredentials("git@github.com:o/x.git") == "git@github.com:o/x.git")
        #expect(
            SiteInit.withoutCredentials("https://host/a@b/x.git") == "https://host/a@b/x.git")
    }

    @Test func checkReportsThreeMistakesWithFileLineAndKey() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/karp.md",
            """
            ---
            name: Richard Karp
            departement: EECS
            similarity: { title: high }
            scholar: kL3b0pMAAJ
            ---
            """)
        let result = try run([
            "check", "--content", folder.url.appendingPathComponent("content").path,
        ])
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("scientists/") }
        #expect(lines.count == 3, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("scientists/karp.md:3: departement:") })
        #expect(lines.contains { $0.hasPrefix("scientists/karp.md:4: similarity.title:") })
        #expect(lines.contains { $0.hasPrefix("scientists/karp.md:5: scholar:") })

        let build = try run([
            "build", "--content", folder.url.appendingPathComponent("content").path,
            "--output", folder.url.appendingPathComponent("site").path,
        ])
        #expect(build.status != 0)
        #expect(build.stderr.contains("scientists/karp.md:3: departement:"))
        #expect(!folder.exists("site"))
    }

    /// A content value holding terminal escapes is quoted in messages with its controls
    /// written out, never sent raw to the terminal (issue 31, case 9).
    @Test func messagesNeverCarryRawTerminalControls() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ada.md",
            "---\nname: Ada\ndepartment: \"Phys\\e[2Jics\\a\"\nscholar: \"kL3b\\e[31m\"\n---\n")
        let content = folder.url.appendingPathComponent("content").path
        let site = folder.url.appendingPathComponent("site").path
        for arguments in [
            ["check", "--content", content], ["build", "--content", content, "--output", site],
        ] {
            let result = try run(arguments)
            let output = result.stdout + result.stderr
            #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
            #expect(output.contains("\\u{1B}"), "\(arguments[0]): \(output)")
        }
    }

    @Test func checkAcceptsTheDemoContent() throws {
        let result = try run([
            "check", "--content", Fixtures.packageRoot.appendingPathComponent("content").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("is valid"))
    }

    @Test func inspectPrintsTheDocumentedJSON() throws {
        let page = try Fixtures.real("scholar_profile/compscidr_jason_ernst_profile_2024.html")
        let result = try run(["inspect", "scholar-profile", page.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["source"] as? String == "scholar-profile")
        #expect(json["complete"] as? Bool == true)
        let profile = try #require(json["profile"] as? [String: Any])
        #expect(profile["h_index"] as? Int == 14)
        let publications = try #require(json["publications"] as? [[String: Any]])
        #expect(publications.count == 58)
        #expect(publications.compactMap { $0["citations"] as? Int }.reduce(0, +) == 1083)
        #expect(publications.contains { $0["year"] is NSNull })
    }

    @Test(arguments: [
        "scholar_blocked/ordovicia_blocked.html",
        "scholar_blocked/geomap_scholar_search_results2_captcha.html",
    ])
    func inspectFailsOnBlockedPages(_ path: String) throws {
        let result = try run(["inspect", "scholar-profile", try Fixtures.real(path).path, "--json"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("blocked"))
        #expect(result.stdout.isEmpty)
    }

    @Test func inspectScholarSearchPrintsTheProfileShapeWithoutProfile() throws {
        let page = try Fixtures.real("scholar_search/goscholar_fetch_test.html")
        let result = try run(["inspect", "scholar-search", page.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["source"] as? String == "scholar-search")
        #expect(json["profile"] == nil)
        #expect(json["complete"] as? Bool == false)
        let publications = try #require(json["publications"] as? [[String: Any]])
        #expect(publications.count == 1)
        #expect(publications.first?["citations"] as? Int == 409)
        #expect(publications.first?["authors"] as? String == "Y LeCun, Y Bengio, G Hinton")
        let blocked = try run([
            "inspect", "scholar-search",
            try Fixtures.real("scholar_blocked/ordovicia_blocked.html").path,
        ])
        #expect(blocked.status != 0)
        #expect(blocked.stderr.contains("blocked"))
    }

    @Test func inspectFailsOnAMissingFile() throws {
        let result = try run(["inspect", "scholar-profile", "/nonexistent/profile.html"])
        #expect(result.status != 0)
        #expect(result.stderr == "error: /nonexistent/profile.html: file not found\n")
    }

    @Test func inspectHomepageLearnsTheLayoutFromKnownTitles() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "known.txt",
            """
            EnvBench: a benchmark for automated environment setup
            Dynamic retrieval-augmented generation
            Tool-augmented LLMs as a universal interface for IDEs
            """)
        let page = try Fixtures.real("homepage_pubs/yaroslav_zharov_publications.html")
        let result = try run([
            "inspect", "homepage", page.path, "--known-titles",
            folder.url.appendingPathComponent("known.txt").path, "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["source"] as? String == "homepage")
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.count == 13)
        let xpath = try #require(json["xpath"] as? [String: Any])
        #expect((xpath["title"] as? String)?.isEmpty == false)

        try folder.write("unknown.txt", "A title that is on no page\nAnother one nobody wrote\n")
        let failure = try run([
            "inspect", "homepage", page.path, "--known-titles",
            folder.url.appendingPathComponent("unknown.txt").path, "--json",
        ])
        #expect(failure.status != 0)
        #expect(failure.stderr.contains("known titles"), "\(failure.stderr)")
        // The verdict is explained on standard output: where each known title stands.
        let diagnosis = try #require(
            try JSONSerialization.jsonObject(with: Data(failure.stdout.utf8)) as? [String: Any])
        #expect(diagnosis["verdict"] as? String == "not understood")
        let known = try #require(diagnosis["known_titles"] as? [[String: Any]])
        #expect(
            known.map { $0["title"] as? String } == [
                "A title that is on no page", "Another one nobody wrote",
            ])
        #expect(known.allSatisfy { $0["place"] is NSNull })
    }

    @Test func buildPrintsOneLinePerScientistOutsideATerminalAndNothingWhenQuiet() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ann.md", "---\nname: Ann\nscholar: snapshots/ann.html\n---\n")
        try folder.write(
            "content/snapshots/ann.html",
            Fixtures.scholarPage(name: "Ann", rows: [("A paper", 3, 2020)]))
        let arguments = [
            "build", "--content", folder.url.appendingPathComponent("content").path,
            "--output", folder.url.appendingPathComponent("site").path,
        ]
        let first = try run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("fetch 1/1 ann: saved page snapshots/ann.html"))
        #expect(first.stderr.contains("[3/9] fetch ("))
        // Home page in 5 orderings, scientist, methodology, 404.
        #expect(first.stdout.contains("Built 8 pages for 1 scientist into"))
        // The cache is created beside the content folder.
        #expect(folder.exists(".hindex/cache.sqlite"))

        let quiet = try run(arguments + ["--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(quiet.stdout.contains("all 1 unchanged, nothing rendered"), "\(quiet.stdout)")
    }

    @Test(
        "A scientist without citation data: the summary points to the warnings, or says how to see them under --quiet"
    )
    func summaryPointsToTheWarningsOfAScientistWithoutData() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ann.md", "---\nname: Ann\nscholar: snapshots/ann.html\n---\n")
        try folder.write("content/snapshots/ann.html", "<html><body>Not a profile</body></html>")
        // Data for one scientist of two: the build succeeds.
        try folder.write(
            "content/scientists/bob.md", "---\nname: Bob\nscholar: snapshots/bob.html\n---\n")
        try folder.write(
            "content/snapshots/bob.html",
            Fixtures.scholarPage(name: "Bob", rows: [("A paper", 3, 2020)]))
        let arguments = [
            "build", "--content", folder.url.appendingPathComponent("content").path,
            "--output", folder.url.appendingPathComponent("site").path,
        ]
        let normal = try run(arguments)
        #expect(normal.status == 0, "\(normal.stderr)")
        #expect(normal.stderr.contains("warning: ann: Google Scholar profile"), "\(normal.stderr)")
        #expect(normal.stdout.contains("1 without citation data: see the warnings above"))
        let quiet = try run(arguments + ["--quiet"])
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(
            quiet.stdout.contains("1 without citation data: run without --quiet to see why"),
            "\(quiet.stdout)")
    }

    @Test func aBuildInWhichNoScientistHasDataFailsWithASummary() throws {
        let folder = try TemporaryFolder()
        for slug in ["ann", "bob"] {
            try folder.write(
                "content/scientists/\(slug).md",
                "---\nname: \(slug)\nscholar: snapshots/\(slug).html\n---\n")
            try folder.write(
                "content/snapshots/\(slug).html", "<html><body>Not a profile</body></html>")
        }
        let arguments = [
            "build", "--content", folder.url.appendingPathComponent("content").path,
            "--output", folder.url.appendingPathComponent("site").path,
        ]
        let normal = try run(arguments)
        #expect(normal.status != 0)
        #expect(normal.stdout.contains("2 without citation data"), "\(normal.stdout)")
        #expect(
            normal.stderr.hasSuffix(
                "error: no scientist has citation data: the citation sources of all 2 "
                    + "scientists failed or are missing (see the warnings above)\n"),
            "\(normal.stderr)")
        // The site is still written, each page saying why.
        #expect(folder.exists("site/scientists/ann/index.html"))
        let quiet = try run(arguments + ["--quiet"])
        #expect(quiet.status != 0)
        #expect(
            quiet.stderr
                == "error: no scientist has citation data: the citation sources of all 2 "
                + "scientists failed or are missing (run without --quiet to see why)\n",
            "\(quiet.stderr)")
    }

    @Test func offlineBuildWithoutACachedProfileNamesItAndFails() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/kim.md", "---\nname: Kim\nscholar: KimNotCache1\n---\n")
        let result = try run([
            "build", "--offline", "--content", folder.url.appendingPathComponent("content").path,
            "--output", folder.url.appendingPathComponent("site").path,
            "--cache", folder.url.appendingPathComponent("elsewhere").path,
        ])
        #expect(result.status != 0)
        #expect(result.stderr.contains("not in the cache"), "\(result.stderr)")
        #expect(result.stderr.contains("kim: Google Scholar profile KimNotCache1"))
        // The site is still written, with the reason on the page.
        #expect(try folder.read("site/scientists/kim/index.html").contains("offline"))
        #expect(folder.exists("elsewhere/cache.sqlite"))
        #expect(!folder.exists(".hindex"))
    }

    @Test func offlineAndRefreshTogetherAreAUsageError() throws {
        let result = try run(["build", "--offline", "--refresh"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--offline and --refresh"))
    }

    @Test func cacheStatsPruneAndClear() throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appendingPathComponent("content").path
        let none = try run(["cache", "stats", "--content", content])
        #expect(none.status == 0)
        #expect(none.stdout.contains("No cache"))
        #expect(!folder.exists(".hindex"))

        try folder.write(
            "content/scientists/ann.md", "---\nname: Ann\nscholar: snapshots/ann.html\n---\n")
        try folder.write(
            "content/snapshots/ann.html",
            Fixtures.scholarPage(name: "Ann", rows: [("A paper", 3, 2020)]))
        let build = try run([
            "build", "--quiet", "--content", content, "--output",
            folder.url.appendingPathComponent("site").path,
        ])
        #expect(build.status == 0, "\(build.stderr)")
        let stats = try run(["cache", "stats", "--content", content])
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(stats.stdout.contains("schema v1, v2"))
        #expect(
            stats.stdout.contains("metrics history: 1 rows for 1 scientists"), "\(stats.stdout)")
        let prune = try run(["cache", "prune", "--older-than", "0", "--content", content])
        #expect(prune.status == 0, "\(prune.stderr)")
        #expect(prune.stdout.contains("Pruned"))
        let clear = try run([
            "cache", "clear", "--keep-history", "--cache",
            folder.url.appendingPathComponent(".hindex").path,
        ])
        #expect(clear.status == 0, "\(clear.stderr)")
        #expect(clear.stdout.contains("metrics history is kept"))
        let after = try run(["cache", "stats", "--content", content])
        #expect(after.stdout.contains("parsed records:  0"), "\(after.stdout)")
        #expect(after.stdout.contains("metrics history: 1 rows"))
        let bad = try run(["cache", "prune", "--older-than", "-1", "--content", content])
        #expect(bad.status != 0)
    }

    @Test func helpDocumentsTheCacheAndTheNetworkOptions() throws {
        let cache = try run(["cache", "--help"])
        #expect(cache.status == 0)
        for word in ["stats", "prune", "clear", ".hindex"] {
            #expect(cache.stdout.contains(word), "cache --help lacks \(word)")
        }
        let prune = try run(["cache", "prune", "--help"])
        #expect(prune.stdout.contains("--older-than"))
        let inspect = try run(["inspect", "--help"])
        // The kinds are listed once, by the argument parser.
        #expect(inspect.stdout.components(separatedBy: "scholar-search").count - 1 == 1)
        let build = try run(["build", "--help"])
        #expect(build.stdout.contains("--content <dir>"))
        #expect(build.stdout.contains("--output <dir>"))
        for word in ["--offline", "--refresh", "--cache", "HINDEX_SCHOLAR_URL", "ttl_days"] {
            #expect(build.stdout.contains(word), "build --help lacks \(word)")
        }
    }

    @Test func inspectHomepageWithoutKnownTitlesIsAUsageError() throws {
        let result = try run(["inspect", "homepage", "/dev/null"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--known-titles"))
    }

    @Test func inspectOpenAlexAuthorPrintsItsSummaryStats() throws {
        let file = try Fixtures.real("openalex/jason_arday_openalex_author_search_2026-08-08.json")
        let result = try run(["inspect", "openalex-author", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["citations"] as? Int == 1136)
        #expect(json["h_index"] as? Int == 14)
    }

    @Test func inspectRefusesAResponseOfTheWrongShape() throws {
        let file = try Fixtures.real("crossref/jason_arday_crossref_work_2026-08-08.json")
        let result = try run(["inspect", "orcid-works", file.path, "--json"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("not an ORCID works response"))
    }
}
