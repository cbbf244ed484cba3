import Foundation
import HIndexSources
import HIndexTestSupport
import Testing

@testable import HIndexSite
@testable import HIndexStore

/// An `--offline` build in which the cache holds none of a scientist's sources keeps that
/// scientist's previous page instead of replacing it with an empty one (issue 13).
@Suite struct OfflineKeepsPreviousOutputTests {
    static let base = URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/")
    static let environment = ["HINDEX_S2_URL": base.absoluteString]

    /// A folder with Jason Ernst (Semantic Scholar, both pages cached) and Ann (a saved
    /// page), built offline once into `site/`.
    static func builtFolder() async throws -> (TemporaryFolder, CacheStore) {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/jason-ernst.md",
            "---\nname: Jason Ernst\nsemantic_scholar: 1792904\n---\n")
        try folder.write(
            "content/scientists/ann.md", "---\nname: Ann\nscholar: snapshots/ann.html\n---\n")
        try folder.write(
            "content/snapshots/ann.html",
            Fixtures.scholarPage(name: "Ann", rows: [("A paper", 3, 2020)]))
        let cache = try CacheStore(directory: folder.url.appendingPathComponent("cache"))
        for (offset, name) in [(0, "page1"), (30, "page2")] {
            let page = try Data(
                contentsOf: Fixtures.real(
                    "semantic_scholar/jason_ernst_s2_author_papers_\(name).json"))
            let url = try SemanticScholarPapersRequests.pageURL(
                base: base, authorID: "1792904", offset: offset)
            try await cache.storeResponse(
                url: url.absoluteString, status: 200, fetchedAt: Date(), body: page,
                contentType: "application/json")
        }
        let first = try await folder.build(offline: true, environment: environment)
        #expect(first.missingOffline.isEmpty)
        #expect(try folder.metrics("jason-ernst")["h_index"] as? Int == 15)
        return (folder, cache)
    }

    static func leaderboardHasData(_ folder: TemporaryFolder, _ slug: String) throws -> Bool? {
        let data = try Data(
            contentsOf: folder.url.appendingPathComponent("site/data/leaderboard.json"))
        let rows = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        return rows?.first { $0["slug"] as? String == slug }?["has_data"] as? Bool
    }

    static func leaderboardH(_ folder: TemporaryFolder, _ slug: String) throws -> Int? {
        let data = try Data(
            contentsOf: folder.url.appendingPathComponent("site/data/leaderboard.json"))
        let rows = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        let row = rows?.first { $0["slug"] as? String == slug }
        return (row?["metrics"] as? [String: Any])?["h_index"] as? Int
    }

    @Test func withTheBuildRecordThePreviousPageAndReportAreKept() async throws {
        let (folder, cache) = try await Self.builtFolder()
        let page = try folder.read("site/scientists/jason-ernst/index.html")
        // The cached pages and the parsed record go (pruned, or changed on disk).
        try await cache.execute(sql: "DELETE FROM response")
        try await cache.deleteParsed(
            source: CitationFetch(source: "semantic_scholar", id: "1792904").recordSource,
            keys: ["1792904"])

        let state = try await folder.build(offline: true, environment: Self.environment)
        // The previous build's page and figures stand in: a warning, not an error.
        #expect(state.missingOffline.isEmpty)
        #expect(state.keptOffline == ["jason-ernst: Semantic Scholar papers of author 1792904"])
        #expect(try folder.read("site/scientists/jason-ernst/index.html") == page)
        #expect(try folder.metrics("jason-ernst")["h_index"] as? Int == 15)
        #expect(try Self.leaderboardHasData(folder, "jason-ernst") == true)
        #expect(
            state.problems.contains {
                $0.hasPrefix("jason-ernst: none of their sources is in the cache (--offline): ")
                    && $0.contains("kept their page and data from the previous build")
            }, "\(state.problems)")
        #expect(try folder.metrics("ann")["h_index"] as? Int == 1)
    }

    @Test func theKeptReportKeepsTheEntryItWasMadeWith() async throws {
        let (folder, _) = try await Self.builtFolder()
        let page = try folder.read("site/scientists/jason-ernst/index.html")
        // Renamed, and pointed at a profile the cache does not hold.
        try folder.write(
            "content/scientists/jason-ernst.md",
            "---\nname: Jason Q. Ernst\nsemantic_scholar: 999\n---\n")
        let state = try await folder.build(offline: true, environment: Self.environment)
        #expect(state.keptOffline.count == 1)
        #expect(try folder.read("site/scientists/jason-ernst/index.html") == page)
        let data = try Data(
            contentsOf: folder.url.appendingPathComponent("site/data/leaderboard.json"))
        let rows = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        let row = rows?.first { $0["slug"] as? String == "jason-ernst" }
        // The leaderboard shows the kept report as the kept page does.
        #expect(row?["name"] as? String == "Jason Ernst")
        #expect(row?["has_data"] as? Bool == true)
    }

    @Test func afterADamagedCacheThePreviousFilesAreKeptAsTheyAre() async throws {
        let (folder, _) = try await Self.builtFolder()
        let page = try folder.read("site/scientists/jason-ernst/index.html")
        let json = try folder.read("site/data/scientists/jason-ernst.json")
        try Data(repeating: 0x41, count: 4096).write(
            to: folder.url.appendingPathComponent("cache/cache.sqlite"))

        let state = try await folder.build(offline: true, environment: Self.environment)
        // The previous build's page and figures stand in: a warning, not an error.
        #expect(state.missingOffline.isEmpty)
        #expect(state.keptOffline == ["jason-ernst: Semantic Scholar papers of author 1792904"])
        #expect(state.problems.contains { $0.contains("the file is damaged") })
        #expect(try folder.read("site/scientists/jason-ernst/index.html") == page)
        #expect(try folder.read("site/data/scientists/jason-ernst.json") == json)
        // The leaderboards rank Jason Ernst with the figures the previous build published
        // (issue 31, case 13), not as "no citation data".
        #expect(try Self.leaderboardHasData(folder, "jason-ernst") == true)
        #expect(try Self.leaderboardH(folder, "jason-ernst") == 15)
        #expect(
            state.problems.contains {
                $0.contains("kept their page and data files in") && $0.contains("as they were")
                    && $0.contains(
                        "the leaderboards rank them with the figures of its "
                            + "data/scientists/jason-ernst.json (h-index 15)")
            }, "\(state.problems)")
        #expect(!state.problems.contains { $0.contains("no scientist has citation data") })
        // The next offline build keeps the page and the figures again.
        let again = try await folder.build(offline: true, environment: Self.environment)
        #expect(try folder.read("site/scientists/jason-ernst/index.html") == page)
        #expect(try Self.leaderboardH(folder, "jason-ernst") == 15)
        #expect(!again.problems.contains { $0.contains("no scientist has citation data") })
    }

    @Test func aPreviousDataFileWhoseFiguresDoNotFollowFromItsPapersIsNotUsed() async throws {
        let (folder, _) = try await Self.builtFolder()
        // Edited by hand: the h-index no longer follows from the papers' citations.
        let json = try folder.read("site/data/scientists/jason-ernst.json")
        try folder.write(
            "site/data/scientists/jason-ernst.json",
            json.replacingOccurrences(of: "\"h_index\": 15", with: "\"h_index\": 99"))
        try Data(repeating: 0x41, count: 4096).write(
            to: folder.url.appendingPathComponent("cache/cache.sqlite"))
        let state = try await folder.build(offline: true, environment: Self.environment)
        #expect(try Self.leaderboardHasData(folder, "jason-ernst") == false)
        // Shown without data: the missing source is still an error.
        #expect(state.missingOffline.count == 1)
        #expect(state.keptOffline.isEmpty)
        #expect(
            state.problems.contains {
                $0.contains("gives no figures this version can check")
            }, "\(state.problems)")
    }

    @Test func aFreshOutputFolderKeepsNothing() async throws {
        let (folder, cache) = try await Self.builtFolder()
        try await cache.execute(sql: "DELETE FROM response")
        try await cache.deleteParsed(
            source: CitationFetch(source: "semantic_scholar", id: "1792904").recordSource,
            keys: ["1792904"])
        // A new output folder has no previous page: the scientist is shown without data.
        let fresh = try await folder.build(
            output: "fresh", offline: true, environment: Self.environment)
        #expect(!fresh.problems.contains { $0.contains("kept their page") })
        #expect(try folder.json("fresh/data/scientists/jason-ernst.json")["source"] is NSNull)
    }
}
