import type { AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import type { UndoText } from '../../collections/journal'
import type { Plan } from '../../storage/collectionStore'
import type { CollectionName } from '../../storage/keys'
import { selectCurrentUser } from '../auth'
import { renameCategoryPlan, renameSeedPlan, type ListRefusal } from './categoryOps'
import { categoryRenamed } from './categoriesSlice'
import { categoryFailures, outcomeOf, type CategoryOutcome } from './outcome'
import { renameInBudgets, renameInRecords, renameInRules, type Rename } from './renameRecords'
import { selectCategoryLists } from './selectors'

/**
 * Renames a category everywhere it is named: the list, every transaction and split line,
 * recurring rule, budget and rule that uses it. The kit writes one collection per commit, so
 * the rename is a commit per collection in this one task, all in one group (JournalEntry's
 * `group`): Undo offers the group and takes it back whole. The list goes first, where a name
 * taken meanwhile (another tab) refuses the rename before any record changes; SPEC.md's list,
 * when the rename makes it the person's, before that and outside the group (renameSeedPlan).
 */
export function renameCategory(rename: Rename): AppThunk<CategoryOutcome> {
  return (dispatch, getState, { collectionFor }) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: categoryFailures.signedOut }
    const { type, from, to } = rename
    if (to.trim() === from) return { ok: true }
    const renamed = { ...rename, to: to.trim() }
    const now = new Date()
    const other = selectCategoryLists(getState())[type === 'income' ? 'expense' : 'income']
    const otherListHasIt = other.some((category) => category.name === from)
    const undo: UndoText = {
      message: `Renamed ${from} to ${renamed.to}`,
      undone: { fixed: 'Rename undone' },
    }
    const options = { undo, group: crypto.randomUUID() }
    const collection = (name: CollectionName) => collectionFor(name, owner.id)
    const inRecords =
      (name: CollectionName): Plan<never> =>
      (records) => {
        const { identity, isReadable } = collection(name)
        return renameInRecords(records, identity, isReadable, renamed, now)
      }
    const writes: [CollectionName, Plan<never>][] = [
      ['transactions', inRecords('transactions')],
      ['recurring', inRecords('recurring')],
      ['budgets', (records) => renameInBudgets(records, renamed, now)],
      [
        'rules',
        (records) =>
          renameInRules(records, collection('rules').identity, renamed, otherListHasIt, now),
      ],
    ]

    const seeded = commit<ListRefusal>(
      dispatch,
      collection('categories'),
      renameSeedPlan(from, renamed.to, type, now),
      categoryRenamed,
    )
    if (!seeded.ok) return outcomeOf(seeded)
    const listed = commit<ListRefusal>(
      dispatch,
      collection('categories'),
      renameCategoryPlan(from, renamed.to, type, now),
      categoryRenamed,
      options,
    )
    if (!listed.ok) return outcomeOf(listed)
    for (const [name, plan] of writes) {
      const written = commit(dispatch, collection(name), plan, categoryRenamed, options)
      if (!written.ok) return outcomeOf(written)
    }
    return { ok: true }
  }
}
