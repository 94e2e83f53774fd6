import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MapProvider } from 'react-map-gl/maplibre';
import { ColorModeProvider } from '../components/ui/color-mode';
import { AuthProvider } from '../features/auth/auth-provider';
import { queryClient } from '../lib/query-client';
import { system, THEME_COLOR } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider themeColors={THEME_COLOR}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <MapProvider>{children}</MapProvider>
          </AuthProvider>
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
