import Foundation
import HIndexCore
import HIndexTemplates
import Testing

/// A block page notice, as the Scholar fetcher reports one.
enum SourceErrorSample {
    static let blocked = Message(
        .noticeSourceBlocked,
        [
            "source": .source("Google Scholar profile", inSentence: false),
            "reason": .text("captcha page: \"Please show you're not a robot\""),
            "place": .message(
                Message(
                    .noticePlaceFrom, ["origin": .text("https://scholar.example/citations?user=X")])
            ),
        ])
}

@Suite("Catalogs")
struct CatalogTests {
    @Test(
        "Every language has every message, non-empty, with English's placeholders",
        arguments: SiteLanguage.allCases)
    func complete(language: SiteLanguage) {
        let english = Catalog.of(.english)
        let catalog = Catalog.of(language)
        #expect(catalog.language == language)
        var problems: [String] = []
        for key in MessageKey.allCases {
            guard let reference = english.messages[key] else {
                problems.append("\(key.rawValue): missing in English")
                continue
            }
            guard let message = catalog.messages[key] else {
                problems.append("\(key.rawValue): missing")
                continue
            }
            if message.allSatisfy(\.isWhitespace), key != .sentenceSeparator {
                problems.append("\(key.rawValue): empty")
            }
            let expected = Catalog.placeholders(in: reference)
            let found = Catalog.placeholders(in: message)
            if expected != found {
                problems.append(
                    "\(key.rawValue): placeholders \(found), English has \(expected)")
            }
            if message.filter({ $0 == "<" }).count != message.filter({ $0 == ">" }).count {
                problems.append("\(key.rawValue): unbalanced markup")
            }
        }
        // No key the enum does not know (a stale entry would be a silent English fallback).
        #expect(catalog.messages.count == MessageKey.allCases.count)
        #expect(problems.isEmpty, "\(language.tag): \(problems.joined(separator: "; "))")
    }

    @Test(
        "Other languages translate the sentences instead of copying English",
        arguments: SiteLanguage.allCases.filter { $0 != .english })
    func translated(language: SiteLanguage) {
        let english = Catalog.of(.english)
        let catalog = Catalog.of(language)
        let copied = MessageKey.allCases.filter { key in
            guard let reference = english.messages[key], let message = catalog.messages[key]
            else { return false }
            // Words of letters outside placeholders: "{day}: {metric} {value}" has none.
            let words = reference.replacingOccurrences(
                of: #"\{[A-Za-z]+\}"#, with: "", options: .regularExpression
            ).split(separator: " ").filter { $0.contains(where: \.isLetter) }
            return words.count >= 3 && reference == message
        }
        #expect(copied.isEmpty, "\(language.tag) copies English: \(copied.map(\.rawValue))")
    }

    @Test("Placeholders are filled; unknown ones stay as written")
    func fill() {
        let catalog = Catalog.of(.italian)
        #expect(catalog.text(.feedTitle, ["name": "Fisica"]) == "Fisica: aggiornamenti")
        #expect(Catalog.placeholders(in: "{a} and {b} {a}") == ["a", "b"])
        #expect(Catalog.placeholders(in: "no { placeholder }") == [])
        #expect(
            catalog.plural(1, one: .timesOne, other: .timesOther) == "1 volta"
                && catalog.plural(1083, one: .timesOne, other: .timesOther) == "1.083 volte")
    }

    @Test("Plurals follow CLDR: French counts 0 as one, Chinese has only other")
    func plurals() {
        let one: [SiteLanguage: [Int]] = [
            .english: [1], .italian: [1], .german: [1], .spanish: [1], .portuguese: [1],
            .french: [0, 1], .simplifiedChinese: [],
        ]
        for language in SiteLanguage.allCases {
            for count in [0, 1, 2, 5, 21, 1000] {
                let expected: PluralCategory =
                    one[language]?.contains(count) == true ? .one : .other
                #expect(
                    language.pluralCategory(count) == expected, "\(language.tag): \(count)")
            }
        }
        let french = Catalog.of(.french)
        let papers = { (count: Int) in
            french.plural(count, one: .publicationsCountOne, other: .publicationsCountOther)
        }
        #expect(papers(0) == french.text(.publicationsCountOne, ["count": "0"]))
        #expect(papers(1) == french.text(.publicationsCountOne, ["count": "1"]))
        #expect(papers(2) == french.text(.publicationsCountOther, ["count": "2"]))
        #expect(papers(0) != french.text(.publicationsCountOther, ["count": "0"]))
        let english = Catalog.of(.english)
        #expect(
            english.plural(0, one: .publicationsCountOne, other: .publicationsCountOther)
                == english.text(.publicationsCountOther, ["count": "0"]))
        let chinese = Catalog.of(.simplifiedChinese)
        #expect(
            chinese.plural(1, one: .leftOutBySurnameOne, other: .leftOutBySurnameOther)
                == chinese.text(.leftOutBySurnameOther, ["count": "1"]))
        // A notice about a count picks its form the same way.
        let notice = Message(
            count: 0, one: .noticeCrossrefOfflineOne, other: .noticeCrossrefOfflineOther)
        #expect(french.text(notice) == french.text(.noticeCrossrefOfflineOne, ["count": "0"]))
        #expect(notice.english == english.text(.noticeCrossrefOfflineOther, ["count": "0"]))
    }

    @Test("Notices render in each language; English pages show the console's English")
    func notices() {
        let blocked = SourceErrorSample.blocked
        for language in SiteLanguage.allCases {
            let text = Catalog.of(language).text(blocked)
            #expect(text.contains("https://scholar.example/citations?user=X"), "\(text)")
            #expect(text.contains("\"Please show you're not a robot\""), "\(text)")
            if language != .english {
                #expect(!text.contains("blocked the request"), "\(language.tag): \(text)")
                #expect(!text.contains("Google Scholar profile"), "\(language.tag): \(text)")
            }
        }
        #expect(Catalog.of(.english).text(blocked) == blocked.english)
        #expect(
            blocked.english
                == "Google Scholar profile blocked the request (captcha page: \"Please show "
                + "you're not a robot\") from https://scholar.example/citations?user=X")
        // Large counts: grouped on other languages' pages, plain digits in English.
        let big = Message(
            .noticeTooLarge,
            ["origin": .text("a.html"), "bytes": .number(25_000_000), "limit": .number(20_000_000)])
        #expect(big.english == "a.html is too large to parse (25000000 bytes, limit 20000000)")
        #expect(Catalog.of(.english).text(big) == big.english)
        #expect(Catalog.of(.italian).text(big).contains("25.000.000"))
        // Source names: a known one is translated, a product name or unknown one is not.
        #expect(
            Catalog.of(.italian).sourceName("Google Scholar profile") == "Profilo Google Scholar")
        #expect(
            Catalog.of(.italian).sourceName("Publication list", inSentence: true)
                == "elenco delle pubblicazioni")
        #expect(Catalog.of(.german).sourceName("Homepage", inSentence: true) == "Homepage")
        #expect(Catalog.of(.italian).sourceName("Homepage", inSentence: true) == "sito personale")
        #expect(Catalog.of(.french).sourceName("OpenAlex") == "OpenAlex")
        #expect(Catalog.of(.french).sourceName("Something else") == "Something else")
    }

    @Test("Numbers follow the language, not the machine's locale")
    func numbers() {
        let expected: [SiteLanguage: (String, String)] = [
            .english: ("1,083", "23.64"), .italian: ("1.083", "23,64"),
            .german: ("1.083", "23,64"), .french: ("1\u{202F}083", "23,64"),
            .spanish: ("1083", "23,64"), .portuguese: ("1.083", "23,64"),
            .simplifiedChinese: ("1,083", "23.64"),
        ]
        for language in SiteLanguage.allCases {
            let catalog = Catalog.of(language)
            #expect(catalog.number(1083) == expected[language]?.0, "\(language)")
            #expect(catalog.localizedNumber("23.64") == expected[language]?.1, "\(language)")
        }
        #expect(NumberFormatting.grouped(-1_234_567, language: .german) == "-1.234.567")
        #expect(NumberFormatting.localized("1,234.5", language: .italian) == "1.234,5")
        #expect(NumberFormatting.localized("≈ 0.47", language: .french) == "≈ 0,47")
        // Not between digits: left alone.
        #expect(NumberFormatting.localized("a, b. 3.", language: .italian) == "a, b. 3.")
        #expect(NumberFormatting.grouped(999, language: .french) == "999")
        // Spanish groups from five digits on (CLDR, RAE): 1083, 10.830, -1234.
        #expect(NumberFormatting.grouped(10_830, language: .spanish) == "10.830")
        #expect(NumberFormatting.grouped(-1234, language: .spanish) == "-1234")
        #expect(NumberFormatting.grouped(1_234_567, language: .spanish) == "1.234.567")
        #expect(NumberFormatting.localized("1,083.5", language: .spanish) == "1083,5")
        #expect(NumberFormatting.localized("≥ 1,083", language: .spanish) == "≥ 1083")
        #expect(NumberFormatting.localized("10,830", language: .spanish) == "10.830")
        #expect(NumberFormatting.localized("1,234,567", language: .spanish) == "1.234.567")
        #expect(NumberFormatting.localized("a 1,083, b", language: .spanish) == "a 1083, b")
    }

    @Test("BCP 47 tags select a shipped language")
    func tags() {
        #expect(SiteLanguage(tag: "it") == .italian)
        #expect(SiteLanguage(tag: "IT-it") == .italian)
        #expect(SiteLanguage(tag: "pt-BR") == .portuguese)
        #expect(SiteLanguage(tag: "es-419") == .spanish)
        #expect(SiteLanguage(tag: "zh") == .simplifiedChinese)
        #expect(SiteLanguage(tag: "zh-Hans-CN") == .simplifiedChinese)
        #expect(SiteLanguage(tag: "zh-Hant") == nil)
        #expect(SiteLanguage(tag: "zh-TW") == nil)
        #expect(SiteLanguage(tag: "nl") == nil)
        #expect(SiteLanguage(tag: "italian") == nil)
        #expect(SiteLanguage(tag: "") == nil)
        #expect(SiteLanguage(tag: "it-") == nil)
        #expect(SiteLanguage(tag: "en-x-private") == nil)
    }
}

@Suite("Catalogs in scripts and exports")
struct CatalogScriptTests {
    @Test("The name filter's status messages are in the site's language, escaped for JavaScript")
    func filterMessages() {
        let english = filterScript()
        #expect(english.range(of: #""No scientist matches \u201C" + input.value.trim()"#) != nil)
        let italian = filterScript(catalog: .of(.italian))
        #expect(italian.range(of: #""Nessun ricercatore corrisponde a \u201C""#) != nil)
        #expect(italian.range(of: #""ricercatore", "ricercatori""#) != nil)
        #expect(!italian.contains("scientist"))
        let chinese = filterScript(catalog: .of(.simplifiedChinese))
        #expect(chinese.allSatisfy { $0.isASCII }, "non-ASCII text is escaped")
        #expect(chinese.range(of: #"\u4F4D\u7814\u7A76\u4EBA\u5458"#) != nil)
    }
}
