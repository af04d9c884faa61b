// Whether a screen has been shown since the page loaded: only later ones were reached in the app.
let screenShown = false

/** Whether the screen showing now was reached in the app (a link, a redirect, Back), rather
 * than opened by the page's load or reload. Read while the screen first renders. */
export function reachedInApp(): boolean {
  return screenShown
}

/** Called once a screen has shown: every later screen is reached in the app. */
export function screenHasShown(): void {
  screenShown = true
}
