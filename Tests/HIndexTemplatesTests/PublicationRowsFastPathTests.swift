import HIndexCore
import HIndexTestSupport
import Testing

@testable import HIndexTemplates

/// The publication rows written into one byte buffer are the markup of the interpolated
/// literals they replaced, and the escape into bytes is ``HTML/escape(_:)``, on random rows
/// (every special character, missing years and counts, every role and reason) in every
/// language.
@Suite struct PublicationRowsFastPathTests {
    static func randomText(_ generator: inout SeededGenerator) -> String {
        (0..<Int(generator.next() % 8)).map { _ in
            HTMLEscapeFastPathTests.pieces[
                Int(generator.next() % UInt64(HTMLEscapeFastPathTests.pieces.count))]
        }.joined()
    }

    @Test func rowsAreTheInterpolatedRowsOnRandomPublications() {
        var generator = SeededGenerator(seed: 81)
        let reasons: [ExclusionReason?] = [nil, .manual, .notOnReferenceList, .duplicate]
        for round in 0..<400 {
            let publications = (0..<Int(generator.next() % 30)).map { _ in
                ClassifiedPublication(
                    publication: Publication(
                        title: Self.randomText(&generator), authors: Self.randomText(&generator),
                        venue: Self.randomText(&generator),
                        year: generator.next() % 4 == 0 ? nil : Int(generator.next() % 3000),
                        citations: generator.next() % 4 == 0
                            ? nil : Int(generator.next() % 2_000_000),
                        // DOIs and arXiv ids, well-formed or not, link the title.
                        doi: generator.next() % 3 == 0
                            ? "10.\(generator.next() % 99999)/" + Self.randomText(&generator)
                            : nil,
                        arxivID: generator.next() % 5 == 0 ? Self.randomText(&generator) : nil),
                    role: HCoreRole.allCases[Int(generator.next() % 4)],
                    reason: reasons[Int(generator.next() % 4)])
            }
            let language = SiteLanguage.allCases[round % SiteLanguage.allCases.count]
            let catalog = Catalog.of(language)
            let labels = (
                Self.randomText(&generator), catalog.text(.venue), catalog.text(.year),
                Self.randomText(&generator)
            )
            let fast = publicationRows(
                publications, catalog: catalog, authors: labels.0, venue: labels.1,
                year: labels.2, citations: labels.3)
            let general = generalPublicationRows(
                publications, catalog: catalog, authors: labels.0, venue: labels.1,
                year: labels.2, citations: labels.3)
            #expect(fast == general, "\(language)")
        }
    }

    @Test func appendEscapedIsTheEscapeOnRandomText() {
        var generator = SeededGenerator(seed: 82)
        for _ in 0..<30_000 {
            let text = Self.randomText(&generator)
            var output: [UInt8] = [0x78]
            HTML.appendEscaped(text, to: &output)
            #expect(output == Array(("x" + HTML.escape(text)).utf8), "\(text.debugDescription)")
        }
    }
}
