// The quick start's Hello (README.md), its window holding the tour's
// checklist "get-started": the recipe goes where the window is made.
use walkthrough::gtk::prelude::*;
use walkthrough::{gio, gtk, Checklist, CoachMarkOverlay, Onboarding, Tour};

fn main() {
    let app = gtk::Application::new(Some("org.example.Hello"), Default::default());
    let tour = Tour::from_file(&gio::File::for_path("tour/hello.json")).ok();
    let onboarding = Onboarding::new(&app, "1.0", tour.as_ref());
    let owner = app.clone();
    onboarding.connect_create_main_window(move |onboarding| {
        let builder = gtk::Builder::from_file("hello.ui");
        let window: gtk::ApplicationWindow = builder.object("window").expect("hello.ui has a window");
        let greeting: gtk::Label = builder.object("greeting").expect("and a greeting");
        let content = greeting.parent().and_then(|parent| parent.downcast::<gtk::Box>().ok()).expect("in a box");
        window.set_application(Some(&owner));
        onboarding.attach(&builder.object::<CoachMarkOverlay>("overlay").expect("and an overlay"), None);
        @SNIPPET@
        window
    });
    app.connect_activate(move |_| onboarding.start(false));
    std::process::exit(app.run().into());
}
