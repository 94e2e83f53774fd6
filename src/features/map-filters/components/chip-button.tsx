/**
 * A filter chip over the map: a pill button that opens its menu or popover (the trigger is passed
 * through `asChild` by the caller), and beside it, while the chip is on, a small button that clears
 * it. Readable over either basemap: the panel's colours with a shadow, brand colours when on.
 */
import { Button, Group, IconButton, type ButtonProps } from '@chakra-ui/react';
import { ChevronDown, X } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';

interface ChipTriggerProps extends ButtonProps {
  active: boolean;
  children: ReactNode;
}

/** The chip's trigger; Menu.Trigger and Popover.Trigger add aria-haspopup and aria-expanded. */
export const ChipTrigger = forwardRef<HTMLButtonElement, ChipTriggerProps>(function ChipTrigger({ active, children, ...rest }, ref) {
  return (
    <Button
      ref={ref}
      size="xs"
      variant={active ? 'subtle' : 'surface'}
      colorPalette={active ? 'brand' : 'gray'}
      bg={active ? 'brand.subtle' : 'bg.panel'}
      borderWidth="1px"
      borderColor={active ? 'brand.emphasized' : 'border'}
      boxShadow="sm"
      borderRadius="full"
      // On, the clear button continues the pill.
      borderEndRadius={active ? '0' : 'full'}
      fontWeight={active ? 'semibold' : 'medium'}
      maxW="16rem"
      {...rest}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{children}</span>
      <ChevronDown aria-hidden />
    </Button>
  );
});

/** The trigger and, while the chip is on, its clear button, joined as one pill. */
export function ChipPill({ active, clearLabel, onClear, children, testId }: {
  active: boolean;
  clearLabel: string;
  onClear: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Group attached flexShrink={0} data-testid={testId} data-active={active || undefined}>
      {children}
      {active && (
        <IconButton
          size="xs" variant="subtle" colorPalette="brand" bg="brand.subtle" borderWidth="1px" borderColor="brand.emphasized"
          borderStartWidth="0" borderRadius="full" borderStartRadius="0" boxShadow="sm" minW="7" ps="1" pe="1.5"
          aria-label={clearLabel} onClick={onClear} data-testid={`${testId}-clear`}
        >
          <X aria-hidden />
        </IconButton>
      )}
    </Group>
  );
}
