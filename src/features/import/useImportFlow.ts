import { useEffect, useRef, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { selectAccountChoices } from '../accounts'
import { selectCurrentUser } from '../auth'
import { rememberChoices, rememberedChoices } from './columnMemory'
import type { ImportPreview } from './importPreview'
import { importRows } from './importThunks'
import { previewFile } from './previewFile'
import type { ParsedFile, ParseOutcome } from './model'
import { parseInWorker, type RunningParse } from './parseInWorker'
import type { ParseOptions } from './parseImportFile'
import type { ParseRequest } from './parseRequest'

/** A parse under way: how far it got (null until its first report). */
export interface Reading {
  progress: number | null
}

/** What the person chooses in the dialog: a CSV's columns, or how the file writes its dates. */
export type Choice = Pick<ParseOptions, 'columns' | 'dateOrder'>

/** A file read again with another choice, which the dialog shows at once. */
export type Rereading = Reading & { choice: Choice }

/** The import as a named flow: a file is read, previewed, then imported whole or not at all. */
export type ImportFlow =
  | { step: 'idle' }
  | ({ step: 'reading'; fileName: string } & Reading)
  /** The preview is taken against the list as it was when the file was read: the same preview
   * confirmed in two tabs is one decision, and the write itself leaves out what is present by
   * then (see importThunks.ts). */
  | {
      step: 'previewing'
      source: File
      parsed: ParsedFile
      /** The account its rows go to (those that name none of their own). */
      account: string
      preview: ImportPreview
      rereading: Rereading | null
    }
  /** Everything in the file was already stored by the time of the write (another tab's import
   * of it, say), so nothing was added and there is nothing to undo. */
  | { step: 'nothingNew'; count: number }
  | { step: 'failed'; message: string }

export function useImportFlow() {
  const dispatch = useAppDispatch()
  const choices = useAppSelector(selectAccountChoices)
  // Only a signed-in person imports: the screens hosting the flow are theirs.
  const ownerId = useAppSelector(selectCurrentUser)?.id ?? ''
  const [flow, setFlow] = useState<ImportFlow>({ step: 'idle' })
  const running = useRef<RunningParse | null>(null)
  const preview = flow.step === 'previewing' ? flow.preview : null

  useEffect(() => () => running.current?.cancel(), [])

  /** The file previewed with its rows in `chosen`, or, before the person chooses, where
   * previewFile places them. */
  const previewing = (
    source: File,
    parsed: ParsedFile,
    chosen: string | null = null,
  ): Extract<ImportFlow, { step: 'previewing' }> => {
    const preview = dispatch(previewFile(parsed, chosen))
    return {
      step: 'previewing',
      source,
      parsed,
      account: preview.account,
      preview,
      rereading: null,
    }
  }

  /** Starts a parse, dropping any still running: only the latest one's outcome counts. */
  function run(
    request: ParseRequest,
    onProgress: (progress: number) => void,
    onOutcome: (outcome: ParseOutcome) => void,
  ) {
    running.current?.cancel()
    const parse = parseInWorker(request, onProgress)
    running.current = parse
    void parse.outcome.then((outcome) => {
      if (running.current !== parse) return
      running.current = null
      onOutcome(outcome)
    })
  }

  function open(file: File) {
    setFlow({ step: 'reading', fileName: file.name, progress: null })
    run(
      { file, options: { remembered: rememberedChoices(ownerId) } },
      (progress) => setFlow((now) => (now.step === 'reading' ? { ...now, progress } : now)),
      (outcome) =>
        setFlow(
          outcome.ok
            ? previewing(file, outcome.file)
            : { step: 'failed', message: outcome.message },
        ),
    )
  }

  /** Another account for the rows: the preview is taken again at once, nothing read again. */
  function chooseAccount(account: string) {
    if (flow.step !== 'previewing') return
    setFlow({ ...previewing(flow.source, flow.parsed, account), rereading: flow.rereading })
  }

  function choose(choice: Choice) {
    if (flow.step !== 'previewing') return
    const { source, account } = flow
    setFlow({ ...flow, rereading: { choice, progress: null } })
    run(
      { file: source, options: choice },
      (progress) =>
        setFlow((now) =>
          now.step === 'previewing' && now.rereading
            ? { ...now, rereading: { ...now.rereading, progress } }
            : now,
        ),
      (outcome) =>
        setFlow(
          outcome.ok
            ? previewing(source, outcome.file, account)
            : { step: 'failed', message: outcome.message },
        ),
    )
  }

  function confirm() {
    if (flow.step !== 'previewing' || flow.rereading || flow.parsed.unread !== undefined) return
    const outcome = dispatch(importRows(flow.preview.fresh, flow.parsed))
    if (outcome.ok) rememberChoices(ownerId, flow.parsed)
    // What was imported is said, with Undo, by the shell's undo status.
    if (!outcome.ok) setFlow({ step: 'failed', message: outcome.message })
    else
      setFlow(outcome.added > 0 ? { step: 'idle' } : { step: 'nothingNew', count: outcome.skipped })
  }

  function cancel() {
    running.current?.cancel()
    running.current = null
    setFlow({ step: 'idle' })
  }

  return { flow, preview, choices, open, choose, chooseAccount, confirm, cancel }
}
