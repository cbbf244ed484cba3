# hindex-site in a container. The release workflow (.github/workflows/release.yml) builds and
# pushes it for linux/amd64 and linux/arm64; by hand: `docker build -t hindex-site .`.
#
# Run it on a site repository (files are written as the calling user):
#   docker run --rm --user "$(id -u):$(id -g)" -v "$PWD:/site" hindex-site build
#
# Stage 1: the release executable, with the Swift standard library and Foundation linked in
# (--static-swift-stdlib); the C libraries it uses (libxml2, SQLite, cmark, jemalloc, zlib)
# stay shared. The build context includes .git, so that the build stamp knows the commit,
# the tag and the origin remote (`hindex-site --version`, the defaults of `init`).
FROM swift:6.3-noble AS build
# Ubuntu's -dev packages of the current release, not pinned versions: the image follows the
# base image's security updates.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libxml2-dev libsqlite3-dev libcmark-dev libjemalloc-dev zlib1g-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN swift build -c release --product hindex-site --static-swift-stdlib \
    && install -D -m 755 -s \
        "$(swift build -c release --static-swift-stdlib --show-bin-path)/hindex-site" \
        /out/hindex-site

# Stage 2: the executable and the shared libraries it links, as a user without privileges.
FROM ubuntu:24.04
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        ca-certificates libxml2 libsqlite3-0 libcmark0.30.2 libjemalloc2 zlib1g \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --uid 10001 --user-group --create-home --home-dir /home/hindex \
        --shell /usr/sbin/nologin hindex
COPY --from=build /out/hindex-site /usr/local/bin/hindex-site
# Fails the image build when a shared library is missing.
RUN hindex-site --version
# The user hindex, by number (a host resolves no names inside the image).
USER 10001:10001
WORKDIR /site
ENTRYPOINT ["hindex-site"]
CMD ["--help"]
