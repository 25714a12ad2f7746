// Generated from Walkthrough-1.gir by bindings/rust/generate.py: DO NOT EDIT.
// Run bindings/rust/generate.py after a change to the C API.

//! The layout of the public structs and enums, and the constants' values, as Rust sees them
//! (the sys crate) and as the C compiler does (tests/abi.c, built against the installed header).
use std::mem::{align_of, size_of};
use walkthrough_sys::*;

fn rust_view() -> Vec<String> {
    vec![
        format!("layout WtChecklistClass {} {}", size_of::<WtChecklistClass>(), align_of::<WtChecklistClass>()),
        format!("layout WtCoachMarkOverlayClass {} {}", size_of::<WtCoachMarkOverlayClass>(), align_of::<WtCoachMarkOverlayClass>()),
        format!("layout WtOnboardingClass {} {}", size_of::<WtOnboardingClass>(), align_of::<WtOnboardingClass>()),
        format!("layout WtTipViewClass {} {}", size_of::<WtTipViewClass>(), align_of::<WtTipViewClass>()),
        format!("layout WtTourClass {} {}", size_of::<WtTourClass>(), align_of::<WtTourClass>()),
        format!("layout WtGuideEnding {} {}", size_of::<WtGuideEnding>(), align_of::<WtGuideEnding>()),
        format!("layout WtOnboardingError {} {}", size_of::<WtOnboardingError>(), align_of::<WtOnboardingError>()),
        format!("layout WtTipInvalidation {} {}", size_of::<WtTipInvalidation>(), align_of::<WtTipInvalidation>()),
        format!("layout WtTipOutcome {} {}", size_of::<WtTipOutcome>(), align_of::<WtTipOutcome>()),
        format!("layout WtTourEnding {} {}", size_of::<WtTourEnding>(), align_of::<WtTourEnding>()),
        format!("layout WtTourError {} {}", size_of::<WtTourError>(), align_of::<WtTourError>()),
        format!("layout WtTourKind {} {}", size_of::<WtTourKind>(), align_of::<WtTourKind>()),
        format!("constant WT_GUIDE_ENDING_COMPLETED {}", WT_GUIDE_ENDING_COMPLETED),
        format!("constant WT_GUIDE_ENDING_SKIPPED {}", WT_GUIDE_ENDING_SKIPPED),
        format!("constant WT_ONBOARDING_ERROR_VERSION_NOT_SAVED {}", WT_ONBOARDING_ERROR_VERSION_NOT_SAVED),
        format!("constant WT_ONBOARDING_ERROR_SEEN_NOT_SAVED {}", WT_ONBOARDING_ERROR_SEEN_NOT_SAVED),
        format!("constant WT_ONBOARDING_ERROR_RESET_FAILED {}", WT_ONBOARDING_ERROR_RESET_FAILED),
        format!("constant WT_ONBOARDING_ERROR_TIPS_NOT_SAVED {}", WT_ONBOARDING_ERROR_TIPS_NOT_SAVED),
        format!("constant WT_TIP_INVALIDATION_DISMISSED {}", WT_TIP_INVALIDATION_DISMISSED),
        format!("constant WT_TIP_INVALIDATION_ACTION_PERFORMED {}", WT_TIP_INVALIDATION_ACTION_PERFORMED),
        format!("constant WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED {}", WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED),
        format!("constant WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED {}", WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED),
        format!("constant WT_TIP_OUTCOME_COMPLETED {}", WT_TIP_OUTCOME_COMPLETED),
        format!("constant WT_TIP_OUTCOME_DISMISSED {}", WT_TIP_OUTCOME_DISMISSED),
        format!("constant WT_TOUR_ENDING_STARTED {}", WT_TOUR_ENDING_STARTED),
        format!("constant WT_TOUR_ENDING_SKIPPED {}", WT_TOUR_ENDING_SKIPPED),
        format!("constant WT_TOUR_ENDING_CLOSED {}", WT_TOUR_ENDING_CLOSED),
        format!("constant WT_TOUR_ERROR_INVALID {}", WT_TOUR_ERROR_INVALID),
        format!("constant WT_TOUR_ERROR_NOT_FOUND {}", WT_TOUR_ERROR_NOT_FOUND),
        format!("constant WT_TOUR_ERROR_NOT_REGULAR {}", WT_TOUR_ERROR_NOT_REGULAR),
        format!("constant WT_TOUR_ERROR_UNREADABLE {}", WT_TOUR_ERROR_UNREADABLE),
        format!("constant WT_TOUR_ERROR_TOO_LARGE {}", WT_TOUR_ERROR_TOO_LARGE),
        format!("constant WT_TOUR_ERROR_SYNTAX {}", WT_TOUR_ERROR_SYNTAX),
        format!("constant WT_TOUR_KIND_WELCOME {}", WT_TOUR_KIND_WELCOME),
        format!("constant WT_TOUR_KIND_OTHER {}", WT_TOUR_KIND_OTHER),
        format!("constant WT_MAJOR_VERSION {}", WT_MAJOR_VERSION),
        format!("constant WT_MICRO_VERSION {}", WT_MICRO_VERSION),
        format!("constant WT_MINOR_VERSION {}", WT_MINOR_VERSION),
        format!("string WT_ONBOARDING_MAIN_WINDOW {}", unsafe { std::ffi::CStr::from_ptr(WT_ONBOARDING_MAIN_WINDOW) }.to_str().unwrap()),
        format!("string WT_ONBOARDING_RESET_TOUR_ACTION {}", unsafe { std::ffi::CStr::from_ptr(WT_ONBOARDING_RESET_TOUR_ACTION) }.to_str().unwrap()),
        format!("string WT_ONBOARDING_SHOW_TIPS_ACTION {}", unsafe { std::ffi::CStr::from_ptr(WT_ONBOARDING_SHOW_TIPS_ACTION) }.to_str().unwrap()),
        format!("string WT_ONBOARDING_SHOW_TOUR_ACTION {}", unsafe { std::ffi::CStr::from_ptr(WT_ONBOARDING_SHOW_TOUR_ACTION) }.to_str().unwrap()),
        format!("string WT_VERSION_S {}", unsafe { std::ffi::CStr::from_ptr(WT_VERSION_S) }.to_str().unwrap()),
    ]
}

#[test]
fn layout_and_constants_match_c() {
    let c = support::c_view(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/abi.c"), env!("CARGO_TARGET_TMPDIR"));
    assert_eq!(rust_view(), c);
}

mod support;
