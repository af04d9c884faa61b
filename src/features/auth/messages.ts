export const MIN_PASSWORD_LENGTH = 6

/** The texts of SPEC.md section 8 for accounts, plus the cases SPEC.md leaves open. */
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
  secureConnectionRequired:
    "This app needs a secure (HTTPS) connection. Passwords are protected with your browser's Web Crypto, which browsers only offer on secure connections, so signing in and creating an account cannot work over plain HTTP. Open the app at its https:// address.",
  registrationRaced:
    'Another tab registered an account at the same moment, and this browser could not keep yours. Please register again.',
  attemptFailed: 'Something went wrong, so you are not signed in. Please try again.',
} as const
