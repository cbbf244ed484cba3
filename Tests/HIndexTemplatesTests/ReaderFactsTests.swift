import HIndexCore
import HIndexTemplates
import Testing

/// What a reader of the public pages needs (issue 29, point 8): titles that open the paper,
/// the scientist's profiles, the day of the data, the source's own figures beside the computed
/// ones, the site title once on the home page.
struct ReaderFactsTests {
    static func report(
        entry: ScientistEntry? = nil, doi: String? = nil,
        profile: ProfileSummary? = ProfileSummary(citations: 40, hIndex: 5, i10Index: 2)
    ) -> ScientistReport {
        let source = CitationSourceResult(
            sourceName: "Google Scholar profile", origin: "snapshots/ada.html", profile: profile,
            publications: [
                Publication(title: "Fast <algorithms>", year: 2020, citations: 10, doi: doi),
                Publication(title: "Slow ones", year: 2019, citations: 3, arxivID: "1901.00001"),
            ], isComplete: true)
        return ScientistReport.classify(
            entry: entry ?? ScientistEntry(slug: "ada", path: "scientists/ada.md", name: "Ada"),
            bioHTML: "", source: source)
    }

    static func page(
        _ report: ScientistReport, language: SiteLanguage = .english, dataDay: String? = nil
    ) -> String {
        var settings = SiteSettings(title: "Demo University metrics")
        settings.language = language
        return scientistPage(
            context: PageContext(settings: settings, rootPath: "../../"), report: report,
            dataDay: dataDay
        ).markup
    }

    @Test func titlesLinkToTheirDOIOrArXivPage() {
        let page = Self.page(Self.report(doi: "10.1145/3290605.3300233"))
        #expect(
            page.contains(
                "<th scope=\"row\" class=\"title\"><a href=\"https://doi.org/10.1145/3290605.3300233\">Fast &lt;algorithms&gt;</a></th>"
            ))
        #expect(page.contains("<a href=\"https://arxiv.org/abs/1901.00001\">Slow ones</a>"))
        // No usable identifier: the title is plain text.
        let plain = Self.page(Self.report(doi: "javascript:alert(1)"))
        #expect(plain.contains("<th scope=\"row\" class=\"title\">Fast &lt;algorithms&gt;</th>"))
        #expect(!plain.contains("javascript:"))
    }

    @Test func profilesAreLinkedUnderTheirServicesNames() {
        let entry = ScientistEntry(
            slug: "ada", path: "scientists/ada.md", name: "Ada", scholar: .id("AbCdEf_12345"),
            openAlex: .id("A5023888391"), orcid: .id("0000-0002-1825-0097"),
            dblp: .id("01/1234"), homepage: .url("https://example.edu/~ada?x=1&y=\"2\""))
        let page = Self.page(Self.report(entry: entry))
        for link in [
            "<a href=\"https://orcid.org/0000-0002-1825-0097\" rel=\"me nofollow\">ORCID</a>",
            "<a href=\"https://scholar.google.com/citations?user=AbCdEf_12345\" rel=\"me nofollow\">Google Scholar</a>",
            "<a href=\"https://openalex.org/A5023888391\" rel=\"me nofollow\">OpenAlex</a>",
            "<a href=\"https://dblp.org/pid/01/1234\" rel=\"me nofollow\">DBLP</a>",
            "<a href=\"https://example.edu/~ada?x=1&amp;y=&quot;2&quot;\" rel=\"me nofollow\">Homepage</a>",
        ] {
            #expect(page.contains(link), "\(link)")
        }
        #expect(page.contains("<dt>Profiles</dt>"))
        let french = Self.page(Self.report(entry: entry), language: .french)
        #expect(french.contains("<dt>Profils</dt>"))
        #expect(french.contains("rel=\"me nofollow\">Page personnelle</a>"))
        // Saved files are no profiles: nothing to link.
        let saved = Self.page(Self.report())
        #expect(!saved.contains("<dt>Profiles</dt>"))
    }

    @Test func theDayOfTheDataIsShown() {
        let page = Self.page(Self.report(), dataDay: "2026-01-01")
        #expect(
            page.contains(
                "<dt>Data as of</dt><dd><time datetime=\"2026-01-01\">2026-01-01</time></dd>"))
        let german = Self.page(Self.report(), language: .german, dataDay: "2026-01-01")
        #expect(german.contains("<dt>Datenstand</dt><dd><time datetime=\"2026-01-01\">"))
        #expect(!Self.page(Self.report()).contains("Data as of"))
        #expect(!Self.page(Self.report(), dataDay: "not a day").contains("Data as of"))
    }

    @Test func theSourcesOwnFiguresStandBesideTheComputedOnesWithTheirSinceColumn() {
        let profile = ProfileSummary(
            citations: 1_200, citationsSince: 500, hIndex: 15, hIndexSince: 9, i10Index: 20,
            i10IndexSince: 11, sinceYear: 2021)
        let page = Self.page(Self.report(profile: profile))
        #expect(
            page.contains(
                "Figures stated by the source (Google Scholar profile): h-index 15 (since 2021: 9), citations 1,200 (since 2021: 500), i10-index 20 (since 2021: 11)."
            ), "\(page)")
        let chinese = Self.page(Self.report(profile: profile), language: .simplifiedChinese)
        #expect(chinese.contains("2021 年至今：9"))
        // Without "since" columns, the totals alone.
        let totals = Self.page(Self.report())
        #expect(totals.contains("h-index 5, citations 40, i10-index 2."))
        #expect(!Self.page(Self.report(profile: nil)).contains("Figures stated by the source"))
    }

    @Test func theHomePageNamesTheSiteOnce() {
        let settings = SiteSettings(title: "Demo University metrics")
        let home = leaderboardPage(
            context: PageContext(settings: settings, rootPath: ""),
            rows: [Samples.row(rank: 1, slug: "ada", name: "Ada", h: 3)], departments: [],
            introHTML: ""
        ).markup
        let body = home[home.range(of: "<body>")!.upperBound...]
        #expect(body.components(separatedBy: "Demo University metrics").count == 2, "\(body)")
        #expect(body.contains("<h1>Demo University metrics</h1>"))
        // Other pages keep the header's link home.
        let scientist = Self.page(Self.report())
        #expect(scientist.contains("<a class=\"site-title\" href=\"../../index.html\">"))
    }

    @Test func leaderboardsGiveTheDaysOfSavedData() {
        let settings = SiteSettings(title: "Demo University metrics")
        let rows = [
            Samples.row(rank: 1, slug: "ada", name: "Ada", h: 3),
            Samples.row(rank: 2, slug: "bo", name: "Bo", h: 2),
        ]
        func notes(fetched: [String: String], saved: [String: String]) -> String {
            leaderboardPage(
                context: PageContext(settings: settings, rootPath: ""), rows: rows,
                departments: [], introHTML: "", fetchedDays: fetched, savedDays: saved
            ).markup
        }
        #expect(
            notes(fetched: [:], saved: ["ada": "2026-01-01", "bo": "2026-01-01"]).contains(
                "Data as of 2026-01-01."))
        #expect(
            notes(fetched: ["ada": "2026-02-03"], saved: ["bo": "2026-01-01"]).contains(
                "Data as of 2026-01-01 to 2026-02-03."))
        // A saved page without its day: no claim about the days.
        #expect(!notes(fetched: ["ada": "2026-02-03"], saved: [:]).contains("Data as of"))
    }

    @Test func sentencesNameMetricsAndSourcesAsSentencesDo() {
        func home(_ language: SiteLanguage) -> String {
            var settings = SiteSettings(title: "Demo University metrics")
            settings.language = language
            return leaderboardPage(
                context: PageContext(settings: settings, rootPath: ""),
                rows: [Samples.row(rank: 1, slug: "ada", name: "Ada", h: 3)], departments: [],
                introHTML: ""
            ).markup
        }
        #expect(
            home(.english).contains(
                "#citations\">citations</a>, <a href=\"methodology/index.html#recent-h-index\">h-index of recent papers</a>: see the methodology page."
            ))
        #expect(home(.simplifiedChinese).contains("</a>、<a href="))
        let page = Self.page(Self.report())
        #expect(page.contains("Publications (source: Google Scholar profile), most cited first"))
    }
}
