// Benchmarks of the matcher, the homepage extraction and the site build's content (not tests:
// nothing here asserts on time). Run through `bench/run`.
//
//   hindex-bench extraction [real-page-directory ...]   (see Extraction.swift)
//   hindex-bench site-corpus <dir> [--scientists N] …    (see Site.swift)
//   hindex-bench scholar-parse [--runs N] [--print] <file> …   (see Scholar.swift)
//   hindex-bench matcher <dir>
//   hindex-bench fetch-wait [--seconds S] [--client network|urlsession|both]   (FetchWait.swift)
//
// writes <dir>/strings.txt (the 100-character strings, one per line, for the RapidFuzz side),
// measures the normalized-similarity throughput of every query against every string (the
// equivalent of RapidFuzz's `process.cdist(queries, choices, workers=1)`), writes
// <dir>/swift.txt (pairs per second) and <dir>/sample.txt (row, column, score of sampled
// pairs, to check that both sides compute the same scores), then times the reconciliation of a
// 1000-entry reference list against a 1000-row citation source.

import Foundation
import HIndexCore

/// SplitMix64: deterministic, so every run measures the same strings.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A vocabulary of made-up words, a few of them non-ASCII.
func vocabulary(_ count: Int, using generator: inout SplitMix) -> [String] {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let extra = ["über", "façade", "αβγ", "naïve", "schrödinger", "東京", "łódź", "ñandú"]
    var words = (0..<count).map { _ in
        String(
            (0..<Int.random(in: 2...10, using: &generator)).map { _ in
                letters[Int.random(in: 0..<letters.count, using: &generator)]
            })
    }
    words += extra
    return words
}

/// `count` title-like strings of exactly `length` scalars; every fifth is a near copy (a few
/// edits) of an earlier one, so the scores range from unrelated to near-identical.
func benchmarkStrings(count: Int, length: Int) -> [String] {
    var generator = SplitMix(state: 20_240_601)
    let words = vocabulary(400, using: &generator)
    var result: [[Unicode.Scalar]] = []
    for i in 0..<count {
        var scalars: [Unicode.Scalar]
        if i >= 5 && i.isMultiple(of: 5) {
            scalars = result[Int.random(in: 0..<i, using: &generator)]
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let position = Int.random(in: 0..<scalars.count, using: &generator)
                scalars[position] = Unicode.Scalar(UInt8.random(in: 97...122, using: &generator))
            }
        } else {
            scalars = []
            while scalars.count < length {
                if !scalars.isEmpty { scalars.append(" ") }
                let word = words[Int.random(in: 0..<words.count, using: &generator)]
                scalars.append(contentsOf: word.unicodeScalars)
            }
        }
        result.append(Array(scalars.prefix(length)))
    }
    return result.map { String(String.UnicodeScalarView($0)) }
}

func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

/// Every query against every choice, like `cdist`: the pattern is prepared once per query.
func similarityMatrix(_ queries: [[UInt32]], _ choices: [[UInt32]], into scores: inout [Double]) {
    let n = choices.count
    scores.withUnsafeMutableBufferPointer { output in
        for (q, query) in queries.enumerated() {
            let pattern = LevenshteinPattern(query)
            pattern.normalizedSimilarities(
                to: choices,
                into: UnsafeMutableBufferPointer(rebasing: output[(q * n)..<(q * n + n)]))
        }
    }
}

func matcherBenchmark(directory: URL) throws {
    let strings = benchmarkStrings(count: 1000, length: 100)
    try (strings.joined(separator: "\n") + "\n").write(
        to: directory.appendingPathComponent("strings.txt"), atomically: true, encoding: .utf8)
    let scalars = strings.map { $0.unicodeScalars.map(\.value) }
    let pairs = scalars.count * scalars.count
    var scores = [Double](repeating: 0, count: pairs)
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<5 {
        let elapsed = clock.measure { similarityMatrix(scalars, scalars, into: &scores) }
        best = min(best, seconds(elapsed))
    }
    let throughput = Double(pairs) / best
    let checksum = scores.reduce(0, +)
    print(
        String(
            format: "swift: %d×%d strings of 100 characters, best of 5: %.3f s, %.0f pairs/s"
                + " (checksum %.4f)", scalars.count, scalars.count, best, throughput, checksum))
    try String(format: "%.3f\n", throughput).write(
        to: directory.appendingPathComponent("swift.txt"), atomically: true, encoding: .utf8)

    // A deterministic sample of scores for the agreement check.
    var generator = SplitMix(state: 77)
    var sample = ""
    for _ in 0..<2000 {
        let i = Int.random(in: 0..<scalars.count, using: &generator)
        let j = Int.random(in: 0..<scalars.count, using: &generator)
        sample += String(format: "%d %d %.17g\n", i, j, scores[i * scalars.count + j])
    }
    try sample.write(
        to: directory.appendingPathComponent("sample.txt"), atomically: true, encoding: .utf8)

    reconcileBenchmark()
}

/// 1000 source rows against a 1000-entry reference list written differently.
func reconcileBenchmark() {
    var generator = SplitMix(state: 4242)
    let words = vocabulary(3000, using: &generator)
    var titles: [String] = []
    var seen: Set<String> = []
    while titles.count < 1100 {
        let title = (0..<Int.random(in: 5...14, using: &generator)).map { _ in
            words[Int.random(in: 0..<words.count, using: &generator)]
        }.joined(separator: " ")
        if seen.insert(title).inserted { titles.append(title) }
    }
    // Source: titles 0..<1000, with a few listed twice. Reference: titles 100..<1100 (so 900
    // in common), rewritten: case and punctuation, typos, dropped subtitles, swapped words.
    var source = titles.prefix(1000).enumerated().map { i, title in
        Publication(title: title.capitalized, year: 2000 + i % 20, citations: i % 97)
    }
    for i in stride(from: 0, to: 1000, by: 50) {
        source[i + 1] = Publication(
            title: titles[i] + ".", year: 2000 + i % 20, citations: 3)
    }
    let reference = titles[100..<1100].enumerated().map { k, title -> ReferenceEntry in
        var text = title
        switch k % 5 {
        case 0: text = title.uppercased() + "!"
        case 1:
            var chars = Array(text)
            let at = Int.random(in: 0..<chars.count, using: &generator)
            chars[at] = chars[at] == "x" ? "y" : "x"
            text = String(chars)
        case 2: text = title + ": a subtitle the source dropped"
        case 3:
            var parts = title.split(separator: " ")
            parts.swapAt(0, parts.count - 1)
            text = parts.joined(separator: " ")
        default: break
        }
        return ReferenceEntry(title: text)
    }
    let entry = ScientistEntry(slug: "bench", path: "bench.md", name: "Bench")
    let clock = ContinuousClock()
    var best = Double.infinity
    var result: Reconciliation?
    for _ in 0..<3 {
        let elapsed = clock.measure {
            result = Reconciler.reconcile(source: source, reference: reference, entry: entry)
        }
        best = min(best, seconds(elapsed))
    }
    guard let summary = result?.summary else { return }
    print(
        String(
            format: "reconcile: %d source × %d reference entries, best of 3: %.3f s"
                + " (matched %d, source-only %d, reference-only %d, ambiguous %d, duplicates %d)",
            source.count, reference.count, best, summary.matched, summary.sourceOnly,
            summary.referenceOnly, summary.ambiguous, summary.duplicates))
}

/// Times the attribution of papers missing from a list (issue 27) on a synthetic 1,000-paper
/// profile: 20 circles of co-authors (one of them a namesake's, on another topic), 150 papers on
/// the list, titles drawn from each circle's own vocabulary.
func attributionBenchmark() {
    var generator = SplitMix(state: 27)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    func word() -> String {
        String(
            (0..<Int.random(in: 4...9, using: &generator)).map { _ in
                letters[Int.random(in: 0..<letters.count, using: &generator)]
            })
    }
    let circles = (0..<20).map { circle in
        (
            coauthors: (0..<6).map { _ in
                "\(letters[circle % 26].uppercased()) \(word().capitalized)"
            },
            // The last circle is the namesake's: a vocabulary of its own.
            vocabulary: (0..<40).map { _ in word() }
                + (circle == 19 ? [] : ["network", "wireless", "routing", "mesh"])
        )
    }
    var papers: [Publication] = []
    for index in 0..<1000 {
        let circle = circles[index % 20]
        let title = (0..<8).map { _ in circle.vocabulary.randomElement(using: &generator) ?? "" }
            .joined(separator: " ")
        let authors =
            ["J Ernst"]
            + (0..<3).map { _ in circle.coauthors.randomElement(using: &generator) ?? "" }
        papers.append(
            Publication(
                title: title, authors: authors.joined(separator: ", "),
                venue: "Journal of \(circle.vocabulary[index % 7].capitalized)",
                year: 2000 + index % 25, citations: index % 97))
    }
    let confirmed = papers.indices.map { $0 % 20 != 19 && $0 % 7 == 0 }
    let clock = ContinuousClock()
    var times: [Double] = []
    var result: [PaperAttribution] = []
    for _ in 0..<5 {
        let elapsed = clock.measure {
            result = Attributor.attribute(
                papers, confirmed: confirmed, scientistName: "Jason Ernst")
        }
        times.append(seconds(elapsed))
    }
    times.sort()
    let namesakes = result.filter { $0.attributionClass == .possibleNamesake }.count
    print(
        String(
            format: "attribution: 1000-paper profile, %d confirmed: median %.1f ms, best %.1f ms"
                + " of 5 (%d possible namesakes)",
            confirmed.filter { $0 }.count, times[2] * 1000, times[0] * 1000, namesakes))
}

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: hindex-bench matcher <output-directory>
           hindex-bench extraction [real-page-directory ...]
           hindex-bench extraction --write-generated <directory>
           hindex-bench extraction --large
           hindex-bench site-corpus <directory> [--scientists N] [--publications P] [--seed S]
                                                [--spares K]
           hindex-bench scholar-parse [--runs N] [--print] <saved-profile-page> ...
           hindex-bench attribution
           hindex-bench fetch-wait [--seconds S] [--client network|urlsession|both]

    """
do {
    switch arguments.first {
    case "attribution" where arguments.count == 1:
        attributionBenchmark()
    case "fetch-wait":
        guard let wait = FetchWaitArguments(Array(arguments.dropFirst())) else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        // The fetch runs on the cooperative pool; the main thread waits for it.
        let done = DispatchSemaphore(value: 0)
        let failure = FetchWaitFailure()
        Task.detached {
            do {
                try await fetchWaitBenchmark(wait)
            } catch {
                failure.set("\(error)")
            }
            done.signal()
        }
        done.wait()
        if let message = failure.message { throw BenchError(message) }
    case "matcher" where arguments.count == 2:
        try matcherBenchmark(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
    case "extraction" where arguments == ["extraction", "--large"]:
        try largePageBenchmark()
    case "extraction" where arguments.count == 3 && arguments[1] == "--write-generated":
        try writeGeneratedPages(to: URL(fileURLWithPath: arguments[2], isDirectory: true))
    case "site-corpus":
        guard let corpus = SiteCorpusArguments(Array(arguments.dropFirst())) else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        try writeSiteCorpus(corpus)
    case "scholar-parse":
        guard let parse = ScholarParseArguments(Array(arguments.dropFirst())) else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        try scholarParseBenchmark(parse)
    case "extraction":
        try extractionBenchmark(
            realDirectories: arguments.dropFirst().map {
                URL(fileURLWithPath: $0, isDirectory: true)
            })
    default:
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("hindex-bench: \(error)\n".utf8))
    exit(1)
}
