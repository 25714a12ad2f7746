import CWalkthroughGtk
import Glibc

/// Gives the C heap's free pages back to the system, once the main loop has
/// nothing more urgent to do.
///
/// glibc keeps what `free` returns inside its arenas for the next `malloc`,
/// so a burst of temporary allocations (building a window, parsing a
/// stylesheet, decoding an image at full size to scale it) stays resident
/// for good after it is freed. One `malloc_trim(0)` once the screen has
/// settled gives it back (docs/performance.md has what it measured).
package enum HeapTrim {
    nonisolated(unsafe) private static var pending: guint = 0
    /// How many trims have run (main thread only; tests read it).
    nonisolated(unsafe) package private(set) static var count = 0

    /// Asks for one trim when the main loop is idle, below redraws and other
    /// idle work (`G_PRIORITY_LOW`); asking again before it ran adds nothing.
    /// Main thread only.
    package static func soon() {
        guard pending == 0 else { return }
        pending = g_idle_add_full(Int32(G_PRIORITY_LOW), { _ in
            HeapTrim.pending = 0
            HeapTrim.count += 1
            // Free pages inside every arena; of a thread's arena not its top,
            // which glibc keeps below the trim threshold (so PNGs are decoded
            // without large blocks at all: wt-png.c).
            malloc_trim(0)
            return 0
        }, nil, nil)
    }
}
