/**
 * The notification snackbar (spec section 2): severity (default success), hides after 6000 ms,
 * at most 500 px wide, bottom left. Call `notify(message)` from anywhere; `action` adds one button
 * (it closes the snackbar when clicked).
 */
import { CloseButton, createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { MessageText } from './message-text';

export const SNACKBAR_DURATION_MS = 6000;
export type Severity = 'success' | 'error' | 'warning' | 'info';

export const toaster = createToaster({ placement: 'bottom-start', duration: SNACKBAR_DURATION_MS, pauseOnPageIdle: true, max: 3 });

export interface NotifyOptions {
  action?: { label: string; onClick: () => void };
}

export type Notify = (message: string, severity?: Severity, options?: NotifyOptions) => void;

export const notify: Notify = (message, severity = 'success', options = {}) => {
  toaster.create({ description: message, type: severity, closable: true, action: options.action });
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ base: 'calc(100vw - 32px)', md: 'sm' }} maxW="500px" data-testid="snackbar" data-severity={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{typeof toast.description === 'string' ? <MessageText message={toast.description} /> : toast.description}</Toast.Description>}
            </Stack>
            {toast.action && (
              // Clear of the close button, which sits in the top corner.
              <Toast.ActionTrigger flexShrink={0} me={toast.closable ? '7' : undefined} data-testid="snackbar-action">{toast.action.label}</Toast.ActionTrigger>
            )}
            {toast.closable && (
              <Toast.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Dismiss notification" />
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
