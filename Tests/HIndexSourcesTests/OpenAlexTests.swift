import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// OpenAlex works and author parsers: the real responses in `../shared/fixtures/real/openalex`
/// (values from PROVENANCE.md §5, checked against the files) and small responses of our own.
@Suite struct OpenAlexTests {
    // MARK: - Real responses

    @Test func ardayAuthorSearch() throws {
        let path = "openalex/jason_arday_openalex_author_search_2026-08-08.json"
        let author = try OpenAlexAuthorParser.parse(RealFixtures.data(path), origin: path)
        #expect(author.id == "A5048886069")
        #expect(author.orcid == "0000-0002-9822-1068")
        #expect(author.worksCount == 58)
        #expect(author.matchCount == 1)
        #expect(
            author.profile
                == ProfileSummary(name: "Jason Arday", citations: 1136, hIndex: 14, i10Index: 16))
        #expect(author.twoYearMeanCitedness == 0.9375)
        #expect(
            author.countsByYear.map(\.year) == [
                2015, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026,
            ])
        #expect(
            author.countsByYear.first
                == OpenAlexAuthor.YearCount(year: 2015, works: 1, citations: 2))
        #expect(author.citationsPerYear[2018] == 454)
        #expect(author.citationsPerYear.values.reduce(0, +) == 1136)
    }

    @Test func ardayWorks() throws {
        let path = "openalex/jason_arday_openalex_works_2026-08-08.json"
        let page = try OpenAlexWorksParser.parse(RealFixtures.data(path), origin: path)
        #expect(page.publications.count == 56)
        #expect(page.totalCount == 56)
        #expect(page.nextCursor == nil)
        #expect(page.untitledWorkIDs.isEmpty)
        let counts = page.publications.map(\.citationCount)
        #expect(Metrics(citationCounts: counts).hIndex == 14)
        #expect(counts.reduce(0, +) == 1137)
        #expect(page.publications.compactMap(\.doi).count == 54)
        #expect(page.publications.allSatisfy { $0.sourceID?.hasPrefix("W") == true })
        // Citations received per year, from the works' `counts_by_year`; the author record's
        // `counts_by_year` instead groups citations by the year the works were published.
        #expect(
            page.totalCitationsByYear
                == [
                    2018: 4, 2019: 13, 2020: 60, 2021: 115, 2022: 152, 2023: 198, 2024: 258,
                    2025: 235, 2026: 102,
                ])
        #expect(page.totalCitationsByYear.values.reduce(0, +) == 1137)
        let first = try #require(page.publications.first)
        #expect(first.sourceID == "W7125541543")
        #expect(first.doi == "10.31234/osf.io/h8ezv_v2")
        #expect(first.year == 2026)
        #expect(first.citations == 0)
        #expect(first.authors.hasPrefix("Roisin Mooney"))
        #expect(first.title.hasPrefix("Understanding the experiences related to mental health"))
        let storm = try #require(
            page.publications.first { $0.doi == "10.1007/s10734-022-00939-0" })
        #expect(storm.title.hasPrefix("Same storm, different boats"))
        #expect(storm.venue == "Higher Education")
        #expect(storm.authors.contains("Jason Arday"))
    }

    @Test func dennerAuthorRecord() throws {
        let path = "openalex/carlos_denner_openalex_author_A5003721947.json"
        let author = try OpenAlexAuthorParser.parse(RealFixtures.data(path), origin: path)
        #expect(author.id == "A5003721947")
        #expect(author.orcid == "0000-0002-4481-0115")
        #expect(author.worksCount == 81)
        #expect(author.profile.name == "Carlos Denner dos Santos")
        #expect(author.profile.citations == 629)
        #expect(author.profile.hIndex == 10)
        #expect(author.profile.i10Index == 10)
        #expect(author.profile.affiliation == "Université de Sherbrooke")
        #expect(author.countsByYear.count == 20)
        #expect(author.countsByYear.first?.year == 2005)
        #expect(author.countsByYear.last?.year == 2025)
    }

    /// Carlos Denner's saved works list is a bare JSON array of 82 Work objects. It holds
    /// papers of namesakes that OpenAlex merged into his profile (the raw author names on
    /// them are "Carlos Carneiro dos Santos" and "Santos, Carlos G. S.").
    @Test func dennerWorksList() throws {
        let path = "openalex/carlos_denner_openalex_works.json"
        let page = try OpenAlexWorksParser.parse(RealFixtures.data(path), origin: path)
        #expect(page.publications.count == 82)
        #expect(page.totalCount == 82)
        #expect(page.nextCursor == nil)
        let counts = page.publications.map(\.citationCount)
        #expect(Metrics(citationCounts: counts).hIndex == 10)
        #expect(counts.reduce(0, +) == 637)
        #expect(page.totalCitationsByYear.values.reduce(0, +) == 616)
        #expect(page.totalCitationsByYear[2025] == 168)
        // Inline markup and entities are removed from titles and venues.
        let ralstonia = try #require(
            page.publications.first { $0.doi == "10.1094/pdis-10-24-2229-pdn" })
        #expect(
            ralstonia.title
                == "First Report of Ralstonia syzygii Causing Bacteria Wilt on Eucalyptus in Brazil"
        )
        #expect(ralstonia.venue == "Plant Disease")
        #expect(ralstonia.year == 2025)
        let reactor = try #require(page.publications.first { $0.arxivID == "2510.10657" })
        #expect(
            reactor.title
                == "Unlocking New Frontiers: The Versatile Potential of the Brazilian Multipurpose Reactor"
        )
        #expect(reactor.doi == "10.48550/arxiv.2510.10657")
        // A title with a line break in the data reads as one line.
        #expect(
            page.publications.contains {
                $0.title
                    == "No data? No problem! A Search-based Recommendation System with Cold Starts"
            })
        #expect(
            !page.publications.contains { $0.title.contains("\n") || $0.venue.contains("&amp;") })
        // arXiv ids come from arXiv DOIs and from arXiv locations (abs and pdf links).
        let arxiv = Set(page.publications.compactMap(\.arxivID))
        #expect(
            arxiv == [
                "2006.16944", "2007.02426", "2007.07333", "2007.12255", "2010.03455", "2510.10657",
            ])
        let pdfOnly = try #require(page.publications.first { $0.sourceID == "W3038626392" })
        #expect(pdfOnly.doi == nil)
        #expect(pdfOnly.arxivID == "2006.16944")
        #expect(page.publications.contains { $0.venue == "Innovation & Management Review" })
    }

    // MARK: - Our own responses

    @Test func pageWithCursorAndFallbacks() throws {
        let json = """
            {"meta": {"count": 3, "next_cursor": "IlsxNjA5MzcyODAwMDAwXSI="},
             "results": [
              {"id": "https://openalex.org/W1", "title": "Only <i>title</i>", "display_name": null,
               "publication_year": 2020, "cited_by_count": 7, "doi": "https://doi.org/10.1000/ABC",
               "ids": {"arxiv": "https://arxiv.org/abs/2101.00001v3"},
               "authorships": [{"author": {"display_name": null}, "raw_author_name": "Raw Name"},
                               {"author": {"display_name": "Ada Q"}}],
               "primary_location": {"source": null, "raw_source_name": "Raw Venue"},
               "counts_by_year": [{"year": 2021, "cited_by_count": 5}, {"year": 2020, "cited_by_count": 2},
                                  {"year": null, "cited_by_count": 9}]},
              {"id": "https://openalex.org/W2", "title": null, "display_name": null},
              {"id": "https://openalex.org/W3", "display_name": "Bare"}
             ]}
            """
        let page = try OpenAlexWorksParser.parse(Data(json.utf8), origin: "page.json")
        #expect(page.nextCursor == "IlsxNjA5MzcyODAwMDAwXSI=")
        #expect(page.totalCount == 3)
        #expect(page.untitledWorkIDs == ["W2"])
        #expect(page.citationsByYear == ["W1": [2020: 2, 2021: 5]])
        #expect(
            page.publications == [
                Publication(
                    title: "Only title", authors: "Raw Name, Ada Q", venue: "Raw Venue", year: 2020,
                    citations: 7, sourceID: "W1", doi: "10.1000/abc", arxivID: "2101.00001"),
                Publication(title: "Bare", sourceID: "W3"),
            ])
    }

    @Test func lastCursorPageMayBeEmpty() throws {
        let json = #"{"meta": {"count": 250, "next_cursor": null}, "results": []}"#
        let page = try OpenAlexWorksParser.parse(Data(json.utf8), origin: "last.json")
        #expect(page.publications.isEmpty)
        #expect(page.totalCount == 250)
        #expect(page.nextCursor == nil)
    }

    @Test func singleWorkObject() throws {
        let json = #"{"id": "https://openalex.org/W9", "display_name": "One", "cited_by_count": 2}"#
        let page = try OpenAlexWorksParser.parse(Data(json.utf8), origin: "w.json")
        #expect(page.publications == [Publication(title: "One", citations: 2, sourceID: "W9")])
    }

    @Test(arguments: [
        (
            #"{"meta": {"count": 0}, "results": []}"#,
            SourceError.empty(source: "OpenAlex works", origin: "x.json")
        ),
        ("[]", .empty(source: "OpenAlex works", origin: "x.json")),
        ("  \n ", .empty(source: "OpenAlex works", origin: "x.json")),
        (
            #"{"error": "Invalid query parameters error.", "message": "filter authorships.author.idd is not a valid field"}"#,
            .unexpectedLayout(
                source: "OpenAlex works", origin: "x.json",
                detail:
                    "OpenAlex returned an error: \"Invalid query parameters error.: filter authorships.author.idd is not a valid field\""
            )
        ),
        (
            #"{"meta": {"count": 1}, "group_by": []}"#,
            .unexpectedLayout(
                source: "OpenAlex works", origin: "x.json",
                detail:
                    "no \"results\" array: this is not an OpenAlex works response (keys: group_by, meta)"
            )
        ),
        (
            #"{"results": {"id": 1}}"#,
            .unexpectedLayout(
                source: "OpenAlex works", origin: "x.json",
                detail: "\"results\" is an object, not an array")
        ),
        (
            #"{"meta": {"count": 1}, "results": [{"id": "https://openalex.org/A5048886069", "display_name": "Jason Arday"}]}"#,
            .unexpectedLayout(
                source: "OpenAlex works", origin: "x.json",
                detail:
                    "result 1 is A5048886069, not a work (W…): is this an author or source list?")
        ),
        (
            #"{"meta": {"count": 2}, "results": [{"id": "https://openalex.org/W1", "title": "A"}, 42]}"#,
            .unexpectedLayout(
                source: "OpenAlex works", origin: "x.json",
                detail: "result 2 is a number, not a Work object")
        ),
        (
            "\"just a string\"",
            .unexpectedLayout(
                source: "OpenAlex works", origin: "x.json",
                detail: "the response is text, not JSON: \"\"just a string\"\"")
        ),
        (
            "<!DOCTYPE html><html><body>502 Bad Gateway</body></html>",
            .unexpectedLayout(
                source: "OpenAlex works", origin: "x.json",
                detail:
                    "the response is an HTML or XML page, not JSON: \"<!DOCTYPE html><html><body>502 Bad Gateway</body></html>\""
            )
        ),
    ])
    func worksErrors(json: String, expected: SourceError) {
        #expect(throws: expected) {
            try OpenAlexWorksParser.parse(Data(json.utf8), origin: "x.json")
        }
    }

    @Test func truncatedJSONIsAnError() throws {
        let path = "openalex/jason_arday_openalex_works_2026-08-08.json"
        let data = try RealFixtures.data(path)
        let error = try #require(throws: SourceError.self) {
            try OpenAlexWorksParser.parse(data.prefix(data.count / 2), origin: "cut.json")
        }
        guard case .unexpectedLayout(let source, let origin, let detail) = error else {
            Issue.record("expected an unexpected-layout error, got \(error)")
            return
        }
        #expect(source == "OpenAlex works")
        #expect(origin == "cut.json")
        #expect(detail.hasPrefix("the response is not valid JSON ("))
        #expect(!error.description.contains("\n"))
    }

    @Test func authorSearchPicksFirstOfSeveral() throws {
        let json = """
            {"meta": {"count": 3}, "results": [
              {"id": "https://openalex.org/A1", "display_name": "A. One", "orcid": null,
               "last_known_institution": {"display_name": "Old Style U"},
               "summary_stats": {"h_index": 3, "i10_index": 1, "2yr_mean_citedness": 1.5},
               "counts_by_year": [{"year": 2021, "works_count": 1, "cited_by_count": 4},
                                  {"year": 2019, "cited_by_count": 2}, {"works_count": 9}]},
              {"id": "https://openalex.org/A2", "display_name": "A. Two"}]}
            """
        let author = try OpenAlexAuthorParser.parse(Data(json.utf8), origin: "s.json")
        #expect(author.id == "A1")
        #expect(author.matchCount == 3)
        #expect(author.orcid == nil)
        #expect(
            author.profile
                == ProfileSummary(
                    name: "A. One", affiliation: "Old Style U", hIndex: 3, i10Index: 1))
        #expect(author.twoYearMeanCitedness == 1.5)
        #expect(
            author.countsByYear == [
                .init(year: 2019, works: nil, citations: 2),
                .init(year: 2021, works: 1, citations: 4),
            ])
    }

    @Test(arguments: [
        (
            #"{"meta": {"count": 0}, "results": []}"#,
            SourceError.empty(source: "OpenAlex author", origin: "a.json")
        ),
        (
            #"{"error": "Not Found", "message": "The author A999 does not exist."}"#,
            .unexpectedLayout(
                source: "OpenAlex author", origin: "a.json",
                detail: "OpenAlex returned an error: \"Not Found: The author A999 does not exist.\""
            )
        ),
        (
            #"{"meta": {"count": 1}, "results": [{"id": "https://openalex.org/W7", "title": "A work"}]}"#,
            .unexpectedLayout(
                source: "OpenAlex author", origin: "a.json",
                detail: "the record is W7, not an author (A…): is this a works list?")
        ),
        (
            #"{"display_name": "No id"}"#,
            .unexpectedLayout(
                source: "OpenAlex author", origin: "a.json",
                detail:
                    "no author \"id\": this is not an OpenAlex author record (keys: display_name)")
        ),
        (
            #"[{"id": "https://openalex.org/A1"}]"#,
            .unexpectedLayout(
                source: "OpenAlex author", origin: "a.json",
                detail: "the response is an array, not an object")
        ),
        ("", .empty(source: "OpenAlex author", origin: "a.json")),
    ])
    func authorErrors(json: String, expected: SourceError) {
        #expect(throws: expected) {
            try OpenAlexAuthorParser.parse(Data(json.utf8), origin: "a.json")
        }
    }

    @Test func worksWithTheAuthorParserAndBack() throws {
        let works = "openalex/jason_arday_openalex_works_2026-08-08.json"
        #expect(throws: SourceError.self) {
            try OpenAlexAuthorParser.parse(RealFixtures.data(works), origin: works)
        }
        let author = "openalex/jason_arday_openalex_author_search_2026-08-08.json"
        #expect(throws: SourceError.self) {
            try OpenAlexWorksParser.parse(RealFixtures.data(author), origin: author)
        }
    }

    @Test func oversizedInputIsRefused() {
        let data = Data(repeating: 0x20, count: ResponseJSON.maximumInputSize + 1)
        #expect(
            throws: SourceError.tooLarge(
                origin: "big.json", bytes: ResponseJSON.maximumInputSize + 1,
                limit: ResponseJSON.maximumInputSize)
        ) { try OpenAlexWorksParser.parse(data, origin: "big.json") }
    }
}

/// A works response none of whose works has a text title is an error naming the source and
/// the works, not an empty list (which would rank the scientist with h 0).
@Suite struct OpenAlexUntitledWorksTests {
    @Test func onlyWorkWithNumberTitleIsAnError() {
        let json = """
            {"meta": {"count": 1, "next_cursor": null},
             "results": [{"id": "https://openalex.org/W7", "display_name": 12345, "title": null,
                          "cited_by_count": 9}]}
            """
        #expect {
            try OpenAlexWorksParser.parse(Data(json.utf8), origin: "works.json")
        } throws: { error in
            let text = "\(error)"
            return text.contains("OpenAlex works") && text.contains("works.json")
                && text.contains("W7") && text.contains("\"display_name\" is a number")
        }
    }

    @Test func manyUntitledWorksAreListedShortly() {
        let works = (1...7).map { #"{"id": "https://openalex.org/W\#($0)", "title": false}"# }
        let json = "[" + works.joined(separator: ",") + "]"
        #expect {
            try OpenAlexWorksParser.parse(Data(json.utf8), origin: "saved.json")
        } throws: { error in
            "\(error)".contains("none of the 7 works (W1, W2, W3, W4, W5, …)")
        }
    }

    @Test func oneTitledWorkIsEnough() throws {
        let json = """
            [{"id": "https://openalex.org/W1", "display_name": 5},
             {"id": "https://openalex.org/W2", "display_name": "Real"}]
            """
        let page = try OpenAlexWorksParser.parse(Data(json.utf8), origin: "saved.json")
        #expect(page.publications.map(\.title) == ["Real"])
        #expect(page.untitledWorkIDs == ["W1"])
    }
}
