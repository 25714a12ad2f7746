/* A libadwaita 1.7 app shaped like the apps that adopt Walkthrough:
 * an AdwApplicationWindow whose content is a WtCoachMarkOverlay (README: "A
 * libadwaita window") around an AdwToastOverlay and an AdwToolbarView, with an
 * AdwHeaderBar on top ("+", Sort, Preferences), a bottom GtkActionBar that an
 * AdwBreakpoint at 500sp reveals with Sort moved into it, an AdwNavigationView
 * (a list page, then a detail page) as content, and an AdwPreferencesDialog
 * holding an AdwSwitchRow. It adopts the library as the README says: a tour
 * on first run (wt_onboarding_start), the main window from create-main-window,
 * wt_onboarding_attach, and a guide whose step is on the header bar's "+".
 *
 * It checks, in order, what a person would notice, printing "ok: …" for each:
 * the tour shows; its Start button opens the main window; the guide's step
 * lights "+" (it takes the pointer, the list under the dim layer does not), its
 * callout is shown inside the window and its arrow's pixels point at "+";
 * using "+" completes the guide, and the app saw one use. Before the
 * preferences guide, a guide on dialogs: Show me presents an AdwAlertDialog
 * whose step lights a row of its extra child, by name (clicks on a dimmed row
 * and on "+" reach neither); the next step closes that alert (the guide opened
 * it), and its Show me presents a plain AdwDialog whose `use` step, on a row
 * bound to win.apply, a real click on that row completes; with that dialog
 * left open, the next guide's step behind it says it must be closed and waits
 * until Esc closes it. A second guide's
 * Show me pushes the item's page, whose step then points at its Edit button
 * (the guide's Back pops the page again, back to the first step's row, and
 * Show me pushes it once more; the app popping it then takes the guide on
 * to the next step); its last step points at Sort, and follows it across the 500sp breakpoint
 * and back as the window is resized. A third guide's Show me presents the
 * preferences dialog and its step lights a row in it (pixels: lit against a
 * dimmed row, the callout inside the dialog's sheet, the window outside the
 * dialog darker than with the same dialog and no guide), and real clicks (XTest)
 * on a dimmed row and on "+" behind it reach neither; real keys take it back
 * out to "+", past a dialog the app presents under the step (focus on Done,
 * Return ends the guide), and Esc (wide) or a click outside it (narrow) then
 * closes the dialog. Then the app's own parts work as usual: the detail page
 * pushes, the preferences dialog presents and closes, and the app counted
 * one item added and no switch toggled: no key or click reached
 * it. Last, a popover feature tip on Sort, due once the app donates its
 * event, follows Sort across the breakpoint and back and is shown once. Exits 0 when all hold, 1 when one does not within 20 s
 * (the check that failed printed as "fail: …", with what is seen instead).
 * Run by in-root.sh with G_DEBUG=fatal-criticals; anything on stderr fails the
 * suite.
 * The phone-sized run (360×640, fixture-phone-tour.json, "phone") checks
 * instead, after the tour, that a step on an item of the header bar's primary
 * menu has its callout inside the window, beside the item and not over it;
 * that a step on Share, which the window's content, an AdwMultiLayoutView,
 * moves from above the list (narrow layout) to beside it (wide) at the
 * breakpoint, lights it and points at it in both layouts as the window is
 * widened and narrowed again; and that the feature tip on Sort (in the bottom
 * bar there) stays inside the window.
 * Usage: adw-fixture TOUR.json WIDTH HEIGHT [phone] (XDG_CONFIG_HOME empty: a first run). */
#include <adwaita.h>
#include <walkthrough.h>

#include "fixture-input.h"

typedef enum {
  WAIT_TOUR, WAIT_MAIN, WAIT_STEP, WAIT_GUIDE_END, WAIT_SHOW_ME, WAIT_DIALOG_STEP, WAIT_CLICKS_BLOCKED, WAIT_LEFT_DIALOG, WAIT_OVER_APP_DIALOG,
  WAIT_DIALOG_GUIDE_END, WAIT_ESC_CLOSES, WAIT_ITEM_SHOW_ME, WAIT_PAGE_STEP, WAIT_BACK_TO_LIST, WAIT_SORT_STEP, WAIT_SORT_MOVED,
  WAIT_ITEMS_GUIDE_END, WAIT_ALERT_SHOW_ME, WAIT_ALERT_STEP, WAIT_ALERT_CLICKS, WAIT_DETAILS_SHOW_ME, WAIT_DETAILS_STEP,
  WAIT_DIALOGS_GUIDE_END, WAIT_CLOSE_NOTE, WAIT_NOTE_CLOSED, WAIT_PAGE, WAIT_DIALOG, WAIT_DIALOG_CLOSED, WAIT_TIP, WAIT_TIP_MOVED,
  WAIT_MENU_STEP, WAIT_MENU_GUIDE_END, WAIT_LAYOUT_STEP, WAIT_LAYOUT_MOVED, WAIT_LAYOUT_BACK, WAIT_LAYOUT_GUIDE_END, DONE
} Stage;

/* Where clicks_reach_nothing is: still waiting, a check failed (the fixture is finished), or they all held. */
typedef enum { CLICKS_WAITING, CLICKS_FAILED, CLICKS_PASSED } Clicks;

typedef struct {
  WtOnboarding *onboarding;
  GtkWindow *window;
  GtkWidget *add, *list, *navigation;
  WtCoachMarkOverlay *overlay;
  GtkWidget *share, *layout_list;          /* the phone-sized run's AdwMultiLayoutView's children */
  graphene_rect_t share_first;             /* where Share was when its step first showed */
  guint crossings;        /* of the breakpoint, while the Sort step shows */
  const char *sort_bar;   /* where the Sort step showed first: "header bar" or "bottom bar" */
  AdwDialog *preferences, *alert, *details;
  Stage stage;
  guint ticks, added, toggled, settled, applied, renamed;
  gboolean went_back;   /* from the pushed page's step, with the guide's Back */
  guint tips_shown;     /* feature-tip-shown signals */
  /* A point of the window outside the preferences dialog, and its brightness while the dialog's step showed. */
  double outside_x, outside_y;
  int outside_dimmed, outside_last;
  gboolean clicked;                       /* this stage's clicks on a dimmed row and on "+" were sent (clicks_reach_nothing) */
  guint released;                         /* button releases the window received while clicks_seen counts */
  GtkEventController *clicks_seen;
  int width, height;
  gboolean phone;   /* the phone-sized run (fixture-phone-tour.json): the menu step, Share's layouts and the feature tip only */
  int status;
} Fixture;

static const char *stage_names[] = {
  "the tour window with its Start button", "the main window after Start", "the guide's step lighting \"+\" with its callout",
  "the guide to end completed", "the dialog guide's Show me", "the step in the preferences dialog lighting its row",
  "the window to receive the clicks on a dimmed row and on \"+\"",
  "the next step closing the dialog and lighting \"+\"", "the step shown above a dialog the app presented",
  "the dialog guide to end", "Esc or a click outside to close the dialog after the guide", "the items guide's Show me",
  "the step on the pushed page pointing at its Edit button", "Back to pop the page and show the step on the list's first row",
  "the step lighting Sort", "the step following Sort across the breakpoint",
  "the items guide to end", "the dialogs guide's Show me on Remove", "the step in the alert dialog lighting its row",
  "the window to receive the clicks on a dimmed row of the alert and on \"+\"",
  "the next step closing the alert and offering Show me on Details", "the step in the details dialog lighting the row bound to win.apply",
  "the dialogs guide to end by the use of that row", "the next guide's step saying the details dialog must be closed",
  "Esc to close the details dialog and the step to show around Preferences", "the detail page", "the preferences dialog", "the preferences dialog to close",
  "the feature tip on Sort", "the feature tip following Sort across the breakpoint",
  "the menu step's callout beside Keyboard Shortcuts in the primary menu", "the menu guide to end",
  "the step on Share in the AdwMultiLayoutView", "the step following Share to the wide layout", "the step following Share back to the narrow layout",
  "the layout guide to end", "",
};

static void
advance (Fixture *fixture, Stage stage)
{
  fixture->stage = stage;
  fixture->ticks = 0;
  fixture->settled = 0;
  fixture->clicked = FALSE;
}


static void
finish (Fixture *fixture, int status, const char *message)
{
  g_print ("%s\n", message);
  fixture->status = status;
  fixture->stage = DONE;
  if (fixture->window != NULL)
    gtk_window_destroy (g_steal_pointer (&fixture->window));
  g_application_quit (g_application_get_default ());
}

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether keyboard focus has been inside the guide's callout for ten checks
 * in a row (half a second): keys pressed then go to the guide, not to a
 * dialog that took focus as it opened (a frame or two after it maps). */
static gboolean
focus_settled_in_callout (Fixture *fixture)
{
  GtkWidget *window = GTK_WIDGET (fixture->window), *callout = find_named (window, "callout");
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (callout == NULL || focus == NULL || !gtk_widget_is_ancestor (focus, callout))
    {
      fixture->settled = 0;
      return FALSE;
    }
  return ++fixture->settled >= 10;
}

static void
add_activated (GSimpleAction *action, GVariant *parameter, Fixture *fixture)
{
  GtkWidget *overlay = find_named (GTK_WIDGET (fixture->window), "toasts");

  fixture->added++;
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new ("Item added"));
}

static void
sort_activated (GSimpleAction *action, GVariant *parameter, Fixture *fixture)
{
}

static void
open_item_activated (GSimpleAction *action, GVariant *parameter, Fixture *fixture)
{
  adw_navigation_view_push_by_tag (ADW_NAVIGATION_VIEW (fixture->navigation), "detail");
}

static void
count_toggle (Fixture *fixture)
{
  fixture->toggled++;
}

static void
preferences_activated (GSimpleAction *action, GVariant *parameter, Fixture *fixture)
{
  AdwDialog *dialog = adw_preferences_dialog_new ();
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *row = adw_switch_row_new ();

  gtk_widget_set_name (row, "autosave-row");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Save automatically");
  /* Rows above and below the target, to see dimmed; every switch counts its toggles. */
  for (int i = 0; i < 3; i++)
    {
      GtkWidget *current = i == 1 ? row : adw_switch_row_new ();
      if (i != 1)
        {
          gtk_widget_set_name (current, i == 0 ? "first-row" : "last-row");
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (current), i == 0 ? "Dark style" : "Show hidden files");
        }
      g_signal_connect_swapped (current, "notify::active", G_CALLBACK (count_toggle), fixture);
      adw_preferences_group_add (group, current);
    }
  adw_preferences_page_add (page, group);
  adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (dialog), page);
  fixture->preferences = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &fixture->preferences);
  adw_dialog_present (dialog, GTK_WIDGET (fixture->window));
}

static void
count_apply (GSimpleAction *action, GVariant *parameter, Fixture *fixture)
{
  fixture->applied++;
}

static void
count_rename (GSimpleAction *action, GVariant *parameter, Fixture *fixture)
{
  fixture->renamed++;
}

/* A boxed list of switch rows named `names` (the first titled `titles[0]`, …), each counting its toggles. */
static GtkWidget *
switch_rows (Fixture *fixture, const char *const *names, const char *const *titles, guint n)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = adw_switch_row_new ();
      gtk_widget_set_name (row, names[i]);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), titles[i]);
      g_signal_connect_swapped (row, "notify::active", G_CALLBACK (count_toggle), fixture);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  return list;
}

/* An AdwAlertDialog asking before removing, its extra child a list whose first row is a step's target by name. */
static void
remove_activated (GSimpleAction *action, GVariant *parameter, Fixture *fixture)
{
  static const char *const names[] = { "keep-copy", "notify-row", "trash-row", "log-row" };
  static const char *const titles[] = { "Keep a copy", "Notify me", "Move to the trash", "Keep a log" };
  AdwDialog *dialog = adw_alert_dialog_new ("Remove all items?", "Removed items cannot be brought back unless a copy is kept.");

  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog), "cancel", "_Cancel", "remove", "_Remove", NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "remove", ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_prefer_wide_layout (ADW_ALERT_DIALOG (dialog), TRUE);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), switch_rows (fixture, names, titles, G_N_ELEMENTS (names)));
  fixture->alert = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &fixture->alert);
  adw_dialog_present (dialog, GTK_WIDGET (fixture->window));
}

static GtkWidget *
action_row (const char *name, const char *title, const char *action)
{
  GtkWidget *row = adw_action_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (action != NULL)
    {
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), action);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
    }
  return row;
}

/* A plain AdwDialog: a header bar and a list whose first row, bound to win.apply, is a step's target by action. */
static void
details_activated (GSimpleAction *action, GVariant *parameter, Fixture *fixture)
{
  AdwDialog *dialog = adw_dialog_new ();
  GtkWidget *toolbar = adw_toolbar_view_new ();
  GtkWidget *list = gtk_list_box_new ();

  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_list_box_append (GTK_LIST_BOX (list), action_row ("apply-row", "Apply now", "win.apply"));
  gtk_list_box_append (GTK_LIST_BOX (list), action_row ("name-row", "Rename the list", "win.rename"));
  gtk_list_box_append (GTK_LIST_BOX (list), action_row ("size-row", "Five items", NULL));
  gtk_list_box_append (GTK_LIST_BOX (list), action_row ("date-row", "Changed today", NULL));
  gtk_widget_set_margin_top (list, 12);
  gtk_widget_set_margin_bottom (list, 12);
  gtk_widget_set_margin_start (list, 12);
  gtk_widget_set_margin_end (list, 12);
  gtk_widget_set_valign (list, GTK_ALIGN_START);
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), adw_header_bar_new ());
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), list);
  adw_dialog_set_title (dialog, "Details");
  adw_dialog_set_content_width (dialog, 420);
  adw_dialog_set_content_height (dialog, 400);
  adw_dialog_set_child (dialog, toolbar);
  fixture->details = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &fixture->details);
  adw_dialog_present (dialog, GTK_WIDGET (fixture->window));
}

static void
add_action (GtkWindow *window, const char *name, GCallback activate, Fixture *fixture)
{
  g_autoptr (GSimpleAction) action = g_simple_action_new (name, NULL);

  g_signal_connect (action, "activate", activate, fixture);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
}

static GtkWidget *
icon_button (const char *icon, const char *name, const char *action, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_name (button, name);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

/* The primary menu at the end of the header bar, as GNOME apps have it. */
static GtkWidget *
primary_menu (void)
{
  g_autoptr (GMenu) menu = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();

  g_menu_append (menu, "_Keyboard Shortcuts", "win.shortcuts");
  g_menu_append (menu, "_About Fixture", "win.about");
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "open-menu-symbolic");
  gtk_menu_button_set_primary (GTK_MENU_BUTTON (button), TRUE);
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (button, "Main Menu");
  gtk_widget_set_name (button, "main-menu");
  return button;
}

/* The actions of the primary menu's items and of Share, which the checks only point at. */
static void
not_counted (GSimpleAction *action, GVariant *parameter, Fixture *fixture)
{
}

static GtkWidget *
navigation_pages (Fixture *fixture)
{
  GtkWidget *navigation = adw_navigation_view_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *detail = adw_status_page_new ();
  GtkWidget *edit_button;

  fixture->list = gtk_list_box_new ();
  gtk_widget_set_name (fixture->list, "item-list");
  gtk_widget_add_css_class (fixture->list, "boxed-list");
  for (int i = 1; i <= 5; i++)
    {
      g_autofree char *title = g_strdup_printf ("Item %d", i);
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      if (i == 1)   /* the first item opens its page, as a row bound to an action does */
        {
          gtk_widget_set_name (row, "item-row");
          gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.open-item");
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
        }
      gtk_list_box_append (GTK_LIST_BOX (fixture->list), row);
    }
  gtk_widget_set_margin_top (fixture->list, 12);
  gtk_widget_set_margin_start (fixture->list, 12);
  gtk_widget_set_margin_end (fixture->list, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), fixture->list);
  adw_status_page_set_title (ADW_STATUS_PAGE (detail), "Item 1");
  edit_button = gtk_button_new_with_label ("Edit");
  gtk_widget_set_name (edit_button, "edit-button");
  gtk_widget_set_halign (edit_button, GTK_ALIGN_CENTER);
  adw_status_page_set_child (ADW_STATUS_PAGE (detail), edit_button);
  gtk_widget_set_name (detail, "item-detail");
  adw_navigation_view_add (ADW_NAVIGATION_VIEW (navigation), adw_navigation_page_new_with_tag (scrolled, "Items", "list"));
  adw_navigation_view_add (ADW_NAVIGATION_VIEW (navigation), adw_navigation_page_new_with_tag (detail, "Item 1", "detail"));
  fixture->navigation = navigation;
  return navigation;
}

/* The phone-sized run's content: an AdwMultiLayoutView (libadwaita 1.6+) whose
 * "wide" layout has Share beside the list, and whose "narrow" layout (the
 * 500sp breakpoint's) puts the same Share button above it: a breakpoint
 * reparents it. */
static GtkWidget *
multi_layout (Fixture *fixture, AdwBreakpoint *narrow)
{
  GtkWidget *view = adw_multi_layout_view_new ();
  GtkWidget *wide_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12), *narrow_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *list_slot = adw_layout_slot_new ("list"), *narrow_list_slot = adw_layout_slot_new ("list");
  AdwLayout *wide = adw_layout_new (wide_box), *narrow_layout = adw_layout_new (narrow_box);

  gtk_widget_set_hexpand (list_slot, TRUE);
  gtk_widget_set_vexpand (narrow_list_slot, TRUE);
  gtk_box_append (GTK_BOX (wide_box), list_slot);
  gtk_box_append (GTK_BOX (wide_box), adw_layout_slot_new ("share"));
  gtk_box_append (GTK_BOX (narrow_box), adw_layout_slot_new ("share"));
  gtk_box_append (GTK_BOX (narrow_box), narrow_list_slot);
  adw_layout_set_name (wide, "wide");
  adw_layout_set_name (narrow_layout, "narrow");
  adw_multi_layout_view_add_layout (ADW_MULTI_LAYOUT_VIEW (view), wide);
  adw_multi_layout_view_add_layout (ADW_MULTI_LAYOUT_VIEW (view), narrow_layout);
  fixture->layout_list = adw_status_page_new ();
  adw_status_page_set_title (ADW_STATUS_PAGE (fixture->layout_list), "No Items");
  fixture->share = icon_button ("send-to-symbolic", "share-button", "win.share", "Share");
  gtk_widget_set_valign (fixture->share, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (fixture->share, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (fixture->share, 24);
  gtk_widget_set_margin_end (fixture->share, 24);
  gtk_widget_set_margin_top (fixture->share, 12);
  adw_multi_layout_view_set_child (ADW_MULTI_LAYOUT_VIEW (view), "list", fixture->layout_list);
  adw_multi_layout_view_set_child (ADW_MULTI_LAYOUT_VIEW (view), "share", fixture->share);
  adw_multi_layout_view_set_layout_name (ADW_MULTI_LAYOUT_VIEW (view), "wide");
  adw_breakpoint_add_setters (narrow, G_OBJECT (view), "layout-name", "narrow", NULL);
  return view;
}

static GtkWindow *
create_main_window (WtOnboarding *onboarding, Fixture *fixture)
{
  GtkWidget *window = adw_application_window_new (wt_onboarding_get_application (onboarding));
  GtkWidget *toolbar = adw_toolbar_view_new ();
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *bottom_bar = gtk_action_bar_new ();
  AdwBreakpoint *narrow = adw_breakpoint_new (adw_breakpoint_condition_parse ("max-width: 500sp"));
  GtkWidget *navigation_view = fixture->phone ? multi_layout (fixture, narrow) : navigation_pages (fixture);
  GtkWidget *header_sort = icon_button ("view-sort-ascending-symbolic", "sort-button", "win.sort", "Sort");
  GtkWidget *toasts = adw_toast_overlay_new ();
  GtkWidget *overlay = wt_coach_mark_overlay_new ();

  fixture->window = GTK_WINDOW (window);
  fixture->overlay = WT_COACH_MARK_OVERLAY (overlay);
  gtk_window_set_title (GTK_WINDOW (window), "Fixture");
  gtk_window_set_default_size (GTK_WINDOW (window), fixture->width, fixture->height);
  add_action (GTK_WINDOW (window), "add", G_CALLBACK (add_activated), fixture);
  add_action (GTK_WINDOW (window), "sort", G_CALLBACK (sort_activated), fixture);
  add_action (GTK_WINDOW (window), "preferences", G_CALLBACK (preferences_activated), fixture);
  add_action (GTK_WINDOW (window), "open-item", G_CALLBACK (open_item_activated), fixture);
  add_action (GTK_WINDOW (window), "remove", G_CALLBACK (remove_activated), fixture);
  add_action (GTK_WINDOW (window), "details", G_CALLBACK (details_activated), fixture);
  add_action (GTK_WINDOW (window), "apply", G_CALLBACK (count_apply), fixture);
  add_action (GTK_WINDOW (window), "rename", G_CALLBACK (count_rename), fixture);
  add_action (GTK_WINDOW (window), "shortcuts", G_CALLBACK (not_counted), fixture);
  add_action (GTK_WINDOW (window), "about", G_CALLBACK (not_counted), fixture);
  add_action (GTK_WINDOW (window), "share", G_CALLBACK (not_counted), fixture);

  fixture->add = icon_button ("list-add-symbolic", "add-button", "win.add", "Add");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), fixture->add);
  if (fixture->phone)   /* a phone's header bar: "+", Preferences and the primary menu */
    adw_header_bar_pack_end (ADW_HEADER_BAR (header), primary_menu ());
  else
    {
      adw_header_bar_pack_start (ADW_HEADER_BAR (header), icon_button ("user-trash-symbolic", "remove-button", "win.remove", "Remove"));
      adw_header_bar_pack_start (ADW_HEADER_BAR (header), icon_button ("document-properties-symbolic", "details-button", "win.details", "Details"));
    }
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), icon_button ("preferences-system-symbolic", "preferences-button", "win.preferences", "Preferences"));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), header_sort);
  /* Narrow, Sort moves from the header bar to the bottom bar (the same action, as apps do it). */
  gtk_action_bar_pack_end (GTK_ACTION_BAR (bottom_bar), icon_button ("view-sort-ascending-symbolic", "sort-button", "win.sort", "Sort"));
  gtk_action_bar_set_revealed (GTK_ACTION_BAR (bottom_bar), FALSE);
  adw_breakpoint_add_setters (narrow, G_OBJECT (header_sort), "visible", FALSE,
                              G_OBJECT (bottom_bar), "revealed", TRUE, NULL);
  adw_application_window_add_breakpoint (ADW_APPLICATION_WINDOW (window), narrow);
  gtk_widget_set_name (toasts, "toasts");

  /* docs/adopting.md shows these lines, word for word (Tests/Docs/snippets.py checks it). */
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (toolbar), header);
  adw_toolbar_view_add_bottom_bar (ADW_TOOLBAR_VIEW (toolbar), bottom_bar);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (toolbar), navigation_view);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (toasts), toolbar);
  wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (overlay), toasts);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), overlay);
  wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (overlay), NULL);
  return g_object_ref (GTK_WINDOW (window));   /* a signal's returned object comes with a reference */
}

/* Whether a click at the middle of `widget` lands on it (or inside it). */
static gboolean
takes_pointer (GtkWidget *widget)
{
  graphene_rect_t bounds;
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  GtkWidget *picked;

  if (!gtk_widget_compute_bounds (widget, window, &bounds) || bounds.size.width <= 0)
    return FALSE;
  picked = gtk_widget_pick (window, bounds.origin.x + bounds.size.width / 2, bounds.origin.y + bounds.size.height / 2, GTK_PICK_DEFAULT);
  return picked != NULL && (picked == widget || gtk_widget_is_ancestor (picked, widget));
}

/* The box around the pixels `widget` draws (alpha above a quarter), in its window's
 * coordinates; FALSE when it draws nothing. */
static gboolean
drawn_bounds (GtkWidget *widget, graphene_rect_t *drawn)
{
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  graphene_rect_t bounds;
  int left = width, top = height, right = -1, bottom = -1;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL || !gtk_widget_compute_bounds (widget, GTK_WIDGET (gtk_widget_get_root (widget)), &bounds))
    return FALSE;
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  pixels = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (pixels[((gsize) y * width + x) * 4 + 3] > 64)   /* GDK_MEMORY_DEFAULT: alpha last */
        {
          left = MIN (left, x), right = MAX (right, x);
          top = MIN (top, y), bottom = MAX (bottom, y);
        }
  if (right < 0)
    return FALSE;
  graphene_rect_init (drawn, bounds.origin.x + left, bounds.origin.y + top, right - left + 1, bottom - top + 1);
  return TRUE;
}

#define RECT_FORMAT "%.0f,%.0f %.0fx%.0f"
#define RECT_ARGS(r) (r).origin.x, (r).origin.y, (r).size.width, (r).size.height

/* Whether the callout is shown inside the window and its arrow's pixels reach
 * to `target` (at most 12 px away) across from its middle; if not, `why` says
 * what a person would see instead. */
static gboolean
frame_points_at (GtkWidget *window, const char *frame, const char *arrow_name, GtkWidget *target, GString *why)
{
  GtkWidget *callout = find_named (window, frame), *arrow = find_named (window, arrow_name);
  graphene_rect_t lit, box, drawn;
  double middle_x, middle_y;
  gboolean near;

  g_string_truncate (why, 0);
  if (callout == NULL || arrow == NULL || !gtk_widget_get_mapped (callout) || !gtk_widget_get_mapped (arrow)
      || !gtk_widget_compute_bounds (callout, window, &box) || !gtk_widget_compute_bounds (target, window, &lit))
    {
      g_string_append (why, "no callout shown");
      return FALSE;
    }
  if (box.origin.x < 0 || box.origin.y < 0 || box.origin.x + box.size.width > gtk_widget_get_width (window)
      || box.origin.y + box.size.height > gtk_widget_get_height (window))
    {
      g_string_append_printf (why, "the callout (" RECT_FORMAT ") leaves the window (%dx%d)", RECT_ARGS (box),
                              gtk_widget_get_width (window), gtk_widget_get_height (window));
      return FALSE;
    }
  if (!drawn_bounds (arrow, &drawn))
    {
      g_string_append (why, "the callout has no arrow drawn");
      return FALSE;
    }
  middle_x = lit.origin.x + lit.size.width / 2;
  middle_y = lit.origin.y + lit.size.height / 2;
  /* Above or below the target: the arrow spans its middle column; beside it, its middle row. */
  if (drawn.origin.x <= middle_x && middle_x <= drawn.origin.x + drawn.size.width)
    near = drawn.origin.y - (lit.origin.y + lit.size.height) <= 12 && lit.origin.y - (drawn.origin.y + drawn.size.height) <= 12;
  else if (drawn.origin.y <= middle_y && middle_y <= drawn.origin.y + drawn.size.height)
    near = drawn.origin.x - (lit.origin.x + lit.size.width) <= 12 && lit.origin.x - (drawn.origin.x + drawn.size.width) <= 12;
  else
    near = FALSE;
  if (!near)
    g_string_append_printf (why, "the arrow (" RECT_FORMAT ") does not point at %s (" RECT_FORMAT ")", RECT_ARGS (drawn),
                            gtk_widget_get_name (target), RECT_ARGS (lit));
  return near;
}

static gboolean
callout_points_at (GtkWidget *window, GtkWidget *target, GString *why)
{
  return frame_points_at (window, "callout", "callout-arrow", target, why);
}

/* `widget`'s bounds in its toplevel window's coordinates, through the popovers
 * (each a surface of its own) it is drawn in; FALSE when it is not shown. */
static gboolean
bounds_in_window (GtkWidget *widget, graphene_rect_t *bounds)
{
  GtkNative *native = gtk_widget_get_native (widget), *toplevel;
  GdkSurface *surface;
  double x, y, root_x, root_y;

  if (!gtk_widget_get_mapped (widget) || native == NULL || (surface = gtk_native_get_surface (native)) == NULL
      || !gtk_widget_compute_bounds (widget, GTK_WIDGET (native), bounds))
    return FALSE;
  gtk_native_get_surface_transform (native, &x, &y);
  x += bounds->origin.x, y += bounds->origin.y;
  for (; GDK_IS_POPUP (surface); surface = gdk_popup_get_parent (GDK_POPUP (surface)))
    x += gdk_popup_get_position_x (GDK_POPUP (surface)), y += gdk_popup_get_position_y (GDK_POPUP (surface));
  /* Into the window's widget coordinates: less its own surface transform (a CSD shadow). */
  toplevel = gtk_widget_get_native (GTK_WIDGET (gtk_widget_get_root (widget)));
  gtk_native_get_surface_transform (toplevel, &root_x, &root_y);
  graphene_rect_init (bounds, x - root_x, y - root_y, bounds->size.width, bounds->size.height);
  return TRUE;
}

/* The shown menu item at or under `widget` reading `text` (a GtkModelButton, a private type: known by name). */
static GtkWidget *
find_menu_item (GtkWidget *widget, const char *text)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, g_type_from_name ("GtkModelButton")) && gtk_widget_get_mapped (widget))
    {
      g_autofree char *shown = NULL;
      g_object_get (widget, "text", &shown, NULL);
      if (g_strcmp0 (shown, text) == 0)
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_menu_item (child, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether the menu step's callout is shown inside the window, leaving the
 * primary menu's Keyboard Shortcuts item it is about uncovered; if not, `why`
 * says what a person would see instead. */
static gboolean
menu_callout_inside (GtkWidget *window, GString *why)
{
  GtkWidget *frame = find_named (window, "menu-callout-frame"), *menu = find_named (window, "main-menu");
  GtkWidget *item = menu == NULL ? NULL : find_menu_item (menu, "Keyboard Shortcuts");
  graphene_rect_t box, lit;
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);

  g_string_truncate (why, 0);
  if (frame == NULL || item == NULL || !bounds_in_window (frame, &box) || !bounds_in_window (item, &lit) || box.size.width <= 0)
    {
      g_string_append (why, item == NULL ? "the primary menu is not open on Keyboard Shortcuts" : "no menu callout shown");
      return FALSE;
    }
  if (box.origin.x < -0.5 || box.origin.y < -0.5 || box.origin.x + box.size.width > width + 0.5
      || box.origin.y + box.size.height > height + 0.5)
    {
      g_string_append_printf (why, "the menu callout (" RECT_FORMAT ") leaves the window (%dx%d)", RECT_ARGS (box), width, height);
      return FALSE;
    }
  if (graphene_rect_intersection (&box, &lit, NULL))
    {
      g_string_append_printf (why, "the menu callout (" RECT_FORMAT ") covers its item (" RECT_FORMAT ")", RECT_ARGS (box), RECT_ARGS (lit));
      return FALSE;
    }
  g_string_append_printf (why, "the callout at " RECT_FORMAT ", its item at " RECT_FORMAT, RECT_ARGS (box), RECT_ARGS (lit));
  return TRUE;
}

/* The guide's step shows on "+": it takes the pointer, the list under the dim
 * layer does not, and the callout points at it; if not, `why` says what is seen. */
static gboolean
step_lights_add (Fixture *fixture, GString *why)
{
  if (!takes_pointer (fixture->add))
    {
      g_string_assign (why, "\"+\" does not take the pointer");
      return FALSE;
    }
  if (takes_pointer (fixture->list))
    {
      g_string_assign (why, "the list under the step takes the pointer");
      return FALSE;
    }
  return callout_points_at (GTK_WIDGET (fixture->window), fixture->add, why);
}

/* Whether the step lights Share, wherever the AdwMultiLayoutView put it: it
 * takes the pointer, the list beside it does not, and the callout points at it. */
static gboolean
share_lit (Fixture *fixture, GString *why)
{
  if (!takes_pointer (fixture->share))
    {
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 0, 0);
      GtkWidget *picked = NULL;
      if (gtk_widget_compute_bounds (fixture->share, GTK_WIDGET (fixture->window), &bounds))
        picked = gtk_widget_pick (GTK_WIDGET (fixture->window), bounds.origin.x + bounds.size.width / 2,
                                  bounds.origin.y + bounds.size.height / 2, GTK_PICK_DEFAULT);
      g_string_printf (why, "Share (" RECT_FORMAT ") does not take the pointer:", RECT_ARGS (bounds));
      for (; picked != NULL; picked = gtk_widget_get_parent (picked))
        g_string_append_printf (why, " %s/%s", G_OBJECT_TYPE_NAME (picked), gtk_widget_get_name (picked));
      {
        g_autoptr (GString) callout = g_string_new (NULL);
        GtkWidget *frame = find_named (GTK_WIDGET (fixture->window), "callout");
        graphene_rect_t box = GRAPHENE_RECT_INIT (0, 0, 0, 0);
        if (frame != NULL && !gtk_widget_compute_bounds (frame, GTK_WIDGET (fixture->window), &box))
          g_string_append (why, "; the callout has no bounds");
        callout_points_at (GTK_WIDGET (fixture->window), fixture->share, callout);
        g_string_append_printf (why, "; callout " RECT_FORMAT ": %s", RECT_ARGS (box), callout->str);
      }
      return FALSE;
    }
  if (takes_pointer (fixture->layout_list))
    {
      g_string_assign (why, "the list beside Share takes the pointer");
      return FALSE;
    }
  return callout_points_at (GTK_WIDGET (fixture->window), fixture->share, why);
}

static gboolean
has_ancestor_named (GtkWidget *widget, const char *css_name)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (g_strcmp0 (gtk_widget_get_css_name (widget), css_name) == 0)
      return TRUE;
  return FALSE;
}

/* The widget named by CSS `css_name` at or under `widget`: a dialog's "sheet" (floating or bottom). */
static GtkWidget *
find_css_named (GtkWidget *widget, const char *css_name)
{
  if (widget == NULL || g_strcmp0 (gtk_widget_get_css_name (widget), css_name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_css_named (child, css_name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A step in `dialog` shows: its row `target` lit, a row named in `others`
 * beside it (or, all of them under the callout, the dialog's background) dimmed (its pixels darker), the callout inside the dialog's sheet
 * and pointing at the row; `mode` says how the dialog is presented. */
static gboolean
dialog_step_lights (Fixture *fixture, AdwDialog *dialog, const char *target, const char *const *others, guint n_others,
                    GString *why, const char **mode)
{
  GtkWidget *window = GTK_WIDGET (fixture->window), *sheet, *callout = find_named (window, "callout");
  GtkWidget *row = dialog == NULL ? NULL : find_named (GTK_WIDGET (dialog), target);
  graphene_rect_t box, area, lit;
  g_autofree guchar *pixels = NULL;
  int width, height, lit_brightness, dim_brightness = -1;

  g_string_truncate (why, 0);
  if (row == NULL || !gtk_widget_get_mapped (row) || callout == NULL)
    {
      g_string_assign (why, row == NULL ? "no dialog with the row" : "no callout");
      return FALSE;
    }
  *mode = has_ancestor_named (row, "bottom-sheet") ? "as a bottom sheet" : "floating";
  for (sheet = row; sheet != NULL && g_strcmp0 (gtk_widget_get_css_name (sheet), "sheet") != 0; sheet = gtk_widget_get_parent (sheet))
    ;
  if (!callout_points_at (window, row, why))
    return FALSE;
  if (sheet == NULL || !gtk_widget_compute_bounds (sheet, window, &area) || !gtk_widget_compute_bounds (callout, window, &box)
      || !gtk_widget_compute_bounds (row, window, &lit))
    return g_string_assign (why, "no sheet"), FALSE;
  if (box.origin.x < area.origin.x - 1 || box.origin.y < area.origin.y - 1
      || box.origin.x + box.size.width > area.origin.x + area.size.width + 1
      || box.origin.y + box.size.height > area.origin.y + area.size.height + 1)
    {
      g_string_printf (why, "the callout (" RECT_FORMAT ") leaves the dialog's sheet (" RECT_FORMAT ")", RECT_ARGS (box), RECT_ARGS (area));
      return FALSE;
    }
  if ((pixels = window_pixels (window, &width, &height)) == NULL)
    return g_string_assign (why, "nothing rendered"), FALSE;
  /* Near each row's start edge, on its background, away from the callout. */
  lit_brightness = brightness_at (pixels, width, height, lit.origin.x + 8, lit.origin.y + lit.size.height / 2);
  /* Near either edge of another row, on its background, away from the callout. */
  for (guint i = 0; i < n_others * 2 && dim_brightness < 0; i++)
    {
      GtkWidget *other = find_named (GTK_WIDGET (dialog), others[i / 2]);
      graphene_rect_t bounds;
      double x, y;
      if (other == NULL || !gtk_widget_compute_bounds (other, window, &bounds))
        continue;
      x = i % 2 == 0 ? bounds.origin.x + 8 : bounds.origin.x + bounds.size.width - 8, y = bounds.origin.y + bounds.size.height / 2;
      if (graphene_rect_contains_point (&box, &GRAPHENE_POINT_INIT (x, y)))
        continue;
      dim_brightness = brightness_at (pixels, width, height, x, y);
    }
  /* With every other row under the callout (a small dialog): the dialog's own background, inside its sheet's corner. */
  if (dim_brightness < 0 && !graphene_rect_contains_point (&box, &GRAPHENE_POINT_INIT (area.origin.x + 16, area.origin.y + 16)))
    dim_brightness = brightness_at (pixels, width, height, area.origin.x + 16, area.origin.y + 16);
  if (dim_brightness < 0 || lit_brightness - dim_brightness < 60)
    {
      g_string_printf (why, "the row's brightness %d, a row beside it %d: not lit against a dimmed dialog", lit_brightness, dim_brightness);
      return FALSE;
    }
  return TRUE;
}

/* The step in the preferences dialog shows around its switch row. */
static gboolean
dialog_step_lights_row (Fixture *fixture, GString *why, const char **mode)
{
  static const char *const others[] = { "first-row", "last-row" };

  return dialog_step_lights (fixture, fixture->preferences, "autosave-row", others, G_N_ELEMENTS (others), why, mode);
}

static const char *const alert_others[] = { "notify-row", "trash-row", "log-row" };
static const char *const details_others[] = { "name-row", "size-row", "date-row" };

/* A point of the window outside `dialog`'s sheet (above it, or beside it); FALSE with no room there. */
static gboolean
outside_sheet (Fixture *fixture, AdwDialog *dialog, double *x, double *y)
{
  GtkWidget *window = GTK_WIDGET (fixture->window), *sheet = dialog == NULL ? NULL : find_css_named (GTK_WIDGET (dialog), "sheet");
  graphene_rect_t area;

  if (sheet == NULL || !gtk_widget_compute_bounds (sheet, window, &area))
    return FALSE;
  if (area.origin.y >= 16)
    *x = gtk_widget_get_width (window) / 2.0, *y = area.origin.y / 2;
  else if (area.origin.x >= 16)
    *x = area.origin.x / 2, *y = gtk_widget_get_height (window) / 2.0;
  else
    return FALSE;
  return TRUE;
}

/* The brightness of the window's pixel at `x`, `y`; -1 when nothing is rendered. */
static int
window_brightness (Fixture *fixture, double x, double y)
{
  int width, height;
  g_autofree guchar *pixels = window_pixels (GTK_WIDGET (fixture->window), &width, &height);

  return pixels == NULL ? -1 : brightness_at (pixels, width, height, x, y);
}

/* Whether a label in the callout shows `text` (in part). */
static gboolean
callout_says (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (callout_says (child, text))
      return TRUE;
  return FALSE;
}

/* Counts the button releases that reach the window, before the library's
 * input guard (added earlier, so run after this) decides where they go. */
static gboolean
count_release (GtkEventControllerLegacy *controller, GdkEvent *event, Fixture *fixture)
{
  if (gdk_event_get_event_type (event) == GDK_BUTTON_RELEASE)
    fixture->released++;
  return GDK_EVENT_PROPAGATE;
}

/* Real clicks at the middle of `widgets` (NULL-terminated), counted as the window receives them. */
static gboolean
click_middles (Fixture *fixture, GtkWidget **widgets)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);

  fixture->released = 0;
  fixture->clicks_seen = gtk_event_controller_legacy_new ();
  g_signal_connect (fixture->clicks_seen, "event", G_CALLBACK (count_release), fixture);
  gtk_widget_add_controller (window, fixture->clicks_seen);
  for (; *widgets != NULL; widgets++)
    {
      graphene_rect_t bounds;
      if (!gtk_widget_compute_bounds (*widgets, window, &bounds)
          || !click_at (fixture->window, bounds.origin.x + bounds.size.width / 2, bounds.origin.y + bounds.size.height / 2))
        return FALSE;
    }
  return TRUE;
}

/* During a step in `dialog` (called `name` in messages), real clicks on its dimmed row `dimmed` and on "+"
 * behind it reach neither. The stage's first call clicks them, then `lit` when given (a row whose click does
 * reach it, and may end the guide); later calls wait until the window has received the first two, then check
 * that no switch toggled and no item was added beyond the first guide's one. A failure finishes the fixture. */
static Clicks
clicks_reach_nothing (Fixture *fixture, AdwDialog *dialog, const char *dimmed, const char *lit, const char *name)
{
  if (!fixture->clicked)
    {
      GtkWidget *targets[] = { dialog == NULL ? NULL : find_named (GTK_WIDGET (dialog), dimmed), fixture->add,
                               dialog == NULL || lit == NULL ? NULL : find_named (GTK_WIDGET (dialog), lit), NULL };
      fixture->clicked = TRUE;
      if (targets[0] == NULL || (lit != NULL && targets[2] == NULL) || !click_middles (fixture, targets))
        {
          g_autofree char *message = g_strdup_printf ("fail: no %s in the %s to click, or XTest (libXtst.so.6) cannot be loaded",
                                                      lit == NULL ? "dimmed row" : "dimmed and lit rows", name);
          finish (fixture, 1, message);
          return CLICKS_FAILED;
        }
      return CLICKS_WAITING;
    }
  if (fixture->clicks_seen == NULL)
    return CLICKS_PASSED;   /* checked already */
  if (fixture->released < 2)
    return CLICKS_WAITING;
  gtk_widget_remove_controller (GTK_WIDGET (fixture->window), g_steal_pointer (&fixture->clicks_seen));
  if (fixture->toggled != 0 || fixture->added != 1)
    {
      g_autofree char *message = g_strdup_printf ("fail: clicks on a dimmed row of the %s and on \"+\" during its step: "
                                                  "%u switches toggled, %u items added (0 and 1 expected)",
                                                  name, fixture->toggled, fixture->added);
      finish (fixture, 1, message);
      return CLICKS_FAILED;
    }
  return CLICKS_PASSED;
}

/* A real click in the window outside the preferences dialog's sheet (above it, or beside it). */
static gboolean
click_outside_sheet (Fixture *fixture)
{
  double x, y;

  return outside_sheet (fixture, fixture->preferences, &x, &y) && click_at (fixture->window, x, y);
}

/* Tab and Shift+Tab (focus moves in the callout and back), then Return on the control focused. */
static void
tab_around_and_return (Fixture *fixture)
{
  if (!press_key (fixture->window, XK_Tab, FALSE) || !press_key (fixture->window, XK_Tab, TRUE)
      || !press_key (fixture->window, XK_Return, FALSE))
    finish (fixture, 1, "fail: XTest (libXtst.so.6) cannot be loaded");
}

/* The Sort button shown now (the header bar's, or the bottom bar's in a narrow
 * window), and which bar holds it; NULL when neither is shown. */
static GtkWidget *
shown_sort_button (GtkWidget *widget, const char **bar)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), "sort-button") == 0 && gtk_widget_get_mapped (widget)
      && gtk_widget_get_width (widget) > 0)
    {
      *bar = has_ancestor_named (widget, "headerbar") ? "header bar" : "bottom bar";
      return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = shown_sort_button (child, bar);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
tour_start_button (Fixture *fixture)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);
      GtkWidget *start = window == GTK_WIDGET (fixture->window) ? NULL : find_named (window, "start-button");
      if (start != NULL && gtk_widget_get_mapped (start))
        return start;
    }
  return NULL;
}

/* Whether the window's surface is `width` pixels wide (its widget is less its frame). */
static gboolean
window_is (Fixture *fixture, int width)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (fixture->window));

  return surface != NULL && gdk_surface_get_width (surface) == width;
}

/* Polled every 50 ms: each stage waits for what a person would see next. */
static gboolean
check (Fixture *fixture)
{
  GtkWidget *start;

  if (fixture->stage == DONE)
    return G_SOURCE_REMOVE;
  if (++fixture->ticks > 400)
    {
      g_autoptr (GString) why = g_string_new (NULL);
      g_autofree char *message = NULL;
      const char *mode = NULL;
      if ((fixture->stage == WAIT_STEP || fixture->stage == WAIT_LEFT_DIALOG) && fixture->window != NULL)
        step_lights_add (fixture, why);
      if ((fixture->stage == WAIT_LAYOUT_STEP || fixture->stage == WAIT_LAYOUT_MOVED || fixture->stage == WAIT_LAYOUT_BACK)
          && fixture->window != NULL)
        {
          graphene_rect_t now;
          if (share_lit (fixture, why) && gtk_widget_compute_bounds (fixture->share, GTK_WIDGET (fixture->window), &now))
            g_string_append_printf (why, "Share lit at " RECT_FORMAT ", first at " RECT_FORMAT, RECT_ARGS (now),
                                    RECT_ARGS (fixture->share_first));
          g_string_append_printf (why, "; the window is %d px wide", gtk_widget_get_width (GTK_WIDGET (fixture->window)));
        }
      if (fixture->stage == WAIT_MENU_STEP && fixture->window != NULL)
        {
          if (!window_is (fixture, fixture->width))
            g_string_append_printf (why, "the window is not %d px wide", fixture->width);
          else
            menu_callout_inside (GTK_WIDGET (fixture->window), why);
        }
      if (fixture->stage == WAIT_LEFT_DIALOG && fixture->preferences != NULL && gtk_widget_get_mapped (GTK_WIDGET (fixture->preferences)))
        g_string_append (why, "; the preferences dialog is still open");
      if ((fixture->stage == WAIT_DIALOG_STEP || fixture->stage == WAIT_CLICKS_BLOCKED) && fixture->window != NULL)
        dialog_step_lights_row (fixture, why, &mode);
      if ((fixture->stage == WAIT_ALERT_STEP || fixture->stage == WAIT_ALERT_CLICKS) && fixture->window != NULL)
        dialog_step_lights (fixture, fixture->alert, "keep-copy", alert_others, G_N_ELEMENTS (alert_others), why, &mode);
      if (fixture->stage == WAIT_DETAILS_STEP && fixture->window != NULL)
        dialog_step_lights (fixture, fixture->details, "apply-row", details_others, G_N_ELEMENTS (details_others), why, &mode);
      if (fixture->window != NULL)
        {
          GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
          g_string_append_printf (why, "%sfocus on %s %s, %u added, %u toggled", why->len > 0 ? "; " : "",
                                  focus == NULL ? "nothing" : G_OBJECT_TYPE_NAME (focus),
                                  focus == NULL ? "" : gtk_widget_get_name (focus), fixture->added, fixture->toggled);
        }
      message = g_strdup_printf ("fail: waited 20 s for %s%s%s", stage_names[fixture->stage], why->len > 0 ? ": " : "", why->str);
      finish (fixture, 1, message);
      return G_SOURCE_REMOVE;
    }
  switch (fixture->stage)
    {
    case WAIT_TOUR:
      if ((start = tour_start_button (fixture)) == NULL)
        break;
      g_print ("ok: the tour shows, with its Start button\n");
      g_signal_emit_by_name (start, "clicked");
      advance (fixture, WAIT_MAIN);
      break;
    case WAIT_MAIN:
      if (fixture->window == NULL || !gtk_widget_get_mapped (GTK_WIDGET (fixture->window)) || tour_start_button (fixture) != NULL)
        break;
      g_print ("ok: Start closes the tour and opens the main window\n");
      advance (fixture, fixture->phone ? WAIT_MENU_STEP : WAIT_STEP);
      break;
    case WAIT_MENU_STEP:
      {
        g_autoptr (GString) why = g_string_new (NULL);
        if (!window_is (fixture, fixture->width))
          break;
        if (!menu_callout_inside (GTK_WIDGET (fixture->window), why))
          break;
        g_print ("ok: at %dx%d the menu step's callout stays inside the window, beside Keyboard Shortcuts in the primary menu\n",
                 fixture->width, fixture->height);
        g_print ("  (%s)\n", why->str);
        advance (fixture, WAIT_MENU_GUIDE_END);
        wt_coach_mark_overlay_next_step (fixture->overlay);   /* the guide's last step: it ends completed, at once */
        break;
      }
    case WAIT_STEP:
      {
        g_autoptr (GString) why = g_string_new (NULL);
        if (!step_lights_add (fixture, why))
          break;
      }
      g_print ("ok: the step lights \"+\" in the AdwHeaderBar, the list is blocked, the callout points at \"+\"\n");
      gtk_widget_activate_action (fixture->add, "win.add", NULL);
      advance (fixture, WAIT_GUIDE_END);
      break;
    case WAIT_LAYOUT_STEP:
    case WAIT_LAYOUT_MOVED:
    case WAIT_LAYOUT_BACK:
      {
        g_autoptr (GString) why = g_string_new (NULL);
        graphene_rect_t now;
        int width = fixture->stage == WAIT_LAYOUT_MOVED ? 900 : fixture->width;
        gboolean moved;
        if (!window_is (fixture, width) || !share_lit (fixture, why)
            || !gtk_widget_compute_bounds (fixture->share, GTK_WIDGET (fixture->window), &now))
          break;
        moved = ABS (now.origin.x - fixture->share_first.origin.x) > 40 || ABS (now.origin.y - fixture->share_first.origin.y) > 40;
        if (fixture->stage == WAIT_LAYOUT_STEP)
          {
            fixture->share_first = now;
            g_print ("ok: the step lights Share above the list in the AdwMultiLayoutView's narrow layout, the callout points at it\n");
            if (!resize_window (fixture->window, 900, fixture->height))
              finish (fixture, 1, "fail: the window cannot be resized");
            advance (fixture, WAIT_LAYOUT_MOVED);
          }
        else if (fixture->stage == WAIT_LAYOUT_MOVED && moved)
          {
            g_print ("ok: across the breakpoint, the layout moves Share beside the list; the spotlight and the callout follow it\n");
            g_print ("  (Share from " RECT_FORMAT " to " RECT_FORMAT ")\n", RECT_ARGS (fixture->share_first), RECT_ARGS (now));
            if (!resize_window (fixture->window, fixture->width, fixture->height))
              finish (fixture, 1, "fail: the window cannot be resized");
            advance (fixture, WAIT_LAYOUT_BACK);
          }
        else if (fixture->stage == WAIT_LAYOUT_BACK && !moved)
          {
            g_print ("ok: and back across it, the spotlight and the callout follow Share above the list again\n");
            advance (fixture, WAIT_LAYOUT_GUIDE_END);
            wt_coach_mark_overlay_next_step (fixture->overlay);   /* the guide's last step: it ends completed, at once */
          }
        break;
      }
    case WAIT_GUIDE_END:
    case WAIT_MENU_GUIDE_END:
    case WAIT_LAYOUT_GUIDE_END:
    case WAIT_DIALOG_GUIDE_END:
    case WAIT_ITEMS_GUIDE_END:
      break;   /* guide_ended moves on */
    case WAIT_DIALOGS_GUIDE_END:
      /* A dimmed row and "+" take no click; the lit row does: its use completes the step, and the guide (guide_ended moves on). */
      if (clicks_reach_nothing (fixture, fixture->details, "name-row", "apply-row", "details dialog") == CLICKS_FAILED)
        return G_SOURCE_REMOVE;
      break;
    case WAIT_SHOW_ME:
      {
        GtkWidget *show_me = find_named (GTK_WIDGET (fixture->window), "guide-show-me");
        if (show_me == NULL || !gtk_widget_get_mapped (show_me))
          break;
        g_print ("ok: the dialog guide's first step offers Show me\n");
        g_signal_emit_by_name (show_me, "clicked");
        advance (fixture, WAIT_DIALOG_STEP);
        break;
      }
    case WAIT_DIALOG_STEP:
      {
        g_autoptr (GString) why = g_string_new (NULL);
        const char *mode = NULL;
        if (!dialog_step_lights_row (fixture, why, &mode) || !focus_settled_in_callout (fixture))
          break;
        g_print ("ok: Show me presents the dialog (%s); its step lights the row, a row beside it dimmed, the callout inside the dialog points at it\n", mode);
        /* The window outside the dialog, dimmed too: compared once the same dialog shows without the guide (WAIT_DIALOG). */
        if (!outside_sheet (fixture, fixture->preferences, &fixture->outside_x, &fixture->outside_y)
            || (fixture->outside_dimmed = window_brightness (fixture, fixture->outside_x, fixture->outside_y)) < 0)
          {
            finish (fixture, 1, "fail: no room outside the dialog's sheet to look at");
            return G_SOURCE_REMOVE;
          }
        advance (fixture, WAIT_CLICKS_BLOCKED);
        break;
      }
    case WAIT_CLICKS_BLOCKED:
      {
        g_autoptr (GString) why = g_string_new (NULL);
        const char *mode = NULL;
        Clicks clicks = clicks_reach_nothing (fixture, fixture->preferences, "first-row", NULL, "preferences dialog");
        if (clicks == CLICKS_FAILED)
          return G_SOURCE_REMOVE;
        /* The window may lay out again as the pointer comes in: the step is shown once that is done. */
        if (clicks == CLICKS_WAITING || !dialog_step_lights_row (fixture, why, &mode) || !focus_settled_in_callout (fixture))
          break;
        g_print ("ok: clicks on a dimmed row of the dialog and on \"+\" behind it reach neither; the dialog and its step stay\n");
        /* Return presses Next in the callout: nothing reaches the dialog's rows or the window. */
        tab_around_and_return (fixture);
        advance (fixture, WAIT_LEFT_DIALOG);
        break;
      }
    case WAIT_LEFT_DIALOG:
      {
        g_autoptr (GString) why = g_string_new (NULL);
        if ((fixture->preferences != NULL && gtk_widget_get_mapped (GTK_WIDGET (fixture->preferences))) || !step_lights_add (fixture, why)
            || !focus_settled_in_callout (fixture))
          break;
        g_print ("ok: the next step, in the window, closes the dialog the guide opened and lights \"+\", focus in its callout\n");
        gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.preferences", NULL);
        advance (fixture, WAIT_OVER_APP_DIALOG);
        break;
      }
    case WAIT_OVER_APP_DIALOG:
      {
        GtkWidget *callout = find_named (GTK_WIDGET (fixture->window), "callout");
        GtkWidget *above = find_named (GTK_WIDGET (fixture->window), "coach-mark-dialog-overlay");
        if (fixture->preferences == NULL || !gtk_widget_get_mapped (GTK_WIDGET (fixture->preferences)) || callout == NULL
            || above == NULL || !gtk_widget_is_ancestor (callout, above) || !takes_pointer (callout)
            || !focus_settled_in_callout (fixture))
          break;
        g_print ("ok: a dialog the app presents while a step shows stays under the step\n");
        /* The step waits for the dialog, focus on its Done: Return ends the guide with the dialog open. */
        if (g_strcmp0 (gtk_widget_get_name (gtk_root_get_focus (GTK_ROOT (fixture->window))), "guide-done") != 0)
          {
            GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
            g_print ("focus: %s %s\n", focus ? G_OBJECT_TYPE_NAME (focus) : "none", focus ? gtk_widget_get_name (focus) : "");
            finish (fixture, 1, "fail: the step over the app's dialog does not have focus on its Done button");
            return G_SOURCE_REMOVE;
          }
        if (!press_key (fixture->window, XK_Return, FALSE))
          finish (fixture, 1, "fail: XTest (libXtst.so.6) cannot be loaded");
        advance (fixture, WAIT_DIALOG_GUIDE_END);
        break;
      }
    case WAIT_ESC_CLOSES:
      if (fixture->preferences != NULL && gtk_widget_get_mapped (GTK_WIDGET (fixture->preferences)))
        break;
      g_print ("ok: after the guide, %s closes the dialog\n", fixture->width > 500 ? "Esc" : "a click outside it");
      adw_navigation_view_push_by_tag (ADW_NAVIGATION_VIEW (fixture->navigation), "detail");
      advance (fixture, WAIT_PAGE);
      break;
    case WAIT_ITEM_SHOW_ME:
      {
        GtkWidget *show_me = find_named (GTK_WIDGET (fixture->window), "guide-show-me");
        GtkWidget *row = find_named (GTK_WIDGET (fixture->window), "item-row");
        g_autoptr (GString) why = g_string_new (NULL);
        if (show_me == NULL || !gtk_widget_get_mapped (show_me) || row == NULL
            || !callout_points_at (GTK_WIDGET (fixture->window), row, why))
          break;
        g_print ("ok: the items guide's first step points at the list's first row and offers Show me\n");
        g_signal_emit_by_name (show_me, "clicked");
        advance (fixture, WAIT_PAGE_STEP);
        break;
      }
    case WAIT_PAGE_STEP:
      {
        AdwNavigationPage *page = adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (fixture->navigation));
        GtkWidget *edit = find_named (GTK_WIDGET (fixture->window), "edit-button");
        g_autoptr (GString) why = g_string_new (NULL);
        if (g_strcmp0 (adw_navigation_page_get_tag (page), "detail") != 0 || edit == NULL || !gtk_widget_get_mapped (edit)
            || !callout_points_at (GTK_WIDGET (fixture->window), edit, why) || !focus_settled_in_callout (fixture))
          break;
        if (!fixture->went_back)
          {
            GtkWidget *back = find_named (GTK_WIDGET (fixture->window), "guide-back");
            g_print ("ok: Show me pushes the item's page; the step on it points at its Edit button\n");
            if (back == NULL)
              {
                finish (fixture, 1, "fail: the step on the pushed page has no Back");
                return G_SOURCE_REMOVE;
              }
            fixture->went_back = TRUE;
            g_signal_emit_by_name (back, "clicked");
            advance (fixture, WAIT_BACK_TO_LIST);
            break;
          }
        g_print ("ok: Show me again pushes the page; its step shows there again\n");
        /* The app pops the page itself (its own back button): the guide goes on at the next step. */
        adw_navigation_view_pop (ADW_NAVIGATION_VIEW (fixture->navigation));
        advance (fixture, WAIT_SORT_STEP);
        break;
      }
    case WAIT_BACK_TO_LIST:
      {
        AdwNavigationPage *page = adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (fixture->navigation));
        GtkWidget *show_me = find_named (GTK_WIDGET (fixture->window), "guide-show-me");
        GtkWidget *row = find_named (GTK_WIDGET (fixture->window), "item-row");
        g_autoptr (GString) why = g_string_new (NULL);
        if (g_strcmp0 (adw_navigation_page_get_tag (page), "list") != 0 || row == NULL || !gtk_widget_get_mapped (row)
            || show_me == NULL || !gtk_widget_get_mapped (show_me) || !callout_points_at (GTK_WIDGET (fixture->window), row, why))
          break;
        g_print ("ok: the guide's Back from the pushed page pops it; the step shows around the list's first row again\n");
        g_signal_emit_by_name (show_me, "clicked");
        advance (fixture, WAIT_PAGE_STEP);
        break;
      }
    case WAIT_SORT_STEP:
      {
        const char *bar = NULL;
        GtkWidget *sort = shown_sort_button (GTK_WIDGET (fixture->window), &bar);
        g_autoptr (GString) why = g_string_new (NULL);
        if (sort == NULL || !callout_points_at (GTK_WIDGET (fixture->window), sort, why) || !focus_settled_in_callout (fixture))
          break;
        if (fixture->crossings == 0)
          g_print ("ok: the app popping the page while its step shows takes the guide on to the next step, on Sort\n");
        g_print ("ok: the step points at Sort in the %s\n", bar);
        fixture->sort_bar = bar;
        /* Across the 500sp breakpoint: Sort moves between the header bar and the bottom bar. */
        if (!resize_window (fixture->window, fixture->width > 500 ? 400 : 900, fixture->height))
          finish (fixture, 1, "fail: the window cannot be resized");
        advance (fixture, WAIT_SORT_MOVED);
        break;
      }
    case WAIT_SORT_MOVED:
      {
        const char *bar = NULL;
        GtkWidget *sort = shown_sort_button (GTK_WIDGET (fixture->window), &bar);
        g_autoptr (GString) why = g_string_new (NULL);
        if (sort == NULL || g_strcmp0 (bar, fixture->sort_bar) == 0 || !callout_points_at (GTK_WIDGET (fixture->window), sort, why)
            || !focus_settled_in_callout (fixture))
          break;
        if (fixture->crossings++ == 0)
          g_print ("ok: across the breakpoint, the step follows Sort from the %s to the %s\n", fixture->sort_bar, bar);
        else
          g_print ("ok: and back across it, from the %s to the %s\n", fixture->sort_bar, bar);
        /* Focus came back to Done (the bin hid the window's content for a frame). */
        if (g_strcmp0 (gtk_widget_get_name (gtk_root_get_focus (GTK_ROOT (fixture->window))), "guide-done") != 0)
          {
            GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
            g_autofree char *message = g_strdup_printf ("fail: across the breakpoint, focus is on %s %s, not on the step's Done button",
                                                        G_OBJECT_TYPE_NAME (focus), gtk_widget_get_name (focus));
            finish (fixture, 1, message);
            return G_SOURCE_REMOVE;
          }
        if (fixture->crossings == 1)
          {
            /* Back to the window's first size, for the guides after this one. */
            fixture->sort_bar = bar;
            if (!resize_window (fixture->window, fixture->width, fixture->height))
              finish (fixture, 1, "fail: the window cannot be resized");
            advance (fixture, WAIT_SORT_MOVED);
            break;
          }
        /* Return ends the guide. */
        if (!press_key (fixture->window, XK_Return, FALSE))
          finish (fixture, 1, "fail: XTest (libXtst.so.6) cannot be loaded");
        advance (fixture, WAIT_ITEMS_GUIDE_END);
        break;
      }
    case WAIT_ALERT_SHOW_ME:
      {
        GtkWidget *show_me = find_named (GTK_WIDGET (fixture->window), "guide-show-me");
        GtkWidget *remove = find_named (GTK_WIDGET (fixture->window), "remove-button");
        g_autoptr (GString) why = g_string_new (NULL);
        if (show_me == NULL || !gtk_widget_get_mapped (show_me) || remove == NULL
            || !callout_points_at (GTK_WIDGET (fixture->window), remove, why))
          break;
        g_print ("ok: the dialogs guide's first step points at Remove and offers Show me\n");
        g_signal_emit_by_name (show_me, "clicked");
        advance (fixture, WAIT_ALERT_STEP);
        break;
      }
    case WAIT_ALERT_STEP:
      {
        g_autoptr (GString) why = g_string_new (NULL);
        const char *mode = NULL;
        if (!dialog_step_lights (fixture, fixture->alert, "keep-copy", alert_others, G_N_ELEMENTS (alert_others), why, &mode)
            || !focus_settled_in_callout (fixture))
          break;
        g_print ("ok: Show me presents an AdwAlertDialog (%s); the step on a row of its extra child, by name, lights it, "
                 "a row beside it dimmed, the callout inside the dialog points at it\n", mode);
        advance (fixture, WAIT_ALERT_CLICKS);
        break;
      }
    case WAIT_ALERT_CLICKS:
      {
        g_autoptr (GString) why = g_string_new (NULL);
        const char *mode = NULL;
        Clicks clicks = clicks_reach_nothing (fixture, fixture->alert, "notify-row", NULL, "alert");
        if (clicks == CLICKS_FAILED)
          return G_SOURCE_REMOVE;
        if (clicks == CLICKS_WAITING
            || !dialog_step_lights (fixture, fixture->alert, "keep-copy", alert_others, G_N_ELEMENTS (alert_others), why, &mode)
            || !focus_settled_in_callout (fixture))
          break;
        g_print ("ok: clicks on a dimmed row of the alert and on \"+\" behind it reach neither; the alert and its step stay\n");
        tab_around_and_return (fixture);
        advance (fixture, WAIT_DETAILS_SHOW_ME);
        break;
      }
    case WAIT_DETAILS_SHOW_ME:
      {
        GtkWidget *show_me = find_named (GTK_WIDGET (fixture->window), "guide-show-me");
        GtkWidget *details = find_named (GTK_WIDGET (fixture->window), "details-button");
        g_autoptr (GString) why = g_string_new (NULL);
        if ((fixture->alert != NULL && gtk_widget_get_mapped (GTK_WIDGET (fixture->alert))) || show_me == NULL
            || !gtk_widget_get_mapped (show_me) || details == NULL || !callout_points_at (GTK_WIDGET (fixture->window), details, why)
            || !focus_settled_in_callout (fixture))
          break;
        g_print ("ok: the next step, in the window, closes the alert the guide opened and points at Details\n");
        g_signal_emit_by_name (show_me, "clicked");
        advance (fixture, WAIT_DETAILS_STEP);
        break;
      }
    case WAIT_DETAILS_STEP:
      {
        g_autoptr (GString) why = g_string_new (NULL);
        const char *mode = NULL;
        if (!dialog_step_lights (fixture, fixture->details, "apply-row", details_others, G_N_ELEMENTS (details_others), why, &mode)
            || !focus_settled_in_callout (fixture))
          break;
        g_print ("ok: Show me presents a plain AdwDialog (%s); the step on win.apply, by action, lights its row, "
                 "a row beside it dimmed, the callout inside the dialog points at it\n", mode);
        advance (fixture, WAIT_DIALOGS_GUIDE_END);
        break;
      }
    case WAIT_CLOSE_NOTE:
      {
        GtkWidget *callout = find_named (GTK_WIDGET (fixture->window), "callout");
        GtkWidget *above = find_named (GTK_WIDGET (fixture->window), "coach-mark-dialog-overlay");
        if (fixture->details == NULL || !gtk_widget_get_mapped (GTK_WIDGET (fixture->details)) || callout == NULL || above == NULL
            || !gtk_widget_is_ancestor (callout, above) || !callout_says (callout, "Close the dialog to go on")
            || !focus_settled_in_callout (fixture))
          break;
        g_print ("ok: the next guide's step, behind a dialog the guide did not open, shows above it saying it must be closed, and waits\n");
        if (!press_key (fixture->window, XK_Escape, FALSE))
          finish (fixture, 1, "fail: XTest (libXtst.so.6) cannot be loaded");
        advance (fixture, WAIT_NOTE_CLOSED);
        break;
      }
    case WAIT_NOTE_CLOSED:
      {
        GtkWidget *preferences = find_named (GTK_WIDGET (fixture->window), "preferences-button");
        GtkWidget *callout = find_named (GTK_WIDGET (fixture->window), "callout");
        g_autoptr (GString) why = g_string_new (NULL);
        if ((fixture->details != NULL && gtk_widget_get_mapped (GTK_WIDGET (fixture->details))) || preferences == NULL || callout == NULL
            || callout_says (callout, "Close the dialog to go on") || !callout_points_at (GTK_WIDGET (fixture->window), preferences, why))
          break;
        g_print ("ok: Esc there closes the dialog, and the step shows around Preferences\n");
        advance (fixture, WAIT_SHOW_ME);
        break;
      }
    case WAIT_PAGE:
      {
        AdwNavigationPage *page = adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (fixture->navigation));
        GtkWidget *detail = find_named (GTK_WIDGET (fixture->window), "item-detail");
        if (g_strcmp0 (adw_navigation_page_get_tag (page), "detail") != 0 || detail == NULL || !gtk_widget_get_mapped (detail))
          break;
        g_print ("ok: the detail page pushes\n");
        gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.preferences", NULL);
        advance (fixture, WAIT_DIALOG);
        break;
      }
    case WAIT_DIALOG:
      {
        GtkWidget *row = fixture->preferences == NULL ? NULL : find_named (GTK_WIDGET (fixture->preferences), "autosave-row");
        int outside;
        if (row == NULL || !gtk_widget_get_mapped (row))
          break;
        /* Once the dialog has opened: the same brightness outside it three checks in a row. */
        outside = window_brightness (fixture, fixture->outside_x, fixture->outside_y);
        if (outside != fixture->outside_last)
          fixture->settled = 0;
        fixture->outside_last = outside;
        if (++fixture->settled < 3)
          break;
        if (fixture->outside_dimmed * 4 > outside * 3)
          {
            g_autofree char *message = g_strdup_printf ("fail: outside the dialog, the window's brightness was %d while its step showed, "
                                                        "%d without the guide: not dimmed by the step", fixture->outside_dimmed, outside);
            finish (fixture, 1, message);
            return G_SOURCE_REMOVE;
          }
        g_print ("ok: while the dialog's step showed, the window outside the dialog was dimmed too\n");
        g_print ("  (brightness outside it %d with the step, %d without the guide)\n", fixture->outside_dimmed, outside);
      }
      g_print ("ok: the preferences dialog presents its switch row\n");
      adw_dialog_close (fixture->preferences);
      advance (fixture, WAIT_DIALOG_CLOSED);
      break;
    case WAIT_DIALOG_CLOSED:
      if (fixture->preferences != NULL && gtk_widget_get_mapped (GTK_WIDGET (fixture->preferences)))
        break;
      if (fixture->added != 1 || fixture->toggled != 0)
        {
          g_autofree char *message = g_strdup_printf ("fail: the app saw %u items added and %u switches toggled (1 and 0 expected)",
                                                      fixture->added, fixture->toggled);
          finish (fixture, 1, message);
          return G_SOURCE_REMOVE;
        }
      g_print ("ok: the preferences dialog closes; the app saw one item added (the first guide's) and no switch toggled\n");
      /* The feature tip on Sort becomes due; it shows once the window is quiet. */
      wt_onboarding_donate (fixture->onboarding, "list-sorted");
      advance (fixture, WAIT_TIP);
      break;
    case WAIT_TIP:
    case WAIT_TIP_MOVED:
      {
        const char *bar = NULL;
        GtkWidget *sort = shown_sort_button (GTK_WIDGET (fixture->window), &bar);
        g_autoptr (GString) why = g_string_new (NULL);
        if (sort == NULL || (fixture->stage == WAIT_TIP_MOVED && g_strcmp0 (bar, fixture->sort_bar) == 0)
            || !frame_points_at (GTK_WIDGET (fixture->window), "popover-tip", "popover-tip-arrow", sort, why))
          break;
        if (fixture->stage == WAIT_TIP && fixture->phone)
          {
            if (!window_is (fixture, fixture->width))
              break;
            g_autofree char *message = g_strdup_printf ("ok: at %dx%d the feature tip on Sort in the %s stays inside the window, "
                                                        "pointing at it", fixture->width, fixture->height, bar);
            finish (fixture, 0, message);
            return G_SOURCE_REMOVE;
          }
        if (fixture->stage == WAIT_TIP)
          {
            g_print ("ok: the feature tip shows on Sort in the %s\n", bar);
            fixture->crossings = 0;
          }
        else
          g_print ("ok: %s the breakpoint, the feature tip follows Sort to the %s\n", fixture->crossings++ == 0 ? "across" : "and back across", bar);
        fixture->sort_bar = bar;
        if (fixture->stage == WAIT_TIP_MOVED && fixture->crossings == 2)
          {
            g_autofree char *message = g_strdup_printf ("%s: the feature tip was shown %u times across two crossings of the breakpoint",
                                                        fixture->tips_shown == 1 ? "ok" : "fail", fixture->tips_shown);
            finish (fixture, fixture->tips_shown == 1 ? 0 : 1, fixture->tips_shown == 1
                    ? "ok: across two crossings of the breakpoint, the feature tip counts one display" : message);
            return G_SOURCE_REMOVE;
          }
        if (!resize_window (fixture->window, fixture->crossings == 0 ? (fixture->width > 500 ? 400 : 900) : fixture->width, fixture->height))
          finish (fixture, 1, "fail: the window cannot be resized");
        advance (fixture, WAIT_TIP_MOVED);
        break;
      }
    case DONE:
      break;
    }
  return G_SOURCE_CONTINUE;
}

static void
guide_ended (WtOnboarding *onboarding, const char *guide_id, WtGuideEnding ending, guint step, Fixture *fixture)
{
  g_autofree char *line = g_strdup_printf ("guide %s ended %s at step %u, %u item added", guide_id,
                                           g_enum_get_value (g_type_class_ref (WT_TYPE_GUIDE_ENDING), ending)->value_nick, step, fixture->added);

  gboolean dialog_guide = g_strcmp0 (guide_id, "preferences") == 0, items_guide = g_strcmp0 (guide_id, "items") == 0;
  gboolean dialogs_guide = g_strcmp0 (guide_id, "dialogs") == 0;

  if (fixture->phone)
    {
      /* The phone-sized run: the menu guide, the layout guide, then the feature tip on Sort, due once the app donates its event. */
      gboolean menu_guide = g_strcmp0 (guide_id, "menu") == 0;
      if (fixture->stage != (menu_guide ? WAIT_MENU_GUIDE_END : WAIT_LAYOUT_GUIDE_END) || ending != WT_GUIDE_ENDING_COMPLETED)
        {
          g_autofree char *message = g_strconcat ("fail: ", line, NULL);
          finish (fixture, 1, message);
          return;
        }
      g_print ("ok: %s\n", line);
      if (menu_guide)
        advance (fixture, WAIT_LAYOUT_STEP);
      else
        {
          wt_onboarding_donate (fixture->onboarding, "list-sorted");
          advance (fixture, WAIT_TIP);
        }
      return;
    }
  Stage expected = dialog_guide ? WAIT_DIALOG_GUIDE_END : items_guide ? WAIT_ITEMS_GUIDE_END
                   : dialogs_guide ? WAIT_DIALOGS_GUIDE_END : WAIT_GUIDE_END;

  if (fixture->stage != expected || ending != WT_GUIDE_ENDING_COMPLETED
      || fixture->added != 1 || fixture->toggled != 0 || fixture->renamed != 0 || (dialogs_guide && fixture->applied != 1))
    {
      g_autofree char *message = g_strconcat ("fail: ", line, NULL);
      finish (fixture, 1, message);
      return;
    }
  g_print ("ok: %s\n", line);
  if (items_guide)
    {
      /* Back to the list: the next guide's step on "+" checks the list under it is blocked. */
      adw_navigation_view_pop (ADW_NAVIGATION_VIEW (fixture->navigation));
      advance (fixture, WAIT_ALERT_SHOW_ME);
      return;
    }
  if (dialogs_guide)
    {
      /* Ended by the use of the row in the details dialog, which stays open: the next guide's first step is behind it.
       * The clicks on a dimmed row and on "+" came before the one on that row, so the window has received them. */
      Clicks clicks = clicks_reach_nothing (fixture, fixture->details, "name-row", "apply-row", "details dialog");
      if (clicks == CLICKS_WAITING)
        finish (fixture, 1, "fail: the dialogs guide ended before the window received the clicks on a dimmed row and on \"+\"");
      if (clicks != CLICKS_PASSED)
        return;
      g_print ("ok: a click on the lit row in the dialog reaches it and completes the step; clicks on a dimmed row and on \"+\" did not\n");
      advance (fixture, WAIT_CLOSE_NOTE);
      return;
    }
  if (!dialog_guide)
    {
      advance (fixture, WAIT_ITEM_SHOW_ME);
      return;
    }
  /* Ended with the app's dialog open: Esc (wide run) or a click outside it
   * (narrow run) closes it, as without the guide. */
  if (fixture->width > 500)
    {
      if (!press_key (fixture->window, XK_Escape, FALSE))
        finish (fixture, 1, "fail: XTest (libXtst.so.6) cannot be loaded");
    }
  else if (!click_outside_sheet (fixture))
    finish (fixture, 1, "fail: no room outside the dialog's sheet to click, or XTest (libXtst.so.6) cannot be loaded");
  advance (fixture, WAIT_ESC_CLOSES);
}

static void
count_tip_shown (Fixture *fixture, const char *tip_id)
{
  fixture->tips_shown++;
}

static void
activate (GtkApplication *app, Fixture *fixture)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (g_object_get_data (G_OBJECT (app), "tour"));
  g_autoptr (WtTour) tour = wt_tour_new_from_file (file, &error);

  if (tour == NULL)
    {
      g_printerr ("%s\n", error->message);
      fixture->status = 1;
      return;
    }
  fixture->onboarding = wt_onboarding_new (app, "1.0", tour);
  g_signal_connect (fixture->onboarding, "create-main-window", G_CALLBACK (create_main_window), fixture);
  g_signal_connect (fixture->onboarding, "guide-ended", G_CALLBACK (guide_ended), fixture);
  g_signal_connect_swapped (fixture->onboarding, "feature-tip-shown", G_CALLBACK (count_tip_shown), fixture);
  g_timeout_add (50, (GSourceFunc) check, fixture);
  wt_onboarding_start (fixture->onboarding, FALSE);
}

int
main (int argc, char **argv)
{
  g_autoptr (AdwApplication) app = adw_application_new ("dev.walkthrough.Gnome48Fixture", G_APPLICATION_NON_UNIQUE);
  Fixture fixture = { 0 };

  if (argc != 4 && !(argc == 5 && g_strcmp0 (argv[4], "phone") == 0))
    return 2;
  fixture.phone = argc == 5;
  fixture.width = atoi (argv[2]);
  fixture.height = atoi (argv[3]);
  g_object_set_data (G_OBJECT (app), "tour", argv[1]);
  g_signal_connect (app, "activate", G_CALLBACK (activate), &fixture);
  g_application_run (G_APPLICATION (app), 1, argv);
  g_clear_object (&fixture.onboarding);
  return fixture.status;
}
