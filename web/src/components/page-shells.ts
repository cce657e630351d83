// The heading and loading line of the signed-in pages that have a shell (D-182): the layout
// shows them while the user is unknown and the build renders them into each page's HTML; the
// page prints the same, so the shell turns into the page without a jump. No imports: the
// route table (in the entry) reads this, and it must stay that small.

export const PAGE_SHELLS = {
  // The name follows once the user is known ("Welcome, Alex").
  dashboard: { title: 'Welcome', description: 'What is waiting, then how to reach us, when we inspect and where.', loadingText: 'Loading your dashboard…' },
  // The description differs for admins: a skeleton line holds its place.
  inspections: { title: 'My inspections', loadingText: 'Loading inspections…' },
  order: { title: 'Order an inspection', description: 'Your answers are saved as you go: you can leave and come back to this order.', loadingText: 'Loading your order…' },
  // reportMessages.loading (shared/reports.ts, which brings zod): a test keeps them equal.
  report: { title: 'Inspection Report', loadingText: 'Loading inspection report...' },
  profile: { title: 'Update info', description: 'What clients and our team see about you.', loadingText: 'Loading your details…' },
  invite: { title: 'Invite an agent', description: 'We email and text them a link to sign up, with these details filled in.', loadingText: 'Loading the form…' },
  manageAuth: {
    title: 'Manage sign-in methods',
    description: 'Your password and passkeys. Keep at least one, so you can always sign in.',
    loadingText: 'Loading your sign-in methods…',
  },
  // The admins' pages (D-212): an agent sees the shell for a moment, then the dashboard.
  adminAgents: { title: 'Manage agents', description: 'Approve new agents, and deactivate, reactivate or correct existing ones.', loadingText: 'Loading agents…' },
  settings: {
    title: 'Settings',
    description: 'Prices for new quotes, how many inspections a day you take, the days you are closed, and the disclaimer every report opens with.',
    loadingText: 'Loading settings…',
  },
  // The description is the largest text of the first paint, so its paint is the page's LCP (D-245).
  openHouseUpload: {
    title: 'Import open houses',
    description: "Paste or drop the weekend's MLS export, check the preview, then import. Imported listings appear in the open-house browser and the route planner.",
    loadingText: 'Loading the importer…',
  },
  openHouseBrowse: {
    title: 'Open houses',
    description: 'The imported MLS open houses of one date. The list holds them all; the map shows those with coordinates.',
    loadingText: 'Loading the open-house dates…',
  },
  routePlanner: {
    title: 'Route planner',
    description: 'The most open houses of one day, each visited inside its window, with the least driving.',
    loadingText: 'Loading the open-house dates…',
  },
  // What follows the heading depends on the route kept on the phone.
  routeFollower: { title: 'Follow route', loadingText: 'Loading the route…' },
  agentContacts: {
    title: 'Agent contacts',
    description: 'Open-house visits and events with agents, the follow-ups they need, and the orders that follow.',
    loadingText: 'Loading the contacts…',
  },
  ceAdmin: {
    title: 'Continuing education',
    description: 'Schedule CE sessions, show their attendance QR code, see who attended and file the rosters.',
    loadingText: 'Loading sessions…',
  },
} as const;
