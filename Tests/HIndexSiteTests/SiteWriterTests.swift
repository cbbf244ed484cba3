import Foundation
import Testing

@testable import HIndexSite

/// The output folder is swapped in one step (`renameat2(RENAME_EXCHANGE)`), and the folders
/// that killed builds left beside it are removed by the next build (issue 13).
@Suite struct SiteWriterTests {
    /// A process id that no process can have (above Linux's `pid_max` limit of 2^22).
    static let deadPID: Int32 = 2_147_483_000

    func entries(_ folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    @Test func theSwapReplacesTheOldContentAndLeavesNothingBeside() throws {
        let folder = try TemporaryFolder()
        let writer = SiteWriter(outputDirectory: folder.url.appendingPathComponent("site"))
        try writer.write(["index.html": Data("first".utf8), "old/only.html": Data("o".utf8)])
        #expect(try folder.read("site/index.html") == "first")
        try writer.write(["index.html": Data("second".utf8), "new.html": Data("n".utf8)])
        #expect(try folder.read("site/index.html") == "second")
        #expect(try folder.read("site/new.html") == "n")
        #expect(!folder.exists("site/old/only.html"))
        #expect(try entries(folder) == ["site"])
    }

    @Test func exchangeSwapsTwoFoldersAtomically() throws {
        let folder = try TemporaryFolder()
        try folder.write("a/a.txt", "a")
        try folder.write("b/b.txt", "b")
        let swapped = SiteWriter.exchange(
            folder.url.appendingPathComponent("a"), folder.url.appendingPathComponent("b"))
        #if os(Linux)
            #expect(swapped)
        #endif
        if swapped {
            #expect(try folder.read("a/b.txt") == "b")
            #expect(try folder.read("b/a.txt") == "a")
        }
        // Nothing to exchange with: the writer falls back to a plain rename.
        #expect(
            !SiteWriter.exchange(
                folder.url.appendingPathComponent("a"), folder.url.appendingPathComponent("none")))
    }

    @Test func leftoversOfKilledBuildsAreRemovedAndThoseOfRunningOnesKept() throws {
        let folder = try TemporaryFolder()
        let dead = Self.deadPID
        let running = ProcessInfo.processInfo.processIdentifier
        for name in [
            ".site.building-\(dead)", ".site.old-\(dead)", ".site.old-\(dead - 1)",
            ".site.building-1", ".site.old-\(running)x", ".other.building-\(dead)",
        ] {
            try folder.write("\(name)/index.html", "leftover")
        }
        try SiteWriter(outputDirectory: folder.url.appendingPathComponent("site"))
            .write(["index.html": Data("new".utf8)])
        // PID 1 runs (init); the others are not leftovers of `site`.
        #expect(
            try entries(folder) == [
                ".other.building-\(dead)", ".site.building-1", ".site.old-\(running)x", "site",
            ])
        #expect(try folder.read("site/index.html") == "new")
    }

    /// The modification time of a file, in nanoseconds.
    func modified(_ folder: TemporaryFolder, _ path: String) -> Int64? {
        FileSignature.of(folder.url.appendingPathComponent(path).path)?.modified
    }

    @Test func anUpdateWritesOnlyWhatChangedAndRemovesWhatTheSiteNoLongerHas() throws {
        let folder = try TemporaryFolder()
        let writer = SiteWriter(outputDirectory: folder.url.appendingPathComponent("site"))
        try writer.write([
            "index.html": Data("home".utf8), "a/index.html": Data("a".utf8),
            "b/index.html": Data("b".utf8), "gone/deep/x.json": Data("x".utf8),
        ])
        // A temporary file of a killed update and a stray file.
        try folder.write("site/a/.hindex-\(Self.deadPID).tmp", "half")
        try folder.write("site/stray.txt", "?")
        let keptTime = try #require(modified(folder, "site/a/index.html"))
        let sameTime = try #require(modified(folder, "site/index.html"))
        Thread.sleep(forTimeInterval: 0.02)
        let written = try writer.update(
            ["index.html": Data("home".utf8), "b/index.html": Data("B!".utf8)],
            keeping: ["a/index.html"])
        #expect(written == 1)
        #expect(try folder.read("site/b/index.html") == "B!")
        #expect(try folder.read("site/a/index.html") == "a")
        // Kept and identical files are not touched.
        #expect(modified(folder, "site/a/index.html") == keptTime)
        #expect(modified(folder, "site/index.html") == sameTime)
        #expect(!folder.exists("site/gone"))
        #expect(!folder.exists("site/stray.txt"))
        #expect(!folder.exists("site/a/.hindex-\(Self.deadPID).tmp"))
        #expect(folder.exists("site/\(SiteWriter.markerName)"))
        #expect(try entries(folder) == ["site"])
    }

    @Test func anUpdateOfAFolderThatIsNotASiteWritesTheWholeSiteOrRefuses() throws {
        let folder = try TemporaryFolder()
        let writer = SiteWriter(outputDirectory: folder.url.appendingPathComponent("site"))
        // No output yet: the whole site is written.
        try writer.update(["index.html": Data("home".utf8)], keeping: [])
        #expect(try folder.read("site/index.html") == "home")
        // A foreign folder is never written into.
        try folder.write("mine/notes.txt", "precious")
        let foreign = SiteWriter(outputDirectory: folder.url.appendingPathComponent("mine"))
        #expect(throws: BuildError.self) {
            try foreign.update(["index.html": Data("x".utf8)], keeping: ["notes.txt"])
        }
        #expect(try folder.read("mine/notes.txt") == "precious")
        #expect(throws: BuildError.self) {
            try writer.update(["../escape.html": Data("x".utf8)], keeping: [])
        }
        #expect(!folder.exists("escape.html"))
    }

    @Test(
        arguments: [
            (".site.building-123", 123), (".site.old-9", 9), (".site.old-", nil),
            (".site.old-+5", nil), (".site.old-12a", nil), (".sites.old-12", nil),
            (".site.building-99999999999", nil),
        ] as [(String, Int32?)])
    func leftoverNames(entry: String, pid: Int32?) {
        #expect(SiteWriter.leftoverPID(entry, outputName: "site") == pid)
    }
}
