use glib::translate::*;
use glib::prelude::*;

glib::wrapper! {
    #[doc = c_doc!("WtTour")]
    #[doc(alias = "WtTour")]
    pub struct Tour(Object<ffi::WtTour, ffi::WtTourClass>);

    match fn {
        type_ => || ffi::wt_tour_get_type(),
    }
}

impl Tour {
    #[doc = c_doc!("wt_tour_new_from_file")]
    #[doc(alias = "wt_tour_new_from_file")]
    pub fn from_file(file: &impl IsA<gio::File>) -> Result<Tour, glib::Error> {
        unsafe {
            let mut error = std::ptr::null_mut();
            let tour = ffi::wt_tour_new_from_file(file.as_ref().to_glib_none().0, &mut error);
            if error.is_null() { Ok(from_glib_full(tour)) } else { Err(from_glib_full(error)) }
        }
    }

    #[doc = c_doc!("wt_tour_new_from_resource")]
    #[doc(alias = "wt_tour_new_from_resource")]
    pub fn from_resource(path: &str) -> Result<Tour, glib::Error> {
        unsafe {
            let mut error = std::ptr::null_mut();
            let tour = ffi::wt_tour_new_from_resource(path.to_glib_none().0, &mut error);
            if error.is_null() { Ok(from_glib_full(tour)) } else { Err(from_glib_full(error)) }
        }
    }

    #[doc = c_doc!("wt_tour_get_id")]
    #[doc(alias = "wt_tour_get_id")]
    pub fn id(&self) -> glib::GString {
        unsafe { from_glib_none(ffi::wt_tour_get_id(self.to_glib_none().0)) }
    }

    #[doc = c_doc!("wt_tour_get_title")]
    #[doc(alias = "wt_tour_get_title")]
    pub fn title(&self) -> glib::GString {
        unsafe { from_glib_none(ffi::wt_tour_get_title(self.to_glib_none().0)) }
    }

    #[doc = c_doc!("wt_tour_get_page_count")]
    #[doc(alias = "wt_tour_get_page_count")]
    pub fn page_count(&self) -> u32 {
        unsafe { ffi::wt_tour_get_page_count(self.to_glib_none().0) }
    }
}
