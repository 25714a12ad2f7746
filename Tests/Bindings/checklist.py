#!/usr/bin/python3
"""A WtChecklist from a .ui file in a Python app: filled by the onboarding,
ticked live by a donation and a parameter, its progress notified, completed
and dismissed emitted, and its state file written. Prints "ok: ..." lines;
any failure raises. Needs a display."""
import json
import os
import tempfile
import time

# The checklists' state goes here (read once, before GLib caches it).
os.environ["XDG_STATE_HOME"] = tempfile.mkdtemp()

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Walkthrough", "1")
from gi.repository import Gio, GLib, Gtk, Walkthrough  # noqa: E402


def pump_until(what, condition, seconds=5):
    deadline = time.monotonic() + seconds
    wake = GLib.timeout_add(20, lambda: True)  # iteration(True) returns at least this often
    try:
        while not condition():
            assert time.monotonic() < deadline, f"timed out waiting for: {what}"
            GLib.MainContext.default().iteration(True)
    finally:
        GLib.source_remove(wake)


folder = tempfile.mkdtemp()
with open(os.path.join(folder, "one.svg"), "w") as out:
    out.write('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')
manifest = os.path.join(folder, "tour.json")
with open(manifest, "w") as out:
    page = {"id": "one", "image": "one.svg", "imageDescription": "", "decorative": True, "title": "One", "body": "Body"}
    json.dump({"id": "checklist", "title": "Checklist", "pages": [page],
               "checklists": [{"id": "get-started", "title": "Get started", "items": [
                   {"id": "add", "title": "Add two", "body": "Press Add.", "completion": [{"event": "added", "atLeast": 2}]},
                   {"id": "sign-in", "title": "Sign in", "body": "Who you are.", "completion": [{"parameter": "signedIn", "equals": True}]}]}]}, out)

Gtk.init()
app = Gtk.Application(application_id="dev.walkthrough.ChecklistPython", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.register(None)
onboarding = Walkthrough.Onboarding.new(app, "1.0", Walkthrough.Tour.new_from_file(Gio.File.new_for_path(manifest)))

builder = Gtk.Builder.new_from_string("""
<interface>
  <object class="GtkWindow" id="window">
    <property name="child">
      <object class="WtChecklist" id="checklist"><property name="checklist-id">get-started</property></object>
    </property>
  </object>
</interface>""", -1)
checklist = builder.get_object("checklist")
assert isinstance(checklist, Walkthrough.Checklist), type(checklist)
assert checklist.get_checklist_id() == "get-started" and checklist.props.checklist_id == "get-started"
assert (checklist.props.n_items, checklist.props.progress) == (0, 0.0), "empty until the onboarding fills it"
window = builder.get_object("window")
window.set_application(app)
window.present()
progress, completed, dismissed = [], [], []
checklist.connect("notify::progress", lambda *_: progress.append(checklist.props.progress))
checklist.connect("completed", lambda _: completed.append(True))
checklist.connect("dismissed", lambda _: dismissed.append(True))
onboarding.add_checklist(checklist)
assert (checklist.get_n_done(), checklist.get_n_items()) == (0, 2), (checklist.get_n_done(), checklist.get_n_items())
print("ok: a WtChecklist from a .ui file, filled by add_checklist: 0 of 2")

onboarding.donate("added")
onboarding.donate("added")
pump_until("the second donation ticks an item", lambda: checklist.get_n_done() == 1)
assert progress[-1] == 0.5 and checklist.get_progress() == 0.5, progress
onboarding.set_parameter("signedIn", GLib.Variant.new_boolean(True))
pump_until("the parameter completes it", lambda: completed == [True])
assert checklist.props.n_done == 2 and checklist.props.progress == 1.0
print("ok: ticked live by a donation and a parameter; progress notified, completed emitted")

state = os.path.join(os.environ["XDG_STATE_HOME"], "dev.walkthrough.ChecklistPython", "checklists.json")
pump_until("the progress is saved", lambda: os.path.exists(state), seconds=5)
with open(state) as saved:
    assert set(json.load(saved)["checklists"]["get-started"]["items"]) == {"add", "sign-in"}
print("ok: saved in $XDG_STATE_HOME")
window.destroy()
