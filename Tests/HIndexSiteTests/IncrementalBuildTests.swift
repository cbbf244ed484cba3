import Foundation
import HIndexCore
import HIndexSite
import HIndexStore
import HIndexTestSupport
import Testing

/// Incremental builds: unchanged scientists are neither parsed nor rendered again, the site
/// stays complete and identical to a full build, and the metrics history gets one row per
/// scientist only when the metrics change.
@Suite("Incremental builds", .timeLimit(.minutes(10)))
struct IncrementalBuildTests {
    /// Three scientists from saved pages in two departments, and one fetched from `server`.
    func makeContent(_ folder: TemporaryFolder, server: LocalHTTPServer) throws {
        try folder.write(
            "content/site.md", "---\ntitle: Incremental University\n---\nWelcome.\n")
        let people = [
            (
                "ada", "Ada", "Physics",
                [("Ada's \"first\" paper", 12, 2019), ("Zweite Arbeit", 4, 2021)]
            ),
            ("bo", "Bo", "Physics", [("Bo on things", 30, 2018)]),
            ("cy", "Cy", "Chemistry", [("Cy's café paper", 2, 2022), ("Another", 8, 2020)]),
        ]
        for (slug, name, department, rows) in people {
            try folder.write(
                "content/scientists/\(slug).md",
                "---\nname: \(name)\ndepartment: \(department)\nscholar: snapshots/\(slug).html\n---\nBio of \(name).\n"
            )
            try folder.write(
                "content/snapshots/\(slug).html", Fixtures.scholarPage(name: name, rows: rows))
        }
        try folder.write(
            "content/scientists/dee.md",
            ScholarServerFixtures.scientist(
                name: "Dee", scholar: "DeeFetched01", department: "Chemistry"))
        _ = server
    }

    @Test func anUnchangedBuildRendersNothingAndATouchedFileRendersOneScientist() async throws {
        let rows = ScholarServerFixtures.rows(20, top: 25)
        let server = try LocalHTTPServer { request in
            ScholarServerFixtures.reply(for: request, rows: rows, name: "Dee")
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try makeContent(folder, server: server)
        let options = ScholarServerFixtures.options(folder, server: server)

        let first = try await Pipeline.build(options: options)
        #expect(first.unchanged.isEmpty)
        #expect(first.rendered.contains("scientists/ada/index.html"))
        let site = folder.url.appendingPathComponent("site")
        let firstFiles = try TemporaryFolder.allFiles(under: site)

        // Nothing changed: every scientist unchanged, nothing rendered, no request, same site.
        let requests = server.requests.count
        let firstTimes = try modificationTimes(under: site)
        let second = try await Pipeline.build(options: options)
        #expect(second.unchanged == ["ada", "bo", "cy", "dee"])
        #expect(second.rendered.isEmpty, "\(second.rendered)")
        #expect(server.requests.count == requests)
        #expect(try TemporaryFolder.allFiles(under: site) == firstFiles)
        // Not a file was rewritten (the sitemap, derived every time, is identical).
        #expect(try modificationTimes(under: site) == firstTimes)

        // Editing one scientist's bio re-renders that scientist only: no leaderboard shows it.
        try folder.write(
            "content/scientists/bo.md",
            "---\nname: Bo\ndepartment: Physics\nscholar: snapshots/bo.html\n---\nA new bio of Bo.\n"
        )
        let bioEdited = try await Pipeline.build(options: options)
        #expect(bioEdited.unchanged == ["ada", "cy", "dee"])
        let boFiles = [
            "data/badges/bo.json", "data/scientists/bo.bib", "data/scientists/bo.csv",
            "data/scientists/bo.json", "scientists/bo/index.html",
        ]
        #expect(bioEdited.rendered == boFiles)
        #expect(try folder.read("site/scientists/bo/index.html").contains("A new bio of Bo."))

        // A new name changes what the leaderboards show: they are rendered again.
        try folder.write(
            "content/scientists/bo.md",
            "---\nname: Bo Bright\ndepartment: Physics\nscholar: snapshots/bo.html\n---\nA new bio of Bo.\n"
        )
        let third = try await Pipeline.build(options: options)
        #expect(third.unchanged == ["ada", "cy", "dee"])
        // Each leaderboard folder holds one page per ordering.
        let orderings = [
            "by-citations.html", "by-i10.html", "by-recent-h.html", "by-trend.html", "index.html",
        ]
        var leaderboards: [String] = []
        for base in ["departments/chemistry/", "departments/physics/", ""] {
            leaderboards += orderings.map { base + $0 }
        }
        let expected = boFiles + ["data/leaderboard.csv", "data/leaderboard.json"] + leaderboards
        #expect(third.rendered == expected.sorted())
        #expect(try folder.read("site/index.html").contains("Bo Bright"))

        // Only touching a file (a new modification time) renders it again too.
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(60)],
            ofItemAtPath: folder.url.appendingPathComponent("content/scientists/cy.md").path)
        let fourth = try await Pipeline.build(options: options)
        #expect(fourth.unchanged == ["ada", "bo", "dee"])
        #expect(fourth.rendered.contains("scientists/cy/index.html"))
        #expect(!fourth.rendered.contains("scientists/ada/index.html"))

        // The incremental site equals a full build from scratch (fresh output and cache).
        let full = try await Pipeline.build(
            options: BuildOptions(
                contentDirectory: folder.url.appendingPathComponent("content"),
                outputDirectory: folder.url.appendingPathComponent("full"), verbosity: .quiet,
                cacheDirectory: folder.url.appendingPathComponent("full-cache"),
                offline: false,
                environment: ["HINDEX_SCHOLAR_URL": server.baseURL.absoluteString],
                fetcherConfiguration: ScholarServerFixtures.fetcherConfiguration))
        #expect(full.unchanged.isEmpty)
        let incremental = try TemporaryFolder.allFiles(under: site)
        let scratch = try TemporaryFolder.allFiles(under: folder.url.appendingPathComponent("full"))
        #expect(incremental.keys.sorted() == scratch.keys.sorted())
        // The feeds are the exception: they list the cache's history, and the fresh cache
        // fetched Dee at another second, so that entry's date and id differ (FeedTests
        // checks that the same history gives the same feed byte for byte).
        for (path, data) in scratch where !path.hasSuffix("feed.xml") {
            #expect(incremental[path] == data, "\(path) differs")
        }
    }

    /// The modification time of every file under `folder`, by relative path.
    func modificationTimes(under folder: URL) throws -> [String: Date] {
        var result: [String: Date] = [:]
        for path in try TemporaryFolder.allFiles(under: folder).keys {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: folder.appendingPathComponent(path).path)
            result[path] = attributes[.modificationDate] as? Date
        }
        return result
    }

    @Test func aDamagedOutputFileIsRenderedAgain() async throws {
        let server = try LocalHTTPServer { request in
            ScholarServerFixtures.reply(
                for: request, rows: ScholarServerFixtures.rows(3), name: "Dee")
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try makeContent(folder, server: server)
        let options = ScholarServerFixtures.options(folder, server: server)
        _ = try await Pipeline.build(options: options)
        let page = folder.url.appendingPathComponent("site/scientists/ada/index.html")
        let original = try Data(contentsOf: page)
        try Data("edited by hand".utf8).write(to: page)
        try FileManager.default.removeItem(
            at: folder.url.appendingPathComponent("site/methodology/index.html"))
        let again = try await Pipeline.build(options: options)
        #expect(!again.unchanged.contains("ada"))
        #expect(again.rendered.contains("scientists/ada/index.html"))
        #expect(again.rendered.contains("methodology/index.html"))
        #expect(try Data(contentsOf: page) == original)
    }

    @Test func theHistoryGetsOneRowPerScientistOnlyWhenMetricsChange() async throws {
        let server = try LocalHTTPServer { request in
            ScholarServerFixtures.reply(
                for: request, rows: ScholarServerFixtures.rows(5), name: "Dee")
        }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        try makeContent(folder, server: server)
        let options = ScholarServerFixtures.options(folder, server: server)
        _ = try await Pipeline.build(options: options)
        _ = try await Pipeline.build(options: options)
        let cache = try CacheStore(directory: folder.url.appendingPathComponent(".hindex"))
        #expect(try await cache.history(slug: "ada").count == 1)
        #expect(try await cache.history(slug: "dee").count == 1)
        // New data for Ada: one more point.
        try folder.write(
            "content/snapshots/ada.html",
            Fixtures.scholarPage(name: "Ada", rows: [("Ada's \"first\" paper", 15, 2019)]))
        _ = try await Pipeline.build(options: options)
        let history = try await cache.history(slug: "ada")
        #expect(history.map(\.metrics.citations) == [16, 15])
        #expect(try await cache.history(slug: "bo").count == 1)
    }
}
