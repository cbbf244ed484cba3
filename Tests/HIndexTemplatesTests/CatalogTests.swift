import Foundation
import HIndexCore
import HIndexTemplates
import Testing

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

    @Test("Numbers follow the language, not the machine's locale")
    func numbers() {
        let expected: [SiteLanguage: (String, String)] = [
            .english: ("1,083", "23.64"), .italian: ("1.083", "23,64"),
            .german: ("1.083", "23,64"), .french: ("1\u{202F}083", "23,64"),
            .spanish: ("1.083", "23,64"), .portuguese: ("1.083", "23,64"),
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
