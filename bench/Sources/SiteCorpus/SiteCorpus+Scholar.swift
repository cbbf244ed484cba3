import Foundation

extension SiteCorpus {
    /// A saved Google Scholar profile page of `scientist` in the structure of the real pages
    /// in `../shared/fixtures/real/scholar_profile` (the minified 2025 markup): the header,
    /// the "Cited by" panel with the stats table `#gsc_rsb_st` (citations, h-index, i10-index;
    /// all and since five years ago) and the citations-per-year histogram, the profile block
    /// `#gsc_prf_i`, the table `#gsc_a_t` with one `tr.gsc_a_tr` per publication (title
    /// `a.gsc_a_at`, authors and venue `div.gs_gray`, "Cited by" `a.gsc_a_ac` empty for 0,
    /// year `span.gsc_a_h`), "Articles 1–P" and a disabled "Show more" button (the whole
    /// list was loaded). The head carries made-up style and script of the real pages' weight
    /// (~68 KB and ~43 KB), so parsing costs what a real page costs.
    public static func scholarPage(_ scientist: SyntheticScientist) -> String {
        let user = scientist.scholarUser
        let counts = scientist.publications.map(\.citations)
        let total = counts.reduce(0, +)
        let h = hIndex(counts)
        let i10 = counts.filter { $0 >= 10 }.count
        let since = currentYear - 5
        let recent = { (value: Int) in max(0, Int((Double(value) * 0.7).rounded())) }
        let name = scientist.name.htmlEscaped
        var page = """
            <!doctype html><html><head><title>\(name) - Google Scholar</title>\
            <meta http-equiv="Content-Type" content="text/html;charset=UTF-8">\
            <meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="referrer" content="always">\
            <meta name="viewport" content="width=device-width,initial-scale=1,minimum-scale=1,maximum-scale=2">\
            <link rel="shortcut icon" href="/favicon.ico">\
            <link rel="canonical" href="https://scholar.google.com/citations?user=\(user)&amp;hl=en">\
            <meta name="description" content="\(scientist.department.htmlEscaped) - Cited by \(total)">\
            <meta property="og:title" content="\(name)">\
            <style>\(chromeStyle)</style><script>\(chromeScript)</script></head>\
            <body><div id="gs_top" onclick=""><div id="gs_md_ldg" style="display:none">Loading...</div>\
            <div id="gs_md_err" style="display:none">The system can&#39;t perform the operation now. \
            Try again later.</div><div id="gs_md_s"></div>\
            <div data-h="0" class="gs_md_wnw gs_md_ds"><div id="gsc_md_hist" class="gs_md_d gs_md_ds gs_ttzi" \
            role="dialog" tabindex="-1" aria-labelledby="gsc_md_hist-t"><div class="gs_md_hdr">\
            <h2 id="gsc_md_hist-t" class="gs_md_hdr_t">Citations per year</h2></div>\
            <div id="gsc_md_hist-bdy" class="gs_md_bdy"><div id="gsc_md_hist_c"></div></div></div></div>\
            <div id="gs_hdr" role="banner" class="gs_hdr_src"><a id="gs_hdr_lgo" class="" \
            href="/schhp?hl=en" aria-label="Homepage"></a><div id="gs_hdr_md"><div id="gs_hdr_srch">\
            <form id="gs_hdr_frm" action="/citations"><input type=hidden name="view_op" value="search_authors">\
            <input type=hidden name="hl" value="en"><div class="gs_in_txtw gs_in_txtb"><input type="text" \
            class="gs_in_txt" name="mauthors" value="" id="gs_hdr_tsi" placeholder="Search profiles" size="50" \
            maxlength="2048" aria-label="Search"></div></form></div></div><div id="gs_hdr_act">\
            <a id="gs_hdr_act_s" href="https://accounts.google.com/Login?hl=en">Sign in</a></div></div>\
            <div id="gs_bdy"><div id="gs_bdy_sb" role="navigation"><div id="gs_bdy_sb_in"></div></div>\
            <div id="gs_bdy_ccl" role="main"><div id="gsc_bdy" class="gs_scl" data-tab="gsc_prf_t-art">\
            <div class="gsc_rsb" role="navigation"><a id="gsc_rsb_gpl" class="gsc_rsb_s" \
            href="/citations?hl=en">Get my own profile</a><div class="gsc_rsb_s gsc_prf_pnl" id="gsc_rsb_cit" \
            role="region" aria-labelledby="gsc_prf_t-cit"><h3 class="gsc_rsb_header"><span class="gsc_rsb_title">\
            Cited by</span></h3><table id="gsc_rsb_st"><thead><tr><th class="gsc_rsb_sth"></th>\
            <th class="gsc_rsb_sth">All</th><th class="gsc_rsb_sth">Since \(since)</th></tr></thead><tbody>
            """
        for (label, value) in [("Citations", total), ("h-index", h), ("i10-index", i10)] {
            page += """
                <tr><td class="gsc_rsb_sc1"><a href="javascript:void(0)" class="gsc_rsb_f gs_ibl">\(label)</a>\
                </td><td class="gsc_rsb_std">\(value)</td><td class="gsc_rsb_std">\(recent(value))</td></tr>
                """
        }
        page += "</tbody></table>" + histogram(scientist.publications)
        page += """
            </div></div><div class="gsc_lcl" role="main" id="gsc_prf_w"><div id="gsc_prf">\
            <div id="gsc_prf_pu"><div id="gsc_prf_pua" class="gs_rimg"><img alt="\(name)" \
            src="/citations/images/avatar_scholar_128.png" id="gsc_prf_pup-img"></div></div>\
            <div id="gsc_prf_i"><div id="gsc_prf_inw"><div id="gsc_prf_in">\(name)</div></div>\
            <div class="gsc_prf_il">\(scientist.department.htmlEscaped), Synthetic University</div>\
            <div class="gsc_prf_il" id="gsc_prf_ivh">Verified email at synthetic.example</div></div></div></div>\
            <div id="gsc_prf_t_wrp" role="navigation"><div id="gsc_prf_t" role="tablist">\
            <a id="gsc_prf_t-art" class="gsc_prf_tab" href="javascript:void(0)" role=tab aria-controls="gsc_art" \
            aria-selected="true">Articles</a><a id="gsc_prf_t-cit" class="gsc_prf_tab" href="javascript:void(0)" \
            role="tab" aria-controls="gsc_rsb_cit">Cited by</a></div></div>\
            <div class="gsc_lcl gsc_prf_pnl" id="gsc_art" role="region" aria-labelledby="gsc_prf_t-art">\
            <form method="post" action="/citations?hl=en&amp;user=\(user)&amp;view_op=list_works">\
            <div id="gsc_a_tw"><table id="gsc_a_t"><thead><tr id="gsc_a_tr0" aria-hidden="true">\
            <th class="gsc_a_t"></th><th class="gsc_a_c"></th><th class="gsc_a_y"></th></tr><tr id="gsc_a_trh">\
            <th class="gsc_a_t" scope="col"><span id="gsc_a_ta"><a href="/citations?hl=en&amp;user=\(user)\
            &amp;view_op=list_works&amp;sortby=title" class="gsc_a_a">Title</a></span></th>\
            <th class="gsc_a_c" scope="col" dir="rtl"><span id="gsc_a_ca"><div class="gs_nph">\
            <a href="/citations?hl=en&amp;user=\(user)&amp;view_op=list_works" class="gsc_a_a">Cited by</a>\
            </div><div class="gs_oph">Cited by</div></span></th><th class="gsc_a_y" scope="col">\
            <span class="gsc_a_h" id="gsc_a_ha">Year</span></th></tr></thead><tbody id="gsc_a_b">
            """
        for (index, publication) in scientist.publications.enumerated() {
            let number = String(index)
            let id =
                String(user.prefix(6)) + String(repeating: "0", count: max(0, 4 - number.count))
                + number + "MC"
            let cited =
                publication.citations > 0
                ? "<a href=\"https://scholar.google.com/scholar?oi=bibs&amp;hl=en&amp;cites="
                    + "\(9_000_000 + index)\" class=\"gsc_a_ac gs_ibl\">\(publication.citations)</a>"
                : "<a href=\"\" class=\"gsc_a_ac gs_ibl\"></a>"
            page += """
                <tr class="gsc_a_tr"><td class="gsc_a_t"><a href="/citations?view_op=view_citation&amp;hl=en\
                &amp;user=\(user)&amp;citation_for_view=\(user):\(id)" class="gsc_a_at">\
                \(publication.title.htmlEscaped)</a><div class="gs_gray">\(publication.authors.htmlEscaped)</div>\
                <div class="gs_gray">\(publication.venue.htmlEscaped)<span class="gs_oph">, \(publication.year)\
                </span></div></td><td class="gsc_a_c">\(cited)</td><td class="gsc_a_y">\
                <span class="gsc_a_h gsc_a_hc gs_ibl">\(publication.year)</span></td></tr>
                """
        }
        let count = scientist.publications.count
        page += """
            </tbody></table><div id="gsc_a_sp"></div><div id="gsc_a_err" class="gs_alrt">The system can&#39;t \
            perform the operation now. Try again later.</div></div><div id="gsc_lwp"><span id="gsc_a_nn">\
            Articles 1&ndash;\(count)</span><div id="gsc_bpf"><button type="button" id="gsc_bpf_more" disabled \
            class="gs_btnPD gs_in_ib gs_btn_flat gs_btn_lrge gs_btn_lsu"><span class="gs_wr"><span class="gs_ico">\
            </span><span class="gs_lbl">Show more</span></span></button></div></div></form></div></div></div>\
            </div><div id="gs_ftr_sp" role="presentation"></div><div id="gs_ftr" class="gs_md_rmb" \
            role="contentinfo"><div id="gs_ftr_rt"><a href="//www.google.com/intl/en/policies/privacy/">Privacy\
            </a><a href="//www.google.com/intl/en/policies/terms/">Terms</a></div></div></div></body></html>

            """
        return page
    }

    /// The "Cited by" histogram (`.gsc_md_hist_b`): each paper's citations spread evenly over
    /// the years from its publication to ``currentYear``, bars positioned like Scholar's.
    static func histogram(_ publications: [SyntheticPublication]) -> String {
        var perYear: [Int: Int] = [:]
        for publication in publications where publication.citations > 0 {
            let years = Array(min(publication.year, currentYear)...currentYear)
            let (share, rest) = publication.citations.quotientAndRemainder(dividingBy: years.count)
            for (i, year) in years.enumerated() {
                perYear[year, default: 0] += share + (i >= years.count - rest ? 1 : 0)
            }
        }
        guard let first = perYear.keys.min(), let top = perYear.values.max(), top > 0 else {
            return ""
        }
        let years = Array(max(first, currentYear - 30)...currentYear)
        var labels = ""
        var bars = ""
        for year in years {
            labels +=
                "<span class=\"gsc_g_t\" style=\"right:\(32 * (currentYear - year) + 3)px\">\(year)</span>"
            guard let value = perYear[year], value > 0 else { continue }
            let height = max(1, Int((160 * Double(value) / Double(top)).rounded()))
            bars += """
                <a href="javascript:void(0)" class="gsc_g_a" style="right:\(32 * (currentYear - year) + 8)px;\
                top:\(160 - height)px;height:\(height)px;z-index:\(currentYear - year + 1)">\
                <span class="gsc_g_al">\(value)</span></a>
                """
        }
        return """
            <div class="gsc_g_hist_wrp" dir="rtl"><div class="gsc_g_hist_x"><div class="gsc_g_x" \
            style="top:160px;"></div><div class="gsc_g_xt" style="top:0px;"></div></div>\
            <div class="gsc_g_hist_xl"><div class="gsc_g_xtl" style="top:153px;">0</div>\
            <div class="gsc_g_xtl" style="top:-7px;">\(top)</div></div><div class="gsc_md_hist_w">\
            <div class="gsc_md_hist_b">\(labels)\(bars)</div></div></div>
            """
    }

    /// Made-up style rules of the real pages' weight (~68 KB); the same on every page.
    static let chromeStyle: String = {
        var css = ""
        var n = 0
        while css.utf8.count < 68_000 {
            css += "#gs_top .gsc_x\(n),.gs_el_ta .gsc_x\(n){margin:\(n % 17)px \(n % 5)px;"
            css +=
                "padding:0 \(n % 9)px;color:#\(String(format: "%06x", (n &* 2_654_435) & 0xFF_FFFF));"
            css += "display:\(n % 3 == 0 ? "none" : "block");}"
            n += 1
        }
        return css
    }()

    /// Made-up script of the real pages' weight (~43 KB); the same on every page.
    static let chromeScript: String = {
        var js = ""
        var n = 0
        while js.utf8.count < 43_000 {
            js += "function gs\(n)(a){var b=document.getElementById(\"gsc_x\(n)\");"
            js += "if(b&&a>\(n % 7)){b.setAttribute(\"data-x\",a+\(n));}return b}"
            n += 1
        }
        return js
    }()
}
