/// The bounds a manifest must stay within, so a hostile or broken file cannot make the
/// app slow or huge. Lengths count Unicode scalars (code points), not grapheme clusters,
/// so ten thousand combining marks on one letter count as ten thousand and one.
package enum ManifestLimits {
    /// The largest manifest file read, checked before reading: 4 MiB.
    package static let fileSize = 4 * 1024 * 1024
    /// The deepest nesting of JSON arrays and objects: 64 levels.
    package static let depth = JSONParser.maximumDepth
    /// Titles: the tour's, a page's, a tip card's, a guide step's: 200.
    package static let titleLength = 200
    /// Body texts (page and tip bodies, a tip's narrow body, a step's body): 2,000.
    package static let bodyLength = 2000
    /// Ids (`[a-z0-9-]+`): 100.
    package static let idLength = 100
    /// Versions such as `2.0-beta.1`: 64.
    package static let versionLength = 64
    /// Names of windows, widgets and actions, and enum values: 200.
    package static let nameLength = 200
    /// Paths of images and of the resources folder: 1,024.
    package static let pathLength = 1024
}

extension ManifestLimits {
    /// Event and parameter names in tip rules: 100.
    package static let ruleNameLength = 100
}
