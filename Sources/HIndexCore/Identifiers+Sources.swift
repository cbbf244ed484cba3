/// Identifiers as bibliographic sources write them inside links and other fields: DOI resolver
/// links, arXiv abstract and PDF links, arXiv DOIs, OAI identifiers, DBLP's CoRR volumes, ORCID
/// iD links. Each returns the comparable form of ``Identifiers/doi(_:)`` and
/// ``Identifiers/arxiv(_:)``, or `nil` when the text holds no such identifier.
extension Identifiers {
    /// The DOI in a resolver link (`https://doi.org/10.1145/…`, `http://dx.doi.org/…`), a
    /// `doi:` value or a bare `10.…/…`, percent-decoded and lowercased; `nil` for any other
    /// link (a publisher page, an arXiv link) or text that is not a DOI.
    public static func doi(inLink raw: String?) -> String? {
        guard let raw else { return nil }
        var value = raw.trimmingWhitespace()
        let lower = value.lowercased()
        for prefix in ["https://", "http://"] where lower.hasPrefix(prefix) {
            let rest = value.dropFirst(prefix.count)
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            let host = rest[..<slash].lowercased()
            guard ["doi.org", "dx.doi.org", "www.doi.org"].contains(host) else { return nil }
            value = String(rest[rest.index(after: slash)...])
        }
        value = value.removingPercentEncodingIfValid()
        guard let doi = Identifiers.doi(value), isDOI(doi) else { return nil }
        return doi
    }

    /// Whether `value` has the shape of a DOI: `10.` and a registrant code of digits (and
    /// dots), a slash, and a non-empty suffix without whitespace.
    public static func isDOI(_ value: String) -> Bool {
        guard value.hasPrefix("10."), let slash = value.firstIndex(of: "/") else { return false }
        let registrant = value[value.index(value.startIndex, offsetBy: 3)..<slash]
        let suffix = value[value.index(after: slash)...]
        return !registrant.isEmpty
            && registrant.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            && !suffix.isEmpty && !suffix.contains(where: \.isWhitespace)
    }

    /// The arXiv identifier in a link or field: `arxiv.org/abs/…` and `arxiv.org/pdf/….pdf`
    /// links (any scheme, `export.` or `www.` host, version and query dropped), `arXiv:…`,
    /// `oai:arXiv.org:…` (also with OpenAlex's `pmh:` in front), arXiv's DOIs `10.48550/arXiv.…`, DBLP's CoRR volumes `abs/…`, or a
    /// bare identifier (`2104.01234`, `hep-th/9901001`).
    public static func arxiv(inLink raw: String?) -> String? {
        guard let raw else { return nil }
        var value = raw.trimmingWhitespace()
        var lower = value.lowercased()
        for scheme in ["https://", "http://"] where lower.hasPrefix(scheme) {
            value = String(value.dropFirst(scheme.count))
            lower = value.lowercased()
        }
        for host in ["www.", "export."] where lower.hasPrefix(host + "arxiv.org/") {
            value = String(value.dropFirst(host.count))
            lower = value.lowercased()
        }
        if let doi = doi(inLink: raw) {
            let arxivPrefix = "10.48550/arxiv."
            guard doi.hasPrefix(arxivPrefix) else { return nil }
            value = String(doi.dropFirst(arxivPrefix.count))
        } else {
            for prefix in [
                "arxiv.org/abs/", "arxiv.org/pdf/", "pmh:oai:arxiv.org:", "oai:arxiv.org:",
                "arxiv:", "abs/",
            ]
            where lower.hasPrefix(prefix) {
                value = String(value.dropFirst(prefix.count))
                break
            }
        }
        if let end = value.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            value = String(value[..<end])
        }
        if value.lowercased().hasSuffix(".pdf") { value = String(value.dropLast(4)) }
        while value.hasSuffix("/") { value = String(value.dropLast()) }
        guard let id = Identifiers.arxiv(value), isArxivID(id) else { return nil }
        return id
    }

    /// Whether `value` (lowercased, without version) is an arXiv identifier: the new scheme
    /// `YYMM.NNNN(N)` or the old `archive(.SUBJECT)/YYMMNNN` (`hep-th/9901001`, `math.gt/0309136`,
    /// `cs/0112017`).
    public static func isArxivID(_ value: String) -> Bool {
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 1 {
            let halves = value.split(separator: ".", omittingEmptySubsequences: false)
            return halves.count == 2 && halves[0].count == 4 && (4...5).contains(halves[1].count)
                && halves.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
        }
        guard parts.count == 2, parts[1].count == 7,
            parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
            let first = parts[0].first, first.isLetter
        else { return false }
        return parts[0].allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-" || $0 == ".") }
    }

    /// An ORCID iD in its bare form `0000-0002-1825-0097` (check character `X` upper case),
    /// from the bare iD or an `orcid.org` link; `nil` when the text is not shaped like one.
    /// The check digit is not verified here.
    public static func orcid(_ raw: String?) -> String? {
        guard var value = raw?.trimmingWhitespace(), !value.isEmpty else { return nil }
        for prefix in [
            "https://orcid.org/", "http://orcid.org/", "https://www.orcid.org/",
            "http://www.orcid.org/", "orcid.org/",
        ] where value.lowercased().hasPrefix(prefix) {
            value = String(value.dropFirst(prefix.count))
        }
        value = value.uppercased()
        let groups = value.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.count == 4, groups.allSatisfy({ $0.count == 4 }) else { return nil }
        for (index, group) in groups.enumerated() {
            for (position, character) in group.enumerated() {
                let isLast = index == 3 && position == 3
                guard character.isASCII && (character.isNumber || (isLast && character == "X"))
                else { return nil }
            }
        }
        return value
    }
}

extension String {
    /// The string with `%XX` escapes decoded when they form valid UTF-8, unchanged otherwise.
    fileprivate func removingPercentEncodingIfValid() -> String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var utf8 = Array(self.utf8)[...]
        while let byte = utf8.first {
            utf8 = utf8.dropFirst()
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let high = Self.hexValue(utf8[utf8.startIndex]),
                let low = Self.hexValue(utf8[utf8.startIndex + 1])
            {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? self
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
