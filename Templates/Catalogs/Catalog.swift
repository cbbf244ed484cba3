import HIndexCore

/// The words of the pages in one language: every label and message the templates write,
/// by ``MessageKey``, and the language's number formatting.
///
/// Templates get the catalog from ``PageContext/catalog``. Messages may have named
/// placeholders such as `{count}`, filled by ``text(_:_:)`` and ``html(_:_:)``; every
/// catalog has every key with the same placeholders as English (a test checks it).
public struct Catalog: Sendable {
    /// The language.
    public let language: SiteLanguage
    /// The messages by key.
    public let messages: [MessageKey: String]

    /// Creates a catalog.
    public init(language: SiteLanguage, messages: [MessageKey: String]) {
        self.language = language
        self.messages = messages
    }

    /// The catalog of a shipped language.
    public static func of(_ language: SiteLanguage) -> Catalog {
        switch language {
        case .english: english
        case .italian: italian
        case .german: german
        case .french: french
        case .spanish: spanish
        case .portuguese: portuguese
        case .simplifiedChinese: simplifiedChinese
        }
    }

    static let english = Catalog(language: .english, messages: englishMessages)
    static let italian = Catalog(language: .italian, messages: italianMessages)
    static let german = Catalog(language: .german, messages: germanMessages)
    static let french = Catalog(language: .french, messages: frenchMessages)
    static let spanish = Catalog(language: .spanish, messages: spanishMessages)
    static let portuguese = Catalog(language: .portuguese, messages: portugueseMessages)
    static let simplifiedChinese = Catalog(
        language: .simplifiedChinese, messages: simplifiedChineseMessages)

    /// The message as plain text (escaped when interpolated into HTML), with its placeholders
    /// filled; a message missing from the catalog falls back to English (the catalog test
    /// makes that a test failure).
    public func text(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String {
        DateFormatting.elided(Self.fill(message(key), arguments), language: language)
    }

    /// The message as trusted markup (catalogs are part of the program and may contain
    /// `<code>` or `<span>`), with its placeholders filled by markup (escaped values).
    public func html(_ key: MessageKey, _ arguments: [String: HTML] = [:]) -> HTML {
        HTML.raw(
            DateFormatting.elided(
                Self.fill(message(key), arguments.mapValues(\.markup)), language: language))
    }

    /// `one` or `other` by the language's plural rule (CLDR: French counts 0 as `one`,
    /// Chinese has only `other`; see ``SiteLanguage/pluralCategory(_:)``), filled with
    /// `{count}` (grouped) and the other arguments.
    public func plural(
        _ count: Int, one: MessageKey, other: MessageKey, _ arguments: [String: String] = [:]
    ) -> String {
        var all = arguments
        all["count"] = number(count)
        return text(pluralKey(count, one: one, other: other), all)
    }

    /// `one` or `other` by the language's plural rule, for a message whose count is not its
    /// `{count}`: "{found} found" (the count of a placeholder of another name) or "Needs
    /// {more}" (a count already written as a phrase, which the sentence must agree with).
    public func pluralKey(_ count: Int, one: MessageKey, other: MessageKey) -> MessageKey {
        language.pluralCategory(count) == .one ? one : other
    }

    /// A message of the build (a notice) in this language, as plain text.
    public func text(_ message: Message) -> String {
        DateFormatting.elided(message.rendered(vocabulary), language: language)
    }

    /// What ``Message/rendered(_:)`` needs: this catalog's messages, numbers, source names
    /// and plural rule. English notices keep the console's plain digits, so an English page
    /// shows a notice exactly as the build prints it.
    public var vocabulary: Message.Vocabulary {
        let catalog = self
        return Message.Vocabulary(
            message: { catalog.message($0) },
            number: { catalog.language == .english ? String($0) : catalog.number($0) },
            source: { catalog.sourceName($0, inSentence: $1) },
            pluralCategory: { catalog.language.pluralCategory($0) },
            day: { catalog.day($0) })
    }

    /// A source's name as the build writes it ("Google Scholar profile", "Publication list",
    /// "Homepage") in this language; a product name (OpenAlex, ORCID, DBLP, Crossref) or an
    /// unknown name stays as written. `inSentence` lower-cases a common noun's first letter
    /// where the language does (not German, whose nouns keep their capital).
    public func sourceName(_ name: String, inSentence: Bool = false) -> String {
        let key: MessageKey? =
            name == "Homepage" || name == "homepage" ? .homepage : Message.sourceLabelKey(name)
        guard let key else { return name }
        let label = text(key)
        // "homepage" (the extractor's name) is written lower-case like a word in a sentence.
        guard inSentence || name.first?.isLowercase == true else { return label }
        return language == .german ? label : Message.inSentence(label)
    }

    /// A day (`2026-09-12`) as the language writes it in a sentence: `12 settembre 2026`
    /// (it); ISO in English. See ``DateFormatting/day(_:language:)``.
    public func day(_ iso: String) -> String {
        DateFormatting.day(iso, language: language)
    }

    /// `count` with the language's digit grouping: `1,083` (en), `1.083` (it).
    public func number(_ count: Int) -> String {
        NumberFormatting.grouped(count, language: language)
    }

    /// A number written the English way (`1,083.5`, `0.47`) with the language's separators.
    public func localizedNumber(_ english: String) -> String {
        NumberFormatting.localized(english, language: language)
    }

    private func message(_ key: MessageKey) -> String {
        messages[key] ?? Self.englishMessages[key] ?? key.rawValue
    }

    /// Replaces every `{name}` by its argument; unknown placeholders stay as written.
    static func fill(_ message: String, _ arguments: [String: String]) -> String {
        Message.fill(message, arguments)
    }

    /// The placeholder names of a message, e.g. `["count", "day"]`, sorted.
    public static func placeholders(in message: String) -> [String] {
        var names: Set<String> = []
        var rest = message[...]
        while let open = rest.firstIndex(of: "{"),
            let close = rest[open...].firstIndex(of: "}")
        {
            let name = rest[rest.index(after: open)..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                names.insert(String(name))
            }
            rest = rest[rest.index(after: close)...]
        }
        return names.sorted()
    }
}
