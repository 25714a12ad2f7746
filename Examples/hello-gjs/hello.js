#!/usr/bin/env -S gjs -m
// Hello in JavaScript: a small GTK 4 app whose first run is Walkthrough's onboarding.
// The tour, its coach marks and feature tips are data (../common/tour/hello.json),
// the window a .ui file (../common/hello.ui) that declares the WtCoachMarkOverlay
// around the content and a WtTipView for the inline tip.
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import Walkthrough from 'gi://Walkthrough?version=1';
import System from 'system';

const DATA = GLib.build_filenamev([GLib.path_get_dirname(GLib.filename_from_uri(import.meta.url)[0]), '..', 'common']);
const report = (...outcome) => print('onboarding:', ...outcome);
const nick = (type, value) => Object.keys(type).find(key => type[key] === value).toLowerCase().replaceAll('_', '-');
const addAction = (window, name, activate) => {
    const action = new Gio.SimpleAction({name});
    action.connect('activate', activate);
    window.add_action(action);
};

const app = new Gtk.Application({application_id: 'dev.walkthrough.HelloGjs'});
let onboarding = null;

app.connect('activate', () => {
    if (onboarding)
        return onboarding.start(false);
    let tour = null;
    try {
        tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path(GLib.build_filenamev([DATA, 'tour', 'hello.json'])));
    } catch (error) { // file:line:column: field: reason
        printerr(error.message);
    }
    // Reads ~/.config/dev.walkthrough.HelloGjs/tour-version and decides what to show.
    onboarding = Walkthrough.Onboarding.new(app, '1.0', tour);
    // F1 shows the tour again, as the menu's Show Tour (app.show-tour) does.
    app.set_accels_for_action(Walkthrough.ONBOARDING_SHOW_TOUR_ACTION, ['F1']);
    onboarding.connect('create-main-window', () => {
        const builder = Gtk.Builder.new_from_file(GLib.build_filenamev([DATA, 'hello.ui']));
        const window = builder.get_object('window');
        window.set_application(app);
        const greeting = builder.get_object('greeting');
        addAction(window, 'greet', () => onboarding.donate('greeted')); // wave-tip shows after two
        addAction(window, 'wave', () => greeting.set_label('Hello, waving!'));
        onboarding.attach(builder.get_object('overlay'), null);
        // The inline tip greet-tip shows in the .ui file's WtTipView, when its rule holds.
        onboarding.add_tip_view(builder.get_object('greet-tip'));
        onboarding.set_parameter('canGreet', GLib.Variant.new_boolean(true));
        return window;
    });
    onboarding.connect('tour-ended', (_, ending, kind, tourId) => report('tour-ended', nick(Walkthrough.TourEnding, ending), nick(Walkthrough.TourKind, kind), tourId));
    onboarding.connect('version-recorded', (_, version) => report('version-recorded', version));
    onboarding.connect('guide-ended', (_, guide, ending, step) => report('guide-ended', guide, nick(Walkthrough.GuideEnding, ending), step));
    onboarding.connect('feature-tip-shown', (_, tip) => report('feature-tip-shown', tip));
    onboarding.connect('feature-tip-ended', (_, tip, reason) => report('feature-tip-ended', tip, nick(Walkthrough.TipInvalidation, reason)));
    onboarding.start(false);
});

app.run([System.programInvocationName, ...ARGV]);
