#!/usr/bin/python3
"""The library's lifetime promises through PyGObject, as Python apps hold
objects: a rebound attribute, an onboarding kept only in a local, the last
reference dropped inside a handler, a tip view dropped, handlers of
create-main-window and create-callout that return wrongly, typed children
of an overlay in a .ui file, calls from threads. Garbage is collected
(gc.collect) after every step. Prints "ok: CASE" per case; a broken
promise raises, naming it.

    lifetimes.py TOUR.json   (XDG_CONFIG_HOME and XDG_STATE_HOME set by the caller)
"""
import gc
import os
import shutil
import sys
import threading
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Walkthrough", "1")
from gi.repository import Gio, GLib, Gtk, Walkthrough  # noqa: E402

TOUR = Walkthrough.Tour.new_from_file(Gio.File.new_for_path(sys.argv[1]))
APP_ID = "dev.walkthrough.LifetimesPython"
VERSION_FILE = os.path.join(os.environ["XDG_CONFIG_HOME"], APP_ID, "tour-version")
messages = []


def collect(level, text):
    messages.append((level, text))


GLib.log_set_handler("Walkthrough", GLib.LogLevelFlags.LEVEL_CRITICAL | GLib.LogLevelFlags.LEVEL_WARNING,
                     lambda domain, level, text, *_: collect(level, text))


def promise(case, condition, what):
    if not condition:
        raise AssertionError(f"{case}: {what}")


def settle():
    gc.collect()
    while GLib.MainContext.default().iteration(False):
        pass
    gc.collect()


def pump_until(case, condition, seconds=20):
    deadline = time.monotonic() + seconds
    wake = GLib.timeout_add(20, lambda: True)
    try:
        while not condition():
            promise(case, time.monotonic() < deadline, "timed out")
            gc.collect()
            GLib.MainContext.default().iteration(True)
    finally:
        GLib.source_remove(wake)


def fresh_state():
    shutil.rmtree(os.path.join(os.environ["XDG_CONFIG_HOME"], APP_ID), ignore_errors=True)


def find(widget, name):
    if widget.get_name() == name:
        return widget
    child = widget.get_first_child()
    while child is not None:
        found = find(child, name)
        if found is not None:
            return found
        child = child.get_next_sibling()
    return None


def tour_window():
    for window in Gtk.Window.list_toplevels():
        if window.get_visible() and find(window, "skip-button") is not None:
            return window
    return None


def skip_tour(case):
    pump_until(case, lambda: tour_window() is not None)
    find(tour_window(), "skip-button").activate()


def close_windows():
    for window in list(Gtk.Window.list_toplevels()):
        window.destroy()
    settle()


class Recorder:
    """An app's handlers: what the onboarding said, and a main window on request."""

    def __init__(self, app):
        self.app, self.events, self.windows = app, [], []

    def connect(self, onboarding):
        onboarding.connect("tour-ended", lambda _, ending, kind, tour: self.events.append(("tour-ended", ending.value_nick)))
        onboarding.connect("version-recorded", lambda _, version: self.events.append(("version-recorded", version)))
        onboarding.connect("create-main-window", self.create)

    def create(self, onboarding):
        window = Gtk.ApplicationWindow(application=self.app)
        overlay = Walkthrough.CoachMarkOverlay()
        overlay.set_child(Gtk.Label(label="Main"))
        window.set_child(overlay)
        onboarding.attach(overlay, None)
        self.windows.append(window)
        return window


app = Gtk.Application(application_id=APP_ID, flags=Gio.ApplicationFlags.NON_UNIQUE)
app.register(None)
app.hold()


class Window:
    """An app object that rebinds its onboarding attribute, as apps do on reload."""

    def __init__(self):
        self.onboarding = Walkthrough.Onboarding.new(app, "1.0", TOUR)


# Rebinding: the newest owns the actions; the dropped one leaves them alone.
holder = Window()
finalized = []
holder.onboarding.weak_ref(finalized.append, "first")
holder.onboarding = Walkthrough.Onboarding.new(app, "1.0", TOUR)
settle()
promise("rebind", finalized == ["first"], "the rebound onboarding was not finalized")
promise("rebind", app.lookup_action("show-tour") is not None, "dropping the older onboarding removed the newer one's app.show-tour")
fresh_state()
recorder = Recorder(app)
recorder.connect(holder.onboarding)
app.activate_action("show-tour", None)
skip_tour("rebind")
pump_until("rebind", lambda: ("tour-ended", "skipped") in recorder.events)
holder.onboarding.weak_ref(finalized.append, "second")
del holder
close_windows()
pump_until("rebind", lambda: finalized == ["first", "second"])
promise("rebind", app.lookup_action("show-tour") is None, "the last onboarding's action stayed after it was dropped")
print("ok: rebind")


# An onboarding kept only in a local, as in do_activate.
def activate(recorder, finalized):
    onboarding = Walkthrough.Onboarding.new(app, "1.0", TOUR)
    onboarding.weak_ref(finalized.append, "local")
    recorder.connect(onboarding)
    onboarding.start(False)


fresh_state()
recorder, finalized = Recorder(app), []
activate(recorder, finalized)
settle()
promise("local", not finalized, "the onboarding was finalized while its tour showed")
skip_tour("local")
pump_until("local", lambda: recorder.windows)
promise("local", recorder.events == [("tour-ended", "skipped"), ("version-recorded", "1.0")], recorder.events)
promise("local", os.path.exists(VERSION_FILE), "no version file")
settle()
promise("local", not finalized and app.lookup_action("show-tour") is not None, "the main window does not keep its onboarding")
close_windows()
pump_until("local", lambda: finalized == ["local"])
print("ok: local onboarding")

# The last reference dropped inside tour-ended.
fresh_state()
recorder, finalized = Recorder(app), []
box = [Walkthrough.Onboarding.new(app, "1.0", TOUR)]
box[0].weak_ref(finalized.append, "dropped")
recorder.connect(box[0])
box[0].connect("tour-ended", lambda *_: (box.clear(), gc.collect()))
box[0].start(False)
skip_tour("drop in handler")
pump_until("drop in handler", lambda: recorder.windows)
promise("drop in handler", ("version-recorded", "1.0") in recorder.events, recorder.events)
close_windows()
pump_until("drop in handler", lambda: finalized == ["dropped"])
print("ok: drop inside a handler")

# A tip view handed over and dropped: neither freed early nor leaked.
onboarding = Walkthrough.Onboarding.new(app, "1.0", TOUR)
finalized = []
view = Walkthrough.TipView.new("list-tip")
view.weak_ref(finalized.append, "view")
onboarding.add_tip_view(view)
settle()
promise("tip view", view.get_tip_id() == "list-tip", "the view was damaged")
del view
settle()
promise("tip view", finalized == ["view"], "a dropped tip view leaked")
del onboarding
settle()
print("ok: tip view")

# create-main-window handlers that return nothing, a non-window, a destroyed window.
fresh_state()
os.makedirs(os.path.dirname(VERSION_FILE), exist_ok=True)
with open(VERSION_FILE, "w") as out:
    out.write("1.0\n")
onboarding = Walkthrough.Onboarding.new(app, "1.0", TOUR)
for name, handler, expected in [
    ("no window", lambda _: None, "no handler returned a window"),
    # PyGObject cannot return a label as a GtkWindow: the signal gets no window.
    ("a non-window", lambda _: Gtk.Label(), "no handler returned a window"),
    ("destroyed window", lambda _: (lambda w: (w.destroy(), w)[1])(Gtk.Window()), "was destroyed"),
]:
    messages.clear()
    handler_id = onboarding.connect("create-main-window", handler)
    onboarding.start(False)
    settle()
    onboarding.disconnect(handler_id)
    warned = [text for level, text in messages if expected in text]
    promise(name, len(warned) == 1, f"expected one warning with {expected!r}: {messages}")
recorder = Recorder(app)
recorder.connect(onboarding)
onboarding.start(False)
settle()
promise("bad returns", len(recorder.windows) == 1, "a good handler afterwards was not asked")
del onboarding
close_windows()
print("ok: bad create-main-window returns")

# create-callout handlers that return a window on screen or a widget inside another:
# one warning each, the default callout, and what they returned neither freed nor leaked.
def guide_window(onboarding, handler):
    """A main window with the targets of the tour's guide, attached with `handler` on create-callout."""
    window = Gtk.ApplicationWindow(application=app, default_width=640, default_height=480)
    box = Gtk.Box(spacing=6)
    box.append(Gtk.Button(label="Tips", action_name=Walkthrough.ONBOARDING_SHOW_TIPS_ACTION))
    box.append(Gtk.Button(label="Menu", name="menu-button"))
    overlay = Walkthrough.CoachMarkOverlay()
    overlay.connect("create-callout", handler)
    overlay.set_child(box)
    window.set_child(overlay)
    window.present()
    onboarding.attach(overlay, None)
    return window, overlay


def mapped(window, name):
    found = find(window, name)
    return found is not None and found.get_mapped()


fresh_state()
onboarding = Walkthrough.Onboarding.new(app, "1.0", TOUR)
shown, box, label = Gtk.Window(), Gtk.Box(), Gtk.Label(label="In a box")
box.append(label)
shown.set_child(box)
shown.present()
finalized = []
shown.weak_ref(finalized.append, "window")
label.weak_ref(finalized.append, "label")
for name, returned, expected in [("shown window", shown, "GtkWindow"), ("parented widget", label, "inside a GtkBox")]:
    messages.clear()
    window, overlay = guide_window(onboarding, lambda *_, returned=returned: returned)
    onboarding.show_tips(None)
    pump_until(name, lambda: mapped(window, "guide-progress"))
    promise(name, len(messages) == 1 and expected in messages[0][1], f"expected one warning with {expected!r}: {messages}")
    overlay.skip_guide()
    pump_until(name, lambda: not mapped(window, "guide-progress"))
    window.destroy()
    del window, overlay, returned
    settle()
promise("bad callouts", shown.get_visible() and label.get_parent() is box, "the app's window or its label was taken")
shown.destroy()
del shown, box, label, onboarding
settle()
promise("bad callouts", sorted(finalized) == ["label", "window"], f"a refused widget leaked: finalized {finalized}")
print("ok: bad create-callout returns")

# A typed <child> of a WtCoachMarkOverlay in a .ui file ("overlay", "titlebar"): one
# warning, and the child is left out and finalized with the builder (it stayed parented and leaked).
for kind in ["overlay", "titlebar"]:
    messages.clear()
    builder = Gtk.Builder.new_from_string(
        '<interface><object class="WtCoachMarkOverlay" id="overlay">'
        f'<child type="{kind}"><object class="GtkLabel" id="label"/></child>'
        '<child><object class="GtkButton" id="content"/></child></object></interface>', -1)
    overlay, label = builder.get_object("overlay"), builder.get_object("label")
    finalized = []
    overlay.weak_ref(finalized.append, "overlay")
    label.weak_ref(finalized.append, "label")
    promise(kind, label.get_parent() is None and overlay.get_child() is builder.get_object("content"),
            f"the {kind} child was taken in, or the content left out")
    promise(kind, len(messages) == 1 and f'type="{kind}"' in messages[0][1], f"expected one warning naming the type: {messages}")
    del builder, overlay, label
    settle()
    promise(kind, sorted(finalized) == ["label", "overlay"], f"finalized only {finalized}")
print("ok: typed children in a .ui file")

# Calls from threads: one critical each, nothing corrupted, the main thread still works.
onboarding = Walkthrough.Onboarding.new(app, "1.0", TOUR)
messages.clear()
threads = [threading.Thread(target=lambda: [onboarding.donate("from-a-thread") for _ in range(100)]) for _ in range(3)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
refused = [text for level, text in messages if "thread that runs GTK" in text]
promise("threads", len(refused) == 300, f"{len(refused)} criticals for 300 calls from threads")
messages.clear()
onboarding.donate("from-the-main-thread")
promise("threads", not messages, messages)
# The last reference dropped on another thread (a garbage collector's): released on GTK's.
box = [onboarding]
del onboarding
finalized = []
box[0].weak_ref(finalized.append, "dropped on a thread")
dropper = threading.Thread(target=lambda: (box.clear(), gc.collect()))
dropper.start()
dropper.join()
pump_until("threads", lambda: finalized and app.lookup_action("show-tour") is None)
print("ok: calls from threads")
# Versions as apps have them: kept as given; a development build's shows the tour once; no version at all opens the main window.
for version in ["46.beta", "46.beta.1", "47.rc", "1.0~beta", "1:2.0-1", "1.0.0-rc.1", "1.0.0+git20261201"]:
    fresh_state()
    recorder = Recorder(app)
    onboarding = Walkthrough.Onboarding.new(app, version, TOUR)
    recorder.connect(onboarding)
    onboarding.start(False)
    skip_tour(f"version {version}")
    pump_until(f"version {version}", lambda: recorder.windows)
    with open(VERSION_FILE) as saved:
        promise(f"version {version}", saved.read().strip() == version, f"the version file says {open(VERSION_FILE).read()!r}")
    del onboarding
    close_windows()
# A development build ("dev"): the tour shows once for that string, which is recorded; then nothing shows.
fresh_state()
for run in range(2):
    recorder = Recorder(app)
    onboarding = Walkthrough.Onboarding.new(app, "dev", TOUR)
    recorder.connect(onboarding)
    onboarding.start(False)
    if run == 0:
        skip_tour("version dev")
    pump_until("version dev", lambda: recorder.windows)
    settle()
    promise("version dev", run == 0 or tour_window() is None, "the tour showed again for the same development version")
    with open(VERSION_FILE) as saved:
        promise("version dev", saved.read() == "dev\n", f"the version file says {open(VERSION_FILE).read()!r}")
    del onboarding
    close_windows()
# A string that is no version at all still opens the main window and records nothing.
fresh_state()
recorder = Recorder(app)
onboarding = Walkthrough.Onboarding.new(app, "not a version", TOUR)
recorder.connect(onboarding)
onboarding.start(False)
settle()
promise("version 'not a version'", len(recorder.windows) == 1 and tour_window() is None, "a string that is no version did not open the main window")
promise("version 'not a version'", not os.path.exists(VERSION_FILE), "a string that is no version was recorded")
del onboarding
close_windows()
print("ok: versions")
# A person closes a dialog while a guide's step shows over it: no critical
# (GTK's own included), and the guide goes on in the main window.
DIALOG_TOUR = """{"id": "dialogs", "title": "Dialogs", "quietMoment": {"afterInput": 0, "afterOpening": 0},
 "pages": [{"id": "p", "image": "hello.svg", "imageDescription": "", "decorative": true, "title": "P", "body": "B"}],
 "guides": [{"id": "prefs", "window": "main", "steps": [
  {"id": "dark", "target": {"widget": "dark-toggle"}, "title": "Dark", "body": "Here.", "window": "preferences"},
  {"id": "back", "target": {"widget": "main-button"}, "title": "Back", "body": "Main."}]}]}"""
gtk_criticals = []
GLib.log_set_handler("Gtk", GLib.LogLevelFlags.LEVEL_CRITICAL, lambda domain, level, text, *_: gtk_criticals.append(text))


def dialog_tour():
    folder = os.path.join(os.environ["XDG_CONFIG_HOME"], APP_ID)
    os.makedirs(folder, exist_ok=True)
    with open(VERSION_FILE, "w") as out:
        out.write("1.0\n")
    shutil.copy(os.path.join(os.path.dirname(sys.argv[1]), "images", "hello.svg"), folder)
    path = os.path.join(folder, "dialogs.json")
    with open(path, "w") as out:
        out.write(DIALOG_TOUR)
    return Walkthrough.Tour.new_from_file(Gio.File.new_for_path(path))


def main_window(onboarding):
    window = Gtk.ApplicationWindow(application=app, default_width=480, default_height=360)
    overlay = Walkthrough.CoachMarkOverlay()
    button = Gtk.Button(label="Main", name="main-button")
    overlay.set_child(button)
    window.set_child(overlay)
    onboarding.attach(overlay, None)
    return window


def callout_shows(window):
    callout = find(window, "callout")
    return callout is not None and callout.get_mapped()


for modal, destroy in [(True, True), (False, True), (True, False), (False, False)]:
    case = f"dialog closed (modal {modal}, destroyed {destroy})"
    fresh_state()
    onboarding = Walkthrough.Onboarding.new(app, "1.0", dialog_tour())
    onboarding.connect("create-main-window", main_window)
    onboarding.start(False)
    settle()
    main = app.get_active_window()
    promise(case, main is not None, "no main window")
    dialog = Gtk.Window(transient_for=main, modal=modal, default_width=360, default_height=280)
    overlay = Walkthrough.CoachMarkOverlay()
    overlay.set_child(Gtk.ToggleButton(label="Dark", name="dark-toggle"))
    dialog.set_child(overlay)
    onboarding.attach(overlay, "preferences")
    del overlay
    dialog.present()
    # The person asks for the guide (Show Tips), quiet moments off: this case is about the dialog closing.
    onboarding.show_tips("main")
    pump_until(case, lambda: callout_shows(dialog))
    gtk_criticals.clear()
    dialog.destroy() if destroy else dialog.close()
    del dialog
    pump_until(case, lambda: callout_shows(main))
    settle()
    promise(case, not gtk_criticals, gtk_criticals)
    del onboarding, main
    close_windows()
print("ok: a dialog closed during its step")
app.release()
