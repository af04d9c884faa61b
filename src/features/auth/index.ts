/** What the auth feature offers the others. */
export { selectCurrentUser, userLoggedOut } from './authSlice'
