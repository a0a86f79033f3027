/** /admin/careers/{id}/edit. */
import { ADMIN_PAGE } from '@vyoma/contract';
import { useParams } from 'react-router';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { QueryStates } from '../../components/States.tsx';
import { useJob } from '../api.ts';
import { JobForm } from '../components/JobForm.tsx';

export default function EditCareerPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  return (
    <AdminFrame title="Edit opening" back={{ to: ADMIN_PAGE.careers, label: 'All openings' }}>
      <QueryStates query={job} loadingLabel="Loading the opening…" errorText="Failed to load the opening.">
        {(data) => <JobForm key={`${data._id}:${data.version}`} job={data} />}
      </QueryStates>
    </AdminFrame>
  );
}
