/** Any other path: the 404 page (spec §2.2), answered with HTTP status 404. */
import { data } from 'react-router';
import { NotFound } from '../shell/NotFound.tsx';

export function loader() {
  return data(null, { status: 404 });
}

export default NotFound;
