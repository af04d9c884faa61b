import Papa from 'papaparse'
import type { Progress } from './candidates'

/** A CSV file as cells: its first row (the header) and the rows after it. */
export interface CsvTable {
  header: string[]
  records: string[][]
}

export type CsvTableResult = { ok: true; table: CsvTable } | { ok: false; message: string }

/** Rows as a spreadsheet numbers them: the header is row 1. */
export function spreadsheetRow(recordIndex: number): number {
  return recordIndex + 2
}

function quoteMessage(error: Papa.ParseError): string {
  const row = (error.row ?? 0) + 1
  return error.code === 'MissingQuotes'
    ? `Row ${row} opens a quote that is never closed, so the rest of the file cannot be told ` +
        'apart. Fix the file and try again.'
    : `Row ${row} has a quote in the wrong place. Fix the file and try again.`
}

/** Text parsed between two progress reports. */
const CHUNK = 1 << 20
/** Enough of the start of a file to tell its delimiter. */
const SAMPLE = 64 * 1024

type ChunkConfig = Papa.ParseConfig<string[]> & {
  chunkSize: number
  chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => void
}

/**
 * Splits CSV text into cells (the delimiter, comma, semicolon or tab, is detected), reporting
 * the share of the text read. A broken quote refuses the file: papaparse would otherwise read
 * everything after it as one cell, and the rows it swallowed would silently go missing.
 */
export function readCsvTable(text: string, onProgress?: Progress): CsvTableResult {
  // Detected once, from a sample: papaparse's own guess parses the whole text once for each
  // delimiter it tries (several times slower on a large file), and again for every chunk.
  const { delimiter } = Papa.parse(text.slice(0, SAMPLE), { preview: 20 }).meta
  const data: string[][] = []
  let quote: Papa.ParseError | undefined
  // papaparse streams a string in chunks as it does a file; its types only allow that for files.
  const config: ChunkConfig = {
    delimiter,
    skipEmptyLines: 'greedy',
    chunkSize: CHUNK,
    chunk: (results, parser) => {
      const error = results.errors.find(({ type }) => type === 'Quotes')
      if (error) {
        // A chunk counts its rows from 0.
        quote = { ...error, row: data.length + (error.row ?? 0) }
        return parser.abort()
      }
      for (const row of results.data) data.push(row)
      onProgress?.(results.meta.cursor / text.length)
    },
  }
  Papa.parse<string[]>(text, config)
  if (quote) return { ok: false, message: quoteMessage(quote) }
  const [header, ...records] = data
  if (!header) return { ok: false, message: 'The file is empty.' }
  return { ok: true, table: { header: header.map((name) => name.trim()), records } }
}
