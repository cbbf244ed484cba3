import HIndexCore
import Testing

/// A paper's title links to its DOI, else its arXiv page; identifiers from the web are
/// checked and percent-encoded, never trusted as URLs.
struct PaperLinkTests {
    @Test func aDOILinksToDOIOrg() {
        #expect(
            PaperLink.url(of: Publication(title: "T", doi: "10.1145/3290605.3300233"))
                == "https://doi.org/10.1145/3290605.3300233")
        // The DOI wins over the arXiv id.
        #expect(
            PaperLink.url(of: Publication(title: "T", doi: "10.1/x", arxivID: "2104.01234"))
                == "https://doi.org/10.1/x")
    }

    @Test func characterOutsideTheUnreservedSetArePercentEncoded() {
        // Real DOIs hold <, >, ;, (, ), #, spaces (SICI-style DOIs of the 1990s).
        #expect(
            PaperLink.doiURL("10.1002/(sici)1097-4571(199806)49:8<693::aid-asi4>3.0.co;2-0")
                == "https://doi.org/10.1002/%28sici%291097-4571%28199806%2949%3A8%3C693%3A%3Aaid-asi4%3E3.0.co%3B2-0"
        )
        #expect(
            PaperLink.doiURL("10.1/a\"b c#d?e&f") == "https://doi.org/10.1/a%22b%20c%23d%3Fe%26f")
        #expect(PaperLink.doiURL("10.1/ü") == "https://doi.org/10.1/%C3%BC")
    }

    @Test(arguments: [
        "", "10.", "10.1/", "10.1234", "11.1/x", "javascript:alert(1)", "doi:10.1/x",
        "https://doi.org/10.1/x", "10./x", String(repeating: "10.1/x", count: 200),
    ])
    func malformedDOIsGiveNoLink(doi: String) {
        #expect(PaperLink.doiURL(doi) == nil, "\(doi)")
    }

    @Test func arXivIdentifiersOfBothStyles() {
        #expect(PaperLink.arXivURL("2104.01234v2") == "https://arxiv.org/abs/2104.01234v2")
        #expect(PaperLink.arXivURL("0704.0001") == "https://arxiv.org/abs/0704.0001")
        #expect(PaperLink.arXivURL("hep-th/9901001") == "https://arxiv.org/abs/hep-th/9901001")
        #expect(
            PaperLink.arXivURL("math.GT/0309136v1") == "https://arxiv.org/abs/math.GT/0309136v1")
        #expect(PaperLink.url(of: Publication(title: "T")) == nil)
    }

    @Test(arguments: [
        "", "abc", "2104.01234\"><script>", "2104 01234", "../../etc/passwd1", "2104.123",
        "21041.01234", "2104.01234v", "hep-th/990100", "HEP-TH/9901001", "/9901001",
        "math.gt/0309136", "2104.01234vx",
    ])
    func malformedArXivIdentifiersGiveNoLink(id: String) {
        #expect(PaperLink.arXivURL(id) == nil, "\(id)")
    }
}
