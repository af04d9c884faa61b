import { sameContent } from './recordVersions'

describe('sameContent', () => {
  it('takes a field holding undefined for no field, as the server and storage hold the record', () => {
    const inMemory = { id: '1', amount: '12', description: 'Lunch', account: undefined }
    const fromServer = { id: '1', amount: '12', description: 'Lunch' }
    expect(sameContent(inMemory, fromServer)).toBe(true)
    expect(sameContent(fromServer, inMemory)).toBe(true)
  })

  it('tells records apart by a field one has and the other does not', () => {
    const one = { id: '1', amount: '12', description: 'Lunch', account: 'savings' }
    const other = { id: '1', amount: '12', description: 'Lunch' }
    expect(sameContent(one, other)).toBe(false)
    expect(sameContent(other, one)).toBe(false)
  })
})
