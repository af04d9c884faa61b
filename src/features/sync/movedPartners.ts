import type { Partner } from '../../storage/recordOps'
import type { Decided } from './placement'
import { originOf, type Naming } from './recordVersions'

/** A kept record of a pair, where it lives and every id it was known under. */
interface Half {
  entry: Decided
  home: string
  pair: Partner
  names: ReadonlySet<string>
}

function namesOf({ group, outcome }: Decided, home: string, naming: Naming): Set<string> {
  const names = new Set([home, ...group.locals.map((copy) => copy.identity)])
  for (const copy of group.copies) if (!copy.version.deleted) names.add(copy.key)
  const origin = outcome?.kind === 'keep' ? originOf(naming, outcome.record) : null
  if (origin !== null) names.add(origin)
  return names
}

/**
 * The id each kept half of a pair must name once placement has moved its partner to a new id
 * (two devices gave the partner and another record one id): the pair names each other again,
 * on every device, as placement is the same on every device that knows the same versions.
 * Only halves whose partner was known under more than one id are listed; almost always none.
 */
export function movedPartners(
  decided: readonly Decided[],
  homeOf: (entry: Decided) => string | undefined,
  naming: Naming,
): ReadonlyMap<Decided, string> {
  const partners = new Map<Decided, string>()
  if (!naming.partner || !naming.withPartner) return partners
  const halves: Half[] = []
  const byName = new Map<string, Half[]>()
  let moved = false
  for (const entry of decided) {
    if (entry.outcome?.kind !== 'keep') continue
    const pair = naming.partner(entry.outcome.record)
    const home = homeOf(entry)
    if (pair === null || home === undefined) continue
    const half = { entry, home, pair, names: namesOf(entry, home, naming) }
    halves.push(half)
    moved ||= half.names.size > 1
    for (const name of half.names) byName.set(name, [...(byName.get(name) ?? []), half])
  }
  if (!moved) return partners
  for (const half of halves) {
    const other = byName
      .get(half.pair.identity)
      ?.find((one) => one !== half && one.names.size > 1 && half.names.has(one.pair.identity))
    if (other) partners.set(half.entry, other.home)
  }
  return partners
}
