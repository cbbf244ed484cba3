import Foundation
import Testing

@testable import HIndexSite

/// The digest of a folder's files that tells a build whether its content or output changed.
@Suite("File tree digests")
struct FileTreeTests {
    func digest(_ folder: TemporaryFolder, _ path: String = "", excluding: [String] = [])
        -> String?
    {
        FileTree.digest(of: folder.url.appendingPathComponent(path).path, excluding: excluding)
    }

    @Test func everyKindOfChangeChangesTheDigest() async throws {
        let folder = try TemporaryFolder()
        try folder.write("a/one.md", "one")
        try folder.write("a/deep/er/two.html", "two")
        let start = try #require(digest(folder))
        #expect(digest(folder) == start, "the same tree has the same digest")

        var seen: Set<String> = [start]
        func changed(_ what: String) {
            let now = digest(folder)
            #expect(now != nil, "\(what)")
            #expect(!seen.contains(now ?? ""), "\(what) did not change the digest")
            seen.insert(now ?? "")
        }
        try await Task.sleep(for: .milliseconds(20))
        try folder.write("a/deep/er/two.html", "two")
        changed("the same bytes written again")
        try folder.write("a/deep/er/two.html", "2")
        changed("a shorter file")
        try folder.write("a/deep/three.txt", "")
        changed("an empty file added")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("a/empty"), withIntermediateDirectories: true)
        changed("an empty folder added")
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("a/one.md"),
            to: folder.url.appendingPathComponent("a/uno.md"))
        changed("a file renamed")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("a/link.md").path,
            withDestinationPath: "uno.md")
        changed("a link added")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("a/link.md"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("a/link.md").path,
            withDestinationPath: "deep/three.txt")
        changed("a link pointed elsewhere")
        // Setting a file's modification time back does not hide a change (its change time
        // moves on).
        let file = folder.url.appendingPathComponent("a/uno.md")
        let modified = try #require(
            try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
        let before = try #require(digest(folder))
        try await Task.sleep(for: .milliseconds(20))
        try Data("eno".utf8).write(to: file)
        try FileManager.default.setAttributes(
            [.modificationDate: modified], ofItemAtPath: file.path)
        #expect(digest(folder) != before)
    }

    @Test func largeFoldersReadInPartsGiveTheSameDigest() throws {
        let folder = try TemporaryFolder()
        for index in 0..<300 {
            try folder.write("big/\(index)/page.html", "\(index)")
            try folder.write("big/file-\(index).json", "\(index)")
        }
        try folder.write("small/a.md", "a")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("big/7/up").path,
            withDestinationPath: "../..")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("big/8/small").path,
            withDestinationPath: "../../small")
        let root = folder.url.path
        func digests() throws -> (whole: String, parts: String, threads: String) {
            (
                try #require(FileTree.digest(of: root, excluding: [], parallelFrom: .max)),
                try #require(FileTree.digest(of: root, excluding: [], parallelFrom: 2)),
                try #require(FileTree.digest(of: root, excluding: []))
            )
        }
        let before = try digests()
        #expect(before.parts == before.whole)
        #expect(before.threads == before.whole)
        // A change deep in a part read by another thread changes the digest.
        try folder.write("big/299/page.html", "changed")
        let after = try digests()
        #expect(after.whole != before.whole)
        #expect(after.parts == after.whole)
        #expect(after.threads == after.whole)
        try folder.write("small/a.md", "changed, seen through a link")
        #expect(try digests().threads != after.threads)
    }

    @Test func linkedFoldersAreReadAndLoopsEnd() throws {
        let folder = try TemporaryFolder()
        try folder.write("content/real/page.html", "page")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("content/linked").path,
            withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("content/real/up").path,
            withDestinationPath: "..")
        let start = try #require(digest(folder, "content"))
        // A file reached only through a link to a folder outside is watched too.
        try folder.write("outside/x.md", "x")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("content/shared").path,
            withDestinationPath: "../outside")
        let linked = try #require(digest(folder, "content"))
        #expect(linked != start)
        try folder.write("outside/x.md", "changed")
        #expect(digest(folder, "content") != linked)
    }

    @Test func excludedFoldersAndMissingRoots() throws {
        let folder = try TemporaryFolder()
        try folder.write("content/a.md", "a")
        try folder.write("content/.hindex/cache.sqlite", "db")
        let cache = FileTree.resolved(folder.url.appendingPathComponent("content/.hindex").path)
        let start = try #require(digest(folder, "content", excluding: [cache]))
        try folder.write("content/.hindex/cache.sqlite", "written by the build")
        #expect(digest(folder, "content", excluding: [cache]) == start)
        #expect(digest(folder, "content") != digest(folder, "content", excluding: [cache]))
        // A missing folder has a digest, unlike an empty one's.
        let missing = try #require(digest(folder, "nothing"))
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("nothing"), withIntermediateDirectories: true)
        #expect(digest(folder, "nothing") != missing)
    }
}
