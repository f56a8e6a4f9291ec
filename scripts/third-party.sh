# Sourced by the scripts that build a third-party program on libcrc (scripts/cutechess.sh,
# scripts/xboard.sh): the steps they share, each done once here.

# Installs the Debian packages named that are not installed yet.
install_missing_packages() {
    local package missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
            missing+=("$package")
    done
    if ((${#missing[@]})); then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
    fi
}

# Builds libcrc and installs it into prefix $1 (`make install`: the libraries, crc.h, the
# pkg-config files and the CMake package), only where the installed copy is out of date.
install_libcrc() {
    make --no-print-directory build >/dev/null
    if ! cmp -s target/release/libcrc.a "$1/lib/libcrc.a" || ! cmp -s include/crc.h "$1/include/crc.h"; then
        make --no-print-directory install-only PREFIX="$1" >/dev/null
    fi
}

# Unpacks a program's source into directory $2, in a folder emptied first, from $1: a directory or
# a .tar.gz, or when $1 is empty the vendored tarball beside the repository (or beside the
# local repository it was cloned from: a clone in a temporary folder has nothing beside it),
# and without one a clone of the public repository. The rest describe the program, as
# NAME=VALUE words: tarball (its file name, whose top folder is its name without .tar.gz),
# sha256 (which a tarball must have), git (the public repository), tag and commit (the
# commit the tag must point to, and the tarball was made from).
unpack_source() {
    local source=$1 tree=$2 word tarball sha256 git tag commit origin vendor top
    shift 2
    for word in "$@"; do
        case "$word" in
        tarball=*) tarball=${word#*=} ;;
        sha256=*) sha256=${word#*=} ;;
        git=*) git=${word#*=} ;;
        tag=*) tag=${word#*=} ;;
        commit=*) commit=${word#*=} ;;
        esac
    done
    # The tree's folder starts empty: what an earlier run left there is no source.
    rm -rf "$(dirname "$tree")" && mkdir -p "$(dirname "$tree")"
    origin=$(git config --get remote.origin.url 2>/dev/null || true)
    for vendor in "$PWD/../shared/vendor" "${origin:+$origin/../shared/vendor}"; do
        if [[ -z "$source" && -n "$vendor" && -f "$vendor/$tarball" ]]; then
            source=$vendor/$tarball
        fi
    done
    if [[ -z "$source" ]]; then
        git clone --quiet --depth 1 --branch "$tag" "$git" "$tree"
        [[ "$(git -C "$tree" rev-parse HEAD)" == "$commit"* ]] ||
            { echo "$git: tag $tag is not commit $commit" >&2; return 1; }
        rm -rf "$tree/.git"
    elif [[ -d "$source" ]]; then
        cp -a "$source/." "$tree"
        rm -rf "$tree/.git"
    elif [[ -f "$source" ]]; then
        echo "$sha256  $source" | sha256sum -c --quiet - ||
            { echo "$source is not $tarball (sha256 $sha256)" >&2; return 1; }
        top=$(dirname "$tree")/unpacked
        mkdir -p "$top"
        tar -xzf "$source" -C "$top"
        mv "$top/${tarball%.tar.gz}" "$tree"
        rm -rf "$top"
    else
        echo "$source is neither a directory nor a file" >&2
        return 1
    fi
}

# Copies the files of tree $1 that differ into tree $2, so that a build there remakes only
# what changed. With --delete as $3, the files $1 no longer has are removed from $2 as well;
# without it, what a build wrote into $2 stays.
sync_tree() {
    local file
    (cd "$1" && find . -type f) | sort >"$2.new-files"
    while read -r file; do
        if ! cmp -s "$1/$file" "$2/$file"; then
            mkdir -p "$(dirname "$2/$file")"
            cp "$1/$file" "$2/$file"
        fi
    done <"$2.new-files"
    if [[ "${3:-}" == --delete ]]; then
        (cd "$2" && find . -type f) | sort | comm -13 "$2.new-files" - | while read -r file; do
            rm -f "$2/$file"
        done
    fi
    rm -f "$2.new-files"
}
