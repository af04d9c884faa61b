import { handleParseRequest, type ParseMessage } from './parseRequest'
import { MAX_IMPORT_BYTES, sizeProblem } from './sizeLimit'

async function messagesFor(file: File): Promise<ParseMessage[]> {
  const messages: ParseMessage[] = []
  await handleParseRequest({ file, options: {} }, (message) => messages.push(message))
  return messages
}

describe('the parsing worker’s handler', () => {
  it('reads the file, reports progress, then the outcome', async () => {
    const file = new File(['Date,Payee,Amount\n2026-01-02,Tea,-3.50\n'], 'bank.csv')
    expect(await messagesFor(file)).toEqual([
      { type: 'progress', fraction: 0.6 },
      { type: 'progress', fraction: 0.6 },
      { type: 'progress', fraction: 1 },
      {
        type: 'done',
        outcome: {
          ok: true,
          file: expect.objectContaining({
            format: 'csv',
            rows: [
              {
                date: '2026-01-02',
                type: 'expense',
                amountCents: 350,
                category: 'Misc',
                description: 'Tea',
              },
            ],
          }),
        },
      },
    ])
  })

  it('refuses a file over the size limit without reading it', async () => {
    const file = new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'huge.csv')
    const read = jest.spyOn(file, 'arrayBuffer')
    expect(await messagesFor(file)).toEqual([
      { type: 'done', outcome: { ok: false, message: sizeProblem(file.size) } },
    ])
    expect(read).not.toHaveBeenCalled()
  })
})

describe('sizeProblem', () => {
  it('lets a file of 10 MB through and explains the limit above it', () => {
    expect(sizeProblem(MAX_IMPORT_BYTES)).toBeNull()
    expect(sizeProblem(25 * 1024 * 1024)).toBe(
      'This file is 25 MB; files up to 10 MB can be imported, more than the browser can keep. ' +
        'Export a shorter period and import that.',
    )
    expect(sizeProblem(MAX_IMPORT_BYTES + 100_000)).toMatch(/^This file is 10\.1 MB;/)
  })
})
