import { markPage, wantedTheme } from './pageTheme'

/* The build's own entry for a tiny classic script first in the page's <head> (webpack.config.js),
 * run before the stylesheet and so before the first paint: without it, a saved theme other than
 * the system's would show in the system's colours until the app's deferred scripts ran. The app
 * (startTheme) sets the same attribute again and then follows changes. */
markPage(wantedTheme())
