import Foundation

/// Whether a publication page says that it lists a selection: "Selected publications",
/// "Representative papers", "Key publications", "Ausgewählte Publikationen", "代表性论文" in its
/// title, description or headings. ``PublicationListKind/auto`` reads a list with such words as
/// a selection.
public enum HomepageSelection {
    /// The words that call a list a selection, folded (lower case, no accents), by language.
    static let patterns: [NSRegularExpression] = [
        #"\b(selected|representative|recent|key|featured|highlighted|major|notable|main|some)\s+(recent\s+)?(publications|papers|works|articles|journal papers|conference papers)\b"#,
        #"\bpublications\s+(choisies|selectionnees|recentes|principales)\b"#,
        #"\bausgewahlte\s+(publikationen|veroffentlichungen|schriften|arbeiten)\b"#,
        #"\b(publicaciones|trabajos)\s+(seleccionad[oa]s|destacad[oa]s|recientes|principales)\b"#,
        #"\bpubblicazioni\s+(selezionate|scelte|recenti|principali)\b"#,
        #"\b(publicacoes|trabalhos)\s+(selecionad[oa]s|escolhid[oa]s|recentes|principais)\b"#,
        #"(代表性?论文|代表作|代表論文|主要論文|主な論文|近期论文|精选论文)"#,
    ].compactMap { try? NSRegularExpression(pattern: $0) }

    /// The phrase as the page writes it, from the page's title, description and headings of
    /// an HTML page.
    public static func phrase(in document: HTMLDocument) -> String? {
        let places =
            "//title | //h1 | //h2 | //h3 | //h4 | //h5 | //h6"
            + " | //meta[@name='description' or @property='og:description']"
        guard let nodes = try? document.select(places) else { return nil }
        for node in nodes.prefix(500) {
            let text = node.attribute("content") ?? node.text
            if let found = phrase(inText: text) { return found }
        }
        return nil
    }

    /// The phrase in the headings (`#` lines) and front matter of a Markdown page.
    public static func phrase(inMarkdown text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline).prefix(20_000) {
            let trimmed = line.drop { $0 == " " }
            guard
                trimmed.hasPrefix("#") || trimmed.hasPrefix("title:")
                    || trimmed.hasPrefix("description:") || trimmed.hasPrefix("<h")
            else { continue }
            if let found = phrase(inText: String(trimmed)) { return found }
        }
        return nil
    }

    /// The first selection phrase in `text`, as written there.
    static func phrase(inText text: String) -> String? {
        let bounded = String(text.prefix(2_000))
        // Folded for matching; the folding keeps one character per character for Latin text,
        // so a match's range is the phrase's range in the original (else the folded phrase).
        let folded = bounded.folding(
            options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let range = NSRange(folded.startIndex..., in: folded)
        for pattern in patterns {
            guard let match = pattern.firstMatch(in: folded, range: range),
                let found = Range(match.range, in: folded)
            else { continue }
            if folded.count == bounded.count,
                let original = Range(match.range, in: bounded)
            {
                return String(bounded[original])
            }
            return String(folded[found])
        }
        return nil
    }
}
