import Foundation
import HIndexCore
import Testing

@testable import HIndexStore

/// A fresh folder under the system temporary folder, removed by the caller.
private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("hindex-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

private let day: TimeInterval = 86_400

@Suite("Cache store")
struct CacheStoreTests {
    @Test func opensAnEmptyFolderCreatingParentsAndMigratesToTheLatestSchema() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("site/.hindex/cache.sqlite").path
        let store = try CacheStore(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
        let stats = try await store.stats()
        #expect(stats.schemaVersions == CacheSchema.versions)
        #expect(stats.responses == 0 && stats.parsedRecords == 0 && stats.metricsRows == 0)
        #expect(stats.fileBytes > 0)
        // Opening again is a no-op migration and keeps the data.
        try await store.appendMetrics(
            MetricsHistoryEntry(
                slug: "a", builtAt: Date(), metrics: Metrics(citationCounts: [3]), source: "s"))
        let reopened = try CacheStore(path: path)
        #expect(try await reopened.history(slug: "a").count == 1)
    }

    @Test func migratesAVersion1DatabaseKeepingItsRows() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("cache.sqlite").path
        let old = try CacheStore(path: path, schemaUpTo: "v1")
        #expect(try await old.stats().schemaVersions == ["v1"])
        try await old.appendMetrics(
            MetricsHistoryEntry(
                slug: "karp", builtAt: Date(timeIntervalSince1970: 1_000),
                metrics: Metrics(citationCounts: [5, 5, 5]), source: "Google Scholar profile"))

        let current = try CacheStore(path: path)
        #expect(try await current.stats().schemaVersions == ["v1", "v2", "v3", "v4", "v5"])
        #expect(try await current.history(slug: "karp").map(\.metrics.hIndex) == [3])
        // A row from before v3 keeps only the basic metrics, and says so.
        #expect(try await current.history(slug: "karp").map(\.hasAllMetrics) == [false])
        // A row from before v4 has no build number; the next build is number 1.
        #expect(try await current.history(slug: "karp").map(\.build) == [nil])
        #expect(try await current.nextBuildNumber() == 1)
        // v2's columns work.
        try await current.storeResponse(
            url: "https://x.example/p", status: 200, fetchedAt: Date(), body: Data("b".utf8),
            contentType: "text/html; charset=utf-8")
        let response = try #require(await current.latestResponse(url: "https://x.example/p"))
        #expect(response.contentType == "text/html; charset=utf-8")
    }

    @Test func refusesADatabaseFromANewerVersion() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let newer = folder.appendingPathComponent("newer.sqlite").path
        let current = try CacheStore(path: newer)
        // What a later version of the tool leaves behind: a migration this one does not know.
        try await current.execute(
            sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-future')")
        let error = #expect(throws: CacheStoreError.self) { try CacheStore(path: newer) }
        #expect(error?.path == newer)
        #expect(error?.description.contains("newer version of hindex-site") == true)
        // A newer schema is not damage: the file stays where it is.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["newer.sqlite"])
    }

    @Test(arguments: [
        "Tom & Jerry's \"Cat\" paper; DROP TABLE response; --",
        "Ünïcödé façade — naïve café, 東京大学, Ελληνικά, עברית",
        "Emoji 🧪🔬👩🏽‍🔬 and a NUL-free 'quote' \\ backslash",
        "It's O'Brien's \"quoted\" `back` %wildcard_ and ?placeholder? :name $1",
    ])
    func titlesRoundTripThroughResponsesAndParsedRecords(title: String) async throws {
        let store = try CacheStore.inMemory()
        let url = "https://scholar.example/citations?user=x&q=\(title)"
        let body = Data("<td>\(title)</td>".utf8)
        let stored = try await store.storeResponse(
            url: url, status: 200, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000),
            body: body)
        let response = try #require(await store.latestResponse(url: url))
        #expect(response == stored)
        #expect(String(decoding: response.body, as: UTF8.self) == "<td>\(title)</td>")
        #expect(response.contentHash == ContentHash.sha256Hex(body))

        let publication = Publication(
            title: title, authors: "A O'Neil, B \"Bee\" Ça", venue: title, year: 2020,
            citations: 7, sourceID: "x:\(title)")
        try await store.storeParsed(
            [publication], source: "scholar_profile", key: title,
            fetchedAt: Date(timeIntervalSince1970: 1_700_000_000), inputHash: "h")
        let parsed = try #require(
            await store.latestParsed([Publication].self, source: "scholar_profile", key: title))
        #expect(parsed.value == [publication])
        #expect(parsed.record.inputHash == "h")
        #expect(try await store.stats().responses == 1)
    }

    @Test func latestResponseIsTheNewestAndIdenticalBodiesAreNotStoredTwice() async throws {
        let store = try CacheStore.inMemory()
        let url = "https://x.example/page"
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        try await store.storeResponse(url: url, status: 200, fetchedAt: start, body: Data("1".utf8))
        try await store.storeResponse(
            url: url, status: 200, fetchedAt: start + day, body: Data("1".utf8))
        var stats = try await store.stats()
        #expect(stats.responses == 1)
        #expect(try await store.latestResponse(url: url)?.fetchedAt == start + day)

        try await store.storeResponse(
            url: url, status: 200, fetchedAt: start + 2 * day, body: Data("2".utf8))
        try await store.storeResponse(
            url: url, status: 503, fetchedAt: start + 3 * day, body: Data("down".utf8))
        stats = try await store.stats()
        #expect(stats.responses == 3 && stats.distinctURLs == 1)
        #expect(stats.responseBytes == 1 + 1 + 4)
        #expect(stats.oldestFetch == start + day && stats.newestFetch == start + 3 * day)
        #expect(try await store.latestResponse(url: url)?.status == 503)
        let good = try await store.latestResponse(url: url, successfulOnly: true)
        #expect(good.map { String(decoding: $0.body, as: UTF8.self) } == "2")
        #expect(try await store.latestResponse(url: "https://x.example/other") == nil)
    }

    @Test func parsedRecordsByKeyPrefixAreExactlyThoseStartingWithIt() async throws {
        let store = try CacheStore.inMemory()
        let keys = [
            "/a/site#ada", "/a/site#bo", "/a/site#2#ada", "/a/site", "/a/sitf#x", "/a/site$",
            "/a/site#é", "/a/site#\u{10FFFF}z", "/a/site\u{10FFFF}#x", "/b#ada", "",
        ]
        for key in keys {
            try await store.storeParsed(
                ParsedRecord(source: "build", key: key, json: "\"\(key)\"", fetchedAt: Date()))
            try await store.storeParsed(
                ParsedRecord(source: "other", key: key, json: "0", fetchedAt: Date()))
        }
        for prefix in ["/a/site#", "/a/site", "/a/site#2", "/b#", "", "\u{10FFFF}", "/z"] {
            let found = try await store.parsedRecords(source: "build", keyPrefix: prefix)
            let expected = keys.filter { $0.utf8.starts(with: prefix.utf8) }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            #expect(found.map(\.key) == expected, "prefix \(prefix)")
            #expect(found.map(\.json) == expected.map { "\"\($0)\"" })
        }
    }

    @Test func parsedRecordsAreReplacedPerSourceAndKey() async throws {
        let store = try CacheStore.inMemory()
        let first = ParsedRecord(
            source: "scholar_profile", key: "id1", json: "[1]",
            fetchedAt: Date(timeIntervalSince1970: 1))
        try await store.storeParsed(first)
        try await store.storeParsed(
            ParsedRecord(
                source: "scholar_profile", key: "id1", json: "[2]",
                fetchedAt: Date(timeIntervalSince1970: 2), inputHash: "abc"))
        try await store.storeParsed(
            ParsedRecord(
                source: "openalex", key: "id1", json: "{}",
                fetchedAt: Date(timeIntervalSince1970: 3)))
        let latest = try #require(await store.latestParsed(source: "scholar_profile", key: "id1"))
        #expect(latest.json == "[2]" && latest.inputHash == "abc")
        #expect(try await store.latestParsed(source: "openalex", key: "id1")?.json == "{}")
        #expect(try await store.latestParsed(source: "scholar_profile", key: "id2") == nil)
        #expect(try await store.stats().parsedRecords == 2)

        let error = await #expect(throws: CacheStoreError.self) {
            _ = try await store.latestParsed([Int].self, source: "openalex", key: "id1")
        }
        #expect(error?.operation == "decoding the parsed record openalex/id1")
    }

    @Test func historyIsOrderedByBuildTimeThenInsertionAndFiltersBySource() async throws {
        let store = try CacheStore.inMemory()
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        let entries = [
            (2.0, [10, 10, 10], "Google Scholar profile"),
            (0.0, [1], "Google Scholar profile"),
            (1.0, [5, 5], "Google Scholar profile"),
            (1.0, [6, 6], "Google Scholar profile"),  // same time: after the previous one
            (1.5, [100], "OpenAlex"),
        ]
        for (days, counts, source) in entries {
            try await store.appendMetrics(
                MetricsHistoryEntry(
                    slug: "o'brien", builtAt: base + days * day,
                    metrics: Metrics(citationCounts: counts), source: source))
        }
        try await store.appendMetrics(
            MetricsHistoryEntry(
                slug: "other", builtAt: base, metrics: Metrics(citationCounts: [1]), source: "x"))
        let all = try await store.history(slug: "o'brien")
        #expect(all.map(\.metrics.citations) == [1, 10, 12, 100, 30])
        let scholar = try await store.history(slug: "o'brien", source: "Google Scholar profile")
        #expect(scholar.map(\.metrics.hIndex) == [1, 2, 2, 3])
        #expect(scholar.map(\.builtAt) == [0.0, 1, 1, 2].map { base + $0 * day })
        #expect(try await store.history(slug: "nobody").isEmpty)
        let stats = try await store.stats()
        #expect(stats.metricsRows == 6 && stats.scientistsWithHistory == 2)
    }

    @Test func appendMetricsCanSkipUnchangedValues() async throws {
        let store = try CacheStore.inMemory()
        let entry = MetricsHistoryEntry(
            slug: "a", builtAt: Date(timeIntervalSince1970: 10),
            metrics: Metrics(citationCounts: [4, 4, 4, 4]), source: "s")
        #expect(try await store.appendMetrics(entry, skipIfUnchanged: true))
        var later = entry
        later.builtAt = Date(timeIntervalSince1970: 20)
        #expect(try await store.appendMetrics(later, skipIfUnchanged: true) == false)
        later.metrics = Metrics(citationCounts: [5, 5, 5, 5, 5])
        #expect(try await store.appendMetrics(later, skipIfUnchanged: true))
        #expect(try await store.appendMetrics(later))
        #expect(try await store.history(slug: "a").count == 3)
    }

    @Test func historyKeepsEveryMetricAndComparesThemAll() async throws {
        let store = try CacheStore.inMemory()
        let papers = [
            Publication(title: "A", authors: "X, Y", year: 2020, citations: 12),
            Publication(title: "B", authors: "X", year: 2024, citations: 3),
        ]
        let metrics = Metrics(publications: papers, parameters: MetricsParameters(asOfYear: 2025))
        let entry = MetricsHistoryEntry(
            slug: "a", builtAt: Date(timeIntervalSince1970: 10), metrics: metrics, source: "s")
        #expect(try await store.appendMetrics(entry, skipIfUnchanged: true))
        let stored = try #require(try await store.history(slug: "a").first)
        #expect(stored == entry)
        #expect(stored.metrics.recentHIndex == 1 && stored.metrics.hINorm == 2)
        // Same basic columns, different recent window: a new point.
        var later = entry
        later.builtAt = Date(timeIntervalSince1970: 20)
        later.metrics = Metrics(
            publications: papers, parameters: MetricsParameters(asOfYear: 2030))
        #expect(later.metrics.hIndex == metrics.hIndex)
        #expect(try await store.appendMetrics(later, skipIfUnchanged: true))
        #expect(try await store.appendMetrics(later, skipIfUnchanged: true) == false)
        #expect(try await store.history(slug: "a").count == 2)
        // The whole history with the five basic metrics only: the same rows, in the same
        // order, with the same five numbers.
        let full = try await store.allHistory()
        let basic = try await store.allHistory(fullMetrics: false)
        #expect(full.allSatisfy(\.hasAllMetrics) && !basic.contains { $0.hasAllMetrics })
        #expect(basic.map(\.builtAt) == full.map(\.builtAt))
        func five(_ metrics: Metrics) -> [Int] {
            [metrics.papers, metrics.citations, metrics.hIndex, metrics.gIndex, metrics.i10Index]
        }
        #expect(basic.map { five($0.metrics) } == full.map { five($0.metrics) })
        #expect(basic.map(\.metrics.recentHIndex) != full.map(\.metrics.recentHIndex))
    }

    @Test func pruneKeepsTheNewestResponsePerURLUnlessAskedAndNeverTouchesHistory() async throws {
        let store = try CacheStore.inMemory()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        for (index, age) in [40.0, 30, 20].enumerated() {
            try await store.storeResponse(
                url: "https://a.example/1", status: 200, fetchedAt: now - age * day,
                body: Data("v\(index)".utf8))
        }
        try await store.storeResponse(
            url: "https://a.example/2", status: 200, fetchedAt: now - 50 * day,
            body: Data("old".utf8))
        try await store.storeResponse(
            url: "https://a.example/3", status: 200, fetchedAt: now - day, body: Data("new".utf8))
        try await store.storeParsed(
            ParsedRecord(source: "s", key: "k", json: "1", fetchedAt: now - 60 * day))
        try await store.appendMetrics(
            MetricsHistoryEntry(
                slug: "a", builtAt: now - 100 * day, metrics: Metrics(citationCounts: []),
                source: "s"))

        let kept = try await store.prune(olderThan: now - 10 * day)
        #expect(kept == PruneResult(responsesDeleted: 2, parsedRecordsDeleted: 0))
        #expect(
            try await store.latestResponse(url: "https://a.example/1")?.body == Data("v2".utf8))
        #expect(try await store.latestResponse(url: "https://a.example/2") != nil)
        #expect(try await store.stats().responses == 3)

        let all = try await store.prune(olderThan: now - 10 * day, keepLatest: false)
        #expect(all == PruneResult(responsesDeleted: 2, parsedRecordsDeleted: 1))
        #expect(try await store.latestResponse(url: "https://a.example/3") != nil)
        #expect(try await store.history(slug: "a").count == 1)
    }

    @Test func clearEmptiesEverythingOrKeepsTheHistory() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try CacheStore(directory: folder.appendingPathComponent(".hindex"))
        #expect(store.path.hasSuffix(".hindex/cache.sqlite"))
        try await store.storeResponse(
            url: "https://a.example", status: 200, fetchedAt: Date(),
            body: Data(repeating: 7, count: 200_000))
        try await store.storeParsed(
            ParsedRecord(source: "s", key: "k", json: "1", fetchedAt: Date()))
        try await store.appendMetrics(
            MetricsHistoryEntry(
                slug: "a", builtAt: Date(), metrics: Metrics(citationCounts: [1]), source: "s"))
        let before = try await store.stats().fileBytes
        try await store.clear(keepHistory: true)
        var stats = try await store.stats()
        #expect(stats.responses == 0 && stats.parsedRecords == 0 && stats.metricsRows == 1)
        #expect(stats.fileBytes < before)
        try await store.clear()
        stats = try await store.stats()
        #expect(stats.metricsRows == 0)
        #expect(stats.schemaVersions == CacheSchema.versions)
    }
}
