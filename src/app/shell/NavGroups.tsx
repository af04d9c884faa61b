import { useId } from 'react'
import { NavLink } from 'react-router-dom'
import { navGroups, navLinks } from './navLinks'
import styles from './NavBar.module.css'

interface NavGroupsProps {
  id: string
  /** Whether the Menu button has them shown (below the sidebar's width; the sidebar always
   * shows them). */
  open: boolean
  onChoose: (path: string) => void
}

/** The navigation's links in their groups; a titled group is a group named by its title for
 * screen readers too. Links, not a list: the screens' own lists (budgets, recent transactions)
 * are then the only lists and list items on the page, as UI_CONTRACT.md counts them. */
export function NavGroups({ id, open, onChoose }: NavGroupsProps) {
  const titleIds = useId()
  return (
    <div id={id} className={`${styles.groups} ${open ? styles.open : ''}`}>
      {navGroups.map(({ id: group, title }) => {
        const titleId = `${titleIds}${group}`
        return (
          <div
            key={group}
            className={styles.group}
            role={title ? 'group' : undefined}
            aria-labelledby={title ? titleId : undefined}
          >
            {title && (
              <span id={titleId} className={styles.groupTitle}>
                {title}
              </span>
            )}
            {navLinks
              .filter((link) => link.group === group)
              .map(({ path, label }) => (
                <NavLink
                  key={path}
                  to={path}
                  end
                  className={styles.link}
                  onClick={() => onChoose(path)}
                >
                  {label}
                </NavLink>
              ))}
          </div>
        )
      })}
    </div>
  )
}
