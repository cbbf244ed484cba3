import Foundation
import PackagePlugin

/// Records where `hindex-site` was built from: before each build, a shell step asks git for
/// the commit, whether the working tree had changes, and the `origin` remote, and writes them
/// into `BuildStamp.swift` (rewritten only when they change, so an unchanged tree compiles
/// nothing again). Outside a git checkout, or without git, every value is "unknown".
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
            remote=$(git -C "$root" remote get-url origin 2>/dev/null) || remote=""
            tag=$(git -C "$root" describe --tags --exact-match HEAD 2>/dev/null) || tag=""
            # Only the characters a commit, a tag or a URL use go into the Swift literal.
            clean() { printf '%s' "$1" | tr -cd 'A-Za-z0-9._:/@+~%=?&-'; }
            text="// Generated before each build by the BuildStamp plugin. Do not edit.
            enum BuildStamp {
                /// The commit the tool was built from, or \"unknown\".
                static let commit = \"$(clean "$commit")\"
                /// Whether the working tree had uncommitted changes.
                static let modified = $modified
                /// The clone's \`origin\` remote, or \"\" when it has none.
                static let remote = \"$(clean "$remote")\"
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
