import WalkthroughAuthoring
import WalkthroughCore
/// The app's command-line options, decided from what GLib's option parser
/// collected (`CommandLineValues`): which mode runs, and every value checked.
package struct CommandLineOptions: Equatable, Sendable {
    /// `--show-tour`: show the whole tour now, whatever the stored state says.
    public var showTour = false
    /// `--reset-tour`: forget the stored version and seen coach marks.
    public var resetTour = false
    /// `--tour FILE` / `--tour=FILE` (repeatable): manifests to load instead of the built-in one.
    public var tourFiles: [String] = []
    /// `--version`: print the version and exit.
    public var showVersion = false
    /// `--check FILE…`: check these manifests, print their problems and exit (no display needed).
    public var checkFiles: [String] = []
    /// `--format text|json`: how `--check` prints its problems.
    public var checkFormat: ManifestCheck.Format = .text
    /// `--extract-strings FILE…`: print these manifests' translatable texts as a gettext template.
    public var extractFiles: [String] = []

    /// `--ui [NAME=]FILE` (repeatable): the app's GtkBuilder files that `--check`,
    /// `--render` and `--preview` check guide targets against (none: targets are not checked).
    public var uiFiles: [String] = []
    /// `--menu [NAME=]MENU` (repeatable): menus of the `--ui` files that the
    /// app opens from code (a `GtkPopoverMenu` made from the model), so that
    /// their actions count as the window's.
    public var openedMenus: [String] = []
    /// `--locale-dir DIR`: with `--check`, the app's catalogues
    /// (`DIR/<language>/LC_MESSAGES/<domain>.mo`), looked in first.
    public var localeDirectory: String?

    /// Whether `--check` was given.
    public var isCheck: Bool { !checkFiles.isEmpty }
    /// Whether `--extract-strings` was given.
    public var isExtraction: Bool { !extractFiles.isEmpty }
    /// `--render FILE`: draw every page of FILE to PNG in ``outputDirectory`` and exit.
    public var renderFile: String?
    /// `--output DIR`: where `--render` writes its pictures and `index.html`.
    public var outputDirectory: String?
    /// `--size WxH`, `--scale N`, `--dark`: how `--render` draws.
    public var render = RenderSettings()
    /// `--preview FILE`: show FILE's tour and reload it whenever it or its images change.
    public var previewFile: String?
    /// `--since VERSION`: `--render` and `--preview` show what an update from VERSION shows.
    public var sinceVersion: Version?
    /// `--metainfo FILE`: with `--since`, the AppStream metainfo whose release notes join those pages.
    public var metainfoFile: String?

    /// Creates options with everything off.
    public init(showTour: Bool = false, resetTour: Bool = false, tourFiles: [String] = [], showVersion: Bool = false) {
        self.showTour = showTour
        self.resetTour = resetTour
        self.tourFiles = tourFiles
        self.showVersion = showVersion
    }

    /// Decides the options from what the parser collected.
    ///
    /// - Throws: `CommandLineError` for a value left out or of the wrong form,
    ///   a stray word, or options that do not go together.
    public init(_ given: CommandLineValues) throws(CommandLineError) {
        showTour = given.flags.contains(.showTour)
        resetTour = given.flags.contains(.resetTour)
        showVersion = given.flags.contains(.version)
        tourFiles = try Self.values(of: .tour, in: given)
        uiFiles = try Self.values(of: .ui, in: given)
        openedMenus = try Self.values(of: .menu, in: given)
        localeDirectory = try Self.value(of: .localeDir, in: given)
        if let format = try Self.value(of: .format, in: given) {
            guard let known = ManifestCheck.Format(rawValue: format) else {
                // TRANSLATORS: what --format accepts; "text" and "json" are written as typed.
                throw .invalidValue(option: "--format", value: format, expected: tr("text or json"))
            }
            checkFormat = known
        }
        try decideAuthoring(given)
        try decideFiles(given)
        if !uiFiles.isEmpty, !isCheck, !isAuthoringTool { throw .onlyWith(option: "--ui", other: "--check, --render or --preview") }
        if !openedMenus.isEmpty, uiFiles.isEmpty { throw .onlyWith(option: "--menu", other: "--ui") }
        if localeDirectory != nil, !isCheck { throw .onlyWith(option: "--locale-dir", other: "--check") }
        try checkAuthoring()
    }

    /// `--check` and `--extract-strings` take the words after the options; without either, a word is a mistake.
    private mutating func decideFiles(_ given: CommandLineValues) throws(CommandLineError) {
        let check = given.flags.contains(.check), extract = given.flags.contains(.extractStrings)
        if check, extract { throw .conflicting("--check", "--extract-strings") }
        if !check, !extract {
            if let word = given.remaining.first { throw .unexpectedArgument(word) }
            return
        }
        let option = check ? "--check" : "--extract-strings"
        guard !given.remaining.isEmpty else { throw .missingValue(option: option, valueName: "FILE") }
        if check { checkFiles = given.remaining } else { extractFiles = given.remaining }
        if extract, let other = CommandLineOption.allCases.first(where: { $0 != .extractStrings && given.has($0) }) {
            throw .conflicting(option, other.flag)
        }
        if check, let mode = isAuthoringTool ? (renderFile != nil ? "--render" : "--preview") : nil {
            throw .conflicting(option, mode)
        }
    }

    /// Every value given for `option`, each checked by ``value(of:in:)``'s rule.
    static func values(of option: CommandLineOption, in given: CommandLineValues) throws(CommandLineError) -> [String] {
        let values = given.values[option] ?? []
        for value in values { try checkPresent(value, for: option) }
        return values
    }

    /// The value given for `option`, if it was given; an empty one, or one
    /// that is itself one of the options (`--tour --show-tour`: GLib takes the
    /// next word whatever it is), means the value was left out.
    static func value(of option: CommandLineOption, in given: CommandLineValues) throws(CommandLineError) -> String? {
        guard let value = given.last(option) else { return nil }
        try checkPresent(value, for: option)
        return value
    }

    private static func checkPresent(_ value: String, for option: CommandLineOption) throws(CommandLineError) {
        if value.isEmpty || CommandLineOption(typed: value) != nil || value == "-h" {
            throw .missingValue(option: option.flag, valueName: option.valueName ?? "")
        }
    }
}
