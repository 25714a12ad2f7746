// The parts generated from Walkthrough-1.gir by bindings/rust/generate.py.
#[macro_use]
mod docs;
pub mod constants;
pub mod enums;
