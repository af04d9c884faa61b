import { Field } from '../../components/Field'
import { useDraft } from './useDraft'

interface DraftInputProps {
  label: string
  type: 'search' | 'date'
  value: string
  onCommit: (value: string) => void
}

/** A labelled search or date input that shows each keystroke at once and hands it on. */
export function DraftInput({ label, type, value, onCommit }: DraftInputProps) {
  const [draft, setDraft] = useDraft(value)
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value)
            onCommit(event.target.value)
          }}
        />
      )}
    </Field>
  )
}
