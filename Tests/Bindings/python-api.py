#!/usr/bin/python3
"""The library through PyGObject, as a Python app uses it: a bad manifest is a
GLib.Error naming the field; onboardings and overlays made and dropped are
finalized and leave the memory flat; a custom callout comes from a signal.
Prints "ok: ..." lines; any failure raises. Needs a display."""
import gc
import os
import sys
import tempfile

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Walkthrough", "1")
from gi.repository import Gio, GLib, Gtk, Walkthrough  # noqa: E402

folder = tempfile.mkdtemp()
bad = os.path.join(folder, "bad.json")
with open(bad, "w") as out:
    out.write('{"id": "bad", "title": "Bad", "pages": [{"id": "one", "image": 3}]}')
try:
    Walkthrough.Tour.new_from_file(Gio.File.new_for_path(bad))
    raise AssertionError("a bad manifest loaded")
except GLib.Error as error:
    assert error.matches(Walkthrough.tour_error_quark(), Walkthrough.TourError.INVALID), error
    assert error.message.startswith(bad + ":1:"), error.message
    assert "pages[0].image" in error.message, error.message
    print("ok: bad manifest:", error.message)

# help() shows the C API's doc comments (the override module gi/overrides/Walkthrough.py).
assert Walkthrough.Onboarding.__doc__.startswith("The one object an app needs"), Walkthrough.Onboarding.__doc__
assert Walkthrough.Onboarding.start.__doc__.startswith("Decides what to show at start-up"), Walkthrough.Onboarding.start.__doc__
assert Walkthrough.Tour.new_from_file.__doc__.startswith("Reads and checks the tour manifest"), Walkthrough.Tour.new_from_file.__doc__
print("ok: docstrings")

good = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Examples", "common", "tour", "hello.json")
tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path(good))
assert (tour.props.id, tour.props.page_count) == ("hello", 3), (tour.props.id, tour.props.page_count)

app = Gtk.Application(application_id="dev.walkthrough.BindingTest", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.register(None)


def rss_kib():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def make_and_drop(count):
    """Makes and drops `count` onboardings with an attached overlay each; returns how many GObjects were finalized."""
    finalized = []
    for _ in range(count):
        onboarding = Walkthrough.Onboarding.new(app, "1.0", tour)
        overlay = Walkthrough.CoachMarkOverlay()
        overlay.set_child(Gtk.Label(label="content"))
        onboarding.attach(overlay, None)
        # GObject weak references: called when the C object itself is finalized.
        onboarding.weak_ref(finalized.append, "onboarding")
        overlay.weak_ref(finalized.append, "overlay")
        del onboarding, overlay
    gc.collect()
    while GLib.MainContext.default().iteration(False):
        pass
    return len(finalized)


make_and_drop(100)  # warms up caches, the stylesheet, the type system
before = rss_kib()
finalized = make_and_drop(100)
after = rss_kib()
assert finalized == 200, f"{200 - finalized} of 200 objects were not finalized"
assert after - before < 2048, f"RSS grew by {after - before} KiB over 100 onboardings and overlays"
assert app.lookup_action("show-tour") is None, "a dropped onboarding's action stayed on the application"
print(f"ok: 200 objects finalized, RSS {before} -> {after} KiB")

# A custom callout: the overlay asks through create-callout.
asked = []
overlay = Walkthrough.CoachMarkOverlay()
overlay.connect("create-callout", lambda _, guide, index, count, title, body: asked.append((guide, index, count, title)) or Gtk.Label(label="mine"))
assert overlay.emit("create-callout", "g", 0, 2, "Title", "Body").get_label() == "mine"
assert asked == [("g", 0, 2, "Title")], asked
print("ok: create-callout")

# An inline tip's place: hidden until its tip shows, declared in a .ui file too.
view = Walkthrough.TipView.new("list-tip")
assert view.get_tip_id() == "list-tip" and view.props.tip_id == "list-tip", view.get_tip_id()
assert not view.get_visible(), "a tip view is hidden until its tip shows"
builder = Gtk.Builder.new_from_string('<interface><object class="WtTipView" id="tip"><property name="tip-id">from-ui</property></object></interface>', -1)
assert builder.get_object("tip").get_tip_id() == "from-ui"
finalized = []
view.weak_ref(finalized.append, "view")
del view, builder
gc.collect()
assert finalized == ["view"], "a dropped tip view is finalized"
print("ok: tip view")
