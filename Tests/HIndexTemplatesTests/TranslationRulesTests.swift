import HIndexCore
import Testing

@testable import HIndexTemplates

/// The rules every translation follows beyond having every key (``CatalogTests``): a source's
/// name is never dropped into a sentence after a preposition, and a count that reaches a
/// sentence picks its one/other form.
@Suite("Translation rules")
struct TranslationRulesTests {
    /// The languages the rules apply to. English is the reference and its output is frozen
    /// (the golden sites): its source labels read as names after "from" and "in".
    static let translated = SiteLanguage.allCases.filter { $0 != .english }

    /// The placeholders a source's name fills: "Google Scholar profile", "Publication list".
    static let sourcePlaceholders = ["source", "what", "list", "lists", "label"]

    /// Prepositions (and articles and their contractions) that would need the name's gender,
    /// number or case: "da Profilo Google Scholar", "aus Google-Scholar-Profil", "de Perfil de
    /// Google Scholar". Chinese has no articles or agreement, but its captions too give the
    /// source in parentheses rather than after 来自 or 在.
    static let prepositions: [SiteLanguage: Set<String>] = [
        .italian: [
            "a", "al", "alla", "con", "da", "dal", "dalla", "del", "della", "di", "fra", "in",
            "nel", "nella", "per", "su", "sul", "sulla", "tra", "il", "la", "lo", "l’", "l'",
            "dell’", "dall’", "nell’",
        ],
        .german: [
            "aus", "bei", "beim", "das", "dem", "den", "der", "des", "die", "für", "im", "in",
            "mit", "nach", "über", "vom", "von", "zu", "zum", "zur",
        ],
        .french: [
            "à", "au", "aux", "dans", "de", "depuis", "des", "du", "en", "la", "le", "les",
            "par", "pour", "sur", "d’", "d'", "l’", "l'",
        ],
        .spanish: [
            "a", "al", "con", "de", "del", "desde", "el", "en", "la", "las", "los", "para",
            "por",
        ],
        .portuguese: [
            "a", "à", "as", "com", "da", "das", "de", "desde", "do", "dos", "em", "na", "nas",
            "no", "nos", "o", "os", "para", "pela", "pelo", "por",
        ],
        .simplifiedChinese: ["来自", "在", "从", "由", "自"],
    ]

    /// The word (or, in Chinese, the characters) right before `index` in `message`.
    static func wordBefore(_ index: String.Index, in message: String, language: SiteLanguage)
        -> String
    {
        var before = message[..<index]
        while let last = before.last, last.isWhitespace { before = before.dropLast() }
        if language == .simplifiedChinese {
            let known = prepositions[language] ?? []
            return known.first { before.hasSuffix($0) } ?? ""
        }
        var word = ""
        for character in before.reversed() {
            guard character.isLetter || character == "’" || character == "'" else { break }
            word.insert(character, at: word.startIndex)
        }
        return word.lowercased()
    }

    @Test(
        "No source name right after a preposition: it goes in parentheses or after a noun",
        arguments: translated)
    func sourceNamesAfterPrepositions(language: SiteLanguage) {
        let catalog = Catalog.of(language)
        let forbidden = Self.prepositions[language] ?? []
        #expect(!forbidden.isEmpty)
        var problems: [String] = []
        for key in MessageKey.allCases {
            guard let message = catalog.messages[key] else { continue }
            for name in Self.sourcePlaceholders {
                var rest = message[...]
                while let range = rest.range(of: "{\(name)}") {
                    let word = Self.wordBefore(range.lowerBound, in: message, language: language)
                    if forbidden.contains(word) {
                        problems.append("\(key.rawValue): “\(word) {\(name)}”")
                    }
                    rest = rest[range.upperBound...]
                }
            }
        }
        #expect(problems.isEmpty, "\(language.tag): \(problems.joined(separator: "; "))")
    }

    @Test("The sentences that named a source after a preposition name it in parentheses")
    func sourceNamesInParentheses() {
        let name = "Google Scholar profile"
        for language in Self.translated {
            let catalog = Catalog.of(language)
            let label = catalog.sourceName(name)
            for key in [
                MessageKey.publicationsCaption, .referenceFromOne, .referenceFromOther,
                .matchingIntro, .chartPerYearDescription,
            ] {
                let text = catalog.text(key, ["source": label])
                #expect(
                    text.contains("(\(label))") || text.contains("（\(label)）")
                        || text.contains(": \(label))") || text.contains(":\u{A0}\(label))")
                        || text.contains("：\(label)）"),
                    "\(language.tag) \(key.rawValue): \(text)")
            }
            // The day a source was fetched: the source's name heads the sentence, so no
            // participle has to agree with it ("Lista de publicações obtido").
            let fetched = catalog.text(.dataFetched, ["what": label, "day": "2026-09-12"])
            #expect(fetched.hasPrefix(label), "\(language.tag): \(fetched)")
            #expect(
                fetched.dropFirst(label.count).first.map { ":：".contains($0) || $0 == "\u{A0}" }
                    == true, "\(language.tag): \(fetched)")
        }
    }

    /// The messages whose count reaches the sentence other than as `{count}` of a `plural`
    /// call, and the placeholder that holds it (or the phrase the sentence agrees with).
    static let countPairs: [(one: MessageKey, other: MessageKey, placeholder: String)] = [
        (.anyWouldDoOne, .anyWouldDoOther, "chosen"),
        (.needsOnPaperOne, .needsOnPaperOther, "more"),
        (.needsCitationsOne, .needsCitationsOther, "more"),
        (.referenceFromOne, .referenceFromOther, "found"),
        (.chartBarTooltipOne, .chartBarTooltipOther, "count"),
        (.notInEarlierListOne, .notInEarlierListOther, "count"),
    ]

    @Test("Every one form has its other form, with the same placeholders")
    func pairs() {
        let names = Set(MessageKey.allCases.map(\.rawValue))
        // Not plural pairs: "one list / several lists" and "no row / one row" are separate
        // messages with separate placeholders.
        let unpaired: Set<MessageKey> = [.noticeFewMatchesOne, .noticeMergeGroupOne]
        for key in MessageKey.allCases where key.rawValue.hasSuffix("One") {
            guard !unpaired.contains(key) else { continue }
            let other = String(key.rawValue.dropLast(3)) + "Other"
            #expect(names.contains(other), "\(key.rawValue) has no \(other)")
        }
        for key in MessageKey.allCases where key.rawValue.hasSuffix("Other") {
            let one = String(key.rawValue.dropLast(5)) + "One"
            #expect(names.contains(one), "\(key.rawValue) has no \(one)")
        }
        for language in SiteLanguage.allCases {
            let catalog = Catalog.of(language)
            for pair in Self.countPairs {
                let one = catalog.messages[pair.one] ?? ""
                let other = catalog.messages[pair.other] ?? ""
                #expect(
                    Catalog.placeholders(in: one) == Catalog.placeholders(in: other),
                    "\(language.tag) \(pair.one.rawValue)")
                #expect(one.contains("{\(pair.placeholder)}"), "\(language.tag) \(pair.one)")
                #expect(other.contains("{\(pair.placeholder)}"), "\(language.tag) \(pair.other)")
            }
        }
    }

    @Test("A count of one reads in the singular where the language has one")
    func singular() {
        /// The text of a pair's form for `count` in `language`.
        func form(_ language: SiteLanguage, _ count: Int, _ one: MessageKey, _ other: MessageKey)
            -> String
        {
            let catalog = Catalog.of(language)
            return catalog.messages[catalog.pluralKey(count, one: one, other: other)] ?? ""
        }
        let found: [SiteLanguage: (String, String)] = [
            .italian: ("{found} trovata ", "{found} trovate "),
            .french: ("{found} trouvée ", "{found} trouvées "),
            .spanish: ("{found} se encontró ", "{found} se encontraron "),
            .portuguese: ("{found} foi encontrada ", "{found} foram encontradas "),
        ]
        for (language, (one, other)) in found {
            #expect(form(language, 1, .referenceFromOne, .referenceFromOther).contains(one))
            #expect(form(language, 2, .referenceFromOne, .referenceFromOther).contains(other))
        }
        // French counts 0 as one: "dont 0 trouvée".
        #expect(
            form(.french, 0, .referenceFromOne, .referenceFromOther).contains("{found} trouvée "))
        let tooltip: [SiteLanguage: (String, String)] = [
            .italian: ("citazione", "citazioni"), .german: ("Zitation", "Zitationen"),
            .french: ("citation", "citations"), .spanish: ("cita", "citas"),
            .portuguese: ("citação", "citações"),
        ]
        for (language, (one, other)) in tooltip {
            let catalog = Catalog.of(language)
            let text = { (count: Int) in
                catalog.plural(
                    count, one: .chartBarTooltipOne, other: .chartBarTooltipOther,
                    ["year": "2020"])
            }
            #expect(text(1).hasSuffix(" 1 \(one)"), "\(language.tag): \(text(1))")
            #expect(text(3).hasSuffix(" 3 \(other)"), "\(language.tag): \(text(3))")
        }
    }

    @Test(
        "The next-h sentence agrees with one citation and one chosen paper", arguments: translated)
    func nextHWithOne(language: SiteLanguage) {
        // Citations 2, 1, 1: h = 1, and h = 2 needs one more citation on either paper cited
        // once: "1 more citation", "any 1 of the 2 papers cited once".
        let metrics = Metrics(publications: [
            Publication(title: "Alpha", authors: "A Quispe", year: 2020, citations: 2),
            Publication(title: "Beta", authors: "A Quispe", year: 2019, citations: 1),
            Publication(title: "Gamma", authors: "A Quispe", year: 2018, citations: 1),
        ])
        var settings = Samples.settings
        settings.language = language
        let context = PageContext(settings: settings, rootPath: "", buildDate: "2026-01-02")
        let catalog = context.catalog
        let sentence = nextHSentence(metrics, isLowerBound: false, context: context).markup
        let needs = catalog.messages[
            catalog.pluralKey(1, one: .needsOnPaperOne, other: .needsOnPaperOther)]
        let any = catalog.text(
            catalog.pluralKey(1, one: .anyWouldDoOne, other: .anyWouldDoOther),
            [
                "chosen": "1", "total": "2",
                "cited": catalog.plural(1, one: .timesOne, other: .timesOther),
            ])
        let more = catalog.plural(1, one: .moreCitationsOne, other: .moreCitationsOther)
        #expect(sentence.contains(HTML(text: more).markup), "\(language.tag): \(sentence)")
        #expect(sentence.contains(HTML(text: any).markup), "\(language.tag): \(sentence)")
        let head = needs?.components(separatedBy: "{").first ?? "?"
        #expect(sentence.hasPrefix("<p class=\"next-h\">\(head)"), "\(language.tag): \(sentence)")
        if language == .italian {
            #expect(!sentence.contains("Servono 1"), "\(sentence)")
        }
    }

    @Test("The name filter's status counts in the language's plural rule")
    func filterPlural() {
        // Only 0 and 1 are ever `one` in the shipped languages, so the script tests those.
        for language in SiteLanguage.allCases {
            for count in 2...10_000 {
                #expect(language.pluralCategory(count) == .other, "\(language.tag) \(count)")
            }
            let rule = pluralRuleInJavaScript(language)
            let ones: Set<Int> =
                rule == "false"
                ? []
                : Set(rule.components(separatedBy: " || ").compactMap { Int($0.dropFirst(10)) })
            for count in 0...1 {
                #expect(
                    ones.contains(count) == (language.pluralCategory(count) == .one),
                    "\(language.tag) \(count): \(rule)")
            }
            let script = filterScript(catalog: .of(language))
            #expect(script.contains("return count + \" \" + (\(rule) ? one : many);"))
        }
        #expect(pluralRuleInJavaScript(.english) == "count === 1")
        #expect(pluralRuleInJavaScript(.french) == "count === 0 || count === 1")
        #expect(pluralRuleInJavaScript(.simplifiedChinese) == "false")
    }
}
