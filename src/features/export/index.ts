/** What the export feature offers the others. */
export {
  ACCOUNT_COLUMN,
  CSV_COLUMNS,
  FIRST_CSV_COLUMNS,
  readCell,
  type CsvColumn,
  type FileColumn,
} from './csvFormat'
export { BACKUP_FORMAT, type JsonBackup } from './jsonBackup'
