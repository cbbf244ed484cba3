import Foundation
import HIndexSite
import HIndexTestSupport
import Testing
import Yams

/// The administrator's path of the README's guide (issue 29's first acceptance point), run
/// through the real executable: `scripts/install` into a temporary prefix, then, with only
/// `PREFIX/bin` giving `hindex-site`, every command of the guide's "From nothing to a
/// published leaderboard" blocks as the README writes it — `init`, `new` for scientists whose
/// sources are real saved pages, `check`, `build`, `serve` — and then the shell steps of the
/// GitHub workflow and the GitLab CI file that `init` wrote, run with bash on clones of the
/// site repository, getting the tool as the release binary (made from the installed one,
/// served on 127.0.0.1) for a local bare repository of hindex-site, and building the site.
/// Nothing leaves this machine.
@Suite struct AdministratorPathTests {
    /// The guide's commands: the lines of the `sh` blocks of the README's sections "Install"
    /// and "From nothing to a published leaderboard", continuation lines joined and trailing
    /// comments left out.
    static func guideCommands() throws -> [String] {
        let readme = try ReadmeGuideTests.read("README.md")
        var commands: [String] = []
        for section in ["## Install\n", "## From nothing to a published leaderboard\n"] {
            guard let start = readme.range(of: section) else {
                Issue.record("README.md has no section \(section)")
                throw CancellationError()
            }
            let rest = readme[start.upperBound...]
            let body = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
            for block in body.matches(of: /```sh\n([\s\S]*?)```/) {
                var pending = ""
                for line in block.output.1.split(separator: "\n") {
                    let text = line.replacing(/\s+# .*$/, with: "")
                        .trimmingCharacters(in: .whitespaces)
                    if text.hasSuffix("\\") {
                        pending += text.dropLast() + " "
                        continue
                    }
                    commands.append(pending + text)
                    pending = ""
                }
            }
        }
        return commands
    }

    /// Runs shell lines with bash as the administrator would type them: in `directory`, with
    /// `PREFIX/bin` first on the `PATH`, a home folder of its own, and every source's address
    /// on a local server that records what it is asked (nothing should be).
    final class Shell {
        var directory: URL
        let environment: [String]

        init(directory: URL, prefix: URL, home: URL, sources: URL) {
            self.directory = directory
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            let server = sources.absoluteString
            environment =
                [
                    "PATH=\(prefix.appendingPathComponent("bin").path):\(path)",
                    "HOME=\(home.path)",
                ]
                + [
                    "HINDEX_SCHOLAR_URL", "HINDEX_OPENALEX_URL", "HINDEX_CROSSREF_URL",
                    "HINDEX_ORCID_URL", "HINDEX_DBLP_URL", "HINDEX_INSPIRE_URL",
                    "HINDEX_SERPAPI_URL",
                ].map { "\($0)=\(server)" }
        }

        struct Run {
            var status: Int32
            var stdout: String
            var stderr: String
            var all: String { stdout + stderr }
        }

        /// Runs `line` with `bash -eo pipefail` in the current folder, with `extra`
        /// (NAME=value) added to the environment.
        @discardableResult
        func run(_ line: String, in folder: URL? = nil, extra: [String] = []) throws -> Run {
            let result = try ExternalProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                environment + extra + [
                    "/bin/bash", "--noprofile", "--norc", "-eo", "pipefail", "-c",
                    "cd \"$1\" && eval \"$2\"", "bash", (folder ?? directory).path, line,
                ], hangLimit: 300)
            return Run(
                status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self),
                stderr: result.stderr)
        }

        /// Runs `line` and records a failure, with its output, unless it exits with 0.
        @discardableResult
        func succeed(_ line: String, in folder: URL? = nil, extra: [String] = []) throws -> Run {
            let run = try run(line, in: folder, extra: extra)
            #expect(run.status == 0, "\(line) exited with \(run.status):\n\(run.all)")
            return run
        }
    }

    /// The value of `key` in the top-level mapping `name` (`env:`, `variables:`) of a CI file.
    static func variables(_ root: Node, _ name: String) throws -> [String] {
        let mapping = try #require(root[name]?.mapping, "no \(name): in the CI file")
        return mapping.compactMap { key, value in
            guard let key = key.string, let value = value.string else { return nil }
            return "\(key)=\(value)"
        }
    }

    /// The metrics of a built scientist's data file.
    static func metrics(_ site: URL, _ slug: String) throws -> [String: Any] {
        let data = try Data(
            contentsOf: site.appendingPathComponent("data/scientists/\(slug).json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(json["metrics"] as? [String: Any])
    }

    /// The h-index cell of a scientist's page (`<div class="metric-h-index">…<dd>…</dd>`).
    static func hIndexCell(_ site: URL, _ slug: String) throws -> String {
        let page = try String(
            contentsOf: site.appendingPathComponent("scientists/\(slug)/index.html"),
            encoding: .utf8)
        let match = try #require(
            page.firstMatch(of: /<div class="[^"]*\bmetric-h-index">.*?<dd>(.*?)<\/dd>/),
            "no h-index on the page of \(slug)")
        return String(match.output.1)
    }

    /// The three scientists' figures in a built site, as the real pages give them
    /// (../shared/fixtures/real/PROVENANCE.md): Jason Ernst's complete list h 14 of 1,083
    /// citations; the first 20 rows of Yaroslav Zharov's and Irshad K A's truncated profiles
    /// h 4 each, shown as lower bounds beside the h the profile states (5 and 8).
    static func expectTheThreeScientists(in site: URL, _ context: String) throws {
        let ernst = try metrics(site, "jason-ernst")
        #expect(ernst["h_index"] as? Int == 14, "\(context)")
        #expect(ernst["citations"] as? Int == 1083, "\(context)")
        #expect(try metrics(site, "yaroslav-zharov")["h_index"] as? Int == 4, "\(context)")
        #expect(try metrics(site, "irshad-k-a")["h_index"] as? Int == 4, "\(context)")
        #expect(try hIndexCell(site, "jason-ernst") == "14", "\(context)")
        let zharov = try hIndexCell(site, "yaroslav-zharov")
        #expect(zharov.contains("≥ 4") && zharov.contains("profile states h = 5"), "\(zharov)")
        let irshad = try hIndexCell(site, "irshad-k-a")
        #expect(irshad.contains("≥ 4") && irshad.contains("profile states h = 8"), "\(irshad)")
        let home = try String(
            contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        for name in ["Jason Ernst", "Yaroslav Zharov", "Irshad K A"] {
            #expect(home.contains(name), "\(context): the leaderboard lacks \(name)")
        }
    }

    @Test func theAdministratorsPathFromTheGuide() throws {
        let guide = try Self.guideCommands()
        let work = try TemporaryFolder()
        let prefix = work.url.appendingPathComponent("prefix")
        let home = work.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let sources = try LocalHTTPServer { _ in .respond(status: 404) }
        defer { sources.stop() }
        let shell = Shell(
            directory: work.url, prefix: prefix, home: home, sources: sources.baseURL)
        let installed = prefix.appendingPathComponent("bin/hindex-site")

        // Install: the guide's `scripts/install`, with the debug build the suite compiled
        // (`--debug --no-build`: no release build, no nested `swift build`).
        let install = try #require(guide.first { $0.hasPrefix("scripts/install") })
        #expect(install == "scripts/install")
        let suiteBuild = Fixtures.packageRoot.appendingPathComponent(".build/debug/hindex-site")
        #expect(
            suiteBuild.resolvingSymlinksInPath().path
                == (try CommandLineTests.executable).resolvingSymlinksInPath().path,
            """
            scripts/install --debug --no-build installs .build/debug/hindex-site, which is not \
            the executable this suite was built with
            """)
        let installRun = try shell.succeed(
            "\(install) --debug --no-build \"$PREFIX\"", in: Fixtures.packageRoot,
            extra: ["PREFIX=\(prefix.path)"])
        #expect(
            installRun.stdout.contains("installed \(installed.path) (debug): "), "\(installRun.all)"
        )
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))
        #expect(try shell.succeed("command -v hindex-site").stdout == installed.path + "\n")
        let version = try shell.succeed("hindex-site --version").stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.contains("(commit "), "\(version)")

        // A bare repository of the tool, where the CI files get it from.
        let bare = work.url.appendingPathComponent("hindex-site.git")
        try shell.succeed(
            "git clone -q --bare \"$SOURCE\" \"$BARE\"",
            extra: ["SOURCE=\(Fixtures.packageRoot.path)", "BARE=\(bare.path)"])

        // The guide's commands, in order. The adjustments of this machine: the tool was built
        // from a clone without a public https remote, so `init` is told where CI gets it (as
        // the guide says); `serve` listens on a free port; the saved pages are copied in as
        // the administrator saves them from the browser.
        let commands = guide.filter { !$0.hasPrefix("scripts/install") }
        var ran: Set<String> = []
        var serve: [String]?
        for command in commands {
            if command.hasPrefix("cd ") {
                shell.directory = shell.directory.appendingPathComponent(
                    String(command.dropFirst(3)))
                continue
            }
            if command.hasPrefix("hindex-site serve") {
                serve = command.split(separator: " ").dropFirst(2).map(String.init)
                continue
            }
            if command.hasPrefix("hindex-site new"), !ran.contains("new") {
                let snapshots = shell.directory.appendingPathComponent("content/snapshots")
                for (real, saved) in [
                    ("scholar_profile/compscidr_jason_ernst_profile_2024.html", "ernst-scholar"),
                    (
                        "scholar_profile/martslaaf_yaroslav_zharov_profile_2025-11.html",
                        "zharov-scholar"
                    ),
                    ("homepage_pubs/yaroslav_zharov_publications.html", "zharov-publications"),
                    ("scholar_profile/irshadka17_irshad_ka_profile_2026-01.html", "irshad-scholar"),
                ] {
                    try FileManager.default.copyItem(
                        at: try Fixtures.real(real),
                        to: snapshots.appendingPathComponent("\(saved).html"))
                }
            }
            let line =
                command.hasPrefix("hindex-site init")
                ? command + " --tool-repository \"$BARE\"" : command
            let run = try shell.succeed(line, extra: ["BARE=\(bare.path)"])
            let words = command.split(separator: " ")
            let step = words.first == "hindex-site" ? String(words[1]) : String(words[0])
            ran.insert(step)
            switch step {
            case "init":
                #expect(run.stdout.contains("Created a new site in "), "\(run.all)")
                #expect(run.stdout.contains(".github/workflows/hindex-site.yml"), "\(run.all)")
            case "new":
                #expect(run.stdout.hasPrefix("Wrote content/scientists/"), "\(run.all)")
                #expect(!run.stderr.contains("note:"), "\(run.all)")
            case "check":
                #expect(
                    run.stdout.contains("content/ is valid: 3 scientists, 0 warnings"),
                    "\(run.all)")
            case "build":
                #expect(
                    run.stdout.contains("Built 15 pages for 3 scientists into site/"),
                    "\(run.all)")
                #expect(run.stderr.contains("[9/9] write"), "\(run.all)")
            default: break
            }
            // The third scientist, once the guide has added its two.
            if step == "rm" {
                let third = try shell.succeed(
                    "hindex-site new \"Irshad K A\" --department Physics "
                        + "--scholar snapshots/irshad-scholar.html")
                #expect(third.stdout == "Wrote content/scientists/irshad-k-a.md\n")
            }
        }
        #expect(ran == ["init", "new", "rm", "check", "build"], "the guide's steps: \(ran)")
        let siteRepository = shell.directory
        let site = siteRepository.appendingPathComponent("site")
        try Self.expectTheThreeScientists(in: site, "hindex-site build")
        let report = try String(
            contentsOf: siteRepository.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(report.contains("## Notes kept off the public pages"), "\(report)")
        #expect(
            !FileManager.default.fileExists(
                atPath: site.appendingPathComponent("scientists/ada-example").path))
        #expect(sources.requests.isEmpty, "asked: \(sources.requests.map(\.target))")

        // Preview: a page answers.
        let arguments = try #require(serve, "the guide has no hindex-site serve")
        let server = try ServeProcess(
            arguments: arguments, executable: installed,
            directory: siteRepository)
        let base = try #require(
            server.serving.firstMatch(of: /http:\/\/127\.0\.0\.1:\d+(\/\S*)/)?.output.1,
            "\(server.serving)")
        let target = (base.hasSuffix("/") ? String(base) : base + "/") + "scientists/jason-ernst/"
        let answer = try RawHTTP.request(port: server.port, target: target)
        #expect(answer.status == 200, "GET \(target): \(answer.head)")
        #expect(answer.text.contains("Jason Ernst"))
        #expect(server.stop() == 0, "\(server.output)")

        // GitLab: the same `init` with `--ci gitlab`, whose CI file joins the site repository.
        let initLine = try #require(commands.first { $0.hasPrefix("hindex-site init") })
        #expect(initLine.contains(" --ci github"))
        let gitlabInit = try shell.succeed(
            initLine.replacingOccurrences(of: " --ci github", with: " --ci gitlab")
                .replacingOccurrences(of: "init metrics-site ", with: "init gitlab-site ")
                + " --tool-repository \"$BARE\"",
            in: work.url, extra: ["BARE=\(bare.path)"])
        #expect(gitlabInit.stdout.contains(".gitlab-ci.yml"), "\(gitlabInit.all)")
        try FileManager.default.copyItem(
            at: work.url.appendingPathComponent("gitlab-site/.gitlab-ci.yml"),
            to: siteRepository.appendingPathComponent(".gitlab-ci.yml"))

        // Publish: the site repository is committed; CI checks it out.
        try shell.succeed(
            "git init -q -b main && git add -A && git -c user.name=Admin "
                + "-c user.email=admin@example.org commit -q -m 'The site' "
                + "&& git ls-files content/snapshots | wc -l")
        #expect(
            try shell.succeed("git ls-files content/snapshots").stdout
                == "content/snapshots/ernst-scholar.html\ncontent/snapshots/irshad-scholar.html\n"
                + "content/snapshots/zharov-publications.html\ncontent/snapshots/zharov-scholar.html\n"
        )

        // The release binary of the ref the CI files name, made from the installed
        // executable, on 127.0.0.1.
        let asset = try SiteInitCITests.asset
        let release = work.url.appendingPathComponent("release")
        try shell.succeed(
            "mkdir -p \"$RELEASE\" && tar -C \"$BIN\" -cf - hindex-site | gzip -1 > \"$RELEASE/$ASSET\" "
                + "&& (cd \"$RELEASE\" && sha256sum \"$ASSET\" > \"$ASSET.sha256\")",
            extra: [
                "RELEASE=\(release.path)", "BIN=\(installed.deletingLastPathComponent().path)",
                "ASSET=\(asset)",
            ])
        let tarball = try Data(contentsOf: release.appendingPathComponent(asset))
        let sum = try Data(contentsOf: release.appendingPathComponent("\(asset).sha256"))

        for ci in [SiteInit.CI.github, .gitlab] {
            let runner = work.url.appendingPathComponent("runner-\(ci)")
            try shell.succeed(
                "git clone -q \"$SITE\" \"$RUNNER\"",
                extra: ["SITE=\(siteRepository.path)", "RUNNER=\(runner.path)"])
            let file = ci == .github ? ".github/workflows/hindex-site.yml" : ".gitlab-ci.yml"
            let root = try #require(
                try Yams.compose(
                    yaml: try String(
                        contentsOf: runner.appendingPathComponent(file), encoding: .utf8)))
            let variables = try Self.variables(root, ci == .github ? "env" : "variables")
            let ref = try #require(
                variables.first { $0.hasPrefix("HINDEX_SITE_REF=") }?.dropFirst(16))
            #expect(variables.contains("HINDEX_SITE_REPOSITORY=\(bare.path)"), "\(variables)")
            // The ref is the commit the installed tool was built from, and the bare
            // repository has it.
            let commit = try #require(version.firstMatch(of: /commit ([0-9a-f]+)/)?.output.1)
            #expect(ref.hasPrefix(commit), "\(ref) is not \(version)")
            try shell.succeed(
                "git -C \"$BARE\" cat-file -e \"$REF^{commit}\"",
                extra: ["BARE=\(bare.path)", "REF=\(ref)"])
            let releases = try LocalHTTPServer { request in
                switch request.path {
                case "/\(ref)/\(asset)": return .respond(status: 200, body: tarball)
                case "/\(ref)/\(asset).sha256": return .respond(status: 200, body: sum)
                default: return .respond(status: 404)
                }
            }
            defer { releases.stop() }

            // The shell of the job in order; the system packages are this machine's already
            // (installing them needs root and the network), and the `uses:` steps are
            // GitHub's actions: the checkout is the clone, the caches are empty on a first
            // run, the upload takes `site/`.
            var scripts: [String] = []
            var skipped: [String] = []
            if ci == .github {
                let steps = try #require(root["jobs"]?["build"]?["steps"]?.sequence)
                for step in steps {
                    guard let run = step["run"]?.string else { continue }
                    if run.contains("apt-get") {
                        skipped.append(step["name"]?.string ?? run)
                    } else {
                        scripts.append(run)
                    }
                }
                #expect(skipped == ["Install the system libraries"], "\(skipped)")
            } else {
                let job = try #require(root["pages"])
                let lines =
                    SiteInitCITests.strings(try #require(job["before_script"]))
                    + SiteInitCITests.strings(try #require(job["script"]))
                for line in lines {
                    if line.contains("apt-get") {
                        skipped.append(line)
                    } else {
                        scripts.append(line)
                    }
                }
                #expect(skipped.count == 2 && skipped.allSatisfy { $0.contains("apt-get ") })
            }
            #expect(scripts.count == 2, "\(ci): \(scripts)")
            let summary = work.url.appendingPathComponent("summary-\(ci).md")
            var log = ""
            for script in scripts {
                let run = try shell.run(
                    script, in: runner,
                    extra: variables + [
                        "HINDEX_SITE_RELEASES=\(releases.baseURL.absoluteString)",
                        "GITHUB_STEP_SUMMARY=\(summary.path)", "CI=true",
                    ])
                log += run.all
                #expect(run.status == 0, "\(ci): \(script)\nexited with \(run.status):\n\(run.all)")
                if run.status != 0 { break }
            }
            // The tool came from the release (its sum checked), not from a build.
            #expect(log.contains("\(asset): OK"), "\(ci): \(log)")
            #expect(log.contains(version), "\(ci): \(log)")
            #expect(!log.contains("building it from source"), "\(ci): \(log)")
            #expect(
                releases.requests.map(\.path) == ["/\(ref)/\(asset)", "/\(ref)/\(asset).sha256"])
            #expect(log.contains("Built 15 pages for 3 scientists into "), "\(ci): \(log)")
            let output = runner.appendingPathComponent(ci == .github ? "site" : "public")
            try Self.expectTheThreeScientists(in: output, "\(ci) CI")
            if ci == .github {
                let text = (try? String(contentsOf: summary, encoding: .utf8)) ?? ""
                #expect(text.contains("### hindex-site build"), "\(text)")
                #expect(text.contains("Built 15 pages for 3 scientists into site/"), "\(text)")
            }
        }
        #expect(sources.requests.isEmpty, "asked: \(sources.requests.map(\.target))")
    }
}
