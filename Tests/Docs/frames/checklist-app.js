// The quick start's Hello (README.md), its window holding the tour's
// checklist "get-started": the recipe goes where the window is made.
import Gio from 'gi://Gio';
import Gtk from 'gi://Gtk?version=4.0';
import Walkthrough from 'gi://Walkthrough?version=1';

const app = new Gtk.Application({application_id: 'org.example.Hello'});
const tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path('tour/hello.json'));
const onboarding = Walkthrough.Onboarding.new(app, '1.0', tour);
onboarding.connect('create-main-window', () => {
    const builder = Gtk.Builder.new_from_file('hello.ui');
    const window = builder.get_object('window');
    const box = builder.get_object('greeting').get_parent();
    window.application = app;
    onboarding.attach(builder.get_object('overlay'), null);
    @SNIPPET@
    return window;
});
app.connect('activate', () => onboarding.start(false));
app.run([]);
