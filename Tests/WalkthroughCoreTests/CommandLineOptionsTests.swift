import Testing
import WalkthroughCore

@Suite struct CommandLineOptionsTests {
    @Test("No arguments means all options off")
    func empty() throws {
        #expect(try CommandLineOptions.parse([]) == CommandLineOptions())
    }

    @Test("Flags are recognised")
    func flags() throws {
        let options = try CommandLineOptions.parse(["--show-tour", "--reset-tour", "--version", "-h"])
        #expect(options == CommandLineOptions(showTour: true, resetTour: true, showVersion: true, showHelp: true))
        #expect(try CommandLineOptions.parse(["--help"]).showHelp)
    }

    @Test("--tour takes a FILE either separately or after =, and repeats")
    func tourFiles() throws {
        let options = try CommandLineOptions.parse(["--tour", "a.json", "--tour=b.json", "--tour", "c d.json"])
        #expect(options.tourFiles == ["a.json", "b.json", "c d.json"])
    }

    @Test("An unknown option is reported by name")
    func unknownOption() {
        #expect(throws: CommandLineError.unknownOption("--foo")) { try CommandLineOptions.parse(["--foo"]) }
        #expect(CommandLineError.unknownOption("--foo").description == "unknown option '--foo'")
        #expect(throws: CommandLineError.unknownOption("-x")) { try CommandLineOptions.parse(["-x"]) }
    }

    @Test("--tour without a FILE is an error", arguments: [["--tour"], ["--tour="], ["--tour", "--show-tour"]])
    func missingFile(arguments: [String]) {
        #expect(throws: CommandLineError.missingValue(option: "--tour", valueName: "FILE")) {
            try CommandLineOptions.parse(arguments)
        }
        #expect(CommandLineError.missingValue(option: "--tour", valueName: "FILE").description
            == "option '--tour' needs a FILE")
    }

    @Test("A flag given a value and a stray word are errors")
    func strayValues() {
        #expect(throws: CommandLineError.unexpectedValue(option: "--version")) {
            try CommandLineOptions.parse(["--version=2"])
        }
        #expect(throws: CommandLineError.unexpectedArgument("extra")) { try CommandLineOptions.parse(["extra"]) }
    }

    @Test("arguments() re-serialises so parsing gives the same options")
    func roundTrip() throws {
        let options = CommandLineOptions(showTour: true, tourFiles: ["a.json", "-odd.json"], showVersion: true)
        #expect(options.arguments() == ["--show-tour", "--tour=a.json", "--tour=-odd.json", "--version"])
        #expect(try CommandLineOptions.parse(options.arguments()) == options)
    }

    @Test("The help text lists every option")
    func helpText() {
        for option in ["--show-tour", "--reset-tour", "--tour FILE", "--version", "-h, --help"] {
            #expect(CommandLineOptions.helpText.contains(option))
        }
    }
}
