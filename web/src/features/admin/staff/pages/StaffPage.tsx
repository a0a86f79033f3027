/**
 * /admin/staff: every staff account with its role, phone, 2FA state and last sign-in; add one; change
 * a role; deactivate or reactivate one (a deactivated account's sessions end at once; the last
 * active admin stays). Making an admin (adding one, a promotion, reactivating an admin) asks
 * "Confirm it's you" first: the server wants the step-up proof for it.
 */
import { ROLE_LABELS, STAFF_ROLES, type Staff, type StaffRole } from '@vyoma/contract';
import type { StaffUpdateInput } from '@vyoma/contract/schemas';
import { useConfirm } from '~/components/ui/ConfirmDialog.tsx';
import { DataTable } from '~/components/ui/DataTable.tsx';
import { toast } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { useUser } from '~/lib/session.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { formatDateTime } from '../../components/format.ts';
import { useProof } from '../../components/ProofDialog.tsx';
import { useStaff } from '../../components/queries.ts';
import { QueryStates } from '../../components/States.tsx';
import { useUpdateStaff } from '../api.ts';
import { AddStaffForm } from '../components/AddStaffForm.tsx';
import './staff.css';

export default function StaffPage() {
  const staff = useStaff();
  const update = useUpdateStaff();
  const me = useUser();
  const { confirm, dialog } = useConfirm();
  const { prove, dialog: proofDialog } = useProof();

  /** A change that makes an admin goes through the proof dialog; others are sent as they are. */
  const save = (account: Staff, patch: StaffUpdateInput, done: () => void, failed: string) => {
    const makesAdmin = patch.role === 'admin' || (patch.active === true && account.role === 'admin');
    const send = (proof = {}) => update.mutateAsync({ id: account._id, patch: { ...patch, ...proof } });
    const sent = makesAdmin
      ? prove({
          title: patch.role === 'admin' ? 'Make admin' : 'Reactivate admin',
          message:
            patch.role === 'admin'
              ? `Make ${account.name} (${account.email}) an admin? Admins can do everything, including adding admins.`
              : `Reactivate ${account.name} (${account.email})? They can sign in again as an admin.`,
          submitLabel: patch.role === 'admin' ? 'Make admin' : 'Reactivate',
          run: send,
        })
      : send();
    sent.then(
      (result) => result && done(),
      (error) => toast.error(messageOr(error, failed)),
    );
  };

  const toggle = async (admin: Staff) => {
    const deactivate = admin.active;
    if (
      deactivate &&
      !(await confirm(
        `Deactivate ${admin.name} (${admin.email})? They are signed out at once and cannot sign in.`,
        {
          title: 'Deactivate admin',
          confirmLabel: 'Deactivate',
        },
      ))
    )
      return;
    save(
      admin,
      { active: !deactivate },
      () => toast.success(`${admin.name} ${deactivate ? 'deactivated' : 'reactivated'}.`),
      'Changing the admin failed.',
    );
  };

  const changeRole = (account: Staff, role: StaffRole) =>
    save(
      account,
      { role },
      () => toast.success(`${account.name} is now ${ROLE_LABELS[role].toLowerCase()}.`),
      'Changing the role failed.',
    );

  return (
    <AdminFrame
      title="Staff"
      lead="Who can sign in to the admin, what each may do, and how well protected they are."
      bare
    >
      <section className="card staff__card" aria-labelledby="staff-list-title">
        <h2 id="staff-list-title" className="staff__title">
          Accounts
        </h2>
        <QueryStates query={staff} loadingLabel="Loading accounts…" errorText="Failed to load the accounts.">
          {(data) => (
            <DataTable
              caption={`Staff accounts (${data.length})`}
              hideCaption
              head={
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Phone</th>
                  <th scope="col">2FA</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="cell--actions">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              }
            >
              {data.map((admin) => {
                const self = admin._id === me?._id;
                const busy = update.isPending && update.variables?.id === admin._id;
                return (
                  <tr key={admin._id} className={admin.active ? undefined : 'staff__inactive'}>
                    <th scope="row" className="cell--nowrap">
                      {admin.name}
                      {self && <span className="visually-hidden"> (you)</span>}
                      {self && (
                        <span className="badge staff__you" aria-hidden="true">
                          You
                        </span>
                      )}
                    </th>
                    <td className="cell--nowrap">{admin.email}</td>
                    <td>
                      {self ? (
                        ROLE_LABELS[admin.role]
                      ) : (
                        <select
                          className="input"
                          aria-label={`Role of ${admin.name}`}
                          value={admin.role}
                          disabled={busy}
                          onChange={(event) => changeRole(admin, event.target.value as StaffRole)}
                        >
                          {STAFF_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {ROLE_LABELS[role]}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                    <td className="cell--nowrap">{admin.phone ?? '—'}</td>
                    <td>
                      <span className={admin.twoFactor ? 'badge badge--on' : 'badge'}>
                        {admin.twoFactor ? 'On' : 'Off'}
                      </span>
                    </td>
                    <td className="cell--nowrap">{formatDateTime(admin.lastLoginAt)}</td>
                    <td>
                      <span className={admin.active ? 'badge badge--on' : 'badge badge--off'}>
                        {admin.active ? 'Active' : 'Deactivated'}
                      </span>
                    </td>
                    <td className="cell--actions">
                      {!self && (
                        <button
                          type="button"
                          className={admin.active ? 'btn btn--danger btn--sm' : 'btn btn--outline btn--sm'}
                          aria-label={`${admin.active ? 'Deactivate' : 'Reactivate'} ${admin.name}`}
                          disabled={busy}
                          onClick={() => toggle(admin)}
                        >
                          {busy ? 'Saving…' : admin.active ? 'Deactivate' : 'Reactivate'}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          )}
        </QueryStates>
      </section>
      <AddStaffForm prove={prove} />
      {dialog}
      {proofDialog}
    </AdminFrame>
  );
}
