import '@testing-library/jest-dom'
import { stopStores } from './renderWithProviders'

beforeEach(() => {
  localStorage.clear()
})

afterEach(async () => {
  await stopStores()
})

// jsdom's Blob has no text(), which every supported browser has (file imports use it).
if (!('text' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'text', {
    value(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader()
        reader.onload = () => resolve(reader.result as string)
        reader.onerror = () => reject(reader.error)
        reader.readAsText(this)
      })
    },
  })
}
