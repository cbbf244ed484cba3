import Foundation
import HIndexCore

/// Reads INSPIRE-HEP literature search responses (`/api/literature?q=a <BAI>`:
/// `{"hits": {"total": N, "hits": [{"metadata": {…}}]}, "links": {"next": …}}`) — the
/// physics literature database with its own citation counts.
///
/// Pure: bytes in, an ``INSPIRELiteraturePage`` or a ``SourceError`` out. Each record's
/// `metadata` gives the title (`titles[0].title`, its LaTeX and markup as plain text),
/// `citation_count`, the author line (`authors[].full_name`, "Witten, Edward" written
/// "Edward Witten"; at most ``maximumAuthorsListed`` names), `dois[0].value`,
/// `arxiv_eprints[0].value`, the venue and year of the first journal publication in
/// `publication_info` (else `preprint_date`, else `earliest_date`), and `control_number`
/// as the ``Publication/sourceID``.
public enum INSPIRELiteratureParser {
    /// The source name on pages and in errors.
    public static let sourceName = "INSPIRE-HEP"

    /// The most author names kept in a record's author line (collaboration papers list
    /// thousands); a longer list ends with `...`, so its author count is a lower bound.
    public static let maximumAuthorsListed = 20

    /// Names past ``maximumAuthorsListed`` kept because they carry the searched author's
    /// family name, so the scientist stays visible in a collaboration's author line.
    static let maximumSearchedAuthorNamesKept = 5

    /// Parses one page.
    ///
    /// - Parameters:
    ///   - data: The response's bytes.
    ///   - origin: File path or URL, for errors.
    ///   - authorID: The BAI searched for; when `nil`, read from `links.self` (`q=a <BAI>`).
    ///     Its family name keeps the author in a shortened author line.
    /// - Throws: ``SourceError/unexpectedLayout(source:origin:detail:)`` for an error body
    ///   (`{"message": …}`, quoted), a single record, JSON of another shape (naming its keys)
    ///   or a record that is not an object with `metadata`; ``SourceError/empty(source:origin:)``
    ///   and ``SourceError/tooLarge(origin:bytes:limit:)`` from reading the JSON.
    public static func parsePage(_ data: Data, origin: String, authorID: String? = nil)
        throws(SourceError) -> INSPIRELiteraturePage
    {
        let json = try ResponseJSON.parseObject(data, source: sourceName, origin: origin)
        func layout(_ detail: String) -> SourceError {
            .unexpectedLayout(source: sourceName, origin: origin, detail: detail)
        }
        guard let hits = json["hits"] else {
            if let message = json["message"]?.messageText ?? json["error"]?.messageText {
                throw layout("INSPIRE returned an error: \"\(SourceText.excerpt(message))\"")
            }
            if json["metadata"]?.object != nil {
                throw layout(
                    "this is a single INSPIRE record, not a literature search: save the search "
                        + "for the author (/api/literature?q=a <BAI>)")
            }
            throw layout(
                "no \"hits\": this is not an INSPIRE literature search response (keys: \(json.keyList))"
            )
        }
        guard hits.object != nil else {
            throw layout("\"hits\" is \(hits.kindDescription), not an object")
        }
        guard let list = hits["hits"] else {
            throw layout("no \"hits.hits\" list (keys of \"hits\": \(hits.keyList))")
        }
        guard let records = list.array else {
            throw layout("\"hits.hits\" is \(list.kindDescription), not an array")
        }
        let searched = authorID ?? searchedAuthor(in: json)
        let family = searched.flatMap(SourceIdentifier.inspireFamilyName).map(folded)
        var publications: [Publication] = []
        publications.reserveCapacity(records.count)
        var untitled: [String] = []
        for (index, record) in records.enumerated() {
            guard record.object != nil else {
                throw layout("record \(index + 1) is \(record.kindDescription), not an object")
            }
            guard let metadata = record["metadata"], metadata.object != nil else {
                throw layout(
                    "record \(index + 1) has no \"metadata\" object (keys: \(record.keyList))")
            }
            if let publication = publication(from: metadata, family: family) {
                publications.append(publication)
            } else {
                untitled.append(recordID(metadata) ?? "record \(index + 1)")
            }
        }
        let total = hits["total"]?.count ?? hits["total"]?["value"]?.count
        return INSPIRELiteraturePage(
            publications: publications, total: total, recordCount: records.count,
            untitled: untitled, next: json["links"]?["next"]?.string)
    }

    /// A saved response as a citation source: complete when it holds every record the search
    /// matched.
    /// - Throws: the errors of ``parsePage(_:origin:authorID:)``, and
    ///   ``SourceError/empty(source:origin:)`` for a response without titled records.
    public static func parse(_ data: Data, origin: String) throws(SourceError)
        -> CitationSourceResult
    {
        let page = try parsePage(data, origin: origin)
        guard !page.publications.isEmpty else { throw .empty(source: sourceName, origin: origin) }
        return CitationSourceResult(
            sourceName: sourceName, origin: origin, profile: nil,
            publications: page.publications, isComplete: page.holdsEveryRecord)
    }

    /// One record's metadata; `nil` without a title.
    static func publication(from metadata: ResponseJSON, family: String?) -> Publication? {
        guard let title = plainText(metadata["titles"]?.array?.first?["title"]?.string) else {
            return nil
        }
        let info = journalPublication(in: metadata)
        let year =
            info?["year"]?.year ?? dateYear(metadata["preprint_date"])
            ?? dateYear(metadata["earliest_date"])
        return Publication(
            title: title,
            authors: authorLine(metadata, family: family),
            venue: venue(info),
            year: year,
            citations: metadata["citation_count"]?.count,
            sourceID: recordID(metadata),
            doi: Identifiers.doi(inLink: metadata["dois"]?.array?.first?["value"]?.string),
            arxivID: Identifiers.arxiv(
                inLink: metadata["arxiv_eprints"]?.array?.first?["value"]?.string))
    }

    /// `control_number` (a number or a string) as text.
    static func recordID(_ metadata: ResponseJSON) -> String? {
        scalarText(metadata["control_number"])
    }

    /// The publication the venue and year come from: the first `publication_info` entry with
    /// a `journal_title` that is not an erratum or addendum, else the first such entry.
    static func journalPublication(in metadata: ResponseJSON) -> ResponseJSON? {
        let notes: Set<String> = ["erratum", "addendum", "reprint", "translation"]
        let entries = (metadata["publication_info"]?.array ?? []).filter { entry in
            entry.object != nil && !notes.contains(entry["material"]?.string ?? "")
        }
        return entries.first { $0["journal_title"]?.string != nil } ?? entries.first
    }

    /// "Phys.Rev.Lett. 56, 2763": `journal_title`, `journal_volume` and `page_start` (or
    /// `artid`); an entry without a journal gives its `pubinfo_freetext`, or nothing.
    static func venue(_ info: ResponseJSON?) -> String {
        guard let info else { return "" }
        guard let journal = plainText(info["journal_title"]?.string) else {
            return plainText(info["pubinfo_freetext"]?.string) ?? ""
        }
        var venue = journal
        if let volume = plainText(scalarText(info["journal_volume"])) { venue += " " + volume }
        if let page = plainText(scalarText(info["page_start"]) ?? scalarText(info["artid"])) {
            venue += ", " + page
        }
        return venue
    }

    /// The year at the start of a date (`1999-05`, `2022-01-03`, `1986`).
    static func dateYear(_ value: ResponseJSON?) -> Int? {
        guard let text = value?.string else { return value?.year }
        return ResponseJSON.string(String(text.prefix(4))).year
    }

    /// The author line: at most ``maximumAuthorsListed`` names (and up to
    /// ``maximumSearchedAuthorNamesKept`` more with the searched family name), ending in
    /// `...` when `authors` or `author_count` says there are more.
    static func authorLine(_ metadata: ResponseJSON, family: String?) -> String {
        let authors = metadata["authors"]?.array ?? []
        var names: [String] = []
        var searchedKept = 0
        var shortened = false
        for (index, author) in authors.enumerated() {
            guard let raw = author["full_name"]?.string else { continue }
            if index >= maximumAuthorsListed {
                shortened = true
                guard searchedKept < maximumSearchedAuthorNamesKept, let family,
                    folded(String(raw.prefix { $0 != "," })).contains(family)
                else { continue }
                searchedKept += 1
            }
            if let name = authorName(raw) { names.append(name) }
        }
        if let count = metadata["author_count"]?.count, count > names.count { shortened = true }
        guard !names.isEmpty else { return "" }
        return names.joined(separator: ", ") + (shortened ? ", ..." : "")
    }

    /// A `full_name` as written on pages: "Witten, Edward" → "Edward Witten", "Callan, Curtis
    /// G., Jr." → "Curtis G. Callan Jr."; no comma or semicolon is left inside a name (they
    /// separate the names of an author line).
    static func authorName(_ fullName: String) -> String? {
        let suffixes: Set<String> = ["jr", "jr.", "sr", "sr.", "ii", "iii", "iv"]
        let parts = fullName.split(separator: ",").compactMap { plainText(String($0)) }
        guard let family = parts.first else { return nil }
        let rest = parts.dropFirst()
        let given = rest.filter { !suffixes.contains($0.lowercased()) }
        let suffix = rest.filter { suffixes.contains($0.lowercased()) }
        let name = (given + [family] + suffix).joined(separator: " ")
            .replacingOccurrences(of: ";", with: " ")
        return SourceText.plainOrNil(name)
    }

    /// Plain text from a title, name or venue: LaTeX (`$\mathcal{N}=4$`, `Bondi--type`,
    /// `G{\"o}del`) converted where the text has some, then markup and entities.
    static func plainText(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let hasLaTeX = raw.contains { $0 == "$" || $0 == "\\" || $0 == "{" } || raw.contains("--")
        return SourceText.plainOrNil(hasLaTeX ? LaTeXText.plain(raw) : raw)
    }

    /// A string or a whole number as text.
    static func scalarText(_ value: ResponseJSON?) -> String? {
        if let text = value?.string { return text }
        return value?.int.map(String.init)
    }

    /// The BAI of a saved search's `links.self` (`…?q=a%20E.Witten.1&…`).
    static func searchedAuthor(in json: ResponseJSON) -> String? {
        guard let link = json["links"]?["self"]?.string,
            let query = URLComponents(string: link)?.queryItems?.first(where: { $0.name == "q" })?
                .value
        else { return nil }
        let words = query.split(whereSeparator: { $0 == " " || $0 == "+" })
        guard words.count == 2, ["a", "author"].contains(words[0].lowercased()) else {
            return nil
        }
        return String(words[1])
    }

    /// Lowercased letters only, without diacritics, for comparing family names.
    static func folded(_ text: String) -> String {
        String(
            text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
                .unicodeScalars.filter { $0.properties.isAlphabetic }
                .map(Character.init))
    }
}
