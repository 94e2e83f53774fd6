/** "Push on this device": asks the browser's permission and subscribes, or turns it off; says why when it cannot. */
import { Switch, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { disablePush, enablePush, pushState, type PushState } from '../api/push-device';

const NOTES: Partial<Record<PushState, string>> = {
  unsupported: 'This browser cannot show push notifications.',
  denied: 'This browser blocks notifications from TPL: allow them in its site settings to turn push on.',
};

export function PushDeviceSwitch() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => { void pushState().then(setState); }, []);
  if (state === null) return null;

  const change = async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await (on ? enablePush() : disablePush());
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setState(await pushState());
      setBusy(false);
    }
  };

  return (
    <>
      <Switch.Root mt="4" checked={state === 'on'} disabled={busy || state === 'unsupported' || state === 'denied'} colorPalette="brand"
        data-testid="push-device" onCheckedChange={(d) => void change(d.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Push notifications on this device</Switch.Label>
      </Switch.Root>
      {(error ?? NOTES[state]) && <Text textStyle="sm" color={error ? 'fg.error' : 'fg.muted'} mt="1" role={error ? 'alert' : undefined} data-testid="push-device-note">{error ?? NOTES[state]}</Text>}
    </>
  );
}
