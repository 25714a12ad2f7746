//! Hello in Rust: a small GTK 4 app whose first run is Walkthrough's onboarding.
//!
//! The tour, its coach marks and feature tips are data (../common/tour/hello.json),
//! the window a .ui file (../common/hello.ui) that declares the WtCoachMarkOverlay
//! around the content and a WtTipView for the inline tip: the same Hello as the
//! C, Python, JavaScript and Vala examples, with the outcomes printed.
use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;
use walkthrough::gio::prelude::*;
use walkthrough::glib;
use walkthrough::gtk::prelude::*;
use walkthrough::{gio, gtk, CoachMarkOverlay, Onboarding, TipView, Tour};

const APP_ID: &str = "dev.walkthrough.HelloRust";
const VERSION: &str = "1.0";

/// The shared example files: the window and the tour.
fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../common")
}

fn main() {
    let app = gtk::Application::new(Some(APP_ID), Default::default());
    let onboarding: Rc<RefCell<Option<Onboarding>>> = Rc::default();
    app.connect_activate(move |app| {
        let mut kept = onboarding.borrow_mut();
        kept.get_or_insert_with(|| make_onboarding(app)).start(false);
    });
    // run() gives an i32 in gtk-rs 0.3 and a glib::ExitCode in 0.9: both are an i32 with into().
    std::process::exit(app.run().into());
}

fn make_onboarding(app: &gtk::Application) -> Onboarding {
    let tour = Tour::from_file(&gio::File::for_path(data().join("tour/hello.json")))
        .map_err(|error| eprintln!("{}", error)) // file:line:column: field: reason
        .ok();
    // Reads ~/.config/dev.walkthrough.HelloRust/tour-version and decides what to show.
    let onboarding = Onboarding::new(app, VERSION, tour.as_ref());
    // F1 shows the tour again, as the menu's Show Tour (app.show-tour) does.
    app.set_accels_for_action(walkthrough::ONBOARDING_SHOW_TOUR_ACTION, &["F1"]);
    let app = app.clone();
    onboarding.connect_create_main_window(move |onboarding| create_main_window(onboarding, &app));
    onboarding.connect_tour_ended(|_, ending, kind, tour_id| report(&["tour-ended", ending.nick().unwrap_or_default(), kind.nick().unwrap_or_default(), tour_id]));
    onboarding.connect_version_recorded(|_, version| report(&["version-recorded", version]));
    onboarding.connect_guide_ended(|_, guide, ending, step| report(&["guide-ended", guide, ending.nick().unwrap_or_default(), &step.to_string()]));
    onboarding.connect_feature_tip_shown(|_, tip| report(&["feature-tip-shown", tip]));
    onboarding.connect_feature_tip_ended(|_, tip, reason| report(&["feature-tip-ended", tip, reason.nick().unwrap_or_default()]));
    onboarding
}

fn create_main_window(onboarding: &Onboarding, app: &gtk::Application) -> gtk::ApplicationWindow {
    let builder = gtk::Builder::from_file(data().join("hello.ui"));
    let window: gtk::ApplicationWindow = object(&builder, "window");
    window.set_application(Some(app));
    let greeting: gtk::Label = object(&builder, "greeting");
    let donor = onboarding.downgrade();
    add_action(&window, "greet", move || {
        if let Some(onboarding) = donor.upgrade() {
            onboarding.donate("greeted"); // wave-tip shows after two
        }
    });
    add_action(&window, "wave", move || greeting.set_label("Hello, waving!"));
    onboarding.attach(&object::<CoachMarkOverlay>(&builder, "overlay"), None);
    // The inline tip greet-tip shows in the .ui file's WtTipView, when its rule holds.
    onboarding.add_tip_view(&object::<TipView>(&builder, "greet-tip"));
    onboarding.set_parameter("canGreet", Some(&true.to_variant()));
    window
}

/// An object hello.ui declares (the file is the example's own: a missing id is a bug in it).
fn object<T: IsA<glib::Object>>(builder: &gtk::Builder, id: &str) -> T {
    builder.object(id).unwrap_or_else(|| panic!("hello.ui declares {}", id))
}

fn add_action(window: &gtk::ApplicationWindow, name: &str, activate: impl Fn() + 'static) {
    let action = gio::SimpleAction::new(name, None);
    action.connect_activate(move |_, _| activate());
    window.add_action(&action);
}


fn report(outcome: &[&str]) {
    println!("onboarding: {}", outcome.join(" "));
}
