import { MIN_PASSWORD_LENGTH, authMessages } from './messages'

export interface RegistrationForm {
  name: string
  email: string
  password: string
  confirmPassword: string
}

/** SPEC.md section 5, in its order: match, then length, then a free email. */
export function validateRegistration(
  form: RegistrationForm,
  isEmailTaken: (email: string) => boolean,
): string | null {
  if (form.name.trim() === '') return authMessages.nameRequired
  if (form.password !== form.confirmPassword) return authMessages.passwordsDiffer
  // Characters as a person counts them: `length` counts an emoji as two.
  if ([...form.password].length < MIN_PASSWORD_LENGTH) return authMessages.passwordTooShort
  if (isEmailTaken(form.email)) return authMessages.emailTaken
  return null
}
