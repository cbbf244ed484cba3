import Foundation
import HIndexSite
import Testing

extension SiteInit.ToolOrigin {
    /// A tool built from a tagged commit of a public https clone, as a release binary is.
    static let released = SiteInit.ToolOrigin(
        commit: "0123456789abcdef0123456789abcdef01234567", tag: "v1.2.0",
        remote: "https://git.example.org/tools/hindex-site.git", remoteKind: "https")
}

/// `init` writes only addresses that exist (issue 29, point 3): the CI file names the
/// repository and ref of hindex-site given on the command line or recorded when this
/// hindex-site was built (its clone's public https remote, its tag or commit), and a CI file
/// is refused, saying why, when neither is known. The build stamp never records a local path,
/// an ssh URL or a URL with credentials.
@Suite struct SiteInitToolTests {
    /// The `HINDEX_SITE_REPOSITORY` and `HINDEX_SITE_REF` lines of a CI file.
    static func toolLines(_ request: SiteInit) throws -> [String] {
        let files = try request.files()
        let ci = try #require(
            files.first {
                $0.path == ".github/workflows/hindex-site.yml" || $0.path == ".gitlab-ci.yml"
            })
        return ci.text.split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { $0.hasPrefix("HINDEX_SITE_REPOSITORY:") || $0.hasPrefix("HINDEX_SITE_REF:") }
    }

    @Test(arguments: [
        ("https://github.com/someone/hindex-site.git", true),
        ("https://git.example.org/tools/hindex-site", true),
        ("https://oauth2:TOKEN123@gitlab.example/x/hindex-site.git", false),
        ("https://TOKEN123@github.com/x/hindex-site.git", false),
        ("http://git.example.org/tools/hindex-site.git", false),
        ("git@github.com:someone/hindex-site.git", false),
        ("ssh://git@git.example/x/hindex-site.git", false),
        ("/srv/git/hindex-site.git", false),
        ("file:///srv/git/hindex-site.git", false),
        ("../hindex-site", false),
        ("https://github.com/", false),
        ("https://github.com/x/y.git?token=abc", false),
        ("", false),
    ])
    func onlyAPublicHTTPSRemoteIsAnAddress(remote: String, isPublic: Bool) {
        #expect((SiteInit.publicRepository(remote) != nil) == isPublic, "\(remote)")
        // A remote the stamp could not have recorded is not taken from it either.
        let origin = SiteInit.ToolOrigin(
            commit: "abc", tag: "", remote: remote, remoteKind: "https")
        #expect((origin.remote != nil) == isPublic)
        #expect((origin.remoteKind == .https) == isPublic)
    }

    @Test func theCIFileNamesTheRemoteAndTheTagOrCommitItWasBuiltFrom() throws {
        for ci in [SiteInit.CI.github, .gitlab] {
            #expect(
                try Self.toolLines(SiteInit(ci: ci, origin: .released)) == [
                    "HINDEX_SITE_REPOSITORY: \"https://git.example.org/tools/hindex-site.git\"",
                    "HINDEX_SITE_REF: \"v1.2.0\"",
                ])
        }
        // No tag on the commit: the commit.
        let untagged = SiteInit.ToolOrigin(
            commit: "89abcdef0123456789abcdef0123456789abcdef", tag: "",
            remote: "https://github.com/someone/hindex-site.git", remoteKind: "https")
        #expect(
            try Self.toolLines(SiteInit(origin: untagged)) == [
                "HINDEX_SITE_REPOSITORY: \"https://github.com/someone/hindex-site.git\"",
                "HINDEX_SITE_REF: \"89abcdef0123456789abcdef0123456789abcdef\"",
            ])
        // The options win over the stamp.
        #expect(
            try Self.toolLines(
                SiteInit(
                    toolRepository: "https://github.com/fork/hindex-site.git", toolRef: "v2.0.0",
                    origin: .released)) == [
                    "HINDEX_SITE_REPOSITORY: \"https://github.com/fork/hindex-site.git\"",
                    "HINDEX_SITE_REF: \"v2.0.0\"",
                ])
        // A repository given alone gets the ref the tool was built from.
        #expect(
            try Self.toolLines(
                SiteInit(toolRepository: "/srv/git/hindex-site.git", origin: .released)
            ).last
                == "HINDEX_SITE_REF: \"v1.2.0\"")
        // The editors' README links to the repository.
        let readme = try #require(
            try SiteInit(ci: .none, origin: .released).files().first { $0.path == "README.md" })
        #expect(readme.text.contains("[hindex-site](https://git.example.org/tools/hindex-site)"))
    }

    /// What `init --ci …` says for each reason it knows no address: the why, what to pass,
    /// and the way out without a CI file; nothing of a remote it did not record.
    @Test(arguments: [
        ("none", "has no 'origin' remote"),
        ("path", "has a local path as its 'origin' remote, which CI cannot reach"),
        ("ssh", "has an ssh URL as its 'origin' remote"),
        ("credentials", "carries a user name or token"),
        ("other", "is not a public https:// URL"),
        ("unknown", "was not built from a git checkout"),
    ])
    func aCIFileIsRefusedWhenTheToolsAddressIsUnknown(kind: String, why: String) throws {
        let commit = kind == "unknown" ? "unknown" : "0123456789abcdef0123456789abcdef01234567"
        let origin = SiteInit.ToolOrigin(commit: commit, tag: "", remote: "", remoteKind: kind)
        #expect(origin.remote == nil)
        for ci in [SiteInit.CI.github, .gitlab] {
            let folder = try TemporaryFolder()
            do {
                _ = try SiteInit(ci: ci, origin: origin).write(into: folder.url)
                Issue.record("a CI file was written without a known address (\(kind))")
            } catch {
                #expect(error.subject == "--tool-repository", "\(error)")
                #expect(error.message.contains(why), "\(error)")
                #expect(
                    error.message.contains(
                        "e.g. --tool-repository https://github.com/OWNER/hindex-site.git "
                            + "--tool-ref v1.2.0, or --ci none"), "\(error)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
        }
        // Without a CI file nothing is needed.
        #expect(throws: Never.self) { _ = try SiteInit(ci: .none, origin: origin).files() }
        // Without --ci: no CI file, and a note that says why and how to get one.
        let fallback = SiteInit.defaultCI(toolRepository: nil, origin: origin)
        #expect(fallback.ci == .none)
        #expect(fallback.note?.contains(why) == true, "\(fallback.note ?? "")")
        #expect(fallback.note?.contains("--tool-repository URL --tool-ref TAG") == true)
        #expect(
            SiteInit.defaultCI(
                toolRepository: "https://github.com/o/hindex-site.git", origin: origin
            )
            .ci == .github)
    }

    @Test func aGivenRepositoryNeedsARefWhenTheToolKnowsNoCommit() throws {
        do {
            _ = try SiteInit(
                toolRepository: "https://github.com/o/hindex-site.git", origin: .unknown
            ).files()
            Issue.record("a CI file without a ref was written")
        } catch {
            #expect(error.subject == "--tool-ref")
            #expect(error.message.contains("knows no tag or commit of its own"), "\(error)")
        }
        #expect(SiteInit.defaultCI(toolRepository: nil, origin: .released).ci == .github)
        #expect(SiteInit.defaultCI(toolRepository: nil, origin: .released).note == nil)
    }

    /// Through the executable: its defaults are what its build stamp recorded, whatever the
    /// clone it was built from (no origin, a local path, or a public https URL), and `init`
    /// without `--ci` works either way.
    @Test func theCommandLineDefaultsFollowWhereItWasBuiltFrom() throws {
        let cli = CommandLineTests()
        let version = try cli.run(["--version"]).stdout
        let recorded = version.range(of: "from https://").map {
            String(version[version.index($0.lowerBound, offsetBy: 5)...])
                .trimmingCharacters(in: CharacterSet(charactersIn: ")\n"))
        }
        let folder = try TemporaryFolder()
        let plain = folder.url.appendingPathComponent("plain").path
        let created = try cli.run(["init", plain])
        #expect(created.status == 0, "\(created.stderr)")
        let withCI = try cli.run([
            "init", folder.url.appendingPathComponent("ci").path, "--ci", "gitlab",
        ])
        if let recorded {
            #expect(folder.exists("plain/.github/workflows/hindex-site.yml"))
            #expect(try folder.read("plain/.github/workflows/hindex-site.yml").contains(recorded))
            #expect(withCI.status == 0, "\(withCI.stderr)")
        } else {
            #expect(!folder.exists("plain/.github"))
            #expect(created.stdout.contains("Note: no CI file written"), "\(created.stdout)")
            #expect(withCI.status == 1)
            #expect(
                withCI.stderr.hasPrefix(
                    "error: --tool-repository: the CI file must say where CI gets hindex-site"),
                "\(withCI.stderr)")
            #expect(!folder.exists("ci"))
        }
        // Given flags work on any build.
        let given = try cli.run([
            "init", folder.url.appendingPathComponent("given").path, "--ci", "gitlab",
            "--tool-repository", "https://github.com/o/hindex-site.git", "--tool-ref", "v1.2.0",
        ])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(try folder.read("given/.gitlab-ci.yml").contains("HINDEX_SITE_REF: \"v1.2.0\""))
    }

    /// The build stamp plugin's script, run on clones with each kind of `origin`: only a
    /// public https URL is written into BuildStamp.swift; a token never is.
    @Test(arguments: [
        ("https://github.com/someone/hindex-site.git", "https", true),
        ("https://oauth2:TOKEN123@gitlab.example/x/hindex-site.git", "credentials", false),
        ("https://TOKEN123@github.com/x/hindex-site.git", "credentials", false),
        ("git@github.com:someone/hindex-site.git", "ssh", false),
        ("ssh://git:TOKEN123@git.example/x.git", "ssh", false),
        ("/srv/git/hindex-site.git", "path", false),
        ("file:///srv/git/hindex-site.git", "path", false),
        ("http://git.example.org/hindex-site.git", "other", false),
        ("", "none", false),
    ])
    func theBuildStampRecordsOnlyAPublicHTTPSRemote(remote: String, kind: String, kept: Bool)
        throws
    {
        let script = try Self.buildStampScript()
        let folder = try TemporaryFolder()
        let clone = folder.url.appendingPathComponent("clone").path
        try Self.shell(
            "git init -q \"$1\" && cd \"$1\" && git -c user.name=t -c user.email=t@example.org "
                + "commit -q --allow-empty -m one && git tag v9.9.9"
                + (remote.isEmpty ? "" : " && git remote add origin \"$2\""), clone, remote)
        let out = folder.url.appendingPathComponent("BuildStamp.swift").path
        try Self.shell(script, clone, out)
        let stamp = try String(contentsOf: URL(fileURLWithPath: out), encoding: .utf8)
        #expect(stamp.contains("static let remoteKind = \"\(kind)\""), "\(stamp)")
        #expect(stamp.contains("static let remote = \"\(kept ? remote : "")\""), "\(stamp)")
        #expect(stamp.contains("static let tag = \"v9.9.9\""))
        #expect(!stamp.contains("TOKEN123"))
        #expect(!stamp.contains("/srv/git"))

        // Outside git: nothing known.
        let bare = folder.url.appendingPathComponent("no-git").path
        try FileManager.default.createDirectory(atPath: bare, withIntermediateDirectories: true)
        try Self.shell(script, bare, out)
        let unknown = try String(contentsOf: URL(fileURLWithPath: out), encoding: .utf8)
        #expect(unknown.contains("static let commit = \"unknown\""), "\(unknown)")
        #expect(unknown.contains("static let remoteKind = \"unknown\""))
    }

    /// The shell script in Plugins/BuildStamp/plugin.swift.
    static func buildStampScript() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(
            contentsOf: root.appendingPathComponent("Plugins/BuildStamp/plugin.swift"),
            encoding: .utf8)
        let start = try #require(source.range(of: "let script = #\"\"\"\n"))
        let end = try #require(
            source.range(of: "\"\"\"#", range: start.upperBound..<source.endIndex))
        let body = source[start.upperBound..<end.lowerBound]
        let indent = body.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return body.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : String($0)
        }.joined(separator: "\n")
    }

    /// Runs `script` with /bin/sh and the arguments as $1, $2; a failure is recorded.
    static func shell(_ script: String, _ arguments: String...) throws {
        let result = try ExternalProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh"] + arguments, hangLimit: 60)
        #expect(
            result.status == 0,
            "\(result.stderr)\(String(decoding: result.stdout, as: UTF8.self))")
    }
}
