/** /admin/careers/new. */
import { ADMIN_PAGE } from '@vyoma/contract';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { JobForm } from '../components/JobForm.tsx';

export default function NewCareerPage() {
  return (
    <AdminFrame title="Add opening" back={{ to: ADMIN_PAGE.careers, label: 'All openings' }}>
      <JobForm />
    </AdminFrame>
  );
}
