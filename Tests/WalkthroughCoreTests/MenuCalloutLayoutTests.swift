import Testing
import WalkthroughCore

/// A menu step's callout beside the open menu, inside the window: in a wide
/// window beside the menu, at 360×640 below it, never outside.
@Suite struct MenuCalloutLayoutTests {
    private let callout = Size(width: 280, height: 160)

    private func inside(_ frame: Rect, _ window: Size, margin: Double = CoachMarkMetrics.windowMargin) -> Bool {
        frame.minX >= margin - 1e-9 && frame.minY >= margin - 1e-9
            && frame.maxX <= window.width - margin + 1e-9 && frame.maxY <= window.height - margin + 1e-9
    }

    @Test("In a wide window the callout is beside the menu, on the side text flows towards, level with the item")
    func wideWindow() {
        let menu = Rect(x: 300, y: 50, width: 200, height: 250), item = Rect(x: 306, y: 150, width: 188, height: 30)
        let placed = CalloutLayout.besideMenu(item: item, menu: menu, callout: callout, in: Size(width: 1000, height: 700))
        #expect(placed.side == .right)
        #expect(placed.frame.minX == menu.maxX + CoachMarkMetrics.calloutGap)
        #expect(placed.frame.midY == item.midY)
        let rtl = CalloutLayout.besideMenu(item: item, menu: menu, callout: callout, in: Size(width: 1000, height: 700), rightToLeft: true)
        #expect(rtl.side == .left)
        #expect(rtl.frame.maxX == menu.minX - CoachMarkMetrics.calloutGap)
    }

    @Test("A primary menu at the right edge of a 360×640 window: the callout goes below the menu, inside the window")
    func phoneWindow() {
        let window = Size(width: 360, height: 640)
        // GTK keeps the menu on the screen, not in the window: it runs past the window's right edge.
        let menu = Rect(x: 256, y: 40, width: 160, height: 140), item = Rect(x: 264, y: 106, width: 144, height: 30)
        let placed = CalloutLayout.besideMenu(item: item, menu: menu, callout: callout, in: window)
        #expect(placed.side == .below)
        #expect(placed.frame.minY == menu.maxY + CoachMarkMetrics.calloutGap)
        #expect(inside(placed.frame, window))
        #expect(placed.frame.intersection(item) == nil)
    }

    @Test("Where it fits beside the menu only narrower, it shrinks to the room there, as tall as that width needs")
    func shrinks() {
        let window = Size(width: 520, height: 400)
        let menu = Rect(x: 100, y: 20, width: 200, height: 360), item = Rect(x: 106, y: 100, width: 188, height: 30)
        let placed = CalloutLayout.besideMenu(item: item, menu: menu, callout: callout, in: window) { width in 160 * 280 / width }
        #expect(placed.side == .right)
        #expect(placed.frame.width == window.width - CoachMarkMetrics.windowMargin - menu.maxX - CoachMarkMetrics.calloutGap)
        #expect(placed.frame.height > 160)
        #expect(inside(placed.frame, window))
    }

    @Test("With room nowhere, it lies over the menu inside the window, without an arrow; any window, never outside")
    func noRoom() {
        let window = Size(width: 300, height: 200)
        let menu = Rect(x: 0, y: 0, width: 300, height: 200), item = Rect(x: 10, y: 90, width: 280, height: 30)
        let placed = CalloutLayout.besideMenu(item: item, menu: menu, callout: callout, in: window)
        #expect(placed.arrowTip == nil)
        #expect(inside(placed.frame, window))
        for width in stride(from: 200.0, through: 1200, by: 40) {
            for x in stride(from: -100.0, through: width, by: 60) {
                let menu = Rect(x: x, y: 30, width: 180, height: 220), item = Rect(x: x + 6, y: 120, width: 168, height: 30)
                let size = Size(width: width, height: 640)
                #expect(inside(CalloutLayout.besideMenu(item: item, menu: menu, callout: callout, in: size).frame, size), "window \(width), menu at \(x)")
            }
        }
    }
}
