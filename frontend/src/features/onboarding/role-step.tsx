import type { UserType } from '@labbridge/shared-types';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import type { RoleOption } from './roles';

interface RoleStepProps {
  /** The roles this user may take (Super Admin only for an allow-listed, proven address). */
  roles: readonly RoleOption[];
  value: UserType | null;
  onChange: (role: UserType) => void;
  onContinue: () => void;
}

/** Step 1: choose a role; Continue stays disabled until one is chosen. */
export function RoleStep({ roles, value, onChange, onContinue }: RoleStepProps) {
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (value) onContinue();
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium text-slate-800">
          How will you use LabBridge?
        </legend>
        {roles.map((role) => {
          const selected = value === role.value;
          const Icon = role.icon;
          return (
            <label
              key={role.value}
              className={cn(
                'flex cursor-pointer gap-4 rounded-xl border bg-white p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                selected
                  ? 'border-brand-600 ring-1 ring-brand-600'
                  : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="role"
                value={role.value}
                checked={selected}
                onChange={() => onChange(role.value)}
                className="sr-only"
              />
              <span
                className={cn(
                  'flex h-10 w-10 shrink-0 items-center justify-center rounded-lg',
                  selected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700',
                )}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="flex flex-1 flex-col gap-1">
                <span className="flex items-center justify-between gap-2 font-semibold text-slate-900">
                  {role.label}
                  {selected && <Check className="h-5 w-5 text-brand-700" aria-hidden="true" />}
                </span>
                <span className="text-sm text-slate-700">{role.capabilities.join(' · ')}</span>
                {role.note && <span className="text-xs text-slate-600">{role.note}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={!value}>
          Continue
        </Button>
      </div>
    </form>
  );
}
