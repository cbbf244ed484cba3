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

/// A damaged `cache.sqlite` is moved aside by the build and by `cache clear`, with a warning
/// naming both paths, instead of a build "without the cache" and a failing `cache clear`.
@Suite struct DamagedCacheBuildTests {
    static func damagedCopies(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("cache.sqlite.damaged-") }
    }

    @Test func aBuildMovesADamagedCacheAsideAndUsesAFreshOne() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/ann.md", "---\nname: Ann\nscholar: snapshots/ann.html\n---\n")
        try folder.write(
            "content/snapshots/ann.html",
            Fixtures.scholarPage(name: "Ann", rows: [("A paper", 3, 2020)]))
        let cacheFolder = folder.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        let file = cacheFolder.appendingPathComponent("cache.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: file)

        let state = try await folder.build(offline: true)
        #expect(state.cache != nil)
        #expect(!state.problems.contains { $0.contains("building without the cache") })
        let copies = try Self.damagedCopies(in: cacheFolder)
        #expect(copies.count == 1)
        let warning = state.problems.first { $0.contains("the file is damaged") }
        #expect(warning?.contains(file.path) == true, "\(state.problems)")
        #expect(warning?.contains(cacheFolder.appendingPathComponent(copies[0]).path) == true)
        // The fresh cache holds this build's records: the next build renders nothing again.
        let again = try await folder.build(offline: true)
        #expect(again.unchanged == ["ann"])
        #expect(try Self.damagedCopies(in: cacheFolder).count == 1)
    }

    @Test func cacheClearWorksOnADamagedCache() async throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("cache.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: file)
        let lines = try await CacheMaintenance(directory: folder.url).clear(keepHistory: false)
        let copies = try Self.damagedCopies(in: folder.url)
        #expect(copies.count == 1)
        #expect(lines.count == 2, "\(lines)")
        #expect(
            lines.first?.hasPrefix("warning: cache \(file.path): opening: the file is damaged")
                == true)
        #expect(lines.last == "Cleared \(file.path), metrics history included.")
        #expect(try CacheStore(path: file.path).damagedCopy == nil)
    }
}
