import Foundation
import PackagePlugin

/// Records where `hindex-site` was built from: before each build, a shell step asks git for
/// the commit, whether the working tree had changes, the tag on the commit and the `origin`
/// remote, and writes them into `BuildStamp.swift` (rewritten only when they change, so an
/// unchanged tree compiles nothing again). The remote is written only when it is a public
/// `https://` URL without credentials; otherwise only its kind is. Outside a git checkout, or
/// without git, the commit is "unknown".
@main
struct BuildStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuildStamp.swift")
        let script = #"""
            root="$1"; out="$2"
            commit=$(git -C "$root" rev-parse HEAD 2>/dev/null) || commit=unknown
            if [ "$commit" != unknown ] && [ -n "$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
                modified=true
            else
                modified=false
            fi
            tag=$(git -C "$root" describe --tags --exact-match HEAD 2>/dev/null) || tag=""
            # Only the characters a commit, a tag or a URL use go into the Swift literal.
            clean() { printf '%s' "$1" | tr -cd 'A-Za-z0-9._:/@+~%=?&-'; }
            # The origin remote is recorded only when it is a public https:// URL: a local
            # path, an ssh URL or a URL carrying a user name or token is never written into
            # the binary; its kind is, so that `init` can say why it knows no address. The URL
            # as configured comes first: `git remote get-url` applies this machine's
            # url.*.insteadOf rewrites (a local mirror of github.com, say), which say nothing
            # of where the clone came from; the rewritten URL counts only when it is public.
            classify() {
                case "$1" in
                "") kind=none ;;
                https://*)
                    authority=${1#https://}
                    authority=${authority%%/*}
                    path=${1#https://"$authority"}
                    case "$authority" in
                    *@*) kind=credentials ;;
                    *)
                        if [ -n "$authority" ] && [ "${#path}" -gt 1 ] && [ "$(clean "$1")" = "$1" ] \
                            && ! printf '%s' "$1" | grep -q '[?#]'; then
                            kind=https
                        else
                            kind=other
                        fi
                        ;;
                    esac
                    ;;
                /* | ./* | ../* | file://* | [A-Za-z]:[/\\]*) kind=path ;;
                ssh://* | git@* | *@*:*) kind=ssh ;;
                *) kind=other ;;
                esac
            }
            remote=""
            configured=$(git -C "$root" config --get remote.origin.url 2>/dev/null) || configured=""
            classify "$configured"
            if [ "$kind" = https ]; then
                remote=$configured
            elif [ -n "$configured" ]; then
                rewritten=$(git -C "$root" remote get-url origin 2>/dev/null) || rewritten=""
                found=$kind
                classify "$rewritten"
                if [ "$kind" = https ]; then remote=$rewritten; else kind=$found; fi
            fi
            [ "$commit" = unknown ] && kind=unknown
            text="// Generated before each build by the BuildStamp plugin. Do not edit.
            enum BuildStamp {
                /// The commit the tool was built from, or \"unknown\".
                static let commit = \"$(clean "$commit")\"
                /// Whether the working tree had uncommitted changes.
                static let modified = $modified
                /// The clone's \`origin\` remote when it is a public https:// URL, else \"\".
                static let remote = \"$remote\"
                /// What the origin remote is: https (recorded), none, path, ssh, credentials
                /// (a user name or token in the URL), other, or unknown (not built from git).
                static let remoteKind = \"$kind\"
                /// The tag on the commit, or \"\".
                static let tag = \"$(clean "$tag")\"
            }
            "
            if [ ! -f "$out" ] || [ "$(cat "$out")" != "$(printf '%s' "$text")" ]; then
                printf '%s' "$text" > "$out.tmp" && mv "$out.tmp" "$out"
            fi
            """#
        return [
            .prebuildCommand(
                displayName: "Stamping the build with its commit",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    "-c", script, "build-stamp", context.package.directoryURL.path, output.path,
                ],
                outputFilesDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}
