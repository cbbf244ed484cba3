import Foundation
import HIndexCore
import HIndexSources
import Testing

/// The "Cited by" histogram of Scholar profiles (`.gsc_md_hist_b`), on the real saved pages
/// of `../shared/fixtures/real/scholar_profile/` and on edge cases.
@Suite("Scholar citation histogram")
struct ScholarHistogramTests {
    /// J. Ernst, 2024: 16 year labels, 16 bars (values read off the page's `.gsc_g_al`).
    static let ernstPerYear: [Int: Int] = [
        2009: 3, 2010: 5, 2011: 15, 2012: 10, 2013: 16, 2014: 40, 2015: 30, 2016: 54,
        2017: 46, 2018: 51, 2019: 110, 2020: 128, 2021: 165, 2022: 165, 2023: 200, 2024: 35,
    ]

    @Test("Real profile with a bar for every year")
    func ernst() throws {
        let result = try RealFixtures.profile("compscidr_jason_ernst_profile_2024.html")
        let perYear = try #require(result.profile?.citationsPerYear)
        #expect(perYear == Self.ernstPerYear)
        // The bars cover 2009 onwards: a little less than the profile's 1,083 in total.
        #expect(perYear.values.reduce(0, +) == 1073)
    }

    @Test("Real profile (minified, 2026)")
    func irshad() throws {
        let result = try RealFixtures.profile("irshadka17_irshad_ka_profile_2026-01.html")
        #expect(
            result.profile?.citationsPerYear == [
                2017: 3, 2018: 10, 2019: 12, 2020: 25, 2021: 14, 2022: 41, 2023: 45, 2024: 32,
                2025: 48, 2026: 1,
            ])
    }

    @Test("Real profile where a year without citations has no bar (placed by z-index)")
    func zharovGap() throws {
        let result = try RealFixtures.profile("martslaaf_yaroslav_zharov_profile_2025-11.html")
        // Seven year labels 2019–2025, six bars: z-index 4 (2022) is missing.
        #expect(
            result.profile?.citationsPerYear == [
                2019: 1, 2020: 1, 2021: 3, 2022: 0, 2023: 3, 2024: 8, 2025: 38,
            ])
        #expect(result.profile?.citationsPerYear?.values.reduce(0, +) == 54)
    }

    /// A profile page with the given histogram markup.
    func page(histogram: String) -> Data {
        Data(
            """
            <html><body><div id="gsc_prf_in">Wanda Quill</div>
            <div class="gsc_md_hist_w"><div class="gsc_md_hist_b">\(histogram)</div></div>
            <table><tr class="gsc_a_tr"><td class="gsc_a_t"><a class="gsc_a_at" href="#">Paper</a>
            <div class="gs_gray">W Quill</div><div class="gs_gray">Venue</div></td>
            <td class="gsc_a_c"><a class="gsc_a_ac">4</a></td>
            <td class="gsc_a_y"><span class="gsc_a_h">2020</span></td></tr></table>
            </body></html>
            """.utf8)
    }

    func histogram(_ markup: String) throws -> [Int: Int]? {
        try ScholarProfileParser.parse(page(histogram: markup), origin: "test.html")
            .profile?.citationsPerYear
    }

    @Test("Without z-index, bars are placed by their left offset nearest a label's")
    func leftOffsets() throws {
        let markup = """
            <span class="gsc_g_t" style="left:3px">2021</span>\
            <span class="gsc_g_t" style="left:35px">2022</span>\
            <span class="gsc_g_t" style="left:67px">2023</span>\
            <a class="gsc_g_a" style="left:8px;top:10px;height:20px"><span class="gsc_g_al">7</span></a>\
            <a class="gsc_g_a" style="left:72px;top:10px;height:20px"><span class="gsc_g_al">1,204</span></a>
            """
        #expect(try histogram(markup) == [2021: 7, 2022: 0, 2023: 1204])
    }

    @Test("Without any position, a bar per year is taken in order")
    func inOrder() throws {
        let markup = """
            <span class="gsc_g_t">2024</span><span class="gsc_g_t">2025</span>\
            <a class="gsc_g_a"><span class="gsc_g_al">2</span></a>\
            <a class="gsc_g_a"><span class="gsc_g_al">5</span></a>
            """
        #expect(try histogram(markup) == [2024: 2, 2025: 5])
    }

    @Test("An unreadable histogram is left out, the profile still parses")
    func unreadable() throws {
        // A count that is not a number.
        #expect(
            try histogram(
                """
                <span class="gsc_g_t" style="right:3px">2024</span>\
                <a class="gsc_g_a" style="right:8px;z-index:1"><span class="gsc_g_al">lots</span></a>
                """) == nil)
        // More bars than years, and an unplaceable bar.
        #expect(
            try histogram(
                """
                <span class="gsc_g_t">2024</span>\
                <a class="gsc_g_a"><span class="gsc_g_al">1</span></a>\
                <a class="gsc_g_a"><span class="gsc_g_al">2</span></a>
                """) == nil)
        // A label that is not a year.
        #expect(
            try histogram("<span class=\"gsc_g_t\">next</span>") == nil)
        // No histogram at all.
        let plain = try ScholarProfileParser.parse(
            page(histogram: "").replacingHistogramClass(), origin: "test.html")
        #expect(plain.profile?.citationsPerYear == nil)
        #expect(plain.publications.count == 1)
    }

    @Test("Years without bars count 0, only years labelled are present")
    func emptyBars() throws {
        let markup = """
            <span class="gsc_g_t" style="right:35px">2024</span>\
            <span class="gsc_g_t" style="right:3px">2025</span>
            """
        #expect(try histogram(markup) == [2024: 0, 2025: 0])
    }
}

extension Data {
    /// The page without its histogram container's class.
    fileprivate func replacingHistogramClass() -> Data {
        Data(
            String(decoding: self, as: UTF8.self).replacingOccurrences(
                of: "gsc_md_hist_b", with: "other"
            ).utf8)
    }
}
