import Foundation
import HIndexCore
import Testing

@testable import HIndexSources

/// The general rules of issue 30, each on a small page written for it: kinds of layout,
/// title delimiters, statuses and encodings that pages nobody tuned the extractor to have.
@Suite struct HomepageGeneralRulesTests {
    static func extract(
        _ text: String, _ titles: [String], origin: String = "test.html"
    ) throws(SourceError) -> HomepageExtraction {
        try HomepageExtractor.extract(Data(text.utf8), origin: origin, knownTitles: titles)
    }

    static func page(_ body: String) -> String {
        "<html><head><title>Publications</title></head><body>" + body + "</body></html>"
    }

    /// Authors, title and venue on lines of their own (`<br>`), with nothing but the line
    /// break between the authors and the title: the line is the title, also where it is one
    /// word of another script.
    @Test func titlesOnALineOfTheirOwn() throws {
        let html = Self.page(
            """
            <ol>
            <li><p>T. Sato, G. Mori, &amp; M. Ueda <br />
            Ocean currents and plankton drift. <br />
            Journal of Seas, vol.3, pp.1-9, 2021. <br />
            [<a href="a.pdf">paper</a>] <br /></p></li>
            <li><p>T. Sato &amp; M. Ueda <br />
            Fast simulation of wave breaking. <br />
            Marine Letters, vol.1, pp.2-5, 2019. <br /></p></li>
            <li><p>佐藤 太郎, 森 五郎 <br />
            潮汐の数値計算法 <br />
            海洋会議, 2018. <br /></p></li>
            <li><p>T. Sato <br />
            Tides in enclosed basins. <br />
            Coastal Engineering, vol.7, pp.3-4, 2017. <br /></p></li>
            </ol>
            """)
        let result = try Self.extract(
            html, ["Ocean currents and plankton drift", "Tides in enclosed basins"])
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Fast simulation of wave breaking",
                "潮汐の数値計算法", "Tides in enclosed basins",
            ])
        #expect(result.rules.contains("title is the second line of the entry"))
        #expect(result.entries.first?.authors == "T. Sato, G. Mori, & M. Ueda")
    }

    /// A year or a status printed inside the title's element is not part of the title.
    @Test(arguments: [
        ("Ocean currents (2019)", "Ocean currents", 2019 as Int?),
        ("Ocean currents (2019a).", "Ocean currents", 2019),
        ("Ocean currents (no prelo)", "Ocean currents", nil),
        ("Ocean currents (in press)", "Ocean currents", nil),
        ("Ocean currents (202x)", "Ocean currents", nil),
    ])
    func trailingDatesAndStatusesLeaveTheTitle(
        _ written: String, _ title: String, _ year: Int?
    ) throws {
        let found = try #require(HomepageText.withoutTrailingDate(written))
        #expect(found.title == title)
        #expect(found.year == year)
    }

    @Test(arguments: ["Ocean currents (Part 2)", "Ocean currents", "(2019)", "Tides (ed.)"])
    func otherParenthesesStay(_ written: String) {
        #expect(HomepageText.withoutTrailingDate(written) == nil)
    }

    /// A Markdown page whose known titles are bold links: entries not linked yet keep the
    /// bold, and count; a bold label of one word ("**Abstract**:") does not.
    @Test func markdownBoldLinksAndBoldTitles() throws {
        let markdown = """
            ![icon](/img/a.png) [**Ocean Currents and Plankton Drift (2019)**](http://a.org/1)

            **Abstract**: We study currents and how plankton drifts in them over a season.

            ![icon](/img/a.png) [**Fast Simulation of Wave Breaking (2017)**](http://a.org/2)

            **Abstract**: Waves break; we simulate it quickly on one machine.

            ![icon](/img/a.png) **Tides in Enclosed Basins (in press)**

            **Abstract**: Tides in basins are enclosed.
            """
        let result = try Self.extract(
            markdown, ["Ocean currents and plankton drift", "Fast simulation of wave breaking"],
            origin: "pubs.md")
        #expect(
            result.entries.map(\.title) == [
                "Ocean Currents and Plankton Drift", "Fast Simulation of Wave Breaking",
                "Tides in Enclosed Basins",
            ])
        #expect(result.entries.map(\.year) == [2019, 2017, nil])
    }

    /// A style that drifts down the page (APA, then the owner's own "(2009) <a>Title</a>
    /// Journal" without a period), a species in italics inside titles, and a short known title
    /// that is also the name of a book cited in many entries: the titles come out whole.
    @Test func driftingStyleWithItalicsInTitlesAndAnAmbiguousKnownTitle() throws {
        let html = Self.page(
            """
            <ol>
            <li>Smith, A., &amp; Jones, B. (2023). Ocean currents and plankton drift. Marine
              Letters, 4(1), 1-9.</li>
            <li>Smith, A. (2022). Tides in enclosed basins. Coastal Engineering, 7, 3-4.</li>
            <li>Smith, A., White, C., &amp; Brown, D. (2021). Wave breaking in shallow water.
              Ocean Dynamics, 9, 10-20.</li>
            <li>Smith, A. (2018) Sea ice and plankton blooms. Polar Biology 3: 1-2.</li>
            <li>Smith, A., and B. Jones. (2016) <a href="a"><b>Drift of larvae in
              estuaries</b></a> Oikos 125:1027-1034</li>
            <li>Smith, A., and C. White. (2012) <a href="b">Could plankton survive a warmer
              sea?</a> Biological Invasions 16:903-917</li>
            <li>Brown, D., and A. Smith. (1999) <a href="c">Parasites of lesser snow geese</a>
              (<i>Chen caerulescens</i>) during their migration. Oecologia 120: 613-620.</li>
            <li>Smith, A., and D. Brown. (1994) <a href="d">Mobility of the water fleas
              <i>Daphnia pulex</i> in lakes</a>. Canadian Journal of Zoology 72:1217-1226.</li>
            <li>Smith, A. (2012). Sea engineers. In White, C. (eds.) Sea engineers: plants to
              protists. Academic Press. p. 230-234.</li>
            <li>Smith, A. (2007) Sea engineering in space and time. In White, C. (eds.) Sea
              engineers: plants to protists. Academic Press. p. 69-74.</li>
            <li>Jones, B., and A. Smith. (2007) A history of sea engineering. In White, C.
              (eds.) Sea engineers: plants to protists. Academic Press. p. 25-46.</li>
            </ol>
            """)
        let result = try Self.extract(
            html,
            [
                "Ocean currents and plankton drift", "Wave breaking in shallow water",
                "Sea ice and plankton blooms", "Sea engineers",
            ])
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Tides in enclosed basins",
                "Wave breaking in shallow water", "Sea ice and plankton blooms",
                "Drift of larvae in estuaries",
                "Could plankton survive a warmer sea?",
                "Parasites of lesser snow geese (Chen caerulescens) during their migration",
                "Mobility of the water fleas Daphnia pulex in lakes", "Sea engineers",
                "Sea engineering in space and time", "A history of sea engineering",
            ])
    }

    /// Title-first entries whose title runs into the journal where nothing but a line break
    /// separates them: the venue tail is cut, titles that merely end in capitals or numbers
    /// are not.
    @Test(arguments: [
        (
            "When are stars the largest families? Discrete Math. 343",
            "When are stars the largest families?"
        ),
        (
            "Stability theorems on cross families European J. Combin. 82",
            "Stability theorems on cross families"
        ),
        ("A product version of the theorem, J. Comb. Theory", "A product version of the theorem"),
        (
            "Integer sequences from weighted sets, Combinatorics, Probability and Computing, 22",
            "Integer sequences from weighted sets"
        ),
        (
            "Intersecting families uniform versus weighted, Ryukyu Math. Journal, Vol 18",
            "Intersecting families uniform versus weighted"
        ),
        (
            "Several inequalities concerning families, Ph.D. Thesis, Keio Univ",
            "Several inequalities concerning families"
        ),
        (
            "The random walk method for families, in Horizons of Combinatorics",
            "The random walk method for families"
        ),
    ])
    func venueTailsAreCut(_ written: String, _ title: String) throws {
        let characters = Array(written)
        let cut = try #require(HomepageVenueTail.start(in: characters))
        #expect(String(characters[..<cut]).trimmingCharacters(in: .whitespaces) == title)
    }

    @Test(arguments: [
        "Solving linear equations in a vector space over a finite field II",
        "Learning to rank, Part 2", "On a theorem of J. Smith",
        "Global burden of disease, Study 2019", "Brownian motion in Dimension 3",
        "Graphs, Groups and Geometry", "A note on the Erdos-Ko-Rado Theorem",
    ])
    func titlesWithoutVenueTailsStay(_ written: String) {
        #expect(HomepageVenueTail.start(in: Array(written)) == nil)
    }

    /// Titles pasted from PubMed: its bracketed notes (closed or cut off) and a journal glued
    /// to the title's period are no part of the title (NLM's citation format).
    @Test(arguments: [
        (
            "Oncogenic Smurf1 promotes glioblastoma growth [published online ahead of print, 2020 Jul 31]",
            "Oncogenic Smurf1 promotes glioblastoma growth"
        ),
        (
            "A quantitative model of MRI features [published correction appears in Eur Radiol",
            "A quantitative model of MRI features"
        ),
        (
            "EGFL7 is an intercellular EGFR signal messenger that plays an oncogenic role in glioma.Cancer Lett. 2017 Jan 1;384:9-18",
            "EGFL7 is an intercellular EGFR signal messenger that plays an oncogenic role in glioma"
        ),
        (
            "Promoting Temozolomide Resistance via the FUS/MDM2 Ubiquitination Axis.Front Cell Dev Biol",
            "Promoting Temozolomide Resistance via the FUS/MDM2 Ubiquitination Axis"
        ),
        (
            "Genetic epidemiology and risk factors for brain tumors.Zhong Nan Da Xue Xue Bao Yi Xue Ban",
            "Genetic epidemiology and risk factors for brain tumors"
        ),
        ("Tumour markers in serum [Article in Chinese]", "Tumour markers in serum"),
    ])
    func pubMedTails(_ written: String, _ title: String) {
        #expect(HomepageText.withoutPubMedTail(written) == title)
    }

    /// A GB/T 7714 document-type code glued to the end of a title the learned rule read
    /// (`… nerve in cats[J]. Journal …`) is cut off.
    @Test func aDocumentTypeCodeGluedToATitleIsCutOff() throws {
        let html = Self.page(
            """
            <ol>
            <li>Li X, Wang Y. Tides of the northern sea. Ocean Res. 2019;3:1-9.</li>
            <li>Li X, Zhang W. Currents and plankton drift. Sea Sci. 2018;2:10-19.</li>
            <li>Li X, Chen G. Surgical approach to the oculomotor nerve in cats[J]. Chin Vet J. 2003;5:2-4.</li>
            </ol>
            """)
        let extraction = try Self.extract(
            html, ["Tides of the northern sea", "Currents and plankton drift"])
        #expect(
            extraction.entries.map(\.title) == [
                "Tides of the northern sea", "Currents and plankton drift",
                "Surgical approach to the oculomotor nerve in cats",
            ])
    }

    /// Link rows that name the publisher (`sciencedirect`, `onlinelibrary`) are link labels, and
    /// HTML5 entities libxml2 does not know (`&ThinSpace;`) are decoded.
    @Test func publisherLinksAndHTML5Entities() throws {
        #expect(HomepageText.isLinkLabel("sciencedirect"))
        #expect(HomepageText.isLinkLabel("[onlinelibrary] [pdf]"))
        // A venue that is a publisher's name stays a venue.
        #expect(!HomepageText.isLinkLabel("Nature"))
        #expect(!HomepageText.isLinkLabel("Nature and nurture in plant signalling"))
        #expect(
            HomepageText.decodingStrayEntities("Larsen, M.&ThinSpace;S.") == "Larsen, M.\u{2009}S.")
        #expect(HomepageText.decodingStrayEntities("it&apos;s") == "it's")
        #expect(HomepageText.decodingStrayEntities("&NotAnEntity;") == "&NotAnEntity;")
    }

    @Test(arguments: [
        "Growth of E.Coli in biofilms", "Rethinking the U.S. Federal Reserve",
        "Notes on www.Example.org and its users", "A survey [of sorts] of graph coloring",
        "Version 2.Results of the second survey", "Learning to rank",
        "Deep learning for vision.Part two of the lectures on neural networks and their uses",
    ])
    func titlesWithoutPubMedTailsStay(_ written: String) {
        #expect(HomepageText.withoutPubMedTail(written) == nil)
    }

    /// Status lines and inverted-name lists are no titles: where the learned rule lands on one
    /// (a status after an unusual title, a start inside a long author list), the entry is read
    /// again by the author-name grammar or by its one bold element.
    @Test func statusLinesAndNameListsAreNoTitles() throws {
        #expect(HomepageText.isStatusLine("Under review at the Population Dynamics Lab"))
        #expect(HomepageText.isStatusLine("Submitted to Nature"))
        #expect(HomepageText.isStatusLine("(in press)"))
        #expect(!HomepageText.isStatusLine("Accepted wisdom in ocean science"))
        #expect(!HomepageText.isStatusLine("In search of lost plankton"))
        #expect(HomepageText.isInvertedNameList("Maganga, G., Walton, S., Suri, D."))
        #expect(HomepageText.isInvertedNameList("Castilla, J"))
        #expect(HomepageText.isInvertedNameList("Langlois, Devika J"))
        #expect(!HomepageText.isInvertedNameList("Fish, Chips"))
        #expect(!HomepageText.isInvertedNameList("Oceans, Currents and Tides: A. Survey"))

        let markdown = """
            Gordon M, Steiger BB, Casey JA. Two decades of wildfire burn zone data, 2000-2019. \
            Under review at Nature. March 2025.

            Casey JA, Gu YM, Wilner LB. The Los Angeles wildfires and healthcare use. medRxiv. \
            2025:2025-03.

            Do V, Wilner LB, Casey JA. Severe weather events co-occurring with power outages. \
            PLOS Climate. 2025;4(1):e0000523.

            Ann Lee Smith, Bo Jones, Jim Phuong. walkbout: extracting walks from GPS data. \
            Under review at the Population Lab. March 2025.

            James, S. L., Abate, D., Abay, S. M., ... Castilla, J. (2021). **Policy \
            considerations for international travel in the context of COVID-19**. The Lancet. \
            17 August 2021; 392:1789-1858.
            """
        let result = try Self.extract(
            markdown,
            [
                "Two decades of wildfire burn zone data, 2000-2019",
                "The Los Angeles wildfires and healthcare use",
                "Severe weather events co-occurring with power outages",
            ], origin: "pubs.md")
        #expect(
            result.entries.map(\.title) == [
                "Two decades of wildfire burn zone data, 2000-2019",
                "The Los Angeles wildfires and healthcare use",
                "Severe weather events co-occurring with power outages",
                "walkbout: extracting walks from GPS data",
                "Policy considerations for international travel in the context of COVID-19",
            ])
    }

    /// Sections headed by a bold paragraph of the same markup as the titles: the headings are
    /// alone in their items, right before a list of titles, and are left out.
    @Test func headingsMarkedLikeTitlesAreNoEntries() throws {
        var sections = ""
        for (heading, titles) in [
            ("Thèse de doctorat", ["The Chepang language: phonology and morphology"]),
            ("Articles de journal", ["Valence and voice strategies", "On the origin of prefixes"]),
            ("Comptes rendus", ["Review: The Dura language"]),
        ] {
            sections +=
                "<div class=\"item\"><p class=\"pub-title\"><strong>\(heading)</strong></p><ul>"
            for title in titles {
                sections +=
                    "<li><strong>\(title)</strong><br>Marie Pons (2021) | <em>Linguistics</em></li>"
            }
            sections += "</ul></div>"
        }
        let result = try Self.extract(
            Self.page("<main><h2>Publications</h2>" + sections + "</main>"),
            ["The Chepang language: phonology and morphology", "On the origin of prefixes"])
        #expect(
            result.entries.map(\.title) == [
                "The Chepang language: phonology and morphology", "Valence and voice strategies",
                "On the origin of prefixes", "Review: The Dura language",
            ])
    }

    /// GB/T 7714, the Chinese national citation style: names run together with their own
    /// commas, the title ended by a document-type code glued to it, a patent's number before
    /// its code.
    @Test(arguments: [
        ("孙轲,李玉峰,谢少荣*,等. 无人系统安全防护框架[J]. 智能安全, 2024, 3(04):65-71.", "无人系统安全防护框架"),
        ("孙轲，张文伟，李政霖. 低开销移动目标防御方法: 202511426221.X[P]. 2025-09-30.", "低开销移动目标防御方法"),
        (
            "Dai W, Quek Z H, Low K H. Ocean currents and plankton drift[J]. Journal of Seas, 2024, 244: 109908.",
            "Ocean currents and plankton drift"
        ),
        (
            "Dai W, Low K H. Tides in enclosed basins[C]//Proceedings of the Coastal Conference. 2023: 1-9.",
            "Tides in enclosed basins"
        ),
    ])
    func gbt7714Entries(_ written: String, _ title: String) throws {
        let text = HomepageCitationText(characters: Array(written))
        let parts = try #require(HomepageCitation.split(text, order: .authorsFirst))
        #expect(parts.title == title)
        #expect(HomepageText.isAuthorList(parts.authors), "\(parts.authors)")
    }

    /// A UTF-8 page with one byte pasted from a Latin-1 editor keeps that word; valid UTF-8
    /// and its byte-order mark are untouched.
    @Test func strayLatin1BytesReadAsWindows1252() throws {
        let bytes: [UInt8] =
            Array("<ol><li>A. Smith. Ocean currents and plankton drift. J. Seas, 2019.</li>".utf8)
            + Array("<li>A. Smith. Caf".utf8) + [0xE9]
            + Array(" culture and the Universit\u{E9} of tides. Marine Letters, 2018.</li>".utf8)
            + Array("<li>A. Smith. Tides in enclosed basins. Coastal Eng., 2017.</li></ol>".utf8)
        let result = try HomepageExtractor.extract(
            Data(bytes), origin: "test.html",
            knownTitles: ["Ocean currents and plankton drift", "Tides in enclosed basins"])
        #expect(result.entries.map(\.title).contains("Café culture and the Université of tides"))
        let valid = Data([0xEF, 0xBB, 0xBF] + Array("Université €".utf8))
        #expect(HomepageEncoding.repairingStrayBytes(valid) == valid)
        #expect(
            HomepageEncoding.repairingStrayBytes(Data([0x61, 0x80, 0x93, 0xC3]))
                == Data("a€“Ã".utf8))
    }

    /// A Markdown page saved with a byte-order mark and CRLF line ends: the front matter is
    /// still the front matter, and the list is read.
    @Test func markdownWithByteOrderMarkAndCRLF() throws {
        let text =
            "\u{FEFF}---\r\ntitle: Publications\r\n---\r\n\r\n"
            + "- Smith, A. (2019). Ocean currents and plankton drift. *Journal of Seas*.\r\n"
            + "- Smith, A. (2018). Fast simulation of wave breaking. *Marine Letters*.\r\n"
            + "- Smith, A. (2017). Tides in enclosed basins. *Coastal Engineering*.\r\n"
        let result = try Self.extract(
            text, ["Ocean currents and plankton drift", "Tides in enclosed basins"],
            origin: "pubs.md")
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Fast simulation of wave breaking",
                "Tides in enclosed basins",
            ])
    }

    /// A Japanese section after an English one, learned from English titles only: Japanese
    /// corner brackets are quotation marks like “ ” (「title」, 『journal』), and a title of one
    /// unspaced word is a title.
    @Test func japaneseCornerBracketsQuoteTitles() throws {
        let html = Self.page(
            """
            <h2>Journal papers</h2><ol>
            <li>T. Sato, G. Mori, and M. Ueda, “Ocean currents and plankton drift,” Journal of Seas, vol. 3, pp. 1-9, 2021.</li>
            <li>T. Sato and M. Ueda, “Fast simulation of wave breaking,” Marine Letters, vol. 1, pp. 2-5, 2019.</li>
            <li>T. Sato, “Tides in enclosed basins,” Coastal Engineering, vol. 7, pp. 3-4, 2017.</li>
            </ol><h2>国内会議</h2><ol>
            <li>佐藤太郎, 森五郎, 上田実, 「潮汐の数値計算法について」, 『海洋学会誌』, Vol.4, No.2, pp.80-91, 2011年5月</li>
            <li>佐藤太郎, 上田実, 「波の砕ける様子の高速シミュレーション」, 第10回海洋会議, 2010年3月</li>
            <li>佐藤太郎, 「沿岸域における - 潮流の観測 -」, 日本海洋学会大会, 2009年9月</li>
            </ol>
            """)
        let result = try Self.extract(
            html,
            [
                "Ocean currents and plankton drift", "Tides in enclosed basins",
                "Fast simulation of wave breaking",
            ])
        #expect(
            result.entries.map(\.title).suffix(3) == [
                "潮汐の数値計算法について", "波の砕ける様子の高速シミュレーション", "沿岸域における - 潮流の観測 -",
            ])
        #expect(result.entries.map(\.year).suffix(3) == [2011, 2010, 2009])
    }

    /// French guillemets with their inner spaces, German „…“ and »…« quote titles as “…” do.
    @Test func guillemetsAndGermanQuotesQuoteTitles() throws {
        let html = Self.page(
            """
            <ol>
            <li>Dupont, J., Martin, P., “Ocean currents and plankton drift”, Journal of Seas, vol. 3, pp. 1-9, 2021.</li>
            <li>Dupont, J., “Tides in enclosed basins”, Coastal Engineering, vol. 7, pp. 3-4, 2017.</li>
            <li>Dupont, J., Martin, P., « Étude des courants marins », Actes des Journées Marines, pp. 10-19, 2016.</li>
            <li>Müller, H., Dupont, J., „Die Gezeiten der Nordsee“, Meeresforschung, S. 1-11, 2015.</li>
            <li>Dupont, J., »Wellen und Strömungen«, Küstenforschung, S. 2-3, 2014.</li>
            </ol>
            """)
        let result = try Self.extract(
            html, ["Ocean currents and plankton drift", "Tides in enclosed basins"])
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Tides in enclosed basins",
                "Étude des courants marins", "Die Gezeiten der Nordsee", "Wellen und Strömungen",
            ])
    }

    /// Entries without a year: a status or a placeholder stands where the year would
    /// (`(in press).`, `(202x).`, `(n.d.).`); the rule that starts titles after the year's
    /// parenthesis starts them after the status's, and the entry counts as dated.
    @Test func statusesInTheYearsPlace() throws {
        let markdown = """
            1. Smith, A., & Jones, B. (202x). Spoken language in the deep sea. *Ocean Letters*, \
            *xx*(x), xxx-xxx. (in preparation)
            2. Smith, A. (in press). Fish that talk to each other. *Marine Biology*.
            3. Smith, A., & White, C. (n.d.). Whales, waves and wind. *Coastal Engineering*.
            4. Smith, A. (2023). Ocean currents and plankton drift. *Journal of Seas*, 3(1), 1-9.
            5. Smith, A., & Brown, D. (2022). Tides in enclosed basins. *Coastal Engineering*, 7, 3-4.
            6. Brown, D., & Smith, A. (2021). Wave breaking in shallow water. *Ocean Dynamics*, 9, \
            10-20.
            """
        let result = try Self.extract(
            markdown,
            [
                "Ocean currents and plankton drift", "Tides in enclosed basins",
                "Wave breaking in shallow water",
            ], origin: "pubs.md")
        #expect(
            result.entries.map(\.title) == [
                "Spoken language in the deep sea", "Fish that talk to each other",
                "Whales, waves and wind", "Ocean currents and plankton drift",
                "Tides in enclosed basins", "Wave breaking in shallow water",
            ])
        #expect(HomepageText.hasStatus("Ocean Letters, xx(x). (in preparation)"))
        #expect(HomepageText.hasStatus("Marine Biology, forthcoming."))
        #expect(!HomepageText.hasStatus("Marine Biology, 12(3), 2019."))
    }

    /// A review's title holds the reviewed book, not the book's author or editor.
    @Test(arguments: [
        (
            "Review of Changing Our Textual Minds, by Adriaan van der Weel",
            "Review of Changing Our Textual Minds"
        ),
        (
            "Review of The Canadian Modernists Meet, ed. Dean Irvine",
            "Review of The Canadian Modernists Meet"
        ),
        ("Review of Canadian Literature by Faye Hammill", "Review of Canadian Literature"),
        ("Rezension von Die Stadt, hrsg. von Anna Weber", "Rezension von Die Stadt"),
    ])
    func reviewsLoseTheReviewedBooksAuthor(_ written: String, _ title: String) {
        #expect(HomepageText.withoutReviewedAuthor(written) == title)
    }

    @Test(arguments: [
        "Review of learning by doing", "Murder by Numbers", "Learning by Jane Smith",
        "Review: The Dura language",
    ])
    func otherTitlesWithByStay(_ written: String) {
        #expect(HomepageText.withoutReviewedAuthor(written) == nil)
    }

    /// Hand-written lists whose closing quotes drift (LaTeX ``…'', a straight quote closed by
    /// two apostrophes, no space before the venue): any quotation mark closes the title.
    @Test func driftingClosingQuotes() throws {
        let html = Self.page(
            """
            <ol>
            <li>T. Neu and A. Smith, ``Ocean currents and plankton drift,'' Journal of Seas, 3, 1-9 (2021).</li>
            <li>T. Neu, ``Tides in enclosed basins,'' Coastal Engineering, 7, 3-4 (2017).</li>
            <li>T. Neu, A. Smith and B. Jones, ``Wave breaking in shallow water'', Ocean Dynamics, 9, 10-20 (2016).</li>
            <li>T. Neu, "Magnetic fields in the corona,'' Solar Physics, 12, 1-5 (2015).</li>
            <li>A. Smith and T. Neu, "Coronal loops revisited,"Astrophys. J., 400, 10-12 (1999).</li>
            <li>T. Neu, ``Plasma waves in loops,''Physica Scripta, 5, 1-2 (1998).</li>
            </ol>
            """)
        let result = try Self.extract(
            html, ["Ocean currents and plankton drift", "Tides in enclosed basins"])
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Tides in enclosed basins",
                "Wave breaking in shallow water", "Magnetic fields in the corona",
                "Coronal loops revisited", "Plasma waves in loops",
            ])
        let apostrophe = Array("\"Newton's law, the authors' model\", Journal")
        #expect(HomepageCitation.driftingCloseQuote(apostrophe, from: 0) == 33)
    }

    /// Link rows in other languages are link labels, as their English counterparts are.
    @Test(arguments: [
        "Page du projet", "Vidéo", "Lire l'article", "Voir sur HAL", "Diapositives", "Code source",
        "Télécharger le PDF", "Projektseite", "Folien", "Enlace al artículo", "论文", "スライド",
    ])
    func linkRowsInOtherLanguagesAreLabels(_ text: String) {
        #expect(HomepageText.isLinkLabel(text))
    }

    @Test(arguments: [
        "La vie des plantes", "Die Seite der Nacht als Thema", "Code de la route marine",
    ])
    func titlesInOtherLanguagesAreNoLabels(_ text: String) {
        #expect(!HomepageText.isLinkLabel(text))
    }

    /// A CV page in Markdown: its Education, Teaching and Software sections are written like
    /// its publications (authors, year, title), but their headings name no publications and
    /// they hold no known title of their own (a workshop repeating a paper's title does not
    /// count): they are left out. Headings written as `#` or underlined (setext) alike.
    @Test(arguments: [false, true])
    func sectionsOfOtherPartsOfACVAreNoPublications(setext: Bool) throws {
        func heading(_ text: String, _ level: Int) -> String {
            setext
                ? text + "\n" + String(repeating: level == 1 ? "=" : "-", count: 9)
                : String(repeating: "#", count: level + 1) + " " + text
        }
        let markdown = """
            ---
            title: CV
            ---

            \(heading("Education", 1))

            Ana Silva. (2019). PhD in Marine Physics, University of Lisbon.

            Ana Silva. (2015). MSc in Physics, University of Porto.

            \(heading("Publications", 1))

            - Ana Silva and Rui Costa. (2021). Ocean currents and plankton drift. _Journal of Seas_, 3, 1–9.
            - Ana Silva. (2019). Fast simulation of wave breaking. _Marine Letters_, 1, 2–5.
            - Ana Silva, Rui Costa and Eva Lima. (2018). Tides in enclosed basins. _Coastal Engineering_, 7, 3–4.

            \(heading("Teaching", 1))

            \(heading("Workshops", 2))

            - Ana Silva. (2022). Ocean currents and plankton drift. _Summer School of Oceanography_, Faro.
            - Ana Silva. (2021). Numerical modelling of the sea with Python. _Lisbon Python Meetup_, Lisbon.

            \(heading("Software", 1))

            - Ana Silva and Rui Costa. (2023). Wavesim: simulating breaking waves in Python. _Version 1.2_.
            """
        let result = try Self.extract(
            markdown, ["Ocean currents and plankton drift", "Tides in enclosed basins"],
            origin: "cv.md")
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Fast simulation of wave breaking",
                "Tides in enclosed basins",
            ])
        #expect(result.entries.first?.year == 2021)
    }

    /// The same on an HTML page: `h2`/`h3` headings nest by level, and the lists under
    /// "Teaching" (its "Guest lectures") and "Grants and awards" are left out.
    @Test func htmlSectionsOfOtherPartsOfACVAreNoPublications() throws {
        let html = Self.page(
            """
            <h2>Publications</h2>
            <ul>
            <li>Silva, A., &amp; Costa, R. (2021). Ocean currents and plankton drift. <i>Journal of Seas</i>, 3, 1–9.</li>
            <li>Silva, A. (2019). Fast simulation of wave breaking. <i>Marine Letters</i>, 1, 2–5.</li>
            <li>Silva, A., Costa, R., &amp; Lima, E. (2018). Tides in enclosed basins. <i>Coastal Engineering</i>, 7, 3–4.</li>
            </ul>
            <h2>Teaching</h2>
            <h3>Guest lectures</h3>
            <ul>
            <li>Silva, A. (2022). Ocean currents and plankton drift. <i>Summer School of Oceanography</i>, Faro.</li>
            <li>Silva, A. (2021). Numerical modelling of the sea with Python. <i>Lisbon Python Meetup</i>, Lisbon.</li>
            </ul>
            <h2>Grants and awards</h2>
            <ul>
            <li>Silva, A., &amp; Costa, R. (2020). Breaking waves on warming coasts. <i>National Science Foundation</i>, 120,000 €.</li>
            </ul>
            """)
        let result = try Self.extract(
            html, ["Ocean currents and plankton drift", "Tides in enclosed basins"])
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Fast simulation of wave breaking",
                "Tides in enclosed basins",
            ])
    }

    /// A section under such a heading that holds a known title of its own is a publication
    /// section after all (a "Talks" list is read either way: talks are no CV-only word).
    @Test func sectionsWithAKnownTitleOfTheirOwnStay() throws {
        let markdown = """
            ## Publications

            - Ana Silva and Rui Costa. (2021). Ocean currents and plankton drift. _Journal of Seas_, 3, 1–9.
            - Ana Silva. (2019). Fast simulation of wave breaking. _Marine Letters_, 1, 2–5.

            ## Talks

            - Ana Silva. (2020). Tides in enclosed basins. _Coastal Days_, Faro.

            ## Teaching material

            - Ana Silva. (2018). Waves for beginners: a course reader. _University of Lisbon_.
            - Ana Silva. (2017). Numerical modelling of the sea with Python. _University of Lisbon_.
            """
        let result = try Self.extract(
            markdown,
            [
                "Ocean currents and plankton drift", "Tides in enclosed basins",
                "Numerical modelling of the sea with Python",
            ],
            origin: "cv.md")
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Fast simulation of wave breaking",
                "Tides in enclosed basins", "Waves for beginners: a course reader",
                "Numerical modelling of the sea with Python",
            ])
    }

    /// Bare titles above the list (works in progress, a blog's index) whose known titles all
    /// stand with their details in the list are no entries of their own; quotation marks
    /// written as entities in Markdown (`&ldquo;`) are decoded in titles.
    @Test func bareTitlesRepeatingTheListAreNoEntries() throws {
        let markdown = """
            ---
            title: Writings
            ---

            Tides of the northern sea

            Ocean currents and plankton drift

            A diary of the coast

            Tides in enclosed basins

            ## Publications

            - Silva, A. (2021). Ocean currents and plankton drift. _Journal of Seas_, 3, 1–9.
            - Silva, A. (2019). Fast simulation of wave breaking. _Marine Letters_, 1, 2–5.
            - Silva, A., & Costa, R. (2018). Tides in enclosed basins. _Coastal Engineering_, 7, 3–4.
            - Silva, A. (2017). The sea&rsquo;s &ldquo;memory&rdquo; of storms. _Journal of Seas_, 1, 1–2.
            """
        let result = try Self.extract(
            markdown, ["Ocean currents and plankton drift", "Tides in enclosed basins"],
            origin: "writings.md")
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Fast simulation of wave breaking",
                "Tides in enclosed basins", "The sea\u{2019}s \u{201C}memory\u{201D} of storms",
            ])
        #expect(result.entries.map(\.year) == [2021, 2019, 2018, 2017])
    }

    /// A labelled part of the entry above (`**Abstract:** We present "Driftnet"…`) is no
    /// entry, whatever it quotes.
    @Test func labelledPartsOfAnEntryAreNoEntries() throws {
        let markdown = """
            ## Journal articles

            Silva, A., and Costa, R. "Ocean currents and plankton drift." Journal of Seas 3 (2021).

            **Abstract:** We present "Driftnet", a simple model of how plankton drifts in currents.

            Silva, A. "Fast simulation of wave breaking." Marine Letters 1 (2019).

            **Abstract:** Waves break; we simulate "breaking" quickly on one machine.

            Silva, A., Costa, R., and Lima, E. "Tides in enclosed basins." Coastal Engineering 7 (2018).
            """
        let result = try Self.extract(
            markdown, ["Ocean currents and plankton drift", "Tides in enclosed basins"],
            origin: "pubs.md")
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Fast simulation of wave breaking",
                "Tides in enclosed basins",
            ])
    }

    /// A list of links to places on the page (`[Theses: 2015-2019](#theses)`) is its table of
    /// contents, not entries.
    @Test func linksToPlacesOnThePageAreNoEntries() throws {
        let markdown = """
            * [Journal articles: 2019-2021](#journal)
            * [Theses: 2015-2019](#theses)

            ## Journal articles

            * [Ocean currents and plankton drift](https://doi.org/10.1/a). Silva, A., and Costa, R. Journal of Seas 3 (2021).
            * [Fast simulation of wave breaking](https://doi.org/10.1/b). Silva, A. Marine Letters 1 (2019).

            ## Theses

            * [Tides in enclosed basins](https://doi.org/10.1/c). Silva, A. PhD thesis, University of Lisbon (2018).
            """
        let result = try Self.extract(
            markdown, ["Ocean currents and plankton drift", "Tides in enclosed basins"],
            origin: "pubs.md")
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Fast simulation of wave breaking",
                "Tides in enclosed basins",
            ])
    }

    /// Items nested in an entry that read as no citation — a label instead of authors, no
    /// year, no known title ("Also presented at <a>…</a>", "Dataset: <a>…</a>") — are details
    /// of the entry, not entries.
    @Test func labelledItemsNestedInAnEntryAreNoEntries() throws {
        let html = Self.page(
            """
            <ul>
            <li>Silva, A., &amp; Costa, R. (2021). <a href="a.pdf">Ocean currents and plankton drift</a>. <i>Journal of Seas</i>, 3, 1–9.
            <ul>
            <li>Also presented at <a href="https://example.org/summit">Ocean Summit 2021</a></li>
            <li>Dataset: <a href="https://example.org/data">Plankton drift measurements collected in the Atlantic</a></li>
            </ul>
            </li>
            <li>Silva, A. (2019). <a href="b.pdf">Fast simulation of wave breaking</a>. <i>Marine Letters</i>, 1, 2–5.</li>
            <li>Silva, A., Costa, R., &amp; Lima, E. (2018). <a href="c.pdf">Tides in enclosed basins</a>. <i>Coastal Engineering</i>, 7, 3–4.
            <ul><li>Also presented at <a href="https://example.org/days">Coastal Days</a></li></ul>
            </li>
            </ul>
            """)
        let result = try Self.extract(
            html, ["Ocean currents and plankton drift", "Tides in enclosed basins"])
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift", "Fast simulation of wave breaking",
                "Tides in enclosed basins",
            ])
    }

    /// On a page whose known titles all stand in list items, a paragraph read as a bare title
    /// (no authors, year or venue, no known title) is the text around the lists, not an entry.
    @Test func paragraphsBesideListsAreNoEntries() throws {
        let markdown = """
            A selection of my papers and of my contributions to the public debate.

            ## Op-eds

            * **2021:** [Ocean currents and plankton drift](https://example.org/a)
            * **2019:** Fast simulation of wave breaking (with R. Costa).
            * **2018:** Tides in enclosed basins.
            * **2017:** Storms and the northern coast.

            The complete and current list can be found in my online curriculum.
            """
        let result = try Self.extract(
            markdown, ["Ocean currents and plankton drift", "Tides in enclosed basins"],
            origin: "opeds.md")
        #expect(
            result.entries.map(\.title) == [
                "Ocean currents and plankton drift",
                "Fast simulation of wave breaking (with R. Costa)", "Tides in enclosed basins",
                "Storms and the northern coast",
            ])
    }

    /// What headings name: publications win over other words, long headings (a title written
    /// as a heading) and years name nothing.
    @Test(arguments: [
        ("Education", HomepageSections.Kind.other as HomepageSections.Kind?),
        ("Awards and Scholarships", .other), ("Formação Acadêmica", .other),
        ("Participações em eventos", .other), ("Temas de Investigación Principales", .other),
        ("Lehre", .other), ("教育背景", .other), ("Conference proceedings and Talks", .publications),
        ("Artigos completos", .publications), ("Publications", .publications),
        ("Invited Talks", nil), ("2021", nil), ("Teaching machines to read long documents", nil),
    ])
    func headingKinds(_ heading: String, _ kind: HomepageSections.Kind?) {
        #expect(HomepageSections.kind(ofHeading: heading) == kind)
    }
}
