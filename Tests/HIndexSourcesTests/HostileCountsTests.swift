import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// Counts and years from JSON responses are clamped where they are read: a count near
/// `Int.max` reads as `Metrics.maximumCitationCount`, a negative one as 0, an absurd year as
/// none, so no sum over them can trap.
@Suite struct HostileCountsTests {
    static let huge = "9223372036854775807"
    static let cap = Metrics.maximumCitationCount

    /// The crash of issue 13: two `counts_by_year` values near `Int.max` for one year.
    @Test func openAlexCountsByYearNearIntMaxDoNotTrap() throws {
        let json = """
            {"results": [
              {"id": "https://openalex.org/W1", "display_name": "One", "cited_by_count": \(Self.huge),
               "publication_year": -9223372036854775808,
               "counts_by_year": [{"year": 2024, "cited_by_count": \(Self.huge)},
                                  {"year": 2024, "cited_by_count": 9223372036854775806},
                                  {"year": 9223372036854775807, "cited_by_count": 1},
                                  {"year": 2023, "cited_by_count": -5}]},
              {"id": "https://openalex.org/W2", "display_name": "Two", "cited_by_count": -3,
               "counts_by_year": [{"year": 2024, "cited_by_count": \(Self.huge)}]}
            ], "meta": {"count": \(Self.huge), "next_cursor": null}}
            """
        let page = try OpenAlexWorksParser.parse(Data(json.utf8), origin: "works.json")
        #expect(page.publications.map(\.citations) == [Self.cap, 0])
        #expect(page.publications[0].year == nil)
        #expect(page.citationsByYear["W1"] == [2024: 2 * Self.cap, 2023: 0])
        #expect(page.totalCitationsByYear == [2024: 3 * Self.cap, 2023: 0])
        #expect(page.totalCount == Self.cap)
    }

    @Test func openAlexAuthorCountsAreClamped() throws {
        let json = """
            {"id": "https://openalex.org/A1", "display_name": "X", "cited_by_count": \(Self.huge),
             "works_count": -1, "summary_stats": {"h_index": \(Self.huge), "i10_index": -2},
             "counts_by_year": [{"year": 2024, "works_count": \(Self.huge), "cited_by_count": -7},
                                {"year": -1, "works_count": 1, "cited_by_count": 1}]}
            """
        let author = try OpenAlexAuthorParser.parse(Data(json.utf8), origin: "author.json")
        #expect(author.profile.citations == Self.cap)
        #expect(author.profile.hIndex == Self.cap)
        #expect(author.profile.i10Index == 0)
        #expect(author.worksCount == 0)
        #expect(author.countsByYear.map(\.year) == [2024])
        #expect(author.countsByYear.first?.works == Self.cap)
        #expect(author.citationsPerYear == [2024: 0])
    }

    @Test func semanticScholarCountsAreClamped() throws {
        let json = """
            {"offset": -4, "next": \(Self.huge), "data": [
              {"paperId": "p1", "title": "One", "citationCount": \(Self.huge), "year": 99999},
              {"paperId": "p2", "title": "Two", "citationCount": -1, "year": 2020}]}
            """
        let page = try SemanticScholarPapersParser.parse(Data(json.utf8), origin: "s2.json")
        #expect(page.publications.map(\.citations) == [Self.cap, 0])
        #expect(page.publications.map(\.year) == [nil, 2020])
        #expect(page.offset == 0)
        #expect(page.next == Self.cap)
    }

    @Test func serpApiCountsAreClamped() throws {
        let json = """
            {"author": {"name": "X"},
             "articles": [{"title": "One", "year": "2020", "cited_by": {"value": \(Self.huge)}}],
             "cited_by": {"table": [{"citations": {"all": \(Self.huge), "since_2017": -3}}],
                          "graph": [{"year": 2020, "citations": \(Self.huge)},
                                    {"year": 2021, "citations": \(Self.huge)}]}}
            """
        let page = try SerpApiAuthorParser.parsePage(Data(json.utf8), origin: "serp.json")
        #expect(page.publications.map(\.citations) == [Self.cap])
        #expect(page.profile.citations == Self.cap)
        #expect(page.profile.citationsSince == 0)
        #expect(page.profile.citationsPerYear == [2020: Self.cap, 2021: Self.cap])
    }

    @Test func scholarlyCountsAreClamped() throws {
        let json = """
            {"name": "X", "citedby": \(Self.huge), "hindex": -1, "updated": "2025-05-21",
             "citedby5y": \(Self.huge),
             "cites_per_year": {"2020": \(Self.huge), "2021": \(Self.huge)},
             "publications": [{"bib": {"title": "One", "pub_year": "2020"},
                               "num_citations": \(Self.huge)}]}
            """
        let result = try ScholarlyAuthorParser.parse(Data(json.utf8), origin: "gs.json")
        #expect(result.publications.map(\.citations) == [Self.cap])
        #expect(result.profile?.citations == Self.cap)
        #expect(result.profile?.hIndex == 0)
        #expect(result.profile?.citationsPerYear == [2020: Self.cap, 2021: Self.cap])
    }

    @Test func crossrefCountAndYearAreChecked() throws {
        let json = """
            {"status": "ok", "message": {"DOI": "10.1/x", "title": ["One"],
             "is-referenced-by-count": \(Self.huge),
             "issued": {"date-parts": [[-9223372036854775808]]}}}
            """
        let work = try CrossrefWorkParser.parse(Data(json.utf8), origin: "crossref.json")
        #expect(work.citations == Self.cap)
        #expect(work.entry.year == nil)
    }
}
