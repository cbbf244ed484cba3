import Foundation

/// The texts of the content files, `.gitignore` and README that `init` writes. Values come
/// in checked (``SiteInit/checked()``) and go into YAML as double-quoted strings.
enum SiteInitFiles {
    /// `content/site.md`.
    static func siteFile(_ values: SiteInit) -> String {
        let contact =
            values.contact.map { "contact: \(quoted($0))" }
            ?? "# contact: web-editor@example.edu   # your e-mail: sent in the HTTP User-Agent"
        return """
            ---
            title: \(quoted(values.title))
            description: "Citation metrics of our scientists, recomputed from their publication lists."
            # The path the site is served under, or its full URL (then sitemap.xml is written too).
            base_url: \(quoted(values.baseURL))
            recent_years: 5
            \(contact)\(values.language.map { "\nlanguage: \(quoted($0))" } ?? "")
            ---
            This site lists the h-index and citation counts of our scientists, recomputed from
            their own publication lists. The table on each scientist's page shows which papers
            make the h-index.

            """
    }

    /// `content/departments/<slug>.md`.
    static func departmentFile(_ values: SiteInit) -> String {
        """
        ---
        name: \(quoted(values.department))
        ---
        One or two sentences about the department, shown on its leaderboard page.

        """
    }

    /// `content/scientists/<example>.md`.
    static func scientistFile(_ values: SiteInit) -> String {
        """
        ---
        name: \(quoted(ExampleScientist.name))
        department: \(quoted(values.department))
        affiliation: \(quoted(ExampleScientist.affiliation))
        # A saved Google Scholar profile page under content/; for a real scientist give the
        # profile id instead (scholar: kL3b0pMAAAAJ), and optionally openalex, orcid, dblp,
        # homepage (their publication list) — see README.md.
        scholar: \(ExampleScientist.savedPagePath)
        ---
        \(ExampleScientist.name) is a fictional scientist that `hindex-site init` added so
        that the site builds at once. Delete this file and
        `content/\(ExampleScientist.savedPagePath)` once you have added a real scientist.

        """
    }

    /// `.gitignore`: the build output and the cache stay out of git.
    static let gitignore = """
        # Build output (hindex-site build) and the fetch cache: never committed.
        site/
        public/
        .hindex/
        # The lock that makes builds into one output take turns.
        .site.lock
        .public.lock
        # hindex-site built by CI.
        .tool/

        """

    /// `README.md` for the department's editors.
    static func readme(_ values: SiteInit) -> String {
        let example = ExampleScientist.slug
        var text = """
            # \(markdownEscaped(values.title))

            The source of our research-metrics site, built with \(toolLink(values.toolRepository ?? values.origin.remote)).
            Each scientist is one Markdown file in `content/scientists/`; `hindex-site build`
            fetches their publications and citation counts, computes the h-index and related
            metrics, and writes a static site into `site/`.

            ## Layout

            ```
            content/
              site.md                 title, base_url, contact, the home page's intro
              departments/*.md        one file per department: name and description
              scientists/*.md         one file per scientist
              snapshots/              saved pages (e.g. a Google Scholar profile saved by hand)
            .gitignore                keeps site/ and the cache .hindex/ out of git
            """
        switch values.ci {
        case .github: text += "\n\(SiteInitCI.githubPath)   builds and publishes the site"
        case .gitlab: text += "\n\(SiteInitCI.gitlabPath)            builds and publishes the site"
        case .none: break
        }
        text += """

            ```

            `content/scientists/\(example).md` is a fictional example that points at the saved page
            `content/\(ExampleScientist.savedPagePath)`: delete both once a real scientist is in.

            ## Adding a scientist

            ```sh
            hindex-site new "Grace Hopper" --department \(shellQuoted(values.department)) --scholar kL3b0pMAAAAJ
            ```

            writes `content/scientists/grace-hopper.md`. Give whatever identifiers you know:
            `--scholar` (the `user=` part of the Google Scholar profile URL), `--openalex`,
            `--orcid`, `--dblp`, `--homepage` (the URL of their publication list: only papers on
            it count, which drops a namesake's papers). Then edit the file: the text under the
            second `---` is the bio shown on the page. `hindex-site check` reports every mistake
            with its file and line; commit the file when it passes.

            If Google Scholar blocks the fetch, save the profile page from your browser (open it,
            click **Show more** until the list ends, save as "Web page, HTML only") under
            `content/snapshots/` and point at it: `scholar: snapshots/grace-hopper-scholar.html`.

            ## Building and previewing

            ```sh
            hindex-site build              # fetch what is not cached, write site/
            hindex-site build --offline    # no network: the cache and saved pages only
            hindex-site serve              # preview on http://127.0.0.1:8000/, rebuilt on every edit
            ```

            Fetched pages are kept in `.hindex/` (never commit it): a source is fetched again
            only after 7 days, and when a refresh fails the last good copy stays on the site,
            marked "stale since …".

            ## Publishing

            """
        switch values.ci {
        case .github:
            text += """
                Every push to `\(SiteInit.publishedBranch)`, every Monday and Thursday, and
                **Actions → hindex-site → Run workflow** run `\(SiteInitCI.githubPath)`: it
                gets hindex-site (its release binary, or built from source when the release has
                none), builds the site and publishes it on GitHub Pages. Once:

                1. **Settings → Pages → Build and deployment → Source: GitHub Actions.**
                2. Optional API keys, as **Settings → Secrets and variables → Actions →
                   New repository secret**: \(SiteInitCI.credentialsInMarkdown).
                3. Set `base_url` in `content/site.md` to the Pages address
                   (`https://OWNER.github.io/REPOSITORY/`) to get a `sitemap.xml`.

                The cache `.hindex/` is kept between runs with `actions/cache`, so a run fetches
                only what is older than 7 days. The job summary shows the build's summary line
                and its warnings (stale data, blocked hosts). The hindex-site version is pinned
                by `HINDEX_SITE_REF` at the top of the workflow (a tag or commit of
                `HINDEX_SITE_REPOSITORY`); change it to upgrade.

                """
        case .gitlab:
            text += """
                Every push to `\(SiteInit.publishedBranch)` and every scheduled pipeline run the
                `pages` job of `\(SiteInitCI.gitlabPath)`: it gets hindex-site (its release
                binary, or built from source when the release has none), builds the site into
                `public/` and publishes it on GitLab Pages. Once:

                1. **Build → Pipeline schedules → New schedule**, e.g. weekly, on
                   `\(SiteInit.publishedBranch)`, so citation counts are refreshed without a commit.
                2. Optional API keys, as masked **Settings → CI/CD → Variables**:
                   \(SiteInitCI.credentialsInMarkdown).
                3. Set `base_url` in `content/site.md` to the Pages address to get a `sitemap.xml`.

                The cache `.hindex/` is kept between pipelines with GitLab's `cache:`, so a run
                fetches only what is older than 7 days. The hindex-site version is pinned by
                `HINDEX_SITE_REF` at the top of the file (a tag or commit of
                `HINDEX_SITE_REPOSITORY`); change it to upgrade.

                """
        case .none:
            text += """
                `site/` is a plain static site: copy it to any web server or static host after
                `hindex-site build`. Keep `.hindex/` between builds (it is the cache), so each
                build fetches only what is older than 7 days.

                """
        }
        return text
    }

    /// `[hindex-site](https://…)` for a web URL of the tool's repository, else its name.
    static func toolLink(_ repository: String?) -> String {
        guard let repository, repository.hasPrefix("https://") || repository.hasPrefix("http://")
        else {
            return "hindex-site"
        }
        let page = repository.hasSuffix(".git") ? String(repository.dropLast(4)) : repository
        return "[hindex-site](\(page))"
    }

    /// `text` as a YAML double-quoted scalar.
    static func quoted(_ text: String) -> String { NewScientist.quoted(text) }

    /// `text` with Markdown punctuation escaped.
    static func markdownEscaped(_ text: String) -> String { NewScientist.markdownEscaped(text) }

    /// `text` as one shell word in single quotes.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
