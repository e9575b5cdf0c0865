#!/usr/bin/env bash
# What CI runs, in order: format lint, debug build, tests, the build without the PNG trait, and the
# release build of the tool and the benchmarks, then the build-tool plugin's sample package.
# `--sanitizers` then runs the suite under
# AddressSanitizer, ThreadSanitizer and in release mode (see CONTRIBUTING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive Package.swift Sources Tests Benchmarks Plugins
swift build
swift test
swift build --disable-default-traits --scratch-path .build-nopng
swift build -c release
# The build-tool plugin, as an adopting package uses it: the sample's build must print the
# failing pair as a warning at its colour set's Contents.json and line.
sample_log=$(swift build --package-path Fixtures/PluginSample 2>&1) || {
  echo "$sample_log"
  exit 1
}
grep -q 'Caption.colorset/Contents.json:4:7: warning: Caption on Surface (light)' <<<"$sample_log" || {
  echo "$sample_log"
  echo "check.sh: the plugin sample's build did not print the expected diagnostic" >&2
  exit 1
}
if [ "${1:-}" = "--sanitizers" ]; then
  LSAN_OPTIONS=suppressions=$PWD/Scripts/lsan-suppressions.txt \
    swift test --sanitize=address --scratch-path .build-asan
  swift test --sanitize=thread --scratch-path .build-tsan
  swift test -c release --scratch-path .build-release-tests
fi
