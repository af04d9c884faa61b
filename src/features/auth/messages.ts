export const MIN_PASSWORD_LENGTH = 6

/** The texts of SPEC.md section 8 for accounts, plus the storage cases SPEC.md leaves open. */
export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  emailTaken: 'Email already registered',
  nameRequired: 'Please enter your full name',
  storageUnreadable:
    'Saved accounts in this browser could not be read, so nothing was changed. Please reload the page.',
  storageFull:
    "Your browser's storage is full, so the account could not be saved. Free some space and try again.",
} as const
