import {
  ADMIN_USER_STATUSES,
  type AdminUserRow,
  API,
  USER_TYPE_LABELS,
  USER_TYPES,
} from '@labbridge/shared-types';
import { useState } from 'react';
import { formatDate, fullName } from '../../lib/format';
import { type BadgeScheme, StatusBadge } from '../../ui/badge';
import { choices } from '../../ui/field';
import { useAdminActions } from './actions';
import { AddUserDialog } from './add-user-dialog';
import { AdminTable, type Column, RowAction } from './data-table';
import { ReasonDialog } from './reason-dialog';

const STATUS_BADGES: BadgeScheme<AdminUserRow['status']> = {
  labels: {
    verified: 'Verified',
    pending: 'Pending',
    rejected: 'Not verified',
    onboarding: 'Onboarding',
    suspended: 'Suspended',
  },
  tones: {
    verified: 'green',
    pending: 'yellow',
    rejected: 'red',
    onboarding: 'gray',
    suspended: 'red',
  },
};

/** Spec §2 Users tab: User, Type, Status, Joined, Actions; 10 a page; Add User. */
export function UsersTab() {
  const { approve, suspend, reactivate } = useAdminActions();
  const [suspending, setSuspending] = useState<AdminUserRow | null>(null);

  const columns: Column<AdminUserRow>[] = [
    {
      header: 'User',
      cell: (u) => (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{fullName(u, u.email)}</span>
          <span className="text-xs break-all text-slate-600">{u.email}</span>
          {u.organization && <span className="text-xs text-slate-600">{u.organization}</span>}
        </div>
      ),
    },
    { header: 'Type', cell: (u) => (u.userType ? USER_TYPE_LABELS[u.userType] : 'Not chosen') },
    {
      header: 'Status',
      cell: (u) => (
        <span className="flex flex-col gap-1">
          <StatusBadge status={u.status} scheme={STATUS_BADGES} />
          {u.statusReason && <span className="text-xs text-slate-600">{u.statusReason}</span>}
        </span>
      ),
    },
    { header: 'Joined', cell: (u) => formatDate(u.createdAt) },
    {
      header: 'Actions',
      cell: (u) => {
        const name = fullName(u, u.email);
        return (
          <div className="flex flex-wrap gap-2">
            {(u.status === 'pending' || u.status === 'rejected') && (
              <RowAction
                label="Approve"
                target={name}
                variant="primary"
                onClick={() => approve('user', u.id)}
              />
            )}
            {u.status === 'suspended' ? (
              <RowAction label="Reactivate" target={name} onClick={() => reactivate(u.id)} />
            ) : (
              u.userType !== 'superadmin' && (
                <RowAction label="Suspend" target={name} onClick={() => setSuspending(u)} />
              )
            )}
          </div>
        );
      },
    },
  ];

  return (
    <section>
      <AdminTable
        title="Users"
        endpoint={API.admin.users}
        columns={columns}
        emptyTitle="No users match"
        actions={<AddUserDialog />}
        search="Name, email or organization"
        choices={[
          {
            name: 'type',
            label: 'Type',
            options: choices(USER_TYPES, USER_TYPE_LABELS),
          },
          {
            name: 'status',
            label: 'Status',
            options: choices(ADMIN_USER_STATUSES, STATUS_BADGES.labels),
          },
        ]}
      />
      <ReasonDialog
        open={suspending !== null}
        onOpenChange={(open) => !open && setSuspending(null)}
        title="Suspend user"
        description={`${suspending ? fullName(suspending, suspending.email) : ''} is signed out everywhere at once and cannot sign in until reactivated; they are shown your reason.`}
        confirmLabel="Suspend"
        onConfirm={(reason) =>
          suspending ? suspend(suspending.id, reason) : Promise.resolve(false)
        }
      />
    </section>
  );
}
