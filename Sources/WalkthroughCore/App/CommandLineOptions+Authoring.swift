import FoundationEssentials

/// The tour authors' options: `--render FILE --output DIR [--size WxH] [--scale N] [--dark]`
/// and `--preview FILE`. They run on their own, not alongside the app's options.
extension CommandLineOptions {
    /// Every option parsed here.
    static let authoringOptions: Set<String> = ["--render", "--output", "--size", "--scale", "--dark", "--preview"]

    /// Whether this is a `--render` or `--preview` run, which needs no running app.
    public var isAuthoringTool: Bool { renderFile != nil || previewFile != nil }

    mutating func parseAuthoring(_ name: String, inlineValue: String?, remaining: inout ArraySlice<String>) throws(CommandLineError) {
        if name == "--dark" {
            guard inlineValue == nil else { throw .unexpectedValue(option: name) }
            render.dark = true
            return
        }
        let valueName = switch name {
        case "--output": "DIR"
        case "--size": "WxH"
        case "--scale": "N"
        default: "FILE"
        }
        let value = inlineValue ?? remaining.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        guard let value, !value.isEmpty else { throw .missingValue(option: name, valueName: valueName) }
        if inlineValue == nil { remaining.removeFirst() }
        switch name {
        case "--render": renderFile = value
        case "--output": outputDirectory = value
        case "--preview": previewFile = value
        case "--size":
            guard let size = PixelSize(parsing: value) else {
                throw .invalidValue(option: name, value: value, expected: "a size WxH such as 760x600")
            }
            render.size = size
        default:
            guard let scale = Int(value), (1...RenderSettings.maximumScale).contains(scale) else {
                throw .invalidValue(option: name, value: value, expected: "a whole number from 1 to \(RenderSettings.maximumScale)")
            }
            render.scale = scale
        }
    }

    /// Checks that the authoring options given make a whole command.
    func checkAuthoring() throws(CommandLineError) {
        if renderFile != nil, previewFile != nil { throw .conflicting("--render", "--preview") }
        if let mode = renderFile != nil ? "--render" : previewFile != nil ? "--preview" : nil {
            if showTour { throw .conflicting(mode, "--show-tour") }
            if resetTour { throw .conflicting(mode, "--reset-tour") }
            if !tourFiles.isEmpty { throw .conflicting(mode, "--tour") }
        }
        if renderFile != nil {
            if outputDirectory == nil { throw .missingOption("--output DIR", requiredBy: "--render") }
            return
        }
        let drawingOptions = [
            ("--output", outputDirectory != nil), ("--size", render.size != nil),
            ("--scale", render.scale != 1), ("--dark", render.dark),
        ]
        if let (option, _) = drawingOptions.first(where: { $0.1 }) { throw .onlyWith(option: option, other: "--render") }
    }

    /// The authoring options as arguments, in the `=` form.
    func authoringArguments() -> [String] {
        var result: [String] = []
        if let renderFile { result.append("--render=\(renderFile)") }
        if let outputDirectory { result.append("--output=\(outputDirectory)") }
        if let size = render.size { result.append("--size=\(size)") }
        if render.scale != 1 { result.append("--scale=\(render.scale)") }
        if render.dark { result.append("--dark") }
        if let previewFile { result.append("--preview=\(previewFile)") }
        return result
    }
}
