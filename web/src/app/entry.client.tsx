/** Hydrates the server-rendered page; from then on the app navigates without reloading. */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { recordVisit } from '../lib/visit.ts';

// The first page of the visit, its referrer and UTM tags (sessionStorage; see lib/visit.ts).
recordVisit();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
