// hindex-bench scholar-parse [--runs N] [--print] FILE...
//
// Parses each saved Google Scholar profile page N times (default 200, after one warm-up parse)
// and prints, per page, its rows and the median and minimum milliseconds per parse. With
// --print it parses each page once and prints the result as JSON with sorted keys (or the
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

/// `hindex-bench scholar-parse`: milliseconds per parse of each page (see the top of the file).
func scholarParseBenchmark(_ arguments: ScholarParseArguments) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    for file in arguments.files {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let name = URL(fileURLWithPath: file).lastPathComponent
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
        var times: [Double] = []
        times.reserveCapacity(arguments.runs)
        let clock = ContinuousClock()
        for _ in 0..<arguments.runs {
            let start = clock.now
            _ = try? ScholarProfileParser.parse(data, origin: name)
            times.append(seconds(clock.now - start) * 1000)
        }
        times.sort()
        let figures = String(
            format: "median %.3f ms, min %.3f ms per page", times[times.count / 2], times[0])
        let rowCount = rows.map(String.init) ?? "no"
        print("\(name): \(rowCount) rows, \(arguments.runs) parses, \(figures)")
    }
}
