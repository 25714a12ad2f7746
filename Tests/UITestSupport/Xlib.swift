import CWalkthroughGtk
import Foundation
import GObjectKit

/// GTK's own X connection and the few Xlib calls the tests make on it,
/// looked up at run time (the tests link no Xlib). Nil when GTK is not on X.
struct Xlib {
    typealias Window = UInt
    typealias WarpPointer = @convention(c) (OpaquePointer?, Window, Window, Int32, Int32, UInt32, UInt32, Int32, Int32) -> Int32
    typealias QueryPointer = @convention(c) (OpaquePointer?, Window, UnsafeMutablePointer<Window>?, UnsafeMutablePointer<Window>?,
                                             UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                             UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                             UnsafeMutablePointer<UInt32>?) -> Int32
    typealias FetchName = @convention(c) (OpaquePointer?, Window, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32
    let display: OpaquePointer?
    let defaultScreen: @convention(c) (OpaquePointer?) -> Int32
    let rootWindow: @convention(c) (OpaquePointer?, Int32) -> Window
    let displayWidth: @convention(c) (OpaquePointer?, Int32) -> Int32
    let displayHeight: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// `XWarpPointer(display, src, dest, src_x, src_y, src_width, src_height, dest_x, dest_y)`.
    let warpPointer: WarpPointer
    /// `XSetInputFocus(display, focus, revert_to, time)`.
    let setInputFocus: @convention(c) (OpaquePointer?, Window, Int32, UInt) -> Int32
    let raiseWindow: @convention(c) (OpaquePointer?, Window) -> Int32
    let sync: @convention(c) (OpaquePointer?, Int32) -> Int32
    /// `XQueryPointer(display, window, &root, &child, &root_x, &root_y, &win_x, &win_y, &mask)`.
    private let queryPointer: QueryPointer
    /// `XFetchName(display, window, &name)`; the name is freed with `XFree`.
    private let fetchName: FetchName
    private let free: @convention(c) (UnsafeMutableRawPointer?) -> Int32

    init?() {
        let x11 = g_type_from_name("GdkX11Display")
        guard x11 != 0, let gdkDisplay = gdk_display_get_default(), GPointer.isInstance(GPointer.raw(gdkDisplay), of: x11),
              let displayOf = Self.symbol("gdk_x11_display_get_xdisplay", as: (@convention(c) (OpaquePointer?) -> OpaquePointer?).self),
              let defaultScreen = Self.symbol("XDefaultScreen", as: (@convention(c) (OpaquePointer?) -> Int32).self),
              let rootWindow = Self.symbol("XRootWindow", as: (@convention(c) (OpaquePointer?, Int32) -> Window).self),
              let displayWidth = Self.symbol("XDisplayWidth", as: (@convention(c) (OpaquePointer?, Int32) -> Int32).self),
              let displayHeight = Self.symbol("XDisplayHeight", as: (@convention(c) (OpaquePointer?, Int32) -> Int32).self),
              let warpPointer = Self.symbol("XWarpPointer", as: WarpPointer.self),
              let setInputFocus = Self.symbol("XSetInputFocus", as: (@convention(c) (OpaquePointer?, Window, Int32, UInt) -> Int32).self),
              let raiseWindow = Self.symbol("XRaiseWindow", as: (@convention(c) (OpaquePointer?, Window) -> Int32).self),
              let sync = Self.symbol("XSync", as: (@convention(c) (OpaquePointer?, Int32) -> Int32).self),
              let queryPointer = Self.symbol("XQueryPointer", as: QueryPointer.self),
              let fetchName = Self.symbol("XFetchName", as: FetchName.self),
              let free = Self.symbol("XFree", as: (@convention(c) (UnsafeMutableRawPointer?) -> Int32).self) else { return nil }
        display = displayOf(gdkDisplay)
        (self.defaultScreen, self.rootWindow, self.displayWidth, self.displayHeight) = (defaultScreen, rootWindow, displayWidth, displayHeight)
        (self.warpPointer, self.setInputFocus, self.raiseWindow, self.sync) = (warpPointer, setInputFocus, raiseWindow, sync)
        (self.queryPointer, self.fetchName, self.free) = (queryPointer, fetchName, free)
    }

    /// The top-level window under the pointer (a child of `root`), with its name; nil when there is none.
    func windowUnderPointer(_ root: Window) -> (id: Window, name: String)? {
        var rootReturn: Window = 0, child: Window = 0
        var rootX: Int32 = 0, rootY: Int32 = 0, windowX: Int32 = 0, windowY: Int32 = 0
        var mask: UInt32 = 0
        guard queryPointer(display, root, &rootReturn, &child, &rootX, &rootY, &windowX, &windowY, &mask) != 0, child != 0 else { return nil }
        var name: UnsafeMutablePointer<CChar>?
        defer { if let name { _ = free(name) } }
        _ = fetchName(display, child, &name)
        return (child, name.map { String(cString: $0) } ?? "")
    }

    private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }
}
