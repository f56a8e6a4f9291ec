# Building and installing libcrc for C and C++ programs.
#
#   make                       build libcrc.a and libcrc.so (cargo build --release)
#   make install PREFIX=DIR    install lib/libcrc.a, lib/libcrc.so.VERSION with its SONAME
#                              and development links, include/crc.h, the pkg-config files
#                              lib/pkgconfig/crc.pc (shared) and crc-static.pc (static), and
#                              the CMake package lib/cmake/crc/ (targets crc::crc and
#                              crc::crc_static)
#   make examples              build the C and C++ examples into target/examples, the
#                              engine as target/examples/cecp_engine
#
# After `make install PREFIX=DIR`, with PKG_CONFIG_PATH=DIR/lib/pkgconfig:
#   cc app.c $(pkg-config --cflags --libs crc) -o app           # shared; runs as it is
#   cc app.c $(pkg-config --cflags --libs crc-static) -o app    # static: ldd shows no libcrc
# crc.pc puts DIR/lib on the program's run path, so it starts without LD_LIBRARY_PATH or
# ldconfig; a system prefix (/usr/local) works either way after `ldconfig`. CMake:
#   find_package(crc 0.1 CONFIG REQUIRED) with CMAKE_PREFIX_PATH=DIR (examples/cmake/)

PREFIX ?= /usr/local
CRC_BUILD_DIR ?= target/release
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
# The SONAME's version: major.minor before 1.0 (a minor release may break the ABI), as
# crc-ffi/build.rs gives it to the linker.
SOVERSION := $(shell echo $(VERSION) | awk -F. '{ print ($$1 == 0) ? $$1 "." $$2 : $$1 }')
CC ?= cc
CXX ?= c++
CFLAGS ?= -std=c99 -Wall -Wextra -Werror -pedantic -O2
CXXFLAGS ?= -std=c++17 -Wall -Wextra -Werror -pedantic -O2
# The system libraries a static libcrc needs: one list, checked by crc-ffi/tests/native_libs.rs.
NATIVE_LIBS := $(shell cat crc-ffi/native-static-libs)
LIBDIR = $(DESTDIR)$(PREFIX)/lib

.PHONY: all build install install-only examples clean

all: build

# The SONAME link lets programs linked against target/release run from there.
build:
	cargo build --release -p crc-rules-ffi
	ln -sf libcrc.so $(CRC_BUILD_DIR)/libcrc.so.$(SOVERSION)

install: build install-only

# Installs what CRC_BUILD_DIR already holds, without building.
install-only:
	install -d $(LIBDIR)/pkgconfig $(LIBDIR)/cmake/crc $(DESTDIR)$(PREFIX)/include
	install -m 644 $(CRC_BUILD_DIR)/libcrc.a $(LIBDIR)/
	install -m 755 $(CRC_BUILD_DIR)/libcrc.so $(LIBDIR)/libcrc.so.$(VERSION)
	ln -sf libcrc.so.$(VERSION) $(LIBDIR)/libcrc.so.$(SOVERSION)
	ln -sf libcrc.so.$(SOVERSION) $(LIBDIR)/libcrc.so
	install -m 644 include/crc.h $(DESTDIR)$(PREFIX)/include/
	for pc in crc crc-static; do \
		sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' \
			-e 's|@NATIVE_LIBS@|$(NATIVE_LIBS)|' crc-ffi/$$pc.pc.in \
			> $(LIBDIR)/pkgconfig/$$pc.pc || exit 1; \
	done
	for cmake in crcConfig crcConfigVersion; do \
		sed -e 's|@VERSION@|$(VERSION)|g' -e 's|@SOVERSION@|$(SOVERSION)|g' \
			-e 's|@NATIVE_LIBS@|$(NATIVE_LIBS)|g' crc-ffi/$$cmake.cmake.in \
			> $(LIBDIR)/cmake/crc/$$cmake.cmake || exit 1; \
	done

# One C file each; the engine (examples/engine/, docs/engine.md) is a program of several.
EXAMPLES := random_game perft perft_bench error_paths gui_session engine_api pgn_check
ENGINE_SOURCES := $(sort $(wildcard examples/engine/*.c))
examples: build
	mkdir -p target/examples
	for e in $(EXAMPLES); do \
		$(CC) $(CFLAGS) -Iinclude examples/c/$$e.c $(CRC_BUILD_DIR)/libcrc.a $(NATIVE_LIBS) \
			-o target/examples/$$e || exit 1; \
	done
	$(CC) $(CFLAGS) -Iinclude $(ENGINE_SOURCES) $(CRC_BUILD_DIR)/libcrc.a $(NATIVE_LIBS) \
		-o target/examples/cecp_engine
	$(CXX) $(CXXFLAGS) -Iinclude examples/cpp/game.cpp $(CRC_BUILD_DIR)/libcrc.a $(NATIVE_LIBS) \
		-o target/examples/game

clean:
	rm -rf target/examples
