import { screen } from '@testing-library/react'
import { renderApp } from '../../test/renderWithProviders'

// UI_CONTRACT.md, Storage layout: "`currentUser`: JSON `{id, name}` of the signed-in user;
// absent when signed out."
describe('a currentUser value that names nobody', () => {
  it.each([
    ['text that is not JSON', '{"id":"1700000000000"'],
    ['a record without a name', '{"id":"1700000000000"}'],
    ['a value of another kind', '"Ada Lovelace"'],
  ])('(%s) signs nobody in and is removed', async (_kind, stored) => {
    localStorage.setItem('currentUser', stored)
    renderApp('/dashboard')
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(localStorage.getItem('currentUser')).toBeNull()
  })
})
