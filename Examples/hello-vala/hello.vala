// Hello in Vala: a small GTK 4 app whose first run is Walkthrough's onboarding.
// The tour, its coach marks and feature tips are data (tour/hello.json), the
// window a .ui file (hello.ui) that declares the WtCoachMarkOverlay around the
// content and a WtTipView for the inline tip.

public class Hello : Gtk.Application {
    private Wt.Onboarding? onboarding = null;

    public Hello () {
        Object (application_id: "dev.walkthrough.HelloVala");
    }

    public override void activate () {
        if (onboarding != null) {
            onboarding.start (false);
            return;
        }
        Wt.Tour? tour = null;
        try {
            tour = new Wt.Tour.from_file (File.new_build_filename (Config.DATA, "tour", "hello.json"));
        } catch (Error error) { // file:line:column: field: reason
            warning ("%s", error.message);
        }
        // Reads ~/.config/dev.walkthrough.HelloVala/tour-version and decides what to show.
        onboarding = new Wt.Onboarding (this, "1.0", tour);
        // F1 shows the tour again, as the menu's Show Tour (app.show-tour) does.
        set_accels_for_action (Wt.ONBOARDING_SHOW_TOUR_ACTION, { "F1" });
        onboarding.create_main_window.connect (create_main_window);
        onboarding.tour_ended.connect ((ending, kind, tour_id) => report ("tour-ended %s %s %s".printf (nick (ending), nick (kind), tour_id)));
        onboarding.version_recorded.connect ((version) => report ("version-recorded " + version));
        onboarding.guide_ended.connect ((guide, ending, step) => report ("guide-ended %s %s %u".printf (guide, nick (ending), step)));
        onboarding.feature_tip_shown.connect ((tip) => report ("feature-tip-shown " + tip));
        onboarding.feature_tip_ended.connect ((tip, reason) => report ("feature-tip-ended %s %s".printf (tip, nick (reason))));
        onboarding.start (false);
    }

    private Gtk.Window create_main_window () {
        var builder = new Gtk.Builder.from_file (Path.build_filename (Config.DATA, "hello.ui"));
        var window = (Gtk.ApplicationWindow) builder.get_object ("window");
        window.application = this;
        var greeting = (Gtk.Label) builder.get_object ("greeting");
        add_action (window, "greet", () => onboarding.donate ("greeted")); // wave-tip shows after two
        add_action (window, "wave", () => greeting.label = "Hello, waving!");
        onboarding.attach ((Wt.CoachMarkOverlay) builder.get_object ("overlay"), null);
        // The inline tip greet-tip shows in the .ui file's WtTipView, when its rule holds.
        onboarding.add_tip_view ((Wt.TipView) builder.get_object ("greet-tip"));
        onboarding.set_parameter ("canGreet", true);
        return window;
    }

    private delegate void Activate ();

    private static void add_action (Gtk.ApplicationWindow window, string name, owned Activate activate) {
        var action = new SimpleAction (name, null);
        action.activate.connect (() => activate ());
        window.add_action (action);
    }

    private static string nick<T> (T value) {
        return ((EnumClass) typeof (T).class_ref ()).get_value ((int) value).value_nick;
    }

    private static void report (string outcome) {
        print ("onboarding: %s\n", outcome);
    }

    public static int main (string[] args) {
        return new Hello ().run (args);
    }
}
