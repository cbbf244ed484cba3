import Foundation
import HIndexCore
import HIndexTestSupport
import Testing

@testable import HIndexSources

/// INSPIRE-HEP literature searches: a real response (``INSPIREFixtures``), hostile and
/// partial ones, the BAI grammar, and the pager against a local server.
@Suite struct INSPIRETests {
    static let origin = "snapshots/witten-inspire.json"

    static func wittenPage() throws -> INSPIRELiteraturePage {
        try INSPIRELiteratureParser.parsePage(
            Data(INSPIREFixtures.wittenSearchPage1.utf8), origin: origin)
    }

    /// A search response in INSPIRE's shape holding `records` (metadata objects as JSON).
    static func response(_ records: [String], total: Int? = nil, next: String? = nil) -> Data {
        let hits = records.map { #"{"metadata": \#($0)}"# }.joined(separator: ", ")
        let totalMember = total.map { #""total": \#($0), "# } ?? ""
        let links = next.map { #", "links": {"next": "\#($0)"}"# } ?? ""
        return Data(#"{"hits": {\#(totalMember)"hits": [\#(hits)]}\#(links)}"#.utf8)
    }

    static func publication(_ record: String, authorID: String? = nil) throws -> Publication {
        let page = try INSPIRELiteratureParser.parsePage(
            response([record]), origin: "x.json", authorID: authorID)
        return try #require(page.publications.first)
    }

    // MARK: The real response

    @Test func wittenSearchFirstPage() throws {
        let page = try Self.wittenPage()
        #expect(page.recordCount == 10)
        #expect(page.total == 55)
        #expect(page.untitled.isEmpty)
        #expect(
            page.next == "https://inspirehep.net/api/literature/?q=%22a+Witten%22&size=10&page=2")
        #expect(!page.holdsEveryRecord)
        let counts = page.publications.map(\.citationCount)
        #expect(counts == [32, 8, 2, 40, 0, 3, 0, 0, 39, 8])
        #expect(counts.reduce(0, +) == 132)
        #expect(Metrics(citationCounts: counts).hIndex == 5)

        #expect(
            page.publications[0]
                == Publication(
                    title: "Realization of a Witten Critical Theory in (Ch-3)-4 Nmncl-3",
                    authors: "I. Affleck", venue: "Phys.Rev.Lett. 56, 2763", year: 1986,
                    citations: 32, sourceID: "233030", doi: "10.1103/physrevlett.56.2763"))
        #expect(
            page.publications[1]
                == Publication(
                    title: "Holography for General Gauge Mediation", authors: "Moritz McGarrie",
                    venue: "JHEP 02, 132", year: 2013, citations: 8, sourceID: "1191456",
                    doi: "10.1007/jhep02(2013)132", arxivID: "1210.4935"))
        // Published in 2000, a preprint of 1999: the journal's year; an old-style arXiv id.
        let spinor = try #require(page.publications.first { $0.sourceID == "500123" })
        #expect(spinor.year == 2000)
        #expect(spinor.arxivID == "hep-th/9905130")
        #expect(spinor.authors == "Teruhiko Kawano, Kazumi Okuyama")
        #expect(spinor.venue == "Nucl.Phys.B 565, 427")
        // LaTeX's `--` is a dash; an article number stands for the page.
        let bondi = try #require(page.publications.first { $0.sourceID == "1372718" })
        #expect(bondi.title == "A positive Bondi–type mass in asymptotically de Sitter spacetimes")
        #expect(bondi.authors == "László B Szabados, Paul Tod")
        #expect(bondi.venue == "Class.Quant.Grav. 32, 205011")
        #expect(bondi.year == 2015)
        #expect(bondi.authorCount == .exact(2))
        #expect(page.publications.filter { $0.arxivID == nil }.count == 3)
    }

    @Test func savedResponseIsOnePageOfALongerList() throws {
        let data = Data(INSPIREFixtures.wittenSearchPage1.utf8)
        let result = try INSPIRELiteratureParser.parse(data, origin: Self.origin)
        #expect(result.sourceName == "INSPIRE-HEP")
        #expect(result.publications.count == 10)
        #expect(!result.isComplete)
        #expect(result.profile == nil)
        let descriptor = try #require(CitationSources.descriptor("inspire"))
        #expect(descriptor.label == "INSPIRE-HEP")
        #expect(try descriptor.parseSaved?(data, "x.json").publications.count == 10)
        #expect(descriptor.reading(.file("s/w.json")) == .saved(path: "s/w.json"))
        #expect(descriptor.reading(.id("E.Witten.1")) == .fetched(identifier: "E.Witten.1"))
        // A saved whole list (every record of the total, no next page) is complete.
        let whole = Self.response([#"{"titles": [{"title": "A"}]}"#], total: 1)
        #expect(try INSPIRELiteratureParser.parse(whole, origin: "x.json").isComplete)
    }

    // MARK: Hostile and partial input

    @Test(arguments: [
        ("not json at all", "the response is text, not JSON"),
        ("<html><body>502 Bad Gateway</body></html>", "an HTML or XML page, not JSON"),
        ("{\"hits\": ", "not valid JSON"),
        ("[1, 2]", "the response is an array, not an object"),
        (
            #"{"message": "Too many requests, retry after 5 seconds", "status": 429}"#,
            "INSPIRE returned an error: \"Too many requests, retry after 5 seconds\""
        ),
        (
            #"{"id": "451647", "metadata": {"titles": [{"title": "The Large N limit"}]}}"#,
            "a single INSPIRE record, not a literature search"
        ),
        (
            #"{"results": [], "count": 0}"#,
            "not an INSPIRE literature search response (keys: count, results)"
        ),
        (#"{"hits": [1]}"#, "\"hits\" is an array, not an object"),
        (#"{"hits": {"total": 3}}"#, "no \"hits.hits\" list (keys of \"hits\": total)"),
        (#"{"hits": {"hits": {"a": 1}}}"#, "\"hits.hits\" is an object, not an array"),
        (
            #"{"hits": {"hits": [{"metadata": {"titles": [{"title": "A"}]}}, 7]}}"#,
            "record 2 is a number, not an object"
        ),
        (#"{"hits": {"hits": [{"id": "5"}]}}"#, "record 1 has no \"metadata\" object (keys: id)"),
        (#"{"hits": {"hits": [{"metadata": "x"}]}}"#, "record 1 has no \"metadata\" object"),
    ])
    func wrongShapesAreNamedWithTheirOrigin(body: String, expected: String) throws {
        #expect {
            try INSPIRELiteratureParser.parsePage(
                Data(body.utf8), origin: "https://inspire.example/api/literature")
        } throws: { error in
            guard let error = error as? SourceError, case .unexpectedLayout = error else {
                return false
            }
            return "\(error)".contains(expected)
                && error.origin == "https://inspire.example/api/literature"
        }
    }

    @Test func emptyInputAndListsWithoutTitlesAreEmptyNotZero() throws {
        let empty = SourceError.empty(source: "INSPIRE-HEP", origin: "x.json")
        #expect(throws: empty) {
            try INSPIRELiteratureParser.parse(Data("  \n".utf8), origin: "x.json")
        }
        #expect(throws: empty) {
            try INSPIRELiteratureParser.parse(Self.response([], total: 0), origin: "x.json")
        }
        let untitled = Self.response(
            [#"{"control_number": 7, "citation_count": 3}"#, #"{"titles": []}"#], total: 2)
        #expect(throws: empty) { try INSPIRELiteratureParser.parse(untitled, origin: "x.json") }
        let page = try INSPIRELiteratureParser.parsePage(untitled, origin: "x.json")
        #expect(page.untitled == ["7", "record 2"])
        #expect(page.recordCount == 2)
    }

    @Test func tooLargeInputIsRefusedBeforeParsing() throws {
        let data = Data(count: ResponseJSON.maximumInputSize + 1)
        #expect(throws: SourceError.self) {
            try INSPIRELiteratureParser.parsePage(data, origin: "big.json")
        }
    }

    @Test func missingFieldsGiveEmptyValuesNotGuesses() throws {
        let bare = try Self.publication(#"{"titles": [{"title": "Only a title"}]}"#)
        #expect(bare == Publication(title: "Only a title"))
        #expect(bare.authorCount == nil)
        // Values of the wrong type are absent, counts are clamped, implausible years fall
        // back to the preprint date.
        let odd = try Self.publication(
            #"""
            {"titles": [{"title": "Odd"}], "citation_count": 9223372036854775807,
             "authors": [{"full_name": 5}, {"name": "x"}, {"full_name": "Tod, Paul"}],
             "dois": [{"value": "not a doi"}], "arxiv_eprints": "1505.06637",
             "publication_info": [{"year": 99999, "journal_title": 3}], "preprint_date": "2015-05-25",
             "control_number": "1372718"}
            """#)
        #expect(odd.citations == Metrics.maximumCitationCount)
        #expect(odd.authors == "Paul Tod")
        #expect(odd.doi == nil)
        #expect(odd.arxivID == nil)
        #expect(odd.venue == "")
        #expect(odd.year == 2015)
        #expect(odd.sourceID == "1372718")
        let negative = try Self.publication(
            #"{"titles": [{"title": "N"}], "citation_count": -4, "earliest_date": "1986"}"#)
        #expect(negative.citations == 0)
        #expect(negative.year == 1986)
        // An erratum is not the publication; a free-text entry is the venue of last resort.
        let erratum = try Self.publication(
            #"""
            {"titles": [{"title": "E"}], "publication_info": [
              {"material": "erratum", "journal_title": "Phys.Rev.D", "journal_volume": "99", "year": 2019},
              {"journal_title": "Phys.Rev.D", "journal_volume": 96, "artid": "032004", "year": 2017}]}
            """#)
        #expect(erratum.venue == "Phys.Rev.D 96, 032004")
        #expect(erratum.year == 2017)
        let freeText = try Self.publication(
            #"{"titles": [{"title": "F"}], "publication_info": [{"pubinfo_freetext": "Talk at Moriond 2019"}]}"#
        )
        #expect(freeText.venue == "Talk at Moriond 2019")
    }

    @Test func latexAndMarkupInTitlesAndNamesArePlainText() throws {
        let record = #"""
            {"titles": [{"title": "$\\mathcal{N}=4$ super Yang--Mills and <i>CP</i> violation &amp; more"}],
             "authors": [{"full_name": "G{\\\"o}del, Kurt"}, {"full_name": "Callan, Curtis G., Jr."},
                         {"full_name": "Semi;colon, A."}, {"full_name": "ATLAS Collaboration"}]}
            """#
        let publication = try Self.publication(record)
        #expect(publication.title == "N=4 super Yang–Mills and CP violation & more")
        #expect(
            publication.authors
                == "Kurt Gödel, Curtis G. Callan Jr., A. Semi colon, ATLAS Collaboration"
        )
        #expect(publication.authorCount == .exact(4))
    }

    @Test func collaborationAuthorListsAreBoundedAndKeepTheSearchedAuthor() throws {
        var names = (0..<5000).map { #"{"full_name": "Member\#($0), A."}"# }
        names[3000] = #"{"full_name": "Witten, Edward"}"#
        let record =
            #"{"titles": [{"title": "Observation of a new particle"}], "author_count": 5000, "authors": [\#(names.joined(separator: ","))]}"#
        let searched = try Self.publication(record, authorID: "E.Witten.1")
        let listed = searched.authors.components(separatedBy: ", ")
        #expect(listed.count == INSPIRELiteratureParser.maximumAuthorsListed + 2)
        #expect(listed.first == "A. Member0")
        #expect(listed[listed.count - 2] == "Edward Witten")
        #expect(listed.last == "...")
        #expect(searched.authorCount == .atLeast(22))
        // Without a searched author only the first names stay.
        let plain = try Self.publication(record)
        #expect(!plain.authors.contains("Witten"))
        #expect(plain.authorCount == .atLeast(INSPIRELiteratureParser.maximumAuthorsListed + 1))
        // `author_count` beyond the names given (INSPIRE shortened the list) says so too.
        let shortened = try Self.publication(
            #"{"titles": [{"title": "T"}], "author_count": 2900, "authors": [{"full_name": "Aad, Georges"}]}"#
        )
        #expect(shortened.authors == "Georges Aad, ...")
        #expect(shortened.authorCount == .atLeast(2))
    }

    @Test func theSearchedAuthorOfASavedSearchComesFromItsSelfLink() throws {
        let data = Data(
            #"""
            {"hits": {"total": 1, "hits": [{"metadata": {"titles": [{"title": "T"}],
              "authors": [\#((0..<30).map { #"{"full_name": "M\#($0), A."}"# }.joined(separator: ",")),
                          {"full_name": "Witten, E."}]}}]},
             "links": {"self": "https://inspirehep.net/api/literature/?q=a%20E.Witten.1&size=100&page=1"}}
            """#.utf8)
        let result = try INSPIRELiteratureParser.parse(data, origin: "x.json")
        #expect(result.publications.first?.authors.hasSuffix("E. Witten, ...") == true)
        #expect(result.isComplete)
    }

    // MARK: Identifier grammar

    @Test(arguments: [
        "E.Witten.1", "Edward.Witten.1", "J.M.Maldacena.1", "Ann-Cecilie.Larsen.1",
        "N.Demirci.Saygi.2", "A.Kelic.Heil.2", "S.Weinberg.1234",
    ])
    func baisAreAccepted(_ bai: String) throws {
        let descriptor = try #require(CitationSources.descriptor("inspire"))
        #expect((try? descriptor.check(.id(bai)).get()) == .id(bai))
    }

    @Test(arguments: [
        "Witten", "E.Witten", "E.Witten.x", "E.Witten.12345", "E Witten 1", "E..Witten.1",
        ".E.Witten.1", "1.Witten.1", "E.Witten-.1", "E.Wïtten.1", "E.Witten.1 or a X.Y.1",
        "../E.Witten.1", "E.Witten.1&size=1000", "a E.Witten.1", "0000-0002-1825-0097",
        String(repeating: "A.", count: 60) + "1",
    ])
    func junkIsRejectedWithTheExpectedForm(_ value: String) throws {
        let descriptor = try #require(CitationSources.descriptor("inspire"))
        guard case .failure(let problem) = descriptor.check(SourceReference(classifying: value))
        else {
            Issue.record("'\(value)' was accepted")
            return
        }
        #expect(problem.message.contains("such as E.Witten.1"), "\(problem.message)")
        #expect(
            problem.message.hasPrefix("malformed INSPIRE author identifier")
                || problem.message.contains("got the URL"), "\(problem.message)")
        #expect(throws: FetchError.self) {
            try INSPIRELiteratureRequests.pageURL(
                base: URL(fileURLWithPath: "/"), authorID: value, page: 1)
        }
    }

    @Test func urlsAreReadOnlyWhenTheySearchForABAI() throws {
        let descriptor = try #require(CitationSources.descriptor("inspire"))
        #expect(
            (try? descriptor.check(.url("https://inspirehep.net/literature?q=a%20E.Witten.1")).get())
                == .id("E.Witten.1"))
        #expect(
            (try? descriptor.check(.url("https://inspirehep.net/api/literature?q=a+E.Witten.1"))
                .get()) == .id("E.Witten.1"))
        #expect(
            (try? descriptor.check(.url("https://inspirehep.net/literature?q=t%20witten")).get())
                == nil)
        let profile = descriptor.check(.url("https://inspirehep.net/authors/1010819"))
        guard case .failure(let problem) = profile else {
            Issue.record("an author page's URL was accepted")
            return
        }
        #expect(problem.message.contains("record number"))
        for elsewhere in [
            "https://evil.example/?q=a%20E.Witten.1", "https://notinspirehep.net/?q=a%20E.Witten.1",
        ] {
            #expect((try? descriptor.check(.url(elsewhere)).get()) == nil)
        }
        #expect(descriptor.check(.file("s/w.json")) == .success(.file("s/w.json")))
    }

    // MARK: Fetching

    /// Page `page` of a three-record list in INSPIRE's shape (two records, then one).
    static func serverPage(_ page: String?) -> Data? {
        switch page {
        case "1":
            return response(
                [
                    #"{"control_number": 11, "titles": [{"title": "First"}], "citation_count": 7, "authors": [{"full_name": "Witten, E."}], "preprint_date": "2024-01-02"}"#,
                    #"{"control_number": 12, "titles": [{"title": "Second"}], "citation_count": 3, "arxiv_eprints": [{"value": "2301.00001"}], "earliest_date": "2023"}"#,
                ], total: 3, next: "https://inspirehep.net/api/literature?q=a%20E.Witten.1&page=2")
        case "2":
            return response(
                [
                    #"{"control_number": 13, "titles": [{"title": "Third"}], "citation_count": 1, "dois": [{"value": "10.1000/Third"}]}"#
                ], total: 3)
        default:
            return nil
        }
    }

    static func server() throws -> LocalHTTPServer {
        try LocalHTTPServer { request in
            guard request.path == "/api/literature", request.query("q") == "a E.Witten.1",
                request.query("sort") == "mostrecent",
                request.query("size") == String(INSPIRELiteratureRequests.pageSize),
                request.query("fields") == INSPIRELiteratureRequests.fields,
                let body = serverPage(request.query("page"))
            else { return .html("not found", status: 404) }
            return .respond(status: 200, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    @Test func twoPagesAreReadUntilTheTotal() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let fetch = try await INSPIRELiteratureRequests.fetchLiterature(
            authorID: "E.Witten.1", fetcher: FetchFixtures.fetcher(), base: server.baseURL)
        #expect(server.requests.map { $0.query("page") } == ["1", "2"])
        #expect(server.requests.allSatisfy { $0.target.contains("q=a%20E.Witten.1") })
        #expect(fetch.responses.count == 2)
        #expect(fetch.notes.isEmpty)
        let result = fetch.result
        #expect(result.sourceName == "INSPIRE-HEP")
        #expect(result.isComplete)
        #expect(result.publications.map(\.title) == ["First", "Second", "Third"])
        #expect(result.publications.map(\.citationCount) == [7, 3, 1])
        #expect(result.publications.map(\.year) == [2024, 2023, nil])
        #expect(result.publications[1].arxivID == "2301.00001")
        #expect(result.publications[2].doi == "10.1000/third")
        #expect(result.origin.hasPrefix(server.baseURL.absoluteString + "/api/literature?"))
    }

    @Test func thePageCapLeavesAnIncompleteListAndSaysSo() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let fetch = try await INSPIRELiteratureRequests.fetchLiterature(
            authorID: "E.Witten.1", fetcher: FetchFixtures.fetcher(), base: server.baseURL,
            maximumPages: 1)
        #expect(server.requests.count == 1)
        #expect(!fetch.result.isComplete)
        #expect(fetch.notes == ["stopped at the page cap"])
    }

    @Test func theDescriptorFetchesThroughItsServiceAndTheEnvironmentOverridesIt() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let descriptor = try #require(CitationSources.descriptor("inspire"))
        let network = try #require(descriptor.network)
        #expect(network.apiKey == nil)
        #expect(network.service.environmentVariable == "HINDEX_INSPIRE_URL")
        let defaults = try SourceEndpoints()
        #expect(defaults.baseURL(for: network.service).absoluteString == "https://inspirehep.net")
        #expect(
            defaults.policy(for: network.service) == HostPolicy(minimumDelay: .milliseconds(350)))
        let endpoints = try SourceEndpoints(
            environment: ["HINDEX_INSPIRE_URL": server.baseURL.absoluteString + "/"])
        let base = endpoints.baseURL(for: network.service)
        #expect(base.absoluteString == server.baseURL.absoluteString)
        #expect(endpoints.origin(for: network.service) == .environment("HINDEX_INSPIRE_URL"))
        let fetch = try await network.fetch(
            NetworkCitationSource.Context(fetcher: FetchFixtures.fetcher(), base: base),
            "E.Witten.1")
        #expect(fetch.result.publications.count == 3)
        #expect(
            network.describe(descriptor.label, "E.Witten.1")
                == "INSPIRE-HEP literature of author E.Witten.1")
    }

    @Test func anUnknownAuthorIsAnEmptyListNotZeroPapers() async throws {
        let server = try LocalHTTPServer { _ in
            .respond(status: 200, body: Self.response([], total: 0))
        }
        defer { server.stop() }
        await #expect {
            try await INSPIRELiteratureRequests.fetchLiterature(
                authorID: "No.Body.1", fetcher: FetchFixtures.fetcher(), base: server.baseURL)
        } throws: { error in
            guard case CitationFetchError.parse(.empty(let source, let origin)) = error else {
                return false
            }
            return source == "INSPIRE-HEP" && origin.contains("q=a%20No.Body.1")
        }
    }

    @Test func anErrorStatusQuotesINSPIREsMessage() async throws {
        let server = try LocalHTTPServer { _ in
            .respond(
                status: 400, headers: ["Content-Type": "application/json"],
                body: Data(
                    #"{"message": "Maximum number of results exceeded", "status": 400}"#.utf8))
        }
        defer { server.stop() }
        await #expect {
            try await INSPIRELiteratureRequests.fetchLiterature(
                authorID: "E.Witten.1", fetcher: FetchFixtures.fetcher(), base: server.baseURL)
        } throws: { error in
            guard
                case CitationFetchError.errorPayload(let source, _, let status, let message) = error
            else { return false }
            return source == "INSPIRE-HEP" && status == 400
                && message.contains("Maximum number of results exceeded")
        }
    }
}
