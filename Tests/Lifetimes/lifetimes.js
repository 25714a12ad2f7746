// The library's lifetime promises through GJS, whose garbage collector drops
// objects when it likes: a rebound variable, an onboarding kept only in a
// function's local, the last reference dropped inside a handler. System.gc()
// runs after every step. Prints "ok: CASE" per case; a broken promise throws,
// naming it.
//
//   gjs -m lifetimes.js TOUR.json   (XDG_CONFIG_HOME set by the caller)
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import Walkthrough from 'gi://Walkthrough?version=1';
import System from 'system';

const [tourPath] = ARGV;
const appID = 'dev.walkthrough.LifetimesGjs';
const versionFile = GLib.build_filenamev([GLib.getenv('XDG_CONFIG_HOME'), appID, 'tour-version']);
const tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path(tourPath));

function promise(name, condition, what) {
    if (!condition)
        throw new Error(`${name}: ${what}`);
}

function settle() {
    System.gc();
    const context = GLib.MainContext.default();
    while (context.iteration(false))
        ;
    System.gc();
}

function pumpUntil(name, condition) {
    const deadline = GLib.get_monotonic_time() + 20 * 1000000;
    const wake = GLib.timeout_add(GLib.PRIORITY_DEFAULT, 20, () => true);
    try {
        while (!condition()) {
            promise(name, GLib.get_monotonic_time() < deadline, 'timed out');
            System.gc();
            GLib.MainContext.default().iteration(true);
        }
    } finally {
        GLib.source_remove(wake);
    }
}

function find(widget, name) {
    if (widget.get_name() === name)
        return widget;
    for (let child = widget.get_first_child(); child !== null; child = child.get_next_sibling()) {
        const found = find(child, name);
        if (found !== null)
            return found;
    }
    return null;
}

function tourWindow() {
    return Gtk.Window.list_toplevels().find(window => window.get_visible() && find(window, 'skip-button') !== null) ?? null;
}

function skipTour(name) {
    pumpUntil(name, () => tourWindow() !== null);
    find(tourWindow(), 'skip-button').activate();
}

function closeWindows() {
    for (const window of Gtk.Window.list_toplevels())
        window.destroy();
    settle();
}

function freshState() {
    GLib.spawn_command_line_sync(`rm -rf ${GLib.shell_quote(GLib.build_filenamev([GLib.getenv('XDG_CONFIG_HOME'), appID]))}`);
}

Gtk.init();
const app = new Gtk.Application({application_id: appID, flags: Gio.ApplicationFlags.NON_UNIQUE});
app.register(null);
app.hold();

function connect(onboarding, events) {
    onboarding.connect('tour-ended', (_, ending) => events.push(`tour-ended ${ending}`));
    onboarding.connect('version-recorded', (_, version) => events.push(`version-recorded ${version}`));
    onboarding.connect('create-main-window', self => {
        const window = new Gtk.ApplicationWindow({application: app});
        const overlay = new Walkthrough.CoachMarkOverlay();
        overlay.set_child(new Gtk.Label({label: 'Main'}));
        window.set_child(overlay);
        self.attach(overlay, null);
        events.push('main-window');
        return window;
    });
}

// Rebinding: the newest owns the actions; dropping the older leaves them.
{
    const holder = {onboarding: Walkthrough.Onboarding.new(app, '1.0', tour)};
    holder.onboarding = Walkthrough.Onboarding.new(app, '1.0', tour);
    settle();
    promise('rebind', app.lookup_action('show-tour') !== null, 'dropping the older onboarding removed the newer one\'s app.show-tour');
    freshState();
    const events = [];
    connect(holder.onboarding, events);
    app.activate_action('show-tour', null);
    skipTour('rebind');
    pumpUntil('rebind', () => events.includes('tour-ended 1'));
}
closeWindows();
pumpUntil('rebind', () => app.lookup_action('show-tour') === null);
print('ok: rebind');

// An onboarding kept only in a function's local, as in vfunc_activate.
const events = [];
function activate() {
    const onboarding = Walkthrough.Onboarding.new(app, '1.0', tour);
    connect(onboarding, events);
    onboarding.start(false);
}
freshState();
activate();
settle();
skipTour('local');
pumpUntil('local', () => events.includes('main-window'));
promise('local', events.join(', ') === 'tour-ended 1, version-recorded 1.0, main-window', events.join(', '));
promise('local', GLib.file_test(versionFile, GLib.FileTest.EXISTS), 'no version file');
settle();
promise('local', app.lookup_action('show-tour') !== null, 'the main window does not keep its onboarding');
closeWindows();
pumpUntil('local', () => app.lookup_action('show-tour') === null);
print('ok: local onboarding');

// The last reference dropped inside tour-ended.
{
    freshState();
    const seen = [];
    const box = {onboarding: Walkthrough.Onboarding.new(app, '1.0', tour)};
    connect(box.onboarding, seen);
    box.onboarding.connect('tour-ended', () => {
        box.onboarding = null;
        System.gc();
    });
    box.onboarding.start(false);
    skipTour('drop in handler');
    pumpUntil('drop in handler', () => seen.includes('main-window'));
    promise('drop in handler', seen.includes('version-recorded 1.0'), seen.join(', '));
}
closeWindows();
pumpUntil('drop in handler', () => app.lookup_action('show-tour') === null);
print('ok: drop inside a handler');

// A person closes a dialog while a guide's step shows over it: no critical
// (GTK's own included), and the guide goes on in the main window.
{
    const dialogTour = JSON.stringify({
        id: 'dialogs', title: 'Dialogs', quietMoment: {afterInput: 0, afterOpening: 0},
        pages: [{id: 'p', image: 'hello.svg', imageDescription: '', decorative: true, title: 'P', body: 'B'}],
        guides: [{id: 'prefs', window: 'main', steps: [
            {id: 'dark', target: {widget: 'dark-toggle'}, title: 'Dark', body: 'Here.', window: 'preferences'},
            {id: 'back', target: {widget: 'main-button'}, title: 'Back', body: 'Main.'}]}],
    });
    const gtkCriticals = [];
    GLib.log_set_handler('Gtk', GLib.LogLevelFlags.LEVEL_CRITICAL, (domain, level, text) => gtkCriticals.push(text));
    const calloutShows = window => {
        const callout = find(window, 'callout');
        return callout !== null && callout.get_mapped();
    };
    for (const [modal, destroy] of [[true, true], [false, true], [true, false], [false, false]]) {
        const name = `dialog closed (modal ${modal}, destroyed ${destroy})`;
        freshState();
        const folder = GLib.build_filenamev([GLib.getenv('XDG_CONFIG_HOME'), appID]);
        GLib.mkdir_with_parents(folder, 0o700);
        GLib.file_set_contents(versionFile, '1.0\n');
        const [, art] = GLib.file_get_contents(GLib.build_filenamev([GLib.path_get_dirname(tourPath), 'images', 'hello.svg']));
        GLib.file_set_contents(GLib.build_filenamev([folder, 'hello.svg']), art);
        const manifest = GLib.build_filenamev([folder, 'dialogs.json']);
        GLib.file_set_contents(manifest, dialogTour);
        let onboarding = Walkthrough.Onboarding.new(app, '1.0', Walkthrough.Tour.new_from_file(Gio.File.new_for_path(manifest)));
        onboarding.connect('create-main-window', self => {
            const window = new Gtk.ApplicationWindow({application: app, default_width: 480, default_height: 360});
            const overlay = new Walkthrough.CoachMarkOverlay();
            overlay.set_child(new Gtk.Button({label: 'Main', name: 'main-button'}));
            window.set_child(overlay);
            self.attach(overlay, null);
            return window;
        });
        onboarding.start(false);
        settle();
        const main = app.get_active_window();
        promise(name, main !== null, 'no main window');
        // Its overlay is not kept in JavaScript: only the dialog holds it, as in an app's dialog class.
        let dialog = (() => {
            const window = new Gtk.Window({transient_for: main, modal, default_width: 360, default_height: 280});
            const overlay = new Walkthrough.CoachMarkOverlay();
            overlay.set_child(new Gtk.ToggleButton({label: 'Dark', name: 'dark-toggle'}));
            window.set_child(overlay);
            onboarding.attach(overlay, 'preferences');
            return window;
        })();
        System.gc();
        dialog.present();
        // The person asks for the guide (Show Tips), quiet moments off: this case is about the dialog closing.
        onboarding.show_tips('main');
        pumpUntil(name, () => calloutShows(dialog));
        gtkCriticals.length = 0;
        if (destroy)
            dialog.destroy();
        else
            dialog.close();
        dialog = null;
        pumpUntil(name, () => calloutShows(main));
        settle();
        promise(name, gtkCriticals.length === 0, gtkCriticals.join('; '));
        onboarding = null;
        closeWindows();
    }
}
print('ok: a dialog closed during its step');

// create-callout handlers that return a window on screen or a widget inside
// another: one warning each, the default callout, and what they returned is
// left where it was (the C case under valgrind checks for leaks).
{
    const warnings = [];
    const handlerId = GLib.log_set_handler('Walkthrough', GLib.LogLevelFlags.LEVEL_WARNING, (domain, level, text) => warnings.push(text));
    freshState();
    let onboarding = Walkthrough.Onboarding.new(app, '1.0', tour);
    const shown = new Gtk.Window();
    const box = new Gtk.Box();
    const label = new Gtk.Label({label: 'In a box'});
    box.append(label);
    shown.set_child(box);
    shown.present();
    const mapped = (window, name) => {
        const found = find(window, name);
        return found !== null && found.get_mapped();
    };
    for (const [name, returned, expected] of [['shown window', shown, 'GtkWindow'], ['parented widget', label, 'inside a GtkBox']]) {
        warnings.length = 0;
        const window = new Gtk.ApplicationWindow({application: app, default_width: 640, default_height: 480});
        const buttons = new Gtk.Box({spacing: 6});
        buttons.append(new Gtk.Button({label: 'Tips', action_name: Walkthrough.ONBOARDING_SHOW_TIPS_ACTION}));
        buttons.append(new Gtk.Button({label: 'Menu', name: 'menu-button'}));
        const overlay = new Walkthrough.CoachMarkOverlay();
        overlay.connect('create-callout', () => returned);
        overlay.set_child(buttons);
        window.set_child(overlay);
        window.present();
        onboarding.attach(overlay, null);
        onboarding.show_tips(null);
        pumpUntil(name, () => mapped(window, 'guide-progress'));
        promise(name, warnings.length === 1 && warnings[0].includes(expected), `expected one warning with ${expected}: ${warnings.join('; ')}`);
        overlay.skip_guide();
        pumpUntil(name, () => !mapped(window, 'guide-progress'));
        window.destroy();
        settle();
    }
    promise('bad callouts', shown.get_visible() && label.get_parent() === box, "the app's window or its label was taken");
    shown.destroy();
    onboarding = null;
    GLib.log_remove_handler('Walkthrough', handlerId);
    settle();
}
print('ok: bad create-callout returns');
app.release();
