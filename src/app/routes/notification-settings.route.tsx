import { OverlayPanel } from '../../components/ui/overlay-panel';
import { NotificationSettingsScreen } from '../../features/notifications/components/notification-settings-screen';

/** Notification settings: each kind's channels (issue 35). */
export function Component() {
  return (
    <OverlayPanel title="Notifications" testId="screen-notification-settings" width="520px">
      <NotificationSettingsScreen />
    </OverlayPanel>
  );
}
