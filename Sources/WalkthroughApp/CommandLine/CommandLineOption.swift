import WalkthroughAuthoring
import WalkthroughCore
/// One option of the `walkthrough` command. This list is the only one: GLib's
/// option entries (and so `--help`) are built from it, and the values GLib
/// collects are keyed by it.
package enum CommandLineOption: String, CaseIterable, Hashable, Sendable {
    case showTour = "show-tour"
    case resetTour = "reset-tour"
    case tour
    case check
    case format
    case ui
    case menu
    case localeDir = "locale-dir"
    case version
    case render
    case output
    case size
    case scale
    case dark
    case preview
    case metainfo
    case since
    case extractStrings = "extract-strings"

    /// What an option takes on the command line.
    package enum Argument: Sendable {
        /// Nothing: a flag.
        case none
        /// One word (the last one given counts).
        case text
        /// One file name (the last one given counts).
        case file
        /// A file name each time it is given.
        case files
    }

    /// What it takes.
    package var argument: Argument {
        switch self {
        case .showTour, .resetTour, .check, .version, .dark, .extractStrings: .none
        case .format, .size, .scale, .since: .text
        case .render, .output, .preview, .localeDir, .metainfo: .file
        // --menu's words are ids, collected as GLib collects file names (bytes, repeatable).
        case .tour, .ui, .menu: .files
        }
    }

    /// The option as typed, e.g. `--tour`.
    package var flag: String { "--" + rawValue }

    /// The name of its value in `--help` and in messages, e.g. `FILE`; nil for a flag.
    /// Not translated: messages repeat it as the help writes it.
    package var valueName: String? {
        switch self {
        case .showTour, .resetTour, .check, .version, .dark, .extractStrings: nil
        case .tour, .render, .preview, .metainfo: "FILE"
        case .since: "VERSION"
        case .ui: "[NAME=]FILE"
        case .menu: "[NAME=]MENU"
        case .format: "FORMAT"
        case .output, .localeDir: "DIR"
        case .size: "WxH"
        case .scale: "N"
        }
    }

    /// The translated line `--help` shows beside it.
    package var summary: String {
        switch self {
        case .showTour: tr("Show the welcome tour now")
        case .resetTour: tr("Forget that the tour and tips were seen")
        // TRANSLATORS: FILE is written as in the option column; keep it as it is.
        case .tour: tr("Load the tour from FILE (may be given more than once)")
        case .check: tr("Check tour files and print one line per problem; exit 2 if any")
        case .format: tr("How --check prints problems: text (default) or json")
        // TRANSLATORS: NAME and FILE are written as in the option column; keep them as they are.
        case .ui: tr("With --check, --render or --preview: check guide targets against this GtkBuilder file (window NAME, or its first object's id)")
        case .localeDir: tr("With --check: compare the manifests' translations with the catalogues in DIR (DIR/LANGUAGE/LC_MESSAGES/DOMAIN.mo) first")
        case .menu: tr("With --ui: the menu of this id is one the app opens from code, so its actions count (in window NAME, or every window)")
        case .version: tr("Print the version and exit")
        case .render: tr("Draw every page of FILE to PNG, with an index.html, and exit")
        case .output: tr("Folder to write the pictures to (required with --render)")
        case .size: tr("Picture size in pixels (default: the tour window's size)")
        case .scale: tr("Device pixels per pixel, 1 to 4 (default 1; 2 for HiDPI)")
        case .dark: tr("Draw with the dark theme")
        case .preview: tr("Show FILE's tour and reload it whenever it or its images change")
        // TRANSLATORS: VERSION is written as in the option column; keep it as it is.
        case .since: tr("With --render or --preview: show what an update from VERSION shows")
        case .metainfo: tr("With --since: add the release notes of this AppStream metainfo file")
        case .extractStrings: tr("Print the translatable texts of tour manifests as a gettext template")
        }
    }

    /// The option `word` names when it is one of these written as typed
    /// (`--tour`, or `--tour=…`), else nil.
    package init?(typed word: String) {
        guard word.hasPrefix("--") else { return nil }
        let name = word.dropFirst(2).prefix { $0 != "=" }
        self.init(rawValue: String(name))
    }
}
