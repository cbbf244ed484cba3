import Foundation
import Testing

@testable import HIndexStore

/// A cached body is checked against its stored hash when it is read (issue 13): bytes
/// changed on disk read as "not in the cache", never as different data.
@Suite struct CacheIntegrityTests {
    @Test func aBodyChangedOnDiskReadsAsMissingAndIsReportedOnce() async throws {
        let store = try CacheStore.inMemory()
        try await store.storeResponse(
            url: "https://example.org/a", status: 200, fetchedAt: Date(), body: Data("good".utf8))
        try await store.storeResponse(
            url: "https://example.org/b", status: 200, fetchedAt: Date(), body: Data("kept".utf8))
        try await store.execute(
            sql: "UPDATE response SET body = X'6576696C' WHERE url = 'https://example.org/a'")

        #expect(try await store.latestResponse(url: "https://example.org/a") == nil)
        #expect(try await store.latestResponse(url: "https://example.org/a") == nil)
        #expect(
            try await store.latestResponse(url: "https://example.org/b")?.body == Data("kept".utf8))
        #expect(
            store.integrityProblems.map(\.description) == [
                "cache :memory:: reading the response for https://example.org/a: the stored "
                    + "body does not match its content hash (changed on disk); treated as not "
                    + "in the cache"
            ])
    }
}

/// A damaged cache file is moved aside (`cache.sqlite.damaged-<YYYYMMDD-HHMMSS>`) and a
/// fresh cache started, instead of every build running without a cache (issue 13).
@Suite struct DamagedCacheTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06:40 UTC

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("hindex-damaged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aFileOfGarbageIsMovedAsideAndAFreshCacheStarted() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("cache.sqlite").path
        let garbage = Data(repeating: 0x41, count: 4096)
        try garbage.write(to: URL(fileURLWithPath: path))

        let store = try CacheStore(path: path, now: Self.now)
        let copy = path + ".damaged-20261118-110640"
        #expect(store.damagedCopy == copy)
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == garbage)
        let problems = store.integrityProblems.map(\.description)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("cache \(path): opening: the file is damaged (") == true)
        #expect(
            problems.first?.hasSuffix(
                "it was moved aside to \(copy) and a fresh cache was started") == true)
        // The fresh cache works and opens again as sound.
        try await store.storeResponse(
            url: "https://example.org", status: 200, fetchedAt: Self.now, body: Data("x".utf8))
        let again = try CacheStore(path: path, now: Self.now)
        #expect(again.damagedCopy == nil && again.integrityProblems.isEmpty)
        #expect(try await again.latestResponse(url: "https://example.org")?.body == Data("x".utf8))

        // A second damaged file in the same second gets its own name.
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(try CacheStore(path: path, now: Self.now).damagedCopy == copy + "-2")
    }

    @Test func aTruncatedDatabaseIsMovedAside() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("cache.sqlite").path
        let store = try CacheStore(path: path)
        for index in 0..<300 {
            try await store.storeResponse(
                url: "https://example.org/\(index)", status: 200, fetchedAt: Self.now,
                body: Data(repeating: UInt8(index % 251), count: 3000))
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.count > 500_000)
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))

        let reopened = try CacheStore(path: path, now: Self.now)
        #expect(reopened.damagedCopy == path + ".damaged-20261118-110640")
        #expect(try await reopened.stats().responses == 0)
    }
}
