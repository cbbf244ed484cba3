import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// Semantic Scholar author-papers parser: Jason B. Ernst's two real pages (PROVENANCE.md §5)
/// and small responses of our own.
@Suite struct SemanticScholarTests {
    static func page(_ number: Int) throws -> SemanticScholarPapersPage {
        let path = "semantic_scholar/jason_ernst_s2_author_papers_page\(number).json"
        return try SemanticScholarPapersParser.parse(RealFixtures.data(path), origin: path)
    }

    @Test func ernstFirstPage() throws {
        let page = try Self.page(1)
        #expect(page.offset == 0)
        #expect(page.next == 30)
        #expect(page.publications.count == 30)
        #expect(page.untitledPaperIDs.isEmpty)
        let first = try #require(page.publications.first)
        #expect(
            first
                == Publication(
                    title:
                        "A Novel Cross-Layer Adaptive Fuzzy-Based Ad Hoc On-Demand Distance Vector Routing Protocol for MANETs",
                    authors: "F. Safari, H. Kunze, Jason B. Ernst, D. Gillis", venue: "IEEE Access",
                    year: 2023, citations: 25, sourceID: "c6a7ad952a139f8ee66f251f6d7e74044f62558c",
                    doi: "10.1109/access.2023.3277817"))
        let dapps = try #require(page.publications.first { $0.arxivID == "1810.05365" })
        #expect(
            dapps.title == "Decentralized Applications: The Blockchain-Empowered Software System")
        #expect(dapps.citations == 394)
        #expect(dapps.doi == "10.1109/access.2018.2870644")
        // No venue in the data: the venue is empty, not "null".
        #expect(page.publications.contains { $0.venue.isEmpty && $0.year == 2016 })
    }

    @Test func ernstSecondPageIsTheLast() throws {
        let page = try Self.page(2)
        #expect(page.offset == 30)
        #expect(page.next == nil)
        #expect(page.publications.count == 17)
    }

    /// Both pages hold 47 papers, including the genomics papers of a different Jason Ernst
    /// that Semantic Scholar conflated into this author (so S2's h is 15, Scholar's 14).
    @Test func ernstBothPagesWithTheNamesakesPapers() throws {
        let papers = try Self.page(1).publications + Self.page(2).publications
        #expect(papers.count == 47)
        #expect(Set(papers.compactMap(\.sourceID)).count == 47)
        #expect(Metrics(citationCounts: papers.map(\.citationCount)).hIndex == 15)
        let modENCODE = try #require(papers.first { $0.title.contains("modENCODE") })
        #expect(
            modENCODE.title
                == "Identification of Functional Elements and Regulatory Circuits by Drosophila modENCODE"
        )
        #expect(modENCODE.year == 2011)
        #expect(modENCODE.citations == 71)
        #expect(modENCODE.doi == nil)
        let genomeResearch = try #require(papers.first { $0.doi == "10.1101/gr.096305.109" })
        #expect(genomeResearch.venue == "Genome Research")
        #expect(genomeResearch.year == 2010)
        #expect(genomeResearch.citations == 114)
        let plos = try #require(papers.first { $0.doi == "10.1371/journal.pcbi.1000044" })
        #expect(
            plos.title.hasPrefix("A Semi-Supervised Method for Predicting Transcription Factor"))
        #expect(plos.year == 2008)
        #expect(plos.citations == 110)
    }

    @Test func ownPageWithFallbacks() throws {
        let json = """
            {"offset": 100, "next": 200, "data": [
              {"paperId": "p1", "title": " Two\\n  lines &amp; <sub>x</sub> ", "year": null,
               "citationCount": null, "externalIds": {"DOI": "https://doi.org/10.5555/XYZ",
               "ArXiv": "2101.00001v2"}, "venue": "", "journal": {"name": "J. Tests"},
               "authors": [{"name": "A. One"}, {"name": null}, {"authorId": "9"}]},
              {"paperId": "p2", "title": null},
              {"paperId": "p3", "title": "Bare"}]}
            """
        let page = try SemanticScholarPapersParser.parse(Data(json.utf8), origin: "p.json")
        #expect(page.offset == 100)
        #expect(page.next == 200)
        #expect(page.untitledPaperIDs == ["p2"])
        #expect(
            page.publications == [
                Publication(
                    title: "Two lines & x", authors: "A. One", venue: "J. Tests", sourceID: "p1",
                    doi: "10.5555/xyz", arxivID: "2101.00001"),
                Publication(title: "Bare", sourceID: "p3"),
            ])
    }

    @Test func authorRecordWithEmbeddedPapers() throws {
        let json =
            #"{"authorId": "1", "name": "A", "papers": [{"paperId": "x", "title": "T", "citationCount": 3}]}"#
        let page = try SemanticScholarPapersParser.parse(Data(json.utf8), origin: "a.json")
        #expect(page.publications == [Publication(title: "T", citations: 3, sourceID: "x")])
    }

    @Test func pageAfterTheLastMayBeEmpty() throws {
        let page = try SemanticScholarPapersParser.parse(
            Data(#"{"offset": 1000, "data": []}"#.utf8), origin: "end.json")
        #expect(page.publications.isEmpty)
        #expect(page.next == nil)
    }

    @Test(arguments: [
        (
            #"{"offset": 0, "data": []}"#,
            SourceError.empty(source: "Semantic Scholar papers", origin: "s.json")
        ),
        (#"{"data": []}"#, .empty(source: "Semantic Scholar papers", origin: "s.json")),
        ("", .empty(source: "Semantic Scholar papers", origin: "s.json")),
        (
            #"{"message": "Too Many Requests. Please wait and try again or apply for a key for higher rate limits.", "code": "429"}"#,
            .unexpectedLayout(
                source: "Semantic Scholar papers", origin: "s.json",
                detail:
                    "Semantic Scholar returned an error: \"Too Many Requests. Please wait and try again or apply for a key for higher rate limits.: 429\""
            )
        ),
        (
            #"{"error": "Requested author ID not found"}"#,
            .unexpectedLayout(
                source: "Semantic Scholar papers", origin: "s.json",
                detail: "Semantic Scholar returned an error: \"Requested author ID not found\"")
        ),
        (
            #"{"total": 3, "items": []}"#,
            .unexpectedLayout(
                source: "Semantic Scholar papers", origin: "s.json",
                detail:
                    "no \"data\" array: this is not a Semantic Scholar author papers response (keys: items, total)"
            )
        ),
        (
            #"{"data": {"paperId": "x"}}"#,
            .unexpectedLayout(
                source: "Semantic Scholar papers", origin: "s.json",
                detail: "\"data\" is an object, not an array")
        ),
        (
            #"{"offset": 0, "data": ["x"]}"#,
            .unexpectedLayout(
                source: "Semantic Scholar papers", origin: "s.json",
                detail: "paper 1 is a string, not an object")
        ),
        (
            #"[{"paperId": "x", "title": "T"}]"#,
            .unexpectedLayout(
                source: "Semantic Scholar papers", origin: "s.json",
                detail: "the response is an array, not an object")
        ),
    ])
    func errors(json: String, expected: SourceError) {
        #expect(throws: expected) {
            try SemanticScholarPapersParser.parse(Data(json.utf8), origin: "s.json")
        }
    }
}

/// As OpenAlex's: a papers response none of whose papers has a text title is an error naming
/// the source and the papers, not an empty list ranked with h 0 (issue 31, case 11).
@Suite struct SemanticScholarUntitledPapersTests {
    @Test func papersWithoutTextTitlesAreAnError() {
        let json = """
            {"offset": 0, "data": [
              {"paperId": "a1", "title": 42, "citationCount": 900},
              {"paperId": "a2", "title": {"text": "nested"}, "citationCount": 80}]}
            """
        #expect {
            try SemanticScholarPapersParser.parse(Data(json.utf8), origin: "s2.json")
        } throws: { error in
            let text = "\(error)"
            return text.contains("Semantic Scholar") && text.contains("s2.json")
                && text.contains("none of the 2 papers (a1, a2) has a text title")
                && text.contains("\"title\" is a number")
        }
    }

    @Test func oneTitledPaperIsEnough() throws {
        let json = """
            {"data": [{"paperId": "a1", "title": 42}, {"paperId": "a2", "title": "Real"}]}
            """
        let page = try SemanticScholarPapersParser.parse(Data(json.utf8), origin: "s2.json")
        #expect(page.publications.map(\.title) == ["Real"])
        #expect(page.untitledPaperIDs == ["a1"])
    }
}
