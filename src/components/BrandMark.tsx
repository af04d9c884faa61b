/** The logo: a green coin-and-growth mark at the size SPEC.md gives it (40 px), drawn inline so
 * it needs no request. */
export function BrandMark() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#10b981" />
      <path
        d="M11 26l6-6 4 4 8-9"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M25 15h4v4" fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
