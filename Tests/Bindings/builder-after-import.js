// A .ui file naming the library's widgets builds right after the import, with
// no other line: the installed GJS override registers the types.
import Gtk from 'gi://Gtk?version=4.0';
import Walkthrough from 'gi://Walkthrough?version=1';

const UI = `<interface>
  <object class="WtCoachMarkOverlay" id="overlay">
    <property name="window-name">main</property>
    <child><object class="GtkBox"><child><object class="WtTipView" id="tip"><property name="tip-id">a-tip</property></object></child><child><object class="WtChecklist" id="list"><property name="checklist-id">a-list</property></object></child></object></child>
  </object>
</interface>`;

Gtk.init();
const builder = Gtk.Builder.new_from_string(UI, -1);
const overlay = builder.get_object('overlay');
if (!(overlay instanceof Walkthrough.CoachMarkOverlay) || overlay.get_window_name() !== 'main')
    throw new Error(`not a WtCoachMarkOverlay: ${overlay}`);
if (builder.get_object('tip').get_tip_id() !== 'a-tip')
    throw new Error('the tip view has no tip id');
if (builder.get_object('list').get_checklist_id() !== 'a-list')
    throw new Error('the checklist has no checklist id');
print('ok: a .ui naming WtCoachMarkOverlay, WtTipView and WtChecklist builds right after the import');
