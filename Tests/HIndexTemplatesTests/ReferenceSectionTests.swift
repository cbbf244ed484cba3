import HIndexCore
import HIndexTemplates
import Testing

/// The reference-list table and the matching report on the scientist page.
@Suite struct ReferenceSectionTests {
    /// A report whose homepage lists two of the source's papers plus one the source lacks.
    static func report(listName: String = "Homepage") -> ScientistReport {
        let entry = ScientistEntry(
            slug: "ada", path: "scientists/ada.md", name: "Ada", exclude: ["Not mine"])
        let source = CitationSourceResult(
            sourceName: "Google Scholar profile", origin: "snapshots/ada.html", profile: nil,
            publications: [
                Publication(
                    title: "Fast algorithms", authors: "A Quispe, B Lee", year: 2020,
                    citations: 10),
                Publication(
                    title: "Slow algorithms <i>revisited</i>", authors: "A Quispe, B Lee",
                    year: 2021, citations: 4),
                // Co-authors of its own and a topic far from the listed papers.
                Publication(
                    title: "A namesake's paper on transfer pricing in tax treaties",
                    authors: "A Quispe, Z Vogel, Y Ortiz", venue: "Fiscal Studies", year: 2015,
                    citations: 50),
                Publication(title: "Not mine", year: 2001, citations: 99),
            ],
            isComplete: true)
        let list = ReferenceList(
            sourceName: listName, origin: "snapshots/ada-home.html",
            titleXPath: "//ul[@class='pubs']/li/a",
            entries: [
                ReferenceEntry(title: "Fast Algorithms", authors: "A. Quispe", year: 2020),
                ReferenceEntry(title: "Slow algorithms revisited", year: 2021),
                ReferenceEntry(title: "<script>alert('x')</script> Unpublished", year: 2024),
            ])
        return ScientistReport.classify(
            entry: entry, bioHTML: "", source: source, referenceList: list)
    }

    @Test("A list's name in a sentence: homepage in lower case, BibTeX and ORCID as written")
    func listNamesInSentences() {
        let context = Samples.context(rootPath: "../../")
        let homepage = scientistPage(context: context, report: Self.report()).markup
        #expect(homepage.contains("Papers of the Google Scholar profile are confirmed when"))
        #expect(homepage.contains("match an entry of the homepage list"))
        #expect(homepage.contains("Entries of the homepage list"))
        for name in ["BibTeX", "ORCID"] {
            let page = scientistPage(context: context, report: Self.report(listName: name))
                .markup
            #expect(page.contains("match an entry of the \(name) list"))
            #expect(page.contains("Entries of the \(name) list"))
        }
    }

    @Test func referenceRowsAreGreenWhenFoundAndRedWhenNot() {
        let page = scientistPage(
            context: Samples.context(rootPath: "../../"), report: Self.report()
        )
        .markup
        #expect(page.components(separatedBy: "<tr class=\"ref-found\"").count - 1 == 2)
        #expect(page.components(separatedBy: "<tr class=\"ref-missing\"").count - 1 == 1)
        #expect(page.contains("Homepage publication list"))
        #expect(page.contains("found</span>"))
        #expect(page.contains("not found</span>"))
        #expect(page.contains("//ul[@class=&#39;pubs&#39;]/li/a"))
    }

    @Test func reportCountsAndListsTheUnmatchedPapers() {
        let report = Self.report()
        #expect(report.matching?.matched == 2)
        #expect(report.matching?.referenceOnly == 1)
        #expect(report.matching?.sourceOnly == 1)
        let page = scientistPage(context: Samples.context(rootPath: "../../"), report: report)
            .markup
        #expect(page.contains("Matching report"))
        #expect(page.contains("Only in the citation source (1)"))
        #expect(page.contains("A namesake&#39;s paper"))
        #expect(page.contains("excluded (possible namesake)"))
        #expect(page.contains("no co-author in common with the listed papers"))
        #expect(page.contains("excluded (manual)"))
    }

    @Test func referenceTitlesAreEscaped() {
        let page = scientistPage(
            context: Samples.context(rootPath: "../../"), report: Self.report()
        )
        .markup
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Unpublished"))
        #expect(Markup.firstProblem(in: page) == nil)
    }

    @Test func noReferenceListMeansNoReferenceSections() {
        let page = scientistPage(
            context: Samples.context(rootPath: "../../"), report: Samples.report()
        )
        .markup
        #expect(!page.contains("publication list</h2>"))
        #expect(!page.contains("Matching report"))
    }

    /// A merged list names each contributing list with its entries and how many were new;
    /// origins are escaped (a URL becomes a link), and Crossref's fill is counted.
    @Test func mergedListsShowWhatEachListGave() {
        var report = Self.report()
        report.referenceList?.parts = [
            ReferenceListPart(
                sourceName: "Homepage", origin: "snapshots/ada-home.html", entryCount: 2,
                addedCount: 2),
            ReferenceListPart(
                sourceName: "DBLP", origin: "https://dblp.org/pid/1/2.xml?a=1&b=<x>",
                entryCount: 3, addedCount: 1),
            ReferenceListPart(
                sourceName: "BibTeX", origin: "refs/<ada>.bib", entryCount: 1, addedCount: 0),
        ]
        report.referenceList?.filledFromCrossref = 2
        let page = scientistPage(context: Samples.context(rootPath: "../../"), report: report)
            .markup
        #expect(page.contains("From 3 lists, merged without duplicates: 3 entries"))
        #expect(
            page.contains(
                "<li><span class=\"part-name\">Homepage</span> "
                    + "<code>snapshots/ada-home.html</code>: 2 entries</li>"))
        #expect(
            page.contains(
                "<a href=\"https://dblp.org/pid/1/2.xml?a=1&amp;b=&lt;x&gt;\" rel=\"nofollow\">"
                    + "https://dblp.org/pid/1/2.xml?a=1&amp;b=&lt;x&gt;</a>: 3 entries, "
                    + "1 not in an earlier list</li>"))
        #expect(
            page.contains(
                "<code>refs/&lt;ada&gt;.bib</code>: 1 entry, all already in an earlier list"))
        #expect(
            page.contains("Crossref filled the missing year, venue or authors of 2 entries by DOI.")
        )
        #expect(Markup.firstProblem(in: page) == nil)
        // A single list shows its origin and no parts.
        let single = scientistPage(
            context: Samples.context(rootPath: "../../"), report: Self.report()
        ).markup
        #expect(!single.contains("reference-parts"))
        #expect(!single.contains("Crossref filled"))
    }
}
