import '@testing-library/jest-dom'
import { stopStores } from './renderWithProviders'

beforeEach(() => {
  localStorage.clear()
})

afterEach(async () => {
  await stopStores()
})
