use glib::translate::*;
use glib::prelude::*;

glib::wrapper! {
    #[doc = c_doc!("WtTipView")]
    #[doc(alias = "WtTipView")]
    pub struct TipView(Object<ffi::WtTipView, ffi::WtTipViewClass>) @extends gtk::Widget, @implements gtk::Accessible, gtk::Buildable, gtk::ConstraintTarget;

    match fn {
        type_ => || ffi::wt_tip_view_get_type(),
    }
}

impl TipView {
    #[doc = c_doc!("wt_tip_view_new")]
    #[doc(alias = "wt_tip_view_new")]
    pub fn new(tip_id: &str) -> TipView {
        unsafe { gtk::Widget::from_glib_none(ffi::wt_tip_view_new(tip_id.to_glib_none().0)).unsafe_cast() }
    }

    /// A builder for a [`TipView`], by its properties.
    pub fn builder() -> TipViewBuilder {
        TipViewBuilder::default()
    }

    #[doc = c_doc!("wt_tip_view_get_tip_id")]
    #[doc(alias = "wt_tip_view_get_tip_id")]
    pub fn tip_id(&self) -> glib::GString {
        unsafe { from_glib_none(ffi::wt_tip_view_get_tip_id(self.to_glib_none().0)) }
    }
}

/// Builds a [`TipView`] from its properties, as gtk-rs's builders do.
#[derive(Clone, Default)]
pub struct TipViewBuilder {
    tip_id: Option<String>,
}

impl TipViewBuilder {
    #[doc = c_doc!("WtTipView:tip-id")]
    pub fn tip_id(mut self, tip_id: &str) -> Self {
        self.tip_id = Some(tip_id.to_string());
        self
    }

    /// The tip view, with the properties given.
    pub fn build(self) -> TipView {
        let mut properties: Vec<(&str, glib::Value)> = vec![];
        if let Some(ref tip_id) = self.tip_id {
            properties.push(("tip-id", tip_id.to_value()));
        }
        crate::object::new_object::<TipView>(&properties)
    }
}
