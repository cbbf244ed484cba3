import Foundation

/// The example scientist `init` writes: a fictional person with a saved Google Scholar
/// profile page in Scholar's markup (rows `tr.gsc_a_tr`, the stats table `#gsc_rsb_st`, the
/// "Cited by" histogram, a disabled "Show more" button: the list is complete), so a new
/// site builds offline through the same parser as real pages, with a real h-index.
enum ExampleScientist {
    static let name = "Ada Example"
    static let slug = "ada-example"
    static let savedPagePath = "snapshots/ada-example-scholar.html"
    /// A Scholar-shaped user id (12 characters) that no real profile has.
    static let user = "AdaExample0J"
    static let affiliation = "Fictional example, hindex-site"

    /// Title, authors, venue, year, citations (`nil`: Scholar shows no count). Fictional.
    static let papers: [(title: String, authors: String, venue: String, year: Int, cites: Int?)] =
        [
            (
                "Measuring the reach of open course materials", "A Example, B Sample",
                "Journal of Open Education 12 (3)", 2016, 48
            ),
            (
                "A field guide to reproducible data analysis", "A Example",
                "Workshop on Research Software", 2018, 31
            ),
            (
                "Citation counts are not research quality: a case study",
                "A Example, C Placeholder", "Scientometrics 118", 2019, 22
            ),
            (
                "Versioned datasets for longitudinal surveys", "D Demo, A Example",
                "Data Science Journal 19", 2020, 15
            ),
            (
                "Teaching statistics with simulated experiments", "A Example, B Sample",
                "Teaching Statistics 43 (2)", 2021, 9
            ),
            (
                "Lightweight provenance for spreadsheet workflows", "A Example",
                "Working paper", 2021, 7
            ),
            (
                "Small-sample corrections in department rankings", "C Placeholder, A Example",
                "Research Evaluation 31", 2022, 4
            ),
            (
                "An annotated bibliography of h-index variants", "A Example", "Zenodo", 2023,
                2
            ),
            (
                "Notes on ties at the h-index boundary", "A Example, D Demo", "Working paper",
                2024, 1
            ),
            (
                "Open peer review in a small department: one year in", "A Example",
                "Learned Publishing", 2025, nil
            ),
        ]

    /// The year the "Cited by" histogram ends with.
    static let histogramEnd = 2025
    /// The year of the profile's "Since" column.
    static let sinceYear = 2020

    /// The saved profile page.
    static func scholarPage() -> String {
        let counts = papers.map { $0.cites ?? 0 }
        let total = counts.reduce(0, +)
        let sorted = counts.sorted(by: >)
        let h = sorted.enumerated().filter { $0.element >= $0.offset + 1 }.count
        let i10 = counts.filter { $0 >= 10 }.count
        let recent = papers.filter { $0.year >= sinceYear }.map { $0.cites ?? 0 }
        let recentH = recent.sorted(by: >).enumerated().filter { $0.element >= $0.offset + 1 }
            .count
        func stat(_ label: String, _ all: Int, _ since: Int) -> String {
            "<tr><td class=\"gsc_rsb_sc1\"><a href=\"javascript:void(0)\" "
                + "class=\"gsc_rsb_f gs_ibl\">\(label)</a></td>"
                + "<td class=\"gsc_rsb_std\">\(all)</td><td class=\"gsc_rsb_std\">\(since)</td></tr>"
        }
        let rows = papers.enumerated().map { index, paper in row(index, paper) }.joined()
        return "<!doctype html><html><head><title>\(escape(name)) - Google Scholar</title>"
            + "<meta http-equiv=\"Content-Type\" content=\"text/html;charset=UTF-8\"></head><body>"
            + "<!-- Example page written by hindex-site init in Google Scholar's profile markup; "
            + "the scientist and papers are fictional. Delete this file with "
            + "scientists/\(slug).md. -->"
            + "<div id=\"gsc_prf_i\"><div id=\"gsc_prf_inw\"><div id=\"gsc_prf_in\">"
            + escape(name) + "</div></div><div class=\"gsc_prf_il\">" + escape(affiliation)
            + "</div></div>"
            + "<div class=\"gsc_rsb_s gsc_prf_pnl\" id=\"gsc_rsb_cit\"><table id=\"gsc_rsb_st\">"
            + "<thead><tr><th class=\"gsc_rsb_sth\"></th><th class=\"gsc_rsb_sth\">All</th>"
            + "<th class=\"gsc_rsb_sth\">Since \(sinceYear)</th></tr></thead><tbody>"
            + stat("Citations", total, recent.reduce(0, +)) + stat("h-index", h, recentH)
            + stat("i10-index", i10, recent.filter { $0 >= 10 }.count)
            + "</tbody></table>" + histogram()
            + "</div><form method=\"post\" id=\"citationsForm\"><table id=\"gsc_a_t\"><thead><tr>"
            + "<th class=\"gsc_a_t\" scope=\"col\">Title</th>"
            + "<th class=\"gsc_a_c\" scope=\"col\">Cited by</th>"
            + "<th class=\"gsc_a_y\" scope=\"col\">Year</th></tr></thead><tbody id=\"gsc_a_b\">"
            + rows
            + "</tbody></table><div id=\"gsc_lwp\"><span id=\"gsc_a_nn\">Articles "
            + "1&ndash;\(papers.count)</span><div id=\"gsc_bpf\"><button type=\"button\" "
            + "id=\"gsc_bpf_more\" class=\"gs_btnPD gs_in_ib gs_btn_flat gs_btn_lrge gs_btn_lsu\" "
            + "disabled><span class=\"gs_wr\"><span class=\"gs_ico\"></span>"
            + "<span class=\"gs_lbl\">Show more</span></span></button></div></div></form>"
            + "</body></html>\n"
    }

    /// One publication row, as Scholar writes it.
    static func row(
        _ index: Int,
        _ paper: (title: String, authors: String, venue: String, year: Int, cites: Int?)
    ) -> String {
        let id = "\(user):ex\(String(format: "%04d", index))"
        let cited =
            paper.cites.map {
                "<a href=\"https://scholar.google.com/scholar?oi=bibs&amp;hl=en&amp;cites="
                    + "\(9000 + index)\" class=\"gsc_a_ac gs_ibl\">\($0)</a>"
            } ?? "<a href=\"\" class=\"gsc_a_ac gs_ibl\"></a>"
        return "<tr class=\"gsc_a_tr\"><td class=\"gsc_a_t\"><a href=\"/citations?"
            + "view_op=view_citation&amp;hl=en&amp;user=\(user)&amp;citation_for_view=\(id)\" "
            + "class=\"gsc_a_at\">\(escape(paper.title))</a>"
            + "<div class=\"gs_gray\">\(escape(paper.authors))</div>"
            + "<div class=\"gs_gray\">\(escape(paper.venue))"
            + "<span class=\"gs_oph\">, \(paper.year)</span></div></td>"
            + "<td class=\"gsc_a_c\">\(cited)</td><td class=\"gsc_a_y\">"
            + "<span class=\"gsc_a_h gsc_a_hc gs_ibl\">\(paper.year)</span></td></tr>"
    }

    /// Scholar's "Cited by" chart: each paper's citations spread evenly over the years from
    /// its publication to ``histogramEnd``, the remainder in the latest years.
    static func histogram() -> String {
        var perYear: [Int: Int] = [:]
        for paper in papers {
            guard let cites = paper.cites, cites > 0 else { continue }
            let years = Array(min(paper.year, histogramEnd)...histogramEnd)
            let (share, rest) = cites.quotientAndRemainder(dividingBy: years.count)
            for (offset, year) in years.enumerated() {
                perYear[year, default: 0] += share + (offset >= years.count - rest ? 1 : 0)
            }
        }
        guard let first = perYear.keys.min(), let top = perYear.values.max() else { return "" }
        let years = Array(first...histogramEnd)
        let labels = years.map {
            "<span class=\"gsc_g_t\" style=\"right:\(32 * (histogramEnd - $0) + 17)px\">\($0)</span>"
        }.joined()
        let bars = years.compactMap { year -> String? in
            guard let count = perYear[year], count > 0 else { return nil }
            let height = max(1, Int((80.0 * Double(count) / Double(top)).rounded()))
            return "<a href=\"javascript:void(0)\" class=\"gsc_g_a\" style=\"right:"
                + "\(32 * (histogramEnd - year) + 25)px;height:\(height)px;"
                + "z-index:\(histogramEnd - year + 1)\"><span class=\"gsc_g_al\">\(count)</span></a>"
        }.joined()
        return
            "<div class=\"gsc_md_hist_w\"><div class=\"gsc_md_hist_b\">\(labels)\(bars)</div></div>"
    }

    /// `&`, `<`, `>`, `"` and `'` as entities (the XML escape of the feeds, valid in HTML).
    static func escape(_ text: String) -> String { AtomFeed.escape(text) }
}
