import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

extension RealFixtures {
    /// Parses a real Scholar search-result page.
    static func search(_ name: String) throws -> ScholarSearchPage {
        let path = "scholar_search/\(name)"
        return try ScholarSearchParser.parse(data(path), origin: path)
    }
}

/// The search-result parser on every real page in `fixtures/real/scholar_search` (counts
/// and values read from the pages themselves) and on small pages of our own.
@Suite struct ScholarSearchParserTests {
    /// Every real page: its number of results, whether it links to a next page, and the sum
    /// of its "Cited by" counts.
    @Test(arguments: [
        ("goscholar_fetch_test.html", 1, true, 409),
        ("goscholar_parse_test_case1.html", 1, false, 2441),
        ("goscholar_parse_test_case2.html", 1, false, 139),
        ("ordovicia_quantum_theory.html", 10, true, 51972),
        ("ordovicia_quantum_theory_citations.html", 10, true, 28489),
        ("ordovicia_quantum_theory_cluster.html", 6, false, 4932),
        ("geomap_scholar_search_results.html", 10, true, 348),
    ])
    func realPageCounts(file: String, count: Int, hasNext: Bool, citations: Int) throws {
        let page = try RealFixtures.search(file)
        #expect(page.results.count == count)
        #expect(page.hasNextPage == hasNext)
        #expect(page.results.map(\.citationCount).reduce(0, +) == citations)
        #expect(page.results.allSatisfy { !$0.title.isEmpty && !$0.authors.isEmpty })
        #expect(page.results.allSatisfy { $0.sourceID?.isEmpty == false })
        #expect(page.results.allSatisfy { !$0.title.hasPrefix("[") })
        #expect(page.results.allSatisfy { !$0.authors.contains(" - ") })
    }

    @Test func goscholarFetchTest() throws {
        let page = try RealFixtures.search("goscholar_fetch_test.html")
        #expect(
            page.results == [
                Publication(
                    title: "Deep learning", authors: "Y LeCun, Y Bengio, G Hinton",
                    venue: "Nature", year: 2015, citations: 409, sourceID: "0qfs6zbVakoJ")
            ])
    }

    @Test func goscholarCase1() throws {
        let result = try #require(
            RealFixtures.search("goscholar_parse_test_case1.html").results.first)
        #expect(result.title == "Learning deep architectures for AI")
        #expect(result.authors == "Y Bengio")
        #expect(result.venue == "Foundations and trends® in Machine Learning")
        #expect(result.year == 2009)
        #expect(result.citations == 2441)
        #expect(result.sourceID == "pYyS8T9g_kkJ")
    }

    @Test func goscholarCase2StripsCitationTag() throws {
        let result = try #require(
            RealFixtures.search("goscholar_parse_test_case2.html").results.first)
        #expect(
            result.title
                == "Unsupervised feature learning and deep learning: A review and new perspectives")
        #expect(result.authors == "Y Bengio, AC Courville, P Vincent")
        #expect(result.venue == "CoRR, abs/1206.5538")
        #expect(result.year == 2012)
        #expect(result.citations == 139)
    }

    @Test func ordoviciaQuantumTheory() throws {
        let results = try RealFixtures.search("ordovicia_quantum_theory.html").results
        // "[BOOK]" removed; no venue between the authors and the year.
        #expect(
            results[0]
                == Publication(
                    title: "Quantum field theory and critical phenomena", authors: "J Zinn-Justin",
                    venue: "", year: 1996, citations: 4821, sourceID: "n-S3Szmx-uQJ"))
        #expect(results[1].title == "Quantum theory of solids")
        #expect(results[1].authors == "C Kittel, C Fong")
        #expect(results[2].authors == "Y Aharonov, D Bohm")
        #expect(results[2].venue == "Physical Review")
        #expect(results[2].year == 1959)
        #expect(results[2].citations == 6961)
        #expect(
            results.map(\.year) == [1996, 1963, 1959, 1976, 1994, 1985, 1952, 2012, 1928, 1995])
    }

    @Test func clusterPageWithoutCitedBy() throws {
        let results = try RealFixtures.search("ordovicia_quantum_theory_cluster.html").results
        #expect(results[0].citations == 4932)
        #expect(results.dropFirst().allSatisfy { $0.citations == nil && $0.citationCount == 0 })
        #expect(results[1].venue == "Int. Ser. Monogr. Phys.")
        #expect(results[1].year == 2002)
        #expect(Set(results.map(\.authors)) == ["J Zinn-Justin"])
    }

    @Test func citationsPage() throws {
        let results = try RealFixtures.search("ordovicia_quantum_theory_citations.html").results
        #expect(results[0].title == "Quantal phase factors accompanying adiabatic changes")
        #expect(results[0].authors == "MV Berry")
        #expect(results[0].venue == "Proceedings of the Royal Society of …")
        #expect(results[0].year == 1984)
        #expect(results[0].citations == 7813)
    }

    @Test func geomapSkipsTheAlertRow() throws {
        // The page has 11 div.gs_r: the last is the "create alert" box (no div.gs_ri).
        let results = try RealFixtures.search("geomap_scholar_search_results.html").results
        #expect(results[0].title == "Geology of the Olympus Range Area, Southern Victoria Land")
        #expect(results[0].sourceID == "4qAC3XBmStsJ")
        #expect(results[0].year == 1996)
        #expect(results[0].citations == 4)
        #expect(results[2].citations == 80)
        #expect(results[2].year == 2002)
        #expect(results[4].title.contains("erosion, uplift and unroofing of the Transantarctic"))
    }

    @Test(arguments: ["ordovicia_blocked.html", "geomap_scholar_search_results2_captcha.html"])
    func blockedPages(file: String) throws {
        let path = "scholar_blocked/\(file)"
        let data = try RealFixtures.data(path)
        #expect {
            try ScholarSearchParser.parse(data, origin: path)
        } throws: { error in
            guard case .blocked(let source, let origin, _) = error as? SourceError else {
                return false
            }
            return source == "Google Scholar" && origin == path
        }
    }

    @Test func noResultsPageIsAnEmptyList() throws {
        let html = """
            <html><body><div id="gs_res_ccl_mid"><div class="gs_med">
            <p>Your search - <b>author:"Nobody Atall"</b> - did not match any articles.</p>
            </div></div></body></html>
            """
        let page = try ScholarSearchParser.parse(Data(html.utf8), origin: "none.html")
        #expect(page == ScholarSearchPage(results: [], hasNextPage: false))
    }

    @Test func otherPagesAreUnexpectedLayout() throws {
        let html = "<html><body><h1>Welcome</h1><p>Nothing here.</p></body></html>"
        #expect {
            try ScholarSearchParser.parse(Data(html.utf8), origin: "x.html")
        } throws: { error in
            guard case .unexpectedLayout(let source, _, _) = error as? SourceError else {
                return false
            }
            return source == ScholarSearchParser.sourceName
        }
        #expect(throws: SourceError.empty(source: ScholarSearchParser.sourceName, origin: "e")) {
            try ScholarSearchParser.parse(Data("  \n".utf8), origin: "e")
        }
    }

    @Test func classTokensNotSubstrings() throws {
        // `gs_rx` is not `gs_r`; `gs_ri` found among other tokens.
        let html = """
            <html><body>
            <div class="gs_rx"><div class="gs_ri"><h3 class="gs_rt">Decoy</h3></div></div>
            <div class="x gs_r  gs_or" data-cid="abc"><div class="gs_ri y">
            <h3 class="gs_rt"><span class="gs_ctg2">[PDF]</span> Real result</h3>
            <div class="gs_a">A Author - Journal, 2020 - example.org</div>
            <div class="gs_fl"><a href="/scholar?cites=1">Cited by 7</a></div></div></div>
            </body></html>
            """
        let page = try ScholarSearchParser.parse(Data(html.utf8), origin: "t.html")
        #expect(
            page.results == [
                Publication(
                    title: "Real result", authors: "A Author", venue: "Journal", year: 2020,
                    citations: 7, sourceID: "abc")
            ])
        #expect(!page.hasNextPage)
    }

    @Test(arguments: [
        (
            "Y Bengio - Foundations and trends, 2009 - dl.acm.org", "Y Bengio",
            "Foundations and trends", 2009
        ),
        ("J Zinn-Justin - 1996 - cds.cern.ch", "J Zinn-Justin", "", 1996),
        ("A B, C D - CoRR, abs/1206.5538, 2012", "A B, C D", "CoRR, abs/1206.5538", 2012),
        ("A Author - Some venue", "A Author", "Some venue", nil),
        ("A Author", "A Author", "", nil),
    ])
    func authorLine(text: String, authors: String, venue: String, year: Int?) {
        let split = ScholarSearchParser.splitAuthorLine(text)
        #expect(split.authors == authors)
        #expect(split.venue == venue)
        #expect(split.year == year)
    }
}

/// The thesis's surname filter and the author-search requests.
@Suite struct ScholarSurnameFilterTests {
    @Test(arguments: [
        ("Yoshua Bengio", "Y LeCun, Y Bengio, G Hinton", true),
        ("Yoshua Bengio", "Y LeCun, S Bengioni", false),
        ("Jean Zinn-Justin", "J Zinn-Justin", true),
        ("Jean Zinn-Justin", "J Justin", false),
        ("José Müller", "J MULLER, A Smith", true),
        ("Jose Muller", "J Müller", true),
        ("author:\"Ada Lovelace\"", "A Lovelace", true),
        ("Ada Lovelace", "A Byron", false),
    ])
    func matches(query: String, line: String, expected: Bool) {
        #expect(ScholarSurnameFilter(query: query).matches(line) == expected)
    }

    @Test func filterCountsDropped() {
        let results = [
            Publication(title: "a", authors: "Y Bengio"),
            Publication(title: "b", authors: "G Hinton"),
            Publication(title: "c", authors: "A Courville, Y Bengio"),
        ]
        let (kept, dropped) = ScholarSurnameFilter(query: "Yoshua Bengio").filter(results)
        #expect(kept.map(\.title) == ["a", "c"])
        #expect(dropped == 1)
    }

    @Test func requestURLs() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/"))
        let url = try ScholarSearchRequests.pageURL(base: base, query: "First Last", start: 20)
        #expect(
            url.absoluteString
                == "http://127.0.0.1:8080/scholar?hl=en&q=author%3A%22First+Last%22&start=20")
        let accented = try ScholarSearchRequests.pageURL(
            base: base, query: "author:\"José  Müller\"", start: 0)
        #expect(
            accented.absoluteString
                == "http://127.0.0.1:8080/scholar?hl=en&q=author%3A%22Jos%C3%A9+M%C3%BCller%22&start=0"
        )
        #expect(throws: FetchError.self) {
            try ScholarSearchRequests.pageURL(base: base, query: "  ", start: 0)
        }
    }
}
