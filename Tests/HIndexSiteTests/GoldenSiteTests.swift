import Foundation
import HIndexSite
import HIndexStore
import Testing

/// Byte-for-byte guards for refactorings that must not change what a build writes: the demo
/// site and a site built from every kind of real saved fixture are hashed file by file and
/// compared with manifests written before the change (`Golden/*.sha256`).
///
/// The inputs are made independent of the checkout: every content file gets the same
/// modification date and the build's clock is fixed, so the manifests hold on any clone.
/// When a change is *meant* to alter the output, regenerate the manifests with
/// `HINDEX_WRITE_GOLDEN=1 swift test --filter GoldenSiteTests` and say why in the commit.
/// On a mismatch the produced site is kept and its path printed, so it can be compared with a
/// site built by the previous commit.
@Suite("Golden sites")
struct GoldenSiteTests {
    /// The date every content file is stamped with.
    static let contentDate = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    /// The build's clock.
    static let buildDate = Date(timeIntervalSince1970: 1_793_491_200)  // 2026-11-01

    @Test("the demo site is byte-identical to its golden manifest")
    func demoSite() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            at: Fixtures.packageRoot.appendingPathComponent("content"),
            to: folder.url.appendingPathComponent("content"))
        try await Self.compare(folder, golden: "demo")
    }

    @Test("a site built from the real saved fixtures is byte-identical to its golden manifest")
    func realFixturesSite() async throws {
        let folder = try TemporaryFolder()
        try Self.writeRealFixtureContent(into: folder)
        try await Self.compare(folder, golden: "real-fixtures")
    }

    /// Builds `folder/content` twice (fresh cache each time; one scientist at a time, then
    /// eight at once) and compares with the manifest.
    static func compare(_ folder: TemporaryFolder, golden name: String) async throws {
        try stampContent(folder.url.appendingPathComponent("content"))
        let first = try await buildManifest(folder, output: "site-1", cache: "cache-1", jobs: 1)
        let second = try await buildManifest(folder, output: "site-2", cache: "cache-2", jobs: 8)
        #expect(
            first == second,
            "two builds of the same content (--jobs 1 and 8) differ: the build is not deterministic"
        )

        let manifestFile = Fixtures.packageRoot
            .appendingPathComponent("Tests/HIndexSiteTests/Golden/\(name).sha256")
        let produced =
            first.map { "\($0.value)  \($0.key)" }.sorted { $0.dropFirst(66) < $1.dropFirst(66) }
            .joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["HINDEX_WRITE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: manifestFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(produced.utf8).write(to: manifestFile)
            return
        }
        let expectedText = try String(contentsOf: manifestFile, encoding: .utf8)
        var expected: [String: String] = [:]
        for line in expectedText.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            expected[parts[1].trimmingCharacters(in: .whitespaces)] = String(parts[0])
        }
        let changed = expected.keys.filter { first[$0] != nil && first[$0] != expected[$0] }
            .sorted()
        let missing = expected.keys.filter { first[$0] == nil }.sorted()
        let added = first.keys.filter { expected[$0] == nil }.sorted()
        if !(changed.isEmpty && missing.isEmpty && added.isEmpty) {
            let kept = FileManager.default.temporaryDirectory
                .appendingPathComponent("hindex-golden-\(name)-\(UUID().uuidString)")
            try? FileManager.default.copyItem(
                at: folder.url.appendingPathComponent("site-1"), to: kept)
            Issue.record(
                """
                the \(name) site differs from Golden/\(name).sha256 \
                (changed: \(changed.prefix(12).joined(separator: ", "))\(changed.count > 12 ? ", …" : ""); \
                missing: \(missing.joined(separator: ", ")); added: \(added.joined(separator: ", "))). \
                The site built now is kept at \(kept.path).
                """)
        }
    }

    /// Gives every file under `content` the same modification date.
    static func stampContent(_ content: URL) throws {
        let enumerator = FileManager.default.enumerator(atPath: content.path)
        while let relative = enumerator?.nextObject() as? String {
            try FileManager.default.setAttributes(
                [.modificationDate: contentDate],
                ofItemAtPath: content.appendingPathComponent(relative).path)
        }
    }

    /// Builds offline with the fixed clock and hashes every output file.
    static func buildManifest(
        _ folder: TemporaryFolder, output: String, cache: String, jobs: Int
    ) async throws -> [String: String] {
        let options = BuildOptions(
            contentDirectory: folder.url.appendingPathComponent("content"),
            outputDirectory: folder.url.appendingPathComponent(output), verbosity: .quiet,
            cacheDirectory: folder.url.appendingPathComponent(cache), offline: true,
            environment: [:], now: { buildDate }, jobs: jobs)
        _ = try await Pipeline.build(options: options)
        return try TemporaryFolder.allFiles(under: folder.url.appendingPathComponent(output))
            .mapValues(ContentHash.sha256Hex)
    }

    /// One scientist per kind of real saved input: Scholar profiles (with and without a
    /// homepage list), OpenAlex works with an ORCID list, Semantic Scholar papers, a blocked
    /// Scholar page, and the real publication pages of the style corpus.
    static func writeRealFixtureContent(into folder: TemporaryFolder) throws {
        try folder.write(
            "content/site.md",
            """
            ---
            title: Real fixtures
            base_url: https://fixtures.example/
            contact: tests@fixtures.example
            ---
            Sites built from pages and answers saved by their owners.
            """)
        let copies: [(String, String)] = [
            ("scholar_profile/compscidr_jason_ernst_profile_2024.html", "ernst-scholar.html"),
            ("semantic_scholar/jason_ernst_s2_author_papers_page1.json", "ernst-s2.json"),
            ("scholar_profile/irshadka17_irshad_ka_profile_2026-01.html", "irshad-scholar.html"),
            (
                "scholar_profile/martslaaf_yaroslav_zharov_profile_2025-11.html",
                "zharov-scholar.html"
            ),
            ("homepage_pubs/yaroslav_zharov_publications.html", "zharov-homepage.html"),
            ("openalex/carlos_denner_openalex_works.json", "denner-openalex.json"),
            ("orcid/carlos_denner_orcid_works.json", "denner-orcid.json"),
            ("scholar_blocked/ordovicia_blocked.html", "blocked-scholar.html"),
        ]
        for (source, target) in copies {
            try folder.copy(Fixtures.real(source), to: "content/snapshots/\(target)")
        }
        let scientists: [(String, String)] = [
            (
                "jason-ernst",
                """
                name: Jason Ernst
                department: Computer Science
                scholar: snapshots/ernst-scholar.html
                semantic_scholar: snapshots/ernst-s2.json
                """
            ),
            (
                "irshad-ka",
                """
                name: Irshad K A
                department: Physics
                scholar: snapshots/irshad-scholar.html
                """
            ),
            (
                "yaroslav-zharov",
                """
                name: Yaroslav Zharov
                department: Computer Science
                scholar: snapshots/zharov-scholar.html
                homepage: snapshots/zharov-homepage.html
                """
            ),
            (
                "carlos-denner",
                """
                name: Carlos Denner
                department: Physics
                openalex: snapshots/denner-openalex.json
                orcid: snapshots/denner-orcid.json
                """
            ),
            (
                "blocked-person",
                """
                name: Blocked Person
                department: Physics
                scholar: snapshots/blocked-scholar.html
                """
            ),
        ]
        for (slug, frontMatter) in scientists {
            try folder.write(
                "content/scientists/\(slug).md", "---\n\(frontMatter)\n---\nA real saved profile.\n"
            )
        }
    }
}
