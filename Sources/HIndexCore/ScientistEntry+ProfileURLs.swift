extension ScientistEntry {
    /// The canonical URLs of the scientist's profiles that the content file names, in the
    /// order ORCID, Google Scholar, OpenAlex, DBLP, Semantic Scholar, homepage (the
    /// `sameAs` of the page's structured data). Saved files give none, and an identifier
    /// that does not have its source's shape is left out rather than turned into a URL.
    public var profileURLs: [String] { profileLinks.map(\.url) }

    /// ``profileURLs`` with the service each one belongs to, for the page's profile links.
    public var profileLinks: [ProfileLink] {
        var links: [ProfileLink] = []
        switch orcid {
        case .id(let raw)?, .url(let raw)?:
            if let id = Identifiers.orcid(raw) {
                links.append(ProfileLink(service: "ORCID", url: "https://orcid.org/\(id)"))
            }
        case .file?, nil:
            break
        }
        if let scholar = scholarProfileURL {
            links.append(ProfileLink(service: "Google Scholar", url: scholar))
        }
        if case .id(let id)? = openAlex, Self.isOpenAlexAuthorID(id) {
            links.append(
                ProfileLink(service: "OpenAlex", url: "https://openalex.org/\(id.uppercased())"))
        }
        if case .id(let pid)? = dblp, Self.isDBLPPidShape(pid) {
            links.append(ProfileLink(service: "DBLP", url: "https://dblp.org/pid/\(pid)"))
        }
        if case .id(let id)? = semanticScholar, !id.isEmpty,
            id.allSatisfy({ $0.isASCII && $0.isNumber })
        {
            links.append(
                ProfileLink(
                    service: "Semantic Scholar",
                    url: "https://www.semanticscholar.org/author/\(id)"))
        }
        if let homepage = homepageURL { links.append(ProfileLink(service: nil, url: homepage)) }
        return links
    }

    /// `A` followed by digits.
    static func isOpenAlexAuthorID(_ id: String) -> Bool {
        guard let first = id.first, first == "A" || first == "a" else { return false }
        let digits = id.dropFirst()
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Two non-empty parts around one `/`, of ASCII letters, digits, `_`, `=` and `-` (the
    /// content checker applies DBLP's full grammar).
    static func isDBLPPidShape(_ pid: String) -> Bool {
        let parts = pid.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2
            && parts.allSatisfy { part in
                !part.isEmpty
                    && part.allSatisfy { character in
                        character.isASCII
                            && (character.isLetter || character.isNumber
                                || "_=-".contains(character))
                    }
            }
    }
}

/// One of the scientist's profiles: the service's name (`nil` for the homepage, whose label
/// is translated) and its canonical URL.
public struct ProfileLink: Sendable, Hashable {
    /// "ORCID", "Google Scholar", "OpenAlex", "DBLP", "Semantic Scholar"; `nil` for the
    /// scientist's homepage.
    public var service: String?
    /// The profile's URL.
    public var url: String

    /// Creates a profile link.
    public init(service: String?, url: String) {
        self.service = service
        self.url = url
    }
}
