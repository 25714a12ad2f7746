/* bin/walkthrough, the demo app as installed: the app's code is in
 * libwalkthrough-1.so.0 (built with -Ddemo=true), behind one private entry
 * point, so the install carries one copy of it and of the Swift runtime
 * (docs/installing.md). Not part of the C API: the declaration is here, not in
 * walkthrough.h. */
int _wt_demo_main (int argc, char **argv);

int
main (int argc, char **argv)
{
  return _wt_demo_main (argc, argv);
}
