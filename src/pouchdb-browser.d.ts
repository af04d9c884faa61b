/** pouchdb-browser ships no types; src/features/sync/engine/pouch.ts types what the app uses. */
declare module 'pouchdb-browser' {
  const PouchDB: unknown
  export default PouchDB
}
