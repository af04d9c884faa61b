/**
 * `d3-scale-chromatic` as nivo imports it, for charts that give their own colours. The build
 * resolves nivo's imports of it here (webpack.config.js and jest.config.ts alias it).
 *
 * Why: nivo's colour packages import every d3 colour scheme and interpolator, so that a chart
 * may name one (`colors={{ scheme: 'set2' }}`), and d3 builds every scheme's colour ramps as it
 * loads. That was 18 KB of the charts' chunk and part of its evaluation on the way to the
 * dashboard's charts (issue 15). These charts give explicit colours (chartData.ts) and never
 * name a scheme. One that did would fail loudly here, rather than draw in colours that are
 * not there.
 *
 * Every name nivo 0.99's core and colors packages import is exported. A scheme is a list of
 * colours that nivo can hold and index as it loads (it keeps each scheme's longest ramp), and
 * an interpolator a function; any colour used, or interpolator called, throws.
 */
function unbundled(name: string): never {
  const fail = () => {
    throw new Error(
      `The d3 colour scheme ${name} is not in the build (see unbundledSchemes.ts): give the chart explicit colours`,
    )
  }
  return new Proxy(fail, { get: fail, apply: fail }) as never
}

/** d3's schemes hold up to 12 colours, or ramps of 3 to 11 (indexed by their length). */
const LONGEST_SCHEME = 12

const schemes: Record<string, never> = new Proxy(
  {},
  {
    get: (_, key) => {
      const name = String(key)
      return name.startsWith('scheme')
        ? Array.from({ length: LONGEST_SCHEME + 1 }, () => unbundled(name))
        : unbundled(name)
    },
  },
)

export const {
  interpolateBlues,
  interpolateBrBG,
  interpolateBuGn,
  interpolateBuPu,
  interpolateCividis,
  interpolateCool,
  interpolateCubehelixDefault,
  interpolateGnBu,
  interpolateGreens,
  interpolateGreys,
  interpolateInferno,
  interpolateMagma,
  interpolateOrRd,
  interpolateOranges,
  interpolatePRGn,
  interpolatePiYG,
  interpolatePlasma,
  interpolatePuBu,
  interpolatePuBuGn,
  interpolatePuOr,
  interpolatePuRd,
  interpolatePurples,
  interpolateRainbow,
  interpolateRdBu,
  interpolateRdGy,
  interpolateRdPu,
  interpolateRdYlBu,
  interpolateRdYlGn,
  interpolateReds,
  interpolateSinebow,
  interpolateSpectral,
  interpolateTurbo,
  interpolateViridis,
  interpolateWarm,
  interpolateYlGn,
  interpolateYlGnBu,
  interpolateYlOrBr,
  interpolateYlOrRd,
  schemeAccent,
  schemeBlues,
  schemeBrBG,
  schemeBuGn,
  schemeBuPu,
  schemeCategory10,
  schemeDark2,
  schemeGnBu,
  schemeGreens,
  schemeGreys,
  schemeOrRd,
  schemeOranges,
  schemePRGn,
  schemePaired,
  schemePastel1,
  schemePastel2,
  schemePiYG,
  schemePuBu,
  schemePuBuGn,
  schemePuOr,
  schemePuRd,
  schemePurples,
  schemeRdBu,
  schemeRdGy,
  schemeRdPu,
  schemeRdYlBu,
  schemeRdYlGn,
  schemeReds,
  schemeSet1,
  schemeSet2,
  schemeSet3,
  schemeSpectral,
  schemeTableau10,
  schemeYlGn,
  schemeYlGnBu,
  schemeYlOrBr,
  schemeYlOrRd,
} = schemes
