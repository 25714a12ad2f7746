// Generated from Walkthrough-1.gir by bindings/rust/generate.py: DO NOT EDIT.
// Run bindings/rust/generate.py after a change to the C API.

use glib::translate::*;
use glib::prelude::*;
use glib::value::FromValue;
use glib::Type;
use std::fmt;

/// How a spotlight guide ended.
#[derive(Debug, Eq, PartialEq, Ord, PartialOrd, Hash, Clone, Copy)]
#[non_exhaustive]
#[doc(alias = "WtGuideEnding")]
pub enum GuideEnding {
    /// the person went past the last step
    #[doc(alias = "WT_GUIDE_ENDING_COMPLETED")]
    Completed,
    /// the person chose to skip the guide
    #[doc(alias = "WT_GUIDE_ENDING_SKIPPED")]
    Skipped,
    #[doc(hidden)]
    __Unknown(i32),
}

impl fmt::Display for GuideEnding {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "GuideEnding::{}", match *self {
            Self::Completed => "Completed",
            Self::Skipped => "Skipped",
            _ => "Unknown",
        })
    }
}

impl GuideEnding {
    /// The value's nick in GLib's enum type (what the C, Python, JavaScript and Vala
    /// examples print), the same with every gtk-rs series; `None` for a value this
    /// version of the bindings does not know.
    pub fn nick(self) -> Option<&'static str> {
        match self {
            Self::Completed => Some("completed"),
            Self::Skipped => Some("skipped"),
            Self::__Unknown(_) => None,
        }
    }
}

#[doc(hidden)]
impl IntoGlib for GuideEnding {
    type GlibType = ffi::WtGuideEnding;

    fn into_glib(self) -> ffi::WtGuideEnding {
        match self {
            Self::Completed => ffi::WT_GUIDE_ENDING_COMPLETED,
            Self::Skipped => ffi::WT_GUIDE_ENDING_SKIPPED,
            Self::__Unknown(value) => value,
        }
    }
}

#[doc(hidden)]
impl FromGlib<ffi::WtGuideEnding> for GuideEnding {
    unsafe fn from_glib(value: ffi::WtGuideEnding) -> Self {
        match value {
            ffi::WT_GUIDE_ENDING_COMPLETED => Self::Completed,
            ffi::WT_GUIDE_ENDING_SKIPPED => Self::Skipped,
            value => Self::__Unknown(value),
        }
    }
}

impl StaticType for GuideEnding {
    fn static_type() -> Type {
        unsafe { from_glib(ffi::wt_guide_ending_get_type()) }
    }
}

impl glib::value::ValueType for GuideEnding {
    type Type = Self;
}

unsafe impl<'a> FromValue<'a> for GuideEnding {
    type Checker = glib::value::GenericValueTypeChecker<Self>;

    unsafe fn from_value(value: &'a glib::Value) -> Self {
        from_glib(glib::gobject_ffi::g_value_get_enum(value.to_glib_none().0))
    }
}

impl ToValue for GuideEnding {
    fn to_value(&self) -> glib::Value {
        let mut value = glib::Value::for_value_type::<Self>();
        unsafe { glib::gobject_ffi::g_value_set_enum(value.to_glib_none_mut().0, self.into_glib()) }
        value
    }

    fn value_type(&self) -> Type {
        Self::static_type()
    }
}

/// Errors in the `WT_ONBOARDING_ERROR` domain: state in the user's config
/// or state folder that could not be kept. The message says which file and why.
#[derive(Debug, Eq, PartialEq, Ord, PartialOrd, Hash, Clone, Copy)]
#[non_exhaustive]
#[doc(alias = "WtOnboardingError")]
pub enum OnboardingError {
    /// the version file could not be written
    #[doc(alias = "WT_ONBOARDING_ERROR_VERSION_NOT_SAVED")]
    VersionNotSaved,
    /// which coach marks were seen could not be written
    #[doc(alias = "WT_ONBOARDING_ERROR_SEEN_NOT_SAVED")]
    SeenNotSaved,
    /// the saved state could not be removed
    #[doc(alias = "WT_ONBOARDING_ERROR_RESET_FAILED")]
    ResetFailed,
    /// the feature tips' state could not be written
    #[doc(alias = "WT_ONBOARDING_ERROR_TIPS_NOT_SAVED")]
    TipsNotSaved,
    #[doc(hidden)]
    __Unknown(i32),
}

impl fmt::Display for OnboardingError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "OnboardingError::{}", match *self {
            Self::VersionNotSaved => "VersionNotSaved",
            Self::SeenNotSaved => "SeenNotSaved",
            Self::ResetFailed => "ResetFailed",
            Self::TipsNotSaved => "TipsNotSaved",
            _ => "Unknown",
        })
    }
}

impl OnboardingError {
    /// The value's nick in GLib's enum type (what the C, Python, JavaScript and Vala
    /// examples print), the same with every gtk-rs series; `None` for a value this
    /// version of the bindings does not know.
    pub fn nick(self) -> Option<&'static str> {
        match self {
            Self::VersionNotSaved => Some("version-not-saved"),
            Self::SeenNotSaved => Some("seen-not-saved"),
            Self::ResetFailed => Some("reset-failed"),
            Self::TipsNotSaved => Some("tips-not-saved"),
            Self::__Unknown(_) => None,
        }
    }
}

#[doc(hidden)]
impl IntoGlib for OnboardingError {
    type GlibType = ffi::WtOnboardingError;

    fn into_glib(self) -> ffi::WtOnboardingError {
        match self {
            Self::VersionNotSaved => ffi::WT_ONBOARDING_ERROR_VERSION_NOT_SAVED,
            Self::SeenNotSaved => ffi::WT_ONBOARDING_ERROR_SEEN_NOT_SAVED,
            Self::ResetFailed => ffi::WT_ONBOARDING_ERROR_RESET_FAILED,
            Self::TipsNotSaved => ffi::WT_ONBOARDING_ERROR_TIPS_NOT_SAVED,
            Self::__Unknown(value) => value,
        }
    }
}

#[doc(hidden)]
impl FromGlib<ffi::WtOnboardingError> for OnboardingError {
    unsafe fn from_glib(value: ffi::WtOnboardingError) -> Self {
        match value {
            ffi::WT_ONBOARDING_ERROR_VERSION_NOT_SAVED => Self::VersionNotSaved,
            ffi::WT_ONBOARDING_ERROR_SEEN_NOT_SAVED => Self::SeenNotSaved,
            ffi::WT_ONBOARDING_ERROR_RESET_FAILED => Self::ResetFailed,
            ffi::WT_ONBOARDING_ERROR_TIPS_NOT_SAVED => Self::TipsNotSaved,
            value => Self::__Unknown(value),
        }
    }
}

impl glib::error::ErrorDomain for OnboardingError {
    fn domain() -> glib::Quark {
        unsafe { from_glib(ffi::wt_onboarding_error_quark()) }
    }

    fn code(self) -> i32 {
        self.into_glib()
    }

    fn from(code: i32) -> Option<Self> {
        Some(unsafe { from_glib(code) })
    }
}

impl StaticType for OnboardingError {
    fn static_type() -> Type {
        unsafe { from_glib(ffi::wt_onboarding_error_get_type()) }
    }
}

impl glib::value::ValueType for OnboardingError {
    type Type = Self;
}

unsafe impl<'a> FromValue<'a> for OnboardingError {
    type Checker = glib::value::GenericValueTypeChecker<Self>;

    unsafe fn from_value(value: &'a glib::Value) -> Self {
        from_glib(glib::gobject_ffi::g_value_get_enum(value.to_glib_none().0))
    }
}

impl ToValue for OnboardingError {
    fn to_value(&self) -> glib::Value {
        let mut value = glib::Value::for_value_type::<Self>();
        unsafe { glib::gobject_ffi::g_value_set_enum(value.to_glib_none_mut().0, self.into_glib()) }
        value
    }

    fn value_type(&self) -> Type {
        Self::static_type()
    }
}

/// Why a feature tip is done: it does not show again until the tips are reset.
#[derive(Debug, Eq, PartialEq, Ord, PartialOrd, Hash, Clone, Copy)]
#[non_exhaustive]
#[doc(alias = "WtTipInvalidation")]
pub enum TipInvalidation {
    /// the person closed the tip
    #[doc(alias = "WT_TIP_INVALIDATION_DISMISSED")]
    Dismissed,
    /// the person used the feature it
    /// teaches: the action its `invalidatedBy` names ran, its own button was
    /// used, or the app said so with `wt_onboarding_invalidate_tip()`
    #[doc(alias = "WT_TIP_INVALIDATION_ACTION_PERFORMED")]
    ActionPerformed,
    /// it appeared as many times as
    /// its `maxDisplayCount` allows
    #[doc(alias = "WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED")]
    DisplayCountExceeded,
    /// it was on screen as long as
    /// its `maxDisplayDuration` allows
    #[doc(alias = "WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED")]
    DisplayDurationExceeded,
    #[doc(hidden)]
    __Unknown(i32),
}

impl fmt::Display for TipInvalidation {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "TipInvalidation::{}", match *self {
            Self::Dismissed => "Dismissed",
            Self::ActionPerformed => "ActionPerformed",
            Self::DisplayCountExceeded => "DisplayCountExceeded",
            Self::DisplayDurationExceeded => "DisplayDurationExceeded",
            _ => "Unknown",
        })
    }
}

impl TipInvalidation {
    /// The value's nick in GLib's enum type (what the C, Python, JavaScript and Vala
    /// examples print), the same with every gtk-rs series; `None` for a value this
    /// version of the bindings does not know.
    pub fn nick(self) -> Option<&'static str> {
        match self {
            Self::Dismissed => Some("dismissed"),
            Self::ActionPerformed => Some("action-performed"),
            Self::DisplayCountExceeded => Some("display-count-exceeded"),
            Self::DisplayDurationExceeded => Some("display-duration-exceeded"),
            Self::__Unknown(_) => None,
        }
    }
}

#[doc(hidden)]
impl IntoGlib for TipInvalidation {
    type GlibType = ffi::WtTipInvalidation;

    fn into_glib(self) -> ffi::WtTipInvalidation {
        match self {
            Self::Dismissed => ffi::WT_TIP_INVALIDATION_DISMISSED,
            Self::ActionPerformed => ffi::WT_TIP_INVALIDATION_ACTION_PERFORMED,
            Self::DisplayCountExceeded => ffi::WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED,
            Self::DisplayDurationExceeded => ffi::WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED,
            Self::__Unknown(value) => value,
        }
    }
}

#[doc(hidden)]
impl FromGlib<ffi::WtTipInvalidation> for TipInvalidation {
    unsafe fn from_glib(value: ffi::WtTipInvalidation) -> Self {
        match value {
            ffi::WT_TIP_INVALIDATION_DISMISSED => Self::Dismissed,
            ffi::WT_TIP_INVALIDATION_ACTION_PERFORMED => Self::ActionPerformed,
            ffi::WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED => Self::DisplayCountExceeded,
            ffi::WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED => Self::DisplayDurationExceeded,
            value => Self::__Unknown(value),
        }
    }
}

impl StaticType for TipInvalidation {
    fn static_type() -> Type {
        unsafe { from_glib(ffi::wt_tip_invalidation_get_type()) }
    }
}

impl glib::value::ValueType for TipInvalidation {
    type Type = Self;
}

unsafe impl<'a> FromValue<'a> for TipInvalidation {
    type Checker = glib::value::GenericValueTypeChecker<Self>;

    unsafe fn from_value(value: &'a glib::Value) -> Self {
        from_glib(glib::gobject_ffi::g_value_get_enum(value.to_glib_none().0))
    }
}

impl ToValue for TipInvalidation {
    fn to_value(&self) -> glib::Value {
        let mut value = glib::Value::for_value_type::<Self>();
        unsafe { glib::gobject_ffi::g_value_set_enum(value.to_glib_none_mut().0, self.into_glib()) }
        value
    }

    fn value_type(&self) -> Type {
        Self::static_type()
    }
}

/// How a sequence of tips ended.
#[derive(Debug, Eq, PartialEq, Ord, PartialOrd, Hash, Clone, Copy)]
#[non_exhaustive]
#[doc(alias = "WtTipOutcome")]
pub enum TipOutcome {
    /// the person went through every tip
    #[doc(alias = "WT_TIP_OUTCOME_COMPLETED")]
    Completed,
    /// the person closed the tips early
    #[doc(alias = "WT_TIP_OUTCOME_DISMISSED")]
    Dismissed,
    #[doc(hidden)]
    __Unknown(i32),
}

impl fmt::Display for TipOutcome {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "TipOutcome::{}", match *self {
            Self::Completed => "Completed",
            Self::Dismissed => "Dismissed",
            _ => "Unknown",
        })
    }
}

impl TipOutcome {
    /// The value's nick in GLib's enum type (what the C, Python, JavaScript and Vala
    /// examples print), the same with every gtk-rs series; `None` for a value this
    /// version of the bindings does not know.
    pub fn nick(self) -> Option<&'static str> {
        match self {
            Self::Completed => Some("completed"),
            Self::Dismissed => Some("dismissed"),
            Self::__Unknown(_) => None,
        }
    }
}

#[doc(hidden)]
impl IntoGlib for TipOutcome {
    type GlibType = ffi::WtTipOutcome;

    fn into_glib(self) -> ffi::WtTipOutcome {
        match self {
            Self::Completed => ffi::WT_TIP_OUTCOME_COMPLETED,
            Self::Dismissed => ffi::WT_TIP_OUTCOME_DISMISSED,
            Self::__Unknown(value) => value,
        }
    }
}

#[doc(hidden)]
impl FromGlib<ffi::WtTipOutcome> for TipOutcome {
    unsafe fn from_glib(value: ffi::WtTipOutcome) -> Self {
        match value {
            ffi::WT_TIP_OUTCOME_COMPLETED => Self::Completed,
            ffi::WT_TIP_OUTCOME_DISMISSED => Self::Dismissed,
            value => Self::__Unknown(value),
        }
    }
}

impl StaticType for TipOutcome {
    fn static_type() -> Type {
        unsafe { from_glib(ffi::wt_tip_outcome_get_type()) }
    }
}

impl glib::value::ValueType for TipOutcome {
    type Type = Self;
}

unsafe impl<'a> FromValue<'a> for TipOutcome {
    type Checker = glib::value::GenericValueTypeChecker<Self>;

    unsafe fn from_value(value: &'a glib::Value) -> Self {
        from_glib(glib::gobject_ffi::g_value_get_enum(value.to_glib_none().0))
    }
}

impl ToValue for TipOutcome {
    fn to_value(&self) -> glib::Value {
        let mut value = glib::Value::for_value_type::<Self>();
        unsafe { glib::gobject_ffi::g_value_set_enum(value.to_glib_none_mut().0, self.into_glib()) }
        value
    }

    fn value_type(&self) -> Type {
        Self::static_type()
    }
}

/// How a tour window ended.
#[derive(Debug, Eq, PartialEq, Ord, PartialOrd, Hash, Clone, Copy)]
#[non_exhaustive]
#[doc(alias = "WtTourEnding")]
pub enum TourEnding {
    /// the person pressed Start on the last page
    #[doc(alias = "WT_TOUR_ENDING_STARTED")]
    Started,
    /// the person pressed Skip or Escape
    #[doc(alias = "WT_TOUR_ENDING_SKIPPED")]
    Skipped,
    /// the tour's window was closed, or the app destroyed it
    #[doc(alias = "WT_TOUR_ENDING_CLOSED")]
    Closed,
    #[doc(hidden)]
    __Unknown(i32),
}

impl fmt::Display for TourEnding {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "TourEnding::{}", match *self {
            Self::Started => "Started",
            Self::Skipped => "Skipped",
            Self::Closed => "Closed",
            _ => "Unknown",
        })
    }
}

impl TourEnding {
    /// The value's nick in GLib's enum type (what the C, Python, JavaScript and Vala
    /// examples print), the same with every gtk-rs series; `None` for a value this
    /// version of the bindings does not know.
    pub fn nick(self) -> Option<&'static str> {
        match self {
            Self::Started => Some("started"),
            Self::Skipped => Some("skipped"),
            Self::Closed => Some("closed"),
            Self::__Unknown(_) => None,
        }
    }
}

#[doc(hidden)]
impl IntoGlib for TourEnding {
    type GlibType = ffi::WtTourEnding;

    fn into_glib(self) -> ffi::WtTourEnding {
        match self {
            Self::Started => ffi::WT_TOUR_ENDING_STARTED,
            Self::Skipped => ffi::WT_TOUR_ENDING_SKIPPED,
            Self::Closed => ffi::WT_TOUR_ENDING_CLOSED,
            Self::__Unknown(value) => value,
        }
    }
}

#[doc(hidden)]
impl FromGlib<ffi::WtTourEnding> for TourEnding {
    unsafe fn from_glib(value: ffi::WtTourEnding) -> Self {
        match value {
            ffi::WT_TOUR_ENDING_STARTED => Self::Started,
            ffi::WT_TOUR_ENDING_SKIPPED => Self::Skipped,
            ffi::WT_TOUR_ENDING_CLOSED => Self::Closed,
            value => Self::__Unknown(value),
        }
    }
}

impl StaticType for TourEnding {
    fn static_type() -> Type {
        unsafe { from_glib(ffi::wt_tour_ending_get_type()) }
    }
}

impl glib::value::ValueType for TourEnding {
    type Type = Self;
}

unsafe impl<'a> FromValue<'a> for TourEnding {
    type Checker = glib::value::GenericValueTypeChecker<Self>;

    unsafe fn from_value(value: &'a glib::Value) -> Self {
        from_glib(glib::gobject_ffi::g_value_get_enum(value.to_glib_none().0))
    }
}

impl ToValue for TourEnding {
    fn to_value(&self) -> glib::Value {
        let mut value = glib::Value::for_value_type::<Self>();
        unsafe { glib::gobject_ffi::g_value_set_enum(value.to_glib_none_mut().0, self.into_glib()) }
        value
    }

    fn value_type(&self) -> Type {
        Self::static_type()
    }
}

/// Errors in the `WT_TOUR_ERROR` domain. The message is one line, as
/// `walkthrough --check` prints it: the file as given, the position and the
/// field path when there are some, and what is wrong. Anything it repeats
/// from the file is cut to 80 characters (a field path to 160) with control
/// and bidirectional characters escaped as `\u{…}`.
///
/// An app can act on the code: for example fall back to a tour it ships when
/// the user's is `TourError::NotFound`, and show the message otherwise.
/// Codes may be added; treat one you do not know as `TourError::Invalid`.
#[derive(Debug, Eq, PartialEq, Ord, PartialOrd, Hash, Clone, Copy)]
#[non_exhaustive]
#[doc(alias = "WtTourError")]
pub enum TourError {
    /// the file is JSON, but a field is missing, unknown
    /// or wrong: `file:line:column: field.path: reason`, e.g.
    /// `tour.json:4:12: pages[0].title: missing required field`
    #[doc(alias = "WT_TOUR_ERROR_INVALID")]
    Invalid,
    /// nothing at that path or in the app's GResources,
    /// a symbolic link whose target does not exist, or a `GFile` that is neither
    /// a local file nor a `resource://` one:
    /// `file: file does not exist`, `file: is a broken symbolic link`,
    /// `uri: a tour must be a local file or a resource:// file`.
    #[doc(alias = "WT_TOUR_ERROR_NOT_FOUND")]
    NotFound,
    /// a folder, a named pipe, a device or a socket:
    /// `file: is a folder, not a manifest file`,
    /// `file: not a regular file: it is a named pipe (FIFO)`.
    #[doc(alias = "WT_TOUR_ERROR_NOT_REGULAR")]
    NotRegular,
    /// the system refused to open or read the file:
    /// `file: cannot open: Permission denied`.
    #[doc(alias = "WT_TOUR_ERROR_UNREADABLE")]
    Unreadable,
    /// larger than the 4 MiB a manifest may have:
    /// `file: file is too large: 5242880 bytes (5.0 MiB); the limit is 4194304 bytes (4.0 MiB)`.
    #[doc(alias = "WT_TOUR_ERROR_TOO_LARGE")]
    TooLarge,
    /// not strict JSON (RFC 8259), e.g. a trailing comma,
    /// a duplicate key, invalid UTF-8 or nesting deeper than 64 levels:
    /// `file:line:column: invalid JSON: reason`, or
    /// `file:line:column: field.path: duplicate key "id" (first at line 2, column 3)`.
    #[doc(alias = "WT_TOUR_ERROR_SYNTAX")]
    Syntax,
    #[doc(hidden)]
    __Unknown(i32),
}

impl fmt::Display for TourError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "TourError::{}", match *self {
            Self::Invalid => "Invalid",
            Self::NotFound => "NotFound",
            Self::NotRegular => "NotRegular",
            Self::Unreadable => "Unreadable",
            Self::TooLarge => "TooLarge",
            Self::Syntax => "Syntax",
            _ => "Unknown",
        })
    }
}

impl TourError {
    /// The value's nick in GLib's enum type (what the C, Python, JavaScript and Vala
    /// examples print), the same with every gtk-rs series; `None` for a value this
    /// version of the bindings does not know.
    pub fn nick(self) -> Option<&'static str> {
        match self {
            Self::Invalid => Some("invalid"),
            Self::NotFound => Some("not-found"),
            Self::NotRegular => Some("not-regular"),
            Self::Unreadable => Some("unreadable"),
            Self::TooLarge => Some("too-large"),
            Self::Syntax => Some("syntax"),
            Self::__Unknown(_) => None,
        }
    }
}

#[doc(hidden)]
impl IntoGlib for TourError {
    type GlibType = ffi::WtTourError;

    fn into_glib(self) -> ffi::WtTourError {
        match self {
            Self::Invalid => ffi::WT_TOUR_ERROR_INVALID,
            Self::NotFound => ffi::WT_TOUR_ERROR_NOT_FOUND,
            Self::NotRegular => ffi::WT_TOUR_ERROR_NOT_REGULAR,
            Self::Unreadable => ffi::WT_TOUR_ERROR_UNREADABLE,
            Self::TooLarge => ffi::WT_TOUR_ERROR_TOO_LARGE,
            Self::Syntax => ffi::WT_TOUR_ERROR_SYNTAX,
            Self::__Unknown(value) => value,
        }
    }
}

#[doc(hidden)]
impl FromGlib<ffi::WtTourError> for TourError {
    unsafe fn from_glib(value: ffi::WtTourError) -> Self {
        match value {
            ffi::WT_TOUR_ERROR_INVALID => Self::Invalid,
            ffi::WT_TOUR_ERROR_NOT_FOUND => Self::NotFound,
            ffi::WT_TOUR_ERROR_NOT_REGULAR => Self::NotRegular,
            ffi::WT_TOUR_ERROR_UNREADABLE => Self::Unreadable,
            ffi::WT_TOUR_ERROR_TOO_LARGE => Self::TooLarge,
            ffi::WT_TOUR_ERROR_SYNTAX => Self::Syntax,
            value => Self::__Unknown(value),
        }
    }
}

impl glib::error::ErrorDomain for TourError {
    fn domain() -> glib::Quark {
        unsafe { from_glib(ffi::wt_tour_error_quark()) }
    }

    fn code(self) -> i32 {
        self.into_glib()
    }

    fn from(code: i32) -> Option<Self> {
        Some(unsafe { from_glib(code) })
    }
}

impl StaticType for TourError {
    fn static_type() -> Type {
        unsafe { from_glib(ffi::wt_tour_error_get_type()) }
    }
}

impl glib::value::ValueType for TourError {
    type Type = Self;
}

unsafe impl<'a> FromValue<'a> for TourError {
    type Checker = glib::value::GenericValueTypeChecker<Self>;

    unsafe fn from_value(value: &'a glib::Value) -> Self {
        from_glib(glib::gobject_ffi::g_value_get_enum(value.to_glib_none().0))
    }
}

impl ToValue for TourError {
    fn to_value(&self) -> glib::Value {
        let mut value = glib::Value::for_value_type::<Self>();
        unsafe { glib::gobject_ffi::g_value_set_enum(value.to_glib_none_mut().0, self.into_glib()) }
        value
    }

    fn value_type(&self) -> Type {
        Self::static_type()
    }
}

/// Which tour a window showed.
#[derive(Debug, Eq, PartialEq, Ord, PartialOrd, Hash, Clone, Copy)]
#[non_exhaustive]
#[doc(alias = "WtTourKind")]
pub enum TourKind {
    /// the app's welcome tour (or what is new in it);
    /// ending it records the version
    #[doc(alias = "WT_TOUR_KIND_WELCOME")]
    Welcome,
    /// any other tour the app plays; it records nothing
    #[doc(alias = "WT_TOUR_KIND_OTHER")]
    Other,
    #[doc(hidden)]
    __Unknown(i32),
}

impl fmt::Display for TourKind {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "TourKind::{}", match *self {
            Self::Welcome => "Welcome",
            Self::Other => "Other",
            _ => "Unknown",
        })
    }
}

impl TourKind {
    /// The value's nick in GLib's enum type (what the C, Python, JavaScript and Vala
    /// examples print), the same with every gtk-rs series; `None` for a value this
    /// version of the bindings does not know.
    pub fn nick(self) -> Option<&'static str> {
        match self {
            Self::Welcome => Some("welcome"),
            Self::Other => Some("other"),
            Self::__Unknown(_) => None,
        }
    }
}

#[doc(hidden)]
impl IntoGlib for TourKind {
    type GlibType = ffi::WtTourKind;

    fn into_glib(self) -> ffi::WtTourKind {
        match self {
            Self::Welcome => ffi::WT_TOUR_KIND_WELCOME,
            Self::Other => ffi::WT_TOUR_KIND_OTHER,
            Self::__Unknown(value) => value,
        }
    }
}

#[doc(hidden)]
impl FromGlib<ffi::WtTourKind> for TourKind {
    unsafe fn from_glib(value: ffi::WtTourKind) -> Self {
        match value {
            ffi::WT_TOUR_KIND_WELCOME => Self::Welcome,
            ffi::WT_TOUR_KIND_OTHER => Self::Other,
            value => Self::__Unknown(value),
        }
    }
}

impl StaticType for TourKind {
    fn static_type() -> Type {
        unsafe { from_glib(ffi::wt_tour_kind_get_type()) }
    }
}

impl glib::value::ValueType for TourKind {
    type Type = Self;
}

unsafe impl<'a> FromValue<'a> for TourKind {
    type Checker = glib::value::GenericValueTypeChecker<Self>;

    unsafe fn from_value(value: &'a glib::Value) -> Self {
        from_glib(glib::gobject_ffi::g_value_get_enum(value.to_glib_none().0))
    }
}

impl ToValue for TourKind {
    fn to_value(&self) -> glib::Value {
        let mut value = glib::Value::for_value_type::<Self>();
        unsafe { glib::gobject_ffi::g_value_set_enum(value.to_glib_none_mut().0, self.into_glib()) }
        value
    }

    fn value_type(&self) -> Type {
        Self::static_type()
    }
}
