import { fromBase64 } from '../../../lib/base64'
import { keyedName } from './envelope'
import { makeKeyCheck, openKeyCheck, readKeyCheck } from './keyCheck'

describe('the key-check document', () => {
  it('holds a random salt and at least 600,000 iterations, and nothing of the passphrase', async () => {
    const [{ doc }, { doc: again }] = await Promise.all([
      makeKeyCheck('correct horse battery'),
      makeKeyCheck('correct horse battery'),
    ])
    expect(doc.iterations).toBeGreaterThanOrEqual(600_000)
    expect(fromBase64(doc.salt)).toHaveLength(16)
    expect(again.salt).not.toBe(doc.salt)
    expect(JSON.stringify(doc)).not.toMatch(/horse|battery/)
    expect(readKeyCheck(JSON.parse(JSON.stringify(doc)))).toEqual(doc)
  })

  it('opens with its passphrase, to the same keys, and not with another', async () => {
    const { doc, keyring } = await makeKeyCheck('correct horse battery')
    const opened = await openKeyCheck(doc, 'correct horse battery')
    expect(opened?.check).toBe(doc.check)
    // The keys are the same: the same record gets the same document name.
    expect(await keyedName(opened!.keys.names, 'transactions:1')).toBe(
      await keyedName(keyring.keys.names, 'transactions:1'),
    )
    expect(await openKeyCheck(doc, 'Correct horse battery')).toBeNull()
  })

  it('refuses a document asking for less stretching, or damaged', async () => {
    const { doc } = await makeKeyCheck('correct horse battery')
    expect(await openKeyCheck({ ...doc, iterations: 1_000 }, 'correct horse battery')).toBeNull()
    expect(await openKeyCheck({ ...doc, salt: '***' }, 'correct horse battery')).toBeNull()
    expect(readKeyCheck({ ...doc, check: 5 })).toBeNull()
    expect(readKeyCheck({ _id: 'encryption' })).toBeNull()
  })
})
