#!/usr/bin/env bash
# What CI runs, in order: format lint, debug build, tests, the build without the PNG trait, and the
# release build of the tool and the benchmarks.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive Package.swift Sources Tests Benchmarks
swift build
swift test
swift build --disable-default-traits --scratch-path .build-nopng
swift build -c release
