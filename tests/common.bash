# Loaded by every test file: assertions, and a scratch directory.
bats_require_minimum_version 1.5.0
bats_load_library bats-support
bats_load_library bats-assert

export LC_ALL=C
unset MM_COLORS MM_PEGS MM_BINDIR
