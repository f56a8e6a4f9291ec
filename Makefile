# Building and installing libcrc for C and C++ programs.
#
#   make                       build libcrc.a and libcrc.so (cargo build --release)
#   make install PREFIX=DIR    install lib/libcrc.{a,so}, include/crc.h, lib/pkgconfig/crc.pc
#   make examples              build the C and C++ examples into target/examples
#
# After `make install PREFIX=/usr/local`:
#   cc app.c $(pkg-config --cflags --libs crc)              # shared
#   cc app.c $(pkg-config --cflags --libs --static crc) -static-libgcc   # or link libcrc.a

PREFIX ?= /usr/local
CRC_BUILD_DIR ?= target/release
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
CC ?= cc
CXX ?= c++
CFLAGS ?= -std=c99 -Wall -Wextra -Werror -pedantic -O2
CXXFLAGS ?= -std=c++17 -Wall -Wextra -Werror -pedantic -O2
# The system libraries a static libcrc needs: one list, checked by crc-ffi/tests/native_libs.rs.
NATIVE_LIBS := $(shell cat crc-ffi/native-static-libs)

.PHONY: all build install install-only examples clean

all: build

build:
	cargo build --release -p crc-ffi

install: build install-only

# Installs what CRC_BUILD_DIR already holds, without building.
install-only:
	install -d $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/include
	install -m 644 $(CRC_BUILD_DIR)/libcrc.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(CRC_BUILD_DIR)/libcrc.so $(DESTDIR)$(PREFIX)/lib/
	install -m 644 include/crc.h $(DESTDIR)$(PREFIX)/include/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' -e 's|@NATIVE_LIBS@|$(NATIVE_LIBS)|' crc-ffi/crc.pc.in \
		> $(DESTDIR)$(PREFIX)/lib/pkgconfig/crc.pc

EXAMPLES := random_game perft error_paths cecp_engine
examples: build
	mkdir -p target/examples
	for e in $(EXAMPLES); do \
		$(CC) $(CFLAGS) -Iinclude examples/c/$$e.c $(CRC_BUILD_DIR)/libcrc.a $(NATIVE_LIBS) \
			-o target/examples/$$e || exit 1; \
	done
	$(CXX) $(CXXFLAGS) -Iinclude examples/cpp/game.cpp $(CRC_BUILD_DIR)/libcrc.a $(NATIVE_LIBS) \
		-o target/examples/game

clean:
	rm -rf target/examples
