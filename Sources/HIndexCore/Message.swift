/// A sentence the build writes for the pages (a notice), in words of no particular language:
/// a ``MessageKey`` and its arguments. A page renders it with its language's catalog; the
/// console, the logs and the JSON exports use its English (``english``), which is
/// ``englishNotices`` filled in.
///
/// Arguments are plain text shown as written (paths, URLs, titles, text quoted from a
/// source), numbers (grouped the language's way on pages), source names (the catalog's name
/// for a known source) or nested messages. A message about a count has a plural form: the
/// key is chosen by the language's plural rule (``SiteLanguage/pluralCategory(_:)``).
public struct Message: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A value filled into a placeholder.
    ///
    /// Coded as a bare string for text (most arguments are text, and an incremental build
    /// decodes the notices of every scientist it keeps); the other kinds, and text stored by
    /// earlier versions, as an object named by the kind (`{"number":{"_0":3}}`,
    /// `{"source":{"_0":"…","inSentence":true}}`, `{"day":{"_0":"2026-09-12"}}`).
    public indirect enum Argument: Sendable, Hashable, Codable {
        /// Shown as written in every language.
        case text(String)
        /// A count, grouped by the page's language (plain digits in English text).
        case number(Int)
        /// A source's name as the build knows it ("Google Scholar profile", "Publication
        /// list"); the page shows its catalog name, lower-cased in a sentence where the
        /// language does that (`inSentence`).
        case source(String, inSentence: Bool)
        /// A nested message.
        case message(Message)
        /// A day (`2026-09-12`), written the page's language's way in a sentence (ISO in
        /// English text).
        case day(String)
    }

    /// The plural form of a message about a count.
    public struct Plural: Sendable, Hashable, Codable {
        /// The count, also filled into `{count}`.
        public var count: Int
        /// The key of the `other` form (``Message/key`` is the `one` form).
        public var other: MessageKey
    }

    /// The message's key (the `one` form of a plural message).
    public var key: MessageKey
    /// The arguments by placeholder name.
    public var arguments: [String: Argument]
    /// The plural form, for a message about a count.
    public var plural: Plural?

    /// A message with its arguments.
    public init(_ key: MessageKey, _ arguments: [String: Argument] = [:]) {
        self.key = key
        self.arguments = arguments
        self.plural = nil
    }

    /// A message about `count`: `one` or `other` by the language's plural rule, with
    /// `{count}` filled by the count.
    public init(
        count: Int, one: MessageKey, other: MessageKey, _ arguments: [String: Argument] = [:]
    ) {
        self.key = one
        self.arguments = arguments
        self.arguments["count"] = .number(count)
        self.plural = Plural(count: count, other: other)
    }

    /// A text shown as written in every language (a source's own message, a test's text).
    public static func verbatim(_ text: String) -> Message {
        Message(.noticeVerbatim, ["text": .text(text)])
    }

    /// What a language gives to render a message.
    public struct Vocabulary: Sendable {
        /// The message of a key, with `{name}` placeholders.
        public var message: @Sendable (MessageKey) -> String
        /// A count as the language writes it.
        public var number: @Sendable (Int) -> String
        /// A source's name as the language writes it, in a sentence or alone.
        public var source: @Sendable (String, Bool) -> String
        /// The plural category of a count.
        public var pluralCategory: @Sendable (Int) -> PluralCategory
        /// A day (`2026-09-12`) as the language writes it in a sentence.
        public var day: @Sendable (String) -> String

        /// A vocabulary; days stay ISO unless `day` says otherwise.
        public init(
            message: @escaping @Sendable (MessageKey) -> String,
            number: @escaping @Sendable (Int) -> String,
            source: @escaping @Sendable (String, Bool) -> String,
            pluralCategory: @escaping @Sendable (Int) -> PluralCategory,
            day: @escaping @Sendable (String) -> String = { $0 }
        ) {
            self.message = message
            self.number = number
            self.source = source
            self.pluralCategory = pluralCategory
            self.day = day
        }

        /// The English of the console and the exports: ``Message/englishNotices``, plain
        /// digits, source names as the build knows them (lower-cased in a sentence like
        /// ``Message/inSentence(_:)``).
        public static let english = Vocabulary(
            message: { Message.englishNotices[$0] ?? $0.rawValue },
            number: { String($0) },
            source: { name, inSentence in inSentence ? Message.inSentence(name) : name },
            pluralCategory: { SiteLanguage.english.pluralCategory($0) })
    }

    /// The message in `vocabulary`'s language: its key's text with every placeholder filled.
    public func rendered(_ vocabulary: Vocabulary) -> String {
        var chosen = key
        if let plural, vocabulary.pluralCategory(plural.count) == .other {
            chosen = plural.other
        }
        let values = arguments.mapValues { argument -> String in
            switch argument {
            case .text(let text): text
            case .number(let number): vocabulary.number(number)
            case .source(let name, let inSentence): vocabulary.source(name, inSentence)
            case .message(let message): message.rendered(vocabulary)
            case .day(let day): vocabulary.day(day)
            }
        }
        return Self.fill(vocabulary.message(chosen), values)
    }

    /// The message in English, as the console, the logs and the JSON exports show it.
    public var english: String { rendered(.english) }

    /// The English.
    public var description: String { english }

    /// Replaces every `{name}` of `template` by its value; unknown placeholders stay as
    /// written.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        guard !values.isEmpty else { return template }
        return bytewiseFill(template, values) ?? generalFill(template, values)
    }

    /// ``generalFill(_:_:)`` on the bytes, when every `{` and `}` of `template` stands
    /// between ASCII bytes (or at an end): then each is a `Character` of its own (no mark
    /// can join it, no prepended character come before it), so the byte search finds the
    /// braces the `Character` search finds. `nil` for other templates.
    static func bytewiseFill(_ template: String, _ values: [String: String]) -> String? {
        var text = template
        let filled = text.withUTF8 { bytes -> [UInt8]?? in
            let open = UInt8(ascii: "{")
            let close = UInt8(ascii: "}")
            // No brace: the template as it is.
            guard var next = bytes.firstIndex(of: open) else { return .some(nil) }
            for index in next..<bytes.count where bytes[index] == open || bytes[index] == close {
                if index > 0, bytes[index - 1] >= 0x80 { return nil }
                if index + 1 < bytes.count, bytes[index + 1] >= 0x80 { return nil }
            }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 64)
            var rest = 0
            while true {
                // An unclosed brace: the rest stays as written.
                guard let end = bytes[next...].firstIndex(of: close) else { break }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[rest..<next]))
                let name = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[(next + 1)..<end]), as: UTF8.self)
                if let value = values[name] {
                    result.append(contentsOf: value.utf8)
                } else {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[next...end]))
                }
                rest = end + 1
                guard let found = bytes[rest...].firstIndex(of: open) else { break }
                next = found
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[rest...]))
            return .some(result)
        }
        guard let filled else { return nil }
        return filled.map { String(decoding: $0, as: UTF8.self) } ?? template
    }

    /// ``fill(_:_:)`` through `Character`s, for any template.
    static func generalFill(_ template: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        // An unclosed brace: the rest stays as written.
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            if let value = values[name] {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }

    /// A label inside an English sentence: "Publication list" → "publication list"; a label
    /// with a capital after its first letter names something ("Google Scholar profile",
    /// "OpenAlex", "ORCID works") and keeps its capitals.
    public static func inSentence(_ label: String) -> String {
        guard let first = label.first, !label.dropFirst().contains(where: \.isUppercase) else {
            return label
        }
        return first.lowercased() + label.dropFirst()
    }
}

/// A CLDR plural category; the shipped languages use two.
public enum PluralCategory: String, Sendable, Hashable, Codable {
    /// The singular form ("1 paper").
    case one
    /// Every other count.
    case other
}

extension SiteLanguage {
    /// The CLDR plural category of a whole count: `one` for 1 in English, Italian, German,
    /// Spanish and Portuguese; `one` for 0 and 1 in French; Chinese has only `other`.
    /// (CLDR's `pt` also counts 0 as `one`; the catalog says "0 artigos", as Portuguese
    /// grammar has it, so Portuguese follows `pt-PT`'s rule.)
    public func pluralCategory(_ count: Int) -> PluralCategory {
        switch self {
        case .english, .italian, .german, .spanish, .portuguese:
            count == 1 ? .one : .other
        case .french:
            count == 0 || count == 1 ? .one : .other
        case .simplifiedChinese:
            .other
        }
    }
}

extension Message.Argument {
    private enum Kind: String, CodingKey {
        case text, number, source, message, day
    }

    private enum Payload: String, CodingKey {
        case _0, inSentence
    }

    /// Reads an argument in either form (above).
    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .text(text)
            return
        }
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "an argument is text or an object with one kind"))
        }
        let payload = try container.nestedContainer(keyedBy: Payload.self, forKey: kind)
        switch kind {
        case .text: self = .text(try payload.decode(String.self, forKey: ._0))
        case .number: self = .number(try payload.decode(Int.self, forKey: ._0))
        case .source:
            self = .source(
                try payload.decode(String.self, forKey: ._0),
                inSentence: try payload.decode(Bool.self, forKey: .inSentence))
        case .message: self = .message(try payload.decode(Message.self, forKey: ._0))
        case .day: self = .day(try payload.decode(String.self, forKey: ._0))
        }
    }

    /// Writes text as a bare string, the other kinds as an object named by the kind.
    public func encode(to encoder: any Encoder) throws {
        if case .text(let text) = self {
            var container = encoder.singleValueContainer()
            try container.encode(text)
            return
        }
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .text: break
        case .number(let number):
            var payload = container.nestedContainer(keyedBy: Payload.self, forKey: .number)
            try payload.encode(number, forKey: ._0)
        case .source(let name, let inSentence):
            var payload = container.nestedContainer(keyedBy: Payload.self, forKey: .source)
            try payload.encode(name, forKey: ._0)
            try payload.encode(inSentence, forKey: .inSentence)
        case .message(let message):
            var payload = container.nestedContainer(keyedBy: Payload.self, forKey: .message)
            try payload.encode(message, forKey: ._0)
        case .day(let day):
            var payload = container.nestedContainer(keyedBy: Payload.self, forKey: .day)
            try payload.encode(day, forKey: ._0)
        }
    }
}
