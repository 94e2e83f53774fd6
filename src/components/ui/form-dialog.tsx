/**
 * The frame of the app's small centred dialogs (date played, add to wishlist / watchlist): title,
 * a muted line under it, a body, a footer and the close button; focus goes back to the opener
 * when it is still on the page.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FormDialog({ open, onClose, onExitComplete, returnFocus, initialFocus, title, description, footer, children, ...data }: {
  open: boolean;
  onClose: () => void;
  onExitComplete?: () => void;
  returnFocus: HTMLElement | null;
  /** The element to focus when the dialog opens (default: the first focusable one). */
  initialFocus?: () => HTMLElement | null;
  title: ReactNode;
  description: ReactNode;
  footer: ReactNode;
  children: ReactNode;
} & { [dataAttribute: `data-${string}`]: string | undefined }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      onExitComplete={onExitComplete}
      finalFocusEl={() => (returnFocus?.isConnected ? returnFocus : null)}
      initialFocusEl={initialFocus}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" {...data}>
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="1" pe="12">
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.Description color="fg.muted" textStyle="sm">{description}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
