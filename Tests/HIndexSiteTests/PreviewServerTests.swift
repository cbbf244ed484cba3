import Foundation
import HIndexSite
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `hindex-site serve`: the file server's rules, over real sockets, and the command end to end.
@Suite struct PreviewServerTests {
    /// A small site plus a secret file beside it and a symlink pointing out of it.
    static func makeSite(_ folder: TemporaryFolder) throws -> URL {
        try folder.write("site/index.html", "<!DOCTYPE html><title>home</title>")
        try folder.write("site/404.html", "<!DOCTYPE html><title>missing page</title>")
        try folder.write("site/scientists/ada/index.html", "<p>Ada</p>")
        try folder.write("site/assets/style.css", "body{}")
        try folder.write("site/data/leaderboard.csv", "rank\r\n")
        try folder.write("site/data/scientists/ada.bib", "@misc{a,title={A}}")
        try folder.write("site/.hindex-site", "marker")
        try folder.write("secret.txt", "TOP SECRET")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("site/leak.txt").path,
            withDestinationPath: folder.url.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("site/up").path,
            withDestinationPath: folder.url.path)
        return folder.url.appendingPathComponent("site")
    }

    @Test func servesFilesUnderTheBasePathAndNothingElse() throws {
        let folder = try TemporaryFolder()
        let site = try Self.makeSite(folder)
        let server = try PreviewServer(
            responder: PreviewResponder(root: site, basePath: "/dept/cs/"), port: 0)
        defer { server.stop() }
        let port = server.port
        func get(_ target: String, method: String = "GET") throws -> RawHTTP.Response {
            try RawHTTP.request(port: port, method: method, target: target)
        }

        let home = try get("/dept/cs/")
        #expect(home.status == 200)
        #expect(home.header("Content-Type") == "text/html; charset=utf-8")
        #expect(home.text.contains("<title>home</title>"))
        #expect(try get("/dept/cs/scientists/ada/").text == "<p>Ada</p>")
        #expect(try get("/dept/cs/scientists/ada/index.html?x=1").status == 200)
        #expect(try get("/dept/cs/scientists/%61da/index%2Ehtml").text == "<p>Ada</p>")
        #expect(
            try get("/dept/cs/assets/style.css").header("Content-Type") == "text/css; charset=utf-8"
        )
        #expect(
            try get("/dept/cs/data/leaderboard.csv").header("Content-Type")
                == "text/csv; charset=utf-8")
        #expect(
            try get("/dept/cs/data/scientists/ada.bib").header("Content-Type")?.hasPrefix(
                "application/x-bibtex") == true)
        // A folder without its slash is redirected; the root goes to the base path.
        let folderRedirect = try get("/dept/cs/scientists/ada")
        #expect(folderRedirect.status == 301)
        #expect(folderRedirect.header("Location") == "/dept/cs/scientists/ada/")
        #expect(try get("/").header("Location") == "/dept/cs/")
        // HEAD: headers with the length, no body.
        let head = try get("/dept/cs/scientists/ada/", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "10")
        #expect(head.body.isEmpty)
        #expect(try get("/dept/cs/", method: "POST").status == 405)
        #expect(try get("/dept/cs/", method: "DELETE").header("Allow") == "GET, HEAD")

        // Missing paths get 404.html.
        let missing = try get("/dept/cs/scientists/nobody/")
        #expect(missing.status == 404)
        #expect(missing.text.contains("missing page"))
        #expect(try get("/elsewhere/index.html").status == 404)

        // Traversal, encoded or not, hidden files and symlinks out of the folder.
        let attacks = [
            "/dept/cs/../secret.txt", "/dept/cs/%2e%2e/secret.txt", "/dept/cs/%2E%2E/secret.txt",
            "/dept/cs/scientists/..%2f..%2f../secret.txt", "/dept/cs/%2e%2e%2fsecret.txt",
            "/dept/cs/leak.txt", "/dept/cs/up/secret.txt", "/dept/cs/.hindex-site",
            "/dept/cs/%00", "/dept/cs/%zz", "/dept/cs/./index.html", "/../../etc/passwd",
            "/dept/cs//../secret.txt", "/dept/cs/%FF", "/dept/cs/index.html%2",
        ]
        for attack in attacks {
            let response = try get(attack)
            #expect([400, 404].contains(response.status), "\(attack): \(response.status)")
            #expect(!response.text.contains("TOP SECRET"), "\(attack) leaked the secret")
            #expect(!response.text.contains("marker"), "\(attack) served the marker")
        }
        // Garbage and oversized requests are refused, not crashed on.
        #expect(try RawHTTP.exchange(port: port, raw: "NONSENSE\r\n\r\n").status == 400)
        let huge =
            "GET /dept/cs/ HTTP/1.1\r\nX: " + String(repeating: "a", count: 20_000)
            + "\r\n\r\n"
        #expect(try RawHTTP.exchange(port: port, raw: huge).status == 431)
        #expect(try get("/dept/cs/").status == 200)
    }

    @Test func listensOnLoopbackOnly() throws {
        let folder = try TemporaryFolder()
        let site = try Self.makeSite(folder)
        let server = try PreviewServer(responder: PreviewResponder(root: site), port: 0)
        defer { server.stop() }
        // 0100007F is 127.0.0.1 in /proc/net/tcp's little-endian hex; 00000000 is 0.0.0.0
        // and a bind to `::` would show in /proc/net/tcp6.
        let addresses =
            try Self.listeningAddresses(port: server.port, table: "/proc/net/tcp")
            + Self.listeningAddresses(port: server.port, table: "/proc/net/tcp6")
        #expect(addresses == ["0100007F"])
    }

    /// The local addresses (hex, as the kernel writes them) of the sockets listening on
    /// `port` in a procfs socket table such as `/proc/net/tcp`; none when the table is absent.
    ///
    /// procfs files report a size of 0 and a busy machine's table runs to hundreds of
    /// kilobytes, so the file is read until end of file (a read sized by the file's reported
    /// length gets only its first page), and only LISTEN rows (state `0A`) count, never the
    /// connections that merely share the port number.
    static func listeningAddresses(port: UInt16, table: String) throws -> [String] {
        guard let handle = FileHandle(forReadingAtPath: table) else { return [] }
        defer { try? handle.close() }
        var data = Data()
        while let chunk = try handle.read(upToCount: 65_536), !chunk.isEmpty { data += chunk }
        let hexPort = String(format: "%04X", port)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst()
            .compactMap { row -> String? in
                let columns = row.split(separator: " ")
                guard columns.count > 3, columns[3] == "0A" else { return nil }
                let local = columns[1].split(separator: ":")
                guard local.count == 2, local[1] == hexPort else { return nil }
                return String(local[0])
            }
    }

    /// Lines of a child process's standard output, readable as they arrive.
    final class LineReader: Sendable {
        private let lines = Mutex<[String]>([])
        private let arrived = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            let thread = Thread { [self] in
                var pending = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    pending += chunk
                    while let newline = pending.firstIndex(of: 10) {
                        let line = String(decoding: pending[..<newline], as: UTF8.self)
                        pending = Data(pending[(newline + 1)...])
                        lines.withLock { $0.append(line) }
                        arrived.signal()
                    }
                }
                lines.withLock { $0.append("<EOF>") }
                arrived.signal()
            }
            thread.start()
        }

        /// Waits for a line containing `text` (at most `limit` seconds, a safety net so a
        /// broken server fails the test instead of hanging it), and returns it.
        func wait(for text: String, limit: Double = 180) -> String? {
            let deadline = Date().addingTimeInterval(limit)
            var seen = 0
            while Date() < deadline {
                let current = lines.withLock { $0 }
                for line in current[seen...] {
                    if line.contains(text) { return line }
                    if line == "<EOF>" { return nil }
                }
                seen = current.count
                _ = arrived.wait(timeout: .now() + 1)
            }
            return nil
        }

        var all: [String] { lines.withLock { $0 } }
    }

    @Test func serveCommandBuildsServesRebuildsAndStopsOnCtrlC() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "content/site.md", "---\ntitle: Preview test\nbase_url: /dept/cs/\n---\n")
        try folder.write(
            "content/scientists/bo.md",
            "---\nname: Bo Original\ndepartment: Physics\nscholar: snapshots/bo.html\n---\n")
        try folder.write(
            "content/snapshots/bo.html",
            Fixtures.scholarPage(
                name: "Bo", rows: [("Paper one", 10, 2020), ("Paper two", 3, 2021)]))
        let process = Process()
        process.executableURL = try CommandLineTests.executable
        process.arguments = [
            "serve", "--port", "0", "--content", folder.url.appendingPathComponent("content").path,
            "--output", folder.url.appendingPathComponent("site").path,
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let reader = LineReader(out.fileHandleForReading)

        let serving = try #require(reader.wait(for: "Serving "), "\(reader.all)")
        #expect(serving.contains("http://127.0.0.1:"))
        #expect(serving.contains("/dept/cs/"))
        let portText =
            serving.components(separatedBy: "http://127.0.0.1:").last?
            .prefix { $0.isNumber } ?? ""
        let port = try #require(UInt16(portText))

        let page = try RawHTTP.request(port: port, target: "/dept/cs/scientists/bo/")
        #expect(page.status == 200)
        #expect(page.text.contains("Bo Original"))
        let missing = try RawHTTP.request(port: port, target: "/dept/cs/nothing-here/")
        #expect(missing.status == 404)
        #expect(missing.text.contains("Page not found"))
        #expect(
            try RawHTTP.request(port: port, target: "/dept/cs/%2e%2e/content/site.md").status == 400
        )

        try folder.write(
            "content/scientists/bo.md",
            "---\nname: Bo Renamed\ndepartment: Physics\nscholar: snapshots/bo.html\n---\n")
        let rebuilt = try #require(reader.wait(for: "Rebuilt (changed:"), "\(reader.all)")
        #expect(rebuilt.contains("scientists/bo.md"))
        let after = try RawHTTP.request(port: port, target: "/dept/cs/scientists/bo/")
        #expect(after.text.contains("Bo Renamed"))

        kill(process.processIdentifier, SIGINT)
        #expect(reader.wait(for: "Stopped.") != nil, "\(reader.all)")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

/// The content watcher's snapshots.
@Suite struct ContentWatcherTests {
    @Test func seesChangesAndIgnoresHiddenFilesAndTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("content/scientists/a.md", "one")
        try folder.write("content/.git/HEAD", "x")
        try folder.write("content/site/index.html", "built")
        let content = folder.url.appendingPathComponent("content")
        let ignored = ContentWatcher.relativePath(
            of: content.appendingPathComponent("site"), inside: content)
        #expect(ignored == "site")
        #expect(ContentWatcher.relativePath(of: folder.url, inside: content) == nil)
        let first = ContentWatcher.snapshot(of: content, ignoring: ignored)
        #expect(Array(first.keys) == ["scientists/a.md"])
        try folder.write("content/site/index.html", "rebuilt, longer")
        try folder.write("content/.git/HEAD", "y")
        #expect(ContentWatcher.snapshot(of: content, ignoring: ignored) == first)
        try folder.write("content/scientists/a.md", "two, longer")
        try folder.write("content/scientists/b.md", "new")
        let second = ContentWatcher.snapshot(of: content, ignoring: ignored)
        #expect(
            ContentWatcher.changes(from: first, to: second) == [
                "scientists/a.md", "scientists/b.md",
            ])
    }
}
