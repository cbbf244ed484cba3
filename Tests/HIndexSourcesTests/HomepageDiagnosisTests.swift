import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// `inspect homepage` explains a page it does not understand: the closest reading tried and
/// where each known title stands (issue 30, item 4).
struct HomepageDiagnosisTests {
    static let known = [
        "Ocean currents and plankton drift", "Tides in enclosed basins",
        "Coral reefs seen from space",
    ]

    static func diagnose(_ text: String, origin: String = "test.html") -> HomepageDiagnosis {
        HomepageExtractor.diagnose(Data(text.utf8), origin: origin, knownTitles: known)
    }

    @Test func oneKnownTitleIsPlacedAndTheOthersAreNotOnThePage() {
        let diagnosis = Self.diagnose(
            HomepageExtractorTests.page(
                "<ul><li><a>Ocean Currents and Plankton Drift</a></li><li><a>Other</a></li></ul>"))
        #expect(diagnosis.reading == nil)
        #expect(diagnosis.entries == 0)
        #expect(diagnosis.check == HomepageSelfCheck(knownTitles: 3, onPage: 1, recovered: 0))
        #expect(diagnosis.knownTitles[0].place == "/html/body/ul/li/a")
        #expect(diagnosis.knownTitles[0].isWhole)
        #expect(diagnosis.knownTitles[0].places == 1)
        #expect(diagnosis.knownTitles[1...].allSatisfy { $0.place == nil })
        let summary = diagnosis.summary
        #expect(summary.contains("no reading found any entry"), "\(summary)")
        #expect(summary.contains("found at /html/body/ul/li/a, a title element"), "\(summary)")
        #expect(summary.contains("not on the page"), "\(summary)")
    }

    @Test func titlesInsideOneSentenceAreFoundInsideALongerText() {
        let diagnosis = Self.diagnose(
            HomepageExtractorTests.page(
                "<p>We wrote Ocean Currents and Plankton Drift and later Tides in Enclosed "
                    + "Basins during a long and happy time at sea.</p>"))
        #expect(diagnosis.knownTitles[0].place == "/html/body/p")
        #expect(diagnosis.knownTitles[0].isWhole == false)
        #expect(diagnosis.knownTitles[1].place == "/html/body/p")
        #expect(diagnosis.knownTitles[2].place == nil)
        #expect(diagnosis.check.recovered < 2)
        #expect(diagnosis.summary.contains("inside a longer text"))
    }

    @Test func theClosestReadingNamesWhatItMadeOfEachTitle() {
        // Titles glued to their venues in one run of text per item: a reading finds entries,
        // but their titles run on into the venue.
        let html = HomepageExtractorTests.page(
            "<ul><li>Ocean Currents and Plankton Drift Journal of Seas vol 3 pages 1 to 9</li>"
                + "<li>Tides in Enclosed Basins Marine Letters vol 9 pages 2 to 4</li>"
                + "<li>Coral Reefs Seen from Space Remote Sensing vol 1 pages 5 to 7</li></ul>")
        let diagnosis = Self.diagnose(html)
        #expect(diagnosis.knownTitles.allSatisfy { $0.place != nil })
        for known in diagnosis.knownTitles where known.recoveredAs == nil {
            // Not recovered: the closest entry title and its similarity are named.
            if let closest = known.closest {
                #expect(closest.similarity < 0.8)
                #expect(!closest.title.isEmpty)
            }
        }
        let json = diagnosis.json.prettyPrinted
        #expect(json.contains("\"verdict\": \"not understood\""), "\(json)")
        #expect(json.contains("\"known_titles\""))
    }

    @Test func markdownPlacesAreLines() {
        let markdown = """
            # Publications

            Ocean Currents and Plankton Drift, with friends, in a long paragraph of prose.

            Nothing else here.
            """
        let diagnosis = Self.diagnose(markdown, origin: "pubs.md")
        #expect(diagnosis.knownTitles[0].place == "line 3")
        #expect(diagnosis.knownTitles[0].isWhole == false)
        #expect(diagnosis.knownTitles[1].place == nil)
    }

    @Test func aPageThatIsUnderstoodIsDiagnosedAsItsPassingReading() throws {
        let html = HomepageExtractorTests.page(
            "<ul><li><b>Ocean Currents and Plankton Drift</b>. Journal of Seas, 2020.</li>"
                + "<li><b>Tides in Enclosed Basins</b>. Marine Letters, 2019.</li>"
                + "<li><b>Coral Reefs Seen from Space</b>. Remote Sensing, 2018.</li></ul>")
        let diagnosis = Self.diagnose(html)
        #expect(diagnosis.check.passed)
        #expect(diagnosis.knownTitles.allSatisfy { $0.recoveredAs != nil })
    }
}
