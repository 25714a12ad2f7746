use crate::{Checklist, CoachMarkOverlay, GuideEnding, TipInvalidation, TipOutcome, TipView, Tour, TourEnding, TourKind};
use glib::signal::{connect_raw, SignalHandlerId};
use glib::translate::*;
use glib::prelude::*;
use std::os::raw::{c_char, c_int};

glib::wrapper! {
    #[doc = c_doc!("WtOnboarding")]
    #[doc(alias = "WtOnboarding")]
    pub struct Onboarding(Object<ffi::WtOnboarding, ffi::WtOnboardingClass>);

    match fn {
        type_ => || ffi::wt_onboarding_get_type(),
    }
}

impl Onboarding {
    #[doc = c_doc!("wt_onboarding_new")]
    #[doc(alias = "wt_onboarding_new")]
    pub fn new(application: &impl IsA<gtk::Application>, version: &str, tour: Option<&Tour>) -> Onboarding {
        unsafe {
            from_glib_full(ffi::wt_onboarding_new(
                application.as_ref().to_glib_none().0,
                version.to_glib_none().0,
                tour.to_glib_none().0,
            ))
        }
    }

    /// A builder for an [`Onboarding`], by its properties.
    pub fn builder() -> OnboardingBuilder {
        OnboardingBuilder::default()
    }

    #[doc = c_doc!("wt_onboarding_get_application")]
    #[doc(alias = "wt_onboarding_get_application")]
    pub fn application(&self) -> gtk::Application {
        unsafe { from_glib_none(ffi::wt_onboarding_get_application(self.to_glib_none().0)) }
    }

    #[doc = c_doc!("wt_onboarding_get_version")]
    #[doc(alias = "wt_onboarding_get_version")]
    pub fn version(&self) -> glib::GString {
        unsafe { from_glib_none(ffi::wt_onboarding_get_version(self.to_glib_none().0)) }
    }

    #[doc = c_doc!("wt_onboarding_get_tour")]
    #[doc(alias = "wt_onboarding_get_tour")]
    pub fn tour(&self) -> Option<Tour> {
        unsafe { from_glib_none(ffi::wt_onboarding_get_tour(self.to_glib_none().0)) }
    }

    #[doc = c_doc!("wt_onboarding_start")]
    #[doc(alias = "wt_onboarding_start")]
    pub fn start(&self, show_whole_tour: bool) {
        unsafe { ffi::wt_onboarding_start(self.to_glib_none().0, show_whole_tour.into_glib()) }
    }

    #[doc = c_doc!("wt_onboarding_open")]
    #[doc(alias = "wt_onboarding_open")]
    pub fn open(&self, files: &[gio::File], hint: &str) {
        unsafe {
            ffi::wt_onboarding_open(self.to_glib_none().0, files.to_glib_none().0, files.len() as c_int, hint.to_glib_none().0)
        }
    }

    #[doc = c_doc!("wt_onboarding_hold_requests")]
    #[doc(alias = "wt_onboarding_hold_requests")]
    pub fn hold_requests(&self) {
        unsafe { ffi::wt_onboarding_hold_requests(self.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_onboarding_attach")]
    #[doc(alias = "wt_onboarding_attach")]
    pub fn attach(&self, overlay: &CoachMarkOverlay, window_name: Option<&str>) {
        unsafe { ffi::wt_onboarding_attach(self.to_glib_none().0, overlay.to_glib_none().0, window_name.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_onboarding_show_tour")]
    #[doc(alias = "wt_onboarding_show_tour")]
    pub fn show_tour(&self) {
        unsafe { ffi::wt_onboarding_show_tour(self.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_onboarding_show_tips")]
    #[doc(alias = "wt_onboarding_show_tips")]
    pub fn show_tips(&self, window_name: Option<&str>) {
        unsafe { ffi::wt_onboarding_show_tips(self.to_glib_none().0, window_name.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_onboarding_reset_tour")]
    #[doc(alias = "wt_onboarding_reset_tour")]
    pub fn reset_tour(&self) {
        unsafe { ffi::wt_onboarding_reset_tour(self.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_onboarding_play")]
    #[doc(alias = "wt_onboarding_play")]
    pub fn play(&self, tour: &Tour) {
        unsafe { ffi::wt_onboarding_play(self.to_glib_none().0, tour.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_onboarding_donate")]
    #[doc(alias = "wt_onboarding_donate")]
    pub fn donate(&self, event: &str) {
        unsafe { ffi::wt_onboarding_donate(self.to_glib_none().0, event.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_onboarding_set_parameter")]
    #[doc(alias = "wt_onboarding_set_parameter")]
    pub fn set_parameter(&self, name: &str, value: Option<&glib::Variant>) {
        unsafe { ffi::wt_onboarding_set_parameter(self.to_glib_none().0, name.to_glib_none().0, value.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_onboarding_invalidate_tip")]
    #[doc(alias = "wt_onboarding_invalidate_tip")]
    pub fn invalidate_tip(&self, tip_id: &str, reason: TipInvalidation) {
        unsafe { ffi::wt_onboarding_invalidate_tip(self.to_glib_none().0, tip_id.to_glib_none().0, reason.into_glib()) }
    }

    #[doc = c_doc!("wt_onboarding_reset_tips")]
    #[doc(alias = "wt_onboarding_reset_tips")]
    pub fn reset_tips(&self) {
        unsafe { ffi::wt_onboarding_reset_tips(self.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_onboarding_get_show_all_tips")]
    #[doc(alias = "wt_onboarding_get_show_all_tips")]
    pub fn shows_all_tips(&self) -> bool {
        unsafe { from_glib(ffi::wt_onboarding_get_show_all_tips(self.to_glib_none().0)) }
    }

    #[doc = c_doc!("wt_onboarding_set_show_all_tips")]
    #[doc(alias = "wt_onboarding_set_show_all_tips")]
    pub fn set_show_all_tips(&self, show_all: bool) {
        unsafe { ffi::wt_onboarding_set_show_all_tips(self.to_glib_none().0, show_all.into_glib()) }
    }

    #[doc = c_doc!("wt_onboarding_get_enabled")]
    #[doc(alias = "wt_onboarding_get_enabled")]
    pub fn is_enabled(&self) -> bool {
        unsafe { from_glib(ffi::wt_onboarding_get_enabled(self.to_glib_none().0)) }
    }

    #[doc = c_doc!("wt_onboarding_set_enabled")]
    #[doc(alias = "wt_onboarding_set_enabled")]
    pub fn set_enabled(&self, enabled: bool) {
        unsafe { ffi::wt_onboarding_set_enabled(self.to_glib_none().0, enabled.into_glib()) }
    }

    #[doc = c_doc!("wt_onboarding_get_metainfo")]
    #[doc(alias = "wt_onboarding_get_metainfo")]
    pub fn metainfo(&self) -> Option<gio::File> {
        unsafe { from_glib_none(ffi::wt_onboarding_get_metainfo(self.to_glib_none().0)) }
    }

    #[doc = c_doc!("wt_onboarding_set_metainfo")]
    #[doc(alias = "wt_onboarding_set_metainfo")]
    pub fn set_metainfo(&self, metainfo: Option<&gio::File>) {
        unsafe { ffi::wt_onboarding_set_metainfo(self.to_glib_none().0, metainfo.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_onboarding_add_checklist")]
    #[doc(alias = "wt_onboarding_add_checklist")]
    pub fn add_checklist(&self, checklist: &Checklist) {
        unsafe { ffi::wt_onboarding_add_checklist(self.to_glib_none().0, checklist.to_glib_none().0) }
    }

    #[doc = c_doc!("wt_onboarding_add_tip_view")]
    #[doc(alias = "wt_onboarding_add_tip_view")]
    pub fn add_tip_view(&self, view: &TipView) {
        unsafe { ffi::wt_onboarding_add_tip_view(self.to_glib_none().0, view.to_glib_none().0) }
    }

    /// Connects to `create-main-window`: the handler builds the main window
    /// and returns it (the binding hands GLib the reference it needs).
    ///
    #[doc = c_doc!("WtOnboarding::create-main-window")]
    #[doc(alias = "create-main-window")]
    pub fn connect_create_main_window<F, W>(&self, f: F) -> SignalHandlerId
    where
        F: Fn(&Self) -> W + 'static,
        W: IsA<gtk::Window>,
    {
        unsafe extern "C" fn trampoline<F: Fn(&Onboarding) -> W + 'static, W: IsA<gtk::Window>>(
            this: *mut ffi::WtOnboarding,
            f: glib::ffi::gpointer,
        ) -> *mut gtk::ffi::GtkWindow {
            let f: &F = &*(f as *const F);
            // The signal's return value is (transfer full): the window with a reference.
            f(&from_glib_borrow(this)).upcast::<gtk::Window>().to_glib_full()
        }
        unsafe { connect(self, b"create-main-window\0", trampoline::<F, W> as *const (), f) }
    }

    /// Connects to `tour-ended`: (onboarding, ending, kind, tour id).
    ///
    #[doc = c_doc!("WtOnboarding::tour-ended")]
    #[doc(alias = "tour-ended")]
    pub fn connect_tour_ended<F: Fn(&Self, TourEnding, TourKind, &str) + 'static>(&self, f: F) -> SignalHandlerId {
        unsafe extern "C" fn trampoline<F: Fn(&Onboarding, TourEnding, TourKind, &str) + 'static>(
            this: *mut ffi::WtOnboarding,
            ending: ffi::WtTourEnding,
            kind: ffi::WtTourKind,
            tour_id: *mut c_char,
            f: glib::ffi::gpointer,
        ) {
            let f: &F = &*(f as *const F);
            f(&from_glib_borrow(this), from_glib(ending), from_glib(kind), &glib::GString::from_glib_borrow(tour_id))
        }
        unsafe { connect(self, b"tour-ended\0", trampoline::<F> as *const (), f) }
    }

    /// Connects to `version-recorded`: (onboarding, version).
    ///
    #[doc = c_doc!("WtOnboarding::version-recorded")]
    #[doc(alias = "version-recorded")]
    pub fn connect_version_recorded<F: Fn(&Self, &str) + 'static>(&self, f: F) -> SignalHandlerId {
        unsafe { connect(self, b"version-recorded\0", string_trampoline::<F> as *const (), f) }
    }

    /// Connects to `tips-ended`: (onboarding, sequence id, outcome).
    ///
    #[doc = c_doc!("WtOnboarding::tips-ended")]
    #[doc(alias = "tips-ended")]
    pub fn connect_tips_ended<F: Fn(&Self, &str, TipOutcome) + 'static>(&self, f: F) -> SignalHandlerId {
        unsafe extern "C" fn trampoline<F: Fn(&Onboarding, &str, TipOutcome) + 'static>(
            this: *mut ffi::WtOnboarding,
            sequence_id: *mut c_char,
            outcome: ffi::WtTipOutcome,
            f: glib::ffi::gpointer,
        ) {
            let f: &F = &*(f as *const F);
            f(&from_glib_borrow(this), &glib::GString::from_glib_borrow(sequence_id), from_glib(outcome))
        }
        unsafe { connect(self, b"tips-ended\0", trampoline::<F> as *const (), f) }
    }

    /// Connects to `guide-ended`: (onboarding, guide id, ending, step).
    ///
    #[doc = c_doc!("WtOnboarding::guide-ended")]
    #[doc(alias = "guide-ended")]
    pub fn connect_guide_ended<F: Fn(&Self, &str, GuideEnding, u32) + 'static>(&self, f: F) -> SignalHandlerId {
        unsafe extern "C" fn trampoline<F: Fn(&Onboarding, &str, GuideEnding, u32) + 'static>(
            this: *mut ffi::WtOnboarding,
            guide_id: *mut c_char,
            ending: ffi::WtGuideEnding,
            step: u32,
            f: glib::ffi::gpointer,
        ) {
            let f: &F = &*(f as *const F);
            f(&from_glib_borrow(this), &glib::GString::from_glib_borrow(guide_id), from_glib(ending), step)
        }
        unsafe { connect(self, b"guide-ended\0", trampoline::<F> as *const (), f) }
    }

    /// Connects to `tour-reset`: (onboarding, `None` when the state was removed, else why not).
    ///
    #[doc = c_doc!("WtOnboarding::tour-reset")]
    #[doc(alias = "tour-reset")]
    pub fn connect_tour_reset<F: Fn(&Self, Option<&glib::Error>) + 'static>(&self, f: F) -> SignalHandlerId {
        connect_error(self, b"tour-reset\0", f)
    }

    /// Connects to `state-not-saved`: (onboarding, what was not saved and why).
    ///
    #[doc = c_doc!("WtOnboarding::state-not-saved")]
    #[doc(alias = "state-not-saved")]
    pub fn connect_state_not_saved<F: Fn(&Self, &glib::Error) + 'static>(&self, f: F) -> SignalHandlerId {
        // Always emitted with an error.
        connect_error(self, b"state-not-saved\0", move |this: &Self, error: Option<&glib::Error>| {
            if let Some(error) = error {
                f(this, error)
            }
        })
    }

    /// Connects to `feature-tip-shown`: (onboarding, tip id).
    ///
    #[doc = c_doc!("WtOnboarding::feature-tip-shown")]
    #[doc(alias = "feature-tip-shown")]
    pub fn connect_feature_tip_shown<F: Fn(&Self, &str) + 'static>(&self, f: F) -> SignalHandlerId {
        unsafe { connect(self, b"feature-tip-shown\0", string_trampoline::<F> as *const (), f) }
    }

    /// Connects to `feature-tip-ended`: (onboarding, tip id, reason).
    ///
    #[doc = c_doc!("WtOnboarding::feature-tip-ended")]
    #[doc(alias = "feature-tip-ended")]
    pub fn connect_feature_tip_ended<F: Fn(&Self, &str, TipInvalidation) + 'static>(&self, f: F) -> SignalHandlerId {
        unsafe extern "C" fn trampoline<F: Fn(&Onboarding, &str, TipInvalidation) + 'static>(
            this: *mut ffi::WtOnboarding,
            tip_id: *mut c_char,
            reason: ffi::WtTipInvalidation,
            f: glib::ffi::gpointer,
        ) {
            let f: &F = &*(f as *const F);
            f(&from_glib_borrow(this), &glib::GString::from_glib_borrow(tip_id), from_glib(reason))
        }
        unsafe { connect(self, b"feature-tip-ended\0", trampoline::<F> as *const (), f) }
    }

    /// Connects to `open-files`: (onboarding, files, hint), as `gio::Application`'s `open`.
    ///
    #[doc = c_doc!("WtOnboarding::open-files")]
    #[doc(alias = "open-files")]
    pub fn connect_open_files<F: Fn(&Self, &[gio::File], &str) + 'static>(&self, f: F) -> SignalHandlerId {
        unsafe extern "C" fn trampoline<F: Fn(&Onboarding, &[gio::File], &str) + 'static>(
            this: *mut ffi::WtOnboarding,
            files: *mut *mut gio::ffi::GFile,
            n_files: c_int,
            hint: *mut c_char,
            f: glib::ffi::gpointer,
        ) {
            let f: &F = &*(f as *const F);
            let files: Vec<gio::File> = FromGlibContainer::from_glib_none_num(files, n_files as usize);
            f(&from_glib_borrow(this), &files, &glib::GString::from_glib_borrow(hint))
        }
        unsafe { connect(self, b"open-files\0", trampoline::<F> as *const (), f) }
    }

    /// Connects to the notification of `show-all-tips`.
    ///
    #[doc = c_doc!("WtOnboarding:show-all-tips")]
    #[doc(alias = "show-all-tips")]
    pub fn connect_show_all_tips_notify<F: Fn(&Self) + 'static>(&self, f: F) -> SignalHandlerId {
        unsafe extern "C" fn trampoline<F: Fn(&Onboarding) + 'static>(
            this: *mut ffi::WtOnboarding,
            _param_spec: glib::ffi::gpointer,
            f: glib::ffi::gpointer,
        ) {
            let f: &F = &*(f as *const F);
            f(&from_glib_borrow(this))
        }
        unsafe { connect(self, b"notify::show-all-tips\0", trampoline::<F> as *const (), f) }
    }
}

/// Connects `f` to the signal `name` (NUL-terminated) through `trampoline`, as gtk-rs's generated code does.
unsafe fn connect<F>(this: &Onboarding, name: &'static [u8], trampoline: *const (), f: F) -> SignalHandlerId {
    let f: Box<F> = Box::new(f);
    connect_raw(
        this.as_ptr() as *mut _,
        name.as_ptr() as *const _,
        Some(std::mem::transmute::<_, unsafe extern "C" fn()>(trampoline)),
        Box::into_raw(f),
    )
}

unsafe extern "C" fn string_trampoline<F: Fn(&Onboarding, &str) + 'static>(
    this: *mut ffi::WtOnboarding,
    value: *mut c_char,
    f: glib::ffi::gpointer,
) {
    let f: &F = &*(f as *const F);
    f(&from_glib_borrow(this), &glib::GString::from_glib_borrow(value))
}

fn connect_error<F: Fn(&Onboarding, Option<&glib::Error>) + 'static>(this: &Onboarding, name: &'static [u8], f: F) -> SignalHandlerId {
    unsafe { connect(this, name, error_trampoline::<F> as *const (), f) }
}

unsafe extern "C" fn error_trampoline<F: Fn(&Onboarding, Option<&glib::Error>) + 'static>(
    this: *mut ffi::WtOnboarding,
    error: *mut glib::ffi::GError,
    f: glib::ffi::gpointer,
) {
    let f: &F = &*(f as *const F);
    let error: Option<glib::translate::Borrowed<glib::Error>> = if error.is_null() { None } else { Some(from_glib_borrow(error)) };
    f(&from_glib_borrow(this), error.as_deref())
}

/// Builds an [`Onboarding`] from its properties, as gtk-rs's builders do.
#[derive(Clone, Default)]
pub struct OnboardingBuilder {
    application: Option<gtk::Application>,
    version: Option<String>,
    tour: Option<Tour>,
    show_all_tips: Option<bool>,
}

impl OnboardingBuilder {
    #[doc = c_doc!("WtOnboarding:application")]
    pub fn application(mut self, application: &impl IsA<gtk::Application>) -> Self {
        self.application = Some(application.clone().upcast());
        self
    }

    #[doc = c_doc!("WtOnboarding:version")]
    pub fn version(mut self, version: &str) -> Self {
        self.version = Some(version.to_string());
        self
    }

    #[doc = c_doc!("WtOnboarding:tour")]
    pub fn tour(mut self, tour: &Tour) -> Self {
        self.tour = Some(tour.clone());
        self
    }

    #[doc = c_doc!("WtOnboarding:show-all-tips")]
    pub fn show_all_tips(mut self, show_all_tips: bool) -> Self {
        self.show_all_tips = Some(show_all_tips);
        self
    }

    /// The onboarding, with the properties given (an application and a version are needed, as for [`Onboarding::new`]).
    pub fn build(self) -> Onboarding {
        let mut properties: Vec<(&str, glib::Value)> = vec![];
        if let Some(ref application) = self.application {
            properties.push(("application", application.to_value()));
        }
        if let Some(ref version) = self.version {
            properties.push(("version", version.to_value()));
        }
        if let Some(ref tour) = self.tour {
            properties.push(("tour", tour.to_value()));
        }
        if let Some(ref show_all_tips) = self.show_all_tips {
            properties.push(("show-all-tips", show_all_tips.to_value()));
        }
        crate::object::new_object::<Onboarding>(&properties)
    }
}
