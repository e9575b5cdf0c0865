#!/usr/bin/env bash
# What CI runs, in order: format lint, debug build, tests, the build without the PNG trait, and the
# release build of the tool and the benchmarks. `--sanitizers` then runs the suite under
# AddressSanitizer, ThreadSanitizer and in release mode (see CONTRIBUTING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive Package.swift Sources Tests Benchmarks Fuzz/Package.swift \
  Fuzz/Sources
swift build
swift test
swift build --disable-default-traits --scratch-path .build-nopng
swift build -c release
if [ "${1:-}" = "--sanitizers" ]; then
  swift test --sanitize=address --scratch-path .build-asan
  swift test --sanitize=thread --scratch-path .build-tsan
  swift test -c release --scratch-path .build-release-tests
fi
