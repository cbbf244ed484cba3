import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// The two ways departments get Google Scholar's data without Scholar blocking their builds:
/// a `scholarly` author dump (Yi Ren's real `gs_data.json`, PROVENANCE.md §4) and SerpApi's
/// Google Scholar Author API (David Dao's real response, same section).
@Suite struct ScholarDumpSourcesTests {
    static let yiRen = "scholarly_json/yi_ren_gs_data_2025-05-21.json"
    static let dao = "serpapi_json/david_dao_serpapi_scholar_author_2022-05-10.json"

    @Test func scholarlyDumpOfYiRen() throws {
        let result = try ScholarlyAuthorParser.parse(
            RealFixtures.data(Self.yiRen), origin: "data/gs_data.json")
        #expect(result.publications.count == 84)
        #expect(result.isComplete)
        // The dump's own h-index (35) and citations (7947) are recomputed from its papers.
        let metrics = Metrics(citationCounts: result.publications.map(\.citationCount))
        #expect(metrics.hIndex == 35)
        #expect(result.publications.map(\.citationCount).reduce(0, +) == 7947)
        // Listed by citations, as on a Scholar profile.
        let first = try #require(result.publications.first)
        #expect(first.title == "FastSpeech 2: Fast and High-Quality End-to-End Text-to-Speech")
        #expect(first.year == 2020)
        #expect(first.citations == 1723)
        #expect(first.sourceID == "4FA6C0AAAAAJ:LkGwnXOMwfcC")
        #expect(result.publications.filter { $0.year == nil }.count == 4)
        let profile = try #require(result.profile)
        #expect(profile.name == "Yi Ren (任意)")
        #expect(profile.hIndex == 35)
        #expect(profile.hIndexSince == 35)
        #expect(profile.sinceYear == 2020)
        #expect(profile.citations == 7947)
        #expect(profile.citationsPerYear?[2024] == 2734)
    }

    @Test(arguments: [
        ("[1, 2]", "not a scholarly author object"),
        (
            #"{"name": "X", "citedby": 3}"#,
            "no \"publications\": this is not a scholarly author dump (keys: citedby, name)"
        ),
        (#"{"publications": 7}"#, "\"publications\" is a number, not a list or an object"),
        (#"{"publications": [{"bib": {"title": "A"}}, 3]}"#, "publication 2 is a number"),
    ])
    func scholarlyWrongShapesAreNamed(body: String, expected: String) throws {
        #expect {
            try ScholarlyAuthorParser.parse(Data(body.utf8), origin: "data/gs.json")
        } throws: { error in
            "\(error)".contains(expected) && "\(error)".contains("data/gs.json")
        }
    }

    @Test func scholarlyWithoutTitledPublicationsIsEmptyNotZero() throws {
        let body = #"{"name": "X", "publications": {"a": {"bib": {}}, "b": {"num_citations": 3}}}"#
        #expect(
            throws: SourceError.empty(source: ScholarlyAuthorParser.sourceName, origin: "x.json")
        ) {
            try ScholarlyAuthorParser.parse(Data(body.utf8), origin: "x.json")
        }
    }

    @Test func scholarlyListFormAndHostileNumbers() throws {
        let body = #"""
            {"filled": ["basics"], "publications": [
              {"bib": {"title": "B", "pub_year": "99999"}, "num_citations": -4},
              {"bib": {"title": "A", "pub_year": 2001, "citation": "Nature 1, 2"}, "num_citations": 9223372036854775807}
            ]}
            """#
        let result = try ScholarlyAuthorParser.parse(Data(body.utf8), origin: "x.json")
        #expect(!result.isComplete)
        #expect(result.publications.map(\.title) == ["A", "B"])
        #expect(result.publications[0].venue == "Nature 1, 2")
        #expect(result.publications[0].citationCount == Metrics.maximumCitationCount)
        #expect(result.publications[1].citations == 0)
        #expect(result.publications[1].year == nil)
    }

    @Test func serpApiPageOfDavidDao() throws {
        let page = try SerpApiAuthorParser.parsePage(
            RealFixtures.data(Self.dao), origin: "dao.json")
        #expect(page.publications.count == 20)
        #expect(page.untitled.isEmpty)
        #expect(
            page.next
                == "https://serpapi.com/search.json?author_id=XHeNA_8AAAAJ&engine=google_scholar_author&hl=en&start=20"
        )
        let counts = page.publications.map(\.citationCount)
        #expect(Metrics(citationCounts: counts).hIndex == 9)
        #expect(counts.reduce(0, +) == 485)
        #expect(page.publications.filter { $0.citations == nil }.count == 3)
        let second = page.publications[1]
        #expect(second.venue == "Bioinformatics, 057976")
        #expect(second.year == 2016)
        #expect(second.citations == 97)
        #expect(second.sourceID == "XHeNA_8AAAAJ:k_IJM867U9cC")
        #expect(second.authors == "D Dao, AN Fraser, J Hung, V Ljosa, S Singh, AE Carpenter")
        #expect(page.profile.name == "David Dao")
        #expect(page.profile.hIndex == 9)
        #expect(page.profile.hIndexSince == 9)
        #expect(page.profile.sinceYear == 2017)
        #expect(page.profile.i10Index == 9)
        #expect(page.profile.citations == 485)
        #expect(page.profile.citationsPerYear?[2021] == 182)
        // A saved first page with a next link is an incomplete list.
        let saved = try SerpApiAuthorParser.parse(RealFixtures.data(Self.dao), origin: "dao.json")
        #expect(!saved.isComplete)
    }

    @Test(arguments: [
        (
            #"{"error": "Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key"}"#,
            "SerpApi returned an error: \"Invalid API key."
        ),
        (#"{"search_metadata": {"status": "Error"}}"#, "search_metadata.status: Error"),
        (
            #"{"search_parameters": {"engine": "google_scholar"}, "organic_results": []}"#,
            "\"google_scholar\" response, not google_scholar_author"
        ),
        (
            #"{"organic_results": []}"#,
            "not a SerpApi Google Scholar Author response (keys: organic_results)"
        ),
        ("<html>502</html>", "not JSON"),
    ])
    func serpApiErrorsAreNamed(body: String, expected: String) throws {
        #expect {
            try SerpApiAuthorParser.parsePage(Data(body.utf8), origin: "https://serpapi.example/x")
        } throws: { error in
            "\(error)".contains(expected) && "\(error)".contains("https://serpapi.example/x")
        }
    }

    @Test func registryReadsBothSavedForms() throws {
        let scholarly = try #require(CitationSources.descriptor("scholarly"))
        #expect(
            scholarly.check(.id("4FA6C0AAAAAJ")).failureMessage?.contains("saved scholarly") == true
        )
        #expect(
            try scholarly.parseSaved?(RealFixtures.data(Self.yiRen), "x").publications.count == 84)
        let serpapi = try #require(CitationSources.descriptor("serpapi"))
        #expect(try serpapi.parseSaved?(RealFixtures.data(Self.dao), "x").publications.count == 20)
        // The order picks the primary source: a Scholar profile first, then its author search.
        #expect(Array(CitationSources.keys.prefix(2)) == ["scholar", "scholar_search"])
        #expect(
            CitationSources.keys.contains("serpapi") && CitationSources.keys.contains("scholarly"))
        #expect(Set(CitationSources.keys).count == CitationSources.all.count)
    }
}

extension Result where Failure == SourceIdentifier.Problem {
    /// The problem's message, `nil` on success.
    fileprivate var failureMessage: String? {
        if case .failure(let problem) = self { return problem.message }
        return nil
    }
}
