/** Tooltip with the spec's 0 ms delay. */
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Tooltip({ content, children, placement = 'bottom' }: { content: ReactNode; children: ReactNode; placement?: 'top' | 'bottom' | 'left' | 'right' }) {
  return (
    <ChakraTooltip.Root openDelay={0} closeDelay={0} positioning={{ placement }}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
