// Generated from Walkthrough-1.gir by bindings/rust/generate.py: DO NOT EDIT.
// Run bindings/rust/generate.py after a change to the C API.

/// The C API's doc comment of a C symbol (`WtOnboarding`, `wt_onboarding_start`,
/// `WtOnboarding::tour-ended` for a signal, `WtOnboarding:show-all-tips` for a property).
macro_rules! c_doc {
    ("WtChecklist") => {
        "A get-started checklist: a heading with the progress (\"2 of 5\") and the
items of one of the manifest's checklists (`Checklist:checklist-id`),
each a check box with its title, text, optional picture and button.

Items tick themselves as the person does each thing (an action, an event
the app donates, a parameter, a setting, a guide finished, a tip seen),
even while the checklist is not on screen, once it is handed to
`Onboarding::add_checklist`. A person may untick an item, or dismiss
the whole checklist: it then hides until Show Tips or a reset. Put it
where the app shows its empty state, or beside its content:

```xml
<object class=\"WtChecklist\" id=\"checklist\">
  <property name=\"checklist-id\">get-started</property>
</object>
```

Screen readers meet a list of check boxes with their checked state; a
change of progress is announced."
    };
    ("wt_checklist_new") => {
        "Creates a checklist widget for the manifest's checklist `checklist_id`;
hand it to `Onboarding::add_checklist` to fill it.

## Parameters
- `checklist_id`: the id of the manifest's checklist to show

## Returns
the new checklist"
    };
    ("wt_checklist_get_checklist_id") => {
        "Gets the id of the manifest's checklist the widget shows.

## Returns
the checklist's id"
    };
    ("wt_checklist_get_n_done") => {
        "Gets how many items are done.

## Returns
the number of items done"
    };
    ("wt_checklist_get_n_items") => {
        "Gets how many items the checklist has.

## Returns
the number of items"
    };
    ("wt_checklist_get_progress") => {
        "Gets the share of items done, from 0 to 1.

## Returns
the progress"
    };
    ("WtChecklist::completed") => {
        "Emitted when the last item not done is done (again, after an untick)."
    };
    ("WtChecklist::dismissed") => {
        "Emitted when the person dismissed the checklist; it is then hidden
until Show Tips or a reset brings it back."
    };
    ("WtChecklist:checklist-id") => {
        "The id of the manifest's checklist this widget shows."
    };
    ("WtChecklist:n-done") => {
        "How many items are done."
    };
    ("WtChecklist:n-items") => {
        "How many items the checklist has."
    };
    ("WtChecklist:progress") => {
        "The share of items done, from 0 to 1 (0 while the checklist is not
known: before `Onboarding::add_checklist`, or an id the manifest
does not have)."
    };
    ("WtCoachMarkOverlay") => {
        "A container that shows coach marks (tips and spotlight guides) over the
content an app puts in it, placed the way an `AdwToastOverlay` is.

Put it where your content goes (a header bar in the window's titlebar is
wrapped in one too, see below), and set your content as its
`CoachMarkOverlay:child`. Hand it to `Onboarding::attach`
and the coach marks of that window show over it. Guide targets are found
inside it, by widget name or by the action a button is bound to.

It is a `GtkBuildable`: in a `.ui` file or a widget template

```xml
<object class=\"WtCoachMarkOverlay\" id=\"overlay\">
  <property name=\"child\">
    <object class=\"GtkBox\">…</object>
  </property>
</object>
```

or with a plain `<child>` element. A `<child type=\"…\">` (`overlay`,
`titlebar`) is not one it takes: it is left out, with a warning.

In a `GtkWindow`, make it the window's child. A header bar that is the
window's titlebar stays there: wrap it in a second `WtCoachMarkOverlay`
and make that the titlebar (`<child type=\"titlebar\">`). Attach only the
content's overlay: it finds the titlebar's with `gtk_window_get_titlebar()`,
and while tips or a spotlight step show it dims the titlebar with the
content and spotlights the titlebar's buttons, the callout pointing up at
them from the content. In an `AdwWindow` or `AdwApplicationWindow`, which have no
titlebar and abort on `gtk_window_set_titlebar()`, make it the window's
content, with the `AdwHeaderBar` inside it.

While a coach mark shows, input outside the callout is blocked in the
whole window, the titlebar included."
    };
    ("wt_coach_mark_overlay_new") => {
        "Creates an empty overlay; add it to a window and set its
`CoachMarkOverlay:child`.

## Returns
the new overlay"
    };
    ("wt_coach_mark_overlay_get_child") => {
        "Gets the content coach marks show over.

## Returns
the content"
    };
    ("wt_coach_mark_overlay_get_window_name") => {
        "Gets the name of the window the overlay attaches itself under.

## Returns
the window name, or `None`"
    };
    ("wt_coach_mark_overlay_next_step") => {
        "Goes to the next step of the guide showing, or finishes it on the last
step; for the buttons of content from
`CoachMarkOverlay::create-callout`. Does nothing when no guide shows."
    };
    ("wt_coach_mark_overlay_previous_step") => {
        "Goes back a step in the guide showing. Does nothing on the first step or
when no guide shows."
    };
    ("wt_coach_mark_overlay_set_child") => {
        "Sets the content coach marks show over.

## Parameters
- `child`: the content"
    };
    ("wt_coach_mark_overlay_set_window_name") => {
        "Sets `CoachMarkOverlay:window-name`: the overlay attaches itself
under that name to its application's onboarding when it comes on screen.

## Parameters
- `window_name`: the name manifests use for the window, or `None`"
    };
    ("wt_coach_mark_overlay_show_me") => {
        "Triggers what the step's target stands for (\"Show me\"): activates its
action or button. Does nothing when no guide shows."
    };
    ("wt_coach_mark_overlay_skip_guide") => {
        "Ends the guide showing as skipped. Does nothing when no guide shows."
    };
    ("WtCoachMarkOverlay::create-callout") => {
        "Asks for the content of a spotlight step's callout, in place of the
default bubble (title, text, \"2 of 5\", Skip, Back, Show me and Next or
Done). Return a new widget, or `None` for the default. Its buttons drive
the guide with `CoachMarkOverlay::next_step`,
`CoachMarkOverlay::previous_step`,
`CoachMarkOverlay::skip_guide` and
`CoachMarkOverlay::show_me`.

Whatever it shows, screen readers meet the callout as a dialog named by
the step's title and described by its text; the first focusable widget
in it takes focus when the step shows.

The first handler that returns a widget wins.

A window (any `GtkRoot`) or a widget that already has a parent cannot
be a callout's content: it is refused with a warning and the default
callout shows. The library then drops only the reference the handler
returned (none, if a C handler returned a window GTK still lists or a
parented widget without one); it never destroys a window it is
handed, which stays the app's to destroy.

## Parameters
- `guide_id`: the guide's id
- `index`: the step's position in the guide, from 0
- `count`: how many steps the guide has
- `title`: the step's title, translated
- `body`: the step's text, translated

## Returns
the callout's content"
    };
    ("WtCoachMarkOverlay:child") => {
        "The content coach marks show over."
    };
    ("WtCoachMarkOverlay:window-name") => {
        "The name manifests use for this overlay's window (`main` for
`ONBOARDING_MAIN_WINDOW`), or `None`. With a name, the overlay attaches
itself to the onboarding of its window's application as it comes on
screen, as `Onboarding::attach` would: a window built from a
`.ui` file or a template needs no code for its coach marks. Leave it
`None` for an overlay the app attaches itself, and for the overlay
wrapping a titlebar."
    };
    ("WtOnboarding") => {
        "The one object an app needs for its first-run experience.

Given the app, its version and its tour, the onboarding reads the version
file in the user's config folder (`$XDG_CONFIG_HOME/<application id>`) and
decides: the whole welcome tour on a first run, only the new pages after an
update, or straight to the main window. It presents the tour, records the
version when the tour ends, asks for the main window through
`Onboarding::create-main-window`, and then shows that window's tips
and spotlight guides over the `CoachMarkOverlay` handed to
`Onboarding::attach`.

Feature tips show when their rules in the manifest say: after the events
the app donates with `Onboarding::donate`, given the parameters it
sets with `Onboarding::set_parameter`, no more often than the
manifest's display frequency, until they are closed, their feature is
used or they reach their limits. A popover tip points at a control of an
attached window without blocking it; an inline tip shows in the
`TipView` handed to `Onboarding::add_tip_view`. Their state is
kept in `$XDG_STATE_HOME/<application id>`.

It adds three actions to the application for the app's menu:
`app.show-tour` (the whole tour again), `app.show-tips` (the main window's
coach marks again) and `app.reset-tour` (forget that they were seen).
With two onboardings on one application, the newest owns the actions;
dropping an older one leaves them alone. Every outcome is a signal.

What is on screen keeps the onboarding alive, as a shown window keeps
itself: the tour window, the main window until it is destroyed, an overlay
while a coach mark or popover tip shows over it, a tip view while its tip
shows. An onboarding kept only in a local variable so finishes its tour
and lives as long as the main window. Each signal is emitted holding a
reference, so a handler may drop the last one. Methods called from inside
the onboarding's own signal handlers run after the work under way, in
order.

Like GTK, the onboarding is used from the thread that runs GTK; a call
from another thread is refused with a critical.

```c
static GtkWindow *
create_main_window (WtOnboarding *onboarding, GtkApplication *app)
{
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *overlay = wt_coach_mark_overlay_new ();
  wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (overlay), make_content ());
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (overlay), NULL);
  return g_object_ref (GTK_WINDOW (window));
}

// in \"activate\":
onboarding = wt_onboarding_new (app, \"1.2\", tour);
g_signal_connect (onboarding, \"create-main-window\", G_CALLBACK (create_main_window), app);
wt_onboarding_start (onboarding, FALSE);
```"
    };
    ("wt_onboarding_new") => {
        "Creates the onboarding for `application`. Its actions are added to the
application at once; nothing shows until `Onboarding::start`.

A `version` that orders nowhere (empty, not ASCII, `1..2`) is one warning;
the onboarding then makes no tour decision: `Onboarding::start`
asks for the main window, no tour or coach mark shows by itself, and no
version is recorded.

## Parameters
- `application`: the application
- `version`: the running app's version as the app writes it, such as `1.2`,
`46.beta`, `1.0~rc1`, `1:2.0-1` or `1.0.0-rc.1+build`
- `tour`: the welcome tour and coach marks, or `None` for none

## Returns
the new onboarding"
    };
    ("wt_onboarding_add_checklist") => {
        "Fills `checklist` with the manifest's checklist named by its
`Checklist:checklist-id`, and ticks its items as their
completions happen, from now on even while it is not on screen; what
happened before (events donated, guides finished, tips seen, settings
changed) counts too. Its progress is kept in
`$XDG_STATE_HOME/<application id>/checklists.json`. The onboarding keeps
no reference: a checklist that is destroyed is forgotten.

## Parameters
- `checklist`: a checklist placed in one of the app's windows"
    };
    ("wt_onboarding_add_tip_view") => {
        "Shows the inline feature tip named by `view`'s `TipView:tip-id`
in `view` when its rules say. The onboarding keeps no reference: a view
that is destroyed is forgotten.

## Parameters
- `view`: a tip view placed in one of the app's windows"
    };
    ("wt_onboarding_attach") => {
        "Runs the coach marks of the window named `window_name` over `overlay`:
those due for this version show now, or when the tour closes. The
onboarding keeps no reference to `overlay`: once its window is destroyed,
the coach marks showing or waiting there are dropped unseen, and show
over the next overlay attached under that name.

A guide step whose `window` names `window_name` (a Preferences dialog,
say) shows over `overlay` while that window is on screen; attach each such
dialog's overlay when the dialog is built.

## Parameters
- `overlay`: the overlay of the window's content
- `window_name`: the name manifests use for the window, or `None`
for `ONBOARDING_MAIN_WINDOW`"
    };
    ("wt_onboarding_donate") => {
        "Records that `event` happened now, for the feature tips whose rules count
it (`{\"event\": \"tour-played\", \"atLeast\": 2, \"within\": \"P7D\"}`). The newest
1,000 donations of each event are kept, across runs.

## Parameters
- `event`: the event's name, such as `tour-played`: ASCII letters, digits,
`-`, `_` and `.`"
    };
    ("wt_onboarding_get_application") => {
        "Gets the application.

## Returns
the application"
    };
    ("wt_onboarding_get_enabled") => {
        "Whether the app lets the onboarding show anything by itself; see
`Onboarding:enabled`.

## Returns
`false` when the app turned it off"
    };
    ("wt_onboarding_get_metainfo") => {
        "The metainfo the app named; see `Onboarding:metainfo`.

## Returns
the file, or `None` for the installed one"
    };
    ("wt_onboarding_get_show_all_tips") => {
        "Gets whether the testing mode that shows every feature tip is on.

## Returns
whether every tip shows"
    };
    ("wt_onboarding_get_tour") => {
        "Gets the welcome tour.

## Returns
the tour"
    };
    ("wt_onboarding_get_version") => {
        "Gets the running app's version, as given.

## Returns
the version"
    };
    ("wt_onboarding_hold_requests") => {
        "Makes the onboarding go before the application's own
`Gio.Application::activate` and `Gio.Application::open`
handlers, for an app that makes its windows there (a window per launch,
per file, or New Window): the app keeps that code as it is, and calls
neither `Onboarding::start` nor `Onboarding::open` nor answers
`Onboarding::create-main-window`.

Call it right after `Onboarding::new`, in the application's `startup`
or in `main()` before the application runs. On a launch whose welcome tour
comes first, the request that started it (activate, or open with its files
and hint) waits while the tour shows, and is asked of the application
again when the tour ends (`Gio.Application.activate`,
`Gio.Application.open`), so the app's own handler makes its window;
a request that comes while the tour shows waits too. Every other request
passes at once, untouched. The application keeps the onboarding alive
until it shuts down. With two onboardings holding one application's
requests, the newest holds them.

The onboarding connects its handlers now: the class's handlers (an
`activate` or `open` vfunc, Python's `do_activate`, GJS's
`vfunc_activate`, Vala's `override`) and handlers connected later run
after it; a handler connected before this call runs first. Coach marks
show over the app's windows whose `CoachMarkOverlay` has a
`CoachMarkOverlay:window-name`, or that the app attaches."
    };
    ("wt_onboarding_invalidate_tip") => {
        "Ends a feature tip for good: the person used what it teaches (or it no
longer applies). It hides if it shows, and
`Onboarding::feature-tip-ended` reports `reason`.

## Parameters
- `tip_id`: the feature tip's id
- `reason`: why it is done, usually `TipInvalidation::ActionPerformed`"
    };
    ("wt_onboarding_open") => {
        "Decides what to show, as `Onboarding::start` does, for an
application asked to open files: call it from its
`Gio.Application::open` handler (an application with
`G_APPLICATION_HANDLES_OPEN`), where `Gio.Application::activate`
does not come. The onboarding keeps the files and hands them over with
`Onboarding::open-files` once the main window is open: after the
welcome tour on a first run, at once otherwise.

## Parameters
- `files`: the files to open
- `n_files`: how many there are
- `hint`: the hint from `Gio.Application::open`, or `None`"
    };
    ("wt_onboarding_play") => {
        "Plays another tour over the main window; it records nothing.

## Parameters
- `tour`: the tour to play"
    };
    ("wt_onboarding_reset_tips") => {
        "Forgets every feature tip's state: the events donated, how often and how
long each tip showed, and which are done. `Onboarding::reset_tour`
does this too."
    };
    ("wt_onboarding_reset_tour") => {
        "Forgets that the tour and coach marks were seen, so they show again on the
next start, as `app.reset-tour` does; `Onboarding::tour-reset` says
how it went."
    };
    ("wt_onboarding_set_enabled") => {
        "Turns the onboarding off (or on again) for an app with its own setting,
before `Onboarding::start` usually; see `Onboarding:enabled`.

## Parameters
- `enabled`: `false` to show nothing by itself and record nothing"
    };
    ("wt_onboarding_set_metainfo") => {
        "Names the AppStream metainfo whose release notes show after an update,
before `Onboarding::start`; see `Onboarding:metainfo`.
A resting launch reads nothing of it.

## Parameters
- `metainfo`: the app's metainfo file, or `None` for the installed one"
    };
    ("wt_onboarding_set_parameter") => {
        "Sets a parameter that feature tips' rules compare
(`{\"parameter\": \"signedIn\", \"equals\": true}`). Tips showing because of it
hide when it changes. Parameters are not saved: set them each run. A
floating `value` is sunk and released.

## Parameters
- `name`: the parameter's name, such as `signedIn`
- `value`: a boolean, number (any numeric type) or string, or
`None` to unset it"
    };
    ("wt_onboarding_set_show_all_tips") => {
        "Turns the testing mode on or off: every feature tip shows wherever it
can, whatever its rules, limits and saved state.

## Parameters
- `show_all`: whether every feature tip shows"
    };
    ("wt_onboarding_show_tips") => {
        "Replays the window's tips and guides, as `app.show-tips` does for the main
window.

## Parameters
- `window_name`: the window's name in the manifest, or `None` for
`ONBOARDING_MAIN_WINDOW`"
    };
    ("wt_onboarding_show_tour") => {
        "Shows the whole welcome tour over the main window, as `app.show-tour` does."
    };
    ("wt_onboarding_start") => {
        "Decides what to show at start-up; call it when the application activates.
Called again (a second activation), it presents what is open.

## Parameters
- `show_whole_tour`: whether to show the whole welcome tour whatever the
version file says"
    };
    ("WtOnboarding::create-main-window") => {
        "Asks for the app's main window when it should open and none is open:
after the welcome tour, or at once when no tour is due. Build the window,
hand its overlay to `Onboarding::attach`, and return it; the
onboarding presents it, and presents it again after later tours, which
are modal over it. Once the window is destroyed, the next request emits
this signal again.

The first handler that returns a window wins. As for every signal that
returns an object, the handler gives a reference with it: in C, return
`g_object_ref (window)`; in other languages, return the window. No
window (no handler, or `None`), a destroyed window or, in C, a window
returned without its reference gets one warning, and the next request
asks again.

## Returns
the main window"
    };
    ("WtOnboarding::feature-tip-ended") => {
        "A feature tip is done: closed, its feature used, or over its display
count or duration. It does not show again until the tips are reset.

## Parameters
- `tip_id`: the feature tip's id
- `reason`: why it is done"
    };
    ("WtOnboarding::feature-tip-shown") => {
        "A feature tip came on screen: a popover beside its target, or an inline
tip in its `TipView`.

## Parameters
- `tip_id`: the feature tip's id"
    };
    ("WtOnboarding::guide-ended") => {
        "A spotlight guide ended.

## Parameters
- `guide_id`: the guide's id
- `ending`: how it ended
- `step`: the step it ended at, from 0"
    };
    ("WtOnboarding::open-files") => {
        "The main window is open: open `files` in it. Emitted once for each call of
`Onboarding::open`, after the welcome tour when one shows first
(the main window has then been asked for with
`Onboarding::create-main-window`), or at once.

## Parameters
- `files`: the files to open
- `n_files`: how many there are
- `hint`: the hint given to `Onboarding::open`, or \"\""
    };
    ("WtOnboarding::state-not-saved") => {
        "The version or the coach marks seen could not be recorded (a config
folder that is full, read-only or not a folder): they will show again on
the next start. The onboarding also logs a warning.

## Parameters
- `error`: what was not saved and why: a
`OnboardingError::VersionNotSaved` or
`OnboardingError::SeenNotSaved`"
    };
    ("WtOnboarding::tips-ended") => {
        "A sequence of tips ended.

## Parameters
- `sequence_id`: the tip sequence's id
- `outcome`: how it ended"
    };
    ("WtOnboarding::tour-ended") => {
        "A tour window closed. A tour window the app destroys
(`gtk_window_destroy()`) ends as `TourEnding::Closed` too; the welcome
tour's version is then recorded, as for a skip, but no main window is
asked for.

## Parameters
- `ending`: how the tour window ended
- `kind`: whether it was the welcome tour
- `tour_id`: the id of the tour's manifest"
    };
    ("WtOnboarding::tour-reset") => {
        "The tour and coach marks were reset (`Onboarding::reset_tour` or
`app.reset-tour`), so they show again on the next start; or they could
not be, with a `OnboardingError::ResetFailed`.

## Parameters
- `error`: why the state could not be removed, or `None` when it was"
    };
    ("WtOnboarding::version-recorded") => {
        "The running version was recorded as seen: the welcome tour ended, or an
update had nothing new to show.

## Parameters
- `version`: the version written"
    };
    ("WtOnboarding:application") => {
        "The application whose onboarding this is; its id names the folder the
state is kept in, and the actions are added to it."
    };
    ("WtOnboarding:enabled") => {
        "Whether the onboarding shows anything by itself: the welcome tour, coach
marks and feature tips. An app with its own setting for it turns it off;
then nothing shows by itself and nothing is recorded (no version
written, no state changed), while `app.show-tour` and `app.show-tips`
still show what the person asks for. Turned on again, the next start
shows what is due.

Distributors, kiosks and test harnesses turn every app's onboarding off
without the app: the environment variable `WALKTHROUGH_DISABLE` (`1` for
every app, or a comma-separated list of application ids), or a file
`walkthrough/disable` in a folder of `$XDG_CONFIG_DIRS` (`/etc/xdg`),
holding one application id or `*` per line, and `live-session` to turn
it off in live sessions. This property is the app's own say only."
    };
    ("WtOnboarding:metainfo") => {
        "The app's AppStream metainfo, whose release notes join the welcome
tour's what's-new pages after an update: a file, or a `resource:///`
file of the app's GResources. `None` (the default): the installed
`<application id>.metainfo.xml` (or the legacy `.appdata.xml`) in the
`metainfo` folder of `$XDG_DATA_HOME` or of a folder of `$XDG_DATA_DIRS`.

It is read only when the app was updated since the version recorded,
and only if the manifest's `whatsNew` takes release notes. A file that
cannot be read or is not well-formed gives one warning, and the tour
shows without notes. Set it before `Onboarding::start`."
    };
    ("WtOnboarding:show-all-tips") => {
        "Testing mode: every feature tip shows wherever it can, whatever its
rules, limits and saved state. Also turned on at start by the
environment variable `WALKTHROUGH_SHOW_ALL_TIPS=1`."
    };
    ("WtOnboarding:tour") => {
        "The welcome tour, with the coach marks of the app's windows; `None` for
none."
    };
    ("WtOnboarding:version") => {
        "The running app's version, such as `1.2` or `2.0.1`; compared with the
version file and with the `since` of pages and coach marks."
    };
    ("WtTipView") => {
        "A place in an app's layout where an inline feature tip shows: a card with
the tip's title, text, optional picture, a close button and an optional
action button.

Each view carries the id of one inline tip of the manifest
(`TipView:tip-id`). It is hidden until that tip is to show, and
hides again when the tip is closed or done, so the layout has no gap for
it meanwhile. Put it where the tip belongs, for example above a list:

```xml
<object class=\"WtTipView\">
  <property name=\"tip-id\">tour-list-tip</property>
</object>
```

Screen readers meet the tip as a group named by its title and described
by its text; Escape with focus inside it closes it, as its close button
does."
    };
    ("wt_tip_view_new") => {
        "Creates a tip view for the inline tip `tip_id`; it stays hidden until that
tip is to show.

## Parameters
- `tip_id`: the id of the manifest's inline tip to show

## Returns
the new tip view"
    };
    ("wt_tip_view_get_tip_id") => {
        "Gets the id of the inline tip the view shows.

## Returns
the tip's id"
    };
    ("WtTipView:tip-id") => {
        "The id of the manifest's inline tip this view shows."
    };
    ("WtTour") => {
        "A tour manifest: the welcome tour's pages, and the tips and spotlight
guides of an app's windows, read from a JSON file and checked.

A tour is immutable. Load one with `Tour::new_from_file`, or from the
app's GResources with `Tour::new_from_resource`; a manifest
that does not load gives a `WT_TOUR_ERROR` whose message names the file,
the position, the field and what is wrong:

```c
g_autoptr (GError) error = NULL;
g_autoptr (GFile) file = g_file_new_for_path (\"tour.json\");
g_autoptr (WtTour) tour = wt_tour_new_from_file (file, &error);
if (tour == NULL)
  g_printerr (\"%s\\n\", error->message);   // tour.json:4:12: pages[0].title: missing required field
```

The format is described in docs/manifest.md, and
`walkthrough --check tour.json` checks a file from the command line."
    };
    ("wt_tour_new_from_file") => {
        "Reads and checks the tour manifest in `file`: its syntax, every field,
and that every image it names is inside its folder. The images of a
manifest in a GResource are read from the same GResource.

## Parameters
- `file`: the manifest: a local JSON file, or a `resource://` file of the
app's registered GResources

## Returns
the tour, or `None` with `error` set"
    };
    ("wt_tour_new_from_resource") => {
        "Reads and checks the tour manifest at `path` in the app's GResources, as
`Tour::new_from_file` does for `resource://` files. The images it names
are read from the same GResource, and must be inside the manifest's folder
there; the size limits apply to the bytes read.

`path` is a name, as given to `g_resources_lookup_data()`, not part of a URI:
`%2e` in it is three characters, not a dot. A path that does not start with
`/` is `TourError::NotFound`.

## Parameters
- `path`: the manifest's path in the app's registered GResources, such as
`/org/example/App/tour/tour.json`

## Returns
the tour, or `None` with `error` set"
    };
    ("wt_tour_get_id") => {
        "Gets the manifest's `id`.

## Returns
the id"
    };
    ("wt_tour_get_page_count") => {
        "Gets how many pages the welcome tour has.

## Returns
the number of pages"
    };
    ("wt_tour_get_title") => {
        "Gets the manifest's `title`, as written in the file.

## Returns
the title"
    };
    ("WtTour:id") => {
        "The manifest's `id`."
    };
    ("WtTour:page-count") => {
        "How many pages the welcome tour has."
    };
    ("WtTour:title") => {
        "The manifest's `title`, as written in the file (the onboarding
translates it through the manifest's `gettextDomain` when it shows it)."
    };
}
