/**
 * Yards or metres (issue 34), beside the theme: lengths on courses (the card, the page, the
 * scorecard, the yardage filter) and, with them, the planner's distances (miles or kilometres).
 * Kept in this browser, and in the account of a signed-in golfer (PUT /api/user/profile with the
 * rest of the profile as it is), so it follows them to another device.
 */
import { useEffect } from 'react';
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Ruler } from 'lucide-react';
import { notify } from '../../components/ui/toaster';
import { useUpdateProfile } from '../../features/users/api/update-profile';
import { useCurrentUser } from '../../lib/get-current-user';
import { storeLengthUnit, useLengthUnit } from '../../lib/length-unit';
import { scaleUnit } from '../../map/scale-unit';
import type { CurrentUser } from '../../shared/contracts/users.contract';
import { LENGTH_UNITS, type LengthUnit } from '../../shared/domain/units';

const LABELS: Record<LengthUnit, string> = { yard: 'Yards', meter: 'Metres' };
const DETAILS: Record<LengthUnit, string> = { yard: 'distances in miles', meter: 'distances in kilometres' };

export function UnitsMenu() {
  const { unit, system } = useLengthUnit();
  // The map's scale bar follows the choice (the map's first stage cannot read it itself).
  useEffect(() => scaleUnit.set(system), [system]);
  const { data: me } = useCurrentUser();
  const queryClient = useQueryClient();
  const updateProfile = useUpdateProfile();

  const choose = (next: LengthUnit) => {
    storeLengthUnit(next);
    // An account without a display name cannot be saved by PUT (the name is required): the
    // choice then stays in this browser, which is what the golfer sees anyway.
    if (!me || !me.displayName || me.preferences.lengthUnit === next) return;
    const previous = me.preferences.lengthUnit;
    const withUnit = (unitNow: LengthUnit | null) => queryClient.setQueriesData<CurrentUser>({ queryKey: ['user', 'me'] },
      (old) => (old && old._id === me._id ? { ...old, preferences: { ...old.preferences, lengthUnit: unitNow } } : old));
    withUnit(next);
    updateProfile.mutate(
      { displayName: me.displayName, fullName: me.fullName, preferences: { ...me.preferences, lengthUnit: next } },
      {
        onError: () => {
          withUnit(previous);
          notify('Your unit was kept in this browser only: saving it to your account failed.', 'warning');
        },
      },
    );
  };

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Lengths: ${LABELS[unit]}`} data-testid="units-menu">
          <Ruler />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Lengths</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup value={unit} onValueChange={(e) => choose(e.value as LengthUnit)}>
                {LENGTH_UNITS.map((u) => (
                  <Menu.RadioItem key={u} value={u} data-testid={`units-${u}`}>
                    {LABELS[u]}
                    <Menu.ItemCommand textTransform="none">{DETAILS[u]}</Menu.ItemCommand>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
