/**
 * Above every admin screen while the site still shows the neutral name (a site started without the
 * demo content): the settings are the first thing to fill in.
 */
import { ADMIN_PAGE } from '@vyoma/contract';
import { Link, useLocation } from 'react-router';
import { useSiteSettings } from '~/lib/siteSettings.ts';

export function SettingsNotice() {
  const { configured, siteName } = useSiteSettings();
  const { pathname } = useLocation();
  if (configured || pathname === ADMIN_PAGE.settings) return null;
  return (
    <div className="container settings-notice__wrap">
      <p className="status status--info settings-notice" role="status">
        Your site still calls itself “{siteName}” and shows no contact details.{' '}
        <Link to={ADMIN_PAGE.settings}>Fill in the site settings</Link> so visitors can reach you.
      </p>
    </div>
  );
}
