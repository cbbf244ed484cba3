import Testing

@testable import HIndexSources

/// Absurd numbers in Scholar pages are layout errors or dropped, never traps later on.
@Suite struct ScholarHostileNumbersTests {
    @Test(arguments: ["9000000000000000000", "99999999999999999999999", "1000000001"])
    func absurdCitationCountsAreRejected(_ text: String) {
        guard case .failure = ScholarProfileParser.count(text) else {
            Issue.record("\(text) was accepted as a citation count")
            return
        }
    }

    @Test func plausibleCountsStillParse() {
        guard case .success(let value) = ScholarProfileParser.count("1,083*") else {
            Issue.record("1,083* was rejected")
            return
        }
        #expect(value == 1083)
    }

    @Test func searchCitationCountIgnoresAbsurdNumbers() {
        #expect(ScholarSearchParser.citationCount(in: "Cited by 409") == 409)
        #expect(ScholarSearchParser.citationCount(in: "Cited by 99999999999999999999") == nil)
    }
}
