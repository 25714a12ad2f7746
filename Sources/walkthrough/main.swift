import Glibc
import WalkthroughApp
import WalkthroughCore

// Options that answer locally (--help, --version) or can fail (--tour with a
// bad manifest) are handled here, before any instance is contacted, so the
// message and exit status reach the shell that ran this command.
let status = MainActor.assumeIsolated { CommandLineRunner.run(arguments: CommandLine.arguments) }   // the main thread
exit(status)
