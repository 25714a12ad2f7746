//! Onboardings and overlays made and dropped are finalized and leave the
//! memory flat; the signals whose handlers return an object (create-main-window,
//! create-callout) hand it over. Runs on the process's main thread (GTK's), so
//! without the test harness; needs a display. Prints "ok: ..." lines.
use std::cell::Cell;
use walkthrough::glib::translate::ToGlibPtr;
use walkthrough::gtk::prelude::*;
use walkthrough::{gio, glib, gtk, CoachMarkOverlay, Onboarding, Tour};

fn main() {
    let state = std::env::temp_dir().join(format!("walkthrough-rust-test-{}", std::process::id()));
    std::env::set_var("XDG_CONFIG_HOME", state.join("config"));
    std::env::set_var("XDG_STATE_HOME", state.join("state"));
    gtk::init().expect("GTK initializes (a display is needed)");
    let hello = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../Examples/common/tour/hello.json");
    let tour = Tour::from_file(&gio::File::for_path(hello)).expect("the example's tour loads");
    let app = gtk::Application::new(Some("dev.walkthrough.RustCrateTest"), gio::ApplicationFlags::NON_UNIQUE);
    app.register(None::<&gio::Cancellable>).expect("the application registers");

    made_and_dropped_are_finalized(&app, &tour);
    create_main_window_returns_the_window(&app, &tour);
    create_callout_returns_the_widget();
    let _ = std::fs::remove_dir_all(state);
}

fn made_and_dropped_are_finalized(app: &gtk::Application, tour: &Tour) {
    make_and_drop(app, tour, 100); // warms up caches, the stylesheet, the type system
    let before = rss_kib();
    let finalized = make_and_drop(app, tour, 100);
    let after = rss_kib();
    assert_eq!(finalized, 200, "{} of 200 objects were not finalized", 200 - finalized);
    assert!(after < before + 2048, "RSS grew by {} KiB over 100 onboardings and overlays", after - before);
    let action = walkthrough::ONBOARDING_SHOW_TOUR_ACTION.trim_start_matches("app.");
    assert!(app.lookup_action(action).is_none(), "a dropped onboarding's action stayed on the application");
    println!("ok: 200 objects finalized, RSS {} -> {} KiB", before, after);
}

/// Makes and drops `count` onboardings with an attached overlay each; returns how many were finalized.
fn make_and_drop(app: &gtk::Application, tour: &Tour, count: usize) -> u32 {
    let finalized = Cell::new(0u32);
    for _ in 0..count {
        let onboarding = Onboarding::new(app, "1.0", Some(tour));
        let overlay = CoachMarkOverlay::builder().child(&gtk::Label::new(Some("content"))).build();
        onboarding.attach(&overlay, None);
        count_finalization(&onboarding, &finalized);
        count_finalization(&overlay, &finalized);
    }
    let context = glib::MainContext::default();
    while context.iteration(false) {}
    finalized.get()
}

/// Adds one to `counter` when `object` is finalized (a GObject weak reference, as the Python test uses).
fn count_finalization(object: &impl IsA<glib::Object>, counter: &Cell<u32>) {
    unsafe extern "C" fn notify(data: glib::ffi::gpointer, _object: *mut glib::gobject_ffi::GObject) {
        let counter = &*(data as *const Cell<u32>);
        counter.set(counter.get() + 1);
    }
    let pointer: *mut glib::gobject_ffi::GObject = object.as_ref().to_glib_none().0;
    unsafe { glib::gobject_ffi::g_object_weak_ref(pointer, Some(notify), counter as *const Cell<u32> as glib::ffi::gpointer) }
}

/// Emits `signal` on `object` and returns what the handler returned: `emit_by_name`
/// differs between gtk-rs series (0.14 returns a `Result<Option<Value>>`, 0.20 the
/// return type asked for), g_signal_emitv is the same in every one.
fn emit(object: &impl IsA<glib::Object>, signal: &str, arguments: &[glib::Value]) -> glib::Value {
    use glib::gobject_ffi;
    use glib::translate::{IntoGlib, ToGlibPtrMut};
    // G_SIGNAL_TYPE_STATIC_SCOPE (G_TYPE_FLAG_RESERVED_ID_BIT), a macro the sys crates do not declare.
    const STATIC_SCOPE: glib::ffi::GType = 1;
    let object = object.as_ref();
    let name = std::ffi::CString::new(signal).expect("a signal name has no NUL");
    let mut values = vec![object.to_value()];
    values.extend(arguments.iter().cloned());
    let raw: Vec<gobject_ffi::GValue> = values.iter().map(|value| unsafe { *value.to_glib_none().0 }).collect();
    unsafe {
        let id = gobject_ffi::g_signal_lookup(name.as_ptr(), object.type_().into_glib());
        assert_ne!(id, 0, "{} has a signal {}", object.type_(), signal);
        let mut query = std::mem::zeroed::<gobject_ffi::GSignalQuery>();
        gobject_ffi::g_signal_query(id, &mut query);
        let mut returned = glib::Value::from_type(glib::translate::from_glib(query.return_type & !STATIC_SCOPE));
        gobject_ffi::g_signal_emitv(raw.as_ptr(), id, 0, returned.to_glib_none_mut().0);
        returned
    }
}

fn rss_kib() -> i64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status reads");
    let line = status.lines().find(|line| line.starts_with("VmRSS:")).expect("VmRSS is listed");
    line.split_whitespace().nth(1).and_then(|kib| kib.parse().ok()).expect("VmRSS is a number")
}

fn create_main_window_returns_the_window(app: &gtk::Application, tour: &Tour) {
    let onboarding = Onboarding::new(app, "1.0", Some(tour));
    let made = app.clone();
    onboarding.connect_create_main_window(move |_| {
        let window = gtk::ApplicationWindow::new(&made);
        window.set_title(Some("made by the handler"));
        window
    });
    // The returned value's reference ends with this statement.
    let window = emit(&onboarding, "create-main-window", &[]).get::<gtk::Window>().expect("the handler's window comes back");
    assert_eq!(window.title().as_deref(), Some("made by the handler"));
    // The reference the handler handed over is the emitter's: once the window
    // is destroyed and dropped here, nothing keeps it.
    let finalized = Cell::new(0u32);
    count_finalization(&window, &finalized);
    window.destroy();
    drop(window);
    let context = glib::MainContext::default();
    while context.iteration(false) {}
    assert_eq!(finalized.get(), 1, "the window returned by create-main-window is finalized once destroyed");
    println!("ok: create-main-window");
}

fn create_callout_returns_the_widget() {
    let overlay = CoachMarkOverlay::new();
    let asked = std::rc::Rc::new(std::cell::RefCell::new(vec![]));
    let seen = asked.clone();
    overlay.connect_create_callout(move |_, guide, step, count, title, _body| {
        seen.borrow_mut().push(format!("{} {} {} {}", guide, step, count, title));
        Some(gtk::Label::new(Some("mine")))
    });
    let arguments = ["g".to_value(), 0u32.to_value(), 2u32.to_value(), "Title".to_value(), "Body".to_value()];
    let widget = emit(&overlay, "create-callout", &arguments).get::<gtk::Widget>().expect("the handler's widget comes back");
    let label = widget.downcast::<gtk::Label>().expect("the widget is the handler's label");
    assert_eq!(label.label().as_str(), "mine");
    assert_eq!(*asked.borrow(), vec!["g 0 2 Title".to_string()]);
    println!("ok: create-callout");
}
