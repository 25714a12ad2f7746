import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The off switch (`OnboardingSwitch` decides): read once at creation from
/// the environment and the system's `walkthrough/disable` files, and set by
/// the app (``isEnabled``).
extension OnboardingHost {
    /// Whether the onboarding shows anything by itself (the default). An app
    /// with its own setting sets it false: then no tour, coach mark or
    /// feature tip comes by itself and nothing is recorded, while Show Tour
    /// and Show Tips from the menu still work. `WALKTHROUGH_DISABLE` and the
    /// system's `walkthrough/disable` files (see the docs) switch it off too.
    public var isEnabled: Bool {
        get { appEnabled }
        set {
            guard newValue != appEnabled else { return }
            appEnabled = newValue
            applySwitch()
        }
    }

    /// Why onboarding is off by the environment or a system file (the app's own
    /// setting is ``isEnabled``); nil when neither says so.
    static func switchReason(appID: String?, environment: [String: String]) -> OnboardingSwitch.Reason? {
        let contents: [(path: String, text: String)] = OnboardingSwitch.files(environment: environment).compactMap { file in
            guard case let .success(bytes) = RegularFileReader.read(file.path, maximumSize: OnboardingSwitch.maximumFileSize) else {
                return nil
            }
            return (file.path, String(decoding: bytes, as: UTF8.self))
        }
        return OnboardingSwitch.reason(appID: appID, environment: environment, fileContents: contents, commandLine: {
            guard case let .success(bytes) = RegularFileReader.read(OnboardingSwitch.kernelCommandLine,
                                                                    maximumSize: OnboardingSwitch.maximumFileSize) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }, appEnabled: true)
    }

    /// Tells the rules whether onboarding is off now.
    func applySwitch() {
        flow.isSwitchedOff = switchOff != nil || !appEnabled
        featureTips.refreshSoon()
    }
}
