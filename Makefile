# Build and install formc. `make install` puts one self-contained binary (the templates are
# compiled into it) at $(DESTDIR)$(PREFIX)/bin/formc; nothing else is installed.
#   make                       build the release binary (.build/release/formc)
#   make install PREFIX=DIR    install it, building it first if `make` has not (default PREFIX:
#                              /usr/local; DESTDIR for packaging)
#   make uninstall PREFIX=DIR  remove it
#   make test                  the README's test command
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift
# On Linux the Swift runtime and Foundation are linked in, so the installed binary runs on a
# machine without the toolchain (it needs only libyaml); macOS has them in the system.
ifeq ($(shell uname -s),Linux)
RELEASE_FLAGS = -c release --static-swift-stdlib
else
RELEASE_FLAGS = -c release
endif

.PHONY: all build install uninstall test clean

all: build

build:
	bash .ci/setup
	$(SWIFT) build $(RELEASE_FLAGS) --product formc

# Installs the binary `make` built, building it only when there is none, so that
# `make && sudo make install` leaves no file of root's in the build folder.
install:
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)"; \
	  [ -x "$$bin/formc" ] || $(MAKE) --no-print-directory build; \
	  install -d "$(BINDIR)" && install -m 0755 "$$bin/formc" "$(BINDIR)/formc"

uninstall:
	rm -f "$(BINDIR)/formc"

test:
	bash .ci/test

clean:
	$(SWIFT) package clean
