// Hello in Vala: a small GTK 4 app whose first run is Walkthrough's onboarding.
// The tour and its coach marks are data (tour/hello.json), the window a .ui
// file (hello.ui) that declares the WtCoachMarkOverlay around the content.

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
        onboarding.create_main_window.connect (create_main_window);
        onboarding.tour_ended.connect ((ending, kind, tour_id) => report ("tour-ended %s %s %s".printf (nick (ending), nick (kind), tour_id)));
        onboarding.version_recorded.connect ((version) => report ("version-recorded " + version));
        onboarding.guide_ended.connect ((guide, ending, step) => report ("guide-ended %s %s %u".printf (guide, nick (ending), step)));
        onboarding.start (false);
    }

    private Gtk.Window create_main_window () {
        var builder = new Gtk.Builder.from_file (Path.build_filename (Config.DATA, "hello.ui"));
        var window = (Gtk.Window) builder.get_object ("window");
        window.application = this;
        onboarding.attach ((Wt.CoachMarkOverlay) builder.get_object ("overlay"), null);
        return window;
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
