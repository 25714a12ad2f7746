// Generated from Walkthrough-1.gir by bindings/rust/generate.py: DO NOT EDIT.
// Run bindings/rust/generate.py after a change to the C API.

/// Walkthrough's major version at compile time (1 in 1.2.3).
#[doc(alias = "WT_MAJOR_VERSION")]
pub const MAJOR_VERSION: i32 = 1;
/// Walkthrough's micro version at compile time (3 in 1.2.3).
#[doc(alias = "WT_MICRO_VERSION")]
pub const MICRO_VERSION: i32 = 0;
/// Walkthrough's minor version at compile time (2 in 1.2.3).
#[doc(alias = "WT_MINOR_VERSION")]
pub const MINOR_VERSION: i32 = 2;
/// The window name manifests use for an app's main window, and the one
/// `wt_onboarding_attach()` uses when given `None`.
#[doc(alias = "WT_ONBOARDING_MAIN_WINDOW")]
pub const ONBOARDING_MAIN_WINDOW: &str = "main";
/// The detailed name of the application action an onboarding adds that
/// forgets the tour and the coach marks were seen, so they show again on the
/// next start. See `Onboarding::reset_tour`.
#[doc(alias = "WT_ONBOARDING_RESET_TOUR_ACTION")]
pub const ONBOARDING_RESET_TOUR_ACTION: &str = "app.reset-tour";
/// The detailed name of the application action an onboarding adds that
/// replays the main window's tips and guides. See `Onboarding::show_tips`.
#[doc(alias = "WT_ONBOARDING_SHOW_TIPS_ACTION")]
pub const ONBOARDING_SHOW_TIPS_ACTION: &str = "app.show-tips";
/// The detailed name of the application action an onboarding adds that shows
/// the whole welcome tour again, for a menu item or an accelerator
/// (`gtk_application_set_accels_for_action()`). See `Onboarding::show_tour`.
#[doc(alias = "WT_ONBOARDING_SHOW_TOUR_ACTION")]
pub const ONBOARDING_SHOW_TOUR_ACTION: &str = "app.show-tour";
/// Walkthrough's version at compile time as a string, such as "1.2.3".
#[doc(alias = "WT_VERSION_S")]
pub const VERSION_S: &str = "1.2.0";
