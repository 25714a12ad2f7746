import Testing
@testable import WalkthroughApp
@testable import WalkthroughAuthoring
import WalkthroughCore

/// The authoring options as the core decides them from GLib's values.
@Suite struct AuthoringOptionsTests {
    /// Options from flags and values as GLib would collect them.
    private func decide(_ flags: Set<CommandLineOption> = [], _ values: [CommandLineOption: [String]] = [:]) throws(CommandLineError) -> CommandLineOptions {
        try CommandLineOptions(CommandLineValues(flags: flags, values: values))
    }

    @Test("--render takes FILE, --output DIR, and optional --size, --scale and --dark")
    func render() throws {
        let options = try decide([.dark], [.render: ["tour.json"], .output: ["out"], .size: ["800x500"], .scale: ["2"]])
        #expect(options.renderFile == "tour.json")
        #expect(options.outputDirectory == "out")
        #expect(options.render == RenderSettings(size: PixelSize(width: 800, height: 500), scale: 2, dark: true))
        #expect(options.isAuthoringTool)
    }

    @Test("Without --size the tour window's own size is used, at scale 1, light")
    func renderDefaults() throws {
        let options = try decide([], [.render: ["tour.json"], .output: ["out"]])
        #expect(options.render == RenderSettings())
        #expect(options.render.size == nil)
    }

    @Test("--preview takes a FILE")
    func preview() throws {
        let options = try decide([], [.preview: ["tour.json"]])
        #expect(options.previewFile == "tour.json")
        #expect(options.isAuthoringTool)
        #expect(try !decide([], [.tour: ["a.json"]]).isAuthoringTool)
    }

    @Test("--since VERSION and --metainfo FILE go with --render or --preview")
    func since() throws {
        let options = try decide([], [.preview: ["tour.json"], .since: ["1.0"], .metainfo: ["app.metainfo.xml"]])
        #expect(options.sinceVersion == Version(1, 0))
        #expect(options.metainfoFile == "app.metainfo.xml")
        #expect(try decide([], [.render: ["t.json"], .output: ["o"], .since: ["1.0"]]).sinceVersion == Version(1, 0))
        #expect(throws: CommandLineError.invalidValue(option: "--since", value: "one", expected: "a version such as 1.2")) {
            try decide([], [.preview: ["tour.json"], .since: ["one"]])
        }
        #expect(throws: CommandLineError.missingOption("--since VERSION", requiredBy: "--metainfo")) {
            try decide([], [.preview: ["tour.json"], .metainfo: ["a.xml"]])
        }
        #expect(throws: CommandLineError.onlyWith(option: "--since", other: "--render or --preview")) {
            try decide([], [.since: ["1.0"]])
        }
    }

    @Test("An update's pages for authors: the newer manifest pages and every newer release, in version order")
    func updatePages() {
        let page = { (id: String, since: String) in
            TourPage(id: id, image: FilePath("/\(id).svg"), title: id, body: id, since: Version(since))
        }
        let manifest = TourManifest(id: "t", title: "T", pages: [page("old", "1.0"), page("new", "1.1")], fileURL: FilePath("/t.json"),
                                    resourceRoot: FilePath("/"))
        let notes = [ReleaseNote(version: "1.2", markup: "b"), ReleaseNote(version: "1.1", markup: "a"), ReleaseNote(version: "1.0", markup: "z")]
        #expect(manifest.update(since: Version(1, 0), releaseNotes: notes)?.pages.map(\.id) == ["new", "release@1.1", "release@1.2"])
        #expect(manifest.update(since: Version(1, 2), releaseNotes: notes) == nil)
    }

    @Test("--render needs --output")
    func renderNeedsOutput() {
        #expect(throws: CommandLineError.missingOption("--output DIR", requiredBy: "--render")) {
            try decide([], [.render: ["tour.json"]])
        }
        #expect(CommandLineError.missingOption("--output DIR", requiredBy: "--render").description
            == "option '--render' needs '--output DIR'")
    }

    @Test("Drawing options work only with --render", arguments: [
        (CommandLineValues(values: [.output: ["out"]]), "--output"), (CommandLineValues(values: [.size: ["10x10"]]), "--size"),
        (CommandLineValues(values: [.scale: ["2"]]), "--scale"), (CommandLineValues(flags: [.dark]), "--dark"),
        (CommandLineValues(flags: [.dark], values: [.preview: ["a.json"]]), "--dark"),
    ])
    func drawingOptionsNeedRender(values: CommandLineValues, option: String) {
        #expect(throws: CommandLineError.onlyWith(option: option, other: "--render")) {
            try CommandLineOptions(values)
        }
    }

    @Test("--render and --preview run on their own", arguments: [
        (CommandLineValues(values: [.render: ["a.json"], .output: ["o"], .preview: ["b.json"]]), CommandLineError.conflicting("--render", "--preview")),
        (CommandLineValues(values: [.preview: ["a.json"], .tour: ["b.json"]]), .conflicting("--preview", "--tour")),
        (CommandLineValues(flags: [.showTour], values: [.render: ["a.json"], .output: ["o"]]), .conflicting("--render", "--show-tour")),
        (CommandLineValues(flags: [.resetTour], values: [.preview: ["a.json"]]), .conflicting("--preview", "--reset-tour")),
        (CommandLineValues(flags: [.check], values: [.preview: ["a.json"]], remaining: ["b.json"]), .conflicting("--check", "--preview")),
    ])
    func conflicts(values: CommandLineValues, error: CommandLineError) {
        #expect(throws: error) { try CommandLineOptions(values) }
    }

    @Test("A size is WxH with whole numbers from 1 to 10000", arguments: ["760x600", "1X1", "10000x10000"])
    func goodSizes(text: String) {
        #expect(PixelSize(parsing: text) != nil)
    }

    @Test("A bad --size is reported with what was expected", arguments: ["big", "760", "760x", "x600", "0x600", "-5x5", "1.5x2", "760x600x2", "10001x5"])
    func badSizes(text: String) {
        #expect(PixelSize(parsing: text) == nil)
        #expect(throws: CommandLineError.invalidValue(option: "--size", value: text, expected: "a size WxH such as 760x600")) {
            try decide([], [.render: ["a.json"], .output: ["o"], .size: [text]])
        }
    }

    @Test("--scale is a whole number from 1 to 4", arguments: ["0", "5", "1.5", "two"])
    func badScales(text: String) {
        #expect(throws: CommandLineError.invalidValue(option: "--scale", value: text, expected: "a whole number from 1 to 4")) {
            try decide([], [.render: ["a.json"], .output: ["o"], .scale: [text]])
        }
        #expect(CommandLineError.invalidValue(option: "--scale", value: text, expected: "a whole number from 1 to 4").description
            == "option '--scale' needs a whole number from 1 to 4, not '\(text)'")
    }

    @Test("Options missing their value are errors", arguments: [
        (CommandLineValues(values: [.render: [""]]), "--render", "FILE"), (CommandLineValues(values: [.preview: ["--dark"]]), "--preview", "FILE"),
        (CommandLineValues(values: [.render: ["a.json"], .output: [""]]), "--output", "DIR"),
        (CommandLineValues(values: [.render: ["a.json"], .size: ["--dark"]]), "--size", "WxH"),
    ])
    func missingValues(values: CommandLineValues, option: String, valueName: String) {
        #expect(throws: CommandLineError.missingValue(option: option, valueName: valueName)) {
            try CommandLineOptions(values)
        }
    }
}
