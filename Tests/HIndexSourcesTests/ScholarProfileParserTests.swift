import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

@Suite struct ScholarProfileParserTests {
    private func parse(_ page: String, origin: String = "fixture.html") throws(SourceError)
        -> CitationSourceResult
    {
        try ScholarProfileParser.parse(ScholarFixtures.data(page), origin: origin)
    }

    @Test func minifiedPageProfileAndCompleteness() throws {
        let result = try parse(ScholarFixtures.minified, origin: "snapshots/wanda.html")
        #expect(result.sourceName == "Google Scholar profile")
        #expect(result.origin == "snapshots/wanda.html")
        #expect(result.isComplete)
        #expect(
            result.profile
                == ProfileSummary(
                    name: "Wanda Quill", affiliation: "Lakeside Institute", citations: 1234,
                    citationsSince: 567, hIndex: 3, hIndexSince: 2, i10Index: 2, i10IndexSince: 1,
                    sinceYear: 2020))
        #expect(result.publications.count == 5)
    }

    @Test func entityAndScriptInTitle() throws {
        let row = try #require(try parse(ScholarFixtures.minified).publications.first)
        #expect(row.title == "Tom & Jerry's <script>alert(1)</script> café")
        #expect(row.authors == "W Quill, T Cat, J Mouse")
        #expect(row.venue == "Journal of Chases 12 (3), 45-67")
        #expect(row.year == 2021)
        #expect(row.citations == 1000)
        #expect(row.sourceID == "WQu1llAAAAAJ:abc-DEF_123C")
    }

    @Test func emptyCitationCellAndReorderedClassTokens() throws {
        let row = try parse(ScholarFixtures.minified).publications[1]
        #expect(row.title == "Second paper")
        #expect(row.citations == nil)
        #expect(row.citationCount == 0)
        #expect(row.year == 2019)
        #expect(row.venue == "Workshop on Things")
        #expect(row.sourceID == "WQu1llAAAAAJ:second0000AJ")
    }

    @Test func starredCountKeepsTheNumber() throws {
        let row = try parse(ScholarFixtures.minified).publications[2]
        #expect(row.citations == 42)
        #expect(row.year == 2020)
    }

    @Test func missingYear() throws {
        let row = try parse(ScholarFixtures.minified).publications[3]
        #expect(row.title == "Undated note")
        #expect(row.year == nil)
        #expect(row.venue == "")
        #expect(row.citations == 7)
    }

    @Test func dataHrefAndFormulaTitle() throws {
        let row = try parse(ScholarFixtures.minified).publications[4]
        #expect(row.title == "Phases of Rb2TeBr6 under pressure")
        #expect(row.sourceID == "WQu1llAAAAAJ:formula00AJ")
        #expect(row.authors == "W Quill, ...")
    }

    @Test func prettyPrintedPageWithEnabledShowMore() throws {
        let result = try parse(ScholarFixtures.prettyPrinted)
        #expect(!result.isComplete)
        #expect(result.profile?.name == "Øystein Brekke")
        #expect(result.profile?.affiliation == "Universitetet i Tromsø")
        #expect(result.profile?.sinceYear == 2020)
        #expect(result.profile?.citations == 30)
        #expect(result.profile?.i10IndexSince == 0)
        #expect(
            result.publications == [
                Publication(
                    title: "Fjord circulation in winter", authors: "Ø Brekke, K Nilsen",
                    venue: "Journal of Fjords 4", year: 2021, citations: 25,
                    sourceID: "OBrekkeAAAAJ:first0000AJ"),
                Publication(
                    title: "Sea ice and seals", authors: "K Nilsen, Ø Brekke", venue: "Polar Notes",
                    year: 2017, citations: 5, sourceID: "OBrekkeAAAAJ:second000AJ"),
            ])
    }

    @Test func profileWithoutPublicationsAndNoCitationsIsEmptyButValid() throws {
        let result = try parse(ScholarFixtures.profileWithoutRows(statedCitations: "0"))
        #expect(result.publications.isEmpty)
        #expect(result.isComplete)
        #expect(result.profile?.name == "Nobody Yet")
        #expect(result.profile?.sinceYear == 2021)
    }

    @Test func profileWithoutPublicationsButWithCitationsIsAnError() {
        let error = #expect(throws: SourceError.self) {
            try parse(ScholarFixtures.profileWithoutRows(statedCitations: "12"))
        }
        guard case .unexpectedLayout(let source, let origin, let detail) = error else {
            Issue.record("expected .unexpectedLayout, got \(String(describing: error))")
            return
        }
        #expect(source == "Google Scholar profile")
        #expect(origin == "fixture.html")
        #expect(detail.contains("states 12 citations"))
    }

    @Test func captchaPageIsBlocked() {
        #expect(
            throws: SourceError.blocked(
                source: "Google Scholar", origin: "fixture.html",
                reason: "captcha page: \"Please show you're not a robot\"")
        ) { try parse(ScholarFixtures.captcha) }
    }

    @Test(arguments: [
        ("empty", Data()),
        ("whitespace", Data(" \n\t \r\n".utf8)),
    ])
    func emptyInputIsEmpty(name: String, data: Data) {
        #expect(throws: SourceError.empty(source: "Google Scholar profile", origin: name)) {
            try ScholarProfileParser.parse(data, origin: name)
        }
    }

    @Test(arguments: [
        ("unrelated page", Data(ScholarFixtures.unrelatedPage.utf8)),
        ("json", Data(#"{"publications": [{"title": "x", "citations": 3}]}"#.utf8)),
        ("plain text", Data("just some words, no markup".utf8)),
        ("nul bytes", Data(repeating: 0, count: 512)),
        ("binary", Data((0..<2048).map { UInt8(truncatingIfNeeded: ($0 &* 7919) ^ ($0 >> 3)) })),
        ("utf-16 bom", Data([0xFF, 0xFE, 0x3C, 0x00, 0x70, 0x00, 0x3E, 0x00])),
        ("truncated profile", Data(ScholarFixtures.minified.utf8.prefix(300))),
        ("only comments", Data("<!-- <tr class='gsc_a_tr'> -->".utf8)),
    ])
    func garbageGivesATypedErrorAndNeverPublications(name: String, data: Data) {
        let error = #expect(throws: SourceError.self) {
            try ScholarProfileParser.parse(data, origin: name)
        }
        #expect(error?.origin == name)
        if case .blocked = error { Issue.record("garbage must not look blocked: \(name)") }
    }

    @Test func unrelatedPageSaysItIsNotAProfile() {
        let error = #expect(throws: SourceError.self) { try parse(ScholarFixtures.unrelatedPage) }
        #expect(error?.description.contains("not a Google Scholar profile page") == true)
    }

    @Test func tooLargeInputIsRefusedBeforeParsing() {
        let data = Data(count: HTMLDocument.maximumInputSize + 1)
        #expect(
            throws: SourceError.tooLarge(
                origin: "huge.html", bytes: data.count, limit: HTMLDocument.maximumInputSize)
        ) { try ScholarProfileParser.parse(data, origin: "huge.html") }
    }

    @Test func rowWithoutTitleLinkIsALayoutError() {
        let page = ScholarFixtures.minified.replacingOccurrences(
            of: "class=\"gsc_a_at\">Merged paper", with: "class=\"renamed\">Merged paper")
        let error = #expect(throws: SourceError.self) { try parse(page) }
        #expect(error?.description.contains("publication row 3 has no title link") == true)
    }

    @Test func nonNumericCountIsALayoutError() {
        let page = ScholarFixtures.minified.replacingOccurrences(of: ">42*<", with: ">many<")
        let error = #expect(throws: SourceError.self) { try parse(page) }
        #expect(error?.description.contains("publication row 3") == true)
        #expect(error?.description.contains("\"many\" is not a number") == true)
    }

    @Test func statsTableWithTheWrongShapeIsALayoutError() {
        let page = ScholarFixtures.minified.replacingOccurrences(
            of: "<td class=\"gsc_rsb_std\">567</td>", with: "")
        let error = #expect(throws: SourceError.self) { try parse(page) }
        #expect(error?.description.contains("has 5 cells") == true)
    }

    @Test func missingShowMoreButtonMeansIncomplete() throws {
        let page = ScholarFixtures.minified.replacingOccurrences(
            of: "id=\"gsc_bpf_more\"", with: "id=\"other\"")
        #expect(try !parse(page).isComplete)
    }

    @Test(
        arguments: [
            (
                "/citations?view_op=view_citation&hl=en&user=U&citation_for_view=U:abc_-1",
                "U:abc_-1"
            ),
            ("/citations?view_op=view_citation&amp;citation_for_view=U:x&amp;hl=en", "U:x"),
            ("/citations?citation_for_view=U%3Ay#frag", "U:y"),
            ("/citations?view_op=view_citation&user=U", nil),
            ("javascript:void(0)", nil),
            ("/citations?citation_for_view=", nil),
            ("", nil),
        ] as [(String, String?)])
    func citationIDs(link: String, expected: String?) {
        #expect(ScholarProfileParser.citationID(inLink: link) == expected)
    }

    @Test(
        arguments: [
            ("485", 485), ("", nil), ("  ", nil), ("42*", 42), ("7 *", 7), ("*", nil),
            (" 1,083 ", 1083), ("1\u{00A0}083", 1083), ("1.083", 1083), ("0", 0),
        ] as [(String, Int?)])
    func counts(text: String, expected: Int?) throws {
        #expect(try ScholarProfileParser.count(text).get() == expected)
    }

    @Test(arguments: ["many", "12a", "-3", "١٢", "1e3"])
    func nonCounts(text: String) {
        #expect(throws: ScholarProfileParser.CountError.self) {
            try ScholarProfileParser.count(text).get()
        }
    }

    @Test(
        arguments: [
            ("Since 2019", 2019), ("С 2020 г.", 2020), ("Desde 2021", 2021), ("All", nil),
            ("12345", nil), ("", nil),
        ] as [(String, Int?)])
    func sinceYears(header: String, expected: Int?) {
        #expect(ScholarProfileParser.fourDigitYear(in: header) == expected)
    }

    @Test func formulaLabelsLoseTheirMarkup() {
        #expect(ScholarProfileParser.plainFormula("_{1-x}") == "1-x")
        #expect(ScholarProfileParser.plainFormula("x^2") == "x2")
        #expect(ScholarProfileParser.plainFormula("BaFe2Al9") == "BaFe2Al9")
    }
}
