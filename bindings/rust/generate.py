#!/usr/bin/python3
"""Writes the generated parts of the Rust crates from Walkthrough-1.gir, so
they cannot drift from the C header:

- walkthrough-sys/src/lib.rs: the C API's extern "C" declarations (types,
  enums, constants, class structs, functions), as gtk-rs's `gir` writes sys
  crates;
- walkthrough/src/auto/enums.rs: the enums as Rust enums (gtk-rs 0.3 style,
  error domains as `glib::error::ErrorDomain`);
- walkthrough/src/auto/constants.rs: the header's constants (strings, and
  the version numbers);
- walkthrough/src/auto/docs.rs: `c_doc!("c_symbol")`, the C API's doc comment
  of a symbol as rustdoc text, which the hand-written safe bindings put on
  each item (`#[doc = c_doc!("wt_onboarding_start")]`).

Usage: generate.py [--check] [GIR]
GIR defaults to the installed one (pkg-config's walkthrough-1 prefix, then
share/gir-1.0). --check writes nothing and fails, showing the difference,
when a committed file is not what the GIR gives (the crate test
walkthrough-sys/tests/generated.rs runs it)."""
import difflib
import os
import re
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET

CORE = "{http://www.gtk.org/introspection/core/1.0}"
C = "{http://www.gtk.org/introspection/c/1.0}"
GLIB = "{http://www.gtk.org/introspection/glib/1.0}"
HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = "// Generated from Walkthrough-1.gir by bindings/rust/generate.py: DO NOT EDIT.\n// Run bindings/rust/generate.py after a change to the C API.\n"

# The C types the API uses, by the crate that declares them. A type missing
# here stops the generator: a new one is a decision, not a guess.
SCALARS = {"char": "c_char", "int": "c_int", "gint": "c_int", "guint": "c_uint", "gboolean": "glib::gboolean",
           "GType": "glib::GType", "GQuark": "glib::GQuark", "gpointer": "glib::gpointer", "void": "c_void",
           "double": "c_double", "gdouble": "c_double"}
FOREIGN = {"GFile": "gio::GFile", "GVariant": "glib::GVariant", "GError": "glib::GError", "GObject": "gobject::GObject",
           "GObjectClass": "gobject::GObjectClass", "GtkApplication": "gtk::GtkApplication", "GtkWidget": "gtk::GtkWidget",
           "GtkWidgetClass": "gtk::GtkWidgetClass", "GtkWindow": "gtk::GtkWindow"}


# The constants' GIR types, as the sys crate and the safe crate write them.
CONSTANT_TYPES = {"gint": ("c_int", "i32")}


def constant_kind(constant):
    """`None` for a string constant, else its (sys crate, safe crate) Rust type."""
    gir_type = constant.find(CORE + "type")
    name = gir_type.get("name") if gir_type is not None else "utf8"
    if name == "utf8":
        return None
    if name not in CONSTANT_TYPES:
        raise SystemExit(f"generate.py: no Rust type for the constant {constant.get(C + 'type')} of type {name!r}: add it to CONSTANT_TYPES")
    return CONSTANT_TYPES[name]


def rust_c_type(c_type, local):
    """The sys crate's Rust type for a C type such as `const char*` or `GFile**`."""
    text = c_type.replace("const ", "").replace(" ", "")
    stars = len(text) - len(text.rstrip("*"))
    base = text.rstrip("*")
    if base in SCALARS:
        rust = SCALARS[base]
    elif base in FOREIGN:
        rust = FOREIGN[base]
    elif base in local:
        rust = base
    else:
        raise SystemExit(f"generate.py: no Rust type for the C type {c_type!r}: add it to SCALARS or FOREIGN")
    if stars == 0:
        return rust if rust != "c_void" else "()"
    pointer = "*const " if c_type.strip().startswith("const ") and stars == 1 else "*mut "
    return pointer * (stars - 1) + pointer + rust if stars > 1 else pointer + rust


def value_c_type(node):
    """The C type of a parameter or return value (a <type> or an <array>)."""
    for kind in ("type", "array"):
        found = node.find(CORE + kind)
        if found is not None:
            return found.get(C + "type")
    raise SystemExit(f"generate.py: {ET.tostring(node)[:120]!r} has no type")


# Doc comments: gi-docgen markup to rustdoc markdown.

def rust_names(namespace):
    """What doc comments of the safe crate call each symbol: C names (`%WT_TOUR_ERROR_NOT_FOUND`,
    `#WtTour`) and gi-docgen links (`[method@Onboarding.show_tour]`) as the Rust items they are."""
    names = {}
    for enum in namespace.findall(CORE + "enumeration"):
        names[enum.get(C + "type")] = names[enum.get("name")] = enum.get("name")
        for member in enum.findall(CORE + "member"):
            names[member.get(C + "identifier")] = f"{enum.get('name')}::{camel(member.get('name'))}"
    for cls in namespace.findall(CORE + "class"):
        names[cls.get(C + "type")] = names[cls.get("name")] = cls.get("name")
        for kind in ("constructor", "method", "function"):
            for function in cls.findall(CORE + kind):
                names[f"{cls.get('name')}.{function.get('name')}"] = f"{cls.get('name')}::{function.get('name')}"
    for constant in namespace.findall(CORE + "constant"):
        names[constant.get(C + "type")] = constant.get("name")
    return names


def c_names(namespace):
    """The same for the sys crate, whose items are the C symbols themselves."""
    names = {}
    for cls in namespace.findall(CORE + "class"):
        names[cls.get("name")] = cls.get(C + "type")
        for kind in ("constructor", "method", "function"):
            for function in cls.findall(CORE + kind):
                names[f"{cls.get('name')}.{function.get('name')}"] = function.get(C + "identifier")
    for enum in namespace.findall(CORE + "enumeration"):
        names[enum.get("name")] = enum.get(C + "type")
    return names


def camel(name):
    return "".join(part.capitalize() for part in name.split("_"))


def markdown(text, names):
    """A GIR doc comment as rustdoc reads it: code blocks keep their language, symbols become code spans."""
    constants = {"NULL": "None", "TRUE": "true", "FALSE": "false"}
    lines, fenced = [], False
    for line in textwrap.dedent(text).strip().split("\n"):
        if line.lstrip().startswith("```"):
            # A fence without a language would be read as Rust.
            lines.append(line.strip() if fenced or line.strip() != "```" else "```text")
            fenced = not fenced
            continue
        if not fenced:
            # Indentation continues a list item here; in rustdoc four spaces would make code.
            line = line.strip()
            line = re.sub(r"\[[a-z]+@([^\]]+)\]", lambda m: f"`{names.get(m.group(1), m.group(1))}`", line)
            line = re.sub(r"%([A-Za-z_][A-Za-z0-9_]*)", lambda m: f"`{constants.get(m.group(1), names.get(m.group(1), m.group(1)))}`", line)
            line = re.sub(r"#([A-Z][A-Za-z0-9]+)", lambda m: f"`{names.get(m.group(1), m.group(1))}`", line)
            line = re.sub(r"(?<![`\w])([a-z][a-z0-9]*_[a-z0-9_]+\(\))", r"`\1`", line)
            line = re.sub(r"(?<![\w`])@([a-z_][a-z0-9_]*)", r"`\1`", line)
        lines.append(line)
    return "\n".join(lines)


def doc_of(node, names):
    found = node.find(CORE + "doc")
    return markdown(found.text, names) if found is not None and found.text else ""


def full_doc(node, names):
    """A callable's doc with its parameters and return value, as gtk-rs's docs lay them out."""
    parts = [doc_of(node, names)]
    params = [p for p in node.findall(f"{CORE}parameters/{CORE}parameter") if p.find(CORE + "doc") is not None]
    if params:
        parts.append("## Parameters\n" + "\n".join(f"- `{p.get('name')}`: {doc_of(p, names)}" for p in params))
    value = node.find(CORE + "return-value")
    if value is not None and value.find(CORE + "doc") is not None:
        parts.append("## Returns\n" + doc_of(value, names))
    return "\n\n".join(part for part in parts if part)


def rust_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def doc_comment(text, indent=""):
    return "".join(f"{indent}///{' ' if line else ''}{line}\n" for line in text.split("\n")) if text else ""


# The sys crate.

def sys_crate(namespace, names):
    enums = namespace.findall(CORE + "enumeration")
    classes = namespace.findall(CORE + "class")
    records = namespace.findall(CORE + "record")
    local = {e.get(C + "type") for e in enums} | {c.get(C + "type") for c in classes} | {r.get(C + "type") for r in records}
    out = [HEADER, "//! The C API of libwalkthrough-1 (`walkthrough.h`), as `extern \"C\"` declarations.",
           "//! The safe bindings are the `walkthrough` crate; this one is what it calls.",
           "#![allow(non_camel_case_types, non_upper_case_globals, clippy::all)]", "",
           "use gio_sys as gio;", "use glib_sys as glib;", "use gobject_sys as gobject;", "use gtk4_sys as gtk;",
           "#[allow(unused_imports)]", "use libc::{c_char, c_double, c_int, c_uint, c_void};", ""]
    out.append("// Enums")
    for enum in enums:
        name = enum.get(C + "type")
        out += [doc_comment(doc_of(enum, names)) + f"pub type {name} = c_int;"]
        for member in enum.findall(CORE + "member"):
            out.append(doc_comment(doc_of(member, names)) + f"pub const {member.get(C + 'identifier')}: {name} = {member.get('value')};")
        out.append("")
    out.append("// Constants")
    for constant in namespace.findall(CORE + "constant"):
        value = constant.get("value")
        kind = constant_kind(constant)
        if kind:
            out.append(doc_comment(doc_of(constant, names)) + f"pub const {constant.get(C + 'type')}: {kind[0]} = {value};")
        else:
            out.append(doc_comment(doc_of(constant, names)) +
                       f"pub const {constant.get(C + 'type')}: *const c_char = b{rust_string(value)[:-1]}\\0\" as *const u8 as *const c_char;")
    out += ["", "// Records"]
    for record in records:
        name = record.get(C + "type")
        out.append(doc_comment(doc_of(record, names) or f"The class structure of `{names.get(record.get(GLIB + 'is-gtype-struct-for'))}`.").rstrip("\n"))
        out += ["#[derive(Copy, Clone)]", "#[repr(C)]", f"pub struct {name} {{"]
        for field in record.findall(CORE + "field"):
            out.append(f"    pub {field.get('name')}: {rust_c_type(value_c_type(field), local)},")
        out += ["}", "", f"impl ::std::fmt::Debug for {name} {{",
                "    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {",
                f"        f.debug_struct(&format!(\"{name} @ {{:p}}\", self)).finish()", "    }", "}", ""]
    out.append("// Classes")
    for cls in classes:
        name = cls.get(C + "type")
        out += [doc_comment(doc_of(cls, names)) + "#[repr(C)]", f"pub struct {name} {{",
                "    _data: [u8; 0],", "    _marker: ::core::marker::PhantomData<(*mut u8, ::core::marker::PhantomPinned)>,", "}", "",
                f"impl ::std::fmt::Debug for {name} {{",
                "    fn fmt(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {",
                f"        f.debug_struct(&format!(\"{name} @ {{:p}}\", self)).finish()", "    }", "}", ""]
    out += ['#[link(name = "walkthrough-1")]', 'extern "C" {']
    declared = set()
    for owner in enums + classes + [namespace]:
        if owner is not namespace:
            out.append(f"    /// The `GType` of `{owner.get(C + 'type')}`.\n    pub fn {owner.get(GLIB + 'get-type')}() -> glib::GType;")
        for kind in ("function", "constructor", "method"):
            for function in owner.findall(CORE + kind):
                if function.get(C + "identifier") not in declared:
                    declared.add(function.get(C + "identifier"))
                    out.append(extern_function(function, local, names))
    out += ["}", ""]
    return "\n".join(out)


def extern_function(function, local, names):
    params = []
    instance = function.find(f"{CORE}parameters/{CORE}instance-parameter")
    if instance is not None:
        params.append(f"{instance.get('name')}_: {rust_c_type(value_c_type(instance), local)}" if instance.get("name") == "self"
                      else f"{instance.get('name')}: {rust_c_type(value_c_type(instance), local)}")
    for p in function.findall(f"{CORE}parameters/{CORE}parameter"):
        params.append(f"{p.get('name')}: {rust_c_type(value_c_type(p), local)}")
    if function.get("throws") == "1":
        params.append("error: *mut *mut glib::GError")
    returned = rust_c_type(value_c_type(function.find(CORE + "return-value")), local)
    result = "" if returned == "()" else f" -> {returned}"
    doc = doc_comment(full_doc(function, names), "    ")
    return f"{doc}    pub fn {function.get(C + 'identifier')}({', '.join(params)}){result};"


# The safe crate's generated parts.

def enums_module(namespace, names):
    out = [HEADER, "use glib::translate::*;", "use glib::prelude::*;", "use glib::value::FromValue;", "use glib::Type;", "use std::fmt;", ""]
    for enum in namespace.findall(CORE + "enumeration"):
        rust, c_type = enum.get("name"), enum.get(C + "type")
        members = [(camel(m.get("name")), m.get(C + "identifier"), doc_of(m, names)) for m in enum.findall(CORE + "member")]
        out += [doc_comment(doc_of(enum, names)) + "#[derive(Debug, Eq, PartialEq, Ord, PartialOrd, Hash, Clone, Copy)]",
                "#[non_exhaustive]", f'#[doc(alias = "{c_type}")]', f"pub enum {rust} {{"]
        for variant, c_name, doc in members:
            out.append(doc_comment(doc, "    ") + f'    #[doc(alias = "{c_name}")]\n    {variant},')
        out += ["    #[doc(hidden)]", "    __Unknown(i32),", "}", "",
                f"impl fmt::Display for {rust} {{", "    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {",
                f'        write!(f, "{rust}::{{}}", match *self {{']
        out += [f'            Self::{v} => "{v}",' for v, _, _ in members]
        out += ['            _ => "Unknown",', "        })", "    }", "}", "",
                f"impl {rust} {{", "    /// The value's nick in GLib's enum type (what the C, Python, JavaScript and Vala",
                "    /// examples print), the same with every gtk-rs series; `None` for a value this",
                "    /// version of the bindings does not know.",
                "    pub fn nick(self) -> Option<&'static str> {", "        match self {"]
        out += [f'            Self::{camel(m.get("name"))} => Some("{m.get(GLIB + "nick")}"),' for m in enum.findall(CORE + "member")]
        out += ["            Self::__Unknown(_) => None,", "        }", "    }", "}", "",
                "#[doc(hidden)]", f"impl IntoGlib for {rust} {{", f"    type GlibType = ffi::{c_type};", "",
                f"    fn into_glib(self) -> ffi::{c_type} {{", "        match self {"]
        out += [f"            Self::{v} => ffi::{c}," for v, c, _ in members]
        out += ["            Self::__Unknown(value) => value,", "        }", "    }", "}", "",
                "#[doc(hidden)]", f"impl FromGlib<ffi::{c_type}> for {rust} {{",
                f"    unsafe fn from_glib(value: ffi::{c_type}) -> Self {{", "        match value {"]
        out += [f"            ffi::{c} => Self::{v}," for v, c, _ in members]
        out += ["            value => Self::__Unknown(value),", "        }", "    }", "}", ""]
        domain = next((f for f in enum.findall(CORE + "function") if f.get("name") == "quark"), None) if enum.get(GLIB + "error-domain") else None
        if domain is not None:
            out += [f"impl glib::error::ErrorDomain for {rust} {{", "    fn domain() -> glib::Quark {",
                    f"        unsafe {{ from_glib(ffi::{domain.get(C + 'identifier')}()) }}", "    }", "",
                    "    fn code(self) -> i32 {", "        self.into_glib()", "    }", "",
                    "    fn from(code: i32) -> Option<Self> {", "        Some(unsafe { from_glib(code) })", "    }", "}", ""]
        out += [f"impl StaticType for {rust} {{", "    fn static_type() -> Type {",
                f"        unsafe {{ from_glib(ffi::{enum.get(GLIB + 'get-type')}()) }}", "    }", "}", "",
                f"impl glib::value::ValueType for {rust} {{", "    type Type = Self;", "}", "",
                f"unsafe impl<'a> FromValue<'a> for {rust} {{", "    type Checker = glib::value::GenericValueTypeChecker<Self>;", "",
                "    unsafe fn from_value(value: &'a glib::Value) -> Self {",
                "        from_glib(glib::gobject_ffi::g_value_get_enum(value.to_glib_none().0))", "    }", "}", "",
                f"impl ToValue for {rust} {{", "    fn to_value(&self) -> glib::Value {",
                "        let mut value = glib::Value::for_value_type::<Self>();",
                "        unsafe { glib::gobject_ffi::g_value_set_enum(value.to_glib_none_mut().0, self.into_glib()) }",
                "        value", "    }", "", "    fn value_type(&self) -> Type {", "        Self::static_type()", "    }", "}", ""]
    return "\n".join(out)


def constants_module(namespace, names):
    out = [HEADER]
    for constant in namespace.findall(CORE + "constant"):
        kind = constant_kind(constant)
        value = constant.get("value") if kind else rust_string(constant.get("value"))
        out.append(doc_comment(doc_of(constant, names)) + f'#[doc(alias = "{constant.get(C + "type")}")]\n'
                   f"pub const {constant.get('name')}: {kind[1] if kind else '&str'} = {value};")
    return "\n".join(out) + "\n"


def docs_module(namespace, names):
    """`c_doc!("symbol")`: the doc of every class, callable, signal and property, by its C name."""
    entries = []
    for cls in namespace.findall(CORE + "class"):
        c_type = cls.get(C + "type")
        entries.append((c_type, doc_of(cls, names)))
        for kind in ("constructor", "method", "function"):
            for function in cls.findall(CORE + kind):
                entries.append((function.get(C + "identifier"), full_doc(function, names)))
        for signal in cls.findall(GLIB + "signal"):
            entries.append((f"{c_type}::{signal.get('name')}", full_doc(signal, names)))
        for prop in cls.findall(CORE + "property"):
            entries.append((f"{c_type}:{prop.get('name')}", doc_of(prop, names)))
    out = [HEADER, "/// The C API's doc comment of a C symbol (`WtOnboarding`, `wt_onboarding_start`,",
           "/// `WtOnboarding::tour-ended` for a signal, `WtOnboarding:show-all-tips` for a property).",
           "macro_rules! c_doc {"]
    for key, text in entries:
        out.append(f"    ({rust_string(key)}) => {{\n        {rust_string(text)}\n    }};")
    out += ["}", ""]
    return "\n".join(out)


def abi_test(namespace):
    """The layout test: each public struct's and enum's size and alignment, and each constant, in C and in Rust."""
    layouts = [r.get(C + "type") for r in namespace.findall(CORE + "record")] + [e.get(C + "type") for e in namespace.findall(CORE + "enumeration")]
    constants = [(m.get(C + "identifier"), m.get("value")) for e in namespace.findall(CORE + "enumeration") for m in e.findall(CORE + "member")]
    constants += [(c.get(C + "type"), c.get("value")) for c in namespace.findall(CORE + "constant") if constant_kind(c)]
    strings = [(c.get(C + "type"), c.get("value")) for c in namespace.findall(CORE + "constant") if not constant_kind(c)]
    c = ["/* " + HEADER.replace("// ", "").replace("\n", " ").strip() + " */",
         "/* What the C compiler makes of the public types and constants, for tests/layout.rs. */",
         "#include <stdalign.h>", "#include <stdio.h>", "#include <walkthrough.h>", "",
         "int", "main (void)", "{"]
    c += [f'  printf ("layout %s %zu %zu\\n", "{name}", sizeof ({name}), alignof ({name}));' for name in layouts]
    c += [f'  printf ("constant %s %lld\\n", "{name}", (long long) {name});' for name, _ in constants]
    c += [f'  printf ("string %s %s\\n", "{name}", {name});' for name, _ in strings]
    c += ["  return 0;", "}", ""]
    rust = [HEADER, "//! The layout of the public structs and enums, and the constants' values, as Rust sees them",
            "//! (the sys crate) and as the C compiler does (tests/abi.c, built against the installed header).",
            "use std::mem::{align_of, size_of};", "use walkthrough_sys::*;", "",
            "fn rust_view() -> Vec<String> {", "    vec!["]
    rust += [f'        format!("layout {name} {{}} {{}}", size_of::<{name}>(), align_of::<{name}>()),' for name in layouts]
    rust += [f'        format!("constant {name} {{}}", {name}),' for name, _ in constants]
    rust += [f'        format!("string {name} {{}}", unsafe {{ std::ffi::CStr::from_ptr({name}) }}.to_str().unwrap()),' for name, _ in strings]
    rust += ["    ]", "}", "", "#[test]", "fn layout_and_constants_match_c() {",
             "    let c = support::c_view(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/tests/abi.c\"), env!(\"CARGO_TARGET_TMPDIR\"));",
             "    assert_eq!(rust_view(), c);", "}", "", "mod support;", ""]
    return "\n".join(c), "\n".join(rust)


def installed_gir():
    prefix = subprocess.run(["pkg-config", "--variable=prefix", "walkthrough-1"], capture_output=True, text=True)
    if prefix.returncode != 0:
        raise SystemExit("generate.py: no walkthrough-1 in pkg-config (set PKG_CONFIG_PATH, or name the GIR)")
    return os.path.join(prefix.stdout.strip(), "share", "gir-1.0", "Walkthrough-1.gir")


def main(arguments):
    check = "--check" in arguments
    rest = [a for a in arguments if a != "--check"]
    gir = rest[0] if rest else installed_gir()
    namespace = ET.parse(gir).getroot().find(CORE + "namespace")
    names = rust_names(namespace)
    abi_c, abi_rs = abi_test(namespace)
    files = {
        "walkthrough-sys/src/lib.rs": sys_crate(namespace, c_names(namespace)),
        "walkthrough-sys/tests/abi.c": abi_c,
        "walkthrough-sys/tests/layout.rs": abi_rs,
        "walkthrough/src/auto/enums.rs": enums_module(namespace, names),
        "walkthrough/src/auto/constants.rs": constants_module(namespace, names),
        "walkthrough/src/auto/docs.rs": docs_module(namespace, names),
    }
    differ = False
    for path, text in files.items():
        full = os.path.join(HERE, path)
        if check:
            committed = open(full).read() if os.path.exists(full) else ""
            if committed != text:
                differ = True
                sys.stdout.writelines(difflib.unified_diff(committed.splitlines(True), text.splitlines(True), path, f"{path} from {gir}"))
        else:
            with open(full, "w") as out:
                out.write(text)
    if differ:
        print(f"generate.py: the committed files differ from what {gir} gives (above); run bindings/rust/generate.py and commit them", file=sys.stderr)
        return 1
    print(f"generate.py: {'checked' if check else 'wrote'} {', '.join(files)} from {gir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
