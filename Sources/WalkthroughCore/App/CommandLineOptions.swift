import Foundation

/// The app's command-line options.
public struct CommandLineOptions: Equatable, Sendable {
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

    /// The usage text for `--help`.
    public static let helpText = """
        Usage: walkthrough [OPTION…]

        Options:
          --show-tour      Show the welcome tour now
          --reset-tour     Forget that the tour and tips were seen
          --tour FILE      Load the tour from FILE (may be given more than once)
          --version        Print the version and exit
          -h, --help       Print this help and exit

        Tools for tour authors:
          --render FILE    Draw every page of FILE to PNG, with an index.html, and exit
            --output DIR   Folder to write the pictures to (required with --render)
            --size WxH     Picture size in pixels (default: the tour window's size)
            --scale N      Device pixels per pixel, 1 to 4 (default 1; 2 for HiDPI)
            --dark         Draw with the dark theme
          --preview FILE   Show FILE's tour and reload it whenever it or its images change

        """

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``CommandLineError`` for an unknown option, a missing or unexpected value,
    ///   or a stray argument.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            switch name {
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
