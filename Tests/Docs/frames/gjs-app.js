// The rest of a GJS app: an Adw.Application subclass, its main window (coach_marks around the content).
import Adw from 'gi://Adw?version=1';
import Gio from 'gi://Gio';
import GObject from 'gi://GObject';
import Gtk from 'gi://Gtk?version=4.0';
import Walkthrough from 'gi://Walkthrough?version=1';

const pkg = {version: '1.0'};   // what GJS's package module sets from the app's meson.build
Gio.resources_register(Gio.Resource.load('app.gresource'));

const MainWindow = GObject.registerClass(class MainWindow extends Adw.ApplicationWindow {
    constructor(params) {
        super({...params, title: 'Recipe'});
        this.coach_marks = new Walkthrough.CoachMarkOverlay({child: new Gtk.Label({label: 'Hello!'})});
        this.set_content(this.coach_marks);
    }
});

const App = GObject.registerClass(class App extends Adw.Application {
    @SNIPPET@
});

new App({application_id: 'org.example.Recipe'}).run([]);
