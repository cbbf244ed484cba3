#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages hindex-site links against, when any is missing:
# libxml2 (HTML + XPath), SQLite (cache), cmark (Markdown). Sourced by scripts/build-demo
# and scripts/test; uses sudo when not root.
set -euo pipefail

hindex_missing_packages() {
    local missing=()
    for package in libxml2-dev libsqlite3-dev libcmark-dev pkg-config; do
        dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
    done
    echo "${missing[@]:-}"
}

hindex_install_system_deps() {
    local missing
    missing=$(hindex_missing_packages)
    [ -z "$missing" ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "hindex-site needs these system packages (or their equivalents): $missing" >&2
        return 1
    fi
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "Installing system packages: $missing"
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null
}
