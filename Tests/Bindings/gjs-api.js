// The library through GJS: a bad manifest is a GLib.Error naming the field,
// and a tour loads with its properties. Prints "ok: ..." lines; a failure throws.
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

const here = GLib.path_get_dirname(GLib.filename_from_uri(import.meta.url)[0]);
const tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path(
    GLib.build_filenamev([here, '..', '..', 'Examples', 'common', 'tour', 'hello.json'])));
if (tour.id !== 'hello' || tour.page_count !== 3)
    throw new Error(`tour properties: ${tour.id} ${tour.page_count}`);
print('ok: tour properties');
