/// The app's command-line options.
package struct CommandLineOptions: Equatable, Sendable {
    /// `--show-tour`: show the whole tour now, whatever the stored state says.
    public var showTour = false
    /// `--reset-tour`: forget the stored version and seen coach marks.
    public var resetTour = false
    /// `--tour FILE` / `--tour=FILE` (repeatable): manifests to load instead of the built-in one.
    public var tourFiles: [String] = []
    /// `--version`: print the version and exit.
    public var showVersion = false
    /// `-h` / `--help`: print ``helpText`` and exit.
    public var showHelp = false
    /// `--check FILE…`: check these manifests, print their problems and exit (no display needed).
    public var checkFiles: [String] = []
    /// `--format text|json`: how `--check` prints its problems.
    public var checkFormat: ManifestCheck.Format = .text

    /// `--ui [NAME=]FILE` (repeatable): the app's GtkBuilder files that `--check`,
    /// `--render` and `--preview` check guide targets against (none: targets are not checked).
    public var uiFiles: [String] = []

    /// Whether `--check` was given.
    public var isCheck: Bool { !checkFiles.isEmpty }
    /// `--render FILE`: draw every page of FILE to PNG in ``outputDirectory`` and exit.
    public var renderFile: String?
    /// `--output DIR`: where `--render` writes its pictures and `index.html`.
    public var outputDirectory: String?
    /// `--size WxH`, `--scale N`, `--dark`: how `--render` draws.
    public var render = RenderSettings()
    /// `--preview FILE`: show FILE's tour and reload it whenever it or its images change.
    public var previewFile: String?

    /// Creates options with everything off.
    public init(
        showTour: Bool = false,
        resetTour: Bool = false,
        tourFiles: [String] = [],
        showVersion: Bool = false,
        showHelp: Bool = false
    ) {
        self.showTour = showTour
        self.resetTour = resetTour
        self.tourFiles = tourFiles
        self.showVersion = showVersion
        self.showHelp = showHelp
    }

    /// The usage text for `--help`, translated: one message per line, so a
    /// translator sees each option alone (option names stay as they are).
    public static var helpText: String {
        [
            tr("Usage: walkthrough [OPTION…]"),
            "",
            tr("Options:"),
            "  --show-tour      " + tr("Show the welcome tour now"),
            "  --reset-tour     " + tr("Forget that the tour and tips were seen"),
            // TRANSLATORS: FILE is written as in the option column; keep it as it is.
            "  --tour FILE      " + tr("Load the tour from FILE (may be given more than once)"),
            "  --check FILE…    " + tr("Check tour files and print one line per problem; exit 2 if any"),
            "  --format FORMAT  " + tr("How --check prints problems: text (default) or json"),
            // TRANSLATORS: NAME and FILE are written as in the option column; keep them as they are.
            "  --ui [NAME=]FILE " + tr("With --check, --render or --preview: check guide targets against this GtkBuilder file (window NAME, or its first object's id)"),
            "  --version        " + tr("Print the version and exit"),
            "  -h, --help       " + tr("Print this help and exit"),
            "",
            tr("Tools for tour authors:"),
            "  --render FILE    " + tr("Draw every page of FILE to PNG, with an index.html, and exit"),
            "    --output DIR   " + tr("Folder to write the pictures to (required with --render)"),
            "    --size WxH     " + tr("Picture size in pixels (default: the tour window's size)"),
            "    --scale N      " + tr("Device pixels per pixel, 1 to 4 (default 1; 2 for HiDPI)"),
            "    --dark         " + tr("Draw with the dark theme"),
            "  --preview FILE   " + tr("Show FILE's tour and reload it whenever it or its images change"),
            "",
            "  --extract-strings FILE…",
            "                   " + tr("Print the translatable texts of tour manifests as a gettext template"),
            "",
        ].joined(separator: "\n")
    }

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: `CommandLineError` for an unknown option, a missing or unexpected value,
    ///   or a stray argument.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        var checking = false
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            if checking, !argument.hasPrefix("-") {
                options.checkFiles.append(argument)
                continue
            }
            switch name {
            case "--check":
                checking = true
                if let inlineValue { options.checkFiles.append(inlineValue) }
            case "--format":
                let value = inlineValue ?? remaining.popFirst()
                guard let value, let format = ManifestCheck.Format(rawValue: value) else {
                    throw .missingValue(option: name, valueName: "text|json")
                }
                options.checkFormat = format
            case "--ui":
                let value = inlineValue ?? remaining.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
                guard let value, !value.isEmpty else {
                    throw .missingValue(option: name, valueName: "FILE")
                }
                if inlineValue == nil { remaining.removeFirst() }
                options.uiFiles.append(value)
            case "--tour":
                let value = inlineValue ?? remaining.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
                guard let value, !value.isEmpty else {
                    throw .missingValue(option: name, valueName: "FILE")
                }
                if inlineValue == nil { remaining.removeFirst() }
                options.tourFiles.append(value)
            case "--show-tour", "--reset-tour", "--version", "--help", "-h":
                guard inlineValue == nil else { throw .unexpectedValue(option: name) }
                options.setFlag(name)
            case _ where authoringOptions.contains(name):
                try options.parseAuthoring(name, inlineValue: inlineValue, remaining: &remaining)
            default:
                throw name.hasPrefix("-") ? .unknownOption(name) : .unexpectedArgument(argument)
            }
        }
        if checking, options.checkFiles.isEmpty { throw .missingValue(option: "--check", valueName: "FILE") }
        if !options.uiFiles.isEmpty, !checking, !options.isAuthoringTool { throw .onlyWith(option: "--ui", other: "--check, --render or --preview") }
        try options.checkAuthoring()
        return options
    }

    /// The options as arguments again, e.g. to forward them to the running instance;
    /// `parse(arguments())` gives back these options.
    public func arguments() -> [String] {
        var result: [String] = []
        if showTour { result.append("--show-tour") }
        if resetTour { result.append("--reset-tour") }
        // The `=` form keeps file names that start with "-" unambiguous.
        result += tourFiles.map { "--tour=\($0)" }
        result += uiFiles.map { "--ui=\($0)" }
        if showVersion { result.append("--version") }
        if showHelp { result.append("--help") }
        return result + authoringArguments()
    }

    private mutating func setFlag(_ name: String) {
        switch name {
        case "--show-tour": showTour = true
        case "--reset-tour": resetTour = true
        case "--version": showVersion = true
        default: showHelp = true
        }
    }

    /// Splits `--name=value` into name and value; short options and bare words are left whole.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
