import Foundation
import HIndexSite
import HIndexStore
import HIndexTestSupport
import Testing

/// `hindex-site cache prune`: besides old responses, the incremental-build records of output
/// folders that were deleted go; those of existing folders stay.
@Suite struct CacheMaintenanceTests {
    @Test func pruneRemovesTheBuildRecordsOfDeletedOutputFolders() async throws {
        let folder = try TemporaryFolder()
        for slug in ["ann", "bob"] {
            try folder.write(
                "content/scientists/\(slug).md",
                "---\nname: \(slug)\nscholar: snapshots/\(slug).html\n---\n")
            try folder.write(
                "content/snapshots/\(slug).html",
                Fixtures.scholarPage(name: slug, rows: [("A paper by \(slug)", 3, 2020)]))
        }
        for output in ["site", "old"] {
            _ = try await Pipeline.build(
                options: ScholarServerFixtures.options(
                    folder, output: output, server: nil, offline: true))
        }
        let old = folder.url.appendingPathComponent("old")
        try FileManager.default.removeItem(at: old)
        let cacheFolder = folder.url.appendingPathComponent(".hindex")

        let lines = try await CacheMaintenance(directory: cacheFolder).prune(olderThanDays: 30)
        // Two scientist records and one site record of `old`.
        #expect(
            lines.joined().contains(
                "3 incremental-build records of output folders that no longer exist removed"),
            "\(lines)")
        let store = try CacheStore(directory: cacheFolder)
        let site = folder.url.appendingPathComponent("site").standardizedFileURL.path
        #expect(
            try await store.parsedKeys(source: "build_scientist") == [
                "\(site)#ann", "\(site)#bob",
            ])
        #expect(try await store.parsedKeys(source: "build_site") == [site])
        // The kept folder's records still serve the next build; nothing else goes.
        let again = try await Pipeline.build(
            options: ScholarServerFixtures.options(folder, server: nil, offline: true))
        #expect(again.unchanged == ["ann", "bob"])
        let twice = try await CacheMaintenance(directory: cacheFolder).prune(olderThanDays: 30)
        #expect(twice.joined().contains("0 incremental-build records"), "\(twice)")
    }
}
