#!/usr/bin/env node
// Runs a command while something listens on the given ports of 127.0.0.1, and exits with the
// command's status. CI runs the browser tests this way on the usual ports (4173, 5984): a run
// that still used one of them would fail at once.
//
//   node scripts/withPortsTaken.mjs 4173,5984 -- npm run test:e2e
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

const [ports, separator, command, ...args] = process.argv.slice(2)
if (!ports || separator !== '--' || !command) {
  console.error('usage: node scripts/withPortsTaken.mjs <port,port…> -- <command> [args…]')
  process.exit(2)
}

/** Listens on `port`; a port already in use is taken, which is all this needs. */
function take(port) {
  return new Promise((done, fail) => {
    const server = createServer((socket) => socket.destroy())
    server.once('error', (error) => (error.code === 'EADDRINUSE' ? done(null) : fail(error)))
    server.listen(port, '127.0.0.1', () => done(server))
  })
}

const holders = await Promise.all(ports.split(',').map((port) => take(Number(port))))
console.log(`Ports ${ports} are taken while running: ${command} ${args.join(' ')}`)
const child = spawn(command, args, { stdio: 'inherit' })
child.on('exit', (code, signal) => {
  for (const holder of holders) holder?.close()
  process.exit(code ?? (signal ? 1 : 0))
})
