#!/usr/bin/python3
"""The library through PyGObject, as a Python app uses it: a bad manifest is a
GLib.Error naming the field, with a code for each way it fails (missing, not a
regular file, unreadable, too large, not JSON, invalid), and what a message
repeats from the file or the app is cut; a resource path is a name ("%2e" is
no dot, "%00" no crash); onboardings and overlays made and dropped are
finalized and leave the memory flat; a custom callout comes from a signal;
feature tips: parameters, donations, a WtTipView from a .ui string, the shown
and ended signals, the state file, reset and the testing mode.
Prints "ok: ..." lines; any failure raises. Needs a display."""
import gc
import json
import os
import subprocess
import sys
import tempfile
import time

# The feature tips' state goes here (read once, before GLib caches it).
os.environ["XDG_STATE_HOME"] = tempfile.mkdtemp()

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


def tour_error(file):
    """The GLib.Error loading `file` (a path or a Gio.File) gives."""
    try:
        Walkthrough.Tour.new_from_file(file if isinstance(file, Gio.File) else Gio.File.new_for_path(file))
    except GLib.Error as error:
        assert error.domain == GLib.quark_to_string(Walkthrough.tour_error_quark()), error
        return error
    raise AssertionError(f"{file} loaded")


# Each way a manifest fails has its own code, so an app can act on it.
def write(name, text):
    path = os.path.join(folder, name)
    with open(path, "w") as out:
        out.write(text)
    return path


fifo = os.path.join(folder, "fifo.json")
os.mkfifo(fifo)
if os.geteuid() == 0:  # root opens a mode-000 file; a link to itself it cannot
    unreadable = os.path.join(folder, "loop.json")
    os.symlink("loop.json", unreadable)
else:
    unreadable = write("locked.json", "{}")
    os.chmod(unreadable, 0)
too_large = write("large.json", "")
os.truncate(too_large, 1 << 30)  # sparse: over any limit, and nothing is read
codes = [
    (os.path.join(folder, "missing.json"), Walkthrough.TourError.NOT_FOUND, "file does not exist"),
    (Gio.File.new_for_uri("resource:///dev/walkthrough/tour.json"), Walkthrough.TourError.NOT_FOUND, "resource:///dev/walkthrough/tour.json: file does not exist"),
    (folder, Walkthrough.TourError.NOT_REGULAR, "is a folder"),
    (fifo, Walkthrough.TourError.NOT_REGULAR, "named pipe"),
    (unreadable, Walkthrough.TourError.UNREADABLE, "cannot open"),
    (too_large, Walkthrough.TourError.TOO_LARGE, "file is too large: 1073741824 bytes"),
    (write("syntax.json", '{"id": "x",}'), Walkthrough.TourError.SYNTAX, "trailing comma"),
    (bad, Walkthrough.TourError.INVALID, "pages[0].image"),
]
for file, code, words in codes:
    error = tour_error(file)
    assert error.code == code and words in error.message, (file, code, error.code, error.message)
assert Walkthrough.TourError.INVALID == 0 and Walkthrough.TourError.NOT_FOUND.value_nick == "not-found"
print("ok: tour error codes:", ", ".join(code.value_nick for _, code, _ in codes))

# A key of a million letters is cut in the message, which still names the file and the field.
huge = write("huge.json", '{"id": "x", "title": "T", "pages": [], "%s": 1}' % ("k" * 10**6))
error = tour_error(huge)
# (The message lists the fields a manifest may have: it grows with them, not with the key.)
assert error.code == Walkthrough.TourError.INVALID and len(error.message) < 1000, len(error.message)
assert error.message.startswith(huge + ":1:") and ": kkkk" in error.message and "unknown field" in error.message, error.message
print("ok: a million-letter key is cut:", len(error.message), "characters")

# A resource path is a name, not part of a URI: "%2e" is no dot, and "%00" (which
# crashed GIO's URI parser) is three characters.
write("hello.json", '{"id": "hello", "title": "Hello", "pages": [{"id": "one", "image": "art.svg", '
      '"imageDescription": "A picture.", "title": "One", "body": "From a GResource."}]}')
write("art.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>')
bundle = write("bundle.xml", '<gresources><gresource prefix="/dev/walkthrough/python-api">'
               '<file>hello.json</file><file>art.svg</file></gresource></gresources>')
subprocess.run(["glib-compile-resources", "--sourcedir", folder, "--target", bundle + ".gresource", bundle], check=True)
Gio.Resource.load(bundle + ".gresource")._register()
assert Walkthrough.Tour.new_from_resource("/dev/walkthrough/python-api/hello.json").get_id() == "hello"
for path in ["/dev/walkthrough/python-api/hello.json%00x", "/dev/walkthrough/python-api/hello%2ejson"]:
    try:
        Walkthrough.Tour.new_from_resource(path)
        raise AssertionError(f"{path} loaded")
    except GLib.Error as error:
        assert error.matches(Walkthrough.tour_error_quark(), Walkthrough.TourError.NOT_FOUND), error
        assert "/dev/walkthrough/python-api/hello" in error.message, error.message
print("ok: resource paths are names: %00 and %2e are not found")

# help() shows the C API's doc comments (the override module gi/overrides/Walkthrough.py).
assert Walkthrough.Onboarding.__doc__.startswith("The one object an app needs"), Walkthrough.Onboarding.__doc__
assert Walkthrough.Onboarding.start.__doc__.startswith("Decides what to show at start-up"), Walkthrough.Onboarding.start.__doc__
assert Walkthrough.Tour.new_from_file.__doc__.startswith("Reads and checks the tour manifest"), Walkthrough.Tour.new_from_file.__doc__
assert Walkthrough.Onboarding.donate.__doc__.startswith("Records that @event happened"), Walkthrough.Onboarding.donate.__doc__
assert Walkthrough.Onboarding.set_parameter.__doc__.startswith("Sets a parameter"), Walkthrough.Onboarding.set_parameter.__doc__
assert Walkthrough.Onboarding.add_tip_view.__doc__.startswith("Shows the inline feature tip"), Walkthrough.Onboarding.add_tip_view.__doc__
assert Walkthrough.TipView.__doc__.startswith("A place in an app's layout"), Walkthrough.TipView.__doc__
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
# The header's constants reach Python through the GIR, and name the actions the onboarding adds.
assert Walkthrough.ONBOARDING_SHOW_TOUR_ACTION == "app.show-tour", Walkthrough.ONBOARDING_SHOW_TOUR_ACTION
assert Walkthrough.ONBOARDING_SHOW_TIPS_ACTION == "app.show-tips", Walkthrough.ONBOARDING_SHOW_TIPS_ACTION
assert Walkthrough.ONBOARDING_RESET_TOUR_ACTION == "app.reset-tour", Walkthrough.ONBOARDING_RESET_TOUR_ACTION
assert Walkthrough.ONBOARDING_MAIN_WINDOW == "main", Walkthrough.ONBOARDING_MAIN_WINDOW
assert app.lookup_action(Walkthrough.ONBOARDING_SHOW_TOUR_ACTION.removeprefix("app.")) is None, "a dropped onboarding's action stayed on the application"
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

def pump_until(what, condition, seconds=20):
    """Runs the main context until `condition()` holds; fails after `seconds`."""
    deadline = time.monotonic() + seconds
    wake = GLib.timeout_add(20, lambda: True)  # iteration(True) returns at least this often
    try:
        while not condition():
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}")
            GLib.MainContext.default().iteration(True)
    finally:
        GLib.source_remove(wake)


def drain():
    while GLib.MainContext.default().iteration(False):
        pass


# Feature tips: an inline tip that shows once the parameter "ready" is true and "clicked" was donated.
tips_manifest = os.path.join(folder, "tips.json")
with open(os.path.join(folder, "one.svg"), "w") as out:
    out.write('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')
with open(tips_manifest, "w") as out:
    page = {"id": "one", "image": "one.svg", "imageDescription": "", "decorative": True, "title": "One", "body": "Body"}
    json.dump({"id": "tips", "title": "Tips", "pages": [page],
               "featureTips": [{"id": "list-tip", "style": "inline", "title": "Lists", "body": "Lists are long.",
                                "rules": [{"parameter": "ready", "equals": True}, {"event": "clicked", "atLeast": 1}]}]}, out)
onboarding = Walkthrough.Onboarding.new(app, "1.0", Walkthrough.Tour.new_from_file(Gio.File.new_for_path(tips_manifest)))
for detailed in (Walkthrough.ONBOARDING_SHOW_TOUR_ACTION, Walkthrough.ONBOARDING_SHOW_TIPS_ACTION, Walkthrough.ONBOARDING_RESET_TOUR_ACTION):
    assert app.lookup_action(detailed.removeprefix("app.")) is not None, f"the onboarding added no {detailed}"
print("ok: action constants")
shown, ended, notified = [], [], []
onboarding.connect("feature-tip-shown", lambda _, tip: shown.append(tip))
onboarding.connect("feature-tip-ended", lambda _, tip, reason: ended.append((tip, reason)))
onboarding.connect("notify::show-all-tips", lambda *_: notified.append(onboarding.props.show_all_tips))

# Testing mode: the property, its accessors and notify (once per change).
assert onboarding.props.show_all_tips is False
onboarding.props.show_all_tips = True
assert onboarding.get_show_all_tips() is True
onboarding.set_show_all_tips(True)
onboarding.set_show_all_tips(False)
assert notified == [True, False], notified
print("ok: show-all-tips")

# Parameters: booleans, numbers and strings, None unsets; another type is a critical, not a crash.
criticals = []
handler = GLib.log_set_handler("Walkthrough", GLib.LogLevelFlags.LEVEL_CRITICAL, lambda domain, level, message, _: criticals.append(message), None)
for value in [GLib.Variant.new_int32(3), GLib.Variant.new_double(2.5), GLib.Variant.new_string("pro"), None]:
    onboarding.set_parameter("plan", value)
onboarding.set_parameter("plan", GLib.Variant("(ii)", (1, 2)))
GLib.log_remove_handler("Walkthrough", handler)
assert len(criticals) == 1 and "plan" in criticals[0] and "(ii)" in criticals[0], criticals
onboarding.set_parameter("ready", GLib.Variant.new_boolean(True))
print("ok: set_parameter:", criticals[0])

# The view, as a .ui file declares it, in a window on screen.
builder = Gtk.Builder.new_from_string("""
<interface>
  <object class="GtkWindow" id="window">
    <property name="child">
      <object class="GtkBox">
        <child><object class="WtTipView" id="tip"><property name="tip-id">list-tip</property></object></child>
        <child><object class="GtkLabel"><property name="label">content</property></object></child>
      </object>
    </property>
  </object>
</interface>""", -1)
view = builder.get_object("tip")
assert isinstance(view, Walkthrough.TipView) and view.get_tip_id() == "list-tip" and view.props.tip_id == "list-tip"
window = builder.get_object("window")
window.set_application(app)
window.present()
onboarding.add_tip_view(view)
drain()
assert shown == [] and not view.get_visible(), (shown, view.get_visible())  # nothing donated yet
onboarding.donate("clicked")
pump_until("feature-tip-shown", lambda: shown == ["list-tip"] and view.get_mapped())
print("ok: feature-tip-shown list-tip")

# Done for good: the signal with its reason, the view hidden, the state file says so.
state_file = os.path.join(os.environ["XDG_STATE_HOME"], "dev.walkthrough.BindingTest", "feature-tips.json")


def saved_tip():
    try:
        with open(state_file) as saved:
            return json.load(saved)["tips"].get("list-tip", {})
    except (OSError, ValueError, KeyError):
        return {}


onboarding.invalidate_tip("list-tip", Walkthrough.TipInvalidation.ACTION_PERFORMED)
pump_until("feature-tip-ended", lambda: ended == [("list-tip", Walkthrough.TipInvalidation.ACTION_PERFORMED)] and not view.get_visible())
pump_until("the state file records it", lambda: saved_tip().get("invalidated") == "actionPerformed")
print("ok: feature-tip-ended list-tip action-performed, saved")

# Reset: the tip is new again; its rules hold, so it shows again.
onboarding.reset_tips()
onboarding.donate("clicked")
pump_until("the tip after reset_tips", lambda: shown == ["list-tip", "list-tip"] and view.get_mapped())
pump_until("the state file forgets the invalidation", lambda: "invalidated" not in saved_tip() and saved_tip() != {})
window.destroy()
print("ok: reset_tips")

# The Swift half's warnings go through g_log in the Walkthrough domain, as the
# C half's do: an app's handler catches them (and silences them: nothing is printed).
warnings = []
handler = GLib.log_set_handler("Walkthrough", GLib.LogLevelFlags.LEVEL_WARNING,
                               lambda domain, level, message, _: warnings.append((domain, message)), None)
onboarding.donate("not an event name!")
Walkthrough.Onboarding.new(app, "not a version", None)
GLib.log_remove_handler("Walkthrough", handler)
assert len(warnings) == 2, warnings
assert all(domain == "Walkthrough" for domain, _ in warnings), warnings
assert "not an event name!" in warnings[0][1] and "is not a version" in warnings[1][1], warnings
print("ok: the library's warnings reach g_log_set_handler in the Walkthrough domain:", warnings[1][1][:60])

# Names an app passes are cut in warnings too: a million-letter event or parameter name.
# (Read back from standard error, where GLib's default writer puts them.)
with tempfile.TemporaryFile() as captured:
    sys.stderr.flush()
    saved = os.dup(2)
    os.dup2(captured.fileno(), 2)
    try:
        onboarding.donate("e" * 10**6)
        onboarding.set_parameter("p" * 10**6, GLib.Variant.new_boolean(True))
        onboarding.invalidate_tip("t" * 10**6, Walkthrough.TipInvalidation.DISMISSED)
    finally:
        os.dup2(saved, 2)
        os.close(saved)
    captured.seek(0)
    warnings = captured.read().decode().splitlines()
assert warnings and all(len(warning) < 400 for warning in warnings), [len(warning) for warning in warnings]
assert any("eeee" in warning for warning in warnings) and any("pppp" in warning for warning in warnings), warnings
print("ok: long names in warnings are cut:", max(len(warning) for warning in warnings), "characters")
