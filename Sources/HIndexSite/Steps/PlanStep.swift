import HIndexCore

/// `plan`: decides, for each scientist, which citation source to read.
enum PlanStep {
    static let step = BuildStep(
        name: "plan", summary: "choose each scientist's citation source"
    ) { state in
        let content = try state.requireContent(step: "plan")
        state.plans = content.scientists.map { entry in
            ScientistPlan(
                entry: entry, citationSource: plan(for: entry),
                referenceList: referencePlan(for: entry))
        }
    }

    /// The reference list of one scientist: a saved homepage for now.
    static func referencePlan(for entry: ScientistEntry) -> ReferenceListPlan? {
        switch entry.homepage {
        case .file(let path):
            return .homepageFile(path: path)
        case .url(let url), .id(let url):
            return .unavailable(
                source: "Homepage",
                reason: "fetching \(url) is not available in this version; save the "
                    + "publications page under content/ and set `homepage:` to its path")
        case nil:
            let others = [
                entry.orcid.map { _ in "orcid" }, entry.dblp.map { _ in "dblp" },
                entry.bibtex.map { _ in "bibtex" },
            ].compactMap { $0 }
            guard !others.isEmpty else { return nil }
            return .unavailable(
                source: others.joined(separator: ", "),
                reason: "these reference lists are not available in this version; "
                    + "all papers of the citation source count")
        }
    }

    /// The citation source of one scientist: a saved Scholar profile page for now.
    static func plan(for entry: ScientistEntry) -> CitationSourcePlan? {
        switch entry.scholar {
        case .file(let path):
            return .scholarProfileFile(path: path)
        case .id(let id):
            return .unavailable(
                source: "Google Scholar profile",
                reason: "fetching the profile \(id) over the network is not available in this "
                    + "version; save the profile page from your browser (after clicking "
                    + "\"Show more\" until the list is complete) under content/ and set "
                    + "`scholar:` to its path")
        case .url(let url):
            return .unavailable(
                source: "Google Scholar profile",
                reason: "fetching \(url) is not available in this version; save the page "
                    + "under content/ and set `scholar:` to its path")
        case nil:
            let others = [
                entry.openAlex.map { _ in "openalex" },
                entry.semanticScholar.map { _ in "semantic_scholar" },
                entry.scholarSearch.map { _ in "scholar_search" },
            ].compactMap { $0 }
            guard !others.isEmpty else { return nil }
            return .unavailable(
                source: others.joined(separator: ", "),
                reason: "these citation sources are not available in this version; "
                    + "add `scholar:` with a saved Google Scholar profile page")
        }
    }
}
