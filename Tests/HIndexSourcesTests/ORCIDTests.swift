import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// ORCID works parser: the real `/works` responses of Jason Arday and Carlos Denner
/// (PROVENANCE.md §5) and small responses of our own.
@Suite struct ORCIDTests {
    @Test func ardayWorks() throws {
        let path = "orcid/jason_arday_orcid_works_0000-0002-9822-1068_2026-08-08.json"
        let entries = try ORCIDWorksParser.parse(RealFixtures.data(path), origin: path)
        #expect(entries.count == 11)
        #expect(
            entries.first
                == ReferenceEntry(
                    title:
                        "Same storm, different boats: the impact of COVID-19 on Black students and academic staff in UK and US higher education",
                    year: 2026, venue: "Higher Education", doi: "10.1007/s10734-022-00939-0"))
        #expect(entries.allSatisfy { $0.authors.isEmpty })
        #expect(entries.allSatisfy { !$0.title.isEmpty })
    }

    /// Carlos Denner's saved file is Windows-1252, not UTF-8 (`ç` is the byte 0xE7, the
    /// curly quotes 0x93/0x94): it is read as such.
    @Test func dennerWorksInWindows1252() throws {
        let path = "orcid/carlos_denner_orcid_works.json"
        let data = try RealFixtures.data(path)
        #expect(String(data: data, encoding: .utf8) == nil)
        let entries = try ORCIDWorksParser.parse(data, origin: path)
        #expect(entries.count == 67)
        #expect(
            entries.first
                == ReferenceEntry(
                    title: "Como Promover a Colaboração em Plataformas de Dados Abertos?",
                    year: 2024,
                    venue: "Revista de Ciências da Administração",
                    doi: "10.5007/2175-8077.2024.e76382"))
        #expect(entries.contains { $0.title.hasPrefix("“O Que Gerencio e de Quem Dependo?”") })
        // Groups without a year keep a nil year; a group of two summaries is one entry.
        #expect(entries.filter { $0.year == nil }.count == 4)
        let licenses = entries.filter { $0.doi == "10.1186/s13174-017-0062-3" }
        #expect(licenses.count == 1)
        // `part-of` DOIs name the containing book: the book record keeps no DOI of its own.
        let apache = entries.filter {
            $0.title.lowercased().hasPrefix("apache sustained competitive")
        }
        #expect(apache.map(\.doi) == ["10.4018/978-1-61350-519-9.ch013", nil])
        // The namesake's papers that OpenAlex merged into his profile are not on his list.
        #expect(
            !entries.contains {
                $0.title.contains("Ralstonia") || $0.title.contains("Multipurpose Reactor")
            })
        #expect(!entries.contains { $0.doi == "10.1094/pdis-10-24-2229-pdn" })
        #expect(entries.compactMap(\.doi).count == 34)
    }

    @Test func ownResponseWithSubtitleFallbacksAndIDs() throws {
        let json = """
            {"group": [
              {"external-ids": {"external-id": [
                 {"external-id-type": "doi", "external-id-value": "10.9/GROUP", "external-id-relationship": "self"}]},
               "work-summary": [
                 {"title": {"title": {"value": "Main"}, "subtitle": {"value": "a subtitle"}},
                  "publication-date": null, "journal-title": null, "external-ids": null},
                 {"title": {"title": {"value": "Other copy"}}, "publication-date": {"year": {"value": "2019"}},
                  "journal-title": {"value": "J &amp; K"},
                  "external-ids": {"external-id": [
                    {"external-id-type": "arxiv", "external-id-value": "arXiv:1901.00001",
                     "external-id-normalized": {"value": "1901.00001"}, "external-id-relationship": "self"},
                    {"external-id-type": "doi", "external-id-value": "10.1/part", "external-id-relationship": "part-of"}]}}]},
              {"work-summary": [{"title": null}]},
              {"work-summary": [{"title": {"title": {"value": "Preprint"}},
                "external-ids": {"external-id": [{"external-id-type": "doi",
                  "external-id-value": "https://doi.org/10.48550/arXiv.2201.00002"}]}}]}
            ]}
            """
        let entries = try ORCIDWorksParser.parse(Data(json.utf8), origin: "o.json")
        #expect(
            entries == [
                ReferenceEntry(
                    title: "Main: a subtitle", year: 2019, venue: "J & K", doi: "10.9/group",
                    arxivID: "1901.00001"),
                ReferenceEntry(
                    title: "Preprint", doi: "10.48550/arxiv.2201.00002", arxivID: "2201.00002"),
            ])
    }

    @Test func activitiesSummaryResponse() throws {
        let json = """
            {"activities-summary": {"works": {"group": [
              {"work-summary": [{"title": {"title": {"value": "From activities"}}}]}]}}}
            """
        let entries = try ORCIDWorksParser.parse(Data(json.utf8), origin: "a.json")
        #expect(entries == [ReferenceEntry(title: "From activities")])
    }

    @Test(arguments: [
        (
            #"{"last-modified-date": null, "group": [], "path": "/0000-0001/works"}"#,
            SourceError.empty(source: "ORCID works", origin: "o.json")
        ),
        ("  ", .empty(source: "ORCID works", origin: "o.json")),
        (
            #"{"response-code": 404, "developer-message": "404 Not Found: The resource was not found.", "user-message": "The resource was not found.", "error-code": 9016}"#,
            .unexpectedLayout(
                source: "ORCID works", origin: "o.json",
                detail: "ORCID returned an error (404): \"The resource was not found.\"")
        ),
        (
            #"{"error-desc": {"value": "Not found : No entity found for query"}}"#,
            .unexpectedLayout(
                source: "ORCID works", origin: "o.json",
                detail: "ORCID returned an error: \"Not found : No entity found for query\"")
        ),
        (
            #"{"orcid-identifier": {"path": "0000-0002-9822-1068"}, "person": {}}"#,
            .unexpectedLayout(
                source: "ORCID works", origin: "o.json",
                detail:
                    "no \"group\" array: this is not an ORCID works response (keys: orcid-identifier, person)"
            )
        ),
        (
            #"{"group": {"work-summary": []}}"#,
            .unexpectedLayout(
                source: "ORCID works", origin: "o.json",
                detail: "\"group\" is an object, not an array")
        ),
        (
            #"{"group": [null]}"#,
            .unexpectedLayout(
                source: "ORCID works", origin: "o.json", detail: "group 1 is null, not an object")
        ),
        (
            #"{"group": [{"work-summary": []}, {"work-summary": [{"title": {"title": {"value": " "}}}]}]}"#,
            .unexpectedLayout(
                source: "ORCID works", origin: "o.json", detail: "none of the 2 works has a title")
        ),
        (
            "<html><body>Service unavailable</body></html>",
            .unexpectedLayout(
                source: "ORCID works", origin: "o.json",
                detail:
                    "the response is an HTML or XML page, not JSON: \"<html><body>Service unavailable</body></html>\""
            )
        ),
    ])
    func errors(json: String, expected: SourceError) {
        #expect(throws: expected) { try ORCIDWorksParser.parse(Data(json.utf8), origin: "o.json") }
    }
}
