/// Where a reader can open a paper: its DOI at doi.org, else its arXiv page.
///
/// Identifiers come from untrusted sources: a DOI must start with `10.` and have a suffix,
/// and every byte of it outside RFC 3986's unreserved characters and `/` is percent-encoded;
/// an arXiv id must have one of arXiv's two shapes. The URL needs no further escaping in an
/// HTML attribute.
public enum PaperLink {
    /// The URL of `publication`, or `nil` when it has no usable DOI or arXiv id.
    public static func url(of publication: Publication) -> String? {
        if let doi = publication.doi, let url = doiURL(doi) { return url }
        if let arxiv = publication.arxivID, let url = arXivURL(arxiv) { return url }
        return nil
    }

    /// `https://doi.org/<DOI>` for a DOI `10.<registrant>/<suffix>`.
    public static func doiURL(_ doi: String) -> String? {
        let utf8 = Array(doi.utf8)
        guard utf8.count <= 512, utf8.starts(with: Array("10.".utf8)),
            let slash = utf8.firstIndex(of: UInt8(ascii: "/")), slash > 3, slash < utf8.count - 1
        else { return nil }
        return "https://doi.org/" + percentEncoded(utf8)
    }

    /// `https://arxiv.org/abs/<id>` for a new-style (`2104.01234`, `0704.0001v2`) or
    /// old-style (`hep-th/9901001`, `math.GT/0309136`) identifier.
    public static func arXivURL(_ id: String) -> String? {
        let utf8 = Array(id.utf8)
        guard utf8.count <= 64, isNewStyleArXivID(utf8) || isOldStyleArXivID(utf8) else {
            return nil
        }
        return "https://arxiv.org/abs/" + id
    }

    /// `YYMM.NNNN` or `YYMM.NNNNN`, optionally `vN`.
    static func isNewStyleArXivID(_ bytes: [UInt8]) -> Bool {
        var rest = bytes[...]
        let version = rest.lastIndex(of: UInt8(ascii: "v"))
        if let version {
            guard isDigits(rest[(version + 1)...]) else { return false }
            rest = rest[..<version]
        }
        guard let dot = rest.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let number = rest[(dot + 1)...]
        return rest[..<dot].count == 4 && isDigits(rest[..<dot])
            && (4...5).contains(number.count) && isDigits(number)
    }

    /// `archive[.XX]/YYMMNNN`, optionally `vN`: a lower-case archive name with hyphens, an
    /// optional upper-case subject class, seven digits.
    static func isOldStyleArXivID(_ bytes: [UInt8]) -> Bool {
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")), slash > 0 else { return false }
        var archive = bytes[..<slash]
        if let dot = archive.firstIndex(of: UInt8(ascii: ".")) {
            let subject = archive[(dot + 1)...]
            guard subject.count == 2,
                subject.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") })
            else { return false }
            archive = archive[..<dot]
        }
        guard let first = archive.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
            archive.allSatisfy({
                ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 == UInt8(ascii: "-")
            })
        else { return false }
        var number = bytes[(slash + 1)...]
        if let version = number.firstIndex(of: UInt8(ascii: "v")) {
            guard isDigits(number[(version + 1)...]) else { return false }
            number = number[..<version]
        }
        return number.count == 7 && isDigits(number)
    }

    private static func isDigits(_ bytes: ArraySlice<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The bytes with everything but unreserved characters (`A–Z a–z 0–9 - . _ ~`) and `/`
    /// written as `%XX`.
    static func percentEncoded(_ bytes: [UInt8]) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for byte in bytes {
            if isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
                || byte == UInt8(ascii: "/")
            {
                output.append(byte)
            } else {
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
