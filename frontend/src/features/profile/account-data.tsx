import { API, deleteAccountRequestSchema } from '@labbridge/shared-types';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteAccount } from '../../app/auth';
import { useSubmit } from '../../lib/use-submit';
import { Button, buttonClasses } from '../../ui/button';
import { ActionDialog } from '../../ui/dialog';
import { PasswordField } from '../../ui/field';
import { SettingsCard } from './settings-card';

/** Settings: download everything the platform holds about me, as one JSON file. */
export function DataExportCard() {
  return (
    <SettingsCard
      title="Your data"
      description="Download your profile, listings, messages, collaborations and documents as a JSON file."
    >
      {/* A plain download: the browser sends the session cookie and saves the answer. */}
      <a
        href={API.privacy.exportData.path}
        download="labbridge-data.json"
        className={buttonClasses({ variant: 'outline' })}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Download my data
      </a>
    </SettingsCard>
  );
}

function DeleteAccountDialog() {
  const [password, setPassword] = useState('');
  const { errors, outcome, submit } = useSubmit({
    schema: deleteAccountRequestSchema,
    success: { title: 'Account deleted', description: 'Your account and personal data are gone.' },
    failure: {
      title: 'Deletion failed',
      description: 'Could not delete your account. Please try again.',
      serverText: true,
    },
  });
  const remove = useDeleteAccount({ onError: outcome.onError });
  return (
    <ActionDialog
      onOpenChange={(open) => {
        if (!open) setPassword('');
      }}
      trigger={
        <Button variant="destructive" icon={Trash2}>
          Delete account
        </Button>
      }
      title="Delete your account?"
      description="This cannot be undone. Enter your password to confirm."
      noValidate
      action={{
        label: 'Delete my account',
        busyLabel: 'Deleting...',
        busy: remove.isPending,
        variant: 'destructive',
      }}
      onAction={() =>
        submit({ password }, (body) =>
          remove.mutate(body, { onSuccess: () => outcome.onSuccess(undefined) }),
        )
      }
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>Your profile, profile photo and personal details are erased.</li>
        <li>You leave the team of every listing that names you.</li>
        <li>
          Your listings are archived; proposals you made are withdrawn, and proposals awaiting your
          answer and active collaborations end.
        </li>
        <li>Your messages stay with their recipients, shown from ‘Deleted user’.</li>
        <li>
          Documents not yet signed are cancelled and your details removed from them; fully signed
          agreements are kept as signed.
        </li>
      </ul>
      <PasswordField
        label="Password"
        error={errors.password}
        value={password}
        onValueChange={setPassword}
      />
    </ActionDialog>
  );
}

/** Settings: delete the account, after re-entering the password. */
export function DeleteAccountCard() {
  return (
    <SettingsCard
      title="Delete account"
      description="Erase your personal data and sign out everywhere. Download your data first if you want a copy."
      className="border-red-200"
    >
      <DeleteAccountDialog />
    </SettingsCard>
  );
}
