// The libraries the app starts with, loaded and run on their own before the app itself (main.tsx):
// their module code then runs in one task and the app's in the next, instead of both in one long task
// that holds the main thread of a slow phone just after the page has painted (ADR 013).
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * Using the libraries' exports here is what makes them run here: the bundler sets a CommonJS library
 * such as React DOM up where its exports are first used, which would otherwise be the app's module.
 */
export const frameworkLoaded = [
  createRoot,
  hydrateRoot,
  createBrowserRouter,
  RouterProvider,
  QueryClient,
  QueryClientProvider,
].every((entry) => typeof entry === 'function' || typeof entry === 'object');
