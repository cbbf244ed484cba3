import Foundation
import HIndexCore

/// What the headings above a list say it is: a CV page lists education, teaching, awards or
/// software beside its publications, in the same layout (issue 30).
///
/// The judgement is by words, so it is only a first filter: the extractor leaves a section out
/// only when the heading names another kind of item *and* the section holds no known title of
/// its own (a talk repeating a paper's title does not count: that title stands in a
/// publication section too). The words name parts of a CV that are never publications; kinds
/// that some pages count as publications (talks, presentations, posters, projects, reviews,
/// lectures) are deliberately absent.
enum HomepageSections {
    /// What a heading names.
    enum Kind: Equatable {
        /// Publications (papers, articles, books, proceedings, theses…).
        case publications
        /// Another part of a CV (education, teaching, awards, grants, skills, service…).
        case other
    }

    /// Words of headings that name a part of a CV holding no publications, in the languages
    /// the site speaks (en, de, fr, es, pt, it, zh) and a few more, normalized
    /// (``TitleNormalizer``: lower case, accents folded).
    static let otherWords: Set<String> = Set(
        [
            // English
            "education", "teaching", "courses", "course", "students", "supervision",
            "supervised", "mentoring", "advising", "awards", "award", "honors", "honours",
            "prizes", "scholarships", "fellowships", "grants", "funding", "skills", "languages",
            "experience", "experiences", "employment", "positions", "appointments", "career",
            "service", "services", "reviewer", "reviewing", "refereeing", "referee",
            "memberships", "membership", "affiliations", "committees", "interests", "topics",
            "software", "certifications", "certificates", "participation", "participations",
            "outreach", "volunteering", "hobbies", "contact", "biography", "about", "personal",
            // Portuguese
            "formacao", "ensino", "docencia", "disciplinas", "premios", "premiacoes", "bolsas",
            "financiamento", "financiamentos", "habilidades", "competencias", "idiomas",
            "linguas", "experiencia", "experiencias", "cargos", "orientacoes", "orientacao",
            "participacoes", "participacao", "interesses",
            // Spanish
            "formacion", "educacion", "ensenanza", "cursos", "asignaturas", "distinciones",
            "becas", "financiacion", "competencias", "experiencia", "participaciones",
            "intereses", "temas", "lineas",
            // French
            "formation", "enseignement", "enseignements", "cours", "prix", "distinctions",
            "bourses", "financements", "competences", "langues", "encadrement", "interets",
            "themes", "responsabilites",
            // German
            "ausbildung", "studium", "lehre", "lehrveranstaltungen", "preise", "auszeichnungen",
            "stipendien", "forderung", "drittmittel", "kenntnisse", "fahigkeiten", "sprachen",
            "berufserfahrung", "werdegang", "betreuung", "mitgliedschaften", "gutachtertatigkeit",
            "forschungsinteressen", "forschungsschwerpunkte", "interessen",
            // Italian
            "formazione", "istruzione", "didattica", "insegnamento", "insegnamenti", "corsi",
            "premi", "riconoscimenti", "borse", "finanziamenti", "competenze", "lingue",
            "esperienza", "esperienze", "incarichi", "interessi", "partecipazioni",
            // Dutch, Polish, Turkish, Romanian
            "onderwijs", "opleiding", "prijzen", "dydaktyka", "nagrody", "wyksztalcenie",
            "egitim", "oduller", "dersler", "educatie", "predare", "cursuri", "premii",
            "competente", "limbi", "experienta", "participari",
        ].map(TitleNormalizer.normalize))

    /// Words of headings that name publications: a heading holding one names a publication
    /// section whatever else it says ("Talks and proceedings", "Theses supervised").
    static let publicationWords: Set<String> = Set(
        [
            "publications", "publication", "papers", "paper", "articles", "article", "journal",
            "journals", "conference", "conferences", "proceedings", "books", "book", "chapters",
            "chapter", "preprints", "preprint", "manuscripts", "theses", "thesis",
            "dissertation", "dissertations", "reports", "monographs", "patents", "bibliography",
            "works", "writings", "essays",
            "publicacoes", "publicacao", "artigos", "capitulos", "livros", "anais", "resumos",
            "publicaciones", "articulos", "libros", "revistas", "tesis", "publicazioni",
            "articoli", "saggi", "libri", "capitoli", "atti", "pubblicazioni", "tesi", "scritti",
            "publikationen", "veroffentlichungen", "aufsatze", "artikel", "bucher", "beitrage",
            "schriften", "publikacje", "artykuly", "yayinlar", "publicaties", "revues",
            "ouvrages", "chapitres", "actes", "memoire", "theses",
        ].map(TitleNormalizer.normalize))

    /// The same for scripts written without spaces (Chinese, Japanese), found as substrings.
    static let otherPhrases = [
        "教育", "教学", "授课", "获奖", "奖励", "荣誉", "技能", "工作经历", "研究兴趣", "研究方向", "学术服务",
        "学歴", "職歴", "経歴", "受賞", "担当授業", "資格", "所属学会", "社会活動", "研究費",
    ]

    /// Publication words of scripts without spaces.
    static let publicationPhrases = ["论文", "論文", "著作", "出版", "发表", "業績", "著書"]

    /// Headings longer than this many words are no section names (an entry's title written
    /// as a heading, "Teaching machines to read").
    static let maximumWords = 5

    /// What a heading's text names, `nil` when it names neither (a year, "Selected", a
    /// title).
    static func kind(ofHeading text: String) -> Kind? {
        let normalized = TitleNormalizer.normalize(text)
        let words = normalized.split(separator: " ").filter { !$0.allSatisfy(\.isNumber) }
        guard !words.isEmpty, words.count <= maximumWords else { return nil }
        if words.contains(where: { publicationWords.contains(String($0)) })
            || publicationPhrases.contains(where: { normalized.contains($0) })
        {
            return .publications
        }
        if words.contains(where: { otherWords.contains(String($0)) })
            || otherPhrases.contains(where: { normalized.contains($0) })
        {
            return .other
        }
        return nil
    }

    /// Of the headings above an item (outermost first), the position of the one that decides
    /// what the item is — the nearest heading that names a kind — and that kind; `nil` when
    /// none names one.
    static func decidingHeading(_ headings: [String]) -> (index: Int, kind: Kind)? {
        for index in headings.indices.reversed() {
            if let kind = kind(ofHeading: headings[index]) { return (index, kind) }
        }
        return nil
    }
}

extension HomepageLayout {
    /// `reading` without the entries of sections whose heading names another part of a CV
    /// (``HomepageSections``) and that hold no known title of their own — none, or only
    /// titles that also stand outside such sections. Headings nest by level (`h1`–`h6`;
    /// bold-line and year headings below them all).
    func withoutOtherSections(_ reading: HomepageReading) -> HomepageReading {
        guard reading.positionsAreElements, !headings.isEmpty else { return reading }
        // Each heading's path (indexes into `headings`, outermost first), and what it names.
        var kinds: [HomepageSections.Kind?] = []
        var deciding: [Int?] = []
        var stack: [(level: Int, heading: Int)] = []
        for (index, heading) in headings.enumerated() {
            let tag = page.elements[heading.element].tag
            let level =
                tag.count == 2 && tag.hasPrefix("h") ? Int(String(tag.last ?? "7")) ?? 7 : 7
            stack.removeAll { $0.level >= level }
            stack.append((level, index))
            kinds.append(
                heading.year == nil
                    && page.wordCount(of: heading.element)
                        <= HomepageSections.maximumWords
                    ? HomepageSections.kind(ofHeading: page.node(heading.element).text) : nil)
            // The nearest heading of the path that names a kind decides; only "other" matters.
            let decider = stack.reversed().first { kinds[$0.heading] != nil }
            deciding.append(
                decider.flatMap { kinds[$0.heading] == .other ? $0.heading : nil })
        }
        guard deciding.contains(where: { $0 != nil }) else { return reading }
        // The section (its deciding heading) of an element, `nil` outside such sections.
        func section(_ element: Int) -> Int? {
            var low = 0
            var high = headings.count
            while low < high {
                let middle = (low + high) / 2
                if headings[middle].element < element { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? deciding[low - 1] : nil
        }
        var own: [Int: Set<Int>] = [:]
        var elsewhere = Set<Int>()
        for anchor in anchors {
            if let key = section(anchor.element) {
                own[key, default: []].insert(anchor.title)
            } else {
                elsewhere.insert(anchor.title)
            }
        }
        var dropped: Set<Int> = []
        var names: [String] = []
        var result = reading
        result.entries.removeAll { entry in
            guard let key = section(entry.position),
                own[key, default: []].subtracting(elsewhere).isEmpty
            else { return false }
            if dropped.insert(key).inserted {
                names.append(HTMLNode.collapsingWhitespace(page.node(headings[key].element).text))
            }
            return true
        }
        guard !dropped.isEmpty else { return reading }
        result.notes.append(
            "\(reading.entries.count - result.entries.count) entries left out: under headings "
                + "naming no publications (\(names.joined(separator: ", "))), without a known "
                + "title of their own")
        return result
    }
}
