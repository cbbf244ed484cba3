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
