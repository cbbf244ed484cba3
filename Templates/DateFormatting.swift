import HIndexCore

/// Deterministic day formatting for the sentences of pages, like ``NumberFormatting``: the
/// same output on every machine, whatever its locale data, in the site's language.
/// `<time datetime>` attributes, tables and chart axes keep ISO 8601.
public enum DateFormatting {
    /// A day written ISO 8601 (`2026-09-12`) as `language` writes it in a sentence: ISO in
    /// English (its pages are unchanged), `12 settembre 2026` and `1º settembre 2026` (it),
    /// `12. September 2026` (de), `12 septembre 2026` and `1er septembre 2026` (fr),
    /// `12 de septiembre de 2026` (es), `12 de setembro de 2026` and `1º de setembro de 2026`
    /// (pt), `2026年9月12日` (zh). Anything but a valid `YYYY-MM-DD` stays as written.
    public static func day(_ iso: String, language: SiteLanguage) -> String {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard language != .english, parts.count == 3, parts[0].count == 4,
            parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return iso }
        let name = monthNames(language)[month - 1]
        return switch language {
        case .english: iso
        case .italian: "\(day == 1 ? "1º" : "\(day)") \(name) \(year)"
        case .german: "\(day). \(name) \(year)"
        case .french: "\(day == 1 ? "1er" : "\(day)") \(name) \(year)"
        case .spanish: "\(day) de \(name) de \(year)"
        case .portuguese: "\(day == 1 ? "1º" : "\(day)") de \(name) de \(year)"
        case .simplifiedChinese: "\(year)年\(month)月\(day)日"
        }
    }

    /// The months' names, lower case where the language writes them so.
    static func monthNames(_ language: SiteLanguage) -> [String] {
        switch language {
        case .english:
            [
                "January", "February", "March", "April", "May", "June", "July", "August",
                "September", "October", "November", "December",
            ]
        case .italian:
            [
                "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
                "settembre", "ottobre", "novembre", "dicembre",
            ]
        case .german:
            [
                "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
                "September", "Oktober", "November", "Dezember",
            ]
        case .french:
            [
                "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                "septembre", "octobre", "novembre", "décembre",
            ]
        case .spanish:
            [
                "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
                "septiembre", "octubre", "noviembre", "diciembre",
            ]
        case .portuguese:
            [
                "janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
                "setembro", "outubro", "novembro", "dezembro",
            ]
        case .simplifiedChinese: (1...12).map { "\($0)月" }
        }
    }

    /// Italian articles agree with the sound of the number they come before: a number read
    /// with a vowel (8, 80–89, 800–899, 8000–8999…: otto…; 11 and 11.000: undici…; 1: uno)
    /// takes "l’", "dall’", "dell’"… and "gli", "degli"…: "il 8 settembre" → "l’8 settembre",
    /// "dal 11 maggio" → "dall’11 maggio" (also when a `<time>` element starts between them),
    /// "i 8 articoli" → "gli 8 articoli", "dei 11" → "degli 11", "il 80%" → "l’80%". "1º" (a
    /// month's first day, il primo) keeps its article, and so does "1.083" (mille…). Other
    /// text and other languages are unchanged.
    static func elided(_ text: String, language: SiteLanguage) -> String {
        guard language == .italian,
            text.contains(" 8") || text.contains(">8") || text.contains(" 11")
                || text.contains(">11") || text.contains(" 1%") || text.contains(" 1 ")
        else {
            return text
        }
        let articles = [
            "il", "dal", "del", "al", "nel", "sul", "i", "dei", "ai", "nei", "sui", "dai",
        ]
        // Lower case only: no message starts with an article before a number, and a title
        // quoted in a message may ("Part I 8").
        let alternatives = articles.joined(separator: "|")
        guard
            let pattern = try? Regex(
                #"(^|[^\p{L}])("# + alternatives
                    + #") ((?:<time datetime="[0-9-]+">)?)([0-9][0-9.]*)(?![0-9º])"#)
        else { return text }
        return text.replacing(pattern) { match -> String in
            let whole = String(match.output[0].substring ?? "")
            let before = match.output[1].substring ?? ""
            let article = String(match.output[2].substring ?? "")
            let tag = match.output[3].substring ?? ""
            let number = String(match.output[4].substring ?? "")
            let groups = number.split(separator: ".", omittingEmptySubsequences: false)
            let lead = groups.first ?? ""
            let vowel =
                lead.hasPrefix("8") || lead == "11" || (lead == "1" && groups.count == 1)
            guard vowel else { return whole }
            let replaced: String =
                switch article {
                case "il": "l’"
                case "i": "gli "
                default: article.hasSuffix("i") ? article.dropLast() + "gli " : article + "l’"
                }
            return "\(before)\(replaced)\(tag)\(number)"
        }
    }
}
