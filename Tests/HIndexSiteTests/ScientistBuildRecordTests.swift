import Foundation
import HIndexCore
import Testing

@testable import HIndexSite

/// The stored form of a scientist's build record: its files' hashes and signatures in one
/// list of strings, read back as they were written.
@Suite struct ScientistBuildRecordTests {
    func report() -> ScientistReport {
        let entry = ScientistEntry(slug: "ann", path: "scientists/ann.md", name: "Ann")
        let source = CitationSourceResult(
            sourceName: "Google Scholar profile", origin: "snapshots/ann.html",
            profile: ProfileSummary(citations: 3, citationsPerYear: [2020: 1, 2021: 2]),
            publications: [Publication(title: "A paper", citations: 3)], isComplete: true)
        return ScientistReport.classify(entry: entry, bioHTML: "<p>Bio</p>", source: source)
            .summarized()
    }

    @Test func filesAndSignaturesAreReadBackAsWritten() throws {
        let files = [
            "scientists/ann/index.html": String(repeating: "a", count: 64),
            "data/scientists/ann.json": String(repeating: "b", count: 64),
            "data/odd\tname.csv": String(repeating: "c", count: 64),
        ]
        // One file without a signature: it is read and hashed when checked.
        let signatures = [
            "scientists/ann/index.html": FileSignature(size: 1234, modified: 1_700_000_000_123),
            "data/odd\tname.csv": FileSignature(size: 0, modified: -5),
        ]
        let record = ScientistBuildRecord(
            fingerprint: "f", report: report(), files: files, signatures: signatures,
            crossref: CrossrefInputs(dois: ["10.1/x"], state: "s"))
        let data = try JSONEncoder().encode(record)
        let back = try #require(
            ScientistBuildRecord.decode(
                String(decoding: data, as: UTF8.self), entry: record.report.entry))
        #expect(back.fingerprint == "f")
        #expect(back.files == files)
        #expect(back.signatures == signatures)
        #expect(back.crossref == record.crossref)
        #expect(back.report.entry.slug == "ann")
        #expect(back.report.isSummary)
        #expect(back.report.rowCount == 1)
        // The summary leaves out what only the scientist's own files show.
        #expect(back.report.source?.profile?.citations == 3)
        #expect(back.report.source?.profile?.citationsPerYear == nil)
        // The files are one sorted list of strings.
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let outputs = object?["outputs"] as? [String]
        #expect(outputs?.count == 3)
        #expect(outputs == outputs?.sorted())
        #expect(
            outputs?.contains(
                "data/scientists/ann.json\t\(files["data/scientists/ann.json"]!)\t-\t-") == true)
    }

    @Test func theReportIsStoredWithEveryFieldButTheEntry() throws {
        var full = report()
        // Every optional field present, so that each one is encoded.
        full.referenceList = ReferenceListResult(
            sourceName: "Publication list", origin: "snapshots/ann-list.html", titleXPath: nil,
            matches: [])
        full.matching = MatchingSummary(
            matched: 1, sourceOnly: 0, referenceOnly: 0, ambiguous: 0, duplicates: 0)
        full.comparison = SourceComparison.compare([
            SourceComparison.Input(
                name: "OpenAlex", origin: "o", isPrimary: true, isComplete: true,
                publications: [Publication(title: "A paper", citations: 3)]),
            SourceComparison.Input(
                name: "DBLP", origin: "d", isPrimary: false, isComplete: true,
                publications: [Publication(title: "A paper", citations: 2)]),
        ])
        full.notices = [Notice(.dataDate, .verbatim("n"), source: "s")]
        let record = ScientistBuildRecord(fingerprint: "f", report: full, files: [:])
        let encoder = JSONEncoder()
        let reportKeys = try #require(
            try JSONSerialization.jsonObject(with: encoder.encode(full)) as? [String: Any]
        ).keys
        let stored = try #require(
            try JSONSerialization.jsonObject(with: encoder.encode(record)) as? [String: Any])
        let storedKeys = try #require(stored["report"] as? [String: Any]).keys
        #expect(Set(storedKeys) == Set(reportKeys).subtracting(["entry"]))
        // Read back with the entry given, the report is the one stored.
        let entry = full.entry
        let back = try #require(
            ScientistBuildRecord.decode(
                String(decoding: try encoder.encode(record), as: UTF8.self), entry: entry))
        #expect(back.report == full)
        #expect(stored["entry"] != nil, "the entry is stored beside the report")
        // Given another entry, the record takes it; given none, the stored one.
        var renamed = entry
        renamed.name = "Someone Else"
        let json = String(decoding: try encoder.encode(record), as: UTF8.self)
        #expect(ScientistBuildRecord.decode(json, entry: renamed)?.report.entry == renamed)
        #expect(ScientistBuildRecord.decode(json, entry: nil)?.report.entry == entry)
        #expect(ScientistBuildRecord.decode(json, entry: nil)?.report == full)
    }

    @Test func aDamagedListIsAnErrorNotAnEmptyRecord() throws {
        var object =
            try JSONSerialization.jsonObject(
                with: JSONEncoder().encode(
                    ScientistBuildRecord(fingerprint: "f", report: report(), files: [:])))
            as? [String: Any] ?? [:]
        object["outputs"] = ["scientists/ann/index.html\tabc"]
        let data = try JSONSerialization.data(withJSONObject: object)
        let decoder = JSONDecoder()
        decoder.userInfo[ScientistBuildRecord.entryKey] = report().entry
        #expect(throws: DecodingError.self) {
            try decoder.decode(ScientistBuildRecord.self, from: data)
        }
    }
}

/// A saved file's signature as the cache stores it, read without a decoder: what the
/// decoder reads, or nothing (then the decoder is asked).
@Suite struct StoredSignatureTests {
    @Test func theStoredTextIsReadAsTheDecoderReadsIt() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for signature in [
            FileSignature(size: 0, modified: 0),
            FileSignature(size: 182_534, modified: 1_795_737_014_637_886_446),
            FileSignature(size: 7, modified: -1_000_000_123),
            FileSignature(size: 1, modified: Int64.max),
            FileSignature(size: 1, modified: -Int64.max),
            FileSignature(size: Int(Int32.max), modified: 1),
        ] {
            let text = String(decoding: try encoder.encode(signature), as: UTF8.self)
            #expect(FileSignature(storedJSON: text) == signature, "\(text)")
            #expect(
                try JSONDecoder().decode(FileSignature.self, from: Data(text.utf8)) == signature)
        }
        for text in [
            "", "{}", "{\"size\":1,\"modified\":2}", "{\"modified\":1,\"size\":-2}",
            "{\"modified\":1.5,\"size\":2}", "{\"modified\":1,\"size\":2} ",
            "{\"modified\": 1,\"size\":2}",
            "{\"modified\":1,\"size\":2,\"x\":3}", "{\"modified\":-,\"size\":2}",
            "{\"modified\":12345678901234567890,\"size\":2}",
            "{\"modified\":9223372036854775808,\"size\":2}",
        ] {
            #expect(FileSignature(storedJSON: text) == nil, "\(text)")
        }
    }
}
