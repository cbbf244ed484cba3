import Foundation
import HIndexCore

/// Word-level judgements about homepage text: does this look like a title, a list of person
/// names, a link label ("[PDF]", "code"), a year?
enum HomepageText {
    /// Nouns of links and buttons next to publications ("[PDF]", "code", "project page"); a
    /// label holds at least one.
    static let linkNouns = Set<String>([
        "pdf", "ps", "code", "codes", "github", "gitlab", "project", "website", "slides", "slide",
        "video", "videos", "talk", "poster", "bibtex", "bib", "bibtext", "arxiv", "preprint",
        "abstract", "supplement", "supplementary", "suppl", "sup", "dataset", "demo", "doi",
        "link", "html", "download", "publisher", "copy", "blog", "documentation", "docs", "hal",
        "openreview", "pubmed", "scholar", "citations", "cited", "details", "award", "awarded",
        "oral", "spotlight", "keynote", "podcast", "tldr", "youtube", "twitter", "huggingface",
        "colab", "notebook", "api", "home", "cv", "contact", "news", "teaching", "publications",
        "amazon", "rwth", "kudos", "powerpoint", "zenodo", "dblp", "researchgate", "orcid",
        "reddit", "hackernews", "errata", "erratum", "corrigendum", "appendix", "ris",
        "endnote", "citation", "cite", "bibliography", "proceedings", "springer", "acm", "ieee",
        "org", "version", "paper", "page", "site", "website", "coverage", "press", "movie",
        "software", "data",
        // Publishers' platforms and indexes named in a link row (`sciencedirect`): the link's
        // target, not a title; names that are also venues (Nature, bioRxiv, Wiley, MDPI, OUP)
        // are not among them.
        "sciencedirect", "onlinelibrary", "tandfonline", "frontiersin", "sagepub", "jstor",
        "semanticscholar", "scopus", "pmc", "ncbi", "xplore",
    ]).union(
        [
            // The same links on pages in other languages, normalized as the words they are
            // compared with (`vidéo` is `video`, `l'article` is `larticle`).
            "lien", "liens", "diapositives", "diapos", "télécharger", "projet", "transparents",
            "l'article", "folien", "projektseite", "herunterladen", "volltext", "webseite",
            "enlace", "enlaces", "descargar", "diapositivas", "código", "proyecto", "baixar",
            "projeto", "scarica", "progetto", "articolo", "artikel", "artículo", "artigo",
            "página", "seite", "论文", "代码", "链接", "下载", "主页", "幻灯片", "論文", "コード",
            "スライド", "リンク", "ダウンロード",
        ].map(TitleNormalizer.normalize))

    /// Words that may go with link nouns in a label ("project page", "author copy", "source
    /// code", "show more", "back to top").
    static let linkModifiers: Set<String> = [
        "web", "material", "materials", "author", "authors", "post", "media", "google",
        "semantic", "by", "more", "show", "hide", "all", "full", "list", "top", "back", "to",
        "the", "and", "of", "a", "in", "on", "pp", "vol", "about", "selected", "extended",
        "short", "long", "journal", "conference", "workshop", "source", "information", "note",
        "notes", "online", "view", "official", "open", "access", "free", "final", "camera",
        "ready", "s", "x", "hugging", "face", "highlight", "interview", "summary", "review",
        "reviews", "article", "research",
        // Their companions in other languages ("voir sur", "lire l'article", "page du projet").
        "voir", "lire", "sur", "du", "de", "des", "la", "le", "l", "pas", "ici", "zum", "zur",
        "der", "die", "das", "auf", "im", "ver", "leer", "al", "el", "del", "en", "aqui", "o",
        "do", "da", "di", "il", "sul", "qui", "fonte",
    ]

    /// Words that occur in titles but not in person names; a "name" holding one is a title.
    static let titleWords: Set<String> = [
        "learning", "learned", "learn", "neural", "network", "networks", "data", "analysis",
        "deep", "model", "models", "modeling", "modelling", "system", "systems", "image", "images",
        "detection", "evolution", "evolutionary", "optimization", "optimisation", "machine",
        "using", "towards", "toward", "based", "approach", "approaches", "quality",
        "classification", "segmentation", "recognition", "algorithm", "algorithms", "method",
        "methods", "estimation", "reinforcement", "fusion", "vision", "kernel", "kernels",
        "support", "vector", "graph", "graphs", "multi", "time", "series", "speech", "text",
        "language", "training", "efficient", "fast", "robust", "adaptive", "generative", "search",
        "survey", "review", "dataset", "datasets", "benchmark", "framework", "application",
        "applications", "control", "process", "processing", "information", "theory",
        "intelligence", "semantic", "web", "query", "queries", "mining", "discovery", "knowledge",
        "computing", "computation", "evaluation", "prediction", "management", "design",
        "architecture", "simulation", "inference", "representation", "representations",
        "transformer", "transformers", "diffusion", "attention", "dynamic", "dynamics", "visual",
        "video", "audio", "cell", "protein", "genes", "forest", "climate", "carbon", "satellite",
        "remote", "sensing", "challenges", "study", "introduction", "proceedings", "conference",
        "workshop", "symposium", "journal", "international", "transactions", "letters", "report",
        "technical", "thesis", "university", "institute", "department", "volume", "edition",
        "chapter", "book", "tutorial", "abstract", "poster", "editorial", "special", "issue",
        "annual", "meeting", "society", "association", "science", "sciences", "research",
        "engineering", "medical", "medicine", "clinical", "health", "biology", "biological",
        "physics", "chemistry", "statistics", "statistical", "probabilistic", "bayesian",
        "stochastic", "random", "linear", "nonlinear", "non", "online", "offline", "distributed",
        "parallel", "scalable", "interactive", "automatic", "automated", "novel", "sustainable",
        "sustainability", "environmental", "global", "local", "large", "scale", "source",
        "generation", "synthesis", "reconstruction", "rendering", "radiance", "shape", "surface",
        "motion", "depth", "camera", "computer", "imaging", "signal", "signals", "sequence",
        "sequences", "structure", "structures", "structured", "clustering", "regression",
        "selection", "feature", "features", "sampling", "testing", "test", "benchmarks", "tasks",
        "task", "agents", "agent", "policy", "policies", "game", "games", "privacy", "security",
        "secure", "fairness", "explanation", "explanations", "interpretable", "interpretability",
        "uncertainty", "data-driven", "ontology", "integration", "cleaning", "preparation",
        "exploration", "visualization", "visualisation", "recommendation", "retrieval", "indexing",
        "databases", "database", "warehousing", "monitoring", "mapping", "tracking", "planning",
        "reasoning", "editing", "translation", "generalization", "adaptation", "transfer", "pre",
        "pretraining", "self", "supervised", "unsupervised", "semi", "weakly", "zero", "shot",
        "few", "contrastive", "adversarial", "attacks", "defense", "anomaly", "anomalies",
        "outlier", "outliers", "forecasting", "temporal", "spatial", "spatio", "geospatial",
        "multimodal", "modal", "cross", "domain", "domains", "lifecycle", "pipeline", "pipelines",
        "platform", "tool", "tools", "library", "software", "hardware", "energy", "efficiency",
        "performance", "accuracy", "error", "errors", "noise", "bias", "variance", "trust",
        "truth", "veracity", "matching", "alignment", "registration", "enhancement", "restoration",
        "denoising", "compression", "coding", "decoding", "encoder", "decoder", "autoencoder",
        "embedding", "embeddings", "tokens", "token", "llm", "llms", "gpt", "benchmarking",
        "evaluating", "improving", "understanding", "exploring", "revisiting", "rethinking",
    ]

    /// Lower-case particles inside person names (`Werner von Seelen`, `Laura van der Poel`).
    static let nameParticles: Set<String> = [
        "van", "von", "der", "den", "de", "da", "das", "do", "dos", "du", "di", "del", "della",
        "la", "le", "ter", "ten", "bin", "al", "el", "y", "zu", "af", "mac", "st",
    ]

    /// Words ending an author list or marking editors rather than names.
    static let editorMarkers: Set<String> = [
        "(eds)", "(eds.)", "(ed)", "(ed.)", "eds.", "ed.", "eds", "(editors)", "(editor)",
        "editors", "editor", "(hrsg.)", "hrsg.",
    ]

    /// The 4-digit years a publication list plausibly holds.
    static let yearRange = 1950...2049

    /// What publication lists write where the year (or the venue) of a work not yet out would
    /// stand, normalized (``TitleNormalizer``), in the languages of the pages read: "in press",
    /// "forthcoming", "under review", "no prelo", "en prensa", "sous presse", "im Druck", …
    static let statusPhrases: Set<String> = [
        "in press", "forthcoming", "submitted", "accepted", "under review", "in review",
        "under revision", "in revision", "in preparation", "to appear", "n d", "preprint",
        "accepted for publication", "conditionally accepted", "revise and resubmit", "r r",
        "no prelo", "em prelo", "in prelo", "submetido", "aceito", "en prensa", "en revision",
        "enviado", "aceptado", "en preparacion", "sous presse", "a paraitre", "soumis",
        "accepte", "en preparation", "en cours", "im druck", "eingereicht", "angenommen",
        "in vorbereitung", "in corso di stampa", "in stampa", "in revisione", "sottomesso",
        "印刷中", "投稿中", "采用決定", "审稿中", "已接收", "待发表",
    ]

    /// Whether `text` is a list of inverted names, `Surname, I.` pairs (`Maganga, G., Walton,
    /// S.`, `Castilla, J`, `Langlois, Devika J`): surnames of capitalized words, given names
    /// with at least one initial.
    static func isInvertedNameList(_ text: String) -> Bool {
        var cleaned = text.trimming { $0 == "." || $0 == " " || $0 == "," }
        for separator in [" & ", " and ", ";"] where cleaned.containsText(separator) {
            cleaned = cleaned.replacing(separator, with: ",")
        }
        var parts = cleaned.split(separator: ",").map { $0.trimming { $0 == " " } }
            .filter { !$0.isEmpty }
        // A list cut after a surname starts with that name's initials (`L., Abate, D.`).
        if let first = parts.first, parts.count.isMultiple(of: 2) == false,
            first.split(separator: " ").allSatisfy({ isInitial(String($0)) })
        {
            parts.removeFirst()
        }
        guard parts.count >= 2, parts.count.isMultiple(of: 2) else { return false }
        for pair in stride(from: 0, to: parts.count, by: 2) {
            let surname = parts[pair].split(separator: " ")
            let given = parts[pair + 1].split(separator: " ")
            guard (1...3).contains(surname.count), (1...3).contains(given.count),
                surname.allSatisfy({ word in
                    let kind = nameWordKind(String(word))
                    return kind == .capitalized || kind == .particle || kind == .upper
                }),
                given.contains(where: { isInitial(String($0)) }),
                given.allSatisfy({ word in
                    let kind = nameWordKind(String(word))
                    return kind == .initial || kind == .capitalized
                })
            else { return false }
        }
        return true
    }

    /// How the notes that MEDLINE/PubMed citations put after a title open (NLM's citation
    /// format, lower case): `[published online ahead of print, 2020 Jul 31]`, `[published
    /// correction appears in …]`, `[Epub ahead of print]`, `[retracted in: …]`, `[Article in
    /// Chinese]`, `[Internet]`.
    static let pubMedNoteOpenings = [
        "published online ahead of print", "published correction appears in", "epub ahead of print",
        "retracted", "retraction in", "erratum in", "article in ", "internet]",
        "corrected and republished",
        "expression of concern",
    ]

    /// A title copied from PubMed without what PubMed writes after it (`nil` when there is
    /// nothing of it): its bracketed notes, closed or cut off (`Title [published online ahead
    /// of print, 2020 Jul 31]`, `Title [published correction appears in Eur Radiol`), and a
    /// journal glued to the title's period (`… in glioma.Cancer Lett. 2017 Jan 1;384:9-18`,
    /// `… Axis.Front Cell Dev Biol`): after a word of two or more letters ending in a small
    /// letter, a period and, right after it, one to ten capitalized words (a journal's
    /// abbreviated name, as NLM writes them), then at most a date and its volume and pages.
    static func withoutPubMedTail(_ title: String) -> String? {
        // Byte tests first (every title of every page comes here): a `[`, or a period right
        // before a capital letter (NLM's journal abbreviations are ASCII).
        let bytes = title.utf8
        let hasBracket = bytes.contains(UInt8(ascii: "["))
        let hasGlue = zip(bytes, bytes.dropFirst()).contains { pair in
            pair.0 == UInt8(ascii: ".") && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(pair.1)
        }
        guard hasBracket || hasGlue else { return nil }
        var text = Substring(title)
        var changed = false
        // Bracketed notes, from the last one back.
        while let open = text.lastIndex(of: "[") {
            let inner = text[text.index(after: open)...].lowercased()
            guard pubMedNoteOpenings.contains(where: { inner.hasPrefix($0) }) else { break }
            text = text[..<open]
            changed = true
        }
        // A journal glued to the title's final period.
        let characters = hasGlue ? Array(text) : []
        var cut: Int?
        var index = characters.count - 2
        while index >= 2 {
            defer { index -= 1 }
            guard characters[index] == ".", characters[index + 1].isUppercase,
                characters[index - 1].isLowercase, characters[index - 2].isLetter
            else { continue }
            let tail = String(characters[(index + 1)...])
            guard isGluedJournal(tail) else { continue }
            let head = String(characters[..<index])
            guard head.split(separator: " ").count >= 3 else { continue }
            cut = index
            break
        }
        if let cut {
            text = Substring(String(characters[..<cut]))
            changed = true
        }
        guard changed else { return nil }
        let rest = String(text).trimming { $0 == " " || $0 == "." || $0 == "," }
        return rest.contains(where: \.isLetter) ? rest : nil
    }

    /// Whether `text` is a journal's abbreviated name as PubMed writes it, optionally followed
    /// by `. 2017 Jan 1;384:9-18` (a date, volume and pages): one to ten words, each
    /// starting with a capital letter (`Cancer Lett`, `Zhong Nan Da Xue Xue Bao Yi Xue Ban`).
    static func isGluedJournal(_ text: String) -> Bool {
        var name = Substring(text)
        if let period = name.firstIndex(of: ".") {
            let after = name[name.index(after: period)...].trimming { $0 == " " }
            // After the name: nothing, or a date with its volume and pages.
            guard after.isEmpty || (after.first?.isNumber == true && after.count <= 40) else {
                return false
            }
            name = name[..<period]
        }
        let words = name.split(separator: " ")
        guard (1...10).contains(words.count) else { return false }
        return words.allSatisfy { word in
            guard let first = word.first, first.isUppercase, word.count <= 14 else { return false }
            return word.allSatisfy { $0.isLetter || $0 == "-" || $0 == "&" }
        }
    }

    /// How reviews open their titles (normalized), in the languages of the pages read.
    static let reviewOpenings = [
        "review of", "review", "book review", "rev of", "rezension", "rezension von",
        "besprechung", "compte rendu", "compte rendu de", "resena de", "resena", "recensione di",
        "recensione", "recensao de", "recensao",
    ]

    /// A review's title without the reviewed book's author or editor after it (`Review of
    /// Home-Work: …, ed. Cynthia Sugars`, `Review of Canadian Literature by Faye Hammill`): the
    /// person belongs to the book, not to the review's title. `nil` when `title` is no review
    /// or names nobody after its book.
    static func withoutReviewedAuthor(_ title: String) -> String? {
        let normalized = TitleNormalizer.normalize(title)
        guard
            reviewOpenings.contains(where: {
                normalized.hasPrefix($0 + " ") && normalized.count > $0.count + 1
            })
        else { return nil }
        let markers = [
            ", by ", " by ", ", ed. ", ", eds. ", ", edited by ", ", hrsg. von ", ", von ",
        ]
        var best: String.Index?
        for marker in markers {
            guard let range = title.range(of: marker, options: .backwards) else { continue }
            let person = title[range.upperBound...].trimming { $0 == " " || $0 == "." }
            guard isAuthorList(person) else { continue }
            if best.map({ range.lowerBound < $0 }) ?? true { best = range.lowerBound }
        }
        guard let cut = best else { return nil }
        let rest = String(title[..<cut]).trimming { $0 == " " || $0 == "," }
        return rest.contains(where: \.isLetter) ? rest : nil
    }

    /// Whether `text` holds a status where a year would stand: a parenthesized or bracketed
    /// status or placeholder (`(in press)`, `(202x)`, `[submitted]`), or a clause between
    /// commas or periods that is one (`…, forthcoming.`).
    static func hasStatus(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        var index = text.startIndex
        while let open = text[index...].firstIndex(where: { $0 == "(" || $0 == "[" }) {
            guard let close = text[open...].firstIndex(where: { $0 == ")" || $0 == "]" }) else {
                break
            }
            let inner = text[text.index(after: open)..<close]
            if inner.count <= 24, isStatus(String(inner)) { return true }
            index = text.index(after: open)
        }
        let clauses = text.split(whereSeparator: { "()[],.;".contains($0) })
        return clauses.contains { clause in
            let words = clause.split(separator: " ")
            return !words.isEmpty && words.count <= 4 && isStatus(String(clause))
        }
    }

    /// Whether `text` is a status line rather than a title: a status (``isStatus(_:)``), or one
    /// followed by where (`Under review at Nature`, `Submitted to …`, `To appear in …`).
    static func isStatusLine(_ text: String) -> Bool {
        if isStatus(text) { return true }
        let words = HomepageText.spaceSeparated(TitleNormalizer.normalize(text))
        guard words.count >= 2 else { return false }
        for split in 1...min(3, words.count - 1) {
            let head = words[..<split].joined(separator: " ")
            if statusPhrases.contains(head),
                ["at", "to", "in", "for", "by", "with", "a", "en", "em", "bei", "zu"].contains(
                    String(words[split]))
            {
                return true
            }
        }
        return false
    }

    /// Whether `text` (parentheses and brackets around it allowed) is a status in place of a
    /// year — one of ``statusPhrases`` — or a year written as a placeholder (`202x`, `20XX`).
    static func isStatus(_ text: String) -> Bool {
        let normalized = TitleNormalizer.normalize(text)
        guard !normalized.isEmpty else { return false }
        if statusPhrases.contains(normalized) { return true }
        // `202x`, `20xx`: a year not known yet.
        let characters = Array(normalized)
        guard characters.count == 4, characters[0] == "1" || characters[0] == "2" else {
            return false
        }
        let digits = characters.prefix { $0.isNumber }.count
        return digits >= 2 && digits < 4 && characters[digits...].allSatisfy { $0 == "x" }
    }

    /// A title without a date or status in parentheses at its end (`Title (2019)`, `Title
    /// (no prelo)`, `Title (in press)`): pages that print the year in the title's element put
    /// it there. The year, when it was one. `nil` when the title ends otherwise, or when
    /// nothing would be left of it.
    static func withoutTrailingDate(_ title: String) -> (title: String, year: Int?)? {
        let trimmed = title.trimming { $0 == " " || $0 == "." || $0 == "," }
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return nil }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let insideText = String(inside).trimming { $0 == " " }
        var year: Int?
        if insideText.count >= 4, insideText.count <= 5,
            let value = Int(insideText.prefix(4)), yearRange.contains(value),
            insideText.count == 4 || insideText.last?.isLetter == true
        {
            year = value
        } else if !isStatus(insideText) {
            return nil
        }
        let rest = String(trimmed[..<open]).trimming {
            $0 == " " || $0 == "," || $0 == ";" || $0 == ":" || $0 == "-" || $0 == "–"
        }
        guard rest.contains(where: \.isLetter) else { return nil }
        return (rest, year)
    }

    /// Normalized words of `text` (lower case, diacritics and punctuation folded).
    static func words(_ text: String) -> [Substring] {
        HomepageText.spaceSeparated(TitleNormalizer.normalize(text))
    }

    /// Whether `text` is only link labels ("[PDF] [code]", "project page", "arXiv"): link
    /// nouns and the words that go with them, numbers, nothing else.
    static func isLinkLabel(_ text: String) -> Bool {
        isLinkLabel(words: words(text))
    }

    /// ``isLinkLabel(_:)`` of a text whose ``words(_:)`` are `tokens`.
    static func isLinkLabel(words tokens: [Substring]) -> Bool {
        guard !tokens.isEmpty else { return true }
        var nouns = 0
        for token in tokens {
            let word = String(token)
            if linkNouns.contains(word) {
                nouns += 1
            } else if !linkModifiers.contains(word) && !word.allSatisfy(\.isNumber) {
                return false
            }
        }
        return nouns > 0
    }

    /// Whether a node text can be a publication title: two or more words, at most 80, not
    /// only link labels, not just a year or a person's name.
    static func isTitleLike(_ text: String) -> Bool {
        let tokens = words(text)
        guard tokens.count >= 2, tokens.count <= 80 else {
            guard tokens.count == 1, !isLinkLabel(words: tokens) else { return false }
            let word = tokens[0]
            if word.unicodeScalars.filter(isOtherLetter).count >= 4 { return true }
            return text.count >= 6 && word.contains(where: \.isLetter) && isMixedCaseWord(text)
        }
        if isLinkLabel(words: tokens) { return false }
        return tokens.contains { $0.contains(where: \.isLetter) }
    }

    /// A single word like `Learn2Clean` or `FastSpeech` (one-word titles exist but are rare).
    private static func isMixedCaseWord(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.contains(" ") else { return false }
        let uppers = trimmed.filter(\.isUppercase).count
        let lowers = trimmed.filter(\.isLowercase).count
        return uppers >= 2 && lowers >= 2
    }

    /// Legacy entities libxml2 leaves undecoded (`Vo&szlig.`, `&Scedil;ara`) and HTML5 names
    /// it does not know (`&ThinSpace;`), decoded or reduced to their base letter.
    static func decodingStrayEntities(_ text: String) -> String {
        // The byte test first: without an `&` byte there is no `&` Character either, and most
        // texts have none.
        guard text.utf8.contains(UInt8(ascii: "&")), text.contains("&") else { return text }
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "&" else {
                output.append(character)
                index = text.index(after: index)
                continue
            }
            var cursor = text.index(after: index)
            var name = ""
            while cursor < text.endIndex, text[cursor].isASCII, text[cursor].isLetter,
                name.count < 16
            {
                name.append(text[cursor])
                cursor = text.index(after: cursor)
            }
            var decoded: String?
            while !name.isEmpty {
                if let found = decodeEntity(name) {
                    decoded = found
                    break
                }
                name.removeLast()
                cursor = text.index(before: cursor)
            }
            if let decoded {
                output += decoded
                if cursor < text.endIndex, text[cursor] == ";" {
                    cursor = text.index(after: cursor)
                }
                index = cursor
            } else {
                output.append(character)
                index = text.index(after: index)
            }
        }
        return output
    }

    private static let entities: [String: String] = [
        "szlig": "ß", "nbsp": " ", "amp": "&", "auml": "ä", "ouml": "ö", "uuml": "ü",
        "Auml": "Ä", "Ouml": "Ö", "Uuml": "Ü", "aring": "å", "Aring": "Å", "oslash": "ø",
        "Oslash": "Ø", "aelig": "æ", "AElig": "Æ", "ndash": "–", "mdash": "—",
        // HTML5's names that libxml2's HTML 4 parser leaves as text (`Larsen, M.&ThinSpace;S.`):
        // spaces, the apostrophe and hyphens.
        "ThinSpace": "\u{2009}", "thinsp": "\u{2009}", "hairsp": "\u{200A}",
        "VeryThinSpace": "\u{200A}", "MediumSpace": "\u{205F}", "ensp": "\u{2002}",
        "emsp": "\u{2003}", "NonBreakingSpace": "\u{A0}", "ZeroWidthSpace": "", "apos": "'",
        "hyphen": "\u{2010}", "dash": "\u{2010}", "NewLine": " ", "Tab": " ",
        // Quotation marks, which Markdown pages write as entities (`&ldquo;Title&rdquo;`) and
        // no parser decodes there.
        "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}",
        "laquo": "\u{AB}", "raquo": "\u{BB}", "bdquo": "\u{201E}", "quot": "\"",
        "hellip": "\u{2026}",
    ]

    private static func decodeEntity(_ name: String) -> String? {
        if let known = entities[name] { return known }
        let accents: [(String, Unicode.Scalar)] = [
            ("acute", "\u{301}"), ("grave", "\u{300}"), ("uml", "\u{308}"), ("circ", "\u{302}"),
            ("tilde", "\u{303}"), ("cedil", "\u{327}"), ("ring", "\u{30A}"), ("caron", "\u{30C}"),
        ]
        for (accent, mark) in accents
        where name.count == accent.count + 1 && name.hasSuffix(accent) {
            guard let base = name.first, base.isLetter else { return nil }
            return (String(base) + String(Character(mark))).precomposedStringWithCanonicalMapping
        }
        return nil
    }

    /// Whether the years mentioned in `text` include one in ``yearRange``; the last such.
    static func lastYear(in text: String) -> Int? {
        years(in: text).last
    }

    /// The 4-digit years in `text`, in order (digits not glued to other digits).
    static func years(in text: String) -> [Int] {
        var result: [Int] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard isDigit(scalars[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, isDigit(scalars[end]) { end += 1 }
            if end - index == 4 {
                let value = scalars[index..<end].reduce(0) { $0 * 10 + Int($1.value - 48) }
                if yearRange.contains(value) { result.append(value) }
            }
            index = end
        }
        return result
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 48 && scalar.value <= 57
    }

    /// The year a heading announces (`2023`, `Year 2021`, `2020 (5 papers)`), if any.
    static func headingYear(_ text: String) -> Int? {
        let lowered = text.lowercased()
        for marker in ["<", "≤", "before", "earlier", "older", "prior", "pre-", "until", "and "]
        where lowered.containsText(marker) {
            return nil
        }
        let tokens = words(text)
        guard !tokens.isEmpty, tokens.count <= 4 else { return nil }
        let found = years(in: text)
        return found.count == 1 ? found.first : nil
    }

    // MARK: - Person names

    /// Whether `text` reads as a list of person names ("A. Author, B. Author and C. Author",
    /// "Jane Doe", "唐霖峰, 张浩, 徐涵, and 1 more author", "Ruoxi Jia, …, et al.").
    static func isAuthorList(_ text: String) -> Bool {
        asciiIsAuthorList(text) ?? unicodeIsAuthorList(text)
    }

    /// ``isAuthorList(_:)`` over `Character`s, for any text (``asciiIsAuthorList(_:)`` decides
    /// the same for ASCII text, faster).
    static func unicodeIsAuthorList(_ text: String) -> Bool {
        let parts = unicodeAuthorParts(text)
        guard !parts.isEmpty else { return false }
        let named = parts.filter(isPersonName).count
        if parts.count == 1 { return named == 1 }
        return Double(named) >= 0.75 * Double(parts.count)
    }

    /// `text` split at commas, semicolons, "and", "&"; "et al." and "N more authors" left out.
    static func authorParts(_ text: String) -> [String] {
        asciiAuthorParts(text) ?? unicodeAuthorParts(text)
    }

    /// ``authorParts(_:)`` over `Character`s, for any text (``asciiAuthorParts(_:)`` splits
    /// ASCII text the same way, faster).
    static func unicodeAuthorParts(_ text: String) -> [String] {
        // The standard library's `replacing` (no Foundation bridging: this runs for every
        // entry a rule reads).
        var cleaned = text.replacing("et al.", with: ",").replacing("et al", with: ",")
        for separator in [" and ", " & ", ";", " und ", " et ", "，", "、", "；"]
        where cleaned.containsText(separator) {
            cleaned = cleaned.replacing(separator, with: ",")
        }
        if cleaned.hasPrefix("and ") { cleaned.removeFirst(4) }
        return cleaned.split(separator: ",").map {
            $0.trimming { $0.isWhitespace || $0 == "." || $0 == ":" }
        }
        .filter { part in
            !part.isEmpty && !isMoreAuthors(part) && !editorMarkers.contains(part.lowercased())
        }
    }

    /// "7 more authors", "1 more author".
    static func isMoreAuthors(_ text: String) -> Bool {
        let tokens = text.lowercased().split(separator: " ")
        return tokens.count == 3 && tokens[0].allSatisfy(\.isNumber) && tokens[1] == "more"
            && tokens[2].hasPrefix("author")
    }

    /// Whether one comma-free part is a person's name: 1–6 words, initials, capitalized words
    /// (at least one with lower-case letters) or particles, no title words, no digits.
    static func isPersonName(_ part: String) -> Bool {
        asciiIsPersonName(part) ?? unicodeIsPersonName(part)
    }

    /// ``isPersonName(_:)`` over `Character`s, for any text (``asciiIsPersonName(_:)`` decides
    /// the same for ASCII text, faster).
    static func unicodeIsPersonName(_ part: String) -> Bool {
        let rawWords = part.split(whereSeparator: \.isWhitespace).map { word in
            word.trimming(nameDecorationCharacters)
        }
        .filter { !$0.isEmpty }
        guard !rawWords.isEmpty, rawWords.count <= 6 else { return false }
        if rawWords.count == 1 {
            // A single CJK name ("唐霖峰"); a lone capitalized word is a venue or a label.
            let word = rawWords[0]
            return word.unicodeScalars.allSatisfy({ isOtherLetter($0) }) && word.count <= 5
        }
        var capitalized = 0
        for word in rawWords {
            switch nameWordKind(word) {
            case .initial: continue
            case .capitalized: capitalized += 1
            case .upper, .particle: continue
            case .cjk: capitalized += 1
            case .other: return false
            }
        }
        return capitalized >= 1
    }

    /// Marks that decorate names: equal contribution, corresponding author, footnotes.
    static let nameDecorationCharacters = Set("*†‡§¶#¹²³⁴⁵⁶⁷⁸⁹⁰'’\"“”()[]")

    /// The kinds of words in person names.
    enum NameWordKind { case initial, capitalized, upper, particle, cjk, other }

    /// Classifies one word of a candidate name.
    static func nameWordKind(_ rawWord: String) -> NameWordKind {
        var word = rawWord
        while let last = word.last, last == "," || last == ":" || last == ";" {
            word.removeLast()
        }
        if word.isEmpty { return .other }
        if isInitial(word) { return .initial }
        let lower = word.lowercased()
        if nameParticles.contains(lower) { return .particle }
        let letters = word.filter { $0 != "-" && $0 != "'" && $0 != "’" && $0 != "." }
        guard !letters.isEmpty, letters.allSatisfy(\.isLetter) else { return .other }
        if letters.unicodeScalars.allSatisfy({ isOtherLetter($0) }) { return .cjk }
        guard let first = letters.first, first.isUppercase || isPrefixedName(word) else {
            return .other
        }
        let core = lower.trimmingCharacters(in: .init(charactersIn: "."))
        if titleWords.contains(core) { return .other }
        for piece in core.split(separator: "-") where titleWords.contains(String(piece)) {
            return .other
        }
        if letters.count >= 2, letters.allSatisfy({ !$0.isLowercase }) { return .upper }
        return .capitalized
    }

    /// `d’Aspremont`, `d'Alembert`, `l'Huillier`: a lower-case elided particle before a
    /// capitalized name.
    static func isPrefixedName(_ word: String) -> Bool {
        guard let apostrophe = word.firstIndex(where: { $0 == "'" || $0 == "’" }) else {
            return false
        }
        let head = word[..<apostrophe]
        let tail = word[word.index(after: apostrophe)...]
        return (1...3).contains(head.count) && head.allSatisfy(\.isLowercase)
            && (tail.first?.isUppercase ?? false)
    }

    /// `J.`, `J.-A.`, `J-A.`, `É.`, `Ch.` style initials (a trailing dot required for one or
    /// two letters; a lone capital without a dot also counts, as in "Jonathan T Barron").
    static func isInitial(_ word: String) -> Bool {
        let pieces = word.split(separator: "-", omittingEmptySubsequences: false)
        guard !pieces.isEmpty, pieces.count <= 3 else { return false }
        for piece in pieces {
            var core = Substring(piece)
            if core.hasSuffix(".") { core = core.dropLast() }
            guard !core.isEmpty, core.count <= 2, let first = core.first, first.isUppercase,
                core.allSatisfy(\.isLetter)
            else { return false }
            if core.count == 2, !piece.hasSuffix("."), piece == pieces.last { return false }
        }
        return true
    }

    /// A letter without case (CJK, Thai, …).
    static func isOtherLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .otherLetter
    }
}
