import HIndexCore
import HIndexTemplates

/// Inputs shared by the template tests.
enum Samples {
    /// The methodology page's sources as the build gives them: three citation sources of
    /// its registry, then the publication lists.
    static let sourceNotes: [DataSourceNote] =
        [
            DataSourceNote(id: "scholar", name: .sourceNameScholar, caveats: .sourceCaveatsScholar),
            DataSourceNote(
                id: "openalex", name: .sourceNameOpenAlex, caveats: .sourceCaveatsOpenAlex),
            DataSourceNote(
                id: "semantic-scholar", name: .sourceNameSemanticScholar,
                caveats: .sourceCaveatsSemanticScholar),
        ] + DataSourceNote.referenceLists

    static let settings = SiteSettings(
        title: "Demo University metrics", description: "h-index of our scientists")

    static func context(rootPath: String = "") -> PageContext {
        PageContext(settings: settings, rootPath: rootPath, buildDate: "2026-01-02")
    }

    /// A report with one paper of each role: counts 10, 3, 3, 3, 1 give h = 3 with three
    /// papers tied at the boundary count 3, and one paper excluded manually.
    static func report(
        title: String = "Fast algorithms", isComplete: Bool = true,
        profile: ProfileSummary? = ProfileSummary(citations: 40, hIndex: 5, i10Index: 2),
        notices: [String] = []
    ) -> ScientistReport {
        let entry = ScientistEntry(
            slug: "ada-quispe", path: "scientists/ada-quispe.md", name: "Ada Quispe",
            departments: ["Computer Science"], affiliation: "Demo University",
            exclude: ["Not mine"])
        let source = CitationSourceResult(
            sourceName: "Google Scholar profile", origin: "snapshots/ada-quispe-scholar.html",
            profile: profile,
            publications: [
                Publication(
                    title: title, authors: "A Quispe, B Lind", venue: "J. ACM", year: 2020,
                    citations: 10),
                Publication(title: "Tied one", authors: "A Quispe", year: 2019, citations: 3),
                Publication(title: "Tied two", authors: "A Quispe", year: 2018, citations: 3),
                Publication(title: "Tied three", authors: "A Quispe", year: 2017, citations: 3),
                Publication(title: "Small note", authors: "A Quispe", citations: 1),
                Publication(title: "Not mine", authors: "Z Other", year: 2001, citations: 99),
            ],
            isComplete: isComplete)
        return ScientistReport.classify(
            entry: entry, bioHTML: "<p>Works on <em>graphs</em>.</p>\n", source: source,
            notices: notices.map { Notice(.citationSource, $0) })
    }

    static func row(
        rank: Int, slug: String, name: String, h: Int, citations: Int = 100,
        departments: [String] = ["Computer Science"], isLowerBound: Bool = false
    ) -> LeaderboardRow {
        LeaderboardRow(
            rank: rank, slug: slug, name: name, departments: departments,
            metrics: Metrics(papers: 12, citations: citations, hIndex: h, gIndex: h, i10Index: 2),
            isLowerBound: isLowerBound)
    }
}

/// A minimal well-formedness check for our own output: every non-void element that is opened
/// is closed, in order, and no stray `<` appears in text.
enum Markup {
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr",
    ]

    /// Returns the first problem found, or `nil` when the tags balance.
    static func firstProblem(in html: String) -> String? {
        var stack: [String] = []
        var rest = Substring(html)
        if rest.hasPrefix("<!DOCTYPE html>") { rest = rest.dropFirst("<!DOCTYPE html>".count) }
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return "unclosed <" }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            let isEnd = tag.hasPrefix("/")
            let name = String(
                tag.drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber })
            ).lowercased()
            guard !name.isEmpty else { return "stray < before \(tag.prefix(20))" }
            if isEnd {
                guard stack.last == name else {
                    return "</\(name)> closes <\(stack.last ?? "nothing")>"
                }
                stack.removeLast()
            } else if !voidElements.contains(name) && !tag.hasSuffix("/") {
                stack.append(name)
            }
        }
        return stack.isEmpty ? nil : "unclosed <\(stack.joined(separator: "><"))>"
    }
}
