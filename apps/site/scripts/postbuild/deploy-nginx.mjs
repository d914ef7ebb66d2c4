// nginx.conf for the built site (Debian's nginx 1.22 with its brotli-static and headers-more
// modules), written from site-policy.mjs so production answers as the local server does.
import { sitePolicy } from "../../server/site-policy.mjs";

/** A value as an nginx quoted string. */
const quote = (value) => `"${String(value).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** The request paths nginx may have as `$uri` when it serves an HTML file of the build. */
export function servedUris(file) {
  if (!file.endsWith("index.html")) return [`/${file}`];
  const dir = file.slice(0, -"index.html".length);
  if (dir === "") return ["/", "/index.html"];
  return [`/${dir.slice(0, -1)}`, `/${dir}`, `/${file}`];
}

function mapBlock(variable, source, entries, fallback) {
  const lines = entries.map(([key, value]) => `    ${quote(key)} ${value};`);
  return [`map ${source} ${variable} {`, `    default ${fallback};`, ...lines, "}"].join("\n");
}

function headerLines(headers, indent) {
  return Object.entries(headers).map(
    ([name, value]) =>
      `${indent}add_header ${name} ${value.startsWith("$") ? value : quote(value)} always;`,
  );
}

/**
 * The nginx configuration (maps and one server block, to include inside `http {}`).
 * `root`: the client folder on the server; `upstream`: host:port of the lead API; `listen`,
 * `serverName`; `include`: an optional file included in the server block (TLS certificates).
 */
export function nginxSiteConfig({
  cspPages,
  trackers,
  root,
  upstream,
  listen = "80",
  serverName = "_",
  include,
  policy = sitePolicy,
}) {
  const csp = (file) => quote(policy.pageContentSecurityPolicy(file, { cspPages, trackers }));
  const pageCsp = Object.keys(cspPages).flatMap((file) =>
    servedUris(file).map((uri) => [uri, csp(file)]),
  );
  const api = policy.leadApi;
  const base = policy.baseHeaders;
  const mimeTypes = Object.entries(policy.mime).map(([ext, type]) => [type.split(";")[0], ext]);
  const charsetTypes = [
    ...new Set(
      Object.values(policy.mime)
        .filter((type) => type.includes("charset") && !type.startsWith("text/html"))
        .map((type) => type.split(";")[0]),
    ),
  ];
  const i2 = "        ";
  const methodCheck = [
    `${i2}if ($request_method !~ ^(GET|HEAD)$) {`,
    `${i2}    return 405;`,
    `${i2}}`,
  ];
  const staticHeaders = (cacheControl) =>
    headerLines(
      {
        ...base,
        Vary: policy.vary,
        "Cache-Control": cacheControl,
        "Content-Security-Policy": "$vantreo_csp",
        Allow: "$vantreo_allow",
      },
      i2,
    );
  const staticLocation = (match, notFound, tryFiles) =>
    [
      `    location ${match} {`,
      ...methodCheck,
      ...staticHeaders("$vantreo_cache_control"),
      `${i2}error_page 403 404 =404 /${notFound};`,
      `${i2}try_files ${tryFiles};`,
      "    }",
    ].join("\n");
  // The staff app: every path of it answers with its locale's one shell, under the shell's own
  // CSP (named here, not looked up by $uri, which still holds the path asked for).
  const staffLocation = (prefix, shell) =>
    [
      `    location ~ ${quote(`^${prefix}/${policy.staffApp.path}$`)} {`,
      ...methodCheck,
      ...headerLines(
        {
          ...base,
          Vary: policy.vary,
          "Cache-Control": policy.cacheControl.html,
          "Content-Security-Policy": policy.pageContentSecurityPolicy(shell.slice(1), {
            cspPages,
            trackers,
          }),
          Allow: "$vantreo_allow",
        },
        i2,
      ),
      `${i2}error_page 403 404 =404 /${policy.notFoundPage(`${prefix}/`)};`,
      `${i2}try_files ${shell} =404;`,
      "    }",
    ].join("\n");
  const answer = (name, a) =>
    [
      `    location @vantreo_v1_${name} {`,
      `${i2}default_type application/json;`,
      ...headerLines({ ...base, ...(a.retryAfter ? { "Retry-After": a.retryAfter } : {}) }, i2),
      `${i2}return ${a.status} ${quote(JSON.stringify({ success: false, message: a.message }))};`,
      "    }",
    ].join("\n");

  return `# Generated from apps/site/server/site-policy.mjs by the site's build; do not edit, rebuild.
# Include inside http {}. Needs Debian's libnginx-mod-http-brotli-static and
# libnginx-mod-http-headers-more-filter (DEPLOYING.md).
map_hash_max_size 16384;
map_hash_bucket_size 256;

# Each HTML file's CSP holds the hashes of exactly the inline scripts and styles the build wrote
# into it, and the tracker hosts only where the page may load trackers (not on staff pages).
${mapBlock("$vantreo_page_csp", "$uri", pageCsp, csp(""))}

map $sent_http_content_type $vantreo_csp {
    default "";
    "~^text/html" $vantreo_page_csp;
}

map $sent_http_content_type $vantreo_cache_control {
    default ${quote(policy.cacheControl.other)};
    "~^text/html" ${quote(policy.cacheControl.html)};
}

map $request_method $vantreo_allow {
    default "GET, HEAD";
    GET "";
    HEAD "";
}

server {
    listen ${listen};
    server_name ${serverName};
    root ${root};
${include ? `    include ${include};\n` : ""}
    server_tokens off;
    more_clear_headers Server;
    absolute_redirect off;
    types {
${mimeTypes.map(([type, ext]) => `${i2}${type} ${ext.slice(1)};`).join("\n")}
    }
    default_type application/octet-stream;
    charset utf-8;
    charset_types ${charsetTypes.join(" ")};
    # The build's .br and .gz copies, as they are; nothing is compressed on the fly.
    brotli_static on;
    gzip_static on;
    gzip off;
    client_header_timeout ${policy.serverTimeouts.headersSeconds}s;
    client_body_timeout ${policy.serverTimeouts.requestSeconds}s;
    send_timeout ${policy.serverTimeouts.requestSeconds}s;
    keepalive_timeout ${policy.serverTimeouts.keepAliveSeconds}s;
    client_max_body_size ${api.bodyLimitBytes};
    error_page 404 /404.html;

${policy.redirects
  .flatMap(({ from, to, status }) =>
    [from, `${from}/`].map((path) =>
      [
        `    location = ${path} {`,
        ...methodCheck,
        ...headerLines(
          { ...base, "Cache-Control": policy.cacheControl.redirect, Allow: "$vantreo_allow" },
          i2,
        ),
        `${i2}return ${status} ${to}$is_args$args;`,
        "    }",
      ].join("\n"),
    ),
  )
  .join("\n")}

    location ^~ ${policy.hashedAssetPrefix} {
${methodCheck.join("\n")}
${staticHeaders(policy.cacheControl.hashedAsset).join("\n")}
        error_page 403 404 =404 /404.html;
        try_files $uri =404;
    }

${policy.staffApp.shells.map(({ prefix, shell }) => staffLocation(prefix, shell)).join("\n")}

${policy.documentShells
  .map(({ prefix, shell }) =>
    staticLocation(
      quote(`~^${prefix}${policy.documentSlug}/?$`),
      policy.notFoundPage(prefix),
      `\${uri}index.html $uri $uri/index.html ${shell}`,
    ),
  )
  .join("\n")}

${["/de/", "/ar/", "/"].map((prefix) => staticLocation(prefix, policy.notFoundPage(prefix), "${uri}index.html $uri $uri/index.html =404")).join("\n")}

    # The lead API: only paths that are already normalised, under ${api.prefix}. nginx resolves
    # dot segments before it picks a location; the raw spelling is checked too, so the API sees
    # exactly the path that matched. Each hop appends the address it got the request from.
    location ${api.prefix} {
        error_page 404 = @vantreo_v1_not_found;
        error_page 413 = @vantreo_v1_too_large;
        error_page 502 503 = @vantreo_v1_unavailable;
        error_page 504 = @vantreo_v1_timeout;
        if ($request_uri ~* ${quote(api.unsafeRawPath)}) {
            return 404;
        }
        proxy_pass http://${upstream};
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
${api.strippedRequestHeaders.map((name) => `${i2}proxy_set_header ${name} "";`).join("\n")}
        proxy_connect_timeout ${api.connectTimeoutSeconds}s;
        proxy_send_timeout ${api.timeoutSeconds}s;
        proxy_read_timeout ${api.timeoutSeconds}s;
    }
${answer("not_found", api.answers.notFound)}
${answer("too_large", api.answers.tooLarge)}
${answer("unavailable", api.answers.unavailable)}
${answer("timeout", api.answers.timeout)}
}
`;
}
