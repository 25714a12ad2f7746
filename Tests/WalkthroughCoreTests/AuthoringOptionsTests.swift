import Testing
import WalkthroughCore

@Suite struct AuthoringOptionsTests {
    @Test("--render takes FILE, --output DIR, and optional --size, --scale and --dark")
    func render() throws {
        let options = try CommandLineOptions.parse(["--render", "tour.json", "--output", "out", "--size", "800x500", "--scale=2", "--dark"])
        #expect(options.renderFile == "tour.json")
        #expect(options.outputDirectory == "out")
        #expect(options.render == RenderSettings(size: PixelSize(width: 800, height: 500), scale: 2, dark: true))
        #expect(options.isAuthoringTool)
    }

    @Test("Without --size the tour window's own size is used, at scale 1, light")
    func renderDefaults() throws {
        let options = try CommandLineOptions.parse(["--render=tour.json", "--output=out"])
        #expect(options.render == RenderSettings())
        #expect(options.render.size == nil)
    }

    @Test("--preview takes a FILE")
    func preview() throws {
        let options = try CommandLineOptions.parse(["--preview", "tour.json"])
        #expect(options.previewFile == "tour.json")
        #expect(options.isAuthoringTool)
        #expect(try !CommandLineOptions.parse(["--tour", "a.json"]).isAuthoringTool)
    }

    @Test("--render needs --output")
    func renderNeedsOutput() {
        #expect(throws: CommandLineError.missingOption("--output DIR", requiredBy: "--render")) {
            try CommandLineOptions.parse(["--render", "tour.json"])
        }
        #expect(CommandLineError.missingOption("--output DIR", requiredBy: "--render").description
            == "option '--render' needs '--output DIR'")
    }

    @Test("Drawing options work only with --render", arguments: [
        (["--output", "out"], "--output"), (["--size", "10x10"], "--size"), (["--scale", "2"], "--scale"),
        (["--dark"], "--dark"), (["--preview", "a.json", "--dark"], "--dark"),
    ])
    func drawingOptionsNeedRender(arguments: [String], option: String) {
        #expect(throws: CommandLineError.onlyWith(option: option, other: "--render")) {
            try CommandLineOptions.parse(arguments)
        }
    }

    @Test("--render and --preview run on their own", arguments: [
        (["--render", "a.json", "--output", "o", "--preview", "b.json"], CommandLineError.conflicting("--render", "--preview")),
        (["--preview", "a.json", "--tour", "b.json"], .conflicting("--preview", "--tour")),
        (["--render", "a.json", "--output", "o", "--show-tour"], .conflicting("--render", "--show-tour")),
        (["--reset-tour", "--preview", "a.json"], .conflicting("--preview", "--reset-tour")),
    ])
    func conflicts(arguments: [String], error: CommandLineError) {
        #expect(throws: error) { try CommandLineOptions.parse(arguments) }
    }

    @Test("A size is WxH with whole numbers from 1 to 10000", arguments: ["760x600", "1X1", "10000x10000"])
    func goodSizes(text: String) {
        #expect(PixelSize(parsing: text) != nil)
    }

    @Test("A bad --size is reported with what was expected", arguments: ["big", "760", "760x", "x600", "0x600", "-5x5", "1.5x2", "760x600x2", "10001x5"])
    func badSizes(text: String) {
        #expect(PixelSize(parsing: text) == nil)
        #expect(throws: CommandLineError.invalidValue(option: "--size", value: text, expected: "a size WxH such as 760x600")) {
            try CommandLineOptions.parse(["--render", "a.json", "--output", "o", "--size=\(text)"])
        }
    }

    @Test("--scale is a whole number from 1 to 4", arguments: ["0", "5", "1.5", "two"])
    func badScales(text: String) {
        #expect(throws: CommandLineError.invalidValue(option: "--scale", value: text, expected: "a whole number from 1 to 4")) {
            try CommandLineOptions.parse(["--render", "a.json", "--output", "o", "--scale=\(text)"])
        }
        #expect(CommandLineError.invalidValue(option: "--scale", value: text, expected: "a whole number from 1 to 4").description
            == "option '--scale' needs a whole number from 1 to 4, not '\(text)'")
    }

    @Test("Options missing their value are errors", arguments: [
        (["--render"], "--render", "FILE"), (["--preview"], "--preview", "FILE"),
        (["--render", "a.json", "--output"], "--output", "DIR"), (["--render", "a.json", "--size", "--dark"], "--size", "WxH"),
    ])
    func missingValues(arguments: [String], option: String, valueName: String) {
        #expect(throws: CommandLineError.missingValue(option: option, valueName: valueName)) {
            try CommandLineOptions.parse(arguments)
        }
    }

    @Test("--dark takes no value")
    func darkIsAFlag() {
        #expect(throws: CommandLineError.unexpectedValue(option: "--dark")) {
            try CommandLineOptions.parse(["--render", "a.json", "--output", "o", "--dark=yes"])
        }
    }

    @Test("arguments() gives back the authoring options")
    func roundTrip() throws {
        var options = CommandLineOptions()
        options.renderFile = "a b.json"
        options.outputDirectory = "-out"
        options.render = RenderSettings(size: PixelSize(width: 640, height: 480), scale: 2, dark: true)
        #expect(try CommandLineOptions.parse(options.arguments()) == options)
        var preview = CommandLineOptions()
        preview.previewFile = "tour.json"
        #expect(preview.arguments() == ["--preview=tour.json"])
    }

    @Test("The help text lists the authoring options")
    func helpText() {
        for option in ["--render FILE", "--output DIR", "--size WxH", "--scale N", "--dark", "--preview FILE"] {
            #expect(CommandLineOptions.helpText.contains(option))
        }
    }
}
