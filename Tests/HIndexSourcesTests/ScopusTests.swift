import Foundation
import HIndexCore
import HIndexTestSupport
import Testing

@testable import HIndexSources

/// Scopus Search responses: two real ones (``ScopusFixtures``), hostile and partial ones,
/// the author identifier grammar, and the pager against a local server.
@Suite struct ScopusTests {
    static let origin = "snapshots/scopus.json"

    /// A response in Scopus's shape holding `entries` (objects as JSON).
    static func response(_ entries: [String], total: Int?, start: Int = 0) -> Data {
        let totalMember = total.map { #""opensearch:totalResults": "\#($0)", "# } ?? ""
        return Data(
            #"{"search-results": {\#(totalMember)"opensearch:startIndex": "\#(start)", "entry": [\#(entries.joined(separator: ", "))]}}"#
                .utf8)
    }

    // MARK: The real responses

    @Test func aRealFirstPageOfALongerList() throws {
        let page = try ScopusSearchParser.parsePage(
            Data(ScopusFixtures.author7006615561Page1.utf8), origin: Self.origin)
        #expect(page.entryCount == 25)
        #expect(page.total == 93)
        #expect(page.untitled.isEmpty)
        #expect(!page.holdsEveryResult)
        #expect(page.publications.map(\.citationCount).reduce(0, +) == 144)
        #expect(page.publications.allSatisfy { $0.doi != nil })
        let first = try #require(page.publications.first)
        #expect(
            first.title
                == "Mutations in the endothelin receptor type a cause mandibulofacial dysostosis with alopecia"
        )
        #expect(first.year == 2015)
        #expect(first.doi == "10.1016/j.ajhg.2015.01.015")
        #expect(first.citations == 5)
        #expect(first.venue == "American Journal of Human Genetics 96 (4), 519-531")
        #expect(first.sourceID == "2-s2.0-84926254728")
        // The STANDARD view names the first author only: a lower bound.
        #expect(first.authors == "Gordon C., ...")
        // `"prism:pageRange": null` leaves the pages out.
        #expect(page.publications.contains { $0.venue == "Human Mutation" })
        let saved = try ScopusSearchParser.parse(
            Data(ScopusFixtures.author7006615561Page1.utf8), origin: Self.origin)
        #expect(!saved.isComplete)
        #expect(saved.sourceName == "Scopus")
    }

    @Test func aRealWholeListOfOne() throws {
        let result = try ScopusSearchParser.parse(
            Data(ScopusFixtures.author7006614507.utf8), origin: Self.origin)
        #expect(result.isComplete)
        let paper = try #require(result.publications.first)
        #expect(result.publications.count == 1)
        #expect(
            paper.title == "Nutritional profile of families in the municipality of Ribeirao Preto")
        #expect(paper.year == 2000)
        #expect(paper.doi == nil)
        #expect(paper.citations == 0)
    }

    // MARK: Shapes

    @Test func theCompleteViewGivesEveryAuthor() throws {
        let data = Self.response(
            [
                #"{"dc:title": "A", "citedby-count": "4", "prism:coverDate": "2020-01-01", "author-count": {"$": "3"}, "author": [{"authname": "Lima A."}, {"given-name": "Bea", "surname": "Costa, Jr"}]}"#
            ], total: 1)
        let paper = try #require(
            try ScopusSearchParser.parsePage(data, origin: "x").publications.first)
        #expect(paper.authors == "Lima A., Bea Costa Jr, ...")
    }

    @Test func anEmptyResultSetIsEmptyNotZeroPapers() throws {
        let data = Self.response(
            [#"{"@_fa": "true", "error": "Result set was empty"}"#], total: 0)
        let page = try ScopusSearchParser.parsePage(data, origin: "x")
        #expect(page.entryCount == 0 && page.publications.isEmpty && page.total == 0)
        #expect(throws: SourceError.empty(source: "Scopus", origin: "x")) {
            try ScopusSearchParser.parse(data, origin: "x")
        }
    }

    @Test(arguments: [
        (
            #"{"service-error": {"status": {"statusCode": "AUTHORIZATION_ERROR", "statusText": "The requestor is not authorized to access the requested view or fields of the resource"}}}"#,
            "Scopus returned an error: \"AUTHORIZATION_ERROR: The requestor is not authorized"
        ),
        (
            #"{"error-response": {"error-code": "TOO_MANY_REQUESTS", "error-message": "Quota Exceeded"}}"#,
            "Scopus returned an error: \"Quota Exceeded\""
        ),
        (
            #"{"abstracts-retrieval-response": {"coredata": {}}}"#,
            "this is a single Scopus record, not a search"
        ),
        (
            #"{"results": []}"#,
            "no \"search-results\": this is not a Scopus Search response (keys: results)"
        ),
        (#"{"search-results": []}"#, "\"search-results\" is an array, not an object"),
        (
            #"{"search-results": {"entry": {}}}"#,
            "\"search-results.entry\" is an object, not an array"
        ),
        (#"{"search-results": {"entry": [3]}}"#, "entry 1 is a number, not an object"),
    ])
    func otherShapesAreErrorsThatSayWhat(_ body: String, _ detail: String) {
        #expect {
            try ScopusSearchParser.parsePage(Data(body.utf8), origin: "x.json")
        } throws: { error in
            guard case SourceError.unexpectedLayout(let source, let origin, let text) = error
            else { return false }
            return source == "Scopus" && origin == "x.json" && text.hasPrefix(detail)
        }
    }

    @Test func untitledEntriesAreLeftOutAndNamed() throws {
        let data = Self.response(
            [#"{"eid": "2-s2.0-1", "citedby-count": "3"}"#, #"{"dc:title": "B"}"#], total: 2)
        let page = try ScopusSearchParser.parsePage(data, origin: "x")
        #expect(page.untitled == ["2-s2.0-1"])
        #expect(page.publications.map(\.title) == ["B"])
        #expect(page.publications[0].citations == nil)
    }

    // MARK: Identifiers

    @Test(arguments: [
        ("7006615561", "7006615561"),
        ("https://www.scopus.com/authid/detail.uri?authorId=7006615561", "7006615561"),
        (
            "https://www.scopus.com/authid/detail.url?origin=resultslist&authorId=57200000001",
            "57200000001"
        ),
    ])
    func identifiersAndAuthorPages(_ value: String, _ id: String) throws {
        let reference = SourceReference(classifying: value)
        #expect(try SourceIdentifier.scopus(reference).get() == .id(id))
    }

    @Test(arguments: [
        "Maria Bueno", "70066155612345678", "1234", "7006615561)", "AU-ID(7006615561)",
        "https://example.org/authid/detail.uri?authorId=7006615561",
        "https://www.scopus.com/authid/detail.uri",
    ])
    func otherValuesAreRefused(_ value: String) {
        #expect(throws: (any Error).self) {
            try SourceIdentifier.scopus(SourceReference(classifying: value)).get()
        }
    }

    // MARK: Pages

    static func server() throws -> LocalHTTPServer {
        try LocalHTTPServer { request in
            guard request.path == "/content/search/scopus",
                request.query("query") == "AU-ID(7006615561)",
                request.query("count") == String(ScopusSearchRequests.pageSize)
            else { return .html("not found", status: 404) }
            let body: Data
            switch request.query("start") {
            case "0":
                body = response(
                    [
                        #"{"dc:title": "First", "citedby-count": "7", "prism:coverDate": "2024-02-01"}"#,
                        #"{"dc:title": "Second", "citedby-count": "3"}"#,
                    ], total: 3)
            case "2":
                body = response(
                    [#"{"dc:title": "Third", "citedby-count": "1", "prism:doi": "10.1000/third"}"#],
                    total: 3, start: 2)
            default:
                return .html("not found", status: 404)
            }
            return .respond(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    @Test func pagesAreReadUntilTheTotal() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let fetch = try await ScopusSearchRequests.fetchDocuments(
            authorID: "7006615561", fetcher: FetchFixtures.fetcher(), base: server.baseURL)
        #expect(server.requests.map { $0.query("start") } == ["0", "2"])
        #expect(fetch.notes.isEmpty)
        #expect(fetch.result.isComplete)
        #expect(fetch.result.publications.map(\.title) == ["First", "Second", "Third"])
        #expect(fetch.result.publications.map(\.year) == [2024, nil, nil])
        #expect(fetch.result.publications[2].doi == "10.1000/third")
    }

    @Test func thePageCapLeavesAnIncompleteListAndSaysSo() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let fetch = try await ScopusSearchRequests.fetchDocuments(
            authorID: "7006615561", fetcher: FetchFixtures.fetcher(), base: server.baseURL,
            maximumPages: 1)
        #expect(!fetch.result.isComplete)
        #expect(fetch.notes == ["stopped at the page cap"])
    }

    @Test func theDescriptorTakesAKeyAndAnOptionalInstitutionToken() throws {
        let descriptor = try #require(CitationSources.descriptor("scopus"))
        let network = try #require(descriptor.network)
        #expect(network.apiKey?.environmentVariable == "SCOPUS_API_KEY")
        #expect(network.apiKey?.name == "X-ELS-APIKey")
        #expect(network.apiKey?.required == true)
        #expect(network.additionalKeys.map(\.environmentVariable) == ["SCOPUS_INSTTOKEN"])
        #expect(network.additionalKeys.allSatisfy { !$0.required && $0.placement == .header })
        #expect(network.service.environmentVariable == "HINDEX_SCOPUS_URL")
        #expect(
            try SourceEndpoints().baseURL(for: network.service).absoluteString
                == "https://api.elsevier.com")
    }

    @Test func anErrorStatusQuotesScopussMessage() async throws {
        let server = try LocalHTTPServer { _ in
            .respond(
                status: 401, headers: ["Content-Type": "application/json"],
                body: Data(
                    #"{"service-error": {"status": {"statusCode": "AUTHENTICATION_ERROR", "statusText": "Invalid API Key"}}}"#
                        .utf8))
        }
        defer { server.stop() }
        await #expect {
            try await ScopusSearchRequests.fetchDocuments(
                authorID: "7006615561", fetcher: FetchFixtures.fetcher(), base: server.baseURL)
        } throws: { error in
            guard
                case CitationFetchError.errorPayload(let source, _, let status, let message) = error
            else { return false }
            return source == "Scopus" && status == 401
                && message == "AUTHENTICATION_ERROR: Invalid API Key"
        }
    }

    @Test func anUnknownAuthorIsAnEmptyListNotZeroPapers() async throws {
        let server = try LocalHTTPServer { _ in
            .respond(
                status: 200,
                body: Self.response([#"{"error": "Result set was empty"}"#], total: 0))
        }
        defer { server.stop() }
        await #expect {
            try await ScopusSearchRequests.fetchDocuments(
                authorID: "99999999999", fetcher: FetchFixtures.fetcher(), base: server.baseURL)
        } throws: { error in
            guard case CitationFetchError.parse(.empty(let source, _)) = error else { return false }
            return source == "Scopus"
        }
    }
}
