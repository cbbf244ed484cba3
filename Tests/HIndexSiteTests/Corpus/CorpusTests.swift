import Foundation
import Testing

/// The bad-input and fault corpus of issue 13 (`Tests/Corpus/`): every case runs the real
/// `hindex-site` executable in a child process beside a copy of a good site (the demo
/// content plus one scientist fetched from a local server) and its cache, under a hard
/// timeout, and checks the exit status, the message, that nothing crashed or hung, and
/// that the good site and cache are intact (or keep their data) afterwards.
@Suite(.timeLimit(.minutes(20))) struct CorpusTests {
    static let corpus = Fixtures.packageRoot.appendingPathComponent("Tests/Corpus")

    /// Every case, in name order (folders starting with `_` are shared material).
    static func cases() throws -> [CorpusCase] {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { !$0.hasPrefix("_") && !$0.hasPrefix(".") }
            .filter {
                FileManager.default.fileExists(
                    atPath: corpus.appendingPathComponent("\($0)/case.json").path)
            }
            .sorted()
        return try names.map { name in
            let data = try Data(contentsOf: corpus.appendingPathComponent("\(name)/case.json"))
            do {
                var item = try JSONDecoder().decode(CorpusCase.self, from: data)
                item.name = name
                return item
            } catch {
                throw CorpusFailure("Tests/Corpus/\(name)/case.json: \(error)")
            }
        }
    }

    @Test func everyCaseHoldsItsPromises() throws {
        var cases = try Self.cases()
        #expect(cases.count >= 50, "the corpus lost cases: \(cases.count)")
        if let only = ProcessInfo.processInfo.environment["HINDEX_CORPUS_CASE"], !only.isEmpty {
            cases = cases.filter { $0.name.contains(only) }
        }
        let runner = try CorpusRunner(cases: cases, corpus: Self.corpus)
        let results = runner.runAll(cases, workers: 4)
        var crashes = 0
        var hangs = 0
        var lost = 0
        var failed = 0
        for result in results {
            crashes += result.crashes
            hangs += result.hangs
            lost += result.dataLost
            if !result.problems.isEmpty {
                failed += 1
                Issue.record(
                    Comment(
                        rawValue: "corpus case \(result.name) (\(result.kind)): "
                            + result.problems.joined(separator: "\n  ")))
            }
        }
        let slowest = results.max { $0.seconds < $1.seconds }
        print(
            "corpus: \(results.count) cases, crashes \(crashes), hangs \(hangs), data lost \(lost), "
                + "failed \(failed) (slowest: \(slowest?.name ?? "-") "
                + String(format: "%.1f s)", slowest?.seconds ?? 0))
        #expect(crashes == 0 && hangs == 0 && lost == 0 && failed == 0)
    }
}

/// An error in the corpus itself (a manifest that cannot be read, a setup that failed).
struct CorpusFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
