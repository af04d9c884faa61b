import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { focusScreenTitle } from '../../components/PageHeader'
import styles from '../../components/Notice.module.css'
import { createSuggestedRule } from './createSuggestedRule'
import { offerText } from './ruleOffer'
import { selectRuleOffer } from './ruleOfferSlice'

/**
 * The rule an imported transaction's new category suggests, with "Create rule", on whatever
 * screen the edit led to (it lives in the shell, as the Undo status does).
 */
export function RuleOfferStatus() {
  const dispatch = useAppDispatch()
  const offer = useAppSelector(selectRuleOffer)
  // Kept with the offer it belongs to, so a failure never reads as the next offer's.
  const [failed, setFailed] = useState<{ offer: number; message: string } | null>(null)
  const error = failed?.offer === offer.lastId ? failed.message : null

  if (offer.step === 'none') return null
  return (
    <div className={`${styles.notice} ${styles.info}`}>
      <p className={styles.text} role="status">
        {offer.step === 'offered' ? offerText(offer) : 'Rule created'}
        {error && ` ${error}`}
      </p>
      {offer.step === 'offered' && (
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => {
            const outcome = dispatch(createSuggestedRule(offer))
            setFailed(outcome.ok ? null : { offer: offer.lastId, message: outcome.message })
            // The button goes with the offer.
            if (outcome.ok) focusScreenTitle()
          }}
        >
          Create rule
        </button>
      )}
    </div>
  )
}
