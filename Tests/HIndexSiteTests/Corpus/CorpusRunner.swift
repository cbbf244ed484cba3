import Foundation

/// Builds the good site once, then runs corpus cases against copies of it.
final class CorpusRunner: Sendable {
    /// What one case did.
    struct Result: Sendable {
        var name: String
        var kind: String
        var seconds: Double
        var crashes = 0
        var hangs = 0
        var dataLost = 0
        var problems: [String] = []
    }

    let executable: URL
    let corpus: URL
    let server: CorpusServer
    /// The work folder: `base/` (the good site), one folder per case.
    let work: URL
    let base: URL
    let baseSite: FolderSnapshot
    let baseCache: FolderSnapshot
    /// The metrics of every scientist of the good site, by slug, as sorted JSON text.
    let baseMetrics: [String: String]

    init(cases: [CorpusCase], corpus: URL) throws {
        executable = try CommandLineTests.executable
        self.corpus = corpus
        server = try CorpusServer(cases: cases, corpus: corpus)
        work = FileManager.default.temporaryDirectory
            .appendingPathComponent("hindex-corpus-\(UUID().uuidString)")
        base = work.appendingPathComponent("base")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try Self.copy(Fixtures.packageRoot.appendingPathComponent("content"), to: base)
        try Self.copy(corpus.appendingPathComponent("_good/content"), to: base)
        let environment = Self.environment(server.environment(for: nil))
        let build = try CorpusChild.run(
            executable,
            ["build", "--content", "content", "--output", "site", "--quiet"],
            environment: environment, directory: base,
            log: work.appendingPathComponent("base.log"), limit: 300)
        guard build.status == 0, !build.signalled else {
            throw CorpusFailure("the good site did not build: \(build.output)")
        }
        baseSite = FolderSnapshot(base.appendingPathComponent("site"))
        baseCache = FolderSnapshot(base.appendingPathComponent(".hindex"))
        baseMetrics = try Self.metrics(of: base.appendingPathComponent("site"))
        guard baseMetrics.count >= 6,
            baseMetrics["nora-net"].map({ $0.contains("\"h_index\":") }) == true
        else {
            throw CorpusFailure("the good site lacks its scientists: \(baseMetrics.keys.sorted())")
        }
    }

    deinit { try? FileManager.default.removeItem(at: work) }

    /// The child's environment: this process's, without credentials, CI markers and
    /// service overrides, plus `extra`.
    static func environment(_ extra: [String: String]) -> [String: String] {
        var result = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("HINDEX_") && !key.hasSuffix("_API_KEY") && key != "SERPAPI_KEY"
                && key != "CI" && key != "GITHUB_ACTIONS" && key != "GITLAB_CI"
        }
        result.merge(extra) { _, new in new }
        return result
    }

    /// `data/scientists/<slug>.json`'s `metrics` of every scientist in `site`.
    static func metrics(of site: URL) throws -> [String: String] {
        let folder = site.appendingPathComponent("data/scientists")
        var result: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where file.hasSuffix(".json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let metrics = object?["metrics"] ?? NSNull()
            let text = try JSONSerialization.data(
                withJSONObject: ["metrics": metrics], options: [.sortedKeys])
            result[String(file.dropLast(5))] = String(decoding: text, as: UTF8.self)
        }
        return result
    }

    /// Copies the contents of `source` into `destination` (merging folders, replacing files).
    static func copy(_ source: URL, to destination: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/cp")
        process.arguments = ["-a", source.path, destination.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CorpusFailure("cp -a \(source.path) \(destination.path) failed")
        }
    }

    /// Runs `cases`, `workers` at a time, each on its own thread (the children block).
    func runAll(_ cases: [CorpusCase], workers: Int) -> [Result] {
        let queue = Locked(Array(cases.enumerated()))
        let results = Locked([Int: Result]())
        let group = DispatchGroup()
        for _ in 0..<max(1, min(workers, cases.count)) {
            group.enter()
            let thread = Thread { [self] in
                while let (index, item) = queue.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
                    let result = run(item)
                    results.withLock { $0[index] = result }
                }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return results.withLock { table in table.keys.sorted().compactMap { table[$0] } }
    }

    /// Runs one case and checks what it promises.
    func run(_ item: CorpusCase) -> Result {
        var result = Result(name: item.name, kind: item.kind, seconds: 0)
        do {
            try perform(item, into: &result)
        } catch {
            result.problems.append("could not run: \(error)")
        }
        return result
    }

    private func perform(_ item: CorpusCase, into result: inout Result) throws {
        let root = work.appendingPathComponent("case-\(item.name)")
        defer {
            // A read-only folder a case made must not stop the clean-up.
            _ = try? Self.shell(["chmod", "-R", "u+rwX", root.path])
            try? FileManager.default.removeItem(at: root)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for entry in [".hindex", "content", "site"] {
            try Self.copy(base.appendingPathComponent(entry), to: root)
        }
        let caseFolder = corpus.appendingPathComponent(item.name)
        let overlay = caseFolder.appendingPathComponent("content")
        if FileManager.default.fileExists(atPath: overlay.path) {
            try Self.copy(overlay, to: root)
        }
        for generator in item.generate { try Self.generate(generator, in: root) }
        for action in item.setup { try Self.apply(action, in: root) }
        let siteBefore = FolderSnapshot(root.appendingPathComponent("site"))
        let cacheBefore = FolderSnapshot(root.appendingPathComponent(".hindex"))
        var environment = server.environment(for: item)
        for (key, value) in item.env {
            environment[key] = value.replacingOccurrences(
                of: "{server}", with: server.caseBase(item))
        }
        let childEnvironment = Self.environment(environment)
        let arguments = item.args.map { substitute($0, root: root) }
        let limit = item.seconds * 2 + 10

        var runs: [CorpusChild] = []
        if let range = item.killAfter, range.count == 2 {
            for round in 0..<max(1, item.kills) {
                let delay = Double.random(in: range[0]...range[1])
                let child = try CorpusChild.run(
                    executable, arguments, environment: childEnvironment, directory: root,
                    log: work.appendingPathComponent("\(item.name)-\(round).log"), limit: limit,
                    killAfter: delay)
                runs.append(child)
                let damage = siteProblems(
                    root.appendingPathComponent("site"), expectation: .kept)
                if !damage.isEmpty {
                    result.dataLost += 1
                    result.problems.append(
                        String(format: "after kill -9 at %.2f s: ", delay)
                            + damage.joined(separator: "; "))
                }
            }
        } else {
            let children = Locked([CorpusChild]())
            let failures = Locked([String]())
            let group = DispatchGroup()
            for copy in 0..<max(1, item.concurrent) {
                group.enter()
                Thread {
                    do {
                        let child = try CorpusChild.run(
                            self.executable, arguments, environment: childEnvironment,
                            directory: root,
                            log: self.work.appendingPathComponent("\(item.name)-\(copy).log"),
                            limit: limit, poll: item.peakMB == nil ? 0.25 : 0.05)
                        children.withLock { $0.append(child) }
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                    group.leave()
                }.start()
            }
            group.wait()
            if let failure = failures.withLock({ $0.first }) { throw CorpusFailure(failure) }
            runs = children.withLock { $0 }
        }

        result.seconds = runs.map(\.seconds).max() ?? 0
        let output = runs.map(\.output).joined(separator: "\n")
        let excerpt = String(output.prefix(1500))
        for child in runs {
            if child.crashed {
                result.crashes += 1
                result.problems.append("crashed with signal \(child.status): \(excerpt)")
            }
            if child.hung {
                result.hangs += 1
                result.problems.append(String(format: "hung (killed after %.0f s)", limit))
            } else if !child.killedByUs, child.seconds > item.seconds {
                result.hangs += 1
                result.problems.append(
                    String(
                        format: "took %.1f s, over its bound of %.0f s", child.seconds, item.seconds
                    ))
            }
            if let bound = item.peakMB {
                if let peak = child.peakMB, peak > bound {
                    result.problems.append(
                        String(
                            format: "peak memory %.0f MB, over its bound of %.0f MB", peak, bound))
                } else if child.peakMB == nil,
                    FileManager.default.fileExists(atPath: "/proc/self/status")
                {
                    result.problems.append("its peak memory could not be read from /proc")
                }
            }
            if let bound = item.cpuSeconds, let used = child.cpuSeconds, used > bound {
                result.problems.append(
                    String(
                        format: "used %.1f s of CPU in %.1f s, over its bound of %.0f s",
                        used, child.seconds, bound))
            }
            if !child.signalled, !item.exit.accepts(child.status) {
                result.problems.append(
                    "exit status \(child.status), expected \(item.exit): \(excerpt)")
            }
        }
        if item.killAfter == nil {
            checkOutput(output, item.output, forbidden: item.outputForbids, into: &result)
        }
        if ProcessInfo.processInfo.environment["HINDEX_CORPUS_VERBOSE"] == "1" {
            let summaries = runs.map { run in
                String(format: "exit %d, %.1f s", run.status, run.seconds)
                    + (run.cpuSeconds.map { String(format: ", CPU %.2f s", $0) } ?? "")
                    + (item.peakMB == nil
                        ? "" : run.peakMB.map { String(format: ", peak %.0f MB", $0) } ?? "")
            }
            print("=== \(item.name) (\(summaries.joined(separator: "; ")))\n\(output)")
        }
        defer {
            if !result.problems.isEmpty, !result.problems.contains(where: { $0.contains(excerpt) })
            {
                result.problems.append("the output ended with:\n\(output.suffix(1500))")
            }
        }

        // The good site and its cache.
        let site = root.appendingPathComponent("site")
        if item.site == .intact {
            let changes = FolderSnapshot(site).differences(from: siteBefore)
            if !changes.isEmpty {
                result.dataLost += 1
                result.problems.append("the site changed: \(changes.joined(separator: ", "))")
            }
        } else if item.site == .kept {
            let damage = siteProblems(site, expectation: .kept)
            if !damage.isEmpty {
                result.dataLost += 1
                result.problems.append(damage.joined(separator: "; "))
            }
        }
        let cacheFolder = root.appendingPathComponent(".hindex")
        if item.cache == .intact {
            let changes = FolderSnapshot(cacheFolder).differences(from: cacheBefore)
            if !changes.isEmpty {
                result.dataLost += 1
                result.problems.append("the cache changed: \(changes.joined(separator: ", "))")
            }
        }
        for pattern in item.exists where !matchesFile(pattern, under: root) {
            result.problems.append("no file matches \(pattern)")
        }
        for pattern in item.absent where matchesFile(pattern, under: root) {
            result.problems.append("a file matches \(pattern), which must not exist")
        }
        if !item.siteForbids.isEmpty || !item.siteRequires.isEmpty {
            checkSiteText(site, item, into: &result)
        }
        for (path, patterns) in item.siteFiles.sorted(by: { $0.key < $1.key }) {
            let text = (try? String(contentsOf: site.appendingPathComponent(path), encoding: .utf8))
            for pattern in patterns
            where text?.range(of: pattern, options: .regularExpression) == nil {
                result.problems.append(
                    "site/\(path) does not match /\(pattern)/: \(text?.prefix(600) ?? "no such file")"
                )
            }
        }
        if let secret = item.server?.secret {
            let requests = server.requests(of: item)
            let elsewhere = requests.filter { $0.path.contains("/elsewhere") }
            if elsewhere.isEmpty {
                result.problems.append(
                    "the redirect to the other host was not followed: \(requests.map(\.target))")
            }
            for request in elsewhere
            where request.target.contains(secret)
                || request.headers.values.contains(where: { $0.contains(secret) })
            {
                result.problems.append(
                    "the credential followed the redirect to the other host: \(request.target)")
            }
            if !requests.contains(where: { r in
                !r.path.contains("/elsewhere")
                    && (r.target.contains(secret)
                        || r.headers.values.contains { $0.contains(secret) })
            }) {
                result.problems.append(
                    "the credential was not sent to its own host, so the case proves nothing")
            }
        }
        if let then = item.then {
            let child = try CorpusChild.run(
                executable, then.args.map { substitute($0, root: root) },
                environment: childEnvironment, directory: root,
                log: work.appendingPathComponent("\(item.name)-then.log"),
                limit: (then.seconds ?? 60) * 2 + 10)
            if child.crashed {
                result.crashes += 1
                result.problems.append("the follow-up crashed: \(child.output.prefix(1500))")
            }
            if child.hung {
                result.hangs += 1
                result.problems.append("the follow-up hung")
            }
            if !child.signalled, !then.exit.accepts(child.status) {
                result.problems.append(
                    "the follow-up exited \(child.status), expected \(then.exit): "
                        + child.output.prefix(1500))
            }
            checkOutput(child.output, then.output ?? [], forbidden: [], into: &result)
        }
        if item.cache == .kept {
            let problems = try rebuildProblems(cache: cacheFolder, root: root)
            if !problems.isEmpty {
                result.dataLost += 1
                result.problems.append(
                    "an offline rebuild with the cache lost data: "
                        + problems.joined(separator: "; "))
            }
        }
    }

    private func substitute(_ text: String, root: URL) -> String {
        text.replacingOccurrences(
            of: "{content}", with: root.appendingPathComponent("content").path
        )
        .replacingOccurrences(of: "{site}", with: root.appendingPathComponent("site").path)
        .replacingOccurrences(of: "{cache}", with: root.appendingPathComponent(".hindex").path)
        .replacingOccurrences(of: "{root}", with: root.path)
    }

    private func checkOutput(
        _ output: String, _ patterns: [String], forbidden: [String], into result: inout Result
    ) {
        let base = NSRegularExpression.escapedPattern(for: server.baseURL)
        for pattern in patterns {
            let expanded = pattern.replacingOccurrences(of: "{server}", with: base)
            if output.range(of: expanded, options: .regularExpression) == nil {
                result.problems.append(
                    "the output does not match /\(pattern)/:\n\(output.prefix(2000))")
            }
        }
        for pattern in forbidden {
            let expanded = pattern.replacingOccurrences(of: "{server}", with: base)
            if output.range(of: expanded, options: .regularExpression) != nil {
                result.problems.append("the output matches /\(pattern)/:\n\(output.prefix(2000))")
            }
        }
    }

    /// What is wrong with `site` as a site that keeps the good site's data: it must exist,
    /// have its home page, and give every good scientist the good metrics.
    func siteProblems(_ site: URL, expectation: CorpusCase.Expectation) -> [String] {
        guard FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path)
        else { return ["the site has no index.html"] }
        guard let metrics = try? Self.metrics(of: site) else {
            return ["the site's scientist data cannot be read"]
        }
        return baseMetrics.keys.sorted().compactMap { slug in
            metrics[slug] == baseMetrics[slug]
                ? nil : "\(slug) lost its metrics (\(metrics[slug] ?? "no JSON"))"
        }
    }

    /// Rebuilds the good content offline with `cache` into a new folder; what differs from
    /// the good site's metrics.
    private func rebuildProblems(cache: URL, root: URL) throws -> [String] {
        let check = root.appendingPathComponent("rebuild")
        try FileManager.default.createDirectory(at: check, withIntermediateDirectories: true)
        try Self.copy(base.appendingPathComponent("content"), to: check)
        let child = try CorpusChild.run(
            executable,
            [
                "build", "--offline", "--quiet", "--content", "content", "--output", "site",
                "--cache", cache.path,
            ],
            environment: Self.environment(server.environment(for: nil)), directory: check,
            log: root.appendingPathComponent("rebuild.log"), limit: 120)
        guard child.status == 0, !child.signalled else {
            return ["exit \(child.status): \(child.output.prefix(1000))"]
        }
        return siteProblems(check.appendingPathComponent("site"), expectation: .kept)
    }

    private func matchesFile(_ pattern: String, under root: URL) -> Bool {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return false }
        while let relative = walker.nextObject() as? String {
            if relative.range(of: "^(\(pattern))$", options: .regularExpression) != nil {
                return true
            }
        }
        return false
    }

    private func checkSiteText(_ site: URL, _ item: CorpusCase, into result: inout Result) {
        var required = Set(item.siteRequires)
        guard let walker = FileManager.default.enumerator(atPath: site.path) else { return }
        while let relative = walker.nextObject() as? String {
            guard
                let data = FileManager.default.contents(
                    atPath: site.appendingPathComponent(relative).path)
            else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for (files, patterns) in item.siteForbids
            where relative.range(of: files, options: .regularExpression) != nil {
                for pattern in patterns
                where text.range(of: pattern, options: .regularExpression) != nil {
                    result.problems.append("site/\(relative) matches /\(pattern)/")
                }
            }
            for pattern in required
            where text.range(of: pattern, options: .regularExpression) != nil {
                required.remove(pattern)
            }
        }
        for pattern in required.sorted() {
            result.problems.append("no file of the site matches /\(pattern)/")
        }
    }

    /// Writes a generated file, streaming the repetitions to disk.
    static func generate(_ generator: CorpusCase.Generator, in root: URL) throws {
        let file = root.appendingPathComponent(generator.path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.write(contentsOf: Data((generator.head ?? "").utf8))
        let numbered = generator.repeat.contains("{i}")
        let plain = Data(generator.repeat.utf8)
        var buffer = Data()
        buffer.reserveCapacity(1 << 20)
        for index in 0..<generator.count {
            if numbered {
                buffer.append(
                    contentsOf: generator.repeat.replacingOccurrences(of: "{i}", with: "\(index)")
                        .utf8)
            } else {
                buffer.append(plain)
            }
            if buffer.count >= 1 << 20 {
                try handle.write(contentsOf: buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        try handle.write(contentsOf: buffer + Data((generator.tail ?? "").utf8))
    }

    /// Applies one setup action.
    static func apply(_ action: CorpusCase.SetupAction, in root: URL) throws {
        let path = root.appendingPathComponent(action.path)
        let manager = FileManager.default
        switch action.action {
        case "overwrite":
            let handle = try FileHandle(forUpdating: path)
            defer { try? handle.close() }
            let size = try handle.seekToEnd()
            try handle.seek(toOffset: action.offset.map { UInt64($0) } ?? size / 2)
            try handle.write(contentsOf: Data((action.text ?? "").utf8))
        case "truncate":
            let handle = try FileHandle(forUpdating: path)
            defer { try? handle.close() }
            try handle.truncate(atOffset: UInt64(action.length ?? 0))
        case "chmod":
            try shell(["chmod", action.mode ?? "a-w", path.path])
        case "symlink":
            try? manager.removeItem(at: path)
            try manager.createSymbolicLink(
                atPath: path.path, withDestinationPath: action.target ?? "/")
        case "mkdir":
            try manager.createDirectory(at: path, withIntermediateDirectories: true)
        case "write":
            try manager.createDirectory(
                at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((action.text ?? "").utf8).write(to: path)
        case "sql":
            try shell(["sqlite3", path.path, action.text ?? ""])
        case "remove":
            try manager.removeItem(at: path)
        default:
            throw CorpusFailure("unknown setup action '\(action.action)'")
        }
    }

    @discardableResult
    static func shell(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CorpusFailure(
                "\(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return process.terminationStatus
    }
}

/// A value behind a lock, shared between the runner's threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
