// First: schemas built by the modules below read this setting when they are created.
import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { installStaleChunkReload } from './app/stale-chunks';
import { Toaster } from './ui/toast';
import './index.css';

installStaleChunkReload();
const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
