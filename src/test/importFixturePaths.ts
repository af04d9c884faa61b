import path from 'node:path'

const repoRoot = path.resolve(__dirname, '../..')

/** Real files other projects published: `shared/` sits beside the repository (CI clones it
 * there); SHARED_DIR names it when it is elsewhere, as from a git worktree. Read in place,
 * never copied into the project. Used by the Jest tests and the Playwright specs. */
export const SHARED_IMPORT_FIXTURES = path.resolve(
  process.env.SHARED_DIR ?? path.resolve(repoRoot, '../shared'),
  'fixtures/import',
)

/** Files this project wrote for its own tests: small, synthetic, one per case the real ones
 * cover (each format and encoding), so a clone alone passes its tests. */
export const OWN_IMPORT_FIXTURES = path.resolve(repoRoot, 'src/features/import/fixtures')
