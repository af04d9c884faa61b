import { useMemo } from 'react'
import { Field } from '../../components/Field'
import { buttonClass } from '../../components/buttonClass'
import { asksForAccount, type AccountChoices } from './accountChoices'
import { ChoiceSelect, type Choice } from '../../components/ChoiceSelect'
import { DraftInput } from './DraftInput'
import { clearFilters, type HistoryQuery } from './historyQuery'
import type { SetHistoryQuery } from './useHistoryQuery'
import styles from './HistoryFilters.module.css'

interface HistoryFiltersProps {
  query: HistoryQuery
  /** The categories in the person's data, sorted. */
  categories: readonly string[]
  /** The tags on their records, sorted: none, and no Tag filter, until they tag one. */
  tags: readonly string[]
  onChange: SetHistoryQuery
  accounts?: AccountChoices
}

type TextFilter = 'search' | 'start' | 'end'

/** Values in the data as choices, each named as it is. */
const asChoices = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ id: value, name: value }))

/** Search, type, category, tag, account and date range, with Clear All. */
export function HistoryFilters(props: HistoryFiltersProps) {
  const { query, categories, tags, onChange, accounts } = props
  // The lists come from memoised selectors: their choices are made once per list, not per keystroke.
  const categoryChoices = useMemo(() => asChoices(categories), [categories])
  const tagChoices = useMemo(() => asChoices(tags), [tags])
  // Typing into a filter that already has a value refines it in place; starting a filter,
  // picking from a list and clearing are the steps the back button walks through.
  const typed = (field: TextFilter) => (value: string) =>
    onChange({ ...query, [field]: value }, { replace: query[field] !== '' })

  return (
    <form
      role="search"
      aria-label="Filters"
      className={styles.panel}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.search}>
        <DraftInput label="Search" type="search" value={query.search} onCommit={typed('search')} />
      </div>
      <Field label="Type">
        {(control) => (
          <select
            {...control}
            value={query.type}
            onChange={(event) =>
              onChange({ ...query, type: event.target.value as HistoryQuery['type'] })
            }
          >
            <option value="all">All Types</option>
            <option value="income">Income</option>
            <option value="expense">Expense</option>
          </select>
        )}
      </Field>
      <ChoiceSelect
        label="Category"
        allLabel="All Categories"
        choices={categoryChoices}
        value={query.category}
        onChange={(category) => onChange({ ...query, category })}
      />
      {(tags.length > 0 || query.tag !== '') && (
        <ChoiceSelect
          label="Tag"
          allLabel="All Tags"
          choices={tagChoices}
          value={query.tag}
          onChange={(tag) => onChange({ ...query, tag })}
        />
      )}
      {asksForAccount(accounts) && (
        <ChoiceSelect
          label="Account"
          allLabel="All Accounts"
          choices={accounts.open}
          nameOf={accounts.nameOf}
          value={query.account}
          onChange={(account) => onChange({ ...query, account })}
        />
      )}
      <DraftInput label="Start Date" type="date" value={query.start} onCommit={typed('start')} />
      <DraftInput label="End Date" type="date" value={query.end} onCommit={typed('end')} />
      <button
        type="button"
        className={`${buttonClass('secondary')} ${styles.clear}`}
        onClick={() => onChange(clearFilters(query))}
      >
        Clear All
      </button>
    </form>
  )
}
