import Foundation
import HIndexCore
import HIndexSources

/// `plan`: decides, for each scientist, which citation source and reference list to read:
/// a saved page under the content folder, or a profile id / URL to fetch through the cache;
/// starts one ``ScientistRecord`` per scientist, with one run per planned source.
enum PlanStep {
    static let step = BuildStep(
        name: "plan", summary: "choose each scientist's citation source and reference list"
    ) { state, _ in
        let content = try state.requireContent(step: "plan")
        state.startRecords(
            content.scientists.map { entry in
                let citation = citationPlans(for: entry)
                return ScientistPlan(
                    entry: entry, citationSource: citation.primary,
                    otherCitationSources: citation.others,
                    referenceLists: referencePlans(for: entry))
            })
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
                    reason: Message(.noticeHomepageNotURL, ["value": .text(value)])))
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
                    reason: Message(.noticeORCIDNotID, ["value": .text(url)])))
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
                    reason: Message(.noticeDBLPNotID, ["value": .text(url)])))
        case nil:
            break
        }
        if let path = entry.bibtex {
            plans.append(.bibtexFile(path: path))
        }
        return plans
    }

    /// The citation-source keys in default-primary order.
    static let citationKeys = CitationSources.keys

    /// The primary citation source of one scientist (see ``citationPlans(for:)``).
    static func plan(for entry: ScientistEntry) -> CitationSourcePlan? {
        citationPlans(for: entry).primary
    }

    /// Every citation source of one scientist: the primary one — `primary:` when the file
    /// gives that source, else the first present in the order of ``CitationSources/all`` —
    /// and the others in that order.
    static func citationPlans(for entry: ScientistEntry) -> (
        primary: CitationSourcePlan?, others: [CitationSourcePlan]
    ) {
        let planned = citationKeys.compactMap { key in
            citationPlan(key, for: entry).map { (key: key, plan: $0) }
        }
        guard !planned.isEmpty else { return (nil, []) }
        let primaryIndex = planned.firstIndex { $0.key == entry.primary } ?? 0
        var others = planned.map(\.plan)
        let primary = others.remove(at: primaryIndex)
        return (primary, others)
    }

    /// The plan of citation source `key` of `entry`, or `nil` when the file does not give it
    /// (or gives nothing to read), as the source's descriptor reads the value.
    static func citationPlan(_ key: String, for entry: ScientistEntry) -> CitationSourcePlan? {
        guard let descriptor = CitationSources.descriptor(key),
            let reference = entry.citationReference(key),
            let reading = descriptor.reading(reference)
        else { return nil }
        switch reading {
        case .saved(let path): return .savedFile(path: path, source: key)
        case .fetched(let id): return .fetched(source: key, id: id)
        case .unreadable(let reason): return .unavailable(source: descriptor.label, reason: reason)
        }
    }
}
