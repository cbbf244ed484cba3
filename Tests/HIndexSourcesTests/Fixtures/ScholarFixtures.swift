import Foundation

/// Small pages in Google Scholar's profile markup, written by us for the parser tests (the
/// people and papers are fictional). Each one isolates a case the real pages show or may show.
enum ScholarFixtures {
    /// A minified profile: 5 rows, "Show more" disabled (complete).
    ///
    /// Row 1: entity and an escaped `<script>` in the title, a real `<script>` element
    /// inside the link, `&amp;` in the href. Row 2: empty citation cell, class tokens in
    /// another order with extra tokens. Row 3: `*` on the count. Row 4: no year anywhere.
    /// Row 5: the title link uses `data-href`, the title holds a formula SVG.
    static let minified = """
        <!doctype html><html><head><title>Wanda Quill - Google Scholar</title>\
        <meta http-equiv="Content-Type" content="text/html;charset=UTF-8"></head><body>\
        <div id="gsc_prf_i"><div id="gsc_prf_inw"><div id="gsc_prf_in">Wanda Quill</div></div>\
        <div class="gsc_prf_il"><a href="/citations?view_op=view_org&amp;org=1" class="gsc_prf_ila">\
        Lakeside Institute</a></div><div class="gsc_prf_il" id="gsc_prf_ivh">Verified email at \
        lakeside.example</div></div>\
        <table id="gsc_rsb_st"><thead><tr><th class="gsc_rsb_sth"></th><th class="gsc_rsb_sth">All</th>\
        <th class="gsc_rsb_sth">Since 2020</th></tr></thead><tbody>\
        <tr><td class="gsc_rsb_sc1"><a class="gsc_rsb_f gs_ibl">Citations</a></td>\
        <td class="gsc_rsb_std">1,234</td><td class="gsc_rsb_std">567</td></tr>\
        <tr><td class="gsc_rsb_sc1"><a class="gsc_rsb_f gs_ibl">h-index</a></td>\
        <td class="gsc_rsb_std">3</td><td class="gsc_rsb_std">2</td></tr>\
        <tr><td class="gsc_rsb_sc1"><a class="gsc_rsb_f gs_ibl">i10-index</a></td>\
        <td class="gsc_rsb_std">2</td><td class="gsc_rsb_std">1</td></tr></tbody></table>\
        <form method="post" id="citationsForm"><table id="gsc_a_t"><tbody id="gsc_a_b">\
        <tr class="gsc_a_tr"><td class="gsc_a_t"><a href="/citations?view_op=view_citation&amp;hl=en\
        &amp;user=WQu1llAAAAAJ&amp;citation_for_view=WQu1llAAAAAJ:abc-DEF_123C" class="gsc_a_at">\
        Tom &amp; Jerry&#39;s &lt;script&gt;alert(1)&lt;/script&gt; caf&eacute;\
        <script>document.write("hidden")</script></a>\
        <div class="gs_gray">W Quill, T Cat, J Mouse</div>\
        <div class="gs_gray">Journal of Chases 12 (3), 45-67<span class="gs_oph">, 2021</span></div>\
        </td><td class="gsc_a_c"><a href="https://scholar.google.com/scholar?cites=1" \
        class="gsc_a_ac gs_ibl">1000</a></td><td class="gsc_a_y">\
        <span class="gsc_a_h gsc_a_hc gs_ibl">2021</span></td></tr>\
        <tr class="odd  gsc_a_tr extra"><td class="gsc_a_t"><a class="gs_ibl gsc_a_at" \
        href="/citations?view_op=view_citation&amp;citation_for_view=WQu1llAAAAAJ:second0000AJ">\
        Second paper</a><div class="gs_gray">W Quill</div><div class="gs_gray">Workshop on Things\
        <span class="gs_oph">, 2019</span></div></td><td class="gsc_a_c">\
        <a href="" class="gs_ibl gsc_a_ac"></a></td><td class="gsc_a_y">\
        <span class="gs_ibl gsc_a_hc gsc_a_h">2019</span></td></tr>\
        <tr class="gsc_a_tr"><td class="gsc_a_t"><a href="/citations?view_op=view_citation&amp;\
        citation_for_view=WQu1llAAAAAJ:merged000AJ" class="gsc_a_at">Merged paper</a>\
        <div class="gs_gray">W Quill, A Bee</div><div class="gs_gray">Proceedings of Merging\
        <span class="gs_oph">, 2020</span></div></td><td class="gsc_a_c">\
        <a href="https://scholar.google.com/scholar?cites=3" class="gsc_a_ac gs_ibl">42*</a></td>\
        <td class="gsc_a_y"><span class="gsc_a_h gsc_a_hc gs_ibl">2020</span></td></tr>\
        <tr class="gsc_a_tr"><td class="gsc_a_t"><a href="/citations?view_op=view_citation&amp;\
        citation_for_view=WQu1llAAAAAJ:noyear000AJ" class="gsc_a_at">Undated note</a>\
        <div class="gs_gray">W Quill</div><div class="gs_gray"></div></td><td class="gsc_a_c">\
        <a href="https://scholar.google.com/scholar?cites=4" class="gsc_a_ac gs_ibl">7</a></td>\
        <td class="gsc_a_y"><span class="gsc_a_h gsc_a_hc gs_ibl"></span></td></tr>\
        <tr class="gsc_a_tr"><td class="gsc_a_t"><a href="javascript:void(0)" \
        data-href="/citations?view_op=view_citation&amp;citation_for_view=WQu1llAAAAAJ%3Aformula00AJ" \
        class="gsc_a_at">Phases of Rb<svg class="gs_fsvg" aria-label="_2"><path d="M 1 2"/></svg>TeBr\
        <svg class="gs_fsvg" aria-label="_{6}"><g><path d="M 3 4"/></g></svg> under pressure</a>\
        <div class="gs_gray">W Quill, ...</div><div class="gs_gray">Physical Review B 1 (2), 3\
        <span class="gs_oph">, 2018</span></div></td><td class="gsc_a_c">\
        <a href="https://scholar.google.com/scholar?cites=5" class="gsc_a_ac gs_ibl">3</a></td>\
        <td class="gsc_a_y"><span class="gsc_a_h gsc_a_hc gs_ibl">2018</span></td></tr>\
        </tbody></table><div id="gsc_lwp"><div id="gsc_bpf"><button type="button" \
        id="gsc_bpf_more" disabled class="gs_btnPD gs_in_ib"><span class="gs_lbl">Show more</span>\
        </button></div></div></form></body></html>
        """

    /// A pretty-printed profile (multi-line tags, as an IDE reformats a saved page): two rows,
    /// the "Show more" button enabled (truncated list), the header in Russian.
    static let prettyPrinted = """
        <!doctype html>
        <html>
        <head>
            <meta charset="utf-8">
            <title>Øystein Brekke - Google Scholar</title>
        </head>
        <body>
        <div id="gsc_prf_i">
            <div id="gsc_prf_inw">
                <div id="gsc_prf_in">
                    Øystein
                    Brekke
                </div>
            </div>
            <div class="gsc_prf_il">Universitetet i Tromsø</div>
        </div>
        <table id="gsc_rsb_st">
            <thead>
            <tr>
                <th class="gsc_rsb_sth"></th>
                <th class="gsc_rsb_sth">Все</th>
                <th class="gsc_rsb_sth">С 2020 г.</th>
            </tr>
            </thead>
            <tbody>
            <tr><td class="gsc_rsb_sc1">Цитируется</td>
                <td class="gsc_rsb_std">30</td><td class="gsc_rsb_std">20</td></tr>
            <tr><td class="gsc_rsb_sc1">h-индекс</td>
                <td class="gsc_rsb_std">2</td><td class="gsc_rsb_std">1</td></tr>
            <tr><td class="gsc_rsb_sc1">i10-индекс</td>
                <td class="gsc_rsb_std">1</td><td class="gsc_rsb_std">0</td></tr>
            </tbody>
        </table>
        <table id="gsc_a_t">
            <tbody id="gsc_a_b">
            <tr class="gsc_a_tr">
                <td class="gsc_a_t"><a
                        href="/citations?view_op=view_citation&amp;hl=ru&amp;user=OBrekkeAAAAJ&amp;citation_for_view=OBrekkeAAAAJ:first0000AJ"
                        class="gsc_a_at">Fjord circulation in
                    winter</a>
                    <div class="gs_gray">Ø Brekke,
                        K Nilsen
                    </div>
                    <div class="gs_gray">Journal of
                        Fjords 4<span
                            class="gs_oph">, 2021</span></div>
                </td>
                <td class="gsc_a_c"><a
                        href="https://scholar.google.com/scholar?cites=9"
                        class="gsc_a_ac gs_ibl">25</a></td>
                <td class="gsc_a_y"><span
                        class="gsc_a_h gsc_a_hc gs_ibl">2021</span></td>
            </tr>
            <tr
                class="gsc_a_tr">
                <td class="gsc_a_t"><a
                        href="/citations?view_op=view_citation&amp;hl=ru&amp;citation_for_view=OBrekkeAAAAJ:second000AJ"
                        class="gsc_a_at">Sea ice
                    and seals</a>
                    <div class="gs_gray">K Nilsen, Ø Brekke</div>
                    <div class="gs_gray">Polar
                        Notes<span class="gs_oph">, 2017</span></div>
                </td>
                <td class="gsc_a_c"><a href=""
                        class="gsc_a_ac gs_ibl">5</a></td>
                <td class="gsc_a_y"><span class="gsc_a_h gsc_a_hc gs_ibl">2017</span></td>
            </tr>
            </tbody>
        </table>
        <div id="gsc_bpf">
            <button type="button" id="gsc_bpf_more"
                    class="gs_btnPD gs_in_ib gs_btn_flat"><span class="gs_lbl">Показать еще</span>
            </button>
        </div>
        </body>
        </html>
        """

    /// A profile page without publications that states `statedCitations` citations; the list
    /// holds Scholar's placeholder row (`tr.gsc_a_tr > td.gsc_a_e`, as scrapers document it).
    static func profileWithoutRows(statedCitations: String) -> String {
        """
        <html><body><div id="gsc_prf_in">Nobody Yet</div>
        <table id="gsc_rsb_st"><tr><th class="gsc_rsb_sth">All</th>\
        <th class="gsc_rsb_sth">Since 2021</th></tr>
        <tr><td class="gsc_rsb_std">\(statedCitations)</td><td class="gsc_rsb_std">0</td></tr>
        <tr><td class="gsc_rsb_std">0</td><td class="gsc_rsb_std">0</td></tr>
        <tr><td class="gsc_rsb_std">0</td><td class="gsc_rsb_std">0</td></tr></table>
        <table id="gsc_a_t"><tbody id="gsc_a_b"><tr class="gsc_a_tr">
        <td class="gsc_a_e" colspan="3">There are no articles in this profile.</td></tr></tbody></table>
        <button type="button" id="gsc_bpf_more" disabled>Show more</button></body></html>
        """
    }

    /// An ordinary page that is not Scholar at all.
    static let unrelatedPage = """
        <html><head><title>My homepage</title></head><body><h1>Welcome</h1>
        <p>I am a robot enthusiast. <a href="pubs.html">Publications</a></p></body></html>
        """

    /// A minimal captcha page in the 2020 Scholar markup (after the real geomap page).
    static let captcha = """
        <html><body><div id="gs_captcha_ccl"><form method="get" id="gs_captcha_f">\
        <h1>Please show you&#39;re not a robot</h1><div id="gs_captcha_c"></div></form></div>\
        </body></html>
        """

    /// The bytes of a fixture.
    static func data(_ page: String) -> Data { Data(page.utf8) }
}
