import Foundation
import HIndexSite
import SiteCorpus
import Testing

/// The site benchmark's synthetic university (bench/Sources/SiteCorpus, `bench/run site`):
/// the same options write the same bytes, and a tiny one builds offline with the h-indexes
/// its citation counts give.
@Suite(.timeLimit(.minutes(10))) struct SiteCorpusBuildTests {
    /// The h-index computed here, not by the corpus or the site: sort, count.
    static func expectedHIndex(_ counts: [Int]) -> Int {
        counts.sorted(by: >).enumerated().filter { $0.element >= $0.offset + 1 }.count
    }

    @Test func sameSeedSameFilesOtherSeedOtherFiles() throws {
        let first = try TemporaryFolder()
        let second = try TemporaryFolder()
        let third = try TemporaryFolder()
        try SiteCorpus(scientists: 12, publications: 20, seed: 7).write(to: first.url, spares: 2)
        try SiteCorpus(scientists: 12, publications: 20, seed: 7).write(to: second.url, spares: 2)
        try SiteCorpus(scientists: 12, publications: 20, seed: 8).write(to: third.url, spares: 2)
        let files = try TemporaryFolder.allFiles(under: first.url)
        #expect(files == (try TemporaryFolder.allFiles(under: second.url)))
        #expect(files != (try TemporaryFolder.allFiles(under: third.url)))
        // 12 scientists, 30% with a homepage (positions 0, 3, 6 of every 10), 2 spares.
        let names = files.keys
        #expect(names.filter { $0.hasPrefix("hindex/content/scientists/") }.count == 12)
        #expect(names.filter { $0.hasPrefix("hindex/content/departments/") }.count == 10)
        #expect(
            names.filter { $0.hasPrefix("hindex/content/") && $0.hasSuffix("-homepage.html") }
                .count == 4)
        #expect(names.filter { $0.hasPrefix("spare/scientists/") }.count == 2)
        // The Hugo site: the 12 scientists and the section's _index.md.
        #expect(names.filter { $0.hasPrefix("hugo/content/scientists/") }.count == 13)
        // The first scientists are the same whatever N is, and spares are the next ones.
        let corpus = SiteCorpus(scientists: 12, publications: 20, seed: 7)
        #expect(
            SiteCorpus(scientists: 14, publications: 20, seed: 7).scientists
                == corpus.scientists(0..<14))
        // Titles are unique within a scientist.
        for scientist in corpus.scientists {
            #expect(Set(scientist.publications.map(\.title)).count == 20, "\(scientist.slug)")
        }
    }

    @Test func tinySiteBuildsOfflineWithTheExpectedHIndexes() async throws {
        let folder = try TemporaryFolder()
        let corpus = SiteCorpus(scientists: 3, publications: 5, seed: 1)
        try corpus.write(to: folder.url)
        let state = try await Pipeline.build(
            options: BuildOptions(
                contentDirectory: folder.url.appendingPathComponent("hindex/content"),
                outputDirectory: folder.url.appendingPathComponent("site"), verbosity: .quiet,
                cacheDirectory: folder.url.appendingPathComponent("cache"), offline: true))
        #expect(state.missingOffline.isEmpty)
        #expect(state.findings.isEmpty, "\(state.findings)")
        let scientists = corpus.scientists
        #expect(scientists.filter(\.hasHomepage).map(\.slug) == [scientists[0].slug])
        for scientist in scientists {
            let counts = scientist.publications.map(\.citations)
            let json = try folder.json("site/data/scientists/\(scientist.slug).json")
            let metrics = try #require(json["metrics"] as? [String: Any])
            // The homepage is grouped by year, some years with one paper: each <li> counts.
            #expect(
                metrics["h_index"] as? Int == Self.expectedHIndex(counts), "\(scientist.slug)")
            #expect(metrics["citations"] as? Int == counts.reduce(0, +), "\(scientist.slug)")
            #expect(json["reference_failures"] == nil, "\(scientist.slug)")
            #expect(
                try folder.read("hugo/content/scientists/\(scientist.slug).md").contains(
                    "h_index: \(Self.expectedHIndex(counts))\n"))
        }
    }
    /// Rebuilds of a site of several batches (`--jobs 2`: 32 scientists a batch): unchanged
    /// scientists go through the batched steps without a task of their own, in any order
    /// of completion; the site after an edit and an addition equals a full build of the same
    /// content.
    @Test func rebuildsOfManyBatchesEqualAFullBuild() async throws {
        let folder = try TemporaryFolder()
        let corpus = SiteCorpus(scientists: 100, publications: 5, seed: 3)
        try corpus.write(to: folder.url, spares: 1)
        let content = folder.url.appendingPathComponent("hindex/content")
        func options(_ output: String, _ cache: String) -> BuildOptions {
            var options = BuildOptions(
                contentDirectory: content,
                outputDirectory: folder.url.appendingPathComponent(output),
                verbosity: .quiet, cacheDirectory: folder.url.appendingPathComponent(cache),
                offline: true)
            options.jobs = 2
            return options
        }
        let site = options("site", "cache")
        let first = try await Pipeline.build(options: site)
        #expect(first.unchanged.isEmpty)
        let again = try await Pipeline.build(options: site)
        #expect(again.unchanged.count == 100)
        #expect(again.rendered.isEmpty, "\(again.rendered)")

        let edited = corpus.scientists[57].slug
        let file = content.appendingPathComponent("scientists/\(edited).md")
        try (String(contentsOf: file, encoding: .utf8) + "\nAn edited bio.\n").write(
            to: file, atomically: true, encoding: .utf8)
        let bio = try await Pipeline.build(options: site)
        #expect(bio.unchanged.count == 99)
        #expect(bio.rendered.allSatisfy { $0.contains(edited) }, "\(bio.rendered)")
        #expect(bio.rendered.count == 5)

        let spare = corpus.scientists(100..<101)[0].slug
        let spares = folder.url.appendingPathComponent("spare")
        for name in try FileManager.default.contentsOfDirectory(
            atPath: spares.appendingPathComponent("snapshots").path)
        {
            try FileManager.default.copyItem(
                at: spares.appendingPathComponent("snapshots/\(name)"),
                to: content.appendingPathComponent("snapshots/\(name)"))
        }
        try FileManager.default.copyItem(
            at: spares.appendingPathComponent("scientists/\(spare).md"),
            to: content.appendingPathComponent("scientists/\(spare).md"))
        let added = try await Pipeline.build(options: site)
        #expect(added.unchanged.count == 100)
        #expect(added.rendered.contains("scientists/\(spare)/index.html"))
        #expect(added.rendered.contains("index.html"))

        let full = try await Pipeline.build(options: options("full", "full-cache"))
        #expect(full.unchanged.isEmpty)
        let incremental = try TemporaryFolder.allFiles(
            under: folder.url.appendingPathComponent("site"))
        let scratch = try TemporaryFolder.allFiles(under: folder.url.appendingPathComponent("full"))
        #expect(incremental.keys.sorted() == scratch.keys.sorted())
        // The feeds list the cache's history, which the rebuilds made longer.
        for (path, data) in scratch where !path.hasSuffix("feed.xml") {
            #expect(incremental[path] == data, "\(path) differs")
        }
    }
}
