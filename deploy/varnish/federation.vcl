# Varnish in front of the federation site: holds pages until a publish purges them, serves them stale while the origin
# fails, and never caches the deploy hook. The origin says what to hold (server/headers.ts and
# deploy/nginx/federation.conf send the same): `CDN-Cache-Control` (how long, stale-while-revalidate, stale-if-error),
# `xkey` (the page's route, its language and `frame`, lib/cache-tags.ts), `Vary: Accept-Encoding`, each page's CSP.
# tests/e2e/varnish.spec.ts runs it in front of `npm run serve`.
#
# Install (Debian 12: varnish 7.1 and varnish-modules, whose xkey vmod this imports):
#   apt-get install -y varnish varnish-modules
#   cp deploy/varnish/federation.vcl /etc/varnish/federation.vcl
#   and set the backend below to the origin: nginx with deploy/nginx/federation.conf moved to
#   `listen 127.0.0.1:8080;` (list 127.0.0.1 in its `geo $federation_trusted_proxy`), or `npm run serve`
#   (HOST=127.0.0.1, PORT=8080, TRUST_PROXY=1).
#   systemctl edit varnish, to start it with this file and without Varnish's own gzip handling (the origin sends
#   brotli and gzip bodies as they are; with http_gzip_support on, Varnish would ask for gzip only and unzip for
#   clients without it):
#     [Service]
#     ExecStart=
#     ExecStart=/usr/sbin/varnishd -a :80 -a localhost:6081 -f /etc/varnish/federation.vcl -s malloc,1g -p http_gzip_support=off
#   varnishd -C -f /etc/varnish/federation.vcl >/dev/null && systemctl restart varnish
#   Put TLS in front (hitch, or nginx with `proxy_pass http://127.0.0.1:80`) setting X-Forwarded-Proto; cached
#   answers are kept apart by it, since the origin sends HSTS over HTTPS only.
# Then the publish purges it after every switch: CACHE_PURGE_URLS=http://127.0.0.1:6081/ for `npm run serve` (the
# hook) and `npm run release`/`npm run rollback`. A purge is `PURGE /` with an `xkey-purge: <tags>` header (or
# `xkey-softpurge`: kept as stale for stale-while-revalidate), accepted only from `acl federation_purgers`; the
# answer's `xkey-purged` header says how many objects went.
#
# Watch it: `varnishstat -1 -f MAIN.cache_hit -f MAIN.cache_miss -f MAIN.backend_req`; each answer says
# `X-Cache: HIT` or `MISS`.

vcl 4.1;

import std;
import xkey;

backend federation {
    .host = "127.0.0.1";
    .port = "8080";
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
    # Whether the origin answers: while it does not, held pages go out stale (stale-if-error, vcl_hit). Lenient,
    # since a sick backend gets no fetches at all: down only after 5 probes in a row failed (10 s), so a slow origin
    # under a traffic spike is never taken for a dead one.
    .probe = {
        .url = "/robots.txt";
        .interval = 2s;
        .timeout = 5s;
        .window = 5;
        .threshold = 1;
        .initial = 1;
    }
}

# Who may purge: the machine that publishes. Loopback only, unless listed here (one address or range a line).
acl federation_purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.restarts == 0) {
        # Set only by this file, below; never taken from a visitor.
        unset req.http.X-Federation-Refresh;
        unset req.http.X-Federation-Purged;
    }

    if (req.method == "PURGE") {
        if (client.ip !~ federation_purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-purge) {
            set req.http.X-Federation-Purged = xkey.purge(req.http.xkey-purge);
        } elsif (req.http.xkey-softpurge) {
            set req.http.X-Federation-Purged = xkey.softpurge(req.http.xkey-softpurge);
        } else {
            return (synth(400, "Name the cache tags in an xkey-purge or xkey-softpurge header"));
        }
        return (synth(200, "Purged"));
    }

    # The deploy hook: its secret, its POST and its answers (no-store) go straight through.
    if (req.url ~ "^/hooks/") {
        return (pass);
    }
    # The origin answers other methods with 405.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # A static site: no cookie or authorisation changes a page (Varnish's built-in rules would not cache them).
    unset req.http.Cookie;
    unset req.http.Authorization;

    # At most three variants per page, as the origin answers them (it sends brotli first, then gzip).
    if (req.http.Accept-Encoding ~ "(^|[\s,])br([\s,;]|$)") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(^|[\s,])gzip([\s,;]|$)") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }

    # vcl_hit found the page past stale-while-revalidate: look it up as a miss, so it is fetched now.
    if (req.http.X-Federation-Refresh) {
        set req.grace = 0s;
    }
    return (hash);
}

sub vcl_hash {
    # The origin sends HSTS over HTTPS only: the two are different answers.
    hash_data(req.http.X-Forwarded-Proto);
}

sub vcl_hit {
    # Expired, and past its stale-while-revalidate: while the origin answers, the visitor waits for a fresh copy
    # (vcl_recv); while it does not (its probe fails), the stale one goes out, for stale-if-error.
    if (obj.ttl < 0s && obj.ttl + std.duration(obj.http.X-Federation-SWR, 0s) < 0s && std.healthy(req.backend_hint)) {
        set req.http.X-Federation-Refresh = "1";
        return (restart);
    }
}

sub vcl_backend_response {
    # A failed background refresh keeps the held page.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Lifetimes from CDN-Cache-Control (RFC 9213), which Varnish does not read itself. Objects stay for the
    # stale-if-error window as grace (servable; vcl_hit limits it to stale-while-revalidate while the origin
    # answers), and as long again as keep, for conditional refreshes (304s).
    if (beresp.http.CDN-Cache-Control ~ "(^|[\s,])max-age=\d+") {
        set beresp.ttl = std.duration(regsub(beresp.http.CDN-Cache-Control, "^(.*[\s,])?max-age=(\d+).*$", "\2s"), 0s);
        set beresp.http.X-Federation-SWR = "0s";
        if (beresp.http.CDN-Cache-Control ~ "stale-while-revalidate=\d+") {
            set beresp.http.X-Federation-SWR = regsub(beresp.http.CDN-Cache-Control, "^.*stale-while-revalidate=(\d+).*$", "\1s");
        }
        set beresp.grace = std.duration(beresp.http.X-Federation-SWR, 0s);
        if (beresp.http.CDN-Cache-Control ~ "stale-if-error=\d+") {
            set beresp.grace = std.duration(regsub(beresp.http.CDN-Cache-Control, "^.*stale-if-error=(\d+).*$", "\1s"), 0s);
        }
        set beresp.keep = beresp.grace;
        # test: lifetimes
        return (deliver);
    }
    # Everything else as the origin's Cache-Control says (hashed files: a year; errors and the hook: not held).
}

sub vcl_backend_error {
    # The origin is down: a held page stays.
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_synth {
    if (req.method == "PURGE") {
        if (resp.status == 200) {
            set resp.http.xkey-purged = req.http.X-Federation-Purged;
        }
        return (deliver);
    }
}

sub vcl_deliver {
    # xkey is this cache's own; Surrogate-Key and Cache-Tag stay for a CDN in front.
    unset resp.http.xkey;
    unset resp.http.X-Federation-SWR;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
