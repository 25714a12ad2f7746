// Generated from Walkthrough-1.gir by bindings/rust/generate.py: DO NOT EDIT.
// Run bindings/rust/generate.py after a change to the C API.

//! The C API of libwalkthrough-1 (`walkthrough.h`), as `extern "C"` declarations.
//! The safe bindings are the `walkthrough` crate; this one is what it calls.
#![allow(non_camel_case_types, non_upper_case_globals, clippy::all)]

use gio_sys as gio;
use glib_sys as glib;
use gobject_sys as gobject;
use gtk4_sys as gtk;
#[allow(unused_imports)]
use libc::{c_char, c_double, c_int, c_uint, c_void};

// Enums
/// How a spotlight guide ended.
pub type WtGuideEnding = c_int;
/// the person went past the last step
pub const WT_GUIDE_ENDING_COMPLETED: WtGuideEnding = 0;
/// the person chose to skip the guide
pub const WT_GUIDE_ENDING_SKIPPED: WtGuideEnding = 1;

/// Errors in the `WT_ONBOARDING_ERROR` domain: state in the user's config
/// or state folder that could not be kept. The message says which file and why.
pub type WtOnboardingError = c_int;
/// the version file could not be written
pub const WT_ONBOARDING_ERROR_VERSION_NOT_SAVED: WtOnboardingError = 0;
/// which coach marks were seen could not be written
pub const WT_ONBOARDING_ERROR_SEEN_NOT_SAVED: WtOnboardingError = 1;
/// the saved state could not be removed
pub const WT_ONBOARDING_ERROR_RESET_FAILED: WtOnboardingError = 2;
/// the feature tips' state could not be written
pub const WT_ONBOARDING_ERROR_TIPS_NOT_SAVED: WtOnboardingError = 3;

/// Why a feature tip is done: it does not show again until the tips are reset.
pub type WtTipInvalidation = c_int;
/// the person closed the tip
pub const WT_TIP_INVALIDATION_DISMISSED: WtTipInvalidation = 0;
/// the person used the feature it
/// teaches: the action its `invalidatedBy` names ran, its own button was
/// used, or the app said so with `wt_onboarding_invalidate_tip()`
pub const WT_TIP_INVALIDATION_ACTION_PERFORMED: WtTipInvalidation = 1;
/// it appeared as many times as
/// its `maxDisplayCount` allows
pub const WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED: WtTipInvalidation = 2;
/// it was on screen as long as
/// its `maxDisplayDuration` allows
pub const WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED: WtTipInvalidation = 3;

/// How a sequence of tips ended.
pub type WtTipOutcome = c_int;
/// the person went through every tip
pub const WT_TIP_OUTCOME_COMPLETED: WtTipOutcome = 0;
/// the person closed the tips early
pub const WT_TIP_OUTCOME_DISMISSED: WtTipOutcome = 1;

/// How a tour window ended.
pub type WtTourEnding = c_int;
/// the person pressed Start on the last page
pub const WT_TOUR_ENDING_STARTED: WtTourEnding = 0;
/// the person pressed Skip or Escape
pub const WT_TOUR_ENDING_SKIPPED: WtTourEnding = 1;
/// the tour's window was closed, or the app destroyed it
pub const WT_TOUR_ENDING_CLOSED: WtTourEnding = 2;

/// Errors in the `WT_TOUR_ERROR` domain. The message is one line, as
/// `walkthrough --check` prints it: the file as given, the position and the
/// field path when there are some, and what is wrong. Anything it repeats
/// from the file is cut to 80 characters (a field path to 160) with control
/// and bidirectional characters escaped as `\u{…}`.
///
/// An app can act on the code: for example fall back to a tour it ships when
/// the user's is `WT_TOUR_ERROR_NOT_FOUND`, and show the message otherwise.
/// Codes may be added; treat one you do not know as `WT_TOUR_ERROR_INVALID`.
pub type WtTourError = c_int;
/// the file is JSON, but a field is missing, unknown
/// or wrong: `file:line:column: field.path: reason`, e.g.
/// `tour.json:4:12: pages[0].title: missing required field`
pub const WT_TOUR_ERROR_INVALID: WtTourError = 0;
/// nothing at that path or in the app's GResources,
/// a symbolic link whose target does not exist, or a `GFile` that is neither
/// a local file nor a `resource://` one:
/// `file: file does not exist`, `file: is a broken symbolic link`,
/// `uri: a tour must be a local file or a resource:// file`.
pub const WT_TOUR_ERROR_NOT_FOUND: WtTourError = 1;
/// a folder, a named pipe, a device or a socket:
/// `file: is a folder, not a manifest file`,
/// `file: not a regular file: it is a named pipe (FIFO)`.
pub const WT_TOUR_ERROR_NOT_REGULAR: WtTourError = 2;
/// the system refused to open or read the file:
/// `file: cannot open: Permission denied`.
pub const WT_TOUR_ERROR_UNREADABLE: WtTourError = 3;
/// larger than the 4 MiB a manifest may have:
/// `file: file is too large: 5242880 bytes (5.0 MiB); the limit is 4194304 bytes (4.0 MiB)`.
pub const WT_TOUR_ERROR_TOO_LARGE: WtTourError = 4;
/// not strict JSON (RFC 8259), e.g. a trailing comma,
/// a duplicate key, invalid UTF-8 or nesting deeper than 64 levels:
/// `file:line:column: invalid JSON: reason`, or
/// `file:line:column: field.path: duplicate key "id" (first at line 2, column 3)`.
pub const WT_TOUR_ERROR_SYNTAX: WtTourError = 5;

/// Which tour a window showed.
pub type WtTourKind = c_int;
/// the app's welcome tour (or what is new in it);
/// ending it records the version
pub const WT_TOUR_KIND_WELCOME: WtTourKind = 0;
/// any other tour the app plays; it records nothing
pub const WT_TOUR_KIND_OTHER: WtTourKind = 1;

// Constants
/// Walkthrough's major version at compile time (1 in 1.2.3).
pub const WT_MAJOR_VERSION: c_int = 1;
/// Walkthrough's micro version at compile time (3 in 1.2.3).
pub const WT_MICRO_VERSION: c_int = 0;
/// Walkthrough's minor version at compile time (2 in 1.2.3).
pub const WT_MINOR_VERSION: c_int = 2;
/// The window name manifests use for an app's main window, and the one
/// `wt_onboarding_attach()` uses when given `None`.
pub const WT_ONBOARDING_MAIN_WINDOW: *const c_char = b"main\0" as *const u8 as *const c_char;
/// The detailed name of the application action an onboarding adds that
/// forgets the tour and the coach marks were seen, so they show again on the
/// next start. See `wt_onboarding_reset_tour`.
pub const WT_ONBOARDING_RESET_TOUR_ACTION: *const c_char = b"app.reset-tour\0" as *const u8 as *const c_char;
/// The detailed name of the application action an onboarding adds that
/// replays the main window's tips and guides. See `wt_onboarding_show_tips`.
pub const WT_ONBOARDING_SHOW_TIPS_ACTION: *const c_char = b"app.show-tips\0" as *const u8 as *const c_char;
/// The detailed name of the application action an onboarding adds that shows
/// the whole welcome tour again, for a menu item or an accelerator
/// (`gtk_application_set_accels_for_action()`). See `wt_onboarding_show_tour`.
pub const WT_ONBOARDING_SHOW_TOUR_ACTION: *const c_char = b"app.show-tour\0" as *const u8 as *const c_char;
/// Walkthrough's version at compile time as a string, such as "1.2.3".
pub const WT_VERSION_S: *const c_char = b"1.2.0\0" as *const u8 as *const c_char;

// Records
/// The class structure of `WtChecklist`.
#[derive(Copy, Clone)]
#[repr(C)]
pub struct WtChecklistClass {
    pub parent_class: gtk::GtkWidgetClass,
}

impl ::std::fmt::Debug for WtChecklistClass {
    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
        f.debug_struct(&format!("WtChecklistClass @ {:p}", self)).finish()
    }
}

/// The class structure of `WtCoachMarkOverlay`.
#[derive(Copy, Clone)]
#[repr(C)]
pub struct WtCoachMarkOverlayClass {
    pub parent_class: gtk::GtkWidgetClass,
}

impl ::std::fmt::Debug for WtCoachMarkOverlayClass {
    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
        f.debug_struct(&format!("WtCoachMarkOverlayClass @ {:p}", self)).finish()
    }
}

/// The class structure of `WtOnboarding`.
#[derive(Copy, Clone)]
#[repr(C)]
pub struct WtOnboardingClass {
    pub parent_class: gobject::GObjectClass,
}

impl ::std::fmt::Debug for WtOnboardingClass {
    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
        f.debug_struct(&format!("WtOnboardingClass @ {:p}", self)).finish()
    }
}

/// The class structure of `WtTipView`.
#[derive(Copy, Clone)]
#[repr(C)]
pub struct WtTipViewClass {
    pub parent_class: gtk::GtkWidgetClass,
}

impl ::std::fmt::Debug for WtTipViewClass {
    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
        f.debug_struct(&format!("WtTipViewClass @ {:p}", self)).finish()
    }
}

/// The class structure of `WtTour`.
#[derive(Copy, Clone)]
#[repr(C)]
pub struct WtTourClass {
    pub parent_class: gobject::GObjectClass,
}

impl ::std::fmt::Debug for WtTourClass {
    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
        f.debug_struct(&format!("WtTourClass @ {:p}", self)).finish()
    }
}

// Classes
/// A get-started checklist: a heading with the progress ("2 of 5") and the
/// items of one of the manifest's checklists (`Checklist:checklist-id`),
/// each a check box with its title, text, optional picture and button.
///
/// Items tick themselves as the person does each thing (an action, an event
/// the app donates, a parameter, a setting, a guide finished, a tip seen),
/// even while the checklist is not on screen, once it is handed to
/// `wt_onboarding_add_checklist`. A person may untick an item, or dismiss
/// the whole checklist: it then hides until Show Tips or a reset. Put it
/// where the app shows its empty state, or beside its content:
///
/// ```xml
/// <object class="WtChecklist" id="checklist">
///   <property name="checklist-id">get-started</property>
/// </object>
/// ```
///
/// Screen readers meet a list of check boxes with their checked state; a
/// change of progress is announced.
#[repr(C)]
pub struct WtChecklist {
    _data: [u8; 0],
    _marker: ::core::marker::PhantomData<(*mut u8, ::core::marker::PhantomPinned)>,
}

impl ::std::fmt::Debug for WtChecklist {
    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
        f.debug_struct(&format!("WtChecklist @ {:p}", self)).finish()
    }
}

/// A container that shows coach marks (tips and spotlight guides) over the
/// content an app puts in it, placed the way an `AdwToastOverlay` is.
///
/// Put it where your content goes (a header bar in the window's titlebar is
/// wrapped in one too, see below), and set your content as its
/// `CoachMarkOverlay:child`. Hand it to `wt_onboarding_attach`
/// and the coach marks of that window show over it. Guide targets are found
/// inside it, by widget name or by the action a button is bound to.
///
/// It is a `GtkBuildable`: in a `.ui` file or a widget template
///
/// ```xml
/// <object class="WtCoachMarkOverlay" id="overlay">
///   <property name="child">
///     <object class="GtkBox">…</object>
///   </property>
/// </object>
/// ```
///
/// or with a plain `<child>` element. A `<child type="…">` (`overlay`,
/// `titlebar`) is not one it takes: it is left out, with a warning.
///
/// In a `GtkWindow`, make it the window's child. A header bar that is the
/// window's titlebar stays there: wrap it in a second `WtCoachMarkOverlay`
/// and make that the titlebar (`<child type="titlebar">`). Attach only the
/// content's overlay: it finds the titlebar's with `gtk_window_get_titlebar()`,
/// and while tips or a spotlight step show it dims the titlebar with the
/// content and spotlights the titlebar's buttons, the callout pointing up at
/// them from the content. In an `AdwWindow` or `AdwApplicationWindow`, which have no
/// titlebar and abort on `gtk_window_set_titlebar()`, make it the window's
/// content, with the `AdwHeaderBar` inside it.
///
/// While a coach mark shows, input outside the callout is blocked in the
/// whole window, the titlebar included.
#[repr(C)]
pub struct WtCoachMarkOverlay {
    _data: [u8; 0],
    _marker: ::core::marker::PhantomData<(*mut u8, ::core::marker::PhantomPinned)>,
}

impl ::std::fmt::Debug for WtCoachMarkOverlay {
    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
        f.debug_struct(&format!("WtCoachMarkOverlay @ {:p}", self)).finish()
    }
}

/// The one object an app needs for its first-run experience.
///
/// Given the app, its version and its tour, the onboarding reads the version
/// file in the user's config folder (`$XDG_CONFIG_HOME/<application id>`) and
/// decides: the whole welcome tour on a first run, only the new pages after an
/// update, or straight to the main window. It presents the tour, records the
/// version when the tour ends, asks for the main window through
/// `Onboarding::create-main-window`, and then shows that window's tips
/// and spotlight guides over the `WtCoachMarkOverlay` handed to
/// `wt_onboarding_attach`.
///
/// Feature tips show when their rules in the manifest say: after the events
/// the app donates with `wt_onboarding_donate`, given the parameters it
/// sets with `wt_onboarding_set_parameter`, no more often than the
/// manifest's display frequency, until they are closed, their feature is
/// used or they reach their limits. A popover tip points at a control of an
/// attached window without blocking it; an inline tip shows in the
/// `WtTipView` handed to `wt_onboarding_add_tip_view`. Their state is
/// kept in `$XDG_STATE_HOME/<application id>`.
///
/// It adds three actions to the application for the app's menu:
/// `app.show-tour` (the whole tour again), `app.show-tips` (the main window's
/// coach marks again) and `app.reset-tour` (forget that they were seen).
/// With two onboardings on one application, the newest owns the actions;
/// dropping an older one leaves them alone. Every outcome is a signal.
///
/// What is on screen keeps the onboarding alive, as a shown window keeps
/// itself: the tour window, the main window until it is destroyed, an overlay
/// while a coach mark or popover tip shows over it, a tip view while its tip
/// shows. An onboarding kept only in a local variable so finishes its tour
/// and lives as long as the main window. Each signal is emitted holding a
/// reference, so a handler may drop the last one. Methods called from inside
/// the onboarding's own signal handlers run after the work under way, in
/// order.
///
/// Like GTK, the onboarding is used from the thread that runs GTK; a call
/// from another thread is refused with a critical.
///
/// ```c
/// static GtkWindow *
/// create_main_window (WtOnboarding *onboarding, GtkApplication *app)
/// {
///   GtkWidget *window = gtk_application_window_new (app);
///   GtkWidget *overlay = wt_coach_mark_overlay_new ();
///   wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (overlay), make_content ());
///   gtk_window_set_child (GTK_WINDOW (window), overlay);
///   wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (overlay), NULL);
///   return g_object_ref (GTK_WINDOW (window));
/// }
///
/// // in "activate":
/// onboarding = wt_onboarding_new (app, "1.2", tour);
/// g_signal_connect (onboarding, "create-main-window", G_CALLBACK (create_main_window), app);
/// wt_onboarding_start (onboarding, FALSE);
/// ```
#[repr(C)]
pub struct WtOnboarding {
    _data: [u8; 0],
    _marker: ::core::marker::PhantomData<(*mut u8, ::core::marker::PhantomPinned)>,
}

impl ::std::fmt::Debug for WtOnboarding {
    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
        f.debug_struct(&format!("WtOnboarding @ {:p}", self)).finish()
    }
}

/// A place in an app's layout where an inline feature tip shows: a card with
/// the tip's title, text, optional picture, a close button and an optional
/// action button.
///
/// Each view carries the id of one inline tip of the manifest
/// (`TipView:tip-id`). It is hidden until that tip is to show, and
/// hides again when the tip is closed or done, so the layout has no gap for
/// it meanwhile. Put it where the tip belongs, for example above a list:
///
/// ```xml
/// <object class="WtTipView">
///   <property name="tip-id">tour-list-tip</property>
/// </object>
/// ```
///
/// Screen readers meet the tip as a group named by its title and described
/// by its text; Escape with focus inside it closes it, as its close button
/// does.
#[repr(C)]
pub struct WtTipView {
    _data: [u8; 0],
    _marker: ::core::marker::PhantomData<(*mut u8, ::core::marker::PhantomPinned)>,
}

impl ::std::fmt::Debug for WtTipView {
    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
        f.debug_struct(&format!("WtTipView @ {:p}", self)).finish()
    }
}

/// A tour manifest: the welcome tour's pages, and the tips and spotlight
/// guides of an app's windows, read from a JSON file and checked.
///
/// A tour is immutable. Load one with `wt_tour_new_from_file`, or from the
/// app's GResources with `wt_tour_new_from_resource`; a manifest
/// that does not load gives a `WT_TOUR_ERROR` whose message names the file,
/// the position, the field and what is wrong:
///
/// ```c
/// g_autoptr (GError) error = NULL;
/// g_autoptr (GFile) file = g_file_new_for_path ("tour.json");
/// g_autoptr (WtTour) tour = wt_tour_new_from_file (file, &error);
/// if (tour == NULL)
///   g_printerr ("%s\n", error->message);   // tour.json:4:12: pages[0].title: missing required field
/// ```
///
/// The format is described in docs/manifest.md, and
/// `walkthrough --check tour.json` checks a file from the command line.
#[repr(C)]
pub struct WtTour {
    _data: [u8; 0],
    _marker: ::core::marker::PhantomData<(*mut u8, ::core::marker::PhantomPinned)>,
}

impl ::std::fmt::Debug for WtTour {
    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
        f.debug_struct(&format!("WtTour @ {:p}", self)).finish()
    }
}

#[link(name = "walkthrough-1")]
extern "C" {
    /// The `GType` of `WtGuideEnding`.
    pub fn wt_guide_ending_get_type() -> glib::GType;
    /// The `GType` of `WtOnboardingError`.
    pub fn wt_onboarding_error_get_type() -> glib::GType;
    /// The error domain of onboarding state that could not be kept.
    ///
    /// ## Returns
    /// the quark of `WT_ONBOARDING_ERROR`
    pub fn wt_onboarding_error_quark() -> glib::GQuark;
    /// The `GType` of `WtTipInvalidation`.
    pub fn wt_tip_invalidation_get_type() -> glib::GType;
    /// The `GType` of `WtTipOutcome`.
    pub fn wt_tip_outcome_get_type() -> glib::GType;
    /// The `GType` of `WtTourEnding`.
    pub fn wt_tour_ending_get_type() -> glib::GType;
    /// The `GType` of `WtTourError`.
    pub fn wt_tour_error_get_type() -> glib::GType;
    /// The error domain of tour manifests that do not load.
    ///
    /// ## Returns
    /// the quark of `WT_TOUR_ERROR`
    pub fn wt_tour_error_quark() -> glib::GQuark;
    /// The `GType` of `WtTourKind`.
    pub fn wt_tour_kind_get_type() -> glib::GType;
    /// The `GType` of `WtChecklist`.
    pub fn wt_checklist_get_type() -> glib::GType;
    /// Creates a checklist widget for the manifest's checklist `checklist_id`;
    /// hand it to `wt_onboarding_add_checklist` to fill it.
    ///
    /// ## Parameters
    /// - `checklist_id`: the id of the manifest's checklist to show
    ///
    /// ## Returns
    /// the new checklist
    pub fn wt_checklist_new(checklist_id: *const c_char) -> *mut gtk::GtkWidget;
    /// Gets the id of the manifest's checklist the widget shows.
    ///
    /// ## Returns
    /// the checklist's id
    pub fn wt_checklist_get_checklist_id(self_: *mut WtChecklist) -> *const c_char;
    /// Gets how many items are done.
    ///
    /// ## Returns
    /// the number of items done
    pub fn wt_checklist_get_n_done(self_: *mut WtChecklist) -> c_uint;
    /// Gets how many items the checklist has.
    ///
    /// ## Returns
    /// the number of items
    pub fn wt_checklist_get_n_items(self_: *mut WtChecklist) -> c_uint;
    /// Gets the share of items done, from 0 to 1.
    ///
    /// ## Returns
    /// the progress
    pub fn wt_checklist_get_progress(self_: *mut WtChecklist) -> c_double;
    /// The `GType` of `WtCoachMarkOverlay`.
    pub fn wt_coach_mark_overlay_get_type() -> glib::GType;
    /// Creates an empty overlay; add it to a window and set its
    /// `CoachMarkOverlay:child`.
    ///
    /// ## Returns
    /// the new overlay
    pub fn wt_coach_mark_overlay_new() -> *mut gtk::GtkWidget;
    /// Gets the content coach marks show over.
    ///
    /// ## Returns
    /// the content
    pub fn wt_coach_mark_overlay_get_child(self_: *mut WtCoachMarkOverlay) -> *mut gtk::GtkWidget;
    /// Gets the name of the window the overlay attaches itself under.
    ///
    /// ## Returns
    /// the window name, or `None`
    pub fn wt_coach_mark_overlay_get_window_name(self_: *mut WtCoachMarkOverlay) -> *const c_char;
    /// Goes to the next step of the guide showing, or finishes it on the last
    /// step; for the buttons of content from
    /// `CoachMarkOverlay::create-callout`. Does nothing when no guide shows.
    pub fn wt_coach_mark_overlay_next_step(self_: *mut WtCoachMarkOverlay);
    /// Goes back a step in the guide showing. Does nothing on the first step or
    /// when no guide shows.
    pub fn wt_coach_mark_overlay_previous_step(self_: *mut WtCoachMarkOverlay);
    /// Sets the content coach marks show over.
    ///
    /// ## Parameters
    /// - `child`: the content
    pub fn wt_coach_mark_overlay_set_child(self_: *mut WtCoachMarkOverlay, child: *mut gtk::GtkWidget);
    /// Sets `CoachMarkOverlay:window-name`: the overlay attaches itself
    /// under that name to its application's onboarding when it comes on screen.
    ///
    /// ## Parameters
    /// - `window_name`: the name manifests use for the window, or `None`
    pub fn wt_coach_mark_overlay_set_window_name(self_: *mut WtCoachMarkOverlay, window_name: *const c_char);
    /// Triggers what the step's target stands for ("Show me"): activates its
    /// action or button. Does nothing when no guide shows.
    pub fn wt_coach_mark_overlay_show_me(self_: *mut WtCoachMarkOverlay);
    /// Ends the guide showing as skipped. Does nothing when no guide shows.
    pub fn wt_coach_mark_overlay_skip_guide(self_: *mut WtCoachMarkOverlay);
    /// The `GType` of `WtOnboarding`.
    pub fn wt_onboarding_get_type() -> glib::GType;
    /// Creates the onboarding for `application`. Its actions are added to the
    /// application at once; nothing shows until `wt_onboarding_start`.
    ///
    /// A `version` that orders nowhere (empty, not ASCII, `1..2`) is one warning;
    /// the onboarding then makes no tour decision: `wt_onboarding_start`
    /// asks for the main window, no tour or coach mark shows by itself, and no
    /// version is recorded.
    ///
    /// ## Parameters
    /// - `application`: the application
    /// - `version`: the running app's version as the app writes it, such as `1.2`,
    /// `46.beta`, `1.0~rc1`, `1:2.0-1` or `1.0.0-rc.1+build`
    /// - `tour`: the welcome tour and coach marks, or `None` for none
    ///
    /// ## Returns
    /// the new onboarding
    pub fn wt_onboarding_new(application: *mut gtk::GtkApplication, version: *const c_char, tour: *mut WtTour) -> *mut WtOnboarding;
    /// Fills `checklist` with the manifest's checklist named by its
    /// `Checklist:checklist-id`, and ticks its items as their
    /// completions happen, from now on even while it is not on screen; what
    /// happened before (events donated, guides finished, tips seen, settings
    /// changed) counts too. Its progress is kept in
    /// `$XDG_STATE_HOME/<application id>/checklists.json`. The onboarding keeps
    /// no reference: a checklist that is destroyed is forgotten.
    ///
    /// ## Parameters
    /// - `checklist`: a checklist placed in one of the app's windows
    pub fn wt_onboarding_add_checklist(self_: *mut WtOnboarding, checklist: *mut WtChecklist);
    /// Shows the inline feature tip named by `view`'s `TipView:tip-id`
    /// in `view` when its rules say. The onboarding keeps no reference: a view
    /// that is destroyed is forgotten.
    ///
    /// ## Parameters
    /// - `view`: a tip view placed in one of the app's windows
    pub fn wt_onboarding_add_tip_view(self_: *mut WtOnboarding, view: *mut WtTipView);
    /// Runs the coach marks of the window named `window_name` over `overlay`:
    /// those due for this version show now, or when the tour closes. The
    /// onboarding keeps no reference to `overlay`: once its window is destroyed,
    /// the coach marks showing or waiting there are dropped unseen, and show
    /// over the next overlay attached under that name.
    ///
    /// A guide step whose `window` names `window_name` (a Preferences dialog,
    /// say) shows over `overlay` while that window is on screen; attach each such
    /// dialog's overlay when the dialog is built.
    ///
    /// ## Parameters
    /// - `overlay`: the overlay of the window's content
    /// - `window_name`: the name manifests use for the window, or `None`
    /// for `WT_ONBOARDING_MAIN_WINDOW`
    pub fn wt_onboarding_attach(self_: *mut WtOnboarding, overlay: *mut WtCoachMarkOverlay, window_name: *const c_char);
    /// Records that `event` happened now, for the feature tips whose rules count
    /// it (`{"event": "tour-played", "atLeast": 2, "within": "P7D"}`). The newest
    /// 1,000 donations of each event are kept, across runs.
    ///
    /// ## Parameters
    /// - `event`: the event's name, such as `tour-played`: ASCII letters, digits,
    /// `-`, `_` and `.`
    pub fn wt_onboarding_donate(self_: *mut WtOnboarding, event: *const c_char);
    /// Gets the application.
    ///
    /// ## Returns
    /// the application
    pub fn wt_onboarding_get_application(self_: *mut WtOnboarding) -> *mut gtk::GtkApplication;
    /// Whether the app lets the onboarding show anything by itself; see
    /// `Onboarding:enabled`.
    ///
    /// ## Returns
    /// `false` when the app turned it off
    pub fn wt_onboarding_get_enabled(self_: *mut WtOnboarding) -> glib::gboolean;
    /// The metainfo the app named; see `Onboarding:metainfo`.
    ///
    /// ## Returns
    /// the file, or `None` for the installed one
    pub fn wt_onboarding_get_metainfo(self_: *mut WtOnboarding) -> *mut gio::GFile;
    /// Gets whether the testing mode that shows every feature tip is on.
    ///
    /// ## Returns
    /// whether every tip shows
    pub fn wt_onboarding_get_show_all_tips(self_: *mut WtOnboarding) -> glib::gboolean;
    /// Gets the welcome tour.
    ///
    /// ## Returns
    /// the tour
    pub fn wt_onboarding_get_tour(self_: *mut WtOnboarding) -> *mut WtTour;
    /// Gets the running app's version, as given.
    ///
    /// ## Returns
    /// the version
    pub fn wt_onboarding_get_version(self_: *mut WtOnboarding) -> *const c_char;
    /// Makes the onboarding go before the application's own
    /// `Gio.Application::activate` and `Gio.Application::open`
    /// handlers, for an app that makes its windows there (a window per launch,
    /// per file, or New Window): the app keeps that code as it is, and calls
    /// neither `wt_onboarding_start` nor `wt_onboarding_open` nor answers
    /// `Onboarding::create-main-window`.
    ///
    /// Call it right after `wt_onboarding_new`, in the application's `startup`
    /// or in `main()` before the application runs. On a launch whose welcome tour
    /// comes first, the request that started it (activate, or open with its files
    /// and hint) waits while the tour shows, and is asked of the application
    /// again when the tour ends (`Gio.Application.activate`,
    /// `Gio.Application.open`), so the app's own handler makes its window;
    /// a request that comes while the tour shows waits too. Every other request
    /// passes at once, untouched. The application keeps the onboarding alive
    /// until it shuts down. With two onboardings holding one application's
    /// requests, the newest holds them.
    ///
    /// The onboarding connects its handlers now: the class's handlers (an
    /// `activate` or `open` vfunc, Python's `do_activate`, GJS's
    /// `vfunc_activate`, Vala's `override`) and handlers connected later run
    /// after it; a handler connected before this call runs first. Coach marks
    /// show over the app's windows whose `WtCoachMarkOverlay` has a
    /// `CoachMarkOverlay:window-name`, or that the app attaches.
    pub fn wt_onboarding_hold_requests(self_: *mut WtOnboarding);
    /// Ends a feature tip for good: the person used what it teaches (or it no
    /// longer applies). It hides if it shows, and
    /// `Onboarding::feature-tip-ended` reports `reason`.
    ///
    /// ## Parameters
    /// - `tip_id`: the feature tip's id
    /// - `reason`: why it is done, usually `WT_TIP_INVALIDATION_ACTION_PERFORMED`
    pub fn wt_onboarding_invalidate_tip(self_: *mut WtOnboarding, tip_id: *const c_char, reason: WtTipInvalidation);
    /// Decides what to show, as `wt_onboarding_start` does, for an
    /// application asked to open files: call it from its
    /// `Gio.Application::open` handler (an application with
    /// `G_APPLICATION_HANDLES_OPEN`), where `Gio.Application::activate`
    /// does not come. The onboarding keeps the files and hands them over with
    /// `Onboarding::open-files` once the main window is open: after the
    /// welcome tour on a first run, at once otherwise.
    ///
    /// ## Parameters
    /// - `files`: the files to open
    /// - `n_files`: how many there are
    /// - `hint`: the hint from `Gio.Application::open`, or `None`
    pub fn wt_onboarding_open(self_: *mut WtOnboarding, files: *mut *mut gio::GFile, n_files: c_int, hint: *const c_char);
    /// Plays another tour over the main window; it records nothing.
    ///
    /// ## Parameters
    /// - `tour`: the tour to play
    pub fn wt_onboarding_play(self_: *mut WtOnboarding, tour: *mut WtTour);
    /// Forgets every feature tip's state: the events donated, how often and how
    /// long each tip showed, and which are done. `wt_onboarding_reset_tour`
    /// does this too.
    pub fn wt_onboarding_reset_tips(self_: *mut WtOnboarding);
    /// Forgets that the tour and coach marks were seen, so they show again on the
    /// next start, as `app.reset-tour` does; `Onboarding::tour-reset` says
    /// how it went.
    pub fn wt_onboarding_reset_tour(self_: *mut WtOnboarding);
    /// Turns the onboarding off (or on again) for an app with its own setting,
    /// before `wt_onboarding_start` usually; see `Onboarding:enabled`.
    ///
    /// ## Parameters
    /// - `enabled`: `false` to show nothing by itself and record nothing
    pub fn wt_onboarding_set_enabled(self_: *mut WtOnboarding, enabled: glib::gboolean);
    /// Names the AppStream metainfo whose release notes show after an update,
    /// before `wt_onboarding_start`; see `Onboarding:metainfo`.
    /// A resting launch reads nothing of it.
    ///
    /// ## Parameters
    /// - `metainfo`: the app's metainfo file, or `None` for the installed one
    pub fn wt_onboarding_set_metainfo(self_: *mut WtOnboarding, metainfo: *mut gio::GFile);
    /// Sets a parameter that feature tips' rules compare
    /// (`{"parameter": "signedIn", "equals": true}`). Tips showing because of it
    /// hide when it changes. Parameters are not saved: set them each run. A
    /// floating `value` is sunk and released.
    ///
    /// ## Parameters
    /// - `name`: the parameter's name, such as `signedIn`
    /// - `value`: a boolean, number (any numeric type) or string, or
    /// `None` to unset it
    pub fn wt_onboarding_set_parameter(self_: *mut WtOnboarding, name: *const c_char, value: *mut glib::GVariant);
    /// Turns the testing mode on or off: every feature tip shows wherever it
    /// can, whatever its rules, limits and saved state.
    ///
    /// ## Parameters
    /// - `show_all`: whether every feature tip shows
    pub fn wt_onboarding_set_show_all_tips(self_: *mut WtOnboarding, show_all: glib::gboolean);
    /// Replays the window's tips and guides, as `app.show-tips` does for the main
    /// window.
    ///
    /// ## Parameters
    /// - `window_name`: the window's name in the manifest, or `None` for
    /// `WT_ONBOARDING_MAIN_WINDOW`
    pub fn wt_onboarding_show_tips(self_: *mut WtOnboarding, window_name: *const c_char);
    /// Shows the whole welcome tour over the main window, as `app.show-tour` does.
    pub fn wt_onboarding_show_tour(self_: *mut WtOnboarding);
    /// Decides what to show at start-up; call it when the application activates.
    /// Called again (a second activation), it presents what is open.
    ///
    /// ## Parameters
    /// - `show_whole_tour`: whether to show the whole welcome tour whatever the
    /// version file says
    pub fn wt_onboarding_start(self_: *mut WtOnboarding, show_whole_tour: glib::gboolean);
    /// The `GType` of `WtTipView`.
    pub fn wt_tip_view_get_type() -> glib::GType;
    /// Creates a tip view for the inline tip `tip_id`; it stays hidden until that
    /// tip is to show.
    ///
    /// ## Parameters
    /// - `tip_id`: the id of the manifest's inline tip to show
    ///
    /// ## Returns
    /// the new tip view
    pub fn wt_tip_view_new(tip_id: *const c_char) -> *mut gtk::GtkWidget;
    /// Gets the id of the inline tip the view shows.
    ///
    /// ## Returns
    /// the tip's id
    pub fn wt_tip_view_get_tip_id(self_: *mut WtTipView) -> *const c_char;
    /// The `GType` of `WtTour`.
    pub fn wt_tour_get_type() -> glib::GType;
    /// Reads and checks the tour manifest in `file`: its syntax, every field,
    /// and that every image it names is inside its folder. The images of a
    /// manifest in a GResource are read from the same GResource.
    ///
    /// ## Parameters
    /// - `file`: the manifest: a local JSON file, or a `resource://` file of the
    /// app's registered GResources
    ///
    /// ## Returns
    /// the tour, or `None` with `error` set
    pub fn wt_tour_new_from_file(file: *mut gio::GFile, error: *mut *mut glib::GError) -> *mut WtTour;
    /// Reads and checks the tour manifest at `path` in the app's GResources, as
    /// `wt_tour_new_from_file` does for `resource://` files. The images it names
    /// are read from the same GResource, and must be inside the manifest's folder
    /// there; the size limits apply to the bytes read.
    ///
    /// `path` is a name, as given to `g_resources_lookup_data()`, not part of a URI:
    /// `%2e` in it is three characters, not a dot. A path that does not start with
    /// `/` is `WT_TOUR_ERROR_NOT_FOUND`.
    ///
    /// ## Parameters
    /// - `path`: the manifest's path in the app's registered GResources, such as
    /// `/org/example/App/tour/tour.json`
    ///
    /// ## Returns
    /// the tour, or `None` with `error` set
    pub fn wt_tour_new_from_resource(path: *const c_char, error: *mut *mut glib::GError) -> *mut WtTour;
    /// Gets the manifest's `id`.
    ///
    /// ## Returns
    /// the id
    pub fn wt_tour_get_id(self_: *mut WtTour) -> *const c_char;
    /// Gets how many pages the welcome tour has.
    ///
    /// ## Returns
    /// the number of pages
    pub fn wt_tour_get_page_count(self_: *mut WtTour) -> c_uint;
    /// Gets the manifest's `title`, as written in the file.
    ///
    /// ## Returns
    /// the title
    pub fn wt_tour_get_title(self_: *mut WtTour) -> *const c_char;
}
