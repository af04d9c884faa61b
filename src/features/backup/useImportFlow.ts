import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectAllTransactions } from '../transactions/transactionsSlice'
import { importTransactions } from '../transactions/transactionThunks'
import { planImport, type ImportPlan } from './importPlan'
import { readImportFile } from './readImportFile'

/** The import as a named flow: a file is read, previewed, then imported whole or not at all. */
export type ImportFlow =
  | { step: 'idle' }
  | { step: 'previewing'; fileName: string; plan: ImportPlan }
  | { step: 'importing'; fileName: string; plan: ImportPlan }
  | { step: 'done'; imported: number; skipped: number }
  | { step: 'failed'; message: string }

export function useImportFlow() {
  const dispatch = useAppDispatch()
  const existing = useAppSelector(selectAllTransactions)
  const [flow, setFlow] = useState<ImportFlow>({ step: 'idle' })

  async function open(file: File) {
    const read = readImportFile(file.name, await file.text())
    if (!read.ok) return setFlow({ step: 'failed', message: read.message })
    setFlow({
      step: 'previewing',
      fileName: file.name,
      plan: planImport(read.candidates, existing),
    })
  }

  async function confirm() {
    if (flow.step !== 'previewing') return
    setFlow({ ...flow, step: 'importing' })
    const outcome = await dispatch(importTransactions(flow.plan.items))
    setFlow(
      outcome.ok
        ? { step: 'done', imported: flow.plan.items.length, skipped: flow.plan.skipped }
        : { step: 'failed', message: outcome.message },
    )
  }

  return { flow, open, confirm, cancel: () => setFlow({ step: 'idle' }) }
}
