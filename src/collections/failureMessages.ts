import type { StorageFailure } from '../storage/localStore'

/** What a person is told when the browser's storage lets a change down. */
export function failureMessage(failure: StorageFailure): string {
  switch (failure.kind) {
    case 'quota':
      return "Your browser's storage is full, so this change was not saved. Free space by exporting your transactions and then deleting old ones."
    case 'corrupt':
      return 'Your saved transactions could not be read, so this change was not saved to avoid overwriting them. Reload the page to recover them.'
    case 'unavailable':
      return 'This browser is not letting the app use its storage (private mode or blocked site data?), so this change was not saved.'
  }
}

/** What a person is told when their saved records could not be read as they opened. */
export const unreadableMessage =
  "Your saved records could not be read from this browser's storage, so they are not shown. Nothing was changed: reload the page to try again."

/** What a person is told when another tab's write at the same moment undid their change, and it
 * could not be made again. */
export const droppedMessage =
  'A change you made a moment ago was overwritten by another tab at the same time, and could not be made again. Check it, and make it again if you still want it.'

/** What a person is told when a removal could not be noted in the journal (tombstones.ts). */
export const tombstoneNotNoted =
  "A deletion could not be noted because this browser's storage is full, so the record may come back from another tab or your other devices. Free some space and delete it again."
