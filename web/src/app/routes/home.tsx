import { pickerIconMarkup } from '~/components/sections/picker-icons.server.tsx';
import { SERVICE_PICKER } from '../../features/home/content/sections.ts';
import HomePage from '../../features/home/pages/HomePage.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  // Without the editable section the page shows our own copy instead (spec §8: no failure shown).
  return {
    section: await context.site.homeSection().catch(() => null),
    // The picker's icons drawn here, so the page's browser code carries no icon library.
    picker: SERVICE_PICKER.map(({ icon, ...card }) => ({ ...card, icon: pickerIconMarkup(icon) })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage section={loaderData.section} picker={loaderData.picker} />;
}
