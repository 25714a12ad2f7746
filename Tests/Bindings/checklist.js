// A WtChecklist from a .ui file in a GJS app: filled by the onboarding,
// ticked live by a donation, its progress notified and completed emitted.
// Prints "ok: ..." lines; any failure throws. Needs a display.
import GLib from 'gi://GLib';
import Gio from 'gi://Gio';
import Gtk from 'gi://Gtk?version=4.0';
import Walkthrough from 'gi://Walkthrough?version=1';

function check(condition, what) {
    if (!condition)
        throw new Error(what);
}

function pumpUntil(what, condition) {
    const deadline = GLib.get_monotonic_time() + 5_000_000;
    // iteration(true) returns at least this often, without spinning.
    const wake = GLib.timeout_add(GLib.PRIORITY_DEFAULT, 20, () => GLib.SOURCE_CONTINUE);
    try {
        while (!condition()) {
            check(GLib.get_monotonic_time() < deadline, `timed out waiting for: ${what}`);
            GLib.MainContext.default().iteration(true);
        }
    } finally {
        GLib.source_remove(wake);
    }
}

const folder = GLib.dir_make_tmp('walkthrough-checklist-XXXXXX');
GLib.setenv('XDG_STATE_HOME', folder, true);
GLib.file_set_contents(`${folder}/one.svg`, '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
const page = {id: 'one', image: 'one.svg', imageDescription: '', decorative: true, title: 'One', body: 'Body'};
GLib.file_set_contents(`${folder}/tour.json`, JSON.stringify({
    id: 'checklist', title: 'Checklist', pages: [page],
    checklists: [{id: 'get-started', title: 'Get started', items: [
        {id: 'add', title: 'Add one', body: 'Press Add.', completion: [{event: 'added'}]},
        {id: 'about', title: 'About', body: 'Who made it.', button: {label: 'About', action: 'app.about'}}]}],
}));

Gtk.init();
const app = new Gtk.Application({application_id: 'dev.walkthrough.ChecklistGjs', flags: Gio.ApplicationFlags.NON_UNIQUE});
app.register(null);
const onboarding = Walkthrough.Onboarding.new(app, '1.0', Walkthrough.Tour.new_from_file(Gio.File.new_for_path(`${folder}/tour.json`)));
const builder = Gtk.Builder.new_from_string(`<interface>
  <object class="GtkWindow" id="window">
    <property name="child">
      <object class="WtChecklist" id="checklist"><property name="checklist-id">get-started</property></object>
    </property>
  </object>
</interface>`, -1);
const checklist = builder.get_object('checklist');
check(checklist instanceof Walkthrough.Checklist && checklist.checklist_id === 'get-started', `not a WtChecklist: ${checklist}`);
const window = builder.get_object('window');
window.set_application(app);
window.present();
const progress = [];
let completed = 0;
checklist.connect('notify::progress', () => progress.push(checklist.progress));
checklist.connect('completed', () => completed++);
onboarding.add_checklist(checklist);
check(checklist.n_items === 2 && checklist.n_done === 0, `filled: ${checklist.n_done} of ${checklist.n_items}`);
print('ok: a WtChecklist from a .ui file, filled by add_checklist: 0 of 2');
onboarding.donate('added');
pumpUntil('the donation ticks an item', () => checklist.get_n_done() === 1);
check(progress[progress.length - 1] === 0.5 && completed === 0, `progress ${progress}`);
print('ok: ticked live by a donation; progress notified');
window.destroy();
