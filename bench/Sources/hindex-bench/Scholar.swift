// hindex-bench scholar-parse [--runs N] [--print] FILE...
//
// Parses each saved Google Scholar profile page N times (default 200, after one warm-up parse)
// and prints, per page, its rows and the median and minimum milliseconds of CPU time (this
// thread's, so that other processes on the machine do not inflate it) per parse, beside
// libxml2's own parse and free of the same bytes with the same options (an `HTMLDocument`
// made and dropped: the floor of any parse), timed alternately in the same process, and the
// ratio of the two (`1.25x libxml2`: median over median, and minimum over minimum).
//
// A saved homepage (a FILE named `…-homepage.html` beside a `…-scholar.html`, as the site
// corpus writes them) is extracted N times instead, its known titles being the titles of that
// Scholar page, and its figures are given as a multiple of that Scholar page's parse.
//
// With --print it parses each page once and prints the result as JSON with sorted keys (or the
// error), so that two builds can be compared byte for byte.

import Foundation
import HIndexCore
import HIndexSources

/// The arguments of `hindex-bench scholar-parse`.
struct ScholarParseArguments {
    var runs = 200
    var printResults = false
    var files: [String] = []

    init?(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--runs":
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { return nil }
                runs = value
            case "--print": printResults = true
            default: files.append(argument)
            }
        }
        if files.isEmpty { return nil }
    }
}

/// The median and the minimum of some durations in milliseconds.
private struct Timing {
    var median: Double
    var minimum: Double

    init(_ times: [Double]) {
        let sorted = times.sorted()
        median = sorted[sorted.count / 2]
        minimum = sorted[0]
    }

    /// "median X ms, min Y ms".
    var description: String { String(format: "median %.3f ms, min %.3f ms", median, minimum) }

    /// "R.RRx (min M.MMx) <what>": this timing as a multiple of `other`.
    func ratio(to other: Timing, _ what: String) -> String {
        String(format: "%.2fx (min %.2fx) %@", median / other.median, minimum / other.minimum, what)
    }
}

/// Times `first` and `second` alternately, `runs` times each after one warm-up call of each.
private func timeAlternately(runs: Int, _ first: () -> Void, _ second: () -> Void)
    -> (Timing, Timing)
{
    first()
    second()
    var firstTimes: [Double] = []
    var secondTimes: [Double] = []
    firstTimes.reserveCapacity(runs)
    secondTimes.reserveCapacity(runs)
    for _ in 0..<runs {
        var start = threadCPUMilliseconds()
        first()
        firstTimes.append(threadCPUMilliseconds() - start)
        start = threadCPUMilliseconds()
        second()
        secondTimes.append(threadCPUMilliseconds() - start)
    }
    return (Timing(firstTimes), Timing(secondTimes))
}

/// The CPU time this thread has used, in milliseconds: unlike the wall clock, not inflated
/// while other processes have the machine's cores.
private func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// `hindex-bench scholar-parse`: milliseconds per parse of each page (see the top of the file).
func scholarParseBenchmark(_ arguments: ScholarParseArguments) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    // The Scholar pages' figures, by path, for the homepages beside them.
    var scholarTimings: [String: (parse: Timing, name: String)] = [:]
    let homepageSuffix = "-homepage.html"
    let files =
        arguments.files.filter { !$0.hasSuffix(homepageSuffix) }
        + arguments.files.filter { $0.hasSuffix(homepageSuffix) }
    for file in files {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let name = URL(fileURLWithPath: file).lastPathComponent
        if file.hasSuffix(homepageSuffix) {
            let scholarFile = String(file.dropLast(homepageSuffix.count)) + "-scholar.html"
            let scholarData = try Data(contentsOf: URL(fileURLWithPath: scholarFile))
            let titles = try ScholarProfileParser.parse(scholarData, origin: scholarFile)
                .publications.map(\.title)
            try homepageBenchmark(
                data, name: name, knownTitles: titles, arguments: arguments,
                scholar: scholarTimings[scholarFile])
            continue
        }
        if arguments.printResults {
            print("== \(name)")
            do {
                let result = try ScholarProfileParser.parse(data, origin: name)
                print(String(decoding: try encoder.encode(result), as: UTF8.self))
            } catch {
                print("error: \(error)")
            }
            continue
        }
        let rows = (try? ScholarProfileParser.parse(data, origin: name))?.publications.count
        let (parse, libxml2) = timeAlternately(
            runs: arguments.runs,
            { _ = try? ScholarProfileParser.parse(data, origin: name) },
            { _ = try? HTMLDocument(data: data, origin: name) })
        scholarTimings[file] = (parse, name)
        let rowCount = rows.map(String.init) ?? "no"
        print(
            "\(name): \(rowCount) rows, \(arguments.runs) parses, \(parse.description) per page;"
                + " libxml2 parse+free \(libxml2.description);"
                + " \(parse.ratio(to: libxml2, "libxml2"))")
    }
}

/// Extracts one homepage `arguments.runs` times (or prints the extraction with --print).
private func homepageBenchmark(
    _ data: Data, name: String, knownTitles: [String], arguments: ScholarParseArguments,
    scholar: (parse: Timing, name: String)?
) throws {
    func extract() throws -> HomepageExtraction {
        try HomepageExtractor.extract(data, origin: name, knownTitles: knownTitles)
    }
    if arguments.printResults {
        print("== \(name)")
        do {
            print(HomepageExtractor.inspectJSON(try extract()))
        } catch {
            print("error: \(error)")
        }
        return
    }
    let entries = (try? extract())?.entries.count
    let (extraction, libxml2) = timeAlternately(
        runs: arguments.runs,
        { _ = try? extract() },
        { _ = try? HTMLDocument(data: data, origin: name) })
    var line =
        "\(name): \(entries.map(String.init) ?? "no") entries, \(arguments.runs) extractions,"
        + " \(extraction.description) per page; libxml2 parse+free \(libxml2.description)"
    if let scholar {
        line += "; \(extraction.ratio(to: scholar.parse, "the parse of \(scholar.name)"))"
    }
    print(line)
}
