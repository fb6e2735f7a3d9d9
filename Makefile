# Build and install formc. `make install` puts one self-contained binary (the templates are
# compiled into it) at $(DESTDIR)$(PREFIX)/bin/formc; nothing else is installed.
#   make                       build the release binary (.build/release/formc)
#   make install PREFIX=DIR    install it, building it first if `make` has not (default PREFIX:
#                              /usr/local; DESTDIR for packaging)
#   make uninstall PREFIX=DIR  remove it
#   make artifactbundle        formc.artifactbundle (SE-0305) in BinaryPlugin/, whose package
#                              runs the plugin from it (docs/install.md; BUNDLE=DIR elsewhere)
#   make dist                  a release's files in dist/ (DISTDIR=DIR elsewhere): the bundle's
#                              zip, a tarball and SHA256SUMS (docs/install.md, "Releases")
#   make test                  the README's test command
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift
# On Linux the Swift runtime and Foundation are linked in, so the installed binary runs on a
# machine without the toolchain; macOS has them in the system.
ifeq ($(shell uname -s),Linux)
RELEASE_FLAGS = -c release --static-swift-stdlib
else
RELEASE_FLAGS = -c release
endif
# libyaml is linked in too, so the binary needs no libyaml where it runs: .ci/static-libyaml
# puts a yaml-0.1.pc in $(STATIC_LIBS) that sends the linker to a folder holding only
# libyaml.a (see there why an -Xlinker -L does not do).
# LIBYAML_A=FILE links that archive instead of pkg-config's (a universal one for ARCHS below).
STATIC_LIBS = $(CURDIR)/.build/static-libs
LIBYAML_A ?=
RELEASE_FLAGS += --pkg-config-path $(STATIC_LIBS)
# ARCHS="--arch arm64 --arch x86_64" on macOS: a universal binary (docs/install.md).
ARCHS ?=
RELEASE_FLAGS += $(ARCHS)

# pipefail: the build's output goes through a filter (below), and a failed build must still fail.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
# The one line a normal build prints that is not formc's: the static Foundation calls
# mktemp(3), and glibc's link-time warning about it ("the use of `mktemp' is dangerous")
# reads like formc's own problem. formc never calls it (docs/install.md, "The mktemp
# warning"); every other line of the build is shown.
HIDE_KNOWN_WARNINGS = grep --line-buffered -v "the use of .mktemp. is dangerous" || true

.PHONY: all build install uninstall artifactbundle dist test clean

all: build

build:
	bash .ci/setup
	LIBYAML_A="$(LIBYAML_A)" bash .ci/static-libyaml "$(STATIC_LIBS)"
	@echo "$(SWIFT) build $(RELEASE_FLAGS) --product formc"
	@$(SWIFT) build $(RELEASE_FLAGS) --product formc 2>&1 | { $(HIDE_KNOWN_WARNINGS); }
	@# Current now, even where SwiftPM found nothing to relink: `make install` compares times.
	@touch "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/formc"

# The bundle and the release files hold the binary `make build` makes.
BUNDLE ?= BinaryPlugin/formc.artifactbundle
DISTDIR ?= dist

artifactbundle: build
	bash .ci/artifactbundle "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/formc" "$(BUNDLE)"

dist: artifactbundle
	RELEASE_BASE_URL="$(RELEASE_BASE_URL)" bash .ci/dist "$(BUNDLE)" "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/formc" "$(DISTDIR)"

# Installs the binary `make` built, building it only when there is none, so that
# `make && sudo make install` leaves no file of root's in the build folder. A binary older
# than a source (after `git pull`, say) is refused rather than installed: run `make` first.
install:
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)"; \
	  [ -x "$$bin/formc" ] || $(MAKE) --no-print-directory build; \
	  newer=$$(find Package.swift Sources Templates -newer "$$bin/formc" -type f -print 2>/dev/null | head -n 1); \
	  if [ -n "$$newer" ]; then \
	    echo "make install: $$bin/formc is older than $$newer: run make first, then make install" >&2; exit 1; \
	  fi; \
	  install -d "$(BINDIR)" && install -m 0755 "$$bin/formc" "$(BINDIR)/formc"; \
	  echo "installed $$("$(BINDIR)/formc" --version) at $(BINDIR)/formc"; \
	  if [ -z "$(DESTDIR)" ]; then \
	    case ":$$PATH:" in \
	      *":$(PREFIX)/bin:"*|*":$(PREFIX)/bin/:"*) ;; \
	      *) echo "note: $(PREFIX)/bin is not on your PATH, so your shell will not find formc there;"; \
	         echo "add it for new shells with:"; \
	         echo "  echo 'export PATH=\"$(PREFIX)/bin:\$$PATH\"' >> ~/.profile"; \
	         echo "or run it as $(PREFIX)/bin/formc" ;; \
	    esac; \
	  fi

uninstall:
	rm -f "$(BINDIR)/formc"

test:
	bash .ci/test

clean:
	$(SWIFT) package clean
