import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import { signedInChunk } from '../app/shell/signedInChunk'
import { stopStores } from './renderWithProviders'

// Registration really hashes (PBKDF2, 600,000 iterations), which takes seconds on a busy
// 2-core CI machine: screens that wait for it get the time it needs.
configure({ asyncUtilTimeout: 4000 })

// As for someone signed in when the app starts: the signed-in pages' code (their navigation,
// notices and the recurring catch-up's runs) is in before any store acts. Fetching it later is
// catchUpListening.test's and the browser tests' part.
beforeAll(() => signedInChunk.load())

beforeEach(() => {
  localStorage.clear()
})

afterEach(() => {
  stopStores()
})

// jsdom's Blob has no arrayBuffer(), which every supported browser has (file imports use it).
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    writable: true,
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader()
        reader.onload = () => resolve(reader.result as ArrayBuffer)
        reader.onerror = () => reject(reader.error)
        reader.readAsArrayBuffer(this)
      })
    },
  })
}
