import { PageHeader } from '../../components/PageHeader'
import { SyncSection } from './SyncSection'

/** /settings: what a person sets for their account on this device. */
export function SettingsPage() {
  return (
    <div>
      <PageHeader title="Settings" />
      <SyncSection />
    </div>
  )
}
