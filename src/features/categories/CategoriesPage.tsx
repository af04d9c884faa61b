import { useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { ErrorAlert } from '../../components/ErrorAlert'
import { PageHeader, focusScreenTitle } from '../../components/PageHeader'
import { CategoryForm } from './CategoryForm'
import { CategoryList } from './CategoryList'
import type { Category } from './model'
import type { CategoryOutcome } from './outcome'
import { RenameDialog } from '../../components/RenameDialog'
import { checkCategoryName } from './categoryName'
import { renameCategory } from './renameCategory'
import { RulesRegion } from './RulesRegion'
import { selectCategoryLists } from './selectors'
import styles from './Categories.module.css'

/** browsing → renaming (the dialog) → renamed (the renamed item's button is gone: focus goes
 * to the title) or back to browsing (Cancel). */
type Flow = { step: 'browsing' } | { step: 'renaming'; category: Category } | { step: 'renamed' }

/** /categories: the person's two lists, the form that adds to them, and the import rules. */
export function CategoriesPage() {
  const dispatch = useAppDispatch()
  const lists = useAppSelector(selectCategoryLists)
  const [flow, setFlow] = useState<Flow>({ step: 'browsing' })
  const [failure, setFailure] = useState<string | null>(null)
  const report = (outcome: CategoryOutcome) => setFailure(outcome.ok ? null : outcome.message)
  useEffect(() => {
    if (flow.step === 'renamed') focusScreenTitle()
  }, [flow.step])

  // The new name is checked as a new category's is.
  function rename(category: Category, text: string): string | null {
    const names = lists[category.type].map((other) => other.name)
    const checked = checkCategoryName(text, names, category.name)
    if (!checked.ok) return checked.message
    const to = checked.name
    const outcome = dispatch(renameCategory({ type: category.type, from: category.name, to }))
    if (!outcome.ok) return outcome.message
    setFlow({ step: 'renamed' })
    return null
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Categories" />
      <CategoryForm />
      {failure && <ErrorAlert message={failure} />}
      <div className={styles.lists}>
        {(['expense', 'income'] as const).map((type) => (
          <CategoryList
            key={type}
            title={type === 'expense' ? 'Expense categories' : 'Income categories'}
            categories={lists[type]}
            onRename={(category) => setFlow({ step: 'renaming', category })}
            onOutcome={report}
          />
        ))}
      </div>
      <RulesRegion />
      {flow.step === 'renaming' && (
        <RenameDialog
          name={flow.category.name}
          onSave={(to) => rename(flow.category, to)}
          onCancel={() => setFlow({ step: 'browsing' })}
        />
      )}
    </div>
  )
}
