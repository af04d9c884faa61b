import type { FieldControlProps } from '../../components/Field'
import type { TransactionType } from './model'
import { categoryOptions } from './formValues'

interface CategorySelectProps extends FieldControlProps {
  type: TransactionType
  value: string
  onChange: (category: string) => void
  disabled?: boolean
}

/** The type's categories; a kept category from the other type stays listed and selected. */
export function CategorySelect({ type, value, onChange, ...control }: CategorySelectProps) {
  return (
    <select
      {...control}
      name="category"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Select a category</option>
      {categoryOptions(type, value).map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </select>
  )
}
