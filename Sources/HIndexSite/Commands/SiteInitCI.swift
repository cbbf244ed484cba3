import Foundation
import HIndexSources

/// The CI files `init` writes: a GitHub Actions workflow that publishes on GitHub Pages, and
/// a GitLab CI `pages` job. Both get hindex-site at a pinned ref in the official Swift image —
/// the release binary for the runner's machine when the tool's repository is on github.com
/// and its release has one, else built from source — keep it and `.hindex/` (the fetch
/// cache) between runs, and pass the API keys from the repository's secrets.
enum SiteInitCI {
    /// The credentials of the registry's citation sources, in its order, each with the
    /// label of its source (`OPENALEX_API_KEY` for OpenAlex, …): the secrets the CI files pass
    /// to the build and the README names.
    static var credentials: [(variable: String, source: String)] {
        CitationSources.all.flatMap { descriptor -> [(variable: String, source: String)] in
            guard let network = descriptor.network else { return [] }
            return ([network.apiKey].compactMap { $0 } + network.additionalKeys).map {
                (variable: $0.environmentVariable, source: descriptor.label)
            }
        }
    }

    /// The GitHub workflow's `env:` lines passing each credential from its secret.
    static var secretLines: [String] {
        credentials.map { "\($0.variable): ${{ secrets.\($0.variable) }}" }
    }

    /// The credentials' variables, comma-separated.
    static var secretNames: String {
        credentials.map(\.variable).joined(separator: ", ")
    }

    /// "`OPENALEX_API_KEY` for OpenAlex, …, `SCOPUS_API_KEY` and `SCOPUS_INSTTOKEN` for
    /// Scopus": each source's credentials in Markdown, for the README.
    static var credentialsInMarkdown: String {
        var groups: [(source: String, variables: [String])] = []
        for item in credentials {
            if let last = groups.last, last.source == item.source {
                groups[groups.count - 1].variables.append(item.variable)
            } else {
                groups.append((item.source, [item.variable]))
            }
        }
        return groups.map { group in
            let names = group.variables.map { "`\($0)`" }
            let joined =
                names.count > 1
                ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
                : names[0]
            return "\(joined) for \(group.source)"
        }.joined(separator: ", ")
    }

    /// The hindex-site a CI file gets: a git repository and a tag or commit in it.
    struct Tool: Sendable, Hashable {
        /// `HINDEX_SITE_REPOSITORY`: a git URL.
        var repository: String
        /// `HINDEX_SITE_REF`: a tag or commit.
        var ref: String
    }

    /// Where the GitHub Actions workflow goes.
    static let githubPath = ".github/workflows/hindex-site.yml"
    /// Where the GitLab CI file goes.
    static let gitlabPath = ".gitlab-ci.yml"

    /// The shell lines that put hindex-site `$HINDEX_SITE_REF` into `.tool/bin/hindex-site`:
    /// the release binary for this machine from `$HINDEX_SITE_RELEASES/<ref>/` (by default
    /// the GitHub release download address when `$HINDEX_SITE_REPOSITORY` is on github.com),
    /// checked against its `.sha256`; when there is none, built from source at that ref (the
    /// compiler's progress streams to the job log). A checksum that does not match stops.
    static let toolLines = #"""
        asset="\#(SiteInit.releaseAsset(machine: "$(uname -m)"))"
        releases="${HINDEX_SITE_RELEASES:-}"
        if [ -z "$releases" ]; then
          repository="${HINDEX_SITE_REPOSITORY%/}"
          case "$repository" in
            https://github.com/*/*) releases="${repository%.git}/releases/download" ;;
          esac
        fi
        rm -rf .tool/download .tool/src
        mkdir -p .tool/bin .tool/download
        if [ -n "$releases" ] \
          && curl -fsSL --retry 3 -o ".tool/download/$asset" "$releases/$HINDEX_SITE_REF/$asset" \
          && curl -fsSL --retry 3 -o ".tool/download/$asset.sha256" "$releases/$HINDEX_SITE_REF/$asset.sha256"; then
          if ! (cd .tool/download && sha256sum -c "$asset.sha256"); then
            echo "error: $asset of hindex-site $HINDEX_SITE_REF does not match its .sha256" >&2
            exit 1
          fi
          tar -xzf ".tool/download/$asset" -C .tool/download hindex-site
          mv .tool/download/hindex-site .tool/bin/hindex-site
        else
          echo "No release binary $asset for hindex-site $HINDEX_SITE_REF: building it from source (several minutes)"
          git init -q .tool/src
          git -C .tool/src fetch -q --depth 1 "$HINDEX_SITE_REPOSITORY" "$HINDEX_SITE_REF"
          git -C .tool/src checkout -q FETCH_HEAD
          swift build --package-path .tool/src -c release --product hindex-site
          cp "$(swift build --package-path .tool/src -c release --show-bin-path)/hindex-site" .tool/bin/
        fi
        rm -rf .tool/download
        .tool/bin/hindex-site --version
        """#.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    /// The Debian packages hindex-site builds against (the image has Swift and git);
    /// `zlib1g-dev` for SwiftNIO's decompression, `ca-certificates` for the fetcher's TLS,
    /// `curl` for the release binary, `zstd` for GitHub's cache.
    static let packages =
        "libxml2-dev libsqlite3-dev libcmark-dev libjemalloc-dev zlib1g-dev ca-certificates "
        + "pkg-config curl zstd"

    /// `.github/workflows/hindex-site.yml`.
    static func githubWorkflow(_ tool: Tool) -> String {
        let getTool = toolLines.map { "          " + $0 }.joined(separator: "\n")
        let image = SiteInit.swiftImage
        let imageKey = image.replacingOccurrences(of: ":", with: "-")
        let toolKey =
            "hindex-site-tool-${{ env.HINDEX_SITE_REF }}-${{ runner.arch }}-\(imageKey)"
        let branch = SiteInit.publishedBranch
        return """
            # Builds the site with hindex-site and publishes it on GitHub Pages.
            # Written by `hindex-site init`; README.md explains it. Once: Settings → Pages →
            # Build and deployment → Source: GitHub Actions.
            name: hindex-site

            on:
              push:
                branches: [\(branch)]
              # Fresh citation counts without a commit. Twice a week rather than once: GitHub
              # deletes a cache that no run used for 7 days, and sources are refetched only
              # after their ttl_days (7 by default) anyway.
              schedule:
                - cron: "17 4 * * 1,4"
              workflow_dispatch:

            # One build at a time: two runs never race on the .hindex cache or the deployment
            # (a newer run waits for the running one).
            concurrency:
              group: hindex-site
              cancel-in-progress: false

            permissions:
              contents: read

            env:
              # The hindex-site CI uses, pinned to a tag or commit: the release binary of that
              # tag when the repository is on github.com and has one, else built from source.
              # Change the ref to upgrade (the tool is cached per ref).
              HINDEX_SITE_REPOSITORY: \(SiteInitFiles.quoted(tool.repository))
              HINDEX_SITE_REF: \(SiteInitFiles.quoted(tool.ref))

            jobs:
              build:
                runs-on: ubuntu-latest
                container:
                  image: \(image)
                defaults:
                  run:
                    shell: bash
                steps:
                  - name: Install the system libraries
                    run: |
                      apt-get update -qq
                      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \\
                        \(packages)

                  - uses: actions/checkout@v5

                  - name: Restore hindex-site ${{ env.HINDEX_SITE_REF }}
                    id: tool
                    uses: actions/cache/restore@v5
                    with:
                      path: .tool/bin
                      key: \(toolKey)

                  - name: Get hindex-site ${{ env.HINDEX_SITE_REF }}
                    id: tool-get
                    if: steps.tool.outputs.cache-hit != 'true'
                    run: |
            \(getTool)

                  # Saved at once, not at the end of the job: a failed site build keeps it.
                  - name: Save hindex-site ${{ env.HINDEX_SITE_REF }}
                    if: steps.tool.outputs.cache-hit != 'true'
                    uses: actions/cache/save@v5
                    with:
                      path: .tool/bin
                      key: \(toolKey)

                  # The newest cache comes back: every run saves under a new key and restores
                  # the most recent one with the prefix.
                  - name: Restore the .hindex cache
                    uses: actions/cache/restore@v5
                    with:
                      path: .hindex
                      key: hindex-cache-${{ github.run_id }}-${{ github.run_attempt }}
                      restore-keys: hindex-cache-

                  - name: Build the site
                    id: site
                    env:
                      \(secretLines.joined(separator: "\n" + String(repeating: " ", count: 10)))
                    run: |
                      # The build's progress and warnings (standard error) stream to the job log
                      # and into build.log; its summary line (standard output) into summary.txt.
                      set +e
                      .tool/bin/hindex-site build --content content --output site --report report.md 3>&1 1>summary.txt 2>&3 | tee build.log >&2
                      status=${PIPESTATUS[0]}
                      set -e
                      cat summary.txt
                      # The job summary: the build's summary line, its warnings and errors (stale
                      # data kept after a failed refresh, blocked hosts, unread lists), then the
                      # notes for the maintainer that the public pages leave out.
                      {
                        echo "### hindex-site build"
                        echo
                        cat summary.txt
                        stale=$(grep -c 'Stale since' build.log || true)
                        if [ "$stale" -gt 0 ]; then
                          echo
                          echo "**$stale stale source(s)**: the site shows the last good copy."
                        fi
                        if grep -qE '^(warning|error):' build.log; then
                          echo
                          echo '```text'
                          grep -E '^(warning|error):' build.log | tr -d '`'
                          echo '```'
                        fi
                        if [ -f report.md ]; then
                          echo
                          sed -n '/^## Notes kept off the public pages/,$p' report.md
                        fi
                      } >> "$GITHUB_STEP_SUMMARY"
                      exit "$status"

                  # Saved even when the build failed: what it fetched is not fetched again.
                  - name: Save the .hindex cache
                    if: always() && steps.site.outcome != 'skipped'
                    uses: actions/cache/save@v5
                    with:
                      path: .hindex
                      key: hindex-cache-${{ github.run_id }}-${{ github.run_attempt }}

                  - uses: actions/upload-pages-artifact@v4
                    with:
                      path: site

              deploy:
                needs: build
                if: github.ref == 'refs/heads/\(branch)'
                runs-on: ubuntu-latest
                permissions:
                  pages: write
                  id-token: write
                environment:
                  name: github-pages
                  url: ${{ steps.deployment.outputs.page_url }}
                steps:
                  - name: Deploy to GitHub Pages
                    id: deployment
                    uses: actions/deploy-pages@v5

            """
    }

    /// `.gitlab-ci.yml`.
    static func gitlabCI(_ tool: Tool) -> String {
        let getTool = toolLines.map { "        " + $0 }.joined(separator: "\n")
        let branch = SiteInit.publishedBranch
        return """
            # Builds the site with hindex-site and publishes it on GitLab Pages.
            # Written by `hindex-site init`; README.md explains it. API keys (\(secretNames))
            # come from Settings → CI/CD → Variables; add a pipeline schedule
            # (Build → Pipeline schedules) for fresh citation counts without a commit.

            variables:
              # The hindex-site CI uses, pinned to a tag or commit: the release binary of that
              # tag when the repository is on github.com and has one, else built from source.
              # Change the ref to upgrade (the tool is cached per ref).
              HINDEX_SITE_REPOSITORY: \(SiteInitFiles.quoted(tool.repository))
              HINDEX_SITE_REF: \(SiteInitFiles.quoted(tool.ref))

            pages:
              image: \(SiteInit.swiftImage)
              # One build at a time: two pipelines never race on the .hindex cache.
              resource_group: hindex-site
              rules:
                - if: $CI_PIPELINE_SOURCE == "schedule"
                - if: $CI_COMMIT_BRANCH == "\(branch)"
              cache:
                # The fetch cache: restored before and saved after every run, even a failed
                # one, so a run fetches only what is older than ttl_days.
                - key: hindex-cache
                  paths:
                    - .hindex/
                  when: always
                # The tool, saved even when the site build fails.
                - key: hindex-site-tool-$HINDEX_SITE_REF
                  paths:
                    - .tool/bin/
                  when: always
              before_script:
                - apt-get update -qq
                - DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \(packages)
                - |
                  if [ ! -x .tool/bin/hindex-site ]; then
            \(getTool)
                  fi
              script:
                - .tool/bin/hindex-site build --content content --output public
              artifacts:
                paths:
                  - public

            """
    }
}
