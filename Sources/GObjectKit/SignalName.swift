import CWalkthroughGtk

/// A GObject signal and the Swift type of its handler.
///
/// The `Signal.connect…` functions take a `SignalName` whose `Handler` is the
/// closure type they call, so a handler of the wrong arity (which would crash
/// at the first emission through a mismatched C trampoline) does not compile:
/// `Signal.connectPointer(button, .clicked) { _ in }` is a type error.
/// Each signal the project connects is named once, here.
package struct SignalName<Handler>: Sendable {
    /// The signal's name as GObject knows it, detail included (`notify::is-active`).
    package let name: String

    /// A signal called `name`, whose handlers are `Handler`s.
    package init(_ name: String) {
        self.name = name
    }
}

/// Signals whose handler takes only the instance.
extension SignalName where Handler == () -> Void {
    /// `GtkApplication::activate`.
    package static var activate: Self { Self("activate") }
    /// `GdkFrameClock::after-paint`.
    package static var afterPaint: Self { Self("after-paint") }
    /// `GtkButton::clicked`.
    package static var clicked: Self { Self("clicked") }
    /// `GtkWidget::destroy`.
    package static var destroy: Self { Self("destroy") }
    /// `GtkEventControllerMotion::enter` (its coordinates are not needed).
    package static var enter: Self { Self("enter") }
    /// `GdkFrameClock::layout`.
    package static var layout: Self { Self("layout") }
    /// `GtkEventControllerMotion::leave`.
    package static var leave: Self { Self("leave") }
    /// `GtkWidget::map`.
    package static var map: Self { Self("map") }
    /// `GtkWidget::realize`.
    package static var realize: Self { Self("realize") }
    /// `GtkPopover::closed`.
    package static var closed: Self { Self("closed") }
    /// `GtkCheckButton::toggled`.
    package static var toggled: Self { Self("toggled") }
    /// `GtkWidget::unmap`.
    package static var unmap: Self { Self("unmap") }
    /// `GtkEventControllerScroll::scroll-end`.
    package static var scrollEnd: Self { Self("scroll-end") }
    /// `GApplication::shutdown`.
    package static var shutdown: Self { Self("shutdown") }
    /// `GApplication::startup`.
    package static var startup: Self { Self("startup") }
    /// `GtkWidget::unrealize`.
    package static var unrealize: Self { Self("unrealize") }
}

/// Signals whose handler takes only the instance and returns a `gboolean`.
extension SignalName where Handler == () -> Bool {
    /// `GtkWindow::close-request`: return `true` to keep the window.
    package static var closeRequest: Self { Self("close-request") }
}

/// Signals with one pointer argument.
extension SignalName where Handler == (gpointer?) -> Void {
    /// `GSimpleAction::activate`, with the `GVariant *` parameter.
    package static var actionActivate: Self { Self("activate") }
    /// `GActionGroup::action-added`, with the action's name (a `gchar *`).
    package static var actionAdded: Self { Self("action-added") }
    /// The library's `WtActionWatch::used`, with the detailed name of the action used (a `gchar *`).
    package static var actionUsed: Self { Self("used") }
    /// `GtkListBox::row-activated`, with the row.
    package static var rowActivated: Self { Self("row-activated") }
    /// `GtkListBox::row-selected`, with the row (or NULL).
    package static var rowSelected: Self { Self("row-selected") }
    /// `GtkApplication::window-added`, with the window.
    package static var windowAdded: Self { Self("window-added") }
    /// `GObject::notify::PROPERTY`, with the `GParamSpec *`.
    package static func notify(_ property: String) -> Self { Self("notify::" + property) }
    /// `GSettings::changed::KEY`, with the key's name.
    package static func changed(_ key: String) -> Self { Self("changed::" + key) }
}

/// Signals with one pointer argument that return an `int`.
extension SignalName where Handler == (gpointer?) -> Int32 {
    /// `GApplication::command-line`, with the `GApplicationCommandLine *`.
    package static var commandLine: Self { Self("command-line") }
    /// `GApplication::handle-local-options`, with the `GVariantDict *`.
    package static var handleLocalOptions: Self { Self("handle-local-options") }
}

/// Signals with two `double` arguments.
extension SignalName where Handler == (Double, Double) -> Void {
    /// `GtkGestureDrag::drag-begin`: the start point.
    package static var dragBegin: Self { Self("drag-begin") }
    /// `GtkEventControllerMotion::motion`, with the pointer's position.
    package static var motion: Self { Self("motion") }
    /// `GtkGestureDrag::drag-update`: the offset from the start.
    package static var dragUpdate: Self { Self("drag-update") }
    /// `GtkGestureDrag::drag-end`: the offset from the start.
    package static var dragEnd: Self { Self("drag-end") }
}

/// Signals with two `double` arguments that return a `gboolean`.
extension SignalName where Handler == (Double, Double) -> Bool {
    /// `GtkEventControllerScroll::scroll`: dx, dy; return `true` when handled.
    package static var scroll: Self { Self("scroll") }
}

/// Signals with two `int` arguments.
extension SignalName where Handler == (Int32, Int32) -> Void {
    /// `GtkDrawingArea::resize`: the new width and height.
    package static var resize: Self { Self("resize") }
    /// `GdkPixbufLoader::size-prepared`: the image's width and height.
    package static var sizePrepared: Self { Self("size-prepared") }
}

/// `GtkGestureClick` signals: press count, x, y.
extension SignalName where Handler == (Int32, Double, Double) -> Void {
    /// `GtkGestureClick::pressed`.
    package static var pressed: Self { Self("pressed") }
    /// `GtkGestureClick::released`.
    package static var released: Self { Self("released") }
}

/// `GtkEventControllerKey` signals: keyval, keycode, modifiers; return `true` to stop the event.
extension SignalName where Handler == (UInt32, UInt32, GdkModifierType) -> Bool {
    /// `GtkEventControllerKey::key-pressed`.
    package static var keyPressed: Self { Self("key-pressed") }
}
