import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './focus.css';
// After Mantine's stylesheet, whose defaults it overrides (theme-css.ts).
import './theme-variables.css';
import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { theme } from './theme';

// The toast container loads after the first paint (lib/notify loads the toast store the same way);
// a toast shown before it is there waits in the store and appears when it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  // Toasts keep clear of the logo, the header and a wizard's 'Step 1 of 11' at the top (issue 10 #15):
  // bottom centre on phones, bottom left on wide screens (where desktop snackbars conventionally sit),
  // because forms end with their actions on the right: a toast at the bottom right landed on the button
  // just pressed and the one beside it (Save, then Download PDF), and a hovered toast never closes.
  // Raised above a chat's message box while one is on the page (issue 20 #8).
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    // The theme's CSS variables come from theme-variables.css, not from a <style> built on every load.
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position={narrow ? 'bottom-center' : 'bottom-left'} limit={3} />
      </Suspense>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
