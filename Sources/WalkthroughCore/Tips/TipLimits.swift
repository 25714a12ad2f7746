/// The bounds the feature tips' saved state stays within, so no app and no
/// file on disk can make it grow without end.
package enum TipLimits {
    /// The donations kept per event: the newest 1,000.
    package static let donationsPerEvent = 1000
    /// The events kept: the 100 donated most recently.
    package static let events = 100
    /// The tips whose progress is kept: 1,000 (those of tips no longer in
    /// the manifest go first).
    package static let tips = 1000
    /// The parameters kept that no tip rule compares: 100 (those a rule
    /// compares are always kept). Parameters are not saved.
    package static let parameters = 100
    /// The largest state file read, and written: 2 MiB, more than the
    /// limits above can fill.
    package static let fileSize = 2 * 1024 * 1024
    /// The state file's format; a file of another format is not read.
    package static let format = 1
}
