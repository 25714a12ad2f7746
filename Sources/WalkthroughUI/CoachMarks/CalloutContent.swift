import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// What a callout's buttons can do; handed to custom callout content.
public struct GuideControls {
    /// Goes to the next step (or finishes on the last).
    public let next: () -> Void
    /// Goes back a step.
    public let back: () -> Void
    /// Ends the guide as skipped.
    public let skip: () -> Void
    /// Triggers what the target stands for ("Show me").
    public let showMe: () -> Void
}

/// Supplies an app's own callout content in place of the default bubble.
///
/// The returned widget is placed inside the callout frame, next to the
/// target, and receives the controls to wire its buttons to. Whatever it
/// shows, screen readers meet the callout as a dialog named by the step's
/// title and described by its body; the control that takes focus when the
/// step shows (the first focusable one) is described by the step's position.
@preconcurrency @MainActor
public protocol CalloutContentProvider: AnyObject {
    /// The content for `step`, number `index` (0-based) of `count`: a new
    /// `GtkWidget *` (transfer floating: the callout takes it over).
    func calloutContent(for step: GuideStep, index: Int, count: Int, controls: GuideControls) -> OpaquePointer
}

/// The default callout: title, text, "2 of 5", and Back / Show me / Next or Done.
@preconcurrency @MainActor
package final class DefaultCalloutContent: CalloutContentProvider {
    /// Creates the provider.
    package init() {}

    /// Builds the bubble's content.
    package func calloutContent(for step: GuideStep, index: Int, count: Int, controls: GuideControls) -> OpaquePointer {
        let box = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 8)
        let progress = Widgets.label(tr("%1$d of %2$d", index + 1, count), classes: [StyleClass.calloutProgress], wrap: false)
        gtk_widget_set_name(progress, "guide-progress")
        // "2 of 3" on screen, where the title says what it counts; read alone it needs the word.
        wt_accessible_set_label(progress, CalloutStrings.position(index, of: count))
        gtk_label_set_xalign(OpaquePointer(progress), 0)
        let title = Widgets.label(step.title, classes: [StyleClass.calloutTitle])
        gtk_label_set_xalign(OpaquePointer(title), 0)
        gtk_label_set_justify(OpaquePointer(title), GTK_JUSTIFY_LEFT)
        let body = Widgets.label(step.body)
        gtk_label_set_xalign(OpaquePointer(body), 0)
        gtk_label_set_justify(OpaquePointer(body), GTK_JUSTIFY_LEFT)
        gtk_label_set_max_width_chars(OpaquePointer(body), 36)
        for child in [progress, title, body] { Widgets.append(box, child) }

        let buttons = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        gtk_widget_set_margin_top(buttons, 4)
        let skip = Widgets.button(tr("S_kip"), name: "guide-skip", classes: ["flat"])
        Widgets.append(buttons, skip)
        let spacer = Widgets.box(GTK_ORIENTATION_HORIZONTAL)
        gtk_widget_set_hexpand(spacer, 1)
        Widgets.append(buttons, spacer)
        if index > 0 {
            let back = Widgets.button(tr("_Back"), name: "guide-back", classes: [StyleClass.button])
            Signal.connect(GPointer.raw(back), .clicked) { controls.back() }
            Widgets.append(buttons, back)
        }
        if step.showMe {
            let showMe = Widgets.button(tr("Show _me"), name: "guide-show-me", classes: [StyleClass.button])
            Signal.connect(GPointer.raw(showMe), .clicked) { controls.showMe() }
            Widgets.append(buttons, showMe)
        }
        let isLast = index == count - 1
        let next = Widgets.button(isLast ? tr("_Done") : tr("_Next"), name: isLast ? CalloutControlName.done : CalloutControlName.next, classes: [StyleClass.button, "suggested-action"])
        Signal.connect(GPointer.raw(next), .clicked) { controls.next() }
        Signal.connect(GPointer.raw(skip), .clicked) { controls.skip() }
        Widgets.append(buttons, next)
        Widgets.append(box, buttons)
        return OpaquePointer(box)
    }
}

/// What screen readers hear of a callout beyond the step's own texts.
/// The widget names of the default callout's forward buttons (app CSS and
/// tests see them too).
enum CalloutControlName {
    /// The Next button of a step that is not the last.
    static let next = "guide-next"
    /// The Done button of the last step.
    static let done = "guide-done"
}

enum CalloutStrings {
    /// "Step 2 of 3", for step `index` (0-based) of `count`.
    static func position(_ index: Int, of count: Int) -> String {
        // TRANSLATORS: read by screen readers when a spotlight step shows.
        tr("Step %1$d of %2$d", index + 1, count)
    }
}

/// Callout content from the overlay widget's `create-callout` signal, so apps
/// in any language can supply their own; the default bubble when no handler
/// returns a widget.
@preconcurrency @MainActor
final class SignalCalloutContent: CalloutContentProvider {
    private unowned let host: CoachMarkHost
    private let fallback = DefaultCalloutContent()

    init(host: CoachMarkHost) {
        self.host = host
    }

    func calloutContent(for step: GuideStep, index: Int, count: Int, controls: GuideControls) -> OpaquePointer {
        let guideID = host.guides.activeStep?.guideID ?? ""
        if let content = _wt_coach_mark_overlay_create_callout(OpaquePointer(host.widget), guideID, guint(index), guint(count), step.title, step.body) {
            // The signal hands over a full reference; the callout takes it over as it would a floating one.
            g_object_force_floating(UnsafeMutableRawPointer(content).assumingMemoryBound(to: GObject.self))
            return OpaquePointer(content)
        }
        return fallback.calloutContent(for: step, index: index, count: count, controls: controls)
    }
}
