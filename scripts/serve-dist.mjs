#!/usr/bin/env node
// Tiny dependency-free static server for the production build in dist/, with SPA fallback:
// any GET for a path that is not a file gets index.html. Used by Playwright's webServer.
// Given SYNC_SERVER_URL (a CouchDB server), it also passes `/couchdb/…` on to it, as the
// README's nginx example does, so the app syncs with its own origin.
//
//   node scripts/serve-dist.mjs [port]      (or PORT=4173; host via HOST, default 127.0.0.1)
import { createServer, request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createGzip } from 'node:zlib'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.DIST_DIR ?? 'dist')
const port = Number(process.argv[2] ?? process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const couchdb = process.env.SYNC_SERVER_URL ? new URL(process.env.SYNC_SERVER_URL) : null
const COUCHDB_PREFIX = '/couchdb'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}

async function fileAt(urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const path = normalize(join(root, decoded))
  if (path !== root && !path.startsWith(root + sep)) return null
  return existingFile(path)
}

async function existingFile(path) {
  try {
    const info = await stat(path)
    return info.isFile() ? { path, size: info.size } : null
  } catch {
    return null
  }
}

/**
 * Any method, the raw path (encoded document ids stay encoded) without the prefix, headers and
 * cookies both ways, streamed: a long-polling `_changes` answers when the server does, and is
 * cancelled upstream when the browser gives up on it.
 */
function proxyToCouchdb(req, res) {
  const rest = req.url.slice(COUCHDB_PREFIX.length)
  const request = couchdb.protocol === 'https:' ? httpsRequest : httpRequest
  const upstream = request(
    {
      hostname: couchdb.hostname,
      port: couchdb.port,
      method: req.method,
      path: rest.startsWith('/') ? rest : `/${rest}`,
      headers: { ...req.headers, host: couchdb.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => {
    if (res.headersSent) res.destroy()
    else res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad gateway')
  })
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy()
  })
  req.pipe(upstream)
}

const server = createServer(async (req, res) => {
  const rawPath = (req.url ?? '/').split('?')[0]
  if (couchdb && (rawPath === COUCHDB_PREFIX || rawPath.startsWith(`${COUCHDB_PREFIX}/`))) {
    proxyToCouchdb(req, res)
    return
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname
  let file = await fileAt(urlPath)
  // Only content-hashed names may be cached for good; sw.js, the manifest and icons keep their
  // names across releases, so browsers must revalidate them to notice a new version.
  let cache = /\.[0-9a-f]{16,}\./.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache'
  if (!file || file.path.endsWith('.html')) {
    cache = 'no-cache'
    // Missing static assets (known non-HTML file types) 404; everything else is an app route.
    const ext = extname(urlPath).toLowerCase()
    if (!file && ext in TYPES && ext !== '.html') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    file ??= await fileAt('/index.html')
    if (!file) {
      res
        .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('dist/index.html is missing: run `npm run build` first')
      return
    }
  }
  const type = TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream'
  const body = await encodedBody(file, type, req.headers['accept-encoding'] ?? '')
  res.writeHead(200, {
    'Content-Type': type,
    ...(body.encoding && { 'Content-Encoding': body.encoding, Vary: 'Accept-Encoding' }),
    ...(body.size !== undefined && { 'Content-Length': body.size }),
    'Cache-Control': cache,
  })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  body.stream().pipe(res)
})

/**
 * Text goes out compressed, as from any real host (README, Deploy), so `npm run audit` measures
 * the transfer sizes people get: the build's own `.br` or `.gz` beside the file when the browser
 * takes it (as nginx's gzip_static does), else gzip made on the fly (a build without them).
 */
async function encodedBody(file, type, acceptEncoding) {
  const plain = { size: file.size, stream: () => createReadStream(file.path) }
  if (!/^(text\/|application\/(json|manifest)|image\/svg)/.test(type)) return plain
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!new RegExp(`\\b${encoding}\\b`).test(acceptEncoding)) continue
    const built = await existingFile(file.path + ext)
    if (built) return { encoding, size: built.size, stream: () => createReadStream(built.path) }
  }
  if (!/\bgzip\b/.test(acceptEncoding)) return plain
  return { encoding: 'gzip', stream: () => createReadStream(file.path).pipe(createGzip()) }
}

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}`)
  if (couchdb) console.log(`and ${COUCHDB_PREFIX}/ from ${couchdb.origin}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
