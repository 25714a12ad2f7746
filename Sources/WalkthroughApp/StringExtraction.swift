import WalkthroughCore

/// `walkthrough --extract-strings FILE…`: prints a gettext template (POT) of
/// the texts people read in tour manifests, with `#: file:line` references,
/// since `xgettext` cannot read JSON. `po/walkthrough.pot` is made from it and
/// from `xgettext` over the Swift sources (`scripts/update-pot.sh`).
enum StringExtraction {
    /// Extracts from `files` (as given: the references name them so); returns
    /// the exit status: 0, or 2 when one did not load.
    static func run(files: [String]) -> Int32 {
        var entries: [POTemplate.Entry] = []
        for file in files {
            do {
                let manifest = try ManifestLoader.load(from: FilePath(file))
                entries += POTemplate.entries(for: manifest.translatableTexts, file: file)
            } catch {
                CommandLineRunner.printError("walkthrough: \(error)")
                return 2
            }
        }
        print(POTemplate.render(entries), terminator: "")
        return 0
    }
}
