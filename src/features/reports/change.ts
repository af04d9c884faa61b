import type { Cents } from '../../lib/money'

/**
 * A category's change against the previous period, in whole percent: "+12%", "-5%", "0%",
 * "-100%" when nothing was spent this time, "New" when nothing was spent before. Cents times 100
 * first, so the ratio is taken of exact integers; halves round away from zero, so a rise and a
 * fall of the same size read the same, and a fall that leaves anything spent reads at most
 * "-99%".
 */
export function changeText(currentCents: Cents, previousCents: Cents): string {
  if (previousCents === 0) return currentCents === 0 ? '0%' : 'New'
  if (currentCents === 0) return '-100%'
  const ratio = ((currentCents - previousCents) * 100) / previousCents
  const percent = Math.max(Math.sign(ratio) * Math.round(Math.abs(ratio)), -99)
  if (percent > 0) return `+${percent}%`
  return percent < 0 ? `${percent}%` : '0%'
}

/** A part of a whole in whole percent ("45%"); 0% of nothing. */
export function shareText(partCents: Cents, wholeCents: Cents): string {
  return `${wholeCents === 0 ? 0 : Math.round((partCents * 100) / wholeCents)}%`
}
