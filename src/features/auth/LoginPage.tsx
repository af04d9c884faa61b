import { useState } from 'react'
import { paths } from '../../config/paths'
import { EmailField } from '../../components/EmailField'
import { PasswordField } from '../../components/PasswordField'
import { AuthCard } from './AuthCard'
import { AuthSwitchLink } from './AuthSwitchLink'
import { signIn } from './authThunks'
import { useAuthSubmit } from './useAuthSubmit'

export function LoginPage() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { busy, error, submit } = useAuthSubmit()

  return (
    <AuthCard
      title="Sign In"
      intro="Welcome back! Please sign in to your account."
      error={error}
      submitLabel="Sign In"
      busyLabel="Signing in…"
      busy={busy}
      onSubmit={() => void submit(signIn(email, password))}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <AuthSwitchLink to={paths.register}>Sign up here</AuthSwitchLink>
        </>
      }
    >
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label="Password"
        toggleSubject="password"
        name="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
    </AuthCard>
  )
}
