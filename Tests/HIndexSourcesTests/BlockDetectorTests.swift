import Foundation
import Testing

@testable import HIndexSources

@Suite struct BlockDetectorTests {
    private func reason(_ html: String) throws -> String? {
        BlockDetector.blockReason(in: try HTMLDocument(data: Data(html.utf8), origin: "t"))
    }

    @Test func captchaWithHeading() throws {
        #expect(
            try reason(ScholarFixtures.captcha)
                == "captcha page: \"Please show you're not a robot\"")
    }

    @Test func unusualTrafficQuotesTheSentence() throws {
        let html = """
            <html><body><form action="https://www.google.com/sorry/index" method="post"></form>
            <div><b>About this page</b><br><br>Our systems have detected unusual traffic from your
            computer network. This page checks whether it's really you.</div></body></html>
            """
        #expect(
            try reason(html)
                == "unusual traffic page: \"Our systems have detected unusual traffic from your computer network.\""
        )
    }

    @Test(arguments: [
        "<form action='/sorry/index'><input name=q></form>",
        "<iframe src='https://www.google.com/recaptcha/api2/anchor?k=x'></iframe>",
        "<div class='x g-recaptcha' data-sitekey='k'></div>",
        "<script src='https://www.google.com/recaptcha/api.js'></script>",
        "<div id='gs_captcha_ccl'></div>",
    ])
    func structuralMarkers(html: String) throws {
        #expect(try reason("<html><body>\(html)</body></html>") == "captcha page")
    }

    @Test func robotTextWithoutHeadingQuotesTheSentence() throws {
        #expect(
            try reason(
                "<p>Sorry. We can't verify that you're not a robot when JavaScript is off.</p>")
                == "captcha page: \"We can't verify that you're not a robot when JavaScript is off.\""
        )
    }

    @Test func ordinaryPagesAreNotBlocked() throws {
        #expect(try reason(ScholarFixtures.minified) == nil)
        #expect(try reason(ScholarFixtures.prettyPrinted) == nil)
        #expect(try reason(ScholarFixtures.unrelatedPage) == nil)
    }

    @Test func paperTitlesAboutRobotsAreNotABlock() throws {
        let page = ScholarFixtures.minified.replacingOccurrences(
            of: "Second paper",
            with: "I am not a robot: unusual traffic from your computer network considered")
        #expect(try reason(page) == nil)
    }

    @Test func rawBytes() {
        #expect(BlockDetector.blockReason(in: Data(ScholarFixtures.captcha.utf8)) != nil)
        #expect(BlockDetector.blockReason(in: Data()) == nil)
        #expect(BlockDetector.blockReason(in: Data(ScholarFixtures.minified.utf8)) == nil)
    }
}
