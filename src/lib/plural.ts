/** English plural categories, by the platform's rules rather than `count === 1` guesses. */
const english = new Intl.PluralRules('en')

/** The text for `count` things: `one` for a single one, `other` for any other count. */
export function pluralForm(count: number, one: string, other: string): string {
  return english.select(count) === 'one' ? one : other
}

/** A count and its noun: "1 transaction", "2 transactions", "0 rows"; `other` defaults to the
 * regular plural. */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${pluralForm(count, one, other)}`
}
