/**
 * A golfer's profile's ⋯ menu (issue 35): report them, or block them. Blocking asks first and says
 * what it does; the blocked golfer is not told. After it the profile is no longer theirs to show
 * each other, so the golfer goes back to the map, with the way to undo it.
 */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Ban, Ellipsis, Flag } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { useBlock } from '../api/safety';
import { ReportDialog } from './report-dialog';

export function GolferSafetyMenu({ userId, name }: { userId: string; name: string }) {
  const [reporting, setReporting] = useState(false);
  const confirm = useConfirm();
  const block = useBlock();
  const navigate = useNavigate();

  const askToBlock = async () => {
    const yes = await confirm({
      title: `Block ${name}?`,
      message: `${name} will no longer be able to follow you, see your profile and lists, react to or save your lists, or invite you on a trip; neither of you will see the other in search, suggestions or the feed, and nothing they do will notify you. Follows between you end. They are not told. You can unblock them from Blocked golfers in your account menu.`,
      confirmText: 'Block', destructive: true,
    });
    if (!yes) return;
    block.mutate({ userId, block: true }, {
      onSuccess: () => { notify(`${name} is blocked.`); navigate('/'); },
      onError: (e) => notify(e.message, 'error'),
    });
  };

  return (
    <>
      {reporting && <ReportDialog subject={{ kind: 'user', id: userId }} name={name} onClose={() => setReporting(false)} />}
      <Menu.Root onSelect={({ value }) => { if (value === 'report') setReporting(true); if (value === 'block') void askToBlock(); }}>
        <Menu.Trigger asChild>
          <IconButton size="sm" variant="ghost" flexShrink={0} aria-label={`More about ${name}`} data-testid="golfer-safety-menu"><Ellipsis /></IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="12rem">
              <Menu.Item value="report" data-testid="report-golfer"><Flag size={16} aria-hidden />Report {name}</Menu.Item>
              <Menu.Item value="block" color="fg.error" data-testid="block-golfer"><Ban size={16} aria-hidden />Block {name}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}
