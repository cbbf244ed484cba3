import HIndexCore

/// The methodology page: one definition per metric (with the anchor that every metric label
/// links to), what counts, the data sources and their caveats, and what the colors mean.
///
/// - Parameter context: expects `rootPath` `"../"` (the page is `methodology/index.html`);
///   the recent window printed is `context.settings.recentYears`.
public func methodologyPage(context: PageContext) -> HTML {
    let window = context.settings.recentYears
    let definitions = MetricKind.allCases.map { kind -> HTML in
        """
        <dt id="\(kind.id)">\(kind.label)</dt>
        <dd><p>\(kind.summary) \(methodologyDetail(kind, recentYears: window))</p>
        <p class="formula">Formula: <code>\(kind.formula)</code></p></dd>
        """
    }
    let roles = HCoreRole.allCases.map { role -> HTML in
        "<li>\(roleBadge(role, reason: nil)) \(role.explanation)</li>"
    }
    let reasons = [ExclusionReason.manual, .notOnReferenceList, .duplicate].map {
        reason -> HTML in
        "<li>\(roleBadge(.excluded, reason: reason)) \(reason.explanation)</li>"
    }
    let sources = dataSources.map { source -> HTML in
        "<dt id=\"source-\(source.id)\">\(source.name)</dt><dd>\(source.caveats)</dd>"
    }
    let body: HTML = """
        <h1>Methodology</h1>
        <p>Every number on this site is computed by this site from the publications and citation \
        counts of a citation source, using the definitions of Harzing’s Publish or Perish. \
        Each metric label on a scientist page links to its definition below.</p>
        <nav aria-label="On this page"><ul class="toc">
        <li><a href="#what-counts">What counts</a></li>
        <li><a href="#metrics">Metrics</a></li>
        <li><a href="#next-h">Citations needed to reach h + 1</a></li>
        <li><a href="#years">Years, the data’s year and the recent window</a></li>
        <li><a href="#lower-bounds">Lower bounds</a></li>
        <li><a href="#colors">Colors, symbols and labels</a></li>
        <li><a href="#sources">Data sources and their caveats</a></li>
        <li><a href="#ranking">Ranking</a></li>
        </ul></nav>
        <h2 id="what-counts">What counts</h2>
        <p>The metrics are computed from the <em>counted</em> papers of one citation source \
        (the scientist’s Google Scholar profile unless the content file names another with \
        <code>primary:</code>). A paper counts unless it is excluded:</p>
        <ul>
        <li>When the scientist has a reference list (the publications page of their homepage, \
        ORCID, DBLP or a BibTeX file; several are merged), only papers matched to an entry of \
        that list count; the others are shown as “not on reference list”. Matching tries \
        identifiers (DOI, arXiv id), then the normalized exact title, then a fuzzy title match \
        above the scientist’s similarity threshold; the matching report on each page gives the \
        rule and score of every match.</li>
        <li>Without a reference list, every paper of the citation source counts.</li>
        <li>The manual settings in the scientist’s content file always win: <code>exclude</code> \
        removes a paper (by title or <code>doi:</code>), <code>include</code> counts a paper \
        the matcher missed, and <code>merge</code> joins rows that are one paper.</li>
        <li>When the source lists the same paper twice, the rows are merged and the larger \
        citation count is kept; the other row is shown as a duplicate.</li>
        <li>A paper without a citation count counts with 0 citations.</li>
        </ul>
        <h2 id="metrics">Metrics</h2>
        <p>In the formulas, the n counted papers are ranked by citations \
        c<sub>1</sub> ≥ c<sub>2</sub> ≥ … ≥ c<sub>n</sub>; a<sub>i</sub> is the number of \
        authors of paper i; Y is the data’s year, Y<sub>0</sub> the first year, \
        A = max(1, Y − Y<sub>0</sub> + 1) the academic age and W = \(window) the recent window.</p>
        <dl class="definitions">
        \(definitions.joined(separator: "\n"))
        </dl>
        <h2 id="next-h">Citations needed to reach h + 1</h2>
        <p>Each scientist page says how many more citations would raise the h-index by one, \
        and on which papers. For h + 1 the scientist needs h + 1 papers with at least h + 1 \
        citations each. A paper cited c times lacks max(0, h + 1 − c) citations, which never \
        grows with c, so the cheapest choice is always the h + 1 most cited papers: the number \
        shown is the sum of what they lack, the smallest total possible. When fewer than \
        h + 1 papers are counted, the missing ones are new papers that need h + 1 citations \
        each. When several papers share a citation count and only some are needed, the page \
        names the first listed and says that any of them would do. Citations arriving \
        elsewhere do not help: they must land on these papers.</p>
        <h2 id="years">Years, the data’s year and the recent window</h2>
        <p>The <strong>data’s year</strong> Y is the year (UTC) the citation source was \
        fetched; for a saved page, the day given by <code>saved:</code> in the scientist’s \
        front matter, else the page’s own evidence (the last year of its citations-per-year \
        chart, or five years after Google Scholar’s “Since” column), and only as a last \
        resort the file’s modification date (a notice then says so). It is never the day the \
        site was built, so rebuilding the same data gives the same numbers, in any copy of \
        the content. Without any date it is the latest publication year. The <strong>first year</strong> Y<sub>0</sub> is the scientist’s \
        <code>since:</code> setting when present (a career-start override), else the earliest \
        publication year among the counted papers. The <strong>academic age</strong> is \
        A = max(1, Y − Y<sub>0</sub> + 1): the years in which papers could have been \
        published, both ends included, as Publish or Perish counts “Years” (Harzing, \
        <cite>The Publish or Perish Book</cite>, §2.2.1: a first paper in 1995 and the year \
        2010 give 16 years). Years \
        outside 1000–9999 count as unknown; when no year is known, the per-year metrics are \
        shown as “–”.</p>
        <p>The <strong>recent window</strong> of this site is \(window) \
        \(window == 1 ? "year" : "years") (<code>recent_years</code> in <code>site.md</code>): \
        the recent metrics count the papers published in the years Y − \(window - 1) to Y \
        (and any dated later). Papers without a year are never recent. Note that Google \
        Scholar’s own “since” column is different: it counts citations received in recent \
        years by papers of any age.</p>
        <h2 id="lower-bounds">Lower bounds</h2>
        <p>When a source’s publication list is truncated (a profile or search that was cut \
        off), the counts can only be lower bounds and are shown as “≥ 4”, next to the value \
        the source’s profile states about itself when it has one. Ratios computed from a \
        truncated list (per year, per paper, m-quotient, e-index) are shown as “≈ 0.47”: they \
        may be too high or too low.</p>
        <h2 id="colors">Colors, symbols and labels</h2>
        <p>Each row of a publication table has a color, a symbol and a text label, so the \
        meaning never depends on color alone:</p>
        <ul class="legend">
        \(roles.joined(separator: "\n"))
        </ul>
        <p>An excluded paper’s label says why:</p>
        <ul class="legend">
        \(reasons.joined(separator: "\n"))
        </ul>
        <p>In the reference-list table (the scientist’s own list):</p>
        <ul class="legend">
        <li><span class="badge ref-found"><span class="symbol" aria-hidden="true">●</span> \
        found</span> (green) the entry matches a paper of the citation source, which therefore \
        counts.</li>
        <li><span class="badge ref-missing"><span class="symbol" aria-hidden="true">✕</span> \
        not found</span> (red) no paper of the citation source matches this entry.</li>
        </ul>
        <h2 id="sources">Data sources and their caveats</h2>
        <dl class="definitions">
        \(sources.joined(separator: "\n"))
        </dl>
        <h2 id="ranking">Ranking</h2>
        <p>\(Leaderboard.tieBreakDescription) “=2” marks a shared rank.</p>
        """
    return layout(
        context: context, title: "Methodology",
        description: "How the h-index and the other metrics on this site are computed.",
        body: body)
}

/// What the methodology page adds to a metric's one-sentence summary: the choices made.
func methodologyDetail(_ kind: MetricKind, recentYears: Int) -> String {
    switch kind {
    case .hIndex:
        "Hirsch (2005). It cannot exceed the number of papers."
    case .gIndex:
        "Egghe (2006). As in Publish or Perish, g is capped at the number of papers (no "
            + "fictitious papers with zero citations are added), so g ≤ n."
    case .i10Index: "As on Google Scholar profiles."
    case .eIndex:
        "Zhang (2009). It tells apart scientists with the same h whose h-core papers are "
            + "cited very differently; 0 when h = 0."
    case .mQuotient:
        "Hirsch’s m (“m-quotient”); see the years section for the academic age A."
    case .hINorm:
        "Harzing’s individual h-index. Each paper’s citations are divided by its number of "
            + "authors as the source lists them. Papers whose source gives no author list are "
            + "left out (they add nothing); author lists that the source abbreviated "
            + "(Google Scholar ends long lists with “...”) count as the names shown plus one, "
            + "the smallest possible number, so hI,norm may be slightly too high for them. "
            + "Each page says how many papers this concerns. Shown as “–” when no paper has an "
            + "author list."
    case .hIAnnual:
        "Harzing’s annual increase of the individual h-index, with the same academic age A as "
            + "the m-quotient."
    case .papers: "Excluded papers are not counted."
    case .citations: "As the citation source reports them for the counted papers."
    case .citationsPerYear: "“Cites/year” in Publish or Perish."
    case .citationsPerPaper: "“Cites/paper” in Publish or Perish; “–” without papers."
    case .authorsPerPaper:
        "“Authors/paper” in Publish or Perish, over the papers whose source gives an author "
            + "list (abbreviated lists count as the names shown plus one)."
    case .recentHIndex:
        "The recent window is \(recentYears) \(recentYears == 1 ? "year" : "years") on this site."
    case .recentCitations:
        "All citations of those papers, whenever they were received."
    }
}

extension ExclusionReason {
    /// A sentence explaining the exclusion reason, for the methodology page.
    public var explanation: String {
        switch self {
        case .manual: "listed under exclude in the scientist’s content file."
        case .notOnReferenceList:
            "missing from the scientist’s reference list (homepage, ORCID, DBLP or BibTeX)."
        case .duplicate:
            "another row of the same source is the same paper; the rows were merged, keeping "
                + "the larger citation count."
        }
    }
}

/// A data source and what to keep in mind about it.
struct DataSourceNote {
    /// The anchor id suffix (`source-<id>`).
    var id: String
    /// The display name.
    var name: String
    /// The caveats.
    var caveats: String
}

/// The sources the site can read, with their caveats.
let dataSources: [DataSourceNote] = [
    DataSourceNote(
        id: "scholar", name: "Google Scholar (profile and author search)",
        caveats:
            "The widest coverage, including books, theses, preprints and grey literature, so "
            + "counts are higher than elsewhere. Profiles are maintained by the scientist and "
            + "may include papers that are not theirs; author searches find namesakes (results "
            + "are filtered to the surname, and a reference list removes the rest). Author "
            + "lines are abbreviated with “...”. Google has no API and may block requests; "
            + "a saved page can be used instead, and a blocked page is never read as “no "
            + "publications”."),
    DataSourceNote(
        id: "openalex", name: "OpenAlex",
        caveats:
            "An open index of scholarly works with full author lists, DOIs and yearly citation "
            + "counts. Author profiles are built by automatic disambiguation, so works can be "
            + "split between profiles or merged with a namesake; counts are usually lower than "
            + "Google Scholar’s."),
    DataSourceNote(
        id: "semantic-scholar", name: "Semantic Scholar",
        caveats:
            "Strong in computer science and biomedicine; author pages are disambiguated "
            + "automatically and can mix namesakes."),
    DataSourceNote(
        id: "orcid", name: "ORCID",
        caveats:
            "A reference list kept by the scientist (no citation counts). It is only as "
            + "complete as the scientist keeps it: papers missing from it are excluded."),
    DataSourceNote(
        id: "dblp", name: "DBLP",
        caveats:
            "A curated reference list for computer science (no citation counts); papers "
            + "outside computer science are missing from it."),
    DataSourceNote(
        id: "bibtex", name: "BibTeX file",
        caveats:
            "A reference list kept in the site’s content folder (no citation counts); as "
            + "complete as whoever maintains it."),
    DataSourceNote(
        id: "homepage", name: "Homepage publication list",
        caveats:
            "The scientist’s own publications page, read by learning the page’s layout from "
            + "titles the citation source also knows. When the layout cannot be understood, "
            + "the page says so and no reference list is used (every paper counts)."),
]
