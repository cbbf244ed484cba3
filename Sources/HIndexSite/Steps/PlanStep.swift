import Foundation
import HIndexCore
import HIndexSources

/// `plan`: decides, for each scientist, which citation source and reference list to read:
/// a saved page under the content folder, or a profile id / URL to fetch through the cache.
enum PlanStep {
    static let step = BuildStep(
        name: "plan", summary: "choose each scientist's citation source and reference list"
    ) { state, _ in
        let content = try state.requireContent(step: "plan")
        state.plans = content.scientists.map { entry in
            ScientistPlan(
                entry: entry, citationSource: plan(for: entry),
                referenceLists: referencePlans(for: entry))
        }
    }

    /// The reference lists of one scientist, in the order they are merged: a saved or
    /// fetched homepage, a saved or fetched ORCID works response, a saved or fetched DBLP
    /// person record, and a BibTeX file under the content folder.
    static func referencePlans(for entry: ScientistEntry) -> [ReferenceListPlan] {
        var plans: [ReferenceListPlan] = []
        switch entry.homepage {
        case .file(let path):
            plans.append(.homepageFile(path: path))
        case .url(let url):
            plans.append(.homepageURL(url: url))
        case .id(let value):
            plans.append(
                .unavailable(
                    source: "Homepage",
                    reason: "'\(value)' is neither an http(s) URL nor a saved page under content/"
                ))
        case nil:
            break
        }
        switch entry.orcid {
        case .file(let path):
            plans.append(.orcidFile(path: path))
        case .id(let iD):
            plans.append(.orcidWorks(iD: iD))
        case .url(let url):
            plans.append(
                .unavailable(
                    source: "ORCID",
                    reason: "\(url) is not an ORCID iD; set `orcid:` to the iD or to a saved "
                        + "works response under content/"))
        case nil:
            break
        }
        switch entry.dblp {
        case .file(let path):
            plans.append(.dblpFile(path: path))
        case .id(let pid):
            plans.append(.dblpPerson(pid: pid))
        case .url(let url):
            // The content loader reduces dblp.org/pid/… URLs to the pid.
            plans.append(
                .unavailable(
                    source: "DBLP",
                    reason: "\(url) is not a DBLP person id; set `dblp:` to the pid "
                        + "(e.g. k/RichardMKarp) or to a saved person XML under content/"))
        case nil:
            break
        }
        if let path = entry.bibtex {
            plans.append(.bibtexFile(path: path))
        }
        return plans
    }

    /// The citation source of one scientist: a saved or fetched Scholar profile, or the
    /// Scholar author search when there is no profile or `primary: scholar_search`, or a
    /// saved or fetched OpenAlex works when there is neither or `primary: openalex`.
    static func plan(for entry: ScientistEntry) -> CitationSourcePlan? {
        if let openAlex = entry.openAlex,
            entry.primary == "openalex" || (entry.scholar == nil && entry.scholarSearch == nil)
        {
            switch openAlex {
            case .file(let path):
                return .savedFile(path: path, format: .openAlexWorks)
            case .id(let id):
                return .openAlexWorks(id: id)
            case .url(let url):
                return .unavailable(
                    source: "OpenAlex",
                    reason: "\(url) is not an OpenAlex author id; set `openalex:` to the id "
                        + "(A…) or to a saved works response under content/")
            }
        }
        if let query = entry.scholarSearch,
            !ScholarSearchRequests.authorName(from: query).isEmpty,
            entry.scholar == nil || entry.primary == "scholar_search"
        {
            return .scholarSearch(query: query)
        }
        switch entry.scholar {
        case .file(let path):
            return .savedFile(path: path, format: .scholarProfile)
        case .id(let id):
            return .scholarProfile(id: id)
        case .url(let url):
            // The content loader reduces profile URLs to their id; any other URL is kept
            // only when it carries a `user=` parameter.
            if let user = URLComponents(string: url)?.queryItems?
                .first(where: { $0.name == "user" })?.value, !user.isEmpty
            {
                return .scholarProfile(id: user)
            }
            return .unavailable(
                source: "Google Scholar profile",
                reason: "\(url) is not a profile URL (it has no `user=` parameter); set "
                    + "`scholar:` to the profile id or to a saved page under content/")
        case nil:
            let others = [
                entry.semanticScholar.map { _ in "semantic_scholar" },
                entry.scholarSearch.map { _ in "scholar_search" },
            ].compactMap { $0 }
            guard !others.isEmpty else { return nil }
            return .unavailable(
                source: others.joined(separator: ", "),
                reason: "these citation sources are not available in this version; "
                    + "add `scholar:` (a profile id or saved page) or `scholar_search:` "
                    + "(the scientist's name)")
        }
    }
}
