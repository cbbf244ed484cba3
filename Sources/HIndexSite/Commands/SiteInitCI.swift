import Foundation

/// The CI files `init` writes: a GitHub Actions workflow that publishes on GitHub Pages, and
/// a GitLab CI `pages` job. Both build hindex-site from its repository at a pinned ref in the
/// official Swift image, keep `.hindex/` (the fetch cache) between runs, and pass the API
/// keys from the repository's secrets.
enum SiteInitCI {
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

    /// The shell lines that build hindex-site into `.tool/bin/hindex-site` from
    /// `$HINDEX_SITE_REPOSITORY` at `$HINDEX_SITE_REF` (a tag, branch or commit).
    static let buildToolLines = [
        "rm -rf .tool/src",
        "git init -q .tool/src",
        "git -C .tool/src fetch -q --depth 1 \"$HINDEX_SITE_REPOSITORY\" \"$HINDEX_SITE_REF\"",
        "git -C .tool/src checkout -q FETCH_HEAD",
        "swift build --package-path .tool/src -c release --product hindex-site",
        "mkdir -p .tool/bin",
        "cp \"$(swift build --package-path .tool/src -c release --show-bin-path)/hindex-site\" "
            + ".tool/bin/",
    ]

    /// The Debian packages hindex-site builds against (the image has Swift and git);
    /// `zlib1g-dev` for SwiftNIO's decompression, `ca-certificates` for the fetcher's TLS.
    static let packages =
        "libxml2-dev libsqlite3-dev libcmark-dev libjemalloc-dev zlib1g-dev ca-certificates "
        + "pkg-config zstd"

    /// `.github/workflows/hindex-site.yml`.
    static func githubWorkflow(_ tool: Tool) -> String {
        let buildTool = buildToolLines.map { "          " + $0 }.joined(separator: "\n")
        let image = SiteInit.swiftImage
        let imageKey = image.replacingOccurrences(of: ":", with: "-")
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
              # The hindex-site sources CI builds, at a pinned tag or commit: change the ref
              # to upgrade (the built tool is cached per ref).
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
                    uses: actions/cache@v5
                    with:
                      path: .tool/bin
                      key: hindex-site-tool-${{ env.HINDEX_SITE_REF }}-\(imageKey)

                  - name: Build hindex-site ${{ env.HINDEX_SITE_REF }}
                    if: steps.tool.outputs.cache-hit != 'true'
                    run: |
            \(buildTool)

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
                      OPENALEX_API_KEY: ${{ secrets.OPENALEX_API_KEY }}
                      S2_API_KEY: ${{ secrets.S2_API_KEY }}
                      SERPAPI_KEY: ${{ secrets.SERPAPI_KEY }}
                    run: |
                      set +e
                      .tool/bin/hindex-site build --content content --output site --report report.md 2> build.log | tee summary.txt
                      status=${PIPESTATUS[0]}
                      set -e
                      cat build.log >&2
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
        let buildTool = buildToolLines.map { "        " + $0 }.joined(separator: "\n")
        let branch = SiteInit.publishedBranch
        return """
            # Builds the site with hindex-site and publishes it on GitLab Pages.
            # Written by `hindex-site init`; README.md explains it. API keys (OPENALEX_API_KEY,
            # S2_API_KEY, SERPAPI_KEY) come from Settings → CI/CD → Variables; add a pipeline
            # schedule (Build → Pipeline schedules) for fresh citation counts without a commit.

            variables:
              # The hindex-site sources CI builds, at a pinned tag or commit: change the ref
              # to upgrade (the built tool is cached per ref).
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
                - key: hindex-site-tool-$HINDEX_SITE_REF
                  paths:
                    - .tool/bin/
              before_script:
                - apt-get update -qq
                - DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \(packages)
                - |
                  if [ ! -x .tool/bin/hindex-site ]; then
            \(buildTool)
                  fi
              script:
                - .tool/bin/hindex-site build --content content --output public
              artifacts:
                paths:
                  - public

            """
    }
}
