/** Scaffolding until the dashboard issue builds the screen. */
export default function DashboardPage() {
  return <h1>Dashboard</h1>
}
