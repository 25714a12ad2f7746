
/// Which failures to write state files were already reported, so one cause
/// gives one warning.
///
/// The version file and the coach-mark file share a folder: a folder that is
/// a file, read-only or full fails every write the same way, and the user is
/// told once, not once per write. A cause is the folder the failure happened
/// in and the reason; the file's own name (or a temporary file's) does not count.
package struct StateFailureLog: Sendable {
    private var reported: Set<String> = []

    /// An empty log: nothing reported yet.
    package init() {}

    /// Records `error` and returns whether it is the first failure of its cause.
    package mutating func isFirst(_ error: StateFileError) -> Bool {
        let folder = FilePath(error.path).deletingLastPathComponent().path
        return reported.insert(folder + "\0" + error.reason).inserted
    }
}
