# hindex-site in a container. The release workflow (.github/workflows/release.yml) builds and
# pushes it for linux/amd64 and linux/arm64; by hand: `docker build -t hindex-site .`.
#
# Run it on a site repository (files are written as the calling user):
#   docker run --rm --user "$(id -u):$(id -g)" -v "$PWD:/site" hindex-site build
#
# Stage 1: the release executable, with the Swift standard library and Foundation linked in
# (--static-swift-stdlib); the C libraries it uses stay shared: libxml2, SQLite, cmark,
# jemalloc, zlib, and libcurl (FoundationNetworking, which the preview server's package
# imports; linking it statically needs libcurl4-openssl-dev, which the Swift image has). The
# build context includes .git, so that the build stamp knows the commit, the tag and the
# origin remote (`hindex-site --version`, the defaults of `init`).
FROM swift:6.3-noble AS build
# Ubuntu's -dev packages of the current release, not pinned versions: the image follows the
# base image's security updates.
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libxml2-dev libsqlite3-dev libcmark-dev libjemalloc-dev zlib1g-dev pkg-config \
        libcurl4-openssl-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN swift build -c release --product hindex-site --static-swift-stdlib \
    && install -D -m 755 -s \
        "$(swift build -c release --static-swift-stdlib --show-bin-path)/hindex-site" \
        /out/hindex-site

# Stage 2: the executable and the shared libraries it links (readelf -d: libxml2.so.2,
# libsqlite3.so.0, libcmark.so.0.30.2, libjemalloc.so.2, libz.so.1, libcurl.so.4, and
# libstdc++, libgcc_s, libc from the base image), as a user without privileges.
FROM ubuntu:24.04
# hadolint ignore=DL3008
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        ca-certificates libxml2 libsqlite3-0 libcmark0.30.2 libjemalloc2 zlib1g libcurl4t64 \
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
