/** /admin/forms/new: build a form (issue 29). */
import { ADMIN_PAGE } from '@vyoma/contract';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { FormBuilder } from '../components/FormBuilder.tsx';

export default function NewFormPage() {
  return (
    <AdminFrame title="New form" back={{ to: ADMIN_PAGE.forms, label: 'Forms' }}>
      <FormBuilder />
    </AdminFrame>
  );
}
