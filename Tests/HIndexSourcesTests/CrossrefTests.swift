import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// Crossref work parser: the real `/works/{doi}` response for Jason Arday, Carlos Denner's
/// file of messages keyed by DOI (PROVENANCE.md §5), and small responses of our own.
@Suite struct CrossrefTests {
    @Test func ardayAndJones2022() throws {
        let path = "crossref/jason_arday_crossref_work_2026-08-08.json"
        let work = try CrossrefWorkParser.parse(RealFixtures.data(path), origin: path)
        #expect(work.citations == 21)
        #expect(work.type == "journal-article")
        #expect(
            work.entry
                == ReferenceEntry(
                    title:
                        "Same storm, different boats: the impact of COVID-19 on Black students and academic staff in UK and US higher education",
                    authors: "Jason Arday, Christopher Jones", year: 2022,
                    venue: "Higher Education",
                    doi: "10.1007/s10734-022-00939-0"))
    }

    @Test func dennerKeyedByDOI() throws {
        let path = "crossref/carlos_denner_crossref_by_doi.json"
        let works = try CrossrefWorkParser.parseKeyedByDOI(RealFixtures.data(path), origin: path)
        #expect(works.count == 52)
        // Keys are normalized DOIs, and each agrees with its work's own DOI.
        #expect(works.allSatisfy { $0.key == $0.value.entry.doi })
        let regulation = try #require(works["10.1007/s10676-021-09593-z"])
        #expect(
            regulation.entry.title
                == "Artificial Intelligence Regulation: a framework for governance")
        #expect(regulation.entry.year == 2021)
        #expect(regulation.entry.venue == "Ethics and Information Technology")
        #expect(regulation.citations == 199)
        // Markup in titles and entities in venues are removed.
        let ralstonia = try #require(works["10.1094/pdis-10-24-2229-pdn"])
        #expect(
            ralstonia.entry.title
                == "First Report of Ralstonia syzygii Causing Bacteria Wilt on Eucalyptus in Brazil"
        )
        #expect(ralstonia.entry.authors.contains("Carlos Carneiro dos Santos"))
        #expect(works["10.1108/inmr-02-2018-004"]?.entry.venue == "Innovation & Management Review")
        // A subtitle is joined with a colon; an empty one is ignored.
        #expect(
            works["10.1145/1958824.1958950"]?.entry.title
                == "Intellectual property policy and attractiveness: a longitudinal study of free and open source software projects"
        )
        let apache = try #require(works["10.4018/978-1-61350-519-9.ch013"])
        #expect(
            apache.entry.title
                == "Apache Sustained Competitive Advantage in the Web Server Industry")
        // `issued` is [[null]] and no other publication date is given: no year is guessed.
        #expect(apache.entry.year == nil)
        #expect(apache.entry.authors == "Carlos D. Santos, Márcio A. Gonçalves, Fabio Kon")
        // A work without container title has no venue.
        #expect(works["10.21452/1518-83532020006"]?.entry.venue == nil)
    }

    @Test func keyedFileAcceptsWholeResponsesAndBareKeys() throws {
        let json = """
            {"10.1/A": {"status": "ok", "message-type": "work", "message": {"DOI": "10.1/a",
               "title": ["T1"], "author": [{"name": "The Consortium"}, {"family": "Solo"}],
               "published-print": {"date-parts": [[2001, 2]]}, "is-referenced-by-count": 4}},
             "https://doi.org/10.1/b": {"DOI": "10.1/B", "title": [], "subtitle": ["ignored"],
               "container-title": "Plain String Venue"}}
            """
        #expect(
            throws: SourceError.unexpectedLayout(
                source: "Crossref work", origin: "k.json",
                detail: "entry \"https://doi.org/10.1/b\": the work 10.1/b has no title")
        ) { try CrossrefWorkParser.parseKeyedByDOI(Data(json.utf8), origin: "k.json") }
        let fixed = json.replacingOccurrences(
            of: #""title": [], "#, with: #""title": ["", "T2"], "#)
        let works = try CrossrefWorkParser.parseKeyedByDOI(Data(fixed.utf8), origin: "k.json")
        #expect(
            works == [
                "10.1/a": CrossrefWork(
                    entry: ReferenceEntry(
                        title: "T1", authors: "The Consortium, Solo", year: 2001, doi: "10.1/a"),
                    citations: 4),
                "10.1/b": CrossrefWork(
                    entry: ReferenceEntry(
                        title: "T2: ignored", venue: "Plain String Venue", doi: "10.1/b")),
            ])
    }

    @Test func arxivDOIGivesTheArxivID() throws {
        let json =
            #"{"status": "ok", "message": {"DOI": "10.48550/arXiv.2104.01234", "title": ["P"]}}"#
        let work = try CrossrefWorkParser.parse(Data(json.utf8), origin: "a.json")
        #expect(work.entry.arxivID == "2104.01234")
    }

    @Test(arguments: [
        ("", SourceError.empty(source: "Crossref work", origin: "c.json")),
        (
            "Resource not found.",
            .unexpectedLayout(
                source: "Crossref work", origin: "c.json",
                detail: "the response is text, not JSON: \"Resource not found.\"")
        ),
        (
            #"{"status": "failed", "message-type": "validation-failure", "message": [{"value": "x", "message": "Invalid DOI x"}]}"#,
            .unexpectedLayout(
                source: "Crossref work", origin: "c.json",
                detail: "Crossref returned an error: \"Invalid DOI x\"")
        ),
        (
            #"{"status": "ok", "message-type": "work-list", "message": {"items": []}}"#,
            .unexpectedLayout(
                source: "Crossref work", origin: "c.json",
                detail: "the response is a Crossref work-list, not one work")
        ),
        (
            #"{"status": "ok", "message": "nope"}"#,
            .unexpectedLayout(
                source: "Crossref work", origin: "c.json",
                detail: "\"message\" is a string, not a work object")
        ),
        (
            #"{"status": "ok", "message": {"title": ["No DOI"]}}"#,
            .unexpectedLayout(
                source: "Crossref work", origin: "c.json",
                detail: "the work has no \"DOI\" (keys: title)")
        ),
        (
            #"{"status": "ok", "message": {"DOI": "10.1/x", "title": [""]}}"#,
            .unexpectedLayout(
                source: "Crossref work", origin: "c.json", detail: "the work 10.1/x has no title")
        ),
        (
            "[1, 2]",
            .unexpectedLayout(
                source: "Crossref work", origin: "c.json",
                detail: "the response is an array, not an object")
        ),
    ])
    func singleWorkErrors(json: String, expected: SourceError) {
        #expect(throws: expected) {
            try CrossrefWorkParser.parse(Data(json.utf8), origin: "c.json")
        }
    }

    @Test(arguments: [
        ("{}", SourceError.empty(source: "Crossref work", origin: "k.json")),
        (
            "[]",
            .unexpectedLayout(
                source: "Crossref work", origin: "k.json",
                detail: "the file is an array, not an object keyed by DOI")
        ),
        (
            #"{"10.1/x": 5}"#,
            .unexpectedLayout(
                source: "Crossref work", origin: "k.json",
                detail: "entry \"10.1/x\": the response is a number, not an object")
        ),
    ])
    func keyedErrors(json: String, expected: SourceError) {
        #expect(throws: expected) {
            try CrossrefWorkParser.parseKeyedByDOI(Data(json.utf8), origin: "k.json")
        }
    }
}
