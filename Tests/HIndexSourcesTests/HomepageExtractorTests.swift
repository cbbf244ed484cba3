import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// Small pages written for one layout feature each.
@Suite struct HomepageExtractorTests {
    static func extract(
        _ html: String, _ titles: [String], origin: String = "test.html"
    ) throws(SourceError) -> HomepageExtraction {
        try HomepageExtractor.extract(Data(html.utf8), origin: origin, knownTitles: titles)
    }

    static func page(_ body: String) -> String {
        "<html><head><title>Publications</title></head><body>"
            + "<nav><ul><li><a href='/'>Home</a></li><li><a href='/cv'>CV</a></li></ul></nav>"
            + body + "</body></html>"
    }

    @Test func yearSectionsGiveYears() throws {
        let html = Self.page(
            """
            <div id="pubs">
            <h3>2021</h3>
            <div class="paper"><a href="a.pdf">Learning to Rank Fish by Their Colour</a><br>
              Alice Smith, Bob Jones<br><i>ICML</i></div>
            <div class="paper"><a href="b.pdf">A Survey of Sea Creatures</a><br>
              Carol White and Alice Smith<br><i>Nature</i></div>
            <h3>2020</h3>
            <div class="paper"><a href="c.pdf">Deep Nets for Shallow Waters</a><br>
              Alice Smith<br><i>NeurIPS</i> [<a href="c.pdf">pdf</a>]</div>
            <div class="paper"><a href="d.pdf">Counting Whales from Space</a><br>
              Dan Brown, Alice Smith<br><i>CVPR</i></div>
            </div>
            """)
        let result = try Self.extract(
            html, ["Learning to rank fish by their colour", "Counting whales from space"])
        #expect(
            result.entries.map(\.title) == [
                "Learning to Rank Fish by Their Colour", "A Survey of Sea Creatures",
                "Deep Nets for Shallow Waters", "Counting Whales from Space",
            ])
        #expect(result.entries.map(\.year) == [2021, 2021, 2020, 2020])
        #expect(
            result.entries.map(\.authors) == [
                "Alice Smith, Bob Jones", "Carol White and Alice Smith", "Alice Smith",
                "Dan Brown, Alice Smith",
            ])
        #expect(result.entries.map(\.venue) == ["ICML", "Nature", "NeurIPS", "CVPR"])
        #expect(result.titleXPath.hasSuffix("' paper ')]/a"))
    }

    /// A list per year, some years with one paper: the `<li>` is the entry, not the `<ul>`
    /// that holds nothing else (found by the synthetic-site benchmark's smallest site).
    @Test func oneItemListsUnderYearHeadingsAreListsOfOne() throws {
        let html = Self.page(
            """
            <h2>Publications</h2>
            <h3>2015</h3>
            <ul class="pubs"><li>E. Nguyen, K. Dubois. <a href="a.pdf">Revisiting concrete
            fatigue in estuaries</a>. <em>IEEE Trans. Networking</em>, 2015.</li></ul>
            <h3>2014</h3>
            <ul class="pubs"><li>E. Nguyen, C. Horvat. <a href="b.pdf">Bridge decks: a regional
            approach</a>. <em>J. Appl. Econometrics</em>, 2014.</li>
            <li>F. Ito, E. Nguyen. <a href="c.pdf">Synaptic plasticity and sediment transport</a>.
            <em>Annals of Mathematics</em>, 2014.</li></ul>
            <h3>2002</h3>
            <ul class="pubs"><li>Y. Souza, E. Nguyen. <a href="d.pdf">Protein folding with
            limited labels</a>. <em>Annals of Mathematics</em>, 2002.</li></ul>
            <h2>Talks</h2>
            <ul><li>Keynote, Synthetic Research Days, 2025</li></ul>
            """)
        let titles = [
            "Revisiting concrete fatigue in estuaries", "Bridge decks: a regional approach",
            "Synaptic plasticity and sediment transport", "Protein folding with limited labels",
        ]
        let result = try Self.extract(html, titles)
        #expect(result.entries.map(\.title) == titles)
        #expect(result.entries.map(\.year) == [2015, 2014, 2014, 2002])
        #expect(result.selfCheck?.recovered == 4)
    }

    @Test func siblingListsOfTheSameShapeAreTakenIn() throws {
        let html = Self.page(
            """
            <h2>Journal articles</h2>
            <ul class="publist">
              <li><span class="title">Ocean Currents and Plankton Drift</span>
                  <span class="authors">Alice Smith, Bob Jones</span> Journal of Seas, 2019</li>
              <li><span class="title">Tides in Enclosed Basins</span>
                  <span class="authors">Alice Smith</span> Marine Letters, 2018</li>
            </ul>
            <h2>Conference papers</h2>
            <ul class="publist">
              <li><span class="title">Fast Simulation of Wave Breaking</span>
                  <span class="authors">Carol White, Alice Smith</span> SIGGRAPH 2017</li>
              <li><span class="title">Coral Reef Segmentation in the Wild</span>
                  <span class="authors">Alice Smith, Dan Brown</span> ICCV 2015</li>
            </ul>
            <h2>News</h2>
            <ul><li>Our paper on tides won an award at the Marine Letters meeting</li></ul>
            """)
        // Both known titles are in the first list; the second has the same shape.
        let result = try Self.extract(
            html, ["Ocean currents and plankton drift", "Tides in enclosed basins"])
        #expect(result.entries.count == 4)
        #expect(result.entries.last?.title == "Coral Reef Segmentation in the Wild")
        #expect(result.entries.last?.authors == "Alice Smith, Dan Brown")
        #expect(result.entries.map(\.year) == [2019, 2018, 2017, 2015])
        #expect(result.authorsXPath?.hasSuffix("' authors ')]") == true)
    }

    @Test func citationStringsWithQuotedTitles() throws {
        let html = Self.page(
            """
            <h2>Publications</h2>
            <ol>
            <li>A. Smith and B. Jones, "Ocean currents and plankton drift," Journal of Seas,
                vol. 3, 2019.</li>
            <li>C. White, A. Smith, and D. Brown, “Fast simulation of wave breaking,” in Proc.
                SIGGRAPH, 2017, pp. 1–10.</li>
            <li>A. Smith, "Tides in enclosed basins," Marine Letters, 2018.</li>
            </ol>
            """)
        let result = try Self.extract(
            html, ["Ocean Currents and Plankton Drift", "Tides in Enclosed Basins"])
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Fast simulation of wave breaking",
                "Tides in enclosed basins",
            ])
        #expect(
            result.entries.map(\.authors) == [
                "A. Smith and B. Jones", "C. White, A. Smith, and D. Brown", "A. Smith",
            ])
        #expect(result.entries.map(\.year) == [2019, 2017, 2018])
    }

    @Test func citationStringsWithLinkedAndPlainTitles() throws {
        let html = Self.page(
            """
            <div class="pubs">
            <div class="pub">Alice Smith and Bob Jones. <a href="x.pdf">Ocean Currents and
              Plankton Drift</a>. <em>Journal of Seas</em> 3, 2019</div>
            <div class="pub">Carol White, Alice Smith, and Dan Brown. Fast Simulation of Wave
              Breaking. <em>SIGGRAPH</em>, 2017</div>
            <div class="pub">Alice Smith. Tides in Enclosed Basins. <em>Marine Letters</em>,
              2018</div>
            <div class="pub">Alice Smith and Eve Black. <a href="y.pdf">Coral Reefs Seen from
              Space</a>. <em>Remote Sensing</em>, 2016</div>
            </div>
            """)
        let result = try Self.extract(
            html, ["Ocean currents and plankton drift", "Tides in enclosed basins"])
        #expect(
            result.entries.map(\.title) == [
                "Ocean Currents and Plankton Drift", "Fast Simulation of Wave Breaking",
                "Tides in Enclosed Basins", "Coral Reefs Seen from Space",
            ])
        #expect(result.entries.map(\.year) == [2019, 2017, 2018, 2016])
        #expect(result.entries[1].authors == "Carol White, Alice Smith, and Dan Brown")
        #expect(result.entries[1].venue == "SIGGRAPH, 2017")
    }

    @Test func titlesSideBySideInOneParagraph() throws {
        let html = Self.page(
            """
            <p><b>Ocean Currents and Plankton Drift</b><br>Alice Smith, Bob Jones<br>
            Journal of Seas, 2019<br><br>
            <b>Tides in Enclosed Basins</b><br>Alice Smith<br>Marine Letters, 2018<br><br>
            <b>Coral Reefs Seen from Space</b><br>Alice Smith, Eve Black<br>Remote Sensing,
            2016</p>
            """)
        let result = try Self.extract(
            html, ["Ocean currents and plankton drift", "Coral reefs seen from space"])
        #expect(result.entries.count == 3)
        #expect(
            result.entries.map(\.authors) == [
                "Alice Smith, Bob Jones", "Alice Smith", "Alice Smith, Eve Black",
            ])
        #expect(result.entries.map(\.year) == [2019, 2018, 2016])
    }

    @Test func citationLinesSeparatedByBreaks() throws {
        let html = Self.page(
            """
            <h2>Papers</h2>
            <p>A. Smith and B. Jones. Ocean currents and plankton drift. Journal of Seas, 2019.<br>
            C. White, A. Smith. Fast simulation of wave breaking. SIGGRAPH, 2017.<br>
            A. Smith. Tides in enclosed basins. Marine Letters, 2018.<br>
            <br></p>
            """)
        let result = try Self.extract(
            html, ["Ocean Currents and Plankton Drift", "Tides in Enclosed Basins"])
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Fast simulation of wave breaking",
                "Tides in enclosed basins",
            ])
        #expect(
            result.entries.map(\.authors) == [
                "A. Smith and B. Jones", "C. White, A. Smith", "A. Smith",
            ])
        #expect(result.entries.map(\.year) == [2019, 2017, 2018])
    }

    @Test func boldTitlesAfterTheAuthors() throws {
        let html = Self.page(
            """
            <ul class="bib">
            <li>Alice Smith, Bob Jones, <b>Ocean Currents and Plankton Drift</b>, <i>Journal of
              Seas</i> 2019</li>
            <li>Carol White, <span class="me">Alice Smith</span>, Dan Brown,
              <b>Fast Simulation of Wave Breaking</b>, <i>SIGGRAPH</i> 2017</li>
            <li>Alice Smith, <b>Tides in Enclosed Basins</b>, <i>Marine Letters</i> 2018</li>
            </ul>
            """)
        let result = try Self.extract(
            html, ["Ocean currents and plankton drift", "Tides in enclosed basins"])
        #expect(result.entries.count == 3)
        #expect(
            result.entries.map(\.authors) == [
                "Alice Smith, Bob Jones", "Carol White, Alice Smith, Dan Brown", "Alice Smith",
            ])
        #expect(result.entries.map(\.year) == [2019, 2017, 2018])
    }

    @Test func strayMentionsOfKnownTitlesAreIgnored() throws {
        var items = ""
        var titles: [String] = []
        for index in 1...12 {
            let title = "Study number \(index) of ocean currents near the coast"
            titles.append(title)
            items +=
                "<li>Alice Smith and Bob Jones. \(title). Journal of Seas, \(2000 + index).</li>\n"
        }
        let html = Self.page(
            """
            <section id="news"><ul>
            <li>Our paper "\(titles[0])" won the best paper award!</li>
            <li>Invited talk about \(titles[1]) at the Sea Symposium in Lisbon.</li>
            <li>New grant on plankton drift from the National Science Foundation.</li>
            </ul></section>
            <section id="papers"><ul>
            \(items)</ul></section>
            """)
        let result = try Self.extract(html, titles)
        #expect(result.entries.count == 12)
        #expect(result.entries.allSatisfy { $0.authors == "Alice Smith and Bob Jones" })
        #expect(result.titleXPath.contains("papers"))
    }

    @Test func selectedBlockWithOtherMarkupAndFullList() throws {
        let html = Self.page(
            """
            <p>Links: <a href="/talks">Invited talks and slides</a>, <a href="/code">Our code
              on GitHub</a>, <a href="/press">Press coverage</a></p>
            <div class="highlights">
              <div class="card"><h3><a href="1">Ocean Currents and Plankton Drift</a></h3>
                <p>Alice Smith, Bob Jones</p></div>
              <div class="card"><h3><a href="3">Tides in Enclosed Basins</a></h3>
                <p>Alice Smith</p></div>
            </div>
            <h2>All publications</h2>
            <ul>
              <li><a href="1">Ocean Currents and Plankton Drift</a><br>Alice Smith, Bob Jones<br>
                Journal of Seas, 2019</li>
              <li><a href="2">Fast Simulation of Wave Breaking</a><br>Carol White, Alice Smith<br>
                SIGGRAPH, 2017</li>
              <li><a href="3">Tides in Enclosed Basins</a><br>Alice Smith<br>Marine Letters,
                2018</li>
              <li><a href="4">Coral Reefs Seen from Space</a><br>Alice Smith, Eve Black<br>
                Remote Sensing, 2016</li>
            </ul>
            """)
        let result = try Self.extract(
            html, ["Ocean currents and plankton drift", "Tides in enclosed basins"])
        #expect(
            result.entries.map(\.title) == [
                "Ocean Currents and Plankton Drift", "Tides in Enclosed Basins",
                "Fast Simulation of Wave Breaking", "Coral Reefs Seen from Space",
            ])
        #expect(result.entries.map(\.year) == [2019, 2018, 2017, 2016])
        #expect(result.notes.contains { $0.hasPrefix("2 repeated listings merged") })
    }

    @Test func markdownListWithBoldTitles() throws {
        let markdown = """
            # Publications

            ## 2020

            1. **Ocean Currents and Plankton Drift**. Alice Smith, Bob Jones. Journal of Seas.
            2. **Tides in Enclosed Basins**. Alice Smith. Marine Letters.

            ## 2019

            - **Coral Reefs Seen from Space**, Alice Smith and Eve Black. [pdf](x.pdf)
              - An indented note about this paper, not a publication.
            - Talk: **Invited keynote** at the Sea Symposium
            """
        let result = try Self.extract(
            markdown, ["Ocean currents and plankton drift", "Tides in enclosed basins"],
            origin: "content/pubs.md")
        #expect(
            result.entries.map(\.title) == [
                "Ocean Currents and Plankton Drift", "Tides in Enclosed Basins",
                "Coral Reefs Seen from Space",
            ])
        #expect(result.entries.map(\.year) == [2020, 2020, 2019])
        #expect(
            result.entries.map(\.authors) == [
                "Alice Smith, Bob Jones", "Alice Smith", "Alice Smith and Eve Black",
            ])
    }

    @Test func quotesAroundATitleGoButAQuotationOpeningItStays() throws {
        let markdown = """
            - **“Where are the fish?” Acoustic surveys & machine learning**. E. Park. ICES, 2022.
            - **Ocean Currents and Plankton Drift**. A. Smith. Journal of Seas, 2020.
            - **“Tides in Enclosed Basins”**. A. Smith. Marine Letters, 2019.
            """
        let result = try Self.extract(
            markdown, ["Ocean currents and plankton drift", "Tides in enclosed basins"],
            origin: "pubs.md")
        #expect(
            result.entries.map(\.title) == [
                "“Where are the fish?” Acoustic surveys & machine learning",
                "Ocean Currents and Plankton Drift", "Tides in Enclosed Basins",
            ])
    }

    // MARK: - Pages that cannot be understood

    @Test func oneKnownTitleIsNotEnough() {
        let html = Self.page(
            "<ul><li><a>Ocean Currents and Plankton Drift</a></li><li><a>Other</a></li></ul>")
        #expect(
            throws: SourceError.notUnderstood(
                source: "homepage", origin: "test.html",
                reason: "only 1 of the 3 known titles occurs on the page; at least two are "
                    + "needed to learn where its titles stand (is it the publication list?)",
                check: HomepageSelfCheck(knownTitles: 3, onPage: 1, recovered: 0))
        ) {
            try Self.extract(
                html,
                [
                    "Ocean currents and plankton drift", "Tides in enclosed basins",
                    "Coral reefs seen from space",
                ])
        }
    }

    @Test func noKnownTitlesIsReported() {
        #expect(throws: SourceError.self) {
            try Self.extract(Self.page("<p>Hello</p>"), [])
        }
    }

    @Test func blockedPageIsNotParsed() {
        let html = """
            <html><body><h1>Sorry...</h1><div>We're sorry... but your computer or network may
            be sending automated queries. Our systems have detected unusual traffic from your
            computer network.</div><form action="https://www.google.com/sorry/index"></form>
            </body></html>
            """
        do {
            _ = try Self.extract(html, ["Ocean currents", "Tides in enclosed basins"])
            Issue.record("a blocked page was parsed")
        } catch {
            guard case .blocked(let source, let origin, _) = error else {
                Issue.record("expected .blocked, got \(error)")
                return
            }
            #expect(source == "homepage")
            #expect(origin == "test.html")
        }
    }

    @Test(arguments: [
        "", "\u{0}\u{1}\u{2}garbage\u{ff}", "just some words, no markup at all",
        "<html><body></body></html>",
    ])
    func garbageIsATypedError(input: String) {
        #expect(throws: SourceError.self) {
            try Self.extract(input, ["Ocean currents and plankton drift", "Tides in basins"])
        }
    }

    @Test func garbageMarkdownIsATypedError() {
        #expect(throws: SourceError.self) {
            try Self.extract("", ["Ocean currents"], origin: "pubs.md")
        }
        #expect(throws: SourceError.self) {
            try Self.extract("no lists here\n\n", ["Ocean currents", "Tides"], origin: "p.md")
        }
    }

    @Test func stringsWithoutListStructureAreReported() {
        // Both titles in one sentence: no repeating element holds them.
        let html = Self.page(
            "<p>We wrote Ocean Currents and Plankton Drift and later Tides in Enclosed Basins"
                + " during a long and happy time at sea.</p>")
        #expect(throws: SourceError.self) {
            try Self.extract(
                html, ["Ocean currents and plankton drift", "Tides in enclosed basins"])
        }
    }

    // MARK: - JSON

    @Test func inspectJSON() {
        let extraction = HomepageExtraction(
            entries: [
                ReferenceEntry(title: "Tides", authors: "A. Smith", year: 2018, venue: "ML"),
                ReferenceEntry(title: "Waves"),
            ],
            provenance: [
                HomepageEntryProvenance(
                    rule: "title after the first \"). \" up to \". \"", seedTitle: "tides",
                    seedSimilarity: 1),
                HomepageEntryProvenance(rule: "title after the first \"). \" up to \". \""),
            ],
            titleXPath: "//li", authorsXPath: nil,
            rules: ["title after the first \"). \" up to \". \""],
            selfCheck: HomepageSelfCheck(knownTitles: 3, onPage: 2, recovered: 2), notes: ["n"])
        #expect(
            HomepageExtractor.inspectJSON(extraction) == """
                {
                  "entries": [
                    {
                      "authors": "A. Smith",
                      "found_by": {
                        "rule": "title after the first \\"). \\" up to \\". \\"",
                        "seed": "tides",
                        "seed_similarity": 1.000
                      },
                      "title": "Tides",
                      "year": 2018
                    },
                    {
                      "authors": null,
                      "found_by": {
                        "rule": "title after the first \\"). \\" up to \\". \\"",
                        "seed": null,
                        "seed_similarity": null
                      },
                      "title": "Waves",
                      "year": null
                    }
                  ],
                  "rules": [
                    "title after the first \\"). \\" up to \\". \\""
                  ],
                  "self_check": {
                    "known_titles": 3,
                    "on_page": 2,
                    "passed": true,
                    "recovered": 2,
                    "required_share": 0.80
                  },
                  "source": "homepage",
                  "xpath": {
                    "authors": null,
                    "title": "//li"
                  }
                }
                """)
    }
}

/// Layouts met on the corpus's newer pages (issue 30): a definition list whose groups are
/// `dt` (authors), `dd` (the title alone) and `dd` (the venue); a Markdown file that is a
/// front matter over raw HTML tables.
struct HomepageDefinitionListTests {
    static let titles = [
        "Ocean currents and plankton drift", "Tides in enclosed basins",
        "Coral reefs seen from space", "Kelp forests in warming seas",
        "Sea ice and its algae", "Deep water formation in winter",
    ]

    static func group(_ authors: String, _ title: String, _ venue: String) -> String {
        "<dt>\(authors)</dt>\n<dd><b>\(title)</b></dd>\n<dd>\(venue) [<a href='x.pdf'>PDF</a>]</dd>\n"
    }

    @Test func definitionListGroupsAreEntriesNotTheWholeList() throws {
        // Several groups per `dl`, one `dl` per section: each group is one entry.
        let sections = [Array(Self.titles[0..<2]), Array(Self.titles[2..<5]), [Self.titles[5]]]
        var body = ""
        for (index, section) in sections.enumerated() {
            body += "<h2>Section \(index + 1)</h2>\n<dl>\n"
            for title in section {
                body += Self.group("J. Yang, A. Smith", title, "J. Seas, 12:1-9, 202\(index)")
            }
            body += "</dl>\n"
        }
        let result = try HomepageExtractor.extract(
            Data(HomepageExtractorTests.page(body).utf8), origin: "test.html",
            knownTitles: [Self.titles[0], Self.titles[2], Self.titles[3], Self.titles[5]])
        #expect(result.entries.map { $0.title.lowercased() } == Self.titles.map { $0.lowercased() })
    }

    @Test func aMarkdownFileOfRawHTMLTablesIsReadAsHTML() throws {
        var markdown = "---\ntitle: Publications\noutput: html_document\n---\n\n"
        for (index, title) in Self.titles.enumerated() {
            markdown +=
                "<h3>\(2020 - index)</h3>\n<table class=\"publication-table\"><tbody>\n"
                + "<tr><td><a href=\"https://example.org/\(index)\"><font color=\"black\">\(title)</font></a>, <i>J. Seas</i>, 1-3 (\(2020 - index)).</td></tr>\n"
                + "</tbody></table>\n"
        }
        let result = try HomepageExtractor.extract(
            Data(markdown.utf8), origin: "index.md",
            knownTitles: [Self.titles[0], Self.titles[2], Self.titles[4]])
        #expect(result.entries.map { $0.title.lowercased() } == Self.titles.map { $0.lowercased() })
    }
}

/// A title that is only a web address, or a Markdown link reference definition, is a link.
struct HomepageAddressTitleTests {
    @Test(arguments: [
        "https://drive.google.com/file/d/1hGgh6ZDUh4T/view?usp=sharing",
        "www.example.org/paper.pdf",
        "[phd]: https://lib.dr.iastate.edu/rtd/10527/", "  HTTP://EXAMPLE.ORG/x  ",
    ])
    func addressesAreNoTitles(title: String) {
        #expect(HomepageExtractor.isAddress(title))
    }

    @Test(arguments: [
        "https://example.org: a study of links", "Why www.example.org failed",
        "[Review] A study of links", "WWW 2020 keynote",
    ])
    func titlesMentioningAddressesStayTitles(title: String) {
        #expect(!HomepageExtractor.isAddress(title))
    }
}

/// A Markdown page whose entries open with a heading of their own (`### Title`, then the
/// authors and venue on the lines below) is read with those headings as the titles.
struct HomepageHeadingEntryTests {
    @Test func headingsOfTheDeepestLevelAreEntriesWhenTheBlocksHoldNoKnownTitle() throws {
        let titles = [
            "Ocean currents and plankton drift", "Tides in enclosed basins",
            "Coral reefs seen from space", "Kelp forests in warming seas",
        ]
        var markdown = "---\ntitle: Publications\n---\n## Journal articles\n\n"
        for (index, title) in titles.enumerated() {
            markdown +=
                "### \(title)\nSmith, A. *Journal of Seas* \(2020 - index)\nhttps://doi.org/10.1/\(index)\n\n"
        }
        markdown += "## Talks\n\nNone yet.\n"
        let result = try HomepageExtractor.extract(
            Data(markdown.utf8), origin: "publications.md",
            knownTitles: [titles[0], titles[1], titles[3]])
        #expect(result.entries.map(\.title) == titles)
        // A heading level used once or twice names sections only.
        #expect(HomepageMarkdown.entryHeadingLevel("## A\n### B\n### C\ntext") == nil)
        #expect(HomepageMarkdown.entryHeadingLevel("## A\n### B\n### C\n### D") == 3)
    }
}
