// The library through GJS: a bad manifest is a GLib.Error naming the field,
// with a code for each way it fails, a resource path is a name ("%2e" is no dot, "%00"
// no crash), and a tour loads with its properties; feature tips: the testing mode,
// parameters, donations, a WtTipView from a .ui string, the shown and ended
// signals, the state file and reset. Prints "ok: ..." lines; a failure throws.
// Needs a display.
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Walkthrough from 'gi://Walkthrough?version=1';

const folder = GLib.dir_make_tmp('walkthrough-XXXXXX');
const bad = GLib.build_filenamev([folder, 'bad.json']);
GLib.file_set_contents(bad, '{"id": "bad", "title": "Bad", "pages": [{"id": "one", "image": 3}]}');
let caught = null;
try {
    Walkthrough.Tour.new_from_file(Gio.File.new_for_path(bad));
} catch (error) {
    caught = error;
}
if (!(caught instanceof GLib.Error) || !caught.matches(Walkthrough.tour_error_quark(), Walkthrough.TourError.INVALID))
    throw new Error(`expected a WT_TOUR_ERROR, got ${caught}`);
if (!caught.message.startsWith(`${bad}:1:`) || !caught.message.includes('pages[0].image'))
    throw new Error(`the message does not name the file and field: ${caught.message}`);
print(`ok: bad manifest: ${caught.message}`);

// Each way a manifest fails has its own code, so an app can act on it.
function tourError(file) {
    try {
        Walkthrough.Tour.new_from_file(typeof file === 'string' ? Gio.File.new_for_path(file) : file);
    } catch (error) {
        if (!(error instanceof GLib.Error) || error.domain !== Walkthrough.tour_error_quark())
            throw new Error(`expected a WT_TOUR_ERROR, got ${error}`);
        return error;
    }
    throw new Error(`${file} loaded`);
}
function write(name, text) {
    const path = GLib.build_filenamev([folder, name]);
    GLib.file_set_contents(path, text);
    return path;
}
const unreadable = GLib.build_filenamev([folder, 'loop.json']);
Gio.File.new_for_path(unreadable).make_symbolic_link('loop.json', null);  // unreadable even as root
const tooLarge = write('large.json', '');
const sparse = Gio.File.new_for_path(tooLarge).open_readwrite(null);  // sparse: over any limit, nothing is read
sparse.truncate(1 << 30, null);
sparse.close(null);
const codes = [
    [GLib.build_filenamev([folder, 'missing.json']), Walkthrough.TourError.NOT_FOUND, 'file does not exist'],
    [Gio.File.new_for_uri('resource:///dev/walkthrough/tour.json'), Walkthrough.TourError.NOT_FOUND, 'resource:///dev/walkthrough/tour.json: file does not exist'],
    [folder, Walkthrough.TourError.NOT_REGULAR, 'is a folder'],
    [unreadable, Walkthrough.TourError.UNREADABLE, 'cannot open'],
    [tooLarge, Walkthrough.TourError.TOO_LARGE, 'file is too large: 1073741824 bytes'],
    [write('syntax.json', '{"id": "x",}'), Walkthrough.TourError.SYNTAX, 'trailing comma'],
    [bad, Walkthrough.TourError.INVALID, 'pages[0].image'],
];
for (const [file, code, words] of codes) {
    const error = tourError(file);
    if (error.code !== code || !error.message.includes(words))
        throw new Error(`${file}: expected code ${code} with "${words}", got ${error.code}: ${error.message}`);
}
print('ok: tour error codes');

// A resource path is a name, not part of a URI: "%2e" is no dot, and "%00" (which
// crashed GIO's URI parser) is three characters.
write('hello.json', '{"id": "hello", "title": "Hello", "pages": [{"id": "one", "image": "art.svg", ' +
    '"imageDescription": "A picture.", "title": "One", "body": "From a GResource."}]}');
write('art.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>');
const bundle = write('bundle.xml', '<gresources><gresource prefix="/dev/walkthrough/gjs-api">' +
    '<file>hello.json</file><file>art.svg</file></gresource></gresources>');
Gio.Subprocess.new(['glib-compile-resources', '--sourcedir', folder, '--target', `${bundle}.gresource`, bundle],
    Gio.SubprocessFlags.NONE).wait_check(null);
Gio.Resource.load(`${bundle}.gresource`)._register();
if (Walkthrough.Tour.new_from_resource('/dev/walkthrough/gjs-api/hello.json').id !== 'hello')
    throw new Error('the bundled tour did not load');
for (const path of ['/dev/walkthrough/gjs-api/hello.json%00x', '/dev/walkthrough/gjs-api/hello%2ejson']) {
    let error = null;
    try {
        Walkthrough.Tour.new_from_resource(path);
    } catch (thrown) {
        error = thrown;
    }
    if (!(error instanceof GLib.Error) || !error.matches(Walkthrough.tour_error_quark(), Walkthrough.TourError.NOT_FOUND) ||
        !error.message.includes('/dev/walkthrough/gjs-api/hello'))
        throw new Error(`${path}: expected NOT_FOUND naming it, got ${error}`);
}
print('ok: resource paths are names: %00 and %2e are not found');

const here = GLib.path_get_dirname(GLib.filename_from_uri(import.meta.url)[0]);
const tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path(
    GLib.build_filenamev([here, '..', '..', 'Examples', 'common', 'tour', 'hello.json'])));
if (tour.id !== 'hello' || tour.page_count !== 3)
    throw new Error(`tour properties: ${tour.id} ${tour.page_count}`);
print('ok: tour properties');

// The header's constants, through the GIR.
const constants = [Walkthrough.ONBOARDING_SHOW_TOUR_ACTION, Walkthrough.ONBOARDING_SHOW_TIPS_ACTION,
    Walkthrough.ONBOARDING_RESET_TOUR_ACTION, Walkthrough.ONBOARDING_MAIN_WINDOW];
if (constants.join(' ') !== 'app.show-tour app.show-tips app.reset-tour main')
    throw new Error(`constants: ${constants.join(' ')}`);

// Feature tips: an inline tip that shows once the parameter "ready" is true and "clicked" was donated.
const Gtk = (await import('gi://Gtk?version=4.0')).default;
// The feature tips' state goes to a folder of its own.
const stateHome = GLib.dir_make_tmp('walkthrough-state-XXXXXX');
GLib.setenv('XDG_STATE_HOME', stateHome, true);
const stateFile = GLib.build_filenamev([stateHome, 'dev.walkthrough.BindingTestGjs', 'feature-tips.json']);
const tipsFile = GLib.build_filenamev([folder, 'tips.json']);
GLib.file_set_contents(GLib.build_filenamev([folder, 'one.svg']), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
GLib.file_set_contents(tipsFile, JSON.stringify({
    id: 'tips', title: 'Tips',
    pages: [{id: 'one', image: 'one.svg', imageDescription: '', decorative: true, title: 'One', body: 'Body'}],
    featureTips: [{id: 'list-tip', style: 'inline', title: 'Lists', body: 'Lists are long.',
        rules: [{parameter: 'ready', equals: true}, {event: 'clicked', atLeast: 1}]}],
}));
Gtk.init();
const app = new Gtk.Application({application_id: 'dev.walkthrough.BindingTestGjs', flags: Gio.ApplicationFlags.NON_UNIQUE});
app.register(null);
const onboarding = Walkthrough.Onboarding.new(app, '1.0', Walkthrough.Tour.new_from_file(Gio.File.new_for_path(tipsFile)));
const shown = [], ended = [], notified = [];
onboarding.connect('feature-tip-shown', (_, tip) => shown.push(tip));
onboarding.connect('feature-tip-ended', (_, tip, reason) => ended.push([tip, reason]));
onboarding.connect('notify::show-all-tips', () => notified.push(onboarding.show_all_tips));
const check = (condition, what) => {
    if (!condition)
        throw new Error(what);
};

// Runs the main context until `condition()` holds; throws after `seconds`.
const pumpUntil = (what, condition, seconds = 20) => {
    const deadline = GLib.get_monotonic_time() + seconds * 1e6;
    const wake = GLib.timeout_add(GLib.PRIORITY_DEFAULT, 20, () => GLib.SOURCE_CONTINUE);
    try {
        while (!condition()) {
            check(GLib.get_monotonic_time() < deadline, `timed out waiting for ${what}`);
            GLib.MainContext.default().iteration(true);
        }
    } finally {
        GLib.source_remove(wake);
    }
};

onboarding.show_all_tips = true;
check(onboarding.get_show_all_tips() === true, 'show-all-tips is on');
onboarding.set_show_all_tips(true);
onboarding.set_show_all_tips(false);
check(JSON.stringify(notified) === '[true,false]', `notify::show-all-tips once per change: ${notified}`);
print('ok: show-all-tips');

// Parameters: booleans, numbers and strings, null unsets; another type is a critical, not a crash.
// GLib takes one log writer per process: this one stays, and prints what it does not keep.
const criticals = [];
let capturing = true;
GLib.log_set_writer_func((level, fields) => {
    const message = new TextDecoder().decode(fields.MESSAGE);
    if (capturing && level === GLib.LogLevelFlags.LEVEL_CRITICAL)
        criticals.push(message);
    else
        printerr(message);
    return GLib.LogWriterOutput.HANDLED;
});
for (const value of [GLib.Variant.new_int32(3), GLib.Variant.new_double(2.5), GLib.Variant.new_string('pro'), null])
    onboarding.set_parameter('plan', value);
onboarding.set_parameter('plan', new GLib.Variant('(ii)', [1, 2]));
capturing = false;
check(criticals.length === 1 && criticals[0].includes('(ii)'), `one critical for a (ii) variant: ${criticals}`);
onboarding.set_parameter('ready', GLib.Variant.new_boolean(true));
print(`ok: set_parameter: ${criticals[0]}`);

// The view, as a .ui file declares it, in a window on screen; shown after the donation.
const builder = Gtk.Builder.new_from_string(`
<interface>
  <object class="GtkWindow" id="window">
    <property name="child">
      <object class="WtTipView" id="tip"><property name="tip-id">list-tip</property></object>
    </property>
  </object>
</interface>`, -1);
const view = builder.get_object('tip');
check(view instanceof Walkthrough.TipView && view.get_tip_id() === 'list-tip' && view.tip_id === 'list-tip', 'the tip view from GtkBuilder');
const window = builder.get_object('window');
window.set_application(app);
window.present();
onboarding.add_tip_view(view);
onboarding.donate('clicked');
pumpUntil('feature-tip-shown', () => shown.join() === 'list-tip' && view.get_mapped());
print('ok: feature-tip-shown list-tip');

const savedTip = () => {
    try {
        return JSON.parse(new TextDecoder().decode(GLib.file_get_contents(stateFile)[1])).tips['list-tip'] ?? {};
    } catch {
        return {};
    }
};
onboarding.invalidate_tip('list-tip', Walkthrough.TipInvalidation.ACTION_PERFORMED);
pumpUntil('feature-tip-ended', () => JSON.stringify(ended) === JSON.stringify([['list-tip', Walkthrough.TipInvalidation.ACTION_PERFORMED]]) && !view.get_visible());
pumpUntil('the state file records it', () => savedTip().invalidated === 'actionPerformed');
print('ok: feature-tip-ended list-tip action-performed, saved');

onboarding.reset_tips();
onboarding.donate('clicked');
pumpUntil('the tip after reset_tips', () => shown.join() === 'list-tip,list-tip' && view.get_mapped());
window.destroy();
print('ok: reset_tips');
