import { useAppSelector } from '../../store/hooks'
import type { FieldControlProps } from '../../components/Field'
import { selectCategoryChoices } from '../categories'
import type { TransactionType } from './model'
import { categoryOptions } from './formValues'

interface CategorySelectProps extends FieldControlProps {
  type: TransactionType
  value: string
  onChange: (category: string) => void
  disabled?: boolean
  name?: string
}

/** The type's visible categories; a kept category (of the other type, or hidden since) stays
 * listed and selected. */
export function CategorySelect({
  type,
  value,
  onChange,
  name = 'category',
  ...control
}: CategorySelectProps) {
  const choices = useAppSelector((state) => selectCategoryChoices(state, type))
  return (
    <select
      {...control}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Select a category</option>
      {categoryOptions(choices, value).map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </select>
  )
}
