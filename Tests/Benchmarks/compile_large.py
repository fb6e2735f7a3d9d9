#!/usr/bin/env python3
"""Benchmark: `formc compile --emit json` on a generated 100,000-field spec, against a C
program that only scans the same file with libyaml's event API (the floor any libyaml
front end stands on).

Reports both times (best of 3 wall-clock runs), their ratio, and formc's peak memory.
Needs cc and libyaml-dev, and the release build (`swift build -c release`).
Usage: python3 Tests/Benchmarks/compile_large.py [fields]
Tests/Benchmarks/run imports the spec generator and the scanner from here.
"""
import os, resource, subprocess, sys, tempfile, time

SCANNER = r"""
#include <yaml.h>
#include <stdio.h>
int main(int argc, char **argv) {
  FILE *file = fopen(argv[1], "rb");
  if (!file) return 2;
  yaml_parser_t parser; yaml_event_t event; long events = 0;
  yaml_parser_initialize(&parser);
  yaml_parser_set_input_file(&parser, file);
  for (;;) {
    if (!yaml_parser_parse(&parser, &event)) return 1;
    int done = event.type == YAML_STREAM_END_EVENT;
    yaml_event_delete(&event);
    events++;
    if (done) break;
  }
  printf("%ld\n", events);
  return 0;
}
"""

KINDS = ["text", "email", "phone", "number", "secure", "url"]

def write_spec(path, fields):
    """Writes the benchmark spec: `fields` fields of five keys each (11.9 MB at 100,000)."""
    with open(path, "w") as handle:
        handle.write("form: Large\nlocale: en_US\ntoolbar: {previousNext: true, done: true, title: placeholder}\nfields:\n")
        for index in range(fields):
            handle.write(f"  - id: field{index}\n    kind: {KINDS[index % 6]}\n    label: \"Field number {index}\"\n"
                         f"    placeholder: Enter the value\n    required: {'true' if index % 2 else 'false'}\n")

def build_scanner(directory):
    """Compiles the libyaml event scanner into `directory`; returns its path."""
    scanner = os.path.join(directory, "scan")
    source = scanner + ".c"
    with open(source, "w") as handle:
        handle.write(SCANNER)
    subprocess.run(["cc", "-O2", source, "-lyaml", "-o", scanner], check=True)
    return scanner

def best_of(command, runs=3):
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best

def main():
    fields = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    formc = ".build/release/formc"
    if not os.path.exists(formc):
        sys.exit("run `swift build -c release` first")
    with tempfile.TemporaryDirectory() as directory:
        spec = os.path.join(directory, "large.form.yaml")
        write_spec(spec, fields)
        scanner = build_scanner(directory)
        size = os.path.getsize(spec) / 1e6
        c_time = best_of([scanner, spec])
        formc_time = best_of([formc, "compile", spec, "--emit", "json"])
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        # Standard output to /dev/null, never `-o /dev/null`: as root, an older formc replaced
        # the device with a regular file.
        subprocess.run(["/usr/bin/env", "time", "-f", "%M", formc, "compile", spec],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True)
        print(f"spec: {fields} fields, {size:.1f} MB")
        print(f"libyaml event scan (C): {c_time:.3f} s")
        print(f"formc compile --emit json: {formc_time:.3f} s ({formc_time / c_time:.2f}x the scan)")
        peak = max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        print(f"formc peak memory: {peak / 1024:.0f} MiB")

if __name__ == "__main__":
    main()
