import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The tour window: pages with dots, Back/Next, Skip and the Start button.
///
/// A thin GTK layer over `CarouselState`: every input becomes a
/// `CarouselEvent`, and the effects the state returns are rendered here
/// (page animation, Start fade, finishing). It decides nothing itself.
@preconcurrency @MainActor
package final class TourCarousel {
    /// The tour window, titled after the tour (its manifest's `title`).
    package let window: UnsafeMutablePointer<GtkWindow>
    /// The navigation state shown.
    package private(set) var state: CarouselState
    /// Called once, when the tour ends, with how it ended.
    package var onFinish: (TourEnding) -> Void = { _ in }
    /// Called with each page shown after the first render (0-based): the onboarding records it, to resume there.
    package var onPageShown: (Int) -> Void = { _ in }
    /// Whether the tour ended because the app destroyed its window.
    package private(set) var wasDestroyed = false
    /// How the header bar, Skip and Back are drawn: as libadwaita's when the app uses it.
    package let chrome: TourChrome

    let strip: PageStrip
    let dots: PageDots
    let start: StartButton
    let backButton: WidgetPointer
    let nextButton: WidgetPointer
    let skipButton: WidgetPointer
    let announcer: PageAnnouncer
    private var animation: (transition: PageAnimation, started: Double?)?
    private var tickID: guint = 0
    /// What this carousel connected to its window, undone by ``release()``.
    private var closeHandler: gulong = 0
    private var destroyHandler: gulong = 0
    private var keyController: OpaquePointer?
    private var motionController: OpaquePointer?

    /// Builds the tour window for `pages`; `application` keeps the app alive
    /// while it is open, `parent` makes it a modal window over the main window.
    /// Given `window`, the tour is built into that window (at its size),
    /// replacing what it showed: a preview keeps one window across reloads.
    /// It opens on page `startPage` (a welcome tour resumed where quitting
    /// left it; Back and the dots reach the pages before it).
    package init(pages: [TourPage], title: String, application: UnsafeMutablePointer<GtkApplication>?, parent: UnsafeMutablePointer<GtkWindow>?,
                 window existing: UnsafeMutablePointer<GtkWindow>? = nil, startPage: Int = 0) {
        state = CarouselState(pageCount: pages.count, currentPage: startPage)
        window = existing ?? GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_widget_add_css_class(GPointer.widget(window), StyleClass.tourWindow)
        strip = PageStrip(pages: pages)
        dots = PageDots(pageCount: state.pageCount)
        announcer = PageAnnouncer(titles: pages.map { PageText.title($0.title) })
        start = StartButton()
        chrome = HostToolkit.tourChrome
        backButton = Widgets.button(tr("_Back"), name: "back-button", classes: Self.classes(of: .back, in: chrome))
        nextButton = Widgets.button(tr("_Next"), name: "next-button", classes: Self.classes(of: .next, in: chrome))
        skipButton = Widgets.button(tr("_Skip"), name: "skip-button", classes: Self.classes(of: .skip, in: chrome))
        if let application { gtk_window_set_application(window, application) }
        if let parent {
            gtk_window_set_transient_for(window, parent)
            gtk_window_set_modal(window, 1)
        }
        gtk_window_set_title(window, title)
        if existing == nil {
            gtk_window_set_default_size(window, Int32(TourLayout.defaultSize.width), Int32(TourLayout.defaultSize.height))
        }
        LibraryStylesheet.install()
        buildLayout()
        // A tour written in a language reads in its direction, whatever the locale's (pages built later set their own).
        if let language = pages.first?.language {
            Widgets.setDirection(GPointer.widget(window), language.isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        }
        connectInput()
        if state.isStartButtonShown { start.apply(.fadeIn) }
        render()
        // Next is the primary action, as in GNOME Tour; keyboard users start there.
        gtk_window_set_focus(window, state.isStartButtonShown ? start.button : nextButton)
    }

    /// Lets go of the window without closing it, for another carousel to be
    /// built into it: its input no longer reaches this one.
    package func release() {
        stopAnimation()
        if closeHandler != 0 { g_signal_handler_disconnect(GPointer.raw(window), closeHandler) }
        if destroyHandler != 0 { g_signal_handler_disconnect(GPointer.raw(window), destroyHandler) }
        closeHandler = 0
        destroyHandler = 0
        for controller in [keyController, motionController].compactMap({ $0 }) {
            gtk_widget_remove_controller(GPointer.widget(window), controller)
        }
        keyController = nil
        motionController = nil
    }

    /// The app destroyed the window (`gtk_window_destroy`: it left GTK's
    /// toplevels, or it was disposed): the tour ends as closed, once.
    package func windowDestroyed() {
        guard state.ending == nil else { return }
        wasDestroyed = true
        send(.windowClosed)
    }

    /// Shows the window.
    package func present() {
        // What building the window freed is given back once it is on screen.
        FirstFrame.afterFirstPaint(of: GPointer.widget(window)) { HeapTrim.soon() }
        gtk_window_present(window)
    }

    /// Feeds one event to the state and renders the effects. Buttons, keys
    /// and gestures all come through here.
    package func send(_ event: CarouselEvent) {
        // An ended tour's window is gone (or going): nothing is left to render.
        guard state.ending == nil else { return }
        if case .windowClosed = event {} else { personActed() }
        // Read each time: the setting can change while the tour is open.
        state.animationsEnabled = wt_widget_animations_enabled(GPointer.widget(window)) != 0
        for effect in state.send(event) { perform(effect) }
        if state.ending == nil { render() }
    }

    /// Whether a page change, or the Start button's fade, is animating.
    package var isAnimating: Bool { animation != nil || start.isFading }

    /// The Start button widget (tests and coach marks look it up).
    var startButtonWidget: WidgetPointer { start.button }

    /// Whether the Start button is shown, or fading in.
    package var isStartButtonShown: Bool { start.isShown }

    /// The pages built now (the one in view and its neighbours), in page order.
    var pageViews: [PageView] { strip.builtPages }


    private func buildLayout() {
        gtk_window_set_titlebar(window, makeHeaderBar())

        let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        gtk_widget_add_css_class(content, StyleClass.tour)
        Widgets.setMargins(content, 18)
        Widgets.append(content, strip.widget)
        Widgets.append(content, start.widget)
        gtk_widget_set_size_request(start.widget, -1, 44)

        let bar: WidgetPointer = gtk_center_box_new()
        gtk_widget_add_css_class(bar, StyleClass.tourBar)
        gtk_center_box_set_start_widget(OpaquePointer(bar), backButton)
        gtk_center_box_set_center_widget(OpaquePointer(bar), dots.widget)
        gtk_center_box_set_end_widget(OpaquePointer(bar), nextButton)
        Widgets.append(content, bar)
        gtk_window_set_child(window, content)
    }

    /// Whether the tour runs right to left: the window's direction, read here
    /// only (keys, drags and the page strip follow it).
    package var isRightToLeft: Bool { gtk_widget_get_direction(GPointer.widget(window)) == GTK_TEXT_DIR_RTL }

    private func connectInput() {
        strip.isRightToLeft = { [weak self] in self?.isRightToLeft ?? false }
        strip.onEvent = { [weak self] event in self?.send(event) }
        dots.onSelect = { [weak self] index in self?.send(.dotClicked(index)) }
        Signal.connect(GPointer.raw(backButton), .clicked) { [weak self] in self?.send(.previousRequested) }
        Signal.connect(GPointer.raw(nextButton), .clicked) { [weak self] in self?.send(.nextRequested) }
        Signal.connect(GPointer.raw(skipButton), .clicked) { [weak self] in self?.send(.skipRequested) }
        Signal.connect(GPointer.raw(start.button), .clicked) { [weak self] in self?.send(.startActivated) }
        // Closing is one more ending the state decides; GTK destroys the window.
        closeHandler = Signal.connectReturning(GPointer.raw(window), .closeRequest) { [weak self] in
            self?.send(.windowClosed)
            return false
        }
        // The app destroying the window (gtk_window_destroy, closing all its
        // windows) ends the tour as closing it does; after an ending of the
        // tour's own, the state has ended and this does nothing.
        destroyHandler = Signal.connect(GPointer.raw(window), .destroy) { [weak self] in self?.windowDestroyed() }
        keyController = addKeyController()
        motionController = addMotionController()
        announcer.reportFocus(whenActive: window)
    }

    /// The person acted on the tour (moved the pointer over it, pressed a key,
    /// turned a page): from now on the current page's neighbours are built when
    /// the main loop is idle, and their art decoded, ahead of a turn.
    func personActed() {
        guard !strip.keepsNeighbours else { return }
        strip.keepsNeighbours = true
        showStrip()
    }

    /// The pointer moving over the window is the person acting on the tour
    /// (``personActed()``): the next page gets ready before they reach Next.
    /// A window that merely opens under a still pointer is not.
    private func addMotionController() -> OpaquePointer {
        let motion: OpaquePointer = gtk_event_controller_motion_new()
        Signal.connectPoint(GPointer.raw(motion), .motion) { [weak self] _, _ in self?.personActed() }
        gtk_widget_add_controller(GPointer.widget(window), motion)
        return motion
    }

    private func render() {
        showStrip()
        dots.show(current: state.currentPage)
        gtk_widget_set_sensitive(backButton, state.canGoBack ? 1 : 0)
        gtk_widget_set_sensitive(nextButton, state.canGoForward ? 1 : 0)
        announcer.pageShown(state.currentPage, dots: dots, focus: gtk_window_get_focus(window))
        onPageShown(state.currentPage)
    }

    private func perform(_ effect: CarouselEffect) {
        switch effect {
        case let .animate(from, to):
            startAnimation(PageAnimation(from: from, to: to))
        case .jump:
            // The state already moved; render() shows it.
            stopAnimation()
        case let .startButton(change):
            if change == .fadeOut, gtk_widget_has_focus(start.button) != 0 {
                gtk_widget_grab_focus(backButton)
            }
            start.apply(change)
            if change == .fadeIn, gtk_widget_has_focus(nextButton) != 0 || gtk_window_get_focus(window) == nil {
                gtk_widget_grab_focus(start.button)
            }
        case let .finish(ending):
            finish(ending)
        }
    }

    private func startAnimation(_ transition: PageAnimation) {
        stopAnimation()
        animation = (transition, nil)
        tickID = TickCallback.add(to: strip.widget) { [weak self] frameTime in
            self?.tick(frameTime) ?? false
        }
    }

    private func tick(_ frameTime: Double) -> Bool {
        guard var running = animation else { return false }
        let started = running.started ?? frameTime
        running.started = started
        animation = running
        let elapsed = frameTime - started
        state.setPosition(running.transition.position(at: elapsed))
        if running.transition.isFinished(at: elapsed) {
            animation = nil
            tickID = 0
            for effect in state.send(.animationFinished) { perform(effect) }
        }
        // Only the strip moves during an animation; dots and buttons changed with the event.
        showStrip()
        return animation != nil
    }

    private func showStrip() {
        let transition = animation.map { (from: $0.transition.from, to: $0.transition.to) }
        strip.show(position: state.position, current: state.currentPage, animation: transition)
    }

    private func stopAnimation() {
        if tickID != 0 { TickCallback.remove(tickID, from: strip.widget) }
        tickID = 0
        animation = nil
    }

    /// Carries out the state's `.finish`: the window goes, except when it was
    /// closed (GTK destroys it then).
    private func finish(_ ending: TourEnding) {
        stopAnimation()
        // The tour leaves the application's windows before its end is told:
        // an app whose activate handler presents its active window, asked
        // again as the tour ends (holdRequests), would present this one and
        // make none. Held meanwhile, so the application does not end while
        // it has no window.
        let application = gtk_window_get_application(window).map { GPointer.cast($0, to: GApplication.self) }
        if let application {
            g_application_hold(application)
            gtk_window_set_application(window, nil)
        }
        onFinish(ending)
        if ending != .closed { gtk_window_destroy(window) }
        if let application { g_application_release(application) }
    }
}

/// Hooks for the authoring tools (`TourRenderer`, `TourPreview`): show a page
/// at once, and draw its images at a chosen scale.
extension TourCarousel {
    /// Goes straight to the page at `index` (clamped), without animating:
    /// a render or a reload shows a page, it does not travel to it.
    package func jump(toPage index: Int) {
        let animated = wt_widget_animations_enabled(GPointer.widget(window)) != 0
        if animated { wt_set_animations_enabled(0) }
        defer { if animated { wt_set_animations_enabled(1) } }
        send(.dotClicked(min(max(0, index), state.lastPage)))
    }

    /// Decodes page images at `scale` device pixels per pixel.
    package func setImageScale(_ scale: Int32) {
        for page in pageViews { page.image?.scaleOverride = scale }
    }

    /// Whether a page image is being decoded.
    package var isDecodingImages: Bool { pageViews.contains { $0.image?.isDecoding == true } }
}
