import { screen, within } from '@testing-library/react'

/** Each row of the table in the region named `name`, as the texts of its cells, header row first. */
export const regionTableRows = (name: string) =>
  within(within(screen.getByRole('region', { name })).getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
