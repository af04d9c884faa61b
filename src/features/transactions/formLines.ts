import type { LineValues, TransactionFormValues } from './formValues'

type Values = TransactionFormValues

const blankLine: LineValues = { category: '', amount: '' }

/**
 * "Split" turns the Category into lines, the first keeping the category chosen; pressed again,
 * back to one Category, the first line's.
 */
export function toggleSplit(values: Values): Values {
  if (values.lines) return { ...values, category: values.lines[0].category, lines: null }
  return { ...values, lines: [{ category: values.category, amount: '' }, blankLine] }
}

export function withLineValue(
  values: Values,
  index: number,
  field: keyof LineValues,
  value: string,
): Values {
  const lines = values.lines?.map((line, i) => (i === index ? { ...line, [field]: value } : line))
  return lines ? { ...values, lines } : values
}

export function withNewLine(values: Values): Values {
  return values.lines ? { ...values, lines: [...values.lines, blankLine] } : values
}

/** A split has two lines at least: removing one of two leaves the other's category alone. */
export function withoutLine(values: Values, index: number): Values {
  if (!values.lines) return values
  const lines = values.lines.filter((_, i) => i !== index)
  return lines.length >= 2
    ? { ...values, lines }
    : { ...values, category: lines[0].category, lines: null }
}
