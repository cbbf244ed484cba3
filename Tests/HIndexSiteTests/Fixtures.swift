import Foundation
import HIndexSite
import Testing

/// Paths and small generated fixtures shared by the site tests.
enum Fixtures {
    /// The package root (three levels above this file).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file of `../shared/fixtures/real/`, or a test failure naming the missing folder.
    static func real(_ path: String) throws -> URL {
        let root = packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/fixtures/real")
        guard FileManager.default.fileExists(atPath: root.path) else {
            Issue.record(
                "../shared/fixtures/real not found beside the checkout (looked in \(root.path))")
            throw CancellationError()
        }
        return root.appendingPathComponent(path)
    }

    /// A site built from Jason Ernst's real saved Scholar profile (one scientist,
    /// `jason-ernst`, content in `content/`, site in `site/`, cache in `cache/`).
    static func buildRealErnst() async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/scientists/jason-ernst.md",
            """
            ---
            name: Jason Ernst
            department: Computer Science
            scholar: snapshots/ernst.html
            ---
            Networking researcher.
            """)
        try folder.copy(
            real("scholar_profile/compscidr_jason_ernst_profile_2024.html"),
            to: "content/snapshots/ernst.html")
        _ = try await Pipeline.build(
            options: BuildOptions(
                contentDirectory: folder.url.appendingPathComponent("content"),
                outputDirectory: folder.url.appendingPathComponent("site"), verbosity: .quiet,
                cacheDirectory: folder.url.appendingPathComponent("cache")))
        return folder
    }

    /// A minimal Google Scholar profile page in Scholar's markup, complete list.
    static func scholarPage(name: String, rows: [(title: String, citations: Int, year: Int)])
        -> String
    {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                of: "<", with: "&lt;"
            )
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(
                of: "\"", with: "&quot;")
        }
        let body = rows.enumerated().map { index, row in
            """
            <tr class="gsc_a_tr"><td class="gsc_a_t"><a href="/citations?view_op=view_citation&amp;user=TESTUSER0AAJ&amp;citation_for_view=TESTUSER0AAJ:p\(index)" class="gsc_a_at">\(escape(row.title))</a><div class="gs_gray">A Author</div><div class="gs_gray">Venue<span class="gs_oph">, \(row.year)</span></div></td><td class="gsc_a_c"><a href="#" class="gsc_a_ac gs_ibl">\(row.citations)</a></td><td class="gsc_a_y"><span class="gsc_a_h gsc_a_hc gs_ibl">\(row.year)</span></td></tr>
            """
        }.joined()
        let total = rows.map(\.citations).reduce(0, +)
        return """
            <!doctype html><html><head><meta charset="utf-8"><title>\(escape(name)) - Google Scholar</title></head><body>
            <div id="gsc_prf_in">\(escape(name))</div><div class="gsc_prf_il">Test University</div>
            <table id="gsc_rsb_st"><thead><tr><th class="gsc_rsb_sth"></th><th class="gsc_rsb_sth">All</th><th class="gsc_rsb_sth">Since 2020</th></tr></thead><tbody>
            <tr><td class="gsc_rsb_sc1">Citations</td><td class="gsc_rsb_std">\(total)</td><td class="gsc_rsb_std">\(total)</td></tr>
            <tr><td class="gsc_rsb_sc1">h-index</td><td class="gsc_rsb_std">1</td><td class="gsc_rsb_std">1</td></tr>
            <tr><td class="gsc_rsb_sc1">i10-index</td><td class="gsc_rsb_std">1</td><td class="gsc_rsb_std">1</td></tr></tbody></table>
            <table id="gsc_a_t"><tbody id="gsc_a_b">\(body)</tbody></table>
            <button type="button" id="gsc_bpf_more" class="gs_btnPD" disabled><span class="gs_lbl">Show more</span></button>
            </body></html>
            """
    }
}

/// A temporary folder removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("hindex-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func copy(_ source: URL, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: file)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: url.appendingPathComponent(path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every regular file under `root`, by relative path.
    static func allFiles(under root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let rootPath = root.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: rootPath) else {
            return files
        }
        while let relative = enumerator.nextObject() as? String {
            let full = rootPath + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return files
    }
}
