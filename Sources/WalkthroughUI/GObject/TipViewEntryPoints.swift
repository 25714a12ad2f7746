import CWalkthroughGtk
import GObjectKit

// The Swift half of `WtTipView` (Sources/CWalkthrough/wt-tip-view.c), declared in wt-swift.h;
// on GTK's thread, which the C side checks, so on the main actor (see GObjectEntryPoints.swift).

/// Creates the state of a new `WtTipView`.
@_cdecl("_wt_swift_tip_view_new")
package func wtSwiftTipViewNew(_ widget: OpaquePointer?) -> gpointer? {
    SwiftHandle.makeOnMainActor {
        guard let widget else { return nil }
        return SwiftHandle.retain(TipViewHost(widget: UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWidget.self)))
    }
}

/// Takes down the tip a view shows as the widget is disposed.
@_cdecl("_wt_swift_tip_view_dispose")
package func wtSwiftTipViewDispose(_ impl: gpointer?) {
    MainActor.assumeIsolated {
        SwiftHandle.object(impl, as: TipViewHost.self)?.dispose()
    }
}
