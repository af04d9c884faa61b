import { useEffect, useRef, useState } from 'react'
import { reachedInApp, screenHasShown } from '../lib/screenArrival'

export const APP_NAME = 'Finance Tracker'

interface ScreenTitleProps {
  title: string
  /** The browser tab's title when it is not "{title} - Finance Tracker". */
  pageTitle?: string
  className?: string
}

/**
 * A screen's h1, which also names the browser tab. A screen reached by a link, a redirect or
 * Back puts focus on its title, so a screen reader announces where the person now is and Tab
 * starts from the top of the new screen, rather than from a link that has gone (the narrow
 * menu's) or from <body>. The screen a page load opens leaves focus where the browser put it.
 */
export function ScreenTitle({ title, pageTitle, className }: ScreenTitleProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Read in the initializer and written in the effect, so StrictMode's double calls agree.
  const [arrived] = useState(reachedInApp)
  useEffect(() => {
    screenHasShown()
    // Without scrolling: a screen that puts the page back where it was (the history, back from
    // a row's form) keeps that place.
    if (arrived) heading.current?.focus({ preventScroll: true })
  }, [arrived])
  const tabTitle = pageTitle ?? `${title} - ${APP_NAME}`
  useEffect(() => {
    document.title = tabTitle
  }, [tabTitle])
  return (
    // Focusable from code only.
    <h1 ref={heading} className={className} tabIndex={-1}>
      {title}
    </h1>
  )
}
