import Foundation

/// The words of a paper that say what it is about: its title and venue folded like titles,
/// without function words, numbers and the words every venue has ("proceedings",
/// "journal", "arxiv"), each reduced to a crude stem (plural and "-ing" endings dropped) so
/// that "network" and "networks" are one word.
public enum TopicWords {
    /// The topic words of a title and a venue, without repeats.
    ///
    /// ``generalWords(title:venue:)`` is the definition; words of ASCII letters and digits
    /// (nearly all, once folded) are read here on their bytes, without the `Character`
    /// machinery (the attribution of every scientist reads every title; a seeded test holds
    /// the two to the same words).
    public static func words(title: String, venue: String) -> Set<String> {
        words(
            foldedTitle: TitleNormalizer.normalize(title),
            foldedVenue: TitleNormalizer.normalize(venue))
    }

    /// ``words(title:venue:)`` of a title and a venue already folded by
    /// ``TitleNormalizer/normalize(_:)``.
    static func words(foldedTitle: String, foldedVenue: String) -> Set<String> {
        var result: Set<String> = []
        for text in [foldedTitle, foldedVenue] {
            var folded = text
            folded.withUTF8 { bytes in
                var start = 0
                while start < bytes.count {
                    var end = start
                    var ascii = true
                    while end < bytes.count, bytes[end] != 0x20 {
                        if bytes[end] >= 0x80 { ascii = false }
                        end += 1
                    }
                    let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    if ascii {
                        if let stemmed = asciiWord(word) { result.insert(stemmed) }
                    } else if let stemmed = generalWord(
                        Substring(String(decoding: word, as: UTF8.self)))
                    {
                        result.insert(stemmed)
                    }
                    start = end + 1
                }
            }
        }
        return result
    }

    /// ``generalWord(_:)`` of a word of ASCII lower-case letters and digits, on its bytes.
    static func asciiWord(_ word: UnsafeBufferPointer<UInt8>) -> String? {
        guard word.count >= 3, !word.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        let folded = String(decoding: word, as: UTF8.self)
        if stopWords.contains(folded) { return nil }
        // `stem` on bytes: the stem is `word[..<end]`, plus "y" for "-ies".
        var end = word.count
        var addY = false
        func hasSuffix(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard end >= count else { return false }
            let tail = suffix.utf8Start
            for offset in 0..<count where word[end - count + offset] != tail[offset] {
                return false
            }
            return true
        }
        if hasSuffix("ies"), end > 4 {
            end -= 3
            addY = true
        } else if hasSuffix("s"), !hasSuffix("ss"), !hasSuffix("us"), !hasSuffix("is"), end > 3 {
            end -= 1
        }
        // The endings are tried on the stem so far ("-ies" → "-y" ends in none of them).
        if !addY {
            for suffix: StaticString in ["ing", "ed", "ic", "al"]
            where hasSuffix(suffix) && end > suffix.utf8CodeUnitCount + 3 {
                end -= suffix.utf8CodeUnitCount
                break
            }
        }
        let length = min(end + (addY ? 1 : 0), 7)
        let stemmed =
            addY && length > end
            ? String(decoding: UnsafeBufferPointer(rebasing: word[..<end]), as: UTF8.self) + "y"
            : String(decoding: UnsafeBufferPointer(rebasing: word[..<length]), as: UTF8.self)
        guard stemmed.utf8.count >= 3, !stopWords.contains(stemmed) else { return nil }
        return stemmed
    }

    /// The definition of ``words(title:venue:)``: every word of the folded title and venue
    /// through ``generalWord(_:)``.
    static func generalWords(title: String, venue: String) -> Set<String> {
        var result: Set<String> = []
        for text in [title, venue] {
            for word in TitleNormalizer.normalize(text).split(separator: " ") {
                if let stemmed = generalWord(word) { result.insert(stemmed) }
            }
        }
        return result
    }

    /// A folded word's topic word: `nil` for short words, numbers and stop words, else its
    /// stem (when that is not a stop word either).
    static func generalWord(_ word: Substring) -> String? {
        guard word.count >= 3, !word.allSatisfy(\.isNumber) else { return nil }
        let folded = String(word)
        if stopWords.contains(folded) { return nil }
        let stemmed = stem(folded)
        guard stemmed.count >= 3, !stopWords.contains(stemmed) else { return nil }
        return stemmed
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
