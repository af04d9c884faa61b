import { useState } from 'react'
import { paths } from '../../config/paths'
import { EmailField } from '../../components/EmailField'
import { Field } from '../../components/Field'
import { PasswordField } from '../../components/PasswordField'
import { AuthCard } from './AuthCard'
import { AuthSwitchLink } from './AuthSwitchLink'
import { register } from './registerThunk'
import { useAuthSubmit } from './useAuthSubmit'
import type { RegistrationForm } from './validateRegistration'

const emptyForm: RegistrationForm = { name: '', email: '', password: '', confirmPassword: '' }

export function RegisterPage() {
  const [form, setForm] = useState(emptyForm)
  const { busy, error, submit } = useAuthSubmit()
  const set = (field: keyof RegistrationForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }))

  return (
    <AuthCard
      title="Create Account"
      intro="Create your account to start tracking your finances."
      error={error}
      submitLabel="Create Account"
      busyLabel="Creating account…"
      busy={busy}
      onSubmit={() => void submit(register(form))}
      footer={
        <>
          Already have an account? <AuthSwitchLink to={paths.login}>Sign in here</AuthSwitchLink>
        </>
      }
    >
      <Field label="Full Name">
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            required
            value={form.name}
            onChange={(event) => set('name')(event.target.value)}
          />
        )}
      </Field>
      <EmailField value={form.email} onChange={set('email')} />
      <PasswordField
        label="Password"
        toggleSubject="password"
        name="password"
        value={form.password}
        onChange={set('password')}
        autoComplete="new-password"
      />
      <PasswordField
        label="Confirm Password"
        toggleSubject="confirm password"
        name="confirmPassword"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        autoComplete="new-password"
      />
    </AuthCard>
  )
}
