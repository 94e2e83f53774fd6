/**
 * The frame of the app's small centred dialogs (date played, add to wishlist / watchlist, sign in):
 * title, a muted line under it, a body, a footer and the close button; focus goes back to the
 * opener when it is still on the page. A dialog that must be answered (`dismissible` off) has no
 * close button and ignores Escape and clicks outside.
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FormDialog({
  open, onClose, onExitComplete, returnFocus, initialFocus, dismissible = true, title, description, descriptionTestId, footer, children, ...data
}: {
  open: boolean;
  onClose: () => void;
  onExitComplete?: () => void;
  /** Where focus goes back to (when still on the page); left out: the element focused before the dialog opened. */
  returnFocus?: HTMLElement | null;
  /** The element to focus when the dialog opens (default: the first focusable one). */
  initialFocus?: () => HTMLElement | null;
  dismissible?: boolean;
  title: ReactNode;
  description: ReactNode;
  descriptionTestId?: string;
  /** Left out when the body's own form holds the buttons. */
  footer?: ReactNode;
  children: ReactNode;
} & { [dataAttribute: `data-${string}`]: string | undefined }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && dismissible && onClose()}
      onExitComplete={onExitComplete}
      closeOnInteractOutside={dismissible}
      closeOnEscape={dismissible}
      finalFocusEl={returnFocus === undefined ? undefined : () => (returnFocus?.isConnected ? returnFocus : null)}
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
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="1" pe={dismissible ? '12' : undefined}>
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.Description color="fg.muted" textStyle="sm" data-testid={descriptionTestId}>{description}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
            {dismissible && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
