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
        Self.fill(message(key), arguments)
    }

    /// The message as trusted markup (catalogs are part of the program and may contain
    /// `<code>` or `<span>`), with its placeholders filled by markup (escaped values).
    public func html(_ key: MessageKey, _ arguments: [String: HTML] = [:]) -> HTML {
        HTML.raw(Self.fill(message(key), arguments.mapValues(\.markup)))
    }

    /// `one` when `count` is 1, else `other`, each filled with `{count}` (grouped) and the
    /// other arguments.
    public func plural(
        _ count: Int, one: MessageKey, other: MessageKey, _ arguments: [String: String] = [:]
    ) -> String {
        var all = arguments
        all["count"] = number(count)
        return text(count == 1 ? one : other, all)
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
        guard !arguments.isEmpty, message.contains("{") else { return message }
        var result = ""
        var rest = message[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            if let value = arguments[name] {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
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
