#!/usr/bin/env node
// Ports nothing listens on, from the system: `freePorts(n)` (a module) or
// `node scripts/freePort.mjs [n]`, which prints them space-separated (for code that must stay
// synchronous, such as playwright.config.ts). All probes stay open until every port is chosen,
// so the ports are distinct.
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

function probe() {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => done(server))
  })
}

export async function freePorts(count) {
  const probes = []
  try {
    for (let i = 0; i < count; i++) probes.push(await probe())
    return probes.map((server) => server.address().port)
  } finally {
    await Promise.all(probes.map((server) => new Promise((done) => server.close(done))))
  }
}

export async function freePort() {
  const [port] = await freePorts(1)
  return port
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log((await freePorts(Number(process.argv[2] ?? 1))).join(' '))
}
