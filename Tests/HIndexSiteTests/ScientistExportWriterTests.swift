import Foundation
import HIndexCore
import HIndexTestSupport
import Testing

@testable import HIndexSite

/// The per-scientist exports written straight into bytes agree with their general
/// definitions on seeded random reports: publications with every escaped character, duplicates,
/// reference lists that match some rows, manual corrections, notices, freshness and failures.
@Suite struct ScientistExportWriterTests {
    /// Titles shared between the source and the reference list (so some rows match, some
    /// fuzzily, and some are duplicates of each other).
    static let sharedTitles = [
        "Deep learning of the delay", "Deep learning of the delays", "A study of 2 things",
        "Graph methods for sparse data", "On the theory of everything, part II",
    ]

    static func randomReport(_ generator: inout SeededGenerator) -> ScientistReport {
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        func chance(_ oneIn: UInt64) -> Bool { generator.next() % oneIn == 0 }
        let rowCount = Int(generator.next() % 40)
        let publications = (0..<rowCount).map { _ -> Publication in
            var publication = ExportFastPathTests.randomPublication(&generator)
            if chance(3) { publication.title = pick(Self.sharedTitles) }
            if chance(4) { publication.sourceID = pick(["id1", "id2", "x\"y", ""]) }
            return publication
        }
        let hasSource = !chance(8)
        let profile =
            chance(2)
            ? ProfileSummary(
                citations: Int(generator.next() % 5000), hIndex: Int(generator.next() % 40),
                i10Index: chance(2) ? nil : 3,
                citationsPerYear: chance(2) ? nil : [2019: 3, 2020: Int(generator.next() % 99)],
                worksCount: chance(2) ? nil : rowCount) : nil
        let source = CitationSourceResult(
            sourceName: pick(["Google Scholar", "OpenAlex", "Test \"source\""]),
            origin: pick(["saved/x.html", "https://example.org/a?b=c&d"]), profile: profile,
            publications: publications, isComplete: chance(2),
            leftOutBySurnameFilter: chance(2) ? nil : Int(generator.next() % 5))
        var reference: ReferenceList?
        if chance(2) {
            let entries = (0..<Int(generator.next() % 12)).map { _ in
                ReferenceEntry(
                    title: chance(2)
                        ? pick(Self.sharedTitles) : ExportFastPathTests.asciiText(&generator),
                    authors: ExportFastPathTests.asciiText(&generator),
                    year: chance(2) ? nil : 2000 + Int(generator.next() % 25))
            }
            reference = ReferenceList(
                sourceName: "Homepage", origin: "home.html",
                titleXPath: chance(2) ? nil : "//li/b", entries: entries)
        }
        let entry = ScientistEntry(
            slug: "s\(generator.next() % 100)", path: "scientists/s.md",
            name: ExportFastPathTests.asciiText(&generator),
            departments: (0..<Int(generator.next() % 3)).map { _ in pick(["Physics", "A, \"B\""]) },
            affiliation: chance(2) ? nil : ExportFastPathTests.asciiText(&generator),
            exclude: chance(4) ? [pick(Self.sharedTitles), "doi:10.1000/x(1)"] : [],
            include: chance(4) ? [pick(Self.sharedTitles)] : [],
            merge: chance(4) ? [[Self.sharedTitles[0], Self.sharedTitles[3]]] : [])
        var report = ScientistReport.classify(
            entry: entry, bioHTML: "", source: hasSource ? source : nil,
            referenceList: reference)
        if chance(3) {
            report.referenceFailures = [
                ReferenceListFailure(
                    name: "DBLP", origin: "dblp.xml", reason: "no \"list\"",
                    knownTitles: chance(2) ? nil : 4, recovered: 1)
            ]
        }
        return report
    }

    static func randomFreshness(_ generator: inout SeededGenerator) -> [DataFreshness] {
        (0..<Int(generator.next() % 3)).map { index in
            DataFreshness(
                label: index == 0 ? "Google Scholar" : "OpenAlex", fetched: "2026-01-0\(index + 1)",
                staleSince: generator.next() % 2 == 0 ? nil : "2026-02-01",
                staleReason: generator.next() % 2 == 0 ? nil : "HTTP 429 \"slow down\"")
        }
    }

    @Test func scientistJSONIsTheTreesBytesOnRandomReports() {
        var generator = SeededGenerator(seed: 41)
        var withReference = 0
        var withScores = 0
        for _ in 0..<1_500 {
            let report = Self.randomReport(&generator)
            let freshness = Self.randomFreshness(&generator)
            let written = Exports.scientistJSON(report, freshness: freshness)
            let tree = Data(Exports.scientistJSONValue(report, freshness: freshness).fileData)
            #expect(written == tree, "\(report.entry.name.debugDescription)")
            if written != tree { break }
            if report.referenceList != nil { withReference += 1 }
            if report.publications.contains(where: { $0.score != nil }) { withScores += 1 }
        }
        #expect(withReference > 300 && withScores > 100)
    }

    @Test func leaderboardJSONIsTheTreesBytesOnRandomRows() {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<40 {
            let reports = (0..<Int(generator.next() % 30)).map { _ in
                var report = Self.randomReport(&generator)
                if generator.next() % 9 == 0 { report.metrics.eIndex = .nan }
                return report
            }
            let rows = Leaderboard.rows(for: reports)
            // The tree the leaderboard's JSON was built as before it was written directly.
            let tree = JSONValue.array(
                rows.map { row in
                    .object([
                        "rank": .number(row.rank),
                        "has_data": .bool(row.hasData),
                        "source_rows": .number(row.sourceRows),
                        "slug": .string(row.slug),
                        "name": .string(row.name),
                        "departments": .array(row.departments.map(JSONValue.string)),
                        "metrics": Exports.metricsJSON(row.hasData ? row.metrics : nil),
                        "metrics_are_lower_bounds": .bool(row.isLowerBound),
                    ])
                })
            let written = Exports.leaderboardJSON(rows)
            #expect(written == Data(tree.fileData))
            if written != Data(tree.fileData) { break }
        }
    }

    @Test func integersAreWrittenAsStringDoes() {
        var generator = SeededGenerator(seed: 42)
        var values = [0, 1, 9, 10, -1, -10, 99, 100, Int.max, Int.min]
        for _ in 0..<5_000 {
            values.append(Int(truncatingIfNeeded: generator.next()) >> (generator.next() % 64))
        }
        for value in values {
            var output: [UInt8] = [0x78]
            JSONValue.writeInt(value, to: &output)
            #expect(output == Array(("x" + String(value)).utf8))
        }
    }

    /// The key composed on the bytes is the one composed through `Character`s.
    @Test func composedKeyIsTheGeneralOneOnRandomParts() {
        var generator = SeededGenerator(seed: 43)
        let pieces = ["a", "Z", "0", "9", "x7", "quispe", "2019", "é", "\r\n", " ", "ab12"]
        func part() -> String {
            (0..<Int(generator.next() % 30)).map { _ in
                pieces[Int(generator.next() % UInt64(pieces.count))]
            }.joined()
        }
        for _ in 0..<20_000 {
            let (author, word) = (part(), part())
            let year = generator.next() % 4 == 0 ? nil : Int(generator.next() % 12_000) - 500
            #expect(
                BibTeXKeys.compose(author: author, year: year, word: word)
                    == BibTeXKeys.generalCompose(author: author, year: year, word: word))
        }
    }

    /// The entry type read on the bytes is the one read through `String`s.
    @Test func asciiEntryTypeIsTheGeneralOneOnRandomVenues() {
        var generator = SeededGenerator(seed: 44)
        var read = 0
        for _ in 0..<20_000 {
            let venue = ExportFastPathTests.asciiText(&generator, maximum: 6)
            let general = BibTeXText.generalEntryType(venue: venue)
            if let ascii = BibTeXText.asciiEntryType(venue: venue) {
                #expect(ascii.type == general.type && ascii.venueField == general.venueField)
                read += 1
            }
            let chosen = BibTeXText.entryType(venue: venue)
            #expect(chosen.type == general.type && chosen.venueField == general.venueField)
        }
        #expect(read > 5_000)
    }
}
