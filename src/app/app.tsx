/**
 * The app around the map, loaded right after the map's first draw (see boot/boot.tsx): the design
 * system, the colour-mode switch, Firebase sign-in, and the router with the shell and its overlays.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ColorModeProvider } from '../components/ui/color-mode';
import { AuthProvider } from '../lib/auth-provider';
import { handOverColorScheme } from './boot/initial-color-scheme';
import { router } from './router';
import { system } from './theme';
import { setThemeColorMeta } from './theme-color';

export default function App() {
  useEffect(() => handOverColorScheme(), []);
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider onResolvedChange={setThemeColorMeta}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
