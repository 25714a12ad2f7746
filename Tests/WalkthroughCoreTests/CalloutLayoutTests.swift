import Testing
import WalkthroughCore

@Suite struct CalloutLayoutTests {
    private let callout = Size(width: 200, height: 100)
    private let window = Size(width: 800, height: 600)
    private let usable = Rect(x: 8, y: 8, width: 784, height: 584)

    @Test("Below is preferred and the callout is centred under the target")
    func below() {
        let placement = CalloutLayout.place(target: Rect(x: 300, y: 100, width: 50, height: 30), callout: callout, in: window)
        #expect(placement == CalloutPlacement(
            side: .below, frame: Rect(x: 225, y: 142, width: 200, height: 100), arrowTip: Point(x: 325, y: 130)
        ))
    }

    @Test("Above is chosen when only above has room")
    func above() {
        let placement = CalloutLayout.place(target: Rect(x: 300, y: 500, width: 50, height: 30), callout: callout, in: window)
        #expect(placement == CalloutPlacement(
            side: .above, frame: Rect(x: 225, y: 388, width: 200, height: 100), arrowTip: Point(x: 325, y: 500)
        ))
    }

    @Test("Right is chosen when only the right has room")
    func right() {
        let short = Size(width: 800, height: 200)
        let placement = CalloutLayout.place(target: Rect(x: 100, y: 10, width: 50, height: 180), callout: callout, in: short)
        #expect(placement == CalloutPlacement(
            side: .right, frame: Rect(x: 162, y: 50, width: 200, height: 100), arrowTip: Point(x: 150, y: 100)
        ))
    }

    @Test("Left is chosen when only the left has room")
    func left() {
        let short = Size(width: 800, height: 200)
        let placement = CalloutLayout.place(target: Rect(x: 600, y: 10, width: 50, height: 180), callout: callout, in: short)
        #expect(placement == CalloutPlacement(
            side: .left, frame: Rect(x: 388, y: 50, width: 200, height: 100), arrowTip: Point(x: 600, y: 100)
        ))
    }

    @Test("With room on both sides, left-to-right prefers right and right-to-left prefers left")
    func sidePreferenceFollowsDirection() {
        let short = Size(width: 800, height: 200)
        let target = Rect(x: 300, y: 10, width: 50, height: 180)
        #expect(CalloutLayout.place(target: target, callout: callout, in: short).side == .right)
        #expect(CalloutLayout.place(target: target, callout: callout, in: short, rightToLeft: true).side == .left)
        #expect(CalloutLayout.preferredSides(rightToLeft: true) == [.below, .above, .left, .right])
    }

    @Test("With room above and below, below wins in both directions")
    func belowBeforeAbove() {
        let target = Rect(x: 300, y: 250, width: 50, height: 30)
        #expect(CalloutLayout.place(target: target, callout: callout, in: window).side == .below)
        #expect(CalloutLayout.place(target: target, callout: callout, in: window, rightToLeft: true).side == .below)
    }

    @Test("Targets at every edge and corner keep the callout inside the window margins", arguments: [
        (0.0, 0.0), (380.0, 0.0), (760.0, 0.0), (0.0, 285.0), (760.0, 285.0), (0.0, 570.0), (380.0, 570.0), (760.0, 570.0),
    ])
    func staysInside(x: Double, y: Double) throws {
        let target = Rect(x: x, y: y, width: 40, height: 30)
        for rightToLeft in [false, true] {
            let placement = CalloutLayout.place(target: target, callout: callout, in: window, rightToLeft: rightToLeft)
            #expect(placement.side != nil)
            #expect(usable.contains(placement.frame))
            #expect(placement.frame.intersection(target) == nil)
            let tip = try #require(placement.arrowTip)
            if placement.side == .below || placement.side == .above {
                #expect(tip.x >= placement.frame.minX + 16 && tip.x <= placement.frame.maxX - 16)
            } else {
                #expect(tip.y >= placement.frame.minY + 16 && tip.y <= placement.frame.maxY - 16)
            }
        }
    }

    @Test("The arrow keeps clear of the callout's rounded corners")
    func arrowClampedToCorners() {
        let placement = CalloutLayout.place(target: Rect(x: 0, y: 100, width: 10, height: 30), callout: callout, in: window)
        #expect(placement.frame.minX == 8)
        #expect(placement.arrowTip == Point(x: 24, y: 130))
    }

    @Test("A window too small for any side puts the callout over its target on the side with the most room, inside the window, arrow pointing in")
    func tooSmall() {
        let tiny = Size(width: 150, height: 100)
        let target = Rect(x: 10, y: 10, width: 20, height: 20)
        let placement = CalloutLayout.place(target: target, callout: callout, in: tiny)
        // Right has 100×84 of room, below 134×50: right, as wide as the window leaves past the arrow's gap.
        #expect(placement == CalloutPlacement(side: .right, frame: Rect(x: 20, y: 8, width: 122, height: 84), arrowTip: Point(x: 8, y: 24)))
        #expect(Rect(x: 8, y: 8, width: 134, height: 84).contains(placement.frame))
    }

    /// A 480×320 window with a centred button: its cut-out is 92×46 in the middle.
    private let small = Size(width: 480, height: 320)
    private let centred = Rect(x: 194, y: 137, width: 92, height: 46)
    private let wide = Size(width: 380, height: 120)

    @Test("With no side holding it, the callout shrinks onto the first side its narrower, taller self fits")
    func shrinksBesideTheTarget() {
        let placement = CalloutLayout.place(target: centred, callout: wide, in: small) { _ in 240 }
        #expect(placement == CalloutPlacement(side: .right, frame: Rect(x: 298, y: 40, width: 174, height: 240), arrowTip: Point(x: 286, y: 160)))
        let mirrored = CalloutLayout.place(target: centred, callout: wide, in: small, rightToLeft: true) { _ in 240 }
        #expect(mirrored == CalloutPlacement(side: .left, frame: Rect(x: 8, y: 40, width: 174, height: 240), arrowTip: Point(x: 194, y: 160)))
    }

    @Test("When even shrunk it fits nowhere, the callout overlaps the target inside the window, its arrow pointing in")
    func overlapsRatherThanLeavingTheWindow() throws {
        let tall = Size(width: 380, height: 150)
        // Narrowed to 174 beside the button it would need 327.6: below and above have the most room (464×117).
        let placement = CalloutLayout.place(target: centred, callout: tall, in: small) { 150 * 380 / $0 }
        #expect(placement == CalloutPlacement(side: .below, frame: Rect(x: 50, y: 162, width: 380, height: 150), arrowTip: Point(x: 240, y: 150)))
        #expect(placement.frame.maxY <= small.height - 8, "it stays inside the window's margin")
        #expect(centred.contains(try #require(placement.arrowTip)), "the arrow points into the target")
    }

    @Test("In a small window the callout stays inside the window wherever the target is, beside it whenever a side has room", arguments: [
        (0.0, 0.0), (194.0, 0.0), (388.0, 0.0), (0.0, 137.0), (194.0, 137.0), (388.0, 137.0), (0.0, 274.0), (194.0, 274.0), (388.0, 274.0),
    ])
    func staysInsideASmallWindow(x: Double, y: Double) throws {
        let target = Rect(x: x, y: y, width: 92, height: 46)
        let usable = Rect(x: 8, y: 8, width: 464, height: 304)
        for rightToLeft in [false, true] {
            for height in [60.0, 150.0, 400.0] {
                let placement = CalloutLayout.place(target: target, callout: Size(width: 380, height: height), in: small,
                                                    rightToLeft: rightToLeft) { height * 380 / $0 }
                #expect(placement.side != nil)
                #expect(usable.contains(placement.frame), "\(placement) leaves the window")
                #expect(usable.contains(try #require(placement.arrowTip)), "\(placement)'s arrow leaves the window")
                if height == 60 { #expect(placement.frame.intersection(target) == nil, "\(placement) covers \(target)") }
            }
        }
    }

    /// Window sizes from the smallest phone portrait and landscape up, and between.
    static let windowSizes: [(Double, Double)] = [
        (360, 640), (720, 360), (360, 360), (480, 640), (540, 480), (720, 640), (800, 600), (1280, 800),
    ]

    @Test("A target filling the window gets its callout over it, wholly inside the window, arrow pointing in", arguments: windowSizes)
    func targetFillingTheWindow(width: Double, height: Double) throws {
        let window = Size(width: width, height: height)
        let target = Rect(x: 0, y: 0, width: width, height: height)
        let usable = Rect(x: 8, y: 8, width: width - 16, height: height - 16)
        for rightToLeft in [false, true] {
            for calloutHeight in [120.0, 260.0, 900.0] {
                let placement = CalloutLayout.place(target: target, callout: Size(width: 380, height: calloutHeight), in: window,
                                                    rightToLeft: rightToLeft) { calloutHeight * 380 / $0 }
                #expect(placement.side != nil)
                #expect(usable.contains(placement.frame), "\(placement) leaves a \(width)×\(height) window")
                let tip = try #require(placement.arrowTip)
                #expect(usable.contains(tip) && target.contains(tip), "the arrow points in at the target")
            }
        }
    }

    @Test("A target in the titlebar strip above the area gets its callout below it, arrow up to the titlebar's edge", arguments: windowSizes)
    func titlebarTarget(width: Double, height: Double) throws {
        let window = Size(width: width, height: height)
        // A header-bar button's cut-out, in the content's coordinates: the titlebar is the 46 pixels above.
        let button = Rect(x: width - 52, y: -46, width: 46, height: 46)
        let placement = CalloutLayout.place(target: button, callout: callout, in: window, titlebarHeight: 46)
        #expect(placement.side == .below)
        #expect(Rect(x: 8, y: 8, width: width - 16, height: height - 16).contains(placement.frame))
        let tip = try #require(placement.arrowTip)
        #expect(tip.y == 0 && tip.x >= button.minX && tip.x <= button.maxX)
        #expect(CalloutLayout.cutout(around: Rect(x: 10, y: -40, width: 30, height: 30), in: window, titlebarHeight: 46)
            == Rect(x: 4, y: -46, width: 42, height: 42))
        #expect(CalloutLayout.place(target: button, callout: callout, in: window).side == nil, "without a titlebar it is outside")
    }

    /// Windows smaller than a callout, down to none, and sizes no window has.
    static let tinyWindows: [(Double, Double)] = [
        (0, 0), (48, 53), (10, 300), (300, 10), (15, 15), (1, 1), (-20, 40), (.nan, 40), (.infinity, 40),
    ]

    @Test("In a window smaller than its callout the frame is finite, not negative and inside the window", arguments: tinyWindows)
    func tinyWindow(width: Double, height: Double) throws {
        let bounds = Rect(x: 0, y: 0, width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0)
        let targets: [Rect?] = [nil, bounds, Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 40, y: 40, width: 5, height: 5),
                                Rect(x: 5, y: -30, width: 20, height: 30)]
        for target in targets {
            for smallest in [Size(width: 0, height: 0), Size(width: 36, height: 36)] {
                for callout in [Size(width: 380, height: 150), Size(width: 175, height: 158), Size(width: -4, height: .nan)] {
                    for rightToLeft in [false, true] {
                        let placement = CalloutLayout.place(target: target, callout: callout, in: Size(width: width, height: height),
                                                            rightToLeft: rightToLeft, smallest: smallest, titlebarHeight: 46) { 150 * 380 / $0 }
                        let frame = placement.frame
                        let numbers = [frame.x, frame.y, frame.width, frame.height] + [placement.arrowTip?.x ?? 0, placement.arrowTip?.y ?? 0]
                        #expect(numbers.allSatisfy { $0.isFinite }, "\(placement) in \(width)×\(height)")
                        #expect(frame.x >= 0 && frame.y >= 0 && frame.width >= 0 && frame.height >= 0, "\(placement) in \(width)×\(height)")
                        #expect(bounds.contains(frame), "\(placement) leaves the \(width)×\(height) window")
                        // A callout with a smallest size shows at least that big wherever the window holds it, and not at all elsewhere.
                        guard smallest.width > 0 else { continue }
                        let holds = bounds.width >= smallest.width && bounds.height >= smallest.height
                        #expect(placement.isShown == holds, "\(placement) in \(width)×\(height), smallest \(smallest)")
                        if holds {
                            #expect(frame.width >= smallest.width && frame.height >= smallest.height, "\(placement) is smaller than \(smallest)")
                        }
                    }
                }
            }
        }
    }

    @Test("In a 50×53 window the margins give way to a callout at its smallest, which points at its target if it can")
    func marginsGiveWay() throws {
        let button = Rect(x: 15, y: 10, width: 20, height: 34)
        let placement = CalloutLayout.place(target: button, callout: Size(width: 175, height: 158), in: Size(width: 50, height: 53),
                                            smallest: Size(width: 36, height: 36)) { _ in 158 }
        #expect(placement.frame.width >= 36 && placement.frame.height >= 36)
        #expect(Rect(x: 0, y: 0, width: 50, height: 53).contains(placement.frame))
        if let tip = placement.arrowTip, let side = placement.side {
            #expect(side == .below ? tip.y < placement.frame.minY : true, "the arrow stays outside the callout")
        }
    }

    @Test("The widest callout is its maximum, or the window inside its margins, never negative")
    func widestCallout() {
        #expect(CalloutLayout.widestCallout(in: Size(width: 1280, height: 800)) == CoachMarkMetrics.calloutMaximumWidth)
        #expect(CalloutLayout.widestCallout(in: Size(width: 48, height: 53)) == 32)
        #expect(CalloutLayout.widestCallout(in: Size(width: 10, height: 53)) == 0)
        #expect(CalloutLayout.widestCallout(in: Size(width: .nan, height: 53)) == 0)
    }

    @Test("No target centres the callout")
    func noTarget() {
        #expect(CalloutLayout.place(target: nil, callout: callout, in: window) == CalloutPlacement(
            side: nil, frame: Rect(x: 300, y: 250, width: 200, height: 100), arrowTip: nil
        ))
    }

    @Test("A target entirely outside the window counts as no target")
    func targetOutside() {
        let placement = CalloutLayout.place(target: Rect(x: 900, y: 100, width: 20, height: 20), callout: callout, in: window)
        #expect(placement.side == nil)
    }

    @Test("The cutout grows the target by the padding and clips it to the window")
    func cutout() {
        #expect(CalloutLayout.cutout(around: Rect(x: 10, y: 10, width: 50, height: 20), in: window)
            == Rect(x: 4, y: 4, width: 62, height: 32))
        #expect(CalloutLayout.cutout(around: Rect(x: 0, y: 0, width: 30, height: 30), in: window)
            == Rect(x: 0, y: 0, width: 36, height: 36))
        #expect(CalloutLayout.cutout(around: Rect(x: 780, y: 590, width: 40, height: 20), padding: 10, in: window)
            == Rect(x: 770, y: 580, width: 30, height: 20))
        #expect(CalloutLayout.cutout(around: Rect(x: 900, y: 700, width: 10, height: 10), in: window).isEmpty)
    }
}
