// A get-started checklist in Vala: the tour's checklist "get-started"
// (tour/hello.json) in a WtChecklist that checklist.ui declares. The
// onboarding fills it and ticks its items as the person uses the window's
// actions, win.greet and win.wave: the app writes no code for the ticks.
// Its progress is printed as it changes ("checklist: 1 of 2").

public class ChecklistExample : Gtk.Application {
    private Wt.Onboarding? onboarding = null;

    public ChecklistExample () {
        Object (application_id: "dev.walkthrough.ChecklistVala");
    }

    public override void activate () {
        if (onboarding == null) {
            Wt.Tour? tour = null;
            try {
                tour = new Wt.Tour.from_file (File.new_build_filename (Config.DATA, "tour", "hello.json"));
            } catch (Error error) { // file:line:column: field: reason
                warning ("%s", error.message);
            }
            // On a first run the tour shows first, then the main window.
            onboarding = new Wt.Onboarding (this, "1.0", tour);
            onboarding.create_main_window.connect (create_main_window);
        }
        onboarding.start (false);
    }

    private Gtk.Window create_main_window () {
        var builder = new Gtk.Builder.from_file (Path.build_filename (Config.DATA, "checklist.ui"));
        var window = (Gtk.ApplicationWindow) builder.get_object ("window");
        window.application = this;
        var greeting = (Gtk.Label) builder.get_object ("greeting");
        add_action (window, "greet", () => greeting.label = "Hello to you too!");
        add_action (window, "wave", () => greeting.label = "Waving back!");

        var checklist = (Wt.Checklist) builder.get_object ("checklist");
        // Fills it from the manifest, with what was done before (even on an earlier run).
        onboarding.add_checklist (checklist);
        report (checklist);
        checklist.notify["n-done"].connect (() => report (checklist));
        checklist.completed.connect (() => print ("checklist: completed\n"));
        return window;
    }

    private delegate void Activate ();

    private static void add_action (Gtk.ApplicationWindow window, string name, owned Activate activate) {
        var action = new SimpleAction (name, null);
        action.activate.connect (() => activate ());
        window.add_action (action);
    }

    private static void report (Wt.Checklist checklist) {
        print ("checklist: %u of %u\n", checklist.n_done, checklist.n_items);
    }

    public static int main (string[] args) {
        return new ChecklistExample ().run (args);
    }
}
