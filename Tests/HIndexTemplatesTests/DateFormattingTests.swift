import Foundation
import HIndexCore
import Testing

@testable import HIndexTemplates

@Suite("Dates in sentences")
struct DateFormattingTests {
    @Test("A day reads the language's way; English and anything not a day stay as written")
    func days() {
        let expected: [SiteLanguage: (String, String)] = [
            .english: ("2026-09-12", "2026-09-01"),
            .italian: ("12 settembre 2026", "1º settembre 2026"),
            .german: ("12. September 2026", "1. September 2026"),
            .french: ("12 septembre 2026", "1er septembre 2026"),
            .spanish: ("12 de septiembre de 2026", "1 de septiembre de 2026"),
            .portuguese: ("12 de setembro de 2026", "1º de setembro de 2026"),
            .simplifiedChinese: ("2026年9月12日", "2026年9月1日"),
        ]
        for language in SiteLanguage.allCases {
            #expect(DateFormatting.day("2026-09-12", language: language) == expected[language]?.0)
            #expect(DateFormatting.day("2026-09-01", language: language) == expected[language]?.1)
            for odd in ["2026-13-01", "2026-09-32", "2026-9-12", "12/09/2026", "", "2026-09-12T10"]
            {
                #expect(DateFormatting.day(odd, language: language) == odd, "\(odd)")
            }
        }
        #expect(Catalog.of(.french).day("2026-02-03") == "3 février 2026")
    }

    @Test("Italian articles agree with a day or number read with a vowel, also around <time>")
    func italianElision() {
        let italian = Catalog.of(.italian)
        #expect(
            italian.text(.dataFetchedOn, ["day": italian.day("2026-09-08")])
                .hasPrefix("Dati raccolti l’8 settembre 2026;"))
        #expect(
            italian.text(.dataStaleSince, ["day": italian.day("2026-05-11")])
                == "dati non aggiornati dall’11 maggio 2026")
        #expect(
            italian.text(.dataStaleSince, ["day": italian.day("2026-05-18")])
                == "dati non aggiornati dal 18 maggio 2026")
        let fetched = freshnessLine(
            [DataFreshness(label: "Google Scholar profile", fetched: "2026-08-08")],
            catalog: italian
        ).markup
        #expect(
            fetched.contains(
                "Profilo Google Scholar: dati raccolti l’<time datetime=\"2026-08-08\">8 agosto 2026</time>."
            ), "\(fetched)")
        // Other languages: left alone.
        #expect(DateFormatting.elided("il 8 settembre", language: .french) == "il 8 settembre")
        // Numbers too: the article agrees with the number's sound.
        let agreeing: [(String, String)] = [
            ("contano i 8 articoli", "contano gli 8 articoli"),
            ("tra i 11 articoli", "tra gli 11 articoli"),
            ("solo a 3 dei 80 articoli", "solo a 3 degli 80 articoli"),
            ("necessario il 80%", "necessario l’80%"), ("il 1%", "l’1%"),
            ("dal 8,5%", "dall’8,5%"), ("nel 800", "nell’800"),
            ("i 12 articoli", "i 12 articoli"), ("dei 1.083 articoli", "dei 1.083 articoli"),
            ("nel 2018.", "nel 2018."), ("il 1º marzo", "il 1º marzo"),
            ("Part I 8", "Part I 8"), ("Dati 8", "Dati 8"),
        ]
        for (text, expected) in agreeing {
            #expect(DateFormatting.elided(text, language: .italian) == expected, "\(text)")
        }
        #expect(
            Catalog.of(.italian).plural(
                8, one: .recentBasisOne, other: .recentBasisOther,
                ["from": "2022", "now": "2026", "window": "5"]
            ).contains("gli 8 articoli"))
    }

    @Test(
        "Pages keep ISO in <time datetime> and show the language's day",
        arguments: SiteLanguage.allCases)
    func freshness(language: SiteLanguage) {
        let catalog = Catalog.of(language)
        let line = freshnessLine(
            [DataFreshness(label: "Google Scholar profile", fetched: "2026-09-12")],
            catalog: catalog
        ).markup
        #expect(
            line.contains("<time datetime=\"2026-09-12\">\(catalog.day("2026-09-12"))</time>"),
            "\(line)")
    }

    @Test("A notice's day reads the page's language's way; English keeps the console's ISO")
    func noticeDays() throws {
        let stale = Message(
            .noticeStale,
            [
                "day": .day("2026-11-08"),
                "label": .source("Google Scholar profile", inSentence: true),
                "reason": .text("HTTP 503"), "fetched": .day("2026-11-01"),
            ])
        #expect(stale.english.hasPrefix("Stale since 2026-11-08"), "\(stale.english)")
        #expect(Catalog.of(.english).text(stale) == stale.english)
        let italian = Catalog.of(.italian).text(stale)
        #expect(italian.hasPrefix("Non aggiornato dall’8 novembre 2026:"), "\(italian)")
        #expect(italian.contains("scaricata il 1º novembre 2026"), "\(italian)")
        #expect(Catalog.of(.german).text(stale).hasPrefix("Veraltet seit dem 8. November 2026:"))
        // Coded as an object named by the kind, and read back.
        let data = try JSONEncoder().encode(stale)
        #expect(String(decoding: data, as: UTF8.self).contains(#"{"day":{"_0":"2026-11-08"}}"#))
        #expect(try JSONDecoder().decode(Message.self, from: data) == stale)
    }
}
