import { toDoc, toTombstone } from '../docs'
import { makeKeyCheck, type Keyring } from '../crypto/keyCheck'
import { plainCodec, sealedCodec, type DocCodec } from './docCodec'
import type { PouchDoc } from './pouchApi'

const record = {
  id: '1700000000000',
  amount: '1234.56',
  type: 'expense',
  category: 'Rent',
  date: '2026-03-01',
  description: 'Flat on Baker Street',
  tags: ['home'],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
}
const plainDoc: PouchDoc = { ...toDoc('transactions', record, 'device-1', record.updatedAt) }

let keyring: Keyring
let codec: DocCodec
beforeAll(async () => {
  keyring = (await makeKeyCheck('correct horse battery')).keyring
  codec = sealedCodec(keyring)
})

describe('sealed documents', () => {
  it('show only their kind: no field of the record and not its id', async () => {
    const sealed = await codec.seal({ ...plainDoc, _rev: '3-abc' })
    expect(sealed._id).toMatch(/^transactions:[A-Za-z0-9_-]{43}$/)
    expect(sealed._rev).toBe('3-abc')
    expect(Object.keys(sealed).sort()).toEqual(['_id', '_rev', 'box'])
    const text = JSON.stringify(sealed)
    for (const value of [
      '1700000000000',
      '1234.56',
      'Rent',
      'Baker',
      'home',
      '2026-03-01',
      'device-1',
    ]) {
      expect(text).not.toContain(value)
    }
    expect(await codec.open(sealed)).toEqual({ kind: 'doc', doc: { ...plainDoc, _rev: '3-abc' } })
  })

  it('are named the same on every device with the keys', async () => {
    const elsewhere = sealedCodec(keyring)
    expect((await elsewhere.seal(plainDoc))._id).toBe((await codec.seal(plainDoc))._id)
  })

  it('are refused when their box was changed, moved to another document or made with other keys', async () => {
    const sealed = await codec.seal(plainDoc)
    const box = Buffer.from(String(sealed.box), 'base64')
    box[20] ^= 1
    expect(await codec.open({ ...sealed, box: box.toString('base64') })).toEqual({
      kind: 'refused',
    })
    const other = await codec.seal({ ...plainDoc, _id: 'transactions:2' })
    expect(await codec.open({ ...sealed, _id: other._id })).toEqual({ kind: 'refused' })
    const stranger = sealedCodec((await makeKeyCheck('another passphrase')).keyring)
    expect(await stranger.open(sealed)).toEqual({ kind: 'refused' })
    expect(await codec.open({ _id: sealed._id, amount: '1.00' })).toEqual({ kind: 'refused' })
  })

  it('keep a deletion a deletion: its marks sealed, the flag checked against the box', async () => {
    const tombstone: PouchDoc = {
      ...toTombstone('transactions', '1700000000000', 'device-1', record.updatedAt, {
        born: record.createdAt,
      }),
    }
    const sealed = await codec.seal(tombstone)
    expect(sealed._deleted).toBe(true)
    expect(JSON.stringify(sealed)).not.toContain('1700000000000')
    expect(await codec.open(sealed)).toEqual({ kind: 'doc', doc: tombstone })
    const { _deleted, ...undeleted } = sealed
    void _deleted
    expect(await codec.open(undeleted)).toEqual({ kind: 'refused' })
    // A deletion without a box (how a passphrase change clears old documents) deletes nothing.
    expect(await codec.open({ _id: sealed._id, _rev: '2-x', _deleted: true })).toEqual({
      kind: 'other',
    })
  })

  it('tell the key-check document and foreign documents apart', async () => {
    expect(await codec.open({ _id: 'encryption', check: 'x' })).toEqual({
      kind: 'keyCheck',
      doc: { _id: 'encryption', check: 'x' },
    })
    expect(await codec.open({ _id: '_design/app' })).toEqual({ kind: 'other' })
    expect(await plainCodec.open(plainDoc)).toEqual({ kind: 'doc', doc: plainDoc })
    expect(await plainCodec.seal(plainDoc)).toBe(plainDoc)
  })
})
