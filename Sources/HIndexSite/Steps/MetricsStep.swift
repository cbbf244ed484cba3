import HIndexCore

/// `metrics`: applies manual exclusions, computes each scientist's metrics and paper roles,
/// and collects what the page must explain (source errors, unused excludes).
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
            if let source {
                let titles = Set(source.publications.map { ScientistReport.titleKey($0.title) })
                for title in entry.exclude where !titles.contains(ScientistReport.titleKey(title)) {
                    notices.append("exclude: \"\(title)\" matches no publication of the source.")
                }
            }
            for notice in notices where source == nil || state.options.verbosity == .verbose {
                state.problems.append("\(entry.slug): \(notice)")
            }
            reports.append(
                ScientistReport.classify(
                    entry: entry, bioHTML: Markdown.html(entry.bioMarkdown), source: source,
                    notices: notices))
        }
        state.reports = reports
    }
}
