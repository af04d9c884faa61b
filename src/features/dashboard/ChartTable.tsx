interface ChartTableProps {
  caption?: string
  columns: readonly string[]
  /** One row per chart entry; the first cell names it. */
  rows: readonly { key: string; cells: readonly string[] }[]
  /** Shown on the page (a report's table) with these classes; visually hidden without. */
  shownAs?: { wrapper: string; table: string }
}

/** A chart's numbers as a table, by default visually hidden: what screen readers read instead
 * of the SVG. The wrapper does the hiding, since a table will not shrink to 1 px and would widen
 * the page. */
export function ChartTable({ caption, columns, rows, shownAs }: ChartTableProps) {
  return (
    <div className={shownAs?.wrapper ?? 'visually-hidden'}>
      <table className={shownAs?.table}>
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [name, ...values] }) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              {values.map((value, index) => (
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
