import HomePage from '../../features/home/pages/HomePage.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  // Without the editable section the page shows our own copy instead (spec §8: no failure shown).
  return { section: await context.site.homeSection().catch(() => null) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage section={loaderData.section} />;
}
