import Foundation
import HIndexCore
import HIndexSources
import Yams

/// Reads and validates the front matter of `site.md` into `SiteSettings`.
enum SiteFrontMatter {
    /// Every key `site.md` may have.
    static let keys = [
        "title", "organization", "base_url", "description", "recent_years", "contact", "sources",
        "language",
    ]

    /// Source names that `sources:` may configure.
    static let sourceNames =
        ["scholar", "scholar_search", "openalex", "semantic_scholar", "orcid", "dblp", "homepage"]
        + CitationSources.all.filter { $0.network != nil }.map(\.key)

    /// Keys of one source's settings.
    static let sourceKeys = ["base_url", "delay", "ttl_days"]

    /// Common confusions.
    static let hints: [String: String] = [
        "intro": "the home page intro is the Markdown body after the closing '---', not a key",
        "name": "title", "site_title": "title", "baseurl": "base_url", "url": "base_url",
        "email": "contact", "mailto": "contact", "recent": "recent_years",
        "recent_window": "recent_years", "window": "recent_years",
        "organisation": "organization", "institution": "organization",
        "university": "organization", "affiliation": "organization",
        "lang": "language", "locale": "language",
    ]

    /// The settings; keys with problems keep their defaults and are reported in `reader`.
    static func settings(
        from document: FrontMatterDocument, reader: inout FrontMatterReader
    ) -> SiteSettings {
        var settings = SiteSettings(introMarkdown: document.body)
        for item in document.entries {
            guard keys.contains(item.key) else {
                reader.unknownKey(item, known: keys, hints: hints)
                continue
            }
            if item.value.isNull { continue }
            switch item.key {
            case "title":
                if let title = reader.string(item) { settings.title = title }
            case "base_url":
                if let (baseURL, siteURL) = basePath(item, &reader) {
                    settings.baseURL = baseURL
                    settings.siteURL = siteURL
                }
            case "organization":
                if let organization = reader.string(item)?.trimmingWhitespace(),
                    !organization.isEmpty
                {
                    settings.organization = organization
                }
            case "description":
                if let description = reader.string(item) { settings.description = description }
            case "recent_years":
                if let years = reader.integer(item, in: 1...100) { settings.recentYears = years }
            case "contact":
                settings.contact = contact(item, &reader)
            case "sources":
                settings.sources = sources(item, &reader)
            case "language":
                if let language = language(item, &reader) { settings.language = language }
            default:
                break
            }
        }
        return settings
    }

    /// The path prefix of `base_url`, starting and ending with `/`, and the absolute site URL
    /// when `base_url` is a full URL (its path is the prefix).
    private static func basePath(
        _ item: FrontMatterEntry, _ reader: inout FrontMatterReader
    ) -> (path: String, siteURL: String?)? {
        guard let value = reader.string(item) else { return nil }
        var path = value
        var origin: String?
        let lower = value.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let components = URLComponents(string: value),
                let host = components.host, !host.isEmpty,
                components.query == nil, components.fragment == nil
            else {
                reader.error("malformed URL '\(value)'", item)
                return nil
            }
            path = components.path
            let port = components.port.map { ":\($0)" } ?? ""
            let name = host.contains(":") ? "[\(host.lowercased())]" : host.lowercased()
            origin = "\(components.scheme?.lowercased() ?? "https")://\(name)\(port)"
        }
        // "example.org/dept": a host without its scheme would become the path /example.org/dept/.
        if origin == nil, !value.hasPrefix("/"),
            let host = value.split(separator: "/").first, looksLikeHost(host)
        {
            reader.error(
                "'\(value)' starts with a host name but no scheme: write the full URL "
                    + "('https://\(value)') or a path such as /research/metrics/", item)
            return nil
        }
        guard !path.contains(where: { $0.isWhitespace || $0 == "?" || $0 == "#" }) else {
            reader.error(
                "expected a path such as /research/metrics/ or a URL, got '\(value)'", item)
            return nil
        }
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        return (path, origin.map { $0 + path })
    }

    /// Whether `word` reads as a host name: labels of letters, digits and dashes joined by
    /// dots, the last one a top-level domain of letters ("example.org", "www.uni-x.de").
    static func looksLikeHost(_ word: Substring) -> Bool {
        let labels = word.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, (2...24).contains(last.count),
            last.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    /// The pages' language from a BCP 47 tag (`it`, `pt-BR`, `zh-Hans`); an unknown one is an
    /// error that lists the shipped languages.
    private static func language(
        _ item: FrontMatterEntry, _ reader: inout FrontMatterReader
    ) -> SiteLanguage? {
        guard let value = reader.string(item) else { return nil }
        let tag = value.trimmingWhitespace()
        guard let language = SiteLanguage(tag: tag) else {
            reader.error(
                "unknown language '\(tag)'; available: \(SiteLanguage.availableTags)", item)
            return nil
        }
        return language
    }

    /// An e-mail address for the User-Agent and API `mailto`.
    private static func contact(
        _ item: FrontMatterEntry, _ reader: inout FrontMatterReader
    ) -> String? {
        guard let value = reader.string(item) else { return nil }
        guard !value.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true })
        else {
            reader.error("expected an e-mail address on one line", item)
            return nil
        }
        if !value.contains("@") {
            reader.warning(
                "'\(value)' does not look like an e-mail address; APIs use it to contact you",
                key: item.key, at: item.keyNode)
        }
        return value
    }

    /// `sources: { name: { base_url, delay, ttl_days } }`.
    private static func sources(
        _ item: FrontMatterEntry, _ reader: inout FrontMatterReader
    ) -> [String: SourceSettings] {
        var result: [String: SourceSettings] = [:]
        guard
            let sources = reader.mapping(
                item, expected: "a mapping such as { scholar: { delay: 5 } }")
        else { return result }
        for source in sources {
            let label = "sources.\(source.key)"
            guard sourceNames.contains(source.key) else {
                reader.unknownKey(source, label: label, known: sourceNames)
                continue
            }
            if source.value.isNull { continue }
            guard
                let pairs = reader.mapping(
                    source, label: label,
                    expected: "a mapping such as { base_url: …, delay: 5, ttl_days: 7 }")
            else { continue }
            var settings = SourceSettings()
            for pair in pairs {
                let label = "\(label).\(pair.key)"
                guard sourceKeys.contains(pair.key) else {
                    reader.unknownKey(pair, label: label, known: sourceKeys)
                    continue
                }
                if pair.value.isNull { continue }
                switch pair.key {
                case "base_url":
                    guard let url = reader.string(pair, label: label) else { continue }
                    if case .url = SourceReference(classifying: url),
                        URLComponents(string: url)?.host?.isEmpty == false
                    {
                        settings.baseURL = url
                    } else {
                        reader.error(
                            "expected an http(s) URL, got '\(url)'", pair, label: label)
                    }
                case "delay":
                    settings.delaySeconds = reader.number(
                        pair, label: label, in: 0...86_400,
                        description: "a number of seconds between 0 and 86400")
                default:
                    settings.ttlDays = reader.number(
                        pair, label: label, in: 0...3650,
                        description: "a number of days between 0 and 3650")
                }
            }
            result[source.key] = settings
        }
        return result
    }
}
