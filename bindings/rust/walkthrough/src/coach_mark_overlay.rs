use glib::signal::{connect_raw, SignalHandlerId};
use glib::translate::*;
use glib::prelude::*;
use std::os::raw::c_char;

glib::wrapper! {
    #[doc = c_doc!("WtCoachMarkOverlay")]
    #[doc(alias = "WtCoachMarkOverlay")]
    pub struct CoachMarkOverlay(Object<ffi::WtCoachMarkOverlay, ffi::WtCoachMarkOverlayClass>) @extends gtk::Widget, @implements gtk::Accessible, gtk::Buildable, gtk::ConstraintTarget;

    match fn {
        type_ => || ffi::wt_coach_mark_overlay_get_type(),
    }
}

impl CoachMarkOverlay {
    #[doc = c_doc!("wt_coach_mark_overlay_new")]
    #[doc(alias = "wt_coach_mark_overlay_new")]
    pub fn new() -> CoachMarkOverlay {
        unsafe { gtk::Widget::from_glib_none(ffi::wt_coach_mark_overlay_new()).unsafe_cast() }
    }

    /// A builder for a [`CoachMarkOverlay`], by its properties.
    pub fn builder() -> CoachMarkOverlayBuilder {
        CoachMarkOverlayBuilder::default()
    }

    #[doc = c_doc!("wt_coach_mark_overlay_set_child")]
    #[doc(alias = "wt_coach_mark_overlay_set_child")]
    pub fn set_child(&self, child: Option<&impl IsA<gtk::Widget>>) {
        unsafe { ffi::wt_coach_mark_overlay_set_child(self.to_glib_none().0, child.map(|c| c.as_ref()).to_glib_none().0) }
    }

    #[doc = c_doc!("wt_coach_mark_overlay_get_child")]
    #[doc(alias = "wt_coach_mark_overlay_get_child")]
    pub fn child(&self) -> Option<gtk::Widget> {
        unsafe { from_glib_none(ffi::wt_coach_mark_overlay_get_child(self.to_glib_none().0)) }
    }

    #[doc = c_doc!("wt_coach_mark_overlay_get_window_name")]
    #[doc(alias = "wt_coach_mark_overlay_get_window_name")]
    pub fn window_name(&self) -> Option<glib::GString> {
        unsafe { from_glib_none(ffi::wt_coach_mark_overlay_get_window_name(self.to_glib_none().0)) }
    }

    #[doc = c_doc!("wt_coach_mark_overlay_set_window_name")]
    #[doc(alias = "wt_coach_mark_overlay_set_window_name")]
    pub fn set_window_name(&self, window_name: Option<&str>) {
        unsafe { ffi::wt_coach_mark_overlay_set_window_name(self.to_glib_none().0, window_name.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_coach_mark_overlay_next_step")]
    #[doc(alias = "wt_coach_mark_overlay_next_step")]
    pub fn next_step(&self) {
        unsafe { ffi::wt_coach_mark_overlay_next_step(self.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_coach_mark_overlay_previous_step")]
    #[doc(alias = "wt_coach_mark_overlay_previous_step")]
    pub fn previous_step(&self) {
        unsafe { ffi::wt_coach_mark_overlay_previous_step(self.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_coach_mark_overlay_skip_guide")]
    #[doc(alias = "wt_coach_mark_overlay_skip_guide")]
    pub fn skip_guide(&self) {
        unsafe { ffi::wt_coach_mark_overlay_skip_guide(self.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_coach_mark_overlay_show_me")]
    #[doc(alias = "wt_coach_mark_overlay_show_me")]
    pub fn show_me(&self) {
        unsafe { ffi::wt_coach_mark_overlay_show_me(self.to_glib_none().0) }
    }

    /// Connects to `create-callout`; the handler gets (overlay, guide id,
    /// step, step count, title, body) and returns the callout's content, or
    /// `None` for the default one.
    ///
    #[doc = c_doc!("WtCoachMarkOverlay::create-callout")]
    #[doc(alias = "create-callout")]
    pub fn connect_create_callout<F, W>(&self, f: F) -> SignalHandlerId
    where
        F: Fn(&Self, &str, u32, u32, &str, &str) -> Option<W> + 'static,
        W: IsA<gtk::Widget>,
    {
        unsafe extern "C" fn trampoline<F, W>(
            this: *mut ffi::WtCoachMarkOverlay,
            guide_id: *mut c_char,
            step: u32,
            count: u32,
            title: *mut c_char,
            body: *mut c_char,
            f: glib::ffi::gpointer,
        ) -> *mut gtk::ffi::GtkWidget
        where
            F: Fn(&CoachMarkOverlay, &str, u32, u32, &str, &str) -> Option<W> + 'static,
            W: IsA<gtk::Widget>,
        {
            let f: &F = &*(f as *const F);
            let widget = f(
                &from_glib_borrow(this),
                &glib::GString::from_glib_borrow(guide_id),
                step,
                count,
                &glib::GString::from_glib_borrow(title),
                &glib::GString::from_glib_borrow(body),
            );
            // The signal's return value is (transfer full): the widget with a reference.
            widget.map(|w| w.upcast::<gtk::Widget>()).to_glib_full()
        }
        unsafe {
            let f: Box<F> = Box::new(f);
            connect_raw(
                self.as_ptr() as *mut _,
                b"create-callout\0".as_ptr() as *const _,
                Some(std::mem::transmute::<_, unsafe extern "C" fn()>(trampoline::<F, W> as *const ())),
                Box::into_raw(f),
            )
        }
    }
}

impl Default for CoachMarkOverlay {
    fn default() -> Self {
        Self::new()
    }
}

/// Builds a [`CoachMarkOverlay`] from its properties, as gtk-rs's builders do.
#[derive(Clone, Default)]
pub struct CoachMarkOverlayBuilder {
    child: Option<gtk::Widget>,
    window_name: Option<String>,
}

impl CoachMarkOverlayBuilder {
    #[doc = c_doc!("WtCoachMarkOverlay:child")]
    pub fn child(mut self, child: &impl IsA<gtk::Widget>) -> Self {
        self.child = Some(child.clone().upcast());
        self
    }

    #[doc = c_doc!("WtCoachMarkOverlay:window-name")]
    pub fn window_name(mut self, window_name: &str) -> Self {
        self.window_name = Some(window_name.to_owned());
        self
    }

    /// The overlay, with the properties given.
    pub fn build(self) -> CoachMarkOverlay {
        let mut properties: Vec<(&str, glib::Value)> = vec![];
        if let Some(ref child) = self.child {
            properties.push(("child", child.to_value()));
        }
        if let Some(ref window_name) = self.window_name {
            properties.push(("window-name", window_name.to_value()));
        }
        crate::object::new_object::<CoachMarkOverlay>(&properties)
    }
}
