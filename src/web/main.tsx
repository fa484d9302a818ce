import { notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './api/client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { replaceServerPage } from './ui/server-page';

// The page's Content-Security-Policy has no 'unsafe-eval': zod must not probe for `new Function` (the
// refused probe is reported as a policy violation even though zod falls back). zod keeps its configuration
// in this global and adopts an existing one, so it is set without importing zod into the first load (zod
// arrives with the lazy pages, after this line has run).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const router = createAppRouter();

// The HTTP client shows the error catalogue's messages and moves the user through the router.
configureApiClient({
  notify: (message, kind) =>
    notifications.show({
      id: `api:${message}`,
      color: kind === 'warning' ? 'orange' : 'red',
      message,
      autoClose: 6000,
    }),
  navigate: (to) => void router.navigate(to, { replace: true }),
});

// A page the server rendered first gives way once the visitor goes elsewhere in the app.
router.subscribe((state) => {
  if (state.location.key !== 'default') replaceServerPage();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
