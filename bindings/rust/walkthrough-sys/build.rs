//! Finds libwalkthrough-1 through pkg-config (`walkthrough-1.pc`), as every
//! gtk-rs sys crate finds its library.
fn main() {
    if let Err(error) = system_deps::Config::new().probe() {
        println!("cargo:warning={}", error);
        std::process::exit(1);
    }
}
