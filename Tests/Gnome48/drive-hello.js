// Runs Examples/hello-gjs on a first run as a person would, from inside its
// own process (the root has no xdotool): Next through the tour, then Start; the
// main window opens with the guide's callout in it; then the app quits.
//
// Prints "ok: ..." for each step and exits 0, or prints "fail: ..." and exits 1
// when a step is not seen within 20 s; the example's own lines ("onboarding:
// ...") come between. Run by in-root.sh (XDG_CONFIG_HOME empty), the example's
// path in HELLO_GJS (ARGV is the example's: a path there would be a file to open).
// Usage: HELLO_GJS=EXAMPLE/hello.js gjs -m drive-hello.js
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import System from 'system';

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

const shown = widget => widget !== null && widget.get_mapped() && widget.get_opacity() > 0.99;

function windows() {
    const toplevels = Gtk.Window.get_toplevels(), mapped = [];
    for (let i = 0; i < toplevels.get_n_items(); i++) {
        const window = toplevels.get_item(i);
        if (window.get_mapped())
            mapped.push(window);
    }
    return mapped;
}

let stage = 'tour', ticks = 0, status = 1;

function finish(message) {
    print(message);
    Gio.Application.get_default().quit();
    return GLib.SOURCE_REMOVE;
}

GLib.timeout_add(GLib.PRIORITY_DEFAULT, 50, () => {
    if (++ticks > 400)
        return finish(`fail: waited 20 s at the ${stage} step`);
    const main = windows().find(w => w.get_title() === 'Hello') ?? null;
    const tour = windows().find(w => w !== main && find(w, 'start-button') !== null) ?? null;
    if (stage === 'tour' && tour !== null) {
        const start = find(tour, 'start-button'), following = find(tour, 'next-button');
        // On the last page Next stays, insensitive, under Start.
        if (shown(start) && !(shown(following) && following.get_sensitive())) {
            print('ok: the tour\'s last page shows Start');
            start.emit('clicked');
            stage = 'main window';
            ticks = 0;
        } else if (shown(following) && following.get_sensitive() && ticks % 10 === 0) {   // a page turn takes its time
            following.emit('clicked');
        }
    } else if (stage === 'main window' && main !== null && tour === null) {
        print('ok: Start opens the main window');
        stage = 'callout';
        ticks = 0;
    } else if (stage === 'callout' && main !== null && shown(find(main, 'callout'))) {
        status = 0;
        return finish('ok: the guide\'s callout shows in the main window');
    }
    return GLib.SOURCE_CONTINUE;
});

await import(`file://${GLib.getenv('HELLO_GJS')}`);
System.exit(status);
