import { keyedName, openValue, sealValue } from './envelope'
import { deriveKeys } from './keys'

// Web Crypto from Node: the same API the browser offers.
const salt = new Uint8Array(16).fill(7)
const keysOf = (passphrase: string) => deriveKeys(passphrase, salt, 1_000)

describe('the envelope', () => {
  it('opens what it sealed, and each seal looks different (a fresh nonce)', async () => {
    const { records } = await keysOf('correct horse battery')
    const value = { amount: '12.34', description: 'Rent' }
    const [one, two] = [await sealValue(records, value, 'a'), await sealValue(records, value, 'a')]
    expect(one).not.toBe(two)
    expect(one).not.toContain('Rent')
    expect(await openValue(records, one, 'a')).toEqual(value)
    expect(await openValue(records, two, 'a')).toEqual(value)
  })

  it('refuses a box changed by one bit, sealed for another document or with another key', async () => {
    const { records } = await keysOf('correct horse battery')
    const box = await sealValue(records, { amount: '12.34' }, 'transactions:x')
    const bytes = Buffer.from(box, 'base64')
    bytes[bytes.length - 1] ^= 1
    expect(await openValue(records, bytes.toString('base64'), 'transactions:x')).toBeUndefined()
    expect(await openValue(records, box, 'transactions:y')).toBeUndefined()
    const other = await keysOf('another passphrase')
    expect(await openValue(other.records, box, 'transactions:x')).toBeUndefined()
    expect(await openValue(records, 'not base64 at all!', 'transactions:x')).toBeUndefined()
    expect(await openValue(records, 42, 'transactions:x')).toBeUndefined()
  })

  it('names a record the same on two devices with the passphrase, differently with another', async () => {
    const [here, there, stranger] = await Promise.all([
      keysOf('correct horse battery'),
      keysOf('correct horse battery'),
      keysOf('another passphrase'),
    ])
    const name = await keyedName(here.names, 'transactions:1700000000000')
    expect(name).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await keyedName(there.names, 'transactions:1700000000000')).toBe(name)
    expect(await keyedName(stranger.names, 'transactions:1700000000000')).not.toBe(name)
    expect(await keyedName(here.names, 'transactions:1700000000001')).not.toBe(name)
  })
})
