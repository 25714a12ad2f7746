import Foundation
import PackagePlugin

/// Generates `ProjectVersion.swift` from the repository's `VERSION` file, the
/// one place the version is written (meson's `project()` reads the same file).
///
/// The command is a one-line shell script, so no tool target has to be built
/// first; it refuses a version that is not plain `[0-9A-Za-z.+-]`, which also
/// keeps the generated string literal well-formed.
@main
struct ProjectVersion: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let versionFile = context.package.directoryURL.appending(path: "VERSION")
        let output = context.pluginWorkDirectoryURL.appending(path: "ProjectVersion.swift")
        let script = """
            IFS= read -r version < "$1" || true
            case "$version" in
              ''|*[!0-9A-Za-z.+-]*) echo "$1: not a version: '$version'" >&2; exit 1 ;;
            esac
            printf '// Generated from VERSION by the ProjectVersion plugin. Do not edit.\\n' > "$2"
            printf '/// The project version, as written in VERSION.\\n' >> "$2"
            printf 'let projectVersion = "%s"\\n' "$version" >> "$2"
            """
        return [
            .buildCommand(
                displayName: "Generating ProjectVersion.swift from VERSION",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", versionFile.path, output.path],
                inputFiles: [versionFile],
                outputFiles: [output]
            ),
        ]
    }
}
