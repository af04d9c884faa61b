import { Field } from '../../components/Field'
import { buttonClass } from '../../components/buttonClass'
import { asksForAccount, type AccountChoices } from './accountChoices'
import { ChoiceSelect } from '../../components/ChoiceSelect'
import { DraftInput } from './DraftInput'
import { clearFilters, type HistoryQuery } from './historyQuery'
import type { SetHistoryQuery } from './useHistoryQuery'
import styles from './HistoryFilters.module.css'

interface HistoryFiltersProps {
  query: HistoryQuery
  /** The categories in the person's data, sorted. */
  categories: readonly string[]
  onChange: SetHistoryQuery
  accounts?: AccountChoices
}

type TextFilter = 'search' | 'start' | 'end'

/** Search, type, category and date range, with Clear All. */
export function HistoryFilters({ query, categories, onChange, accounts }: HistoryFiltersProps) {
  // Typing into a filter that already has a value refines it in place; starting a filter,
  // picking from a list and clearing are the steps the back button walks through.
  const typed = (field: TextFilter) => (value: string) =>
    onChange({ ...query, [field]: value }, { replace: query[field] !== '' })
  // A bookmarked category no longer in the data stays visible as the selected option.
  const options =
    query.category === '' || categories.includes(query.category)
      ? categories
      : [...categories, query.category]

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
      <Field label="Category">
        {(control) => (
          <select
            {...control}
            value={query.category}
            onChange={(event) => onChange({ ...query, category: event.target.value })}
          >
            <option value="">All Categories</option>
            {options.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </Field>
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
