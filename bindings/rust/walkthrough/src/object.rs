//! Making the crate's objects from their properties, the same way with every
//! gtk-rs series: `glib::Object::new` takes the properties and returns a
//! `Result` in glib 0.14, and neither in 0.20, so the builders call GLib.
use glib::prelude::*;
use glib::translate::*;
use std::os::raw::{c_char, c_uint};

extern "C" {
    // GLib 2.54; gobject-sys declares it only behind a feature whose name differs by series.
    fn g_object_new_with_properties(
        object_type: glib::ffi::GType,
        n_properties: c_uint,
        names: *mut *const c_char,
        values: *const glib::gobject_ffi::GValue,
    ) -> *mut glib::gobject_ffi::GObject;
}

/// A new `T` with the properties given (names as the C API spells them), owned
/// by the caller: a widget's floating reference is sunk, as gtk-rs does.
pub(crate) fn new_object<T: ObjectType + StaticType>(properties: &[(&str, glib::Value)]) -> T {
    let names: Vec<std::ffi::CString> = properties
        .iter()
        .map(|(name, _)| std::ffi::CString::new(*name).unwrap_or_default())
        .collect();
    let mut name_pointers: Vec<*const c_char> = names.iter().map(|name| name.as_ptr()).collect();
    // glib::Value is a transparent wrapper of GValue in every series.
    let values: Vec<glib::gobject_ffi::GValue> = properties.iter().map(|(_, value)| unsafe { *value.to_glib_none().0 }).collect();
    unsafe {
        let object = g_object_new_with_properties(
            T::static_type().into_glib(),
            properties.len() as c_uint,
            name_pointers.as_mut_ptr(),
            values.as_ptr(),
        );
        if glib::gobject_ffi::g_object_is_floating(object) != glib::ffi::GFALSE {
            glib::gobject_ffi::g_object_ref_sink(object);
        }
        let object: glib::Object = from_glib_full(object);
        object.unsafe_cast()
    }
}
