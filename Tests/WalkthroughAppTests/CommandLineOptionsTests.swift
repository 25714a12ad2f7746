import Testing
@testable import WalkthroughApp
import WalkthroughCore

/// The decisions the core takes from what GLib's option parser collected
/// (the command lines themselves go through GLib in `CommandLineParsingTests`).
@Suite struct CommandLineOptionsTests {
    @Test("No arguments means all options off")
    func empty() throws {
        #expect(try CommandLineOptions(CommandLineValues()) == CommandLineOptions())
    }

    @Test("Flags are recognised")
    func flags() throws {
        let options = try CommandLineOptions(CommandLineValues(flags: [.showTour, .resetTour, .version]))
        #expect(options == CommandLineOptions(showTour: true, resetTour: true, showVersion: true))
    }

    @Test("--tour takes a FILE each time it is given")
    func tourFiles() throws {
        let options = try CommandLineOptions(CommandLineValues(values: [.tour: ["a.json", "b.json", "c d.json", "-odd.json"]]))
        #expect(options.tourFiles == ["a.json", "b.json", "c d.json", "-odd.json"])
    }

    @Test("--tour without a FILE is an error", arguments: [[""], ["--show-tour"], ["a.json", "--ui=x.ui"]])
    func missingFile(values: [String]) {
        #expect(throws: CommandLineError.missingValue(option: "--tour", valueName: "FILE")) {
            try CommandLineOptions(CommandLineValues(values: [.tour: values]))
        }
        #expect(CommandLineError.missingValue(option: "--tour", valueName: "FILE").description
            == "option '--tour' needs a FILE")
    }

    @Test("A stray word is an error")
    func strayWord() {
        #expect(throws: CommandLineError.unexpectedArgument("extra")) { try CommandLineOptions(CommandLineValues(remaining: ["extra"])) }
    }

    @Test("GLib's own refusal is printed in its words, made safe, with where to find help")
    func rejected() {
        let error = CommandLineError.rejected("Unknown option --foo")
        #expect(error.description == "Unknown option --foo")
        #expect(error.usageMessage == "walkthrough: Unknown option --foo\nTry “walkthrough --help” for more information.")
    }

    @Test("Every option has a line in --help, and the options that take a value name it")
    func helpLines() {
        for option in CommandLineOption.allCases {
            #expect(!option.summary.isEmpty, "\(option.flag)")
            #expect((option.argument == .none) == (option.valueName == nil), "\(option.flag)")
        }
        #expect(CommandLineOption.tour.valueName == "FILE")
        #expect(CommandLineOption(typed: "--tour=a.json") == .tour)
        #expect(CommandLineOption(typed: "-odd.json") == nil)
    }

    @Test("--extract-strings takes the files after the options and runs on its own")
    func extractStrings() throws {
        let options = try CommandLineOptions(CommandLineValues(flags: [.extractStrings], remaining: ["a.json", "b.json"]))
        #expect(options.extractFiles == ["a.json", "b.json"])
        #expect(options.isExtraction)
        #expect(throws: CommandLineError.missingValue(option: "--extract-strings", valueName: "FILE")) {
            try CommandLineOptions(CommandLineValues(flags: [.extractStrings]))
        }
        #expect(throws: CommandLineError.conflicting("--extract-strings", "--show-tour")) {
            try CommandLineOptions(CommandLineValues(flags: [.extractStrings, .showTour], remaining: ["a.json"]))
        }
        #expect(throws: CommandLineError.conflicting("--check", "--extract-strings")) {
            try CommandLineOptions(CommandLineValues(flags: [.extractStrings, .check], remaining: ["a.json"]))
        }
    }

    @Test("--ui means something only beside --check, --render or --preview")
    func uiAlone() {
        #expect(throws: CommandLineError.onlyWith(option: "--ui", other: "--check, --render or --preview")) {
            try CommandLineOptions(CommandLineValues(flags: [.version], values: [.ui: ["window.ui"]]))
        }
    }
}
