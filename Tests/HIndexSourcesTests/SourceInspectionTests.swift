import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// `SourceInspection.inspectJSON`: the JSON each `inspect` kind prints.
@Suite struct SourceInspectionTests {
    /// The printed JSON read back as a dictionary.
    static func object(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [String: Any])
    }

    @Test func exactOpenAlexWorksOutput() throws {
        let json = """
            {"meta": {"count": 2, "next_cursor": "abc"}, "results": [
              {"id": "https://openalex.org/W1", "display_name": "Tom & \\"Jerry\\"", "publication_year": 2020,
               "cited_by_count": 3, "doi": "https://doi.org/10.1/X",
               "authorships": [{"author": {"display_name": "Ana Lí"}}],
               "primary_location": {"source": {"display_name": "Café Letters"}}},
              {"id": "https://openalex.org/W2", "title": null}]}
            """
        let output = try SourceInspection.inspectJSON(
            kind: "openalex-works", data: Data(json.utf8), origin: "w.json")
        let expected = """
            {
              "citations_by_year": {},
              "count": 2,
              "next_cursor": "abc",
              "publications": [
                {
                  "arxiv": null,
                  "authors": "Ana Lí",
                  "citations": 3,
                  "doi": "10.1/x",
                  "id": "W1",
                  "title": "Tom & \\"Jerry\\"",
                  "venue": "Café Letters",
                  "year": 2020
                }
              ],
              "source": "openalex-works",
              "untitled": [
                "W2"
              ]
            }
            """
        #expect(output == expected)
    }

    @Test func realResponsesOfEveryKind() throws {
        let cases: [(kind: String, path: String, key: String, count: Int)] = [
            (
                "openalex-works", "openalex/jason_arday_openalex_works_2026-08-08.json",
                "publications", 56
            ),
            ("openalex-works", "openalex/carlos_denner_openalex_works.json", "publications", 82),
            (
                "openalex-author", "openalex/jason_arday_openalex_author_search_2026-08-08.json",
                "counts_by_year", 10
            ),
            (
                "s2-papers", "semantic_scholar/jason_ernst_s2_author_papers_page1.json",
                "publications", 30
            ),
            (
                "s2-papers", "semantic_scholar/jason_ernst_s2_author_papers_page2.json",
                "publications", 17
            ),
            (
                "orcid-works", "orcid/jason_arday_orcid_works_0000-0002-9822-1068_2026-08-08.json",
                "entries", 11
            ),
            ("orcid-works", "orcid/carlos_denner_orcid_works.json", "entries", 67),
            ("crossref", "crossref/jason_arday_crossref_work_2026-08-08.json", "works", 1),
            ("crossref", "crossref/carlos_denner_crossref_by_doi.json", "works", 52),
        ]
        for item in cases {
            let data = try RealFixtures.data(item.path)
            let output = try SourceInspection.inspectJSON(
                kind: item.kind, data: data, origin: item.path)
            let object = try Self.object(output)
            #expect(object["source"] as? String == item.kind, "\(item.path)")
            #expect((object[item.key] as? [Any])?.count == item.count, "\(item.path)")
            let again = try SourceInspection.inspectJSON(
                kind: item.kind, data: data, origin: item.path)
            #expect(again == output, "\(item.path) prints the same bytes twice")
        }
    }

    @Test func authorFields() throws {
        let path = "openalex/jason_arday_openalex_author_search_2026-08-08.json"
        let object = try Self.object(
            SourceInspection.inspectJSON(
                kind: "openalex-author", data: RealFixtures.data(path), origin: path))
        #expect(object["id"] as? String == "A5048886069")
        #expect(object["orcid"] as? String == "0000-0002-9822-1068")
        #expect(object["works_count"] as? Int == 58)
        #expect(object["citations"] as? Int == 1136)
        #expect(object["h_index"] as? Int == 14)
        #expect(object["i10_index"] as? Int == 16)
        #expect(object["matches"] as? Int == 1)
        #expect(object["affiliation"] is NSNull)
        let works = "openalex/jason_arday_openalex_works_2026-08-08.json"
        let page = try Self.object(
            SourceInspection.inspectJSON(
                kind: "openalex-works", data: RealFixtures.data(works), origin: works))
        #expect((page["citations_by_year"] as? [String: Int])?["2024"] == 258)
        #expect(
            try SourceInspection.inspectJSON(
                kind: "openalex-author", data: RealFixtures.data(path), origin: path
            )
            .contains("\"two_year_mean_citedness\": 0.9375"))
    }

    @Test func crossrefWorksAreSortedByDOI() throws {
        let path = "crossref/carlos_denner_crossref_by_doi.json"
        let object = try Self.object(
            SourceInspection.inspectJSON(
                kind: "crossref", data: RealFixtures.data(path), origin: path))
        let dois = try #require(object["works"] as? [[String: Any]]).compactMap {
            $0["doi"] as? String
        }
        #expect(dois.count == 52)
        #expect(dois == dois.sorted())
        let arday = "crossref/jason_arday_crossref_work_2026-08-08.json"
        let single = try Self.object(
            SourceInspection.inspectJSON(
                kind: "crossref", data: RealFixtures.data(arday), origin: arday))
        let work = try #require((single["works"] as? [[String: Any]])?.first)
        #expect(work["citations"] as? Int == 21)
        #expect(work["type"] as? String == "journal-article")
        #expect(work["authors"] as? String == "Jason Arday, Christopher Jones")
    }

    @Test func dblpAndBibTeX() throws {
        let dblp = try Self.object(
            SourceInspection.inspectJSON(
                kind: "dblp", data: Data(DBLPFixtures.person.utf8), origin: "p.xml"))
        #expect(dblp["name"] as? String == "Mira Castellanos")
        #expect(dblp["pid"] as? String == "123/4567")
        #expect((dblp["entries"] as? [Any])?.count == 9)
        let bibtex = try Self.object(
            SourceInspection.inspectJSON(
                kind: "bibtex", data: Data(BibTeXFixtures.tricky.utf8), origin: "r.bib"))
        let entries = try #require(bibtex["entries"] as? [[String: Any]])
        #expect(entries.count == 8)
        #expect(entries.first?["key"] as? String == "castellanos2024tide")
        let findings = try #require(bibtex["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        #expect(findings.allSatisfy { ($0["line"] as? Int ?? 0) > 0 && $0["message"] is String })
    }

    @Test func everyKindIsListed() {
        #expect(
            SourceInspection.kinds
                == [
                    "openalex-works", "openalex-author", "s2-papers", "orcid-works", "dblp",
                    "crossref", "bibtex",
                ])
    }

    @Test func unknownKind() {
        #expect(
            throws: SourceError.unreadable(
                origin: "x.json",
                reason:
                    "unknown source kind \"scholar\" (known: openalex-works, openalex-author, s2-papers, orcid-works, dblp, crossref, bibtex)"
            )
        ) {
            try SourceInspection.inspectJSON(
                kind: "scholar", data: Data("{}".utf8), origin: "x.json")
        }
    }

    @Test func parserErrorsPassThrough() {
        for kind in SourceInspection.kinds {
            #expect(throws: SourceError.self, "\(kind)") {
                try SourceInspection.inspectJSON(kind: kind, data: Data(), origin: "empty")
            }
            #expect(throws: SourceError.self, "\(kind)") {
                try SourceInspection.inspectJSON(
                    kind: kind, data: Data("<html><body>Error</body></html>".utf8),
                    origin: "page.html")
            }
        }
    }
}
