// GJS's override for Walkthrough, installed in <datadir>/gjs-1.0/overrides,
// which GJS searches (with each folder of $XDG_DATA_DIRS) when an app imports
// the namespace (`gi://Walkthrough`, `imports.gi.Walkthrough`), and then runs
// _init with the namespace as `this`.
//
// It registers the library's widget types, so that a GtkBuilder file or a
// template naming WtCoachMarkOverlay, WtTipView or WtChecklist builds right after the
// import: GJS opens a library only when one of its types or functions is
// first used, and GtkBuilder looks types up by name (GJS's builder scope does
// not call `*_get_type` by itself), which would otherwise fail with
// "Invalid object type 'WtCoachMarkOverlay'". It adds nothing else.

/* exported _init */
function _init() {
    const {GObject} = imports.gi;
    for (const type of [this.Checklist, this.CoachMarkOverlay, this.TipView])
        GObject.type_ensure(type.$gtype);
}
