// Mantine's notification container and its style sheet, in a chunk of their own: with its
// transitions, swipe handling and scroll lock it was a tenth of the app's entry chunk, which
// every page evaluates before its first interaction, and a page shows no notification before
// someone acts on it (D-243).
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
