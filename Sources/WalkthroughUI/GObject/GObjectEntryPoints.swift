import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

// The Swift half of the C API's objects (Sources/CWalkthrough): each
// `_wt_swift_*` function is declared in wt-swift.h and called from there.
// The `impl` pointers are SwiftHandle-retained objects that the GObjects own,
// reached only through SwiftHandle's checked casts. Each runs on GTK's thread:
// the C side checks that first (`_wt_check_main_thread`, and releases hop there
// through `_wt_release_impl`), so each is declared `@MainActor`, which the UI
// types require: Swift 6 checks that isolation on entry (the `@_cdecl` thunk
// calls `_checkExpectedExecutor`, as `MainActor.assumeIsolated` does) and
// lets the C pointers in without sending them across an actor boundary.

/// Releases the Swift state a GObject held.
@_cdecl("_wt_swift_release")
@MainActor
package func wtSwiftRelease(_ impl: gpointer?) {
    SwiftHandle.release(impl)
}

/// Creates the state of a new `WtCoachMarkOverlay`.
@_cdecl("_wt_swift_coach_mark_overlay_new")
@MainActor
package func wtSwiftCoachMarkOverlayNew(_ widget: OpaquePointer?, _ overlay: UnsafeMutablePointer<GtkWidget>?) -> gpointer? {
    guard let widget, let overlay else { return nil }
    return SwiftHandle.retain(CoachMarkHost(widget: UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWidget.self), overlay: overlay))
}

/// Takes down what an overlay shows as the widget is disposed.
@_cdecl("_wt_swift_coach_mark_overlay_dispose")
@MainActor
package func wtSwiftCoachMarkOverlayDispose(_ impl: gpointer?) {
    SwiftHandle.object(impl, as: CoachMarkHost.self)?.dispose()
}

/// Next, Back, Skip or Show me, from an app's own callout content.
@_cdecl("_wt_swift_coach_mark_overlay_control")
@MainActor
package func wtSwiftCoachMarkOverlayControl(_ impl: gpointer?, _ control: WtControl) {
    SwiftHandle.object(impl, as: CoachMarkHost.self)?.control(control)
}

/// Creates the ``OnboardingHost`` a new `WtOnboarding` owns, its state in
/// `configFolder` and `stateFolder` (NULL: the user's). A `version` that
/// orders nowhere is one warning, and the onboarding still works without tour
/// decisions: start opens the main window, and nothing is recorded.
@_cdecl("_wt_swift_onboarding_new")
@MainActor
package func wtSwiftOnboardingNew(_ object: OpaquePointer?, _ application: UnsafeMutablePointer<GtkApplication>?,
                                  _ version: UnsafePointer<CChar>?, _ tour: gpointer?,
                                  _ configFolder: UnsafePointer<CChar>?, _ stateFolder: UnsafePointer<CChar>?) -> gpointer? {
    guard let object, let application, let version else { return nil }
    let text = String(cString: version)
    let parsed = Version(text)
    if parsed == nil {
        // A development build (`dev`): its tour shows once for each such string (DevelopmentVersion).
        Log.warning(DevelopmentVersion.isValid(text)
            ? DevelopmentVersion.note(text)
            : tr("wt_onboarding_new: \"%s\" is not a version (such as 1.2, 46.beta, 1.0~rc1, 1:2.0-1 or 1.0.0-rc.1+build); no tour shows by itself and no version is recorded",
                 MessageText.safe(text)))
    }
    // The menu's actions are the WtOnboarding's (wt-onboarding.c), resting or not.
    let onboarding = OnboardingHost(application: application, runningVersion: parsed, manifest: TourHandle.manifest(tour),
                                    configDirectory: configFolder.map { FilePath(String(cString: $0)) },
                                    stateDirectory: stateFolder.map { FilePath(String(cString: $0)) },
                                    developmentVersion: parsed == nil ? text : nil)
    OnboardingSignals.connect(onboarding, to: object)
    return SwiftHandle.retain(onboarding)
}

/// An action a feature tip is invalidated by was used while the C half rested (wt-onboarding.c):
/// heard as the onboarding's own watch would have heard it.
@_cdecl("_wt_swift_onboarding_action_used")
@MainActor
package func wtSwiftOnboardingActionUsed(_ impl: gpointer?, _ name: UnsafePointer<CChar>?) {
    guard let name else { return }
    onboarding(impl)?.actionUsed(String(cString: name))
}

/// Takes over from a launch the C half carried out while resting (OnboardingHost+Rest.swift).
@_cdecl("_wt_swift_onboarding_resume")
@MainActor
package func wtSwiftOnboardingResume(_ impl: gpointer?, _ window: UnsafeMutablePointer<GtkWindow>?, _ started: gboolean) {
    onboarding(impl)?.resume(mainWindow: window, started: started != 0)
}

private func onboarding(_ impl: gpointer?) -> OnboardingHost? {
    SwiftHandle.object(impl, as: OnboardingHost.self)
}

/// `wt_onboarding_start`.
@_cdecl("_wt_swift_onboarding_start")
@MainActor
package func wtSwiftOnboardingStart(_ impl: gpointer?, _ showWholeTour: gboolean) {
    onboarding(impl)?.start(showWholeTour: showWholeTour != 0)
}

/// `wt_onboarding_open`.
@_cdecl("_wt_swift_onboarding_open")
@MainActor
package func wtSwiftOnboardingOpen(_ impl: gpointer?, _ files: UnsafeMutablePointer<OpaquePointer?>?, _ count: Int32,
                                   _ hint: UnsafePointer<CChar>?) {
    let given = (0..<max(0, Int(count))).compactMap { files?[$0] }
    onboarding(impl)?.open(given, hint: hint.map { String(cString: $0) } ?? "")
}

/// `wt_onboarding_hold_requests`: the `WtOnboarding` connects the requests and asks ``wtSwiftOnboardingRequestWaits``.
@_cdecl("_wt_swift_onboarding_hold_requests")
@MainActor
package func wtSwiftOnboardingHoldRequests(_ impl: gpointer?) {
    onboarding(impl)?.holdsRequests = true
}

/// Whether an application request (`activate` when `isOpen` is 0) waits for the welcome tour.
@_cdecl("_wt_swift_onboarding_request_waits")
@MainActor
package func wtSwiftOnboardingRequestWaits(_ impl: gpointer?, _ files: UnsafeMutablePointer<OpaquePointer?>?, _ count: Int32,
                                           _ hint: UnsafePointer<CChar>?, _ isOpen: gboolean) -> gboolean {
    let given = isOpen != 0 ? (0..<max(0, Int(count))).compactMap { files?[$0] } : nil
    return onboarding(impl)?.requestWaits(given, hint: hint.map { String(cString: $0) } ?? "") == true ? 1 : 0
}

/// `wt_onboarding_attach`.
@_cdecl("_wt_swift_onboarding_attach")
@MainActor
package func wtSwiftOnboardingAttach(_ impl: gpointer?, _ overlay: OpaquePointer?, _ window: UnsafePointer<CChar>?) {
    guard let overlay, let window else { return }
    onboarding(impl)?.attach(CoachMarkOverlay(widget: overlay), window: String(cString: window))
}

/// `wt_onboarding_show_tour`.
@_cdecl("_wt_swift_onboarding_show_tour")
@MainActor
package func wtSwiftOnboardingShowTour(_ impl: gpointer?) {
    onboarding(impl)?.showTour()
}

/// `wt_onboarding_show_tips`.
@_cdecl("_wt_swift_onboarding_show_tips")
@MainActor
package func wtSwiftOnboardingShowTips(_ impl: gpointer?, _ window: UnsafePointer<CChar>?) {
    guard let window else { return }
    onboarding(impl)?.showTips(window: String(cString: window))
}

/// `wt_onboarding_reset_tour`.
@_cdecl("_wt_swift_onboarding_reset_tour")
@MainActor
package func wtSwiftOnboardingResetTour(_ impl: gpointer?) {
    onboarding(impl)?.resetTour()
}

/// `wt_onboarding_play`.
@_cdecl("_wt_swift_onboarding_play")
@MainActor
package func wtSwiftOnboardingPlay(_ impl: gpointer?, _ tour: gpointer?) {
    guard let manifest = TourHandle.manifest(tour) else { return }
    onboarding(impl)?.play(manifest)
}

/// `wt_onboarding_donate`.
@_cdecl("_wt_swift_onboarding_donate")
@MainActor
package func wtSwiftOnboardingDonate(_ impl: gpointer?, _ event: UnsafePointer<CChar>?) {
    guard let event else { return }
    onboarding(impl)?.donate(String(cString: event))
}

/// `wt_onboarding_set_parameter`: a boolean, any number or a string `GVariant`, or NULL to unset.
@_cdecl("_wt_swift_onboarding_set_parameter")
@MainActor
package func wtSwiftOnboardingSetParameter(_ impl: gpointer?, _ name: UnsafePointer<CChar>?, _ value: OpaquePointer?) {
    guard let name, let onboarding = onboarding(impl) else { return }
    let key = String(cString: name)
    guard let value else { return onboarding.setParameter(key, to: nil) }
    guard let parameter = TipParameterVariant.value(of: value) else {
        let type = g_variant_get_type_string(value).map { String(cString: $0) } ?? "?"
        wt_log_critical("wt_onboarding_set_parameter: \"\(MessageText.safe(key))\" needs a boolean, a number or a string, not a GVariant of type \(type)")
        return
    }
    onboarding.setParameter(key, to: parameter)
}

/// `wt_onboarding_invalidate_tip`.
@_cdecl("_wt_swift_onboarding_invalidate_tip")
@MainActor
package func wtSwiftOnboardingInvalidateTip(_ impl: gpointer?, _ id: UnsafePointer<CChar>?, _ reason: WtTipInvalidation) {
    guard let id else { return }
    onboarding(impl)?.invalidateTip(String(cString: id), reason: TipInvalidation(gEnum: reason))
}

/// `wt_onboarding_reset_tips`.
@_cdecl("_wt_swift_onboarding_reset_tips")
@MainActor
package func wtSwiftOnboardingResetTips(_ impl: gpointer?) {
    onboarding(impl)?.resetTips()
}

/// `wt_onboarding_get_show_all_tips`.
@_cdecl("_wt_swift_onboarding_get_show_all_tips")
@MainActor
package func wtSwiftOnboardingGetShowAllTips(_ impl: gpointer?) -> gboolean {
    onboarding(impl)?.showsAllTips == true ? 1 : 0
}

/// `wt_onboarding_set_show_all_tips`.
@_cdecl("_wt_swift_onboarding_set_show_all_tips")
@MainActor
package func wtSwiftOnboardingSetShowAllTips(_ impl: gpointer?, _ showAll: gboolean) {
    onboarding(impl)?.showsAllTips = showAll != 0
}

/// `wt_onboarding_set_enabled` (and the resting half's setting, as the Swift half wakes).
@_cdecl("_wt_swift_onboarding_set_enabled")
@MainActor
package func wtSwiftOnboardingSetEnabled(_ impl: gpointer?, _ enabled: gboolean) {
    onboarding(impl)?.isEnabled = enabled != 0
}

/// `wt_onboarding_set_metainfo` (and the resting half's setting, as the Swift half wakes).
@_cdecl("_wt_swift_onboarding_set_metainfo")
@MainActor
package func wtSwiftOnboardingSetMetainfo(_ impl: gpointer?, _ location: UnsafePointer<CChar>?) {
    onboarding(impl)?.metainfoFile = location.map { String(cString: $0) }
}

/// `wt_onboarding_add_tip_view`.
@_cdecl("_wt_swift_onboarding_add_tip_view")
@MainActor
package func wtSwiftOnboardingAddTipView(_ impl: gpointer?, _ view: OpaquePointer?) {
    guard let view else { return }
    onboarding(impl)?.add(TipView(widget: view))
}

/// `wt_onboarding_add_checklist`.
@_cdecl("_wt_swift_onboarding_add_checklist")
@MainActor
package func wtSwiftOnboardingAddChecklist(_ impl: gpointer?, _ checklist: OpaquePointer?) {
    guard let checklist else { return }
    onboarding(impl)?.add(ChecklistView(widget: checklist))
}

/// Creates the state of a new `WtChecklist` (Sources/CWalkthrough/wt-checklist.c).
@_cdecl("_wt_swift_checklist_new")
@MainActor
package func wtSwiftChecklistNew(_ widget: OpaquePointer?) -> gpointer? {
    guard let widget else { return nil }
    return SwiftHandle.retain(ChecklistHost(widget: UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWidget.self)))
}

/// Takes out what a checklist shows as the widget is disposed.
@_cdecl("_wt_swift_checklist_dispose")
@MainActor
package func wtSwiftChecklistDispose(_ impl: gpointer?) {
    SwiftHandle.object(impl, as: ChecklistHost.self)?.dispose()
}

// The Swift half of `WtTipView` (Sources/CWalkthrough/wt-tip-view.c), declared in wt-swift.h;
// on GTK's thread, which the C side checks, so on the main actor (see GObjectEntryPoints.swift).

/// Creates the state of a new `WtTipView`.
@_cdecl("_wt_swift_tip_view_new")
@MainActor
package func wtSwiftTipViewNew(_ widget: OpaquePointer?) -> gpointer? {
    guard let widget else { return nil }
    return SwiftHandle.retain(TipViewHost(widget: UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWidget.self)))
}

/// Takes down the tip a view shows as the widget is disposed.
@_cdecl("_wt_swift_tip_view_dispose")
@MainActor
package func wtSwiftTipViewDispose(_ impl: gpointer?) {
    SwiftHandle.object(impl, as: TipViewHost.self)?.dispose()
}
