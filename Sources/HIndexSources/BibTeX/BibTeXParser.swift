import Foundation
import HIndexCore

/// Reads a BibTeX file (a scientist's `bibtex:` list) into reference entries.
///
/// Pure: bytes in, a ``BibTeXFile`` or a ``SourceError`` out. Every entry type but
/// `@comment`, `@preamble` and `@string` is a publication. Each gives the title, the authors
/// (`author`, else `editor`; split on `and`, `Last, First` turned into `First Last`, `others`
/// as "et al."), the year (`year`, else biblatex `date`), the venue (`journal`, `journaltitle`,
/// `booktitle`, `school`, `institution`, `organization`, `publisher`), the DOI (`doi`, or a
/// `doi.org` link in `url`) and the arXiv id (`eprint` with `archivePrefix`/`eprinttype`
/// arXiv, an `arxiv` field, or an `arXiv:…` / arxiv.org mention in `journal`, `note`, `url`).
/// LaTeX in values is turned into Unicode (see ``LaTeXText``). A malformed entry or one
/// without a title is skipped and reported as a finding with its line.
public enum BibTeXParser {
    /// The source name used in errors.
    public static let sourceName = "BibTeX"

    /// The largest file accepted (16 MiB).
    public static let maximumInputSize = 16 * 1024 * 1024

    /// Parses a BibTeX file.
    ///
    /// - Parameters:
    ///   - data: The file's bytes (UTF-8; Windows-1252/Latin-1 when not valid UTF-8).
    ///   - origin: The file path, for errors.
    /// - Returns: The entries and the findings about skipped parts.
    /// - Throws: ``SourceError/empty(source:origin:)`` for a file without entries (only
    ///   comments, macros or nothing); ``SourceError/unexpectedLayout(source:origin:detail:)``
    ///   when no entry could be read, naming the first problem and its line ("line 3: entry
    ///   `x`: …") or when `@string` macros expand past their bounds (naming the line);
    ///   ``SourceError/tooLarge(origin:bytes:limit:)``.
    public static func parse(_ data: Data, origin: String) throws(SourceError) -> BibTeXFile {
        guard data.count <= maximumInputSize else {
            throw .tooLarge(origin: origin, bytes: data.count, limit: maximumInputSize)
        }
        var reader = BibTeXReader(text: SourceText.decode(data))
        reader.read()
        if let failure = reader.expansionFailure {
            throw .unexpectedLayout(source: sourceName, origin: origin, detail: "\(failure)")
        }
        var findings = reader.findings
        var entries: [ReferenceEntry] = []
        var keys: [String] = []
        var firstLineOfKey: [String: Int] = [:]
        for raw in reader.entries {
            let label = raw.key.isEmpty ? "@\(raw.type) entry" : "entry `\(raw.key)`"
            if !raw.key.isEmpty {
                if let first = firstLineOfKey[raw.key.lowercased()] {
                    findings.append(
                        BibTeXFinding(
                            line: raw.line,
                            message: "\(label): duplicate key (first at line \(first))"))
                } else {
                    firstLineOfKey[raw.key.lowercased()] = raw.line
                }
            }
            guard let entry = entry(from: raw) else {
                findings.append(
                    BibTeXFinding(line: raw.line, message: "\(label) has no title; skipped"))
                continue
            }
            entries.append(entry)
            keys.append(raw.key)
        }
        findings.sort { $0.line < $1.line }
        if entries.isEmpty {
            if let first = findings.first {
                let more = findings.count > 1 ? " (and \(findings.count - 1) more problems)" : ""
                throw .unexpectedLayout(
                    source: sourceName, origin: origin,
                    detail: "no entry could be read: \(first)\(more)")
            }
            throw .empty(source: sourceName, origin: origin)
        }
        return BibTeXFile(entries: entries, keys: keys, findings: findings)
    }

    /// One raw entry as a reference entry; `nil` without a title.
    static func entry(from raw: BibTeXReader.RawEntry) -> ReferenceEntry? {
        let fields = raw.fields
        func text(_ name: String) -> String? {
            guard let value = fields[name] else { return nil }
            let plain = LaTeXText.plain(value)
            return plain.isEmpty ? nil : plain
        }
        guard let title = text("title") else { return nil }
        let people = fields["author"] ?? fields["editor"] ?? ""
        let year = (text("year") ?? text("date")).flatMap(SourceText.year(in:))
        let venue = [
            "journal", "journaltitle", "booktitle", "school", "institution", "organization",
            "publisher",
        ].lazy.compactMap(text).first
        let doi =
            text("doi").flatMap { Identifiers.doi(inLink: $0) }
            ?? text("url").flatMap { Identifiers.doi(inLink: $0) }
        return ReferenceEntry(
            title: title,
            authors: BibTeXNames.names(people).joined(separator: ", "),
            year: year,
            venue: venue,
            doi: doi,
            arxivID: arxivID(text: text) ?? Identifiers.arxiv(inLink: doi)
        )
    }

    /// The arXiv id of an entry's fields, if any.
    private static func arxivID(text: (String) -> String?) -> String? {
        if let eprint = text("eprint") {
            let archive = (text("archiveprefix") ?? text("eprinttype"))?.lowercased()
            if archive == nil || archive == "arxiv", let id = Identifiers.arxiv(inLink: eprint) {
                return id
            }
        }
        for name in ["arxiv", "arxivid"] {
            if let id = Identifiers.arxiv(inLink: text(name)) { return id }
        }
        for name in ["journal", "note", "url", "howpublished"] {
            if let value = text(name), let id = arxivMention(in: value) { return id }
        }
        return nil
    }

    /// The arXiv id after `arXiv:` or an arxiv.org link inside a longer text ("arXiv preprint
    /// arXiv:2104.01234").
    static func arxivMention(in text: String) -> String? {
        let lower = text.lowercased()
        for marker in ["arxiv.org/abs/", "arxiv.org/pdf/", "arxiv:"] {
            guard let range = lower.range(of: marker) else { continue }
            let rest = lower[range.upperBound...].prefix {
                !$0.isWhitespace && $0 != "," && $0 != ";"
            }
            if let id = Identifiers.arxiv(inLink: String(rest)) { return id }
        }
        return nil
    }
}
