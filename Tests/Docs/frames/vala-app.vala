/* The rest of a Vala app: its main window (coach_marks around the content), Config.VERSION, main (). */
namespace Config {
    const string VERSION = "1.0";
}

class MainWindow : Gtk.ApplicationWindow {
    public Wt.CoachMarkOverlay coach_marks = new Wt.CoachMarkOverlay ();

    public MainWindow (Gtk.Application app) {
        Object (application: app, title: "Recipe");
        coach_marks.child = new Gtk.Label ("Hello!");
        child = coach_marks;
    }
}

class App : Gtk.Application {
    @SNIPPET@
}

int main (string[] args) {
    try {
        resources_register (Resource.load ("app.gresource"));
    } catch (Error error) {
        critical ("%s", error.message);
    }
    return new App () { application_id = "org.example.Recipe" }.run (args);
}
