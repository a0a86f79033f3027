/** /admin/forms/{id}/edit: change a form; each save is a new version (entries keep theirs). */
import { ADMIN_PAGE } from '@vyoma/contract';
import { FORM } from '@vyoma/contract/content-types';
import { useParams } from 'react-router';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { LanguageLinks } from '../../components/Languages.tsx';
import { QueryStates } from '../../components/States.tsx';
import { useFormDefinition } from '../api.ts';
import { FormBuilder } from '../components/FormBuilder.tsx';

export default function EditFormPage() {
  const { id = '' } = useParams();
  const form = useFormDefinition(id);
  return (
    <AdminFrame title="Edit form" back={{ to: ADMIN_PAGE.forms, label: 'Forms' }}>
      {/* Issue 36: its words in the site's other languages (the fields and rules are this form's). */}
      <LanguageLinks type={FORM} id={id} />
      <QueryStates query={form} loadingLabel="Loading the form…" errorText="Failed to load the form." fresh>
        {(data) => <FormBuilder key={`${data._id}-${data.version}`} form={data} />}
      </QueryStates>
    </AdminFrame>
  );
}
