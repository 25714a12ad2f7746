//! Walkthrough for Rust: onboarding tours, tips and spotlight guides for GTK 4
//! apps, over libwalkthrough-1 (its C API, through the `walkthrough-sys` crate).
//!
//! Safe bindings in gtk-rs's style, from one source for two series: gtk4 0.3
//! with glib 0.14 (Debian 12's) and gtk4 0.9 with glib 0.20 (GNOME 48's,
//! Debian 13's); the code uses only what both share. A thin layer: every
//! method calls one C function, every `connect_*` connects one signal; the doc
//! comments are the C API's, taken from `Walkthrough-1.gir` by
//! `bindings/rust/generate.py`.
//!
//! ```no_run
//! use walkthrough::gtk::prelude::*;
//! use walkthrough::{gio, gtk, Onboarding, Tour};
//!
//! let app = gtk::Application::new(Some("com.example.App"), Default::default());
//! app.connect_activate(|app| {
//!     let tour = Tour::from_file(&gio::File::for_path("tour.json")).ok();
//!     let onboarding = Onboarding::new(app, "1.0", tour.as_ref());
//!     let app = app.clone();
//!     onboarding.connect_create_main_window(move |_| gtk::ApplicationWindow::new(&app));
//!     onboarding.start(false);
//! });
//! ```
//!
//! `Examples/hello-rust` in the repository is a whole app.
#![deny(missing_docs)]

#[macro_use]
mod auto;
mod checklist;
mod coach_mark_overlay;
mod object;
mod onboarding;
mod tip_view;
mod tour;

pub use auto::constants::*;
pub use auto::enums::*;
pub use checklist::{Checklist, ChecklistBuilder};
pub use coach_mark_overlay::{CoachMarkOverlay, CoachMarkOverlayBuilder};
pub use ffi;
pub use onboarding::{Onboarding, OnboardingBuilder};
pub use tip_view::{TipView, TipViewBuilder};
pub use tour::Tour;

/// The crates these bindings are written for, so an app uses the same ones.
pub use {gio, glib, gtk};
