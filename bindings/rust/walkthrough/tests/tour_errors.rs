//! A manifest that does not load is an `Err(glib::Error)` in the `TourError`
//! domain, whose message names the file and the field path.
use walkthrough::{gio, Tour, TourError};

fn folder() -> std::path::PathBuf {
    let folder = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("tour-errors");
    std::fs::create_dir_all(&folder).expect("the test's folder is made");
    folder
}

#[test]
fn bad_manifest_is_an_err_naming_the_field_path() {
    let bad = folder().join("bad.json");
    std::fs::write(&bad, r#"{"id": "bad", "title": "Bad", "pages": [{"id": "one", "image": 3}]}"#).expect("written");
    let error = Tour::from_file(&gio::File::for_path(&bad)).expect_err("a bad manifest is an error");
    assert_eq!(error.kind::<TourError>(), Some(TourError::Invalid), "{}", error);
    assert!(error.to_string().starts_with(&format!("{}:1:", bad.display())), "{}", error);
    assert!(error.to_string().contains("pages[0].image"), "{}", error);
    println!("ok: bad manifest: {}", error);
}

#[test]
fn missing_manifest_is_not_found() {
    let missing = folder().join("missing.json");
    let error = Tour::from_file(&gio::File::for_path(&missing)).expect_err("a missing manifest is an error");
    assert_eq!(error.kind::<TourError>(), Some(TourError::NotFound), "{}", error);
    assert!(error.to_string().contains("file does not exist"), "{}", error);
}

#[test]
fn good_manifest_loads() {
    let hello = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../Examples/common/tour/hello.json");
    let tour = Tour::from_file(&gio::File::for_path(hello)).expect("the example's tour loads");
    assert_eq!((tour.id().as_str(), tour.page_count()), ("hello", 3));
}
