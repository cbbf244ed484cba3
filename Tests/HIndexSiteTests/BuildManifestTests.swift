import Foundation
import HIndexCore
import HIndexSite
import HIndexStore
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An offline build that finds its content, saved pages, cache, options, tool and output as
/// the last build left them keeps the site without running a step, and tells what that
/// build told; any change makes it run.
@Suite("Keeping an unchanged site", .timeLimit(.minutes(10)))
struct BuildManifestTests {
    /// Two scientists from saved pages, and one whose saved page is not a profile (a
    /// warning in every build).
    func makeContent(_ folder: TemporaryFolder) throws {
        try folder.write("content/site.md", "---\ntitle: Kept University\n---\nWelcome.\n")
        for (slug, name, rows) in [
            ("ada", "Ada", [("Ada's first paper", 12, 2019), ("Zweite Arbeit", 4, 2021)]),
            ("bo", "Bo", [("Bo on things", 30, 2018)]),
        ] {
            try folder.write(
                "content/scientists/\(slug).md",
                "---\nname: \(name)\ndepartment: Physics\nscholar: snapshots/\(slug).html\n---\nBio.\n"
            )
            try folder.write(
                "content/snapshots/\(slug).html", Fixtures.scholarPage(name: name, rows: rows))
        }
        try folder.write(
            "content/scientists/cy.md",
            "---\nname: Cy\ndepartment: Physics\nscholar: snapshots/cy.html\n---\nBio.\n")
        try folder.write(
            "content/snapshots/cy.html", "<html><body><p>Not a profile.</p></body></html>")
    }

    func options(_ folder: TemporaryFolder, verbosity: Verbosity = .normal) -> BuildOptions {
        var options = BuildOptions(
            contentDirectory: folder.url.appendingPathComponent("content"),
            outputDirectory: folder.url.appendingPathComponent("site"), verbosity: verbosity,
            cacheDirectory: folder.url.appendingPathComponent("cache"), offline: true,
            environment: [:], now: { Date(timeIntervalSince1970: 1_790_000_000) })
        options.keepsUnchangedSite = true
        return options
    }

    /// Builds and returns the state and the log's lines.
    func build(_ options: BuildOptions) async throws -> (BuildState, [String]) {
        let lines = Lines()
        let state = try await Pipeline.build(
            options: options, log: BuildLog(line: { lines.append($0) }))
        return (state, lines.all)
    }

    @Test func anUnchangedBuildKeepsTheSiteAndTellsWhatTheLastBuildTold() async throws {
        let folder = try TemporaryFolder()
        try makeContent(folder)
        let (first, _) = try await build(options(folder))
        #expect(first.keptSite == nil)
        #expect(!first.summary.problems.isEmpty, "cy's page gives a warning")
        let site = folder.url.appendingPathComponent("site")
        let files = try TemporaryFolder.allFiles(under: site)

        let (second, lines) = try await build(options(folder))
        let kept = try #require(second.keptSite)
        #expect(lines.count == 1 && lines[0].hasPrefix("nothing changed since the last build"))
        #expect(second.reports.isEmpty, "no step ran")
        #expect(kept == first.summary)
        #expect(second.summary.problems == first.summary.problems)
        #expect(second.summary.unchanged == 3 && second.summary.renderedFiles == 0)
        #expect(second.summary.pages == first.summary.pages)
        #expect(try TemporaryFolder.allFiles(under: site) == files)

        // Without the option (the library's default) the build runs, and finds every
        // scientist unchanged.
        var plain = options(folder)
        plain.keepsUnchangedSite = false
        let (third, _) = try await build(plain)
        #expect(third.keptSite == nil)
        #expect(third.unchanged == ["ada", "bo", "cy"])
    }

    /// One change each; after it the build runs, and the build after that keeps the site
    /// again.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case scientistEdited, scientistAdded, savedPageRewrittenWithTheSameBytes
        case otherFileAddedToTheContent, outputFileEdited, outputFileDeleted
        case fileAddedToTheOutput, cacheChanged, verbosityChanged, nextDay

        var testDescription: String { rawValue }
    }

    @Test(arguments: Change.allCases)
    func anyChangeMakesTheBuildRun(_ change: Change) async throws {
        let folder = try TemporaryFolder()
        try makeContent(folder)
        var options = options(folder)
        _ = try await build(options)
        #expect(try await build(options).0.keptSite != nil)
        // Signatures include times: let the clock move on.
        try await Task.sleep(for: .milliseconds(20))
        switch change {
        case .scientistEdited:
            try folder.write(
                "content/scientists/bo.md",
                "---\nname: Bo\ndepartment: Physics\nscholar: snapshots/bo.html\n---\nNew bio.\n")
        case .scientistAdded:
            try folder.write(
                "content/scientists/dee.md",
                "---\nname: Dee\ndepartment: Physics\nscholar: snapshots/bo.html\n---\nBio.\n")
        case .savedPageRewrittenWithTheSameBytes:
            let page = try folder.read("content/snapshots/ada.html")
            try folder.write("content/snapshots/ada.html", page)
        case .otherFileAddedToTheContent:
            try folder.write("content/snapshots/notes/todo.txt", "to do")
        case .outputFileEdited:
            try folder.write("site/scientists/ada/index.html", "edited by hand")
        case .outputFileDeleted:
            try FileManager.default.removeItem(
                at: folder.url.appendingPathComponent("site/data/scientists/bo.csv"))
        case .fileAddedToTheOutput:
            try folder.write("site/extra.html", "not ours")
        case .cacheChanged:
            let cache = try CacheStore(
                directory: folder.url.appendingPathComponent("cache"))
            try await cache.storeParsed(
                ParsedRecord(source: "test", key: "k", json: "{}", fetchedAt: Date()))
        case .verbosityChanged:
            options.verbosity = .verbose
        case .nextDay:
            options.now = { Date(timeIntervalSince1970: 1_790_000_000 + 86_400) }
        }
        let (ran, _) = try await build(options)
        #expect(ran.keptSite == nil)
        #expect(try await build(options).0.keptSite != nil)

        // The site is the one a fresh build makes.
        let fresh = try TemporaryFolder()
        try makeContent(fresh)
        if change == .scientistEdited || change == .scientistAdded {
            for name in ["bo.md", "dee.md"] {
                let path = "content/scientists/\(name)"
                if folder.exists(path) { try fresh.write(path, try folder.read(path)) }
            }
        }
        var freshOptions = self.options(fresh)
        freshOptions.verbosity = options.verbosity
        freshOptions.now = options.now
        _ = try await build(freshOptions)
        var ours = try TemporaryFolder.allFiles(under: folder.url.appendingPathComponent("site"))
        let theirs = try TemporaryFolder.allFiles(under: fresh.url.appendingPathComponent("site"))
        if change == .fileAddedToTheOutput {
            // A file that is not the site's is removed by the build that runs.
            #expect(ours["extra.html"] == nil)
        }
        ours["extra.html"] = nil
        if change == .scientistAdded {
            // The feeds list what each build changed: here Dee's arrival, which a fresh
            // build does not see.
            for path in ours.keys where path.hasSuffix("feed.xml") { ours[path] = theirs[path] }
        }
        #expect(ours.keys.sorted() == theirs.keys.sorted())
        #expect(ours == theirs)
    }

    @Test func aBuildThatMissedSomethingOfflineIsNotKept() async throws {
        let folder = try TemporaryFolder()
        try makeContent(folder)
        try folder.write(
            "content/scientists/dee.md",
            "---\nname: Dee\ndepartment: Physics\nscholar: DeeNotCach01\n---\nBio.\n")
        let (first, _) = try await build(options(folder))
        #expect(!first.summary.missingOffline.isEmpty)
        let (second, _) = try await build(options(folder))
        #expect(second.keptSite == nil)
        #expect(second.summary.missingOffline == first.summary.missingOffline)
    }

    @Test func anOnlineBuildNeverKeepsTheSite() async throws {
        let folder = try TemporaryFolder()
        try makeContent(folder)
        var options = options(folder)
        options.offline = false
        _ = try await build(options)
        #expect(try await build(options).0.keptSite == nil)
    }

    @Test func theCacheGenerationRisesWithEveryChangeButNotWithAManifest() async throws {
        let cache = try CacheStore.inMemory()
        try await cache.storeBuildManifest(outputKey: "/site") { "generation \($0)" }
        let start = try #require(await cache.buildManifest(outputKey: "/site"))
        #expect(start.json == "generation \(start.generation)")
        try await cache.storeParsed(
            ParsedRecord(source: "s", key: "k", json: "{}", fetchedAt: Date()))
        try await cache.storeParsed(
            ParsedRecord(source: "s", key: "k", json: "{\"a\":1}", fetchedAt: Date()))
        try await cache.storeResponse(
            url: "https://x.example/", status: 200, fetchedAt: Date(), body: Data("b".utf8))
        try await cache.appendMetrics(
            MetricsHistoryEntry(
                slug: "a", builtAt: Date(), metrics: Metrics(citationCounts: [1]), source: "s"))
        let later = try #require(await cache.buildManifest(outputKey: "/site"))
        #expect(later.json == start.json)
        #expect(later.generation >= start.generation + 4)
        _ = try await cache.deleteParsed(source: "s", keys: ["k"])
        #expect(
            try #require(await cache.buildManifest(outputKey: "/site")).generation
                > later.generation)
        // Storing manifests does not raise it.
        let before = try #require(await cache.buildManifest(outputKey: "/site")).generation
        try await cache.storeBuildManifest(outputKey: "/other") { "\($0)" }
        try await cache.storeBuildManifest(outputKey: "/site") { "again \($0)" }
        #expect(try #require(await cache.buildManifest(outputKey: "/site")).generation == before)
        try await cache.deleteBuildManifest(outputKey: "/site")
        #expect(try await cache.buildManifest(outputKey: "/site") == nil)
    }
}

/// Lines collected from a build's log.
final class Lines: @unchecked Sendable {
    private var lines: [String] = []
    private let lock = NSLock()

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
