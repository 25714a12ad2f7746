use glib::signal::{connect_raw, SignalHandlerId};
use glib::translate::*;
use glib::prelude::*;

glib::wrapper! {
    #[doc = c_doc!("WtChecklist")]
    #[doc(alias = "WtChecklist")]
    pub struct Checklist(Object<ffi::WtChecklist, ffi::WtChecklistClass>) @extends gtk::Widget, @implements gtk::Accessible, gtk::Buildable, gtk::ConstraintTarget;

    match fn {
        type_ => || ffi::wt_checklist_get_type(),
    }
}

impl Checklist {
    #[doc = c_doc!("wt_checklist_new")]
    #[doc(alias = "wt_checklist_new")]
    pub fn new(checklist_id: &str) -> Checklist {
        unsafe { gtk::Widget::from_glib_none(ffi::wt_checklist_new(checklist_id.to_glib_none().0)).unsafe_cast() }
    }

    /// A builder for a [`Checklist`], by its properties.
    pub fn builder() -> ChecklistBuilder {
        ChecklistBuilder::default()
    }

    #[doc = c_doc!("wt_checklist_get_checklist_id")]
    #[doc(alias = "wt_checklist_get_checklist_id")]
    pub fn checklist_id(&self) -> glib::GString {
        unsafe { from_glib_none(ffi::wt_checklist_get_checklist_id(self.to_glib_none().0)) }
    }

    #[doc = c_doc!("wt_checklist_get_progress")]
    #[doc(alias = "wt_checklist_get_progress")]
    pub fn progress(&self) -> f64 {
        unsafe { ffi::wt_checklist_get_progress(self.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_checklist_get_n_done")]
    #[doc(alias = "wt_checklist_get_n_done")]
    pub fn n_done(&self) -> u32 {
        unsafe { ffi::wt_checklist_get_n_done(self.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_checklist_get_n_items")]
    #[doc(alias = "wt_checklist_get_n_items")]
    pub fn n_items(&self) -> u32 {
        unsafe { ffi::wt_checklist_get_n_items(self.to_glib_none().0) }
    }

    /// Connects to `completed`: (checklist).
    ///
    #[doc = c_doc!("WtChecklist::completed")]
    #[doc(alias = "completed")]
    pub fn connect_completed<F: Fn(&Self) + 'static>(&self, f: F) -> SignalHandlerId {
        unsafe { connect(self, b"completed\0", f) }
    }

    /// Connects to `dismissed`: (checklist).
    ///
    #[doc = c_doc!("WtChecklist::dismissed")]
    #[doc(alias = "dismissed")]
    pub fn connect_dismissed<F: Fn(&Self) + 'static>(&self, f: F) -> SignalHandlerId {
        unsafe { connect(self, b"dismissed\0", f) }
    }
}

unsafe fn connect<F: Fn(&Checklist) + 'static>(this: &Checklist, name: &'static [u8], f: F) -> SignalHandlerId {
    unsafe extern "C" fn trampoline<F: Fn(&Checklist) + 'static>(this: *mut ffi::WtChecklist, f: glib::ffi::gpointer) {
        let f: &F = &*(f as *const F);
        f(&from_glib_borrow(this))
    }
    let f: Box<F> = Box::new(f);
    connect_raw(
        this.as_ptr() as *mut _,
        name.as_ptr() as *const _,
        Some(std::mem::transmute::<_, unsafe extern "C" fn()>(trampoline::<F> as *const ())),
        Box::into_raw(f),
    )
}

/// Builds a [`Checklist`] from its properties, as gtk-rs's builders do.
#[derive(Clone, Default)]
pub struct ChecklistBuilder {
    checklist_id: Option<String>,
}

impl ChecklistBuilder {
    #[doc = c_doc!("WtChecklist:checklist-id")]
    pub fn checklist_id(mut self, checklist_id: &str) -> Self {
        self.checklist_id = Some(checklist_id.to_string());
        self
    }

    /// The checklist, with the properties given.
    pub fn build(self) -> Checklist {
        let mut properties: Vec<(&str, glib::Value)> = vec![];
        if let Some(ref checklist_id) = self.checklist_id {
            properties.push(("checklist-id", checklist_id.to_value()));
        }
        crate::object::new_object::<Checklist>(&properties)
    }
}
