//! Builds and runs tests/abi.c against the installed header (pkg-config's
//! walkthrough-1, as the crate's build script finds the library).
use std::process::Command;

/// The lines tests/abi.c prints, built with `cc` in `folder`.
pub fn c_view(source: &str, folder: &str) -> Vec<String> {
    let flags = Command::new("pkg-config").args(["--cflags", "walkthrough-1"]).output().expect("pkg-config runs");
    assert!(flags.status.success(), "pkg-config --cflags walkthrough-1: {}", String::from_utf8_lossy(&flags.stderr));
    let program = format!("{}/abi", folder);
    let flags = String::from_utf8(flags.stdout).expect("pkg-config prints UTF-8");
    let build = Command::new("cc").arg(source).arg("-o").arg(&program).args(flags.split_whitespace()).output().expect("cc runs");
    assert!(build.status.success(), "cc {}: {}", source, String::from_utf8_lossy(&build.stderr));
    let run = Command::new(&program).output().expect("the ABI program runs");
    assert!(run.status.success(), "{} failed", program);
    String::from_utf8(run.stdout).expect("the ABI program prints UTF-8").lines().map(str::to_string).collect()
}
