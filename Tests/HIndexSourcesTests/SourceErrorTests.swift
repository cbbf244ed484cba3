import Testing

@testable import HIndexSources

@Suite struct SourceErrorTests {
    @Test(arguments: [
        (
            SourceError.blocked(
                source: "Google Scholar", origin: "snapshots/x.html",
                reason: "captcha page: \"Please show you're not a robot\""),
            "Google Scholar blocked the request (captcha page: \"Please show you're not a robot\") in snapshots/x.html"
        ),
        (
            .blocked(
                source: "Google Scholar", origin: "https://scholar.google.com/citations?user=U",
                reason: "unusual traffic page"),
            "Google Scholar blocked the request (unusual traffic page) from https://scholar.google.com/citations?user=U"
        ),
        (
            .unexpectedLayout(
                source: "Google Scholar profile", origin: "a.html", detail: "no rows"),
            "Google Scholar profile: unexpected page layout in a.html: no rows"
        ),
        (
            .empty(source: "Google Scholar profile", origin: "b.html"),
            "Google Scholar profile: nothing to parse, the input is empty in b.html"
        ),
        (
            .tooLarge(origin: "c.html", bytes: 30_000_000, limit: 20_971_520),
            "c.html is too large to parse (30000000 bytes, limit 20971520)"
        ),
        (
            .unreadable(origin: "d.html", reason: "the input is empty"),
            "cannot read d.html: the input is empty"
        ),
    ])
    func descriptions(error: SourceError, expected: String) {
        #expect(error.description == expected)
    }

    @Test func descriptionsStayOnOneLine() {
        let error = SourceError.unexpectedLayout(
            source: "S", origin: "weird\nname.html", detail: "line one\nline two\tend")
        #expect(!error.description.contains("\n"))
        #expect(!error.description.contains("\t"))
        #expect(error.origin == "weird\nname.html")
    }
}
