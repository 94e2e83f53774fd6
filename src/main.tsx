/**
 * Stage one: only what the map needs to draw (see app/boot/boot.tsx for the second stage).
 * Nothing imported here may pull in the design system, the router or Firebase.
 */
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './app/boot/boot.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MapProvider } from 'react-map-gl/maplibre';
import { Boot } from './app/boot/boot';
import { applyInitialColorScheme } from './app/boot/initial-color-scheme';
import { queryClient } from './lib/query-client';

applyInitialColorScheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MapProvider>
        <Boot />
      </MapProvider>
    </QueryClientProvider>
  </StrictMode>,
);
