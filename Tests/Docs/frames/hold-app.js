// The rest of a GJS app that makes its own windows: one per activation.
import Gio from 'gi://Gio';
import GObject from 'gi://GObject';
import Gtk from 'gi://Gtk?version=4.0';
import Walkthrough from 'gi://Walkthrough?version=1';

const pkg = {version: '1.0'};   // what GJS's package module sets from the app's meson.build
Gio.resources_register(Gio.Resource.load('app.gresource'));

const App = GObject.registerClass(class App extends Gtk.Application {
    @SNIPPET@

    vfunc_activate() {
        const window = Gtk.Builder.new_from_resource('/com/example/App/window.ui').get_object('window');
        window.application = this;
        window.present();
    }
});

new App({application_id: 'org.example.Recipe'}).run([]);
