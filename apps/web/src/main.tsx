import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { z } from 'zod';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import './index.css';

// zod 4 probes `new Function` to decide whether to compile parsers; our CSP forbids eval, so say no up front.
z.config({ jitless: true });

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
