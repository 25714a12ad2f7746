import WalkthroughAuthoring
import WalkthroughCore
/// The tour authors' options: `--render FILE --output DIR [--size WxH] [--scale N] [--dark]`
/// and `--preview FILE`, each with `[--since VERSION [--metainfo FILE]]`. They run on their own, not alongside the app's options.
extension CommandLineOptions {
    /// Whether this is a `--render` or `--preview` run, which needs no running app.
    public var isAuthoringTool: Bool { renderFile != nil || previewFile != nil }

    /// Takes the authoring options' values, checking their form.
    mutating func decideAuthoring(_ given: CommandLineValues) throws(CommandLineError) {
        renderFile = try Self.value(of: .render, in: given)
        outputDirectory = try Self.value(of: .output, in: given)
        previewFile = try Self.value(of: .preview, in: given)
        metainfoFile = try Self.value(of: .metainfo, in: given)
        if let value = try Self.value(of: .since, in: given) {
            guard let version = Version(value) else {
                // TRANSLATORS: what --since accepts.
                throw .invalidValue(option: "--since", value: value, expected: tr("a version such as 1.2"))
            }
            sinceVersion = version
        }
        render.dark = given.flags.contains(.dark)
        if let value = try Self.value(of: .size, in: given) {
            guard let size = PixelSize(parsing: value) else {
                // TRANSLATORS: what --size accepts; keep WxH as it is.
                throw .invalidValue(option: "--size", value: value, expected: tr("a size WxH such as 760x600"))
            }
            render.size = size
        }
        if let value = try Self.value(of: .scale, in: given) {
            guard let scale = Int(value), (1...RenderSettings.maximumScale).contains(scale) else {
                // TRANSLATORS: what --scale accepts; the placeholder is the largest scale, e.g. 4.
                throw .invalidValue(option: "--scale", value: value, expected: tr("a whole number from 1 to %d", RenderSettings.maximumScale))
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
        if metainfoFile != nil, sinceVersion == nil { throw .missingOption("--since VERSION", requiredBy: "--metainfo") }
        if renderFile == nil, previewFile == nil {
            if sinceVersion != nil { throw .onlyWith(option: "--since", other: "--render or --preview") }
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
}
