import HIndexCore

/// `metrics`: computes each scientist's metrics and paper roles from the reconciliation, and
/// collects what the page must explain (source errors, unreadable reference lists).
enum MetricsStep {
    static let step = BuildStep(
        name: "metrics", summary: "compute metrics and h-core roles"
    ) { state in
        var reports: [ScientistReport] = []
        for plan in state.plans {
            let entry = plan.entry
            var notices: [String] = []
            var source: CitationSourceResult?
            switch (plan.citationSource, state.parsed[entry.slug]) {
            case (nil, _):
                notices.append(
                    "No citation source is configured: add `scholar:` to \(entry.path).")
            case (.unavailable(let name, let reason), _):
                notices.append("\(name): \(reason).")
            case (_, .failure(let error)?):
                notices.append(error.description)
            case (_, .success(let result)?):
                source = result
            case (.scholarProfileFile, nil):
                notices.append("The saved page was not read.")
            }
            var referenceList: ReferenceList?
            switch (plan.referenceList, state.parsedReference[entry.slug]) {
            case (.unavailable(let name, let reason), _):
                notices.append("\(name): \(reason).")
            case (_, .failure(let error)?):
                notices.append(
                    "The publication list could not be used, so every paper of the citation "
                        + "source counts: \(error.description)")
            case (_, .success(let list)?):
                referenceList = list
            case (.homepageFile, nil), (nil, _):
                break
            }
            let problems = source == nil || state.options.verbosity == .verbose
            for notice in notices where problems || notice.hasPrefix("The publication list") {
                state.problems.append("\(entry.slug): \(notice)")
            }
            let bioHTML = Markdown.html(entry.bioMarkdown)
            if let source, let reconciliation = state.reconciliations[entry.slug] {
                reports.append(
                    ScientistReport.build(
                        entry: entry, bioHTML: bioHTML, source: source,
                        referenceList: referenceList, reconciliation: reconciliation,
                        notices: notices))
            } else {
                reports.append(
                    ScientistReport.classify(
                        entry: entry, bioHTML: bioHTML, source: nil, notices: notices))
            }
        }
        state.reports = reports
    }
}
