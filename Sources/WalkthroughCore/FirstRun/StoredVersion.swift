/// What the state file says about the last version whose tour was seen.
package enum StoredVersion: Equatable, Sendable {
    /// No state file: the app has never run (or was reset).
    case missing
    /// The file exists but could not be read; the reason names the path.
    case unreadable(String)
    /// The file was read but does not hold a version (empty, garbage, too large); the reason names the path.
    case corrupt(String)
    /// The version recorded last time.
    case version(Version)
}
