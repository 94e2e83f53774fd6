/**
 * The notification snackbar (spec section 2): severity (default success), hides after 6000 ms,
 * at most 500 px wide, bottom left. Call `notify(message)` from anywhere.
 */
import { CloseButton, createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

export const SNACKBAR_DURATION_MS = 6000;
export type Severity = 'success' | 'error' | 'warning' | 'info';

export const toaster = createToaster({ placement: 'bottom-start', duration: SNACKBAR_DURATION_MS, pauseOnPageIdle: true, max: 3 });

export function notify(message: string, severity: Severity = 'success'): void {
  toaster.create({ description: message, type: severity, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ base: 'calc(100vw - 32px)', md: 'sm' }} maxW="500px" data-testid="snackbar" data-severity={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
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
