import Foundation

extension SiteCorpus {
    /// `content/site.md`.
    public static let siteFile = """
        ---
        title: Synthetic University — Research Metrics
        description: A made-up university for the site benchmark (bench/run site).
        base_url: https://metrics.synthetic.example/
        recent_years: 5
        ---
        The research metrics of **Synthetic University**: every scientist, paper and count
        here is made up by `hindex-bench site-corpus`.

        """

    /// `content/departments/<slug>.md`.
    public static func departmentFile(_ department: String) -> String {
        "---\nname: \(department)\n---\nThe scientists of \(department).\n"
    }

    /// `content/scientists/<slug>.md`: name, department, the saved Scholar page and, for 30%,
    /// the saved homepage.
    public static func scientistFile(_ scientist: SyntheticScientist) -> String {
        var front = """
            name: \(yamlString(scientist.name))
            department: \(scientist.department)
            affiliation: Synthetic University
            scholar: \(scientist.scholarPath)

            """
        if scientist.hasHomepage { front += "homepage: \(scientist.homepagePath)\n" }
        return "---\n\(front)---\n\(scientist.bio)\n"
    }

    /// A saved homepage publication list: the scientist's papers by year, newest first, one
    /// `<ul>` per year of `<li>Authors. <a>Title</a>. <em>Venue</em>, Year.</li>` (the demo's
    /// hand-written style), between a menu and a list of talks.
    public static func homepage(_ scientist: SyntheticScientist) -> String {
        let name = scientist.name.htmlEscaped
        var page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(name) — Publications</title></head>
            <body>
            <nav><a href="index.html">Home</a> | <a href="teaching.html">Teaching</a> | <b>Publications</b></nav>
            <h1>\(name)</h1>
            <h2>Publications</h2>

            """
        let byYear = Dictionary(grouping: scientist.publications, by: \.year)
        for year in byYear.keys.sorted(by: >) {
            page += "<h3>\(year)</h3>\n<ul class=\"pubs\">\n"
            for publication in byYear[year, default: []].sorted(by: { $0.title < $1.title }) {
                let authors = publication.authors.split(separator: ",").map {
                    let parts = $0.trimmingCharacters(in: .whitespaces).split(
                        separator: " ", maxSplits: 1)
                    return parts.count == 2 ? "\(parts[0]). \(parts[1])" : String(parts[0])
                }.joined(separator: ", ")
                let file = publication.title.unicodeScalars.reduce(0) {
                    ($0 + Int($1.value)) % 1000
                }
                page += """
                    <li>\(authors.htmlEscaped). <a href="papers/\(year)-\(file).pdf">\
                    \(publication.title.htmlEscaped)</a>. <em>\(publication.venue.htmlEscaped)</em>, \(year).</li>

                    """
            }
            page += "</ul>\n"
        }
        page += """
            <h2>Talks</h2>
            <ul><li>Keynote, Synthetic Research Days, \(currentYear)</li></ul>
            </body></html>

            """
        return page
    }

    static func yamlString(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: - The equivalent Hugo site

    /// `config.toml` of the Hugo site: no RSS feeds (hindex-site writes none), departments as
    /// a taxonomy (one page per department), everything else Hugo's defaults.
    public static let hugoConfig = """
        baseURL = "https://metrics.synthetic.example/"
        title = "Synthetic University — Research Metrics"
        languageCode = "en"
        disableKinds = ["RSS"]

        [taxonomies]
        department = "departments"

        """

    /// `content/scientists/<slug>.md` of the Hugo site: the metrics and every publication in
    /// the front matter (YAML), the bio as the body.
    public static func hugoScientistFile(_ scientist: SyntheticScientist) -> String {
        let counts = scientist.publications.map(\.citations)
        var text = """
            ---
            title: \(yamlString(scientist.name))
            departments: [\(yamlString(scientist.department))]
            h_index: \(hIndex(counts))
            citations: \(counts.reduce(0, +))
            i10_index: \(counts.filter { $0 >= 10 }.count)
            publications:

            """
        for publication in scientist.publications {
            text +=
                "  - {title: \(yamlString(publication.title)), "
                + "authors: \(yamlString(publication.authors)), "
                + "venue: \(yamlString(publication.venue)), year: \(publication.year), "
                + "citations: \(publication.citations)}\n"
        }
        text += "---\n\(scientist.bio)\n"
        return text
    }

    /// The Hugo site's templates: a base layout, a scientist page (metrics and the
    /// publication table, h-core rows marked), list pages (departments, the scientists
    /// section) and the index (every scientist by h-index).
    public static let hugoLayouts: [(path: String, text: String)] = [
        (
            "layouts/_default/baseof.html",
            """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} — {{ .Site.Title }}</title>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <style>body{font-family:sans-serif;max-width:60rem;margin:auto}td.n{text-align:right}\
            tr.core{background:#eef6ee}</style></head>
            <body><header><a href="{{ "/" | relURL }}">{{ .Site.Title }}</a></header>
            <main>{{ block "main" . }}{{ end }}</main></body></html>

            """
        ),
        (
            "layouts/_default/single.html",
            """
            {{ define "main" }}<h1>{{ .Title }}</h1>
            <p>{{ range .Params.departments }}<a href="{{ printf "/departments/%s/" (urlize .) | relURL }}">{{ . }}</a>{{ end }}</p>
            <dl><dt>h-index</dt><dd>{{ .Params.h_index }}</dd><dt>Citations</dt><dd>{{ .Params.citations }}</dd>
            <dt>i10-index</dt><dd>{{ .Params.i10_index }}</dd></dl>
            {{ .Content }}
            {{ $h := .Params.h_index }}
            <table><thead><tr><th>#</th><th>Title</th><th>Authors</th><th>Venue</th><th>Year</th><th>Cited by</th></tr></thead><tbody>
            {{ range $i, $p := .Params.publications }}<tr{{ if lt $i $h }} class="core"{{ end }}><td class="n">{{ add $i 1 }}</td><td>{{ $p.title }}</td><td>{{ $p.authors }}</td><td>{{ $p.venue }}</td><td class="n">{{ $p.year }}</td><td class="n">{{ $p.citations }}</td></tr>
            {{ end }}</tbody></table>{{ end }}

            """
        ),
        (
            "layouts/_default/list.html",
            """
            {{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}
            <table><thead><tr><th>Scientist</th><th>h-index</th><th>Citations</th></tr></thead><tbody>
            {{ range sort .Pages "Params.h_index" "desc" }}<tr><td><a href="{{ .RelPermalink }}">{{ .Title }}</a></td><td class="n">{{ .Params.h_index }}</td><td class="n">{{ .Params.citations }}</td></tr>
            {{ end }}</tbody></table>{{ end }}

            """
        ),
        (
            "layouts/index.html",
            """
            {{ define "main" }}<h1>{{ .Site.Title }}</h1>{{ .Content }}
            <h2>Departments</h2><ul>{{ range .Site.Taxonomies.departments }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> ({{ .Count }})</li>{{ end }}</ul>
            <h2>All scientists by h-index</h2>
            <table><thead><tr><th>Scientist</th><th>h-index</th><th>Citations</th></tr></thead><tbody>
            {{ range sort (where .Site.RegularPages "Section" "scientists") "Params.h_index" "desc" }}<tr><td><a href="{{ .RelPermalink }}">{{ .Title }}</a></td><td class="n">{{ .Params.h_index }}</td><td class="n">{{ .Params.citations }}</td></tr>
            {{ end }}</tbody></table>{{ end }}

            """
        ),
    ]

    // MARK: - Writing

    /// Writes the corpus into `directory`:
    /// - `hindex/content/`: `site.md`, `departments/*.md`, `scientists/*.md` and their saved
    ///   pages in `snapshots/`;
    /// - `spare/`: `spares` more scientists (`scientists/*.md`, `snapshots/*`) to add in a
    ///   rebuild;
    /// - `hugo/`: the equivalent Hugo site (`config.toml`, `layouts/`, `content/`).
    public func write(to directory: URL, spares: Int = 0) throws {
        let all = scientists(0..<(scientistCount + spares))
        let content = directory.appendingPathComponent("hindex/content")
        let spare = directory.appendingPathComponent("spare")
        let hugo = directory.appendingPathComponent("hugo")
        try Self.write(Self.siteFile, to: content.appendingPathComponent("site.md"))
        for department in Self.departments {
            try Self.write(
                Self.departmentFile(department),
                to: content.appendingPathComponent("departments/\(Self.slug(department)).md"))
        }
        for (index, scientist) in all.enumerated() {
            let root = index < scientistCount ? content : spare
            try Self.write(
                Self.scientistFile(scientist),
                to: root.appendingPathComponent("scientists/\(scientist.slug).md"))
            try Self.write(
                Self.scholarPage(scientist),
                to: root.appendingPathComponent(scientist.scholarPath))
            if scientist.hasHomepage {
                try Self.write(
                    Self.homepage(scientist),
                    to: root.appendingPathComponent(scientist.homepagePath))
            }
        }
        try Self.write(Self.hugoConfig, to: hugo.appendingPathComponent("config.toml"))
        for (path, text) in Self.hugoLayouts {
            try Self.write(text, to: hugo.appendingPathComponent(path))
        }
        let intro = Self.siteFile.components(separatedBy: "---\n").last ?? ""
        try Self.write(
            "---\ntitle: Synthetic University\n---\n\(intro)",
            to: hugo.appendingPathComponent("content/_index.md"))
        try Self.write(
            "---\ntitle: Scientists\n---\n",
            to: hugo.appendingPathComponent("content/scientists/_index.md"))
        for department in Self.departments {
            try Self.write(
                "---\ntitle: \(department)\n---\nThe scientists of \(department).\n",
                to: hugo.appendingPathComponent(
                    "content/departments/\(Self.slug(department))/_index.md"))
        }
        for scientist in all.prefix(scientistCount) {
            try Self.write(
                Self.hugoScientistFile(scientist),
                to: hugo.appendingPathComponent("content/scientists/\(scientist.slug).md"))
        }
    }

    static func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
