import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

@Suite struct InspectJSONTests {
    @Test func exactOutputWithNulls() {
        let result = CitationSourceResult(
            sourceName: ScholarProfileParser.sourceName, origin: "x.html",
            profile: ProfileSummary(name: "Ada \"Q\"", citations: 3, hIndex: 1, sinceYear: 2020),
            publications: [
                Publication(
                    title: "A \\ B\nC", authors: "A Q", venue: "Café", year: 2020, citations: 3,
                    sourceID: "U:1"),
                Publication(title: "Bare"),
            ],
            isComplete: false)
        let expected = """
            {
              "complete": false,
              "profile": {
                "affiliation": null,
                "citations": 3,
                "citations_since": null,
                "h_index": 1,
                "h_index_since": null,
                "i10_index": null,
                "i10_index_since": null,
                "name": "Ada \\"Q\\"",
                "since_year": 2020
              },
              "publications": [
                {
                  "authors": "A Q",
                  "citations": 3,
                  "id": "U:1",
                  "title": "A \\\\ B\\nC",
                  "venue": "Café",
                  "year": 2020
                },
                {
                  "authors": "",
                  "citations": null,
                  "id": null,
                  "title": "Bare",
                  "venue": "",
                  "year": null
                }
              ],
              "source": "scholar-profile"
            }
            """
        #expect(ScholarProfileParser.inspectJSON(result) == expected)
    }

    @Test func noProfileAndNoPublications() {
        let result = CitationSourceResult(
            sourceName: "Google Scholar profile", origin: "y", profile: nil, publications: [],
            isComplete: true)
        let json = ScholarProfileParser.inspectJSON(result)
        #expect(json.contains("\"publications\": []"))
        #expect(json.contains("\"complete\": true"))
        #expect(json.contains("\"name\": null"))
    }

    @Test func isValidDeterministicJSON() throws {
        let result = try ScholarProfileParser.parse(
            ScholarFixtures.data(ScholarFixtures.minified), origin: "f")
        let first = ScholarProfileParser.inspectJSON(result)
        #expect(first == ScholarProfileParser.inspectJSON(result))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["source", "complete", "profile", "publications"])
        let profile = try #require(object["profile"] as? [String: Any])
        #expect(
            Set(profile.keys) == [
                "name", "affiliation", "citations", "citations_since", "h_index", "h_index_since",
                "i10_index", "i10_index_since", "since_year",
            ])
        let rows = try #require(object["publications"] as? [[String: Any]])
        #expect(rows.count == 5)
        #expect(Set(rows[0].keys) == ["title", "authors", "venue", "year", "citations", "id"])
        #expect(rows[1]["citations"] is NSNull)
        #expect(rows[0]["title"] as? String == "Tom & Jerry's <script>alert(1)</script> café")
    }

    @Test func controlCharactersAreEscaped() {
        let value = JSONValue.string("a\u{01}b\u{7F}\u{2028}\"")
        #expect(value.prettyPrinted == #""a\u0001b\u007f\u2028\"""#)
    }
}
