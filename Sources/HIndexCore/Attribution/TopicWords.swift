import Foundation

/// The words of a paper that say what it is about: its title and venue folded like titles,
/// without function words, numbers and the words every venue has ("proceedings",
/// "journal", "arxiv"), each reduced to a crude stem (plural and "-ing" endings dropped) so
/// that "network" and "networks" are one word.
public enum TopicWords {
    /// The topic words of a title and a venue, without repeats.
    public static func words(title: String, venue: String) -> Set<String> {
        var result: Set<String> = []
        for text in [title, venue] {
            for word in TitleNormalizer.normalize(text).split(separator: " ") {
                guard word.count >= 3, !word.allSatisfy(\.isNumber) else { continue }
                let folded = String(word)
                if stopWords.contains(folded) { continue }
                let stemmed = stem(folded)
                if stemmed.count >= 3, !stopWords.contains(stemmed) { result.insert(stemmed) }
            }
        }
        return result
    }

    /// A crude stem: common English endings dropped ("networks" → "network", "studies" →
    /// "study", "learning" → "learn", "tomographic" → "tomograph"), then at most seven letters
    /// kept ("tomography" and "tomographic" are one word).
    public static func stem(_ word: String) -> String {
        var stem = word
        if stem.hasSuffix("ies"), stem.count > 4 {
            stem = String(stem.dropLast(3)) + "y"
        } else if stem.hasSuffix("s"), !stem.hasSuffix("ss"), !stem.hasSuffix("us"),
            !stem.hasSuffix("is"), stem.count > 3
        {
            stem = String(stem.dropLast())
        }
        for suffix in ["ing", "ed", "ic", "al"]
        where stem.hasSuffix(suffix) && stem.count > suffix.count + 3 {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        return String(stem.prefix(7))
    }

    /// Function words (English and the languages of the catalogs) and the words of venue
    /// names and titles that say nothing of a field.
    static let stopWords: Set<String> = [
        // English function words.
        "the", "and", "for", "with", "from", "into", "onto", "over", "under", "between",
        "through", "towards", "toward", "via", "using", "use", "based", "its", "their", "our",
        "are", "was", "were", "been", "being", "has", "have", "had", "not", "but", "can",
        "how", "what", "when", "where", "which", "who", "why", "does", "this", "that", "these",
        "those", "than", "then", "more", "most", "less", "all", "any", "some", "each", "other",
        "new", "one", "two", "three", "part", "about", "within", "without", "beyond", "across",
        "after", "before", "during", "against", "among", "upon", "per", "also", "both",
        "her", "his", "they", "them", "you", "your", "we", "vs", "versus",
        // Generic words of titles.
        "study", "studie", "analysis", "approach", "approache", "method", "methods", "case",
        "towards", "toward", "effect", "effects", "role", "impact", "review", "survey",
        "introduction", "paper", "note", "notes", "result", "results", "report", "reports",
        "evidence", "perspective", "perspectives", "issue", "issues", "special", "editorial",
        "comment", "reply", "response", "letter", "abstract", "extended", "version", "first",
        "second", "novel", "improved", "efficient", "general", "framework", "application",
        "applications", "toward", "high", "low", "large", "small", "multi", "non",
        // Venue words.
        "proceedings", "proceeding", "journal", "conference", "international", "annual",
        "workshop", "symposium", "transactions", "transaction", "letters", "lett", "proc",
        "conf", "int", "vol", "volume", "pages", "page", "press", "springer", "elsevier",
        "wiley", "ieee", "acm", "arxiv", "preprint", "biorxiv", "medrxiv", "ssrn", "chemrxiv",
        "research", "science", "sciences", "society", "university", "advances", "advance",
        "annals", "bulletin", "review", "reviews", "series", "lecture", "meeting", "forum",
        "edition", "book", "chapter", "thesis", "dissertation", "patent", "online", "open",
        "access", "supplement", "abstracts", "publication", "publications", "publishing",
        "american", "european", "asian", "national", "world", "global", "association",
        "institute", "academy", "frontiers", "plos", "nature",
        // Function words of the catalogs' other languages.
        "les", "des", "une", "dans", "par", "pour", "sur", "aux", "der", "die", "das", "und",
        "mit", "von", "den", "dem", "ein", "eine", "fur", "del", "las", "los", "con", "por",
        "para", "una", "della", "delle", "degli", "dei", "per", "nel", "nella", "sul", "dos",
        "das", "uma", "com", "nos", "nas",
    ]
}
