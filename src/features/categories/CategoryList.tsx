import { useId } from 'react'
import { useAppDispatch } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { setCategoryHidden } from './categoryThunks'
import type { CategoryOutcome } from './outcome'
import type { Category } from './model'
import styles from './Categories.module.css'

interface CategoryListProps {
  title: string
  categories: readonly Category[]
  onRename: (category: Category) => void
  onOutcome: (outcome: CategoryOutcome) => void
}

/** One type's list: each category with Rename, and Hide or Show. */
export function CategoryList({ title, categories, onRename, onOutcome }: CategoryListProps) {
  const dispatch = useAppDispatch()
  const headingId = useId()
  return (
    <section className={styles.listSection}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list} aria-labelledby={headingId}>
        {categories.map((category) => (
          <li key={category.name} className={styles.item}>
            <span className={styles.name}>{category.name}</span>
            {category.hidden && <span className={styles.hidden}>Hidden</span>}
            <span className={styles.actions}>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => onRename(category)}
              >
                {`Rename ${category.name}`}
              </button>
              {/* One button whose action turns: focus stays on it. */}
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() =>
                  onOutcome(
                    dispatch(setCategoryHidden(category.name, category.type, !category.hidden)),
                  )
                }
              >
                {`${category.hidden ? 'Show' : 'Hide'} ${category.name}`}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
