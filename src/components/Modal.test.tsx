import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog } from './ConfirmDialog'

function TwoDialogs({ onCancelLower, onCancelUpper }: Record<string, () => void>) {
  return (
    <>
      <ConfirmDialog
        message="Lower"
        confirmLabel="Go"
        onConfirm={() => {}}
        onCancel={onCancelLower}
      />
      <ConfirmDialog
        message="Upper"
        confirmLabel="Go"
        onConfirm={() => {}}
        onCancel={onCancelUpper}
      />
    </>
  )
}

describe('Modal', () => {
  it('leaves Escape to the dialog opened last when two are open', async () => {
    const user = userEvent.setup()
    const onCancelLower = jest.fn()
    const onCancelUpper = jest.fn()
    render(<TwoDialogs onCancelLower={onCancelLower} onCancelUpper={onCancelUpper} />)
    await user.keyboard('{Escape}')
    expect(onCancelUpper).toHaveBeenCalledTimes(1)
    expect(onCancelLower).not.toHaveBeenCalled()
  })
})
