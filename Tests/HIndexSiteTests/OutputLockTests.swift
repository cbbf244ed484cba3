import Foundation
import Synchronization
import Testing

@testable import HIndexSite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 31, case 2: two builds of different content into the same output left a mix of both
/// (one's leaderboards over the other's pages). Builds into one output folder take turns.
@Suite struct OutputLockTests {
    /// A content folder of scientists with saved OpenAlex works, one paper each.
    static func content(
        _ folder: TemporaryFolder, _ name: String, scientists: [String], citationsFrom: Int = 3
    ) throws {
        try folder.write("\(name)/site.md", "---\ntitle: \(name)\n---\n")
        for (index, slug) in scientists.enumerated() {
            try folder.write(
                "\(name)/scientists/\(slug).md",
                "---\nname: \(slug.capitalized)\nopenalex: snapshots/\(slug).json\n---\n")
            try folder.write(
                "\(name)/snapshots/\(slug).json",
                """
                [{"id": "https://openalex.org/W\(index + 1)", "display_name": "Paper of \(slug)",
                  "publication_year": 2020, "cited_by_count": \(index + citationsFrom)}]
                """)
        }
    }

    /// A running `hindex-site` whose standard error is collected as it comes.
    final class Running: Sendable {
        let process: Process
        private let errors = Mutex("")

        init(_ arguments: [String]) throws {
            process = Process()
            process.executableURL = try CommandLineTests.executable
            process.arguments = arguments
            let err = Pipe()
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            let handle = err.fileHandleForReading
            try process.run()
            Thread.detachNewThread { [self] in
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    errors.withLock { $0 += String(decoding: data, as: UTF8.self) }
                }
            }
        }

        var stderr: String { errors.withLock { $0 } }

        /// Waits (at most `seconds`) until standard error contains `text`.
        func wait(for text: String, seconds: Double = 60) -> Bool {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if stderr.contains(text) { return true }
                usleep(20_000)
            }
            return false
        }
    }

    @Test func aSecondBuildWaitsForTheFirstAndSaysWhichProcessHoldsTheOutput() throws {
        let folder = try TemporaryFolder()
        try Self.content(folder, "content", scientists: ["ada", "bo"])
        let site = folder.url.appendingPathComponent("site")
        // This test holds the lock, as a build in progress would.
        let lockPath = OutputLock.path(for: site).path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        #expect(descriptor >= 0)
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let pid = "\(getpid())\n"
        _ = pid.withCString { pwrite(descriptor, $0, strlen($0), 0) }
        let build = try Running([
            "build", "--offline", "--content", folder.url.appendingPathComponent("content").path,
            "--output", site.path,
        ])
        #expect(
            build.wait(
                for: "another build is writing \(site.path) (process \(getpid())); waiting"),
            "\(build.stderr)")
        usleep(300_000)
        #expect(build.process.isRunning)
        #expect(!folder.exists("site/index.html"))
        close(descriptor)
        build.process.waitUntilExit()
        #expect(build.process.terminationStatus == 0, "\(build.stderr)")
        #expect(folder.exists("site/scientists/ada/index.html"))
        // The lock file names the last holder; it is never in the site.
        #expect(FileManager.default.fileExists(atPath: lockPath))
        #expect(!folder.exists("site/.site.lock"))
    }

    /// Builds of two different contents started together (the same scientists, other data,
    /// as after an edit; one content has fewer of them): the output is always one of them
    /// whole — every page's data, the site data and the leaderboard from the same content.
    /// (These rounds did not mix on this machine without the lock either: the race needs
    /// larger sites; the test above proves the turn-taking itself.)
    @Test func twoContentsBuiltTogetherNeverMix() throws {
        let folder = try TemporaryFolder()
        let slugs = (0..<300).map { "s\($0)" }
        try Self.content(folder, "first", scientists: slugs, citationsFrom: 3)
        try Self.content(
            folder, "second", scientists: Array(slugs.prefix(250)), citationsFrom: 5000)
        let site = folder.url.appendingPathComponent("site")
        for round in 0..<3 {
            let builds = try ["first", "second"].map { name in
                try Running([
                    "build", "--offline", "--quiet", "--content",
                    folder.url.appendingPathComponent(name).path, "--output", site.path,
                ])
            }
            for build in builds {
                build.process.waitUntilExit()
                #expect(build.process.terminationStatus == 0, "\(build.stderr)")
            }
            // Each scientist's data file says which content it came from.
            let data = site.appendingPathComponent("data/scientists")
            var origins: [String: Int] = [:]
            for file in try FileManager.default.contentsOfDirectory(atPath: data.path)
            where file.hasSuffix(".json") {
                let json = try JSONSerialization.jsonObject(
                    with: Data(contentsOf: data.appendingPathComponent(file)))
                let metrics = (json as? [String: Any])?["metrics"] as? [String: Any]
                let citations = metrics?["citations"] as? Int ?? -1
                origins[citations >= 5000 ? "second" : "first", default: 0] += 1
            }
            let index = try String(
                contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
            let title = index.contains("<title>first") ? "first" : "second"
            #expect(origins.count == 1, "round \(round): pages from both: \(origins)")
            #expect(
                origins[title] == (title == "first" ? 300 : 250),
                "round \(round): \(origins), home page of \(title)")
        }
    }
}
