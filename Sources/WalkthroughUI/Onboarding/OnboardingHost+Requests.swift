import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A request the application was asked to carry out: `activate`, or `open`
/// with its files (each with a reference of the onboarding's) and hint.
struct ApplicationRequest {
    /// The files of an `open`; nil for an `activate`.
    let files: [ObjectRef]?
    /// The hint of an `open` ("" when none was given).
    let hint: String
}

/// An app that makes its own windows, in its `activate` and `open` handlers
/// and its New Window action: the onboarding goes before those handlers
/// (`wt_onboarding_hold_requests`, ``Onboarding/holdRequests()``). A request whose launch shows the welcome tour first
/// (or that comes while the tour shows) waits; when the tour ends, each
/// waiting request is asked of the application again, in order, and passes,
/// so the app's own handler makes its window as it always does. Every other
/// request passes untouched. Which requests wait is the flow's decision: a
/// request waits exactly when its launch does not open the main window at once.
extension OnboardingHost {
    /// Whether the request (`files` nil for `activate`) waits: it starts a
    /// launch (or comes after one) and waits unless that opens the main
    /// window now. A request asked again by the onboarding, or asked from
    /// inside its own work (a handler of its outcomes), passes.
    func requestWaits(_ files: [OpaquePointer]?, hint: String) -> Bool {
        guard holdsRequests, !isBusy else { return false }
        requestPasses = false
        requestUnderWay = true
        start()
        requestUnderWay = false
        guard !requestPasses else { return false }
        let references = files.map { $0.map { ObjectRef(referencing: UnsafeMutableRawPointer($0)) } }
        waitingRequests.append(ApplicationRequest(files: references, hint: hint))
        return true
    }

    /// The flow opens the main window, for an app that makes its own: the
    /// request under way passes to the app's handler; else the requests that
    /// waited are asked again, or the app's main window (else its active
    /// window) is presented, or (none is open) the application is activated
    /// so that its handler makes one.
    func openApplicationWindow() {
        if requestUnderWay {
            requestPasses = true
            return
        }
        if !waitingRequests.isEmpty {
            let waiting = waitingRequests
            waitingRequests = []
            for request in waiting { askAgain(request) }
        } else if let window = currentMainWindow ?? gtk_application_get_active_window(application) {
            gtk_window_present(window)
        } else {
            askAgain(ApplicationRequest(files: nil, hint: ""))
        }
    }

    /// Asks the application for `request` again; it passes (the onboarding is busy).
    private func askAgain(_ request: ApplicationRequest) {
        let app = GPointer.cast(application, to: GApplication.self)
        guard let files = request.files else {
            g_application_activate(app)
            return
        }
        var pointers: [OpaquePointer?] = files.map { OpaquePointer($0.pointer) }
        pointers.withUnsafeMutableBufferPointer { buffer in
            g_application_open(app, buffer.baseAddress, Int32(buffer.count), request.hint)
        }
    }
}
