import Foundation
import HIndexSources
import HIndexTestSupport
import Testing

@testable import HIndexSite
@testable import HIndexStore

/// An offline build over a cached page whose bytes changed on disk: the source is "not in
/// the cache" (and the damage is reported once), not parsed from the changed bytes.
@Suite struct CacheIntegrityBuildTests {
    @Test func aCorruptedCachedPageIsNotInTheCache() async throws {
        let page1 = try Data(
            contentsOf: Fixtures.real("semantic_scholar/jason_ernst_s2_author_papers_page1.json"))
        let page2 = try Data(
            contentsOf: Fixtures.real("semantic_scholar/jason_ernst_s2_author_papers_page2.json"))
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/jason-ernst.md",
            "---\nname: Jason Ernst\nsemantic_scholar: 1792904\n---\n")
        let base = URL(string: "http://127.0.0.1:9")!
        let environment = ["HINDEX_S2_URL": base.absoluteString]
        let cache = try CacheStore(directory: folder.url.appendingPathComponent("cache"))
        var urls: [String] = []
        for (offset, page) in [(0, page1), (30, page2)] {
            let url = try SemanticScholarPapersRequests.pageURL(
                base: base, authorID: "1792904", offset: offset
            ).absoluteString
            urls.append(url)
            try await cache.storeResponse(
                url: url, status: 200, fetchedAt: Date(), body: page,
                contentType: "application/json")
        }
        // Both pages cached: the offline build reads them.
        let good = try await folder.build(output: "good", offline: true, environment: environment)
        #expect(good.missingOffline.isEmpty)
        #expect(try folder.metrics("jason-ernst", in: "good")["h_index"] as? Int == 15)

        // The second page's bytes change on disk (its parsed record goes, as after a killed
        // build, so the pages are read again).
        try await cache.deleteParsed(
            source: CitationFetch(source: "semantic_scholar", id: "1792904").recordSource,
            keys: ["1792904"])
        try await cache.execute(
            sql:
                "UPDATE response SET body = CAST('{\"data\": []}' AS BLOB) WHERE url = '\(urls[1])'"
        )
        let state = try await folder.build(offline: true, environment: environment)
        #expect(state.missingOffline == ["jason-ernst: Semantic Scholar papers of author 1792904"])
        #expect(try folder.json("site/data/scientists/jason-ernst.json")["source"] is NSNull)
        let damaged = state.problems.filter { $0.contains("does not match its content hash") }
        #expect(damaged.count == 1, "\(state.problems)")
        #expect(damaged.first?.contains(urls[1]) == true)
    }
}
