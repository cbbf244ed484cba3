/// The language of a site's pages (`language:` in `site.md`, a BCP 47 tag): `<html lang>`,
/// every label and message the templates write, and number formatting. A scientist's own
/// text (names, titles, bios) stays as written.
public enum SiteLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    /// English (`en`), the default.
    case english = "en"
    /// Italian (`it`).
    case italian = "it"
    /// German (`de`).
    case german = "de"
    /// French (`fr`).
    case french = "fr"
    /// Spanish (`es`).
    case spanish = "es"
    /// Portuguese (`pt`).
    case portuguese = "pt"
    /// Simplified Chinese (`zh-Hans`; `zh` and `zh-CN` are accepted too).
    case simplifiedChinese = "zh-Hans"

    /// The BCP 47 tag written to `<html lang>`.
    public var tag: String { rawValue }

    /// The language's name in English, for messages: "Italian".
    public var englishName: String {
        switch self {
        case .english: "English"
        case .italian: "Italian"
        case .german: "German"
        case .french: "French"
        case .spanish: "Spanish"
        case .portuguese: "Portuguese"
        case .simplifiedChinese: "Simplified Chinese"
        }
    }

    /// The shipped language a BCP 47 tag asks for, or `nil` when none is shipped.
    ///
    /// Case does not matter; a region (`it-IT`, `pt-BR`, `en-GB`) selects the language's
    /// catalog; Chinese must be Simplified (`zh`, `zh-Hans`, `zh-CN`, `zh-SG`, `zh-Hans-CN`).
    public init?(tag: String) {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map {
            $0.lowercased()
        }
        guard let primary = parts.first, !primary.isEmpty,
            parts.allSatisfy({
                !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else { return nil }
        let rest = Array(parts.dropFirst())
        if primary == "zh" {
            let allowed: Set<String> = ["hans", "cn", "sg"]
            guard rest.allSatisfy(allowed.contains) else { return nil }
            self = .simplifiedChinese
            return
        }
        // A region subtag only (two letters or three digits).
        guard rest.count <= 1,
            rest.allSatisfy({
                ($0.count == 2 && $0.allSatisfy(\.isLetter))
                    || ($0.count == 3 && $0.allSatisfy(\.isNumber))
            })
        else { return nil }
        guard let language = SiteLanguage(rawValue: primary) else { return nil }
        self = language
    }

    /// The tags of every shipped language, for messages: `en, it, de, fr, es, pt, zh-Hans`.
    public static var availableTags: String {
        allCases.map(\.tag).joined(separator: ", ")
    }
}
