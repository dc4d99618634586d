import {
  ADMIN_USER_STATUSES,
  type AdminUserRow,
  API,
  USER_TYPE_LABELS,
  USER_TYPES,
} from '@labbridge/shared-types';
import { useState } from 'react';
import { formatDate, fullName } from '../../lib/format';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { useAdminActions } from './actions';
import { AddUserDialog } from './add-user-dialog';
import { AdminTable, type Column } from './data-table';
import { ReasonDialog } from './reason-dialog';
import { ChoiceFilter, SearchFilter } from './table-filters';
import { useTableQuery } from './use-table-query';

const STATUS_TONES: Record<AdminUserRow['status'], BadgeTone> = {
  verified: 'green',
  pending: 'yellow',
  rejected: 'red',
  suspended: 'red',
};
const STATUS_LABELS: Record<AdminUserRow['status'], string> = {
  verified: 'Verified',
  pending: 'Pending',
  rejected: 'Not verified',
  suspended: 'Suspended',
};

/** Spec §2 Users tab: User, Type, Status, Joined, Actions; 10 a page; Add User. */
export function UsersTab() {
  const table = useTableQuery<{ q?: string; status?: string; type?: string }>({});
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
          <Badge tone={STATUS_TONES[u.status]}>{STATUS_LABELS[u.status]}</Badge>
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
              <Button
                size="sm"
                aria-label={`Approve ${name}`}
                onClick={() => approve('user', u.id)}
              >
                Approve
              </Button>
            )}
            {u.status === 'suspended' ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Reactivate ${name}`}
                onClick={() => reactivate(u.id)}
              >
                Reactivate
              </Button>
            ) : (
              u.userType !== 'superadmin' && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Suspend ${name}`}
                  onClick={() => setSuspending(u)}
                >
                  Suspend
                </Button>
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
        table={table}
        columns={columns}
        emptyTitle="No users match"
        actions={<AddUserDialog />}
        filters={
          <>
            <SearchFilter table={table} placeholder="Name, email or organization" />
            <ChoiceFilter
              table={table}
              name="type"
              label="Type"
              options={USER_TYPES.map((x) => [x, USER_TYPE_LABELS[x]] as const)}
            />
            <ChoiceFilter
              table={table}
              name="status"
              label="Status"
              options={ADMIN_USER_STATUSES.map((x) => [x, STATUS_LABELS[x]] as const)}
            />
          </>
        }
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
