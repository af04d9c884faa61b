import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { userLoggedOut } from '../auth'

/** What an imported transaction's new category suggests: a rule giving `category` to rows whose
 * description contains `text`. */
export interface RuleSuggestion {
  category: string
  text: string
}

/** offered (status with "Create rule") → created (status saying so) or gone (expired,
 * replaced by a newer suggestion, signed out). */
export type RuleOfferState =
  | { step: 'none'; lastId: number }
  | ({ step: 'offered'; lastId: number } & RuleSuggestion)
  | { step: 'created'; lastId: number }

const initialState = { step: 'none', lastId: 0 } as RuleOfferState

const ruleOfferSlice = createSlice({
  name: 'ruleOffer',
  initialState,
  reducers: {
    ruleSuggested: (state, action: PayloadAction<RuleSuggestion>): RuleOfferState => ({
      step: 'offered',
      lastId: state.lastId + 1,
      ...action.payload,
    }),
    suggestedRuleCreated: (state): RuleOfferState =>
      state.step === 'offered' ? { step: 'created', lastId: state.lastId } : state,
    /** The offer (or its confirmation) timed out; a newer one is left alone. */
    ruleOfferExpired: (state, action: PayloadAction<number>): RuleOfferState =>
      state.lastId === action.payload ? { step: 'none', lastId: state.lastId } : state,
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, (state) => ({ step: 'none' as const, lastId: state.lastId }))
  },
  selectors: {
    selectRuleOffer: (state) => state,
  },
})

export const { ruleSuggested, suggestedRuleCreated, ruleOfferExpired } = ruleOfferSlice.actions
export const { selectRuleOffer } = ruleOfferSlice.selectors
export default ruleOfferSlice
