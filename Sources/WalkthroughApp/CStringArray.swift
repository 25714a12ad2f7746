import Glibc

/// A NULL-terminated `char **` built from Swift strings, for GLib calls that
/// take string vectors (argv, accelerator lists).
final class CStringArray {
    /// The vector, valid while this object lives.
    let pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    /// How many strings it holds, not counting the terminating NULL.
    let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointer = .allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() {
            pointer[index] = strdup(string)
        }
        pointer[strings.count] = nil
    }

    deinit {
        for index in 0..<count { free(pointer[index]) }
        pointer.deallocate()
    }

    /// Runs `body` with the vector viewed as `const char * const *`.
    func withConst<Result>(_ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
        pointer.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: count + 1) { body(UnsafePointer($0)) }
    }

    /// Runs `body` with the vector viewed as `const char **` (GTK setters such
    /// as `gtk_about_dialog_set_authors`, which copy it).
    func withConstElements<Result>(_ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
        pointer.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: count + 1) { body($0) }
    }
}
