//! The committed generated files are what generate.py makes of the installed
//! Walkthrough-1.gir: a change to the C API that was not regenerated fails here.
use std::process::Command;

#[test]
fn generated_files_match_the_gir() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../generate.py");
    let check = Command::new("/usr/bin/python3").arg(script).arg("--check").output().expect("python3 runs generate.py");
    assert!(
        check.status.success(),
        "{}{}",
        String::from_utf8_lossy(&check.stdout),
        String::from_utf8_lossy(&check.stderr)
    );
}
